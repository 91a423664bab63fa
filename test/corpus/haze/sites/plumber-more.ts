import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// HAZE: the nineteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEW_BOILERS: string[][] = [
  ["Worcester Bosch combi, 25–30 kW", "£2,450", "10 years"],
  ["Vaillant combi, 25–32 kW", "£2,395", "10 years"],
  ["Ideal combi, 24–30 kW", "£2,150", "7 years"],
  ["Baxi combi, 24–28 kW", "£1,950", "5 years"],
  ["System boiler with a new hot water cylinder, any of the above", "£3,850", "As for the make"],
  ["Grant oil combi", "£4,300", "7 years"],
];

/** An engineer's card: name, role, registration, specialisms, when they work. */
const engineer = (name: string, role: string, reg: string, specialisms: string, when: string) =>
  `<article class="card"><h3>${name}</h3><p>${role}</p><p>${reg}</p><p>Specialisms: ${specialisms}</p><p>${when}</p></article>`;

const TEAM = `<div class="cards">${[
  engineer(
    "Tom Penhallow",
    "Founder and senior heating engineer",
    "Gas Safe no. 201847",
    "Worcester Bosch accredited installer, system and regular boilers, unvented hot water cylinders",
    "Surveys and installations, Monday to Friday",
  ),
  engineer(
    "Erin Penhallow",
    "Heating engineer",
    "Gas Safe no. 584120",
    "Vaillant boilers, heat pumps (MCS certified), underfloor heating",
    "Monday to Friday, and one Saturday in three",
  ),
  engineer(
    "Kwame Asante",
    "Service and breakdown engineer",
    "Gas Safe no. 611293",
    "Breakdowns, combi boilers, Baxi and Ideal, power flushing",
    "On call for nights and weekends",
  ),
  engineer(
    "Dylan Price",
    "Oil and LPG engineer",
    "OFTEC no. C38112 · Gas Safe no. 702455 (LPG)",
    "Grant and Firebird oil boilers, oil tanks, LPG boilers",
    "Monday to Friday",
  ),
  engineer(
    "Marta Nowak",
    "Plumber",
    "WaterSafe approved plumber (not a gas engineer)",
    "Leaks, taps, toilets, showers, outside taps, radiators moved and fitted",
    "Monday to Friday",
  ),
  engineer(
    "Sophie Lake",
    "Office manager",
    "Bookings, cover plans and invoices",
    "Knowing where everyone is",
    "In the office Monday to Friday",
  ),
].join("")}</div>`;

const CHECK = "✓";
const CROSS = "✗";

const COVER: string[][] = [
  ["Annual boiler service", CHECK, CHECK, CHECK],
  ["24-hour helpline", CHECK, CHECK, CHECK],
  ["No call-out charge", CROSS, CHECK, CHECK],
  ["Boiler repairs, parts and labour", CROSS, CHECK, CHECK],
  ["Central heating repairs (pump, valves, radiators)", CROSS, CHECK, CHECK],
  ["Plumbing and drains", CROSS, CROSS, CHECK],
  ["£500 towards a new boiler if yours can't be fixed (boilers under 10 years old)", CROSS, CROSS, CHECK],
  ["Repairs limit each year", "None: repairs aren't covered", "£1,500", "£2,500"],
];

const NEWS = cards([
  [
    "4 January 2027",
    "Cover plan prices from February",
    "From 1 February 2027 the Essential plan goes up from £12.50 to £13.50 a month and the Complete plan from £19.50 to £21 a month. Complete Plus stays at £27. If you're already a member, the new price starts at your first renewal after 1 February.",
  ],
  [
    "18 November 2026",
    "Christmas and New Year",
    "The office closes at 13:00 on Thursday 24 December and opens again on Monday 4 January. The emergency line stays open the whole time. Bank holiday call-out rates apply on Friday 25 December, Monday 28 December and Friday 1 January. Kwame and Dylan are on call over Christmas, and Erin over New Year.",
  ],
  [
    "2 November 2026",
    "New prices from 1 November",
    "From 1 November our weekday call-out went up from £65 to £75, and a combi service from £79 to £89. The first hour of a repair stays at £78, and our Sunday and bank holiday rates haven't changed. It's our first price change in two years, and it's down to the cost of fuel and parts.",
  ],
  [
    "9 September 2026",
    "Oil boilers are back",
    "Dylan Price has joined us as our oil and LPG engineer, so after two years we're servicing and repairing oil boilers again. Book an oil service with the usual form.",
  ],
  [
    "20 May 2026",
    "Now fitting heat pumps",
    "Erin is now MCS certified, so we can fit air source heat pumps and help you claim the £7,500 Boiler Upgrade Scheme grant. Ask us for a free survey.",
  ],
]);

/** New boilers, the team, cover plans, the promise, news, answers and contact, and two pages only search finds. */
export function plumberMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  lines: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/boilers/new": page(
      "A new boiler",
      `<p>Every price includes taking away your old boiler, a magnetic filter, a wireless thermostat, a chemical
      flush of your system and registering the guarantee for you. Most boilers are fitted in a day; a system boiler
      with a new cylinder takes two.</p>` +
        table(
          "New boilers, fitted",
          ["Boiler", "Fitted from", "Guarantee (serviced every year)"],
          NEW_BOILERS,
        ) +
        `<p>Air source heat pumps from £10,500, before the £7,500 Boiler Upgrade Scheme grant. Spread the cost of any
        new boiler with finance: see <a href="/terms">Our promise</a>.</p>
        <h2>Ask for a free quote</h2>
        <form method="post" action="/quote/send">
        <p><label>Your home <select name="property">${options([
          ["flat", "Flat"],
          ["terraced", "Terraced house"],
          ["semi", "Semi-detached house"],
          ["detached", "Detached house"],
          ["bungalow", "Bungalow"],
        ])}</select></label></p>
        <p><label>Bedrooms <input type="number" name="bedrooms" min="1" max="8"></label></p>
        <p><label>Bathrooms <input type="number" name="bathrooms" min="1" max="5"></label></p>
        <p><label>Your boiler now <select name="current">${options([
          ["combi", "Combi"],
          ["system", "System"],
          ["regular", "Regular or heat-only"],
          ["back-boiler", "Back boiler"],
          ["oil", "Oil"],
          ["lpg", "LPG"],
          ["none", "No boiler"],
        ])}</select></label></p>
        <p><label>What would you like? <select name="want">${options([
          ["combi", "A combi boiler"],
          ["system", "A system boiler and cylinder"],
          ["oil", "An oil boiler"],
          ["heat-pump", "A heat pump"],
          ["not-sure", "Not sure: advise me"],
        ])}</select></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <p><label>Email <input type="email" name="email"></label></p>
        <button type="submit">Ask for a quote</button></form>`,
    ),
    "/team": page(
      "The team",
      `<p>Every gas engineer of ours is on the Gas Safe Register: check the number on their ID card when they
      arrive, or at gassaferegister.co.uk. Everyone is DBS checked.</p>${TEAM}`,
    ),
    "/cover": page(
      "Peace of mind",
      `<p>Three plans for gas and LPG boilers, paid monthly by direct debit. Each includes your annual service, so
      the Essential plan is simply the service spread across the year.</p>` +
        table(
          "Our cover plans",
          [
            "What's included",
            "Essential, £12.50 a month",
            "Complete, £19.50 a month",
            "Complete Plus, £27 a month",
          ],
          COVER,
        ) +
        dl([
          [
            "Which boilers",
            "Gas and LPG boilers under 15 years old. We don't offer cover for oil boilers or back boilers",
          ],
          [
            "Before you join",
            "Your boiler must have been serviced in the last 12 months; if it hasn't, we'll service it first at the usual price",
          ],
          [
            "Waiting period",
            "You can claim for repairs 30 days after joining; your service can be booked straight away",
          ],
          ["Excess", "None, on any plan"],
          ["Paying yearly", "Pay for the year up front and get one month free"],
          ["Minimum term", "12 months, then cancel any time with 30 days' notice"],
        ]) +
        `<p><a href="/cover/join">Join a plan</a></p>`,
    ),
    "/cover/join": page(
      "Join a cover plan",
      `<p>Fill this in and we'll send you a direct debit form and your plan documents within 2 working days.</p>
      <form method="post" action="/cover/apply">
      <p><label>Plan <select name="plan">${options([
        ["essential", "Essential, £12.50 a month"],
        ["complete", "Complete, £19.50 a month"],
        ["complete-plus", "Complete Plus, £27 a month"],
      ])}</select></label></p>
      <p><label>How would you like to pay? <select name="payment">${options([
        ["monthly", "Monthly by direct debit"],
        ["yearly", "Once a year (one month free)"],
      ])}</select></label></p>
      <p><label>Boiler make <select name="make">${options([
        ["worcester-bosch", "Worcester Bosch"],
        ["vaillant", "Vaillant"],
        ["baxi", "Baxi"],
        ["ideal", "Ideal"],
        ["viessmann", "Viessmann"],
        ["glow-worm", "Glow-worm"],
        ["other", "Another make"],
      ])}</select></label></p>
      <p><label>Boiler type <select name="type">${options([
        ["combi", "Combi"],
        ["system", "System"],
        ["regular", "Regular or heat-only"],
        ["lpg", "LPG"],
      ])}</select></label></p>
      <p><label>Boiler age <select name="age">${options([
        ["under-5", "Under 5 years"],
        ["5-9", "5 to 9 years"],
        ["10-14", "10 to 14 years"],
      ])}</select></label></p>
      <p><label>Serviced in the last 12 months? <select name="serviced">${options([
        ["yes", "Yes"],
        ["no", "No, or not sure (we'll service it first)"],
      ])}</select></label></p>
      <p><label>Start date <input type="date" name="start" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <button type="submit">Apply</button></form>`,
    ),
    "/terms": page(
      "Our promise",
      `<h2>Guarantees</h2>` +
        lines([
          ["Repairs", "Our labour for 12 months; parts carry their maker's guarantee, usually 12 months"],
          ["New boilers", "The maker's guarantee, up to 10 years, if the boiler is serviced every year"],
          ["Installation work", "Our workmanship on any installation for 2 years"],
          ["Plumbing", "6 months on our labour"],
        ]) +
        `<h2>Paying us</h2>` +
        lines([
          ["Deposit", "None for services and repairs; 20% when you accept a quote for a new boiler"],
          [
            "When to pay",
            "On the day for services, repairs and call-outs; a new boiler's balance when it's fitted",
          ],
          ["How to pay", "Card, bank transfer or cash. We don't take cheques"],
          ["Card fees", "None"],
          ["Landlords and businesses", "Invoices are due within 30 days"],
          ["Late payment", "Interest at 8% over the Bank of England base rate after 30 days"],
          ["Finance", "For new boilers and heat pumps over £1,000: 2 to 10 years at 9.9% APR representative"],
          ["Cancelling a visit", "Free up to 24 hours before; after that we charge £40"],
          ["VAT", "Included in every price on this website, at 20%"],
        ]),
    ),
    "/news": page("From the van", NEWS),
    "/faq": page(
      "Questions",
      dl([
        [
          "Do you charge for quotes?",
          "Not for new boilers, heat pumps or bigger jobs. Repairs are charged by time",
        ],
        [
          "How often should my boiler be serviced?",
          "Once a year, and most makers require it for their warranty",
        ],
        [
          "Do I need to be in?",
          "Yes, or someone over 18 must be. We can't work in an empty house, even with a key",
        ],
        [
          "What if you can't fix it on the first visit?",
          "If we have to order a part, there's no second call-out charge when we come back to fit it",
        ],
        [
          "Do you fit bathrooms?",
          "We fit showers, toilets, basins and baths, but not whole bathrooms: we don't do tiling or electrics",
        ],
        ["Do you do landlord certificates?", "Yes, for gas appliances: ring the office"],
        [
          "Can you move my boiler?",
          "Yes, usually when we fit a new one. Moving an existing boiler is quoted after a survey",
        ],
        ["Are your engineers DBS checked?", "Yes, every one of them"],
      ]),
    ),
    "/contact": page(
      "Get in touch",
      `${dl([
        ["Office", "01632 967 230, Monday to Friday 08:00–17:30 and Saturday 09:00–13:00"],
        ["Emergency line", "01632 967 239, 24 hours a day"],
        ["Email", "office@penhallowheating.test: we reply within a working day"],
        ["Address", "Unit 4, Tanyard Lane, Ostleigh OS3 2JT. It's our workshop: there's no shop or counter"],
        ["Complaints", "Write to Tom Penhallow at the address above; we reply within 10 working days"],
      ])}<p>Need us tonight? <a href="/call-outs/call-back">Ask for a call-back</a>.</p>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your address, boiler details and service history for 6 years after our last visit, for gas safety
      records and our accounts.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring the office on 01632 967 230.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/landlords": page(
      "Landlords and letting agents",
      `<p>We look after about 300 rented homes in Ostleigh and Lindholme for landlords and letting agents.</p>` +
        dl([
          [
            "Landlord gas safety certificate (CP12)",
            "£75 for the first gas appliance and £15 for each one after",
          ],
          ["With a boiler service", "£40 on top of the service price"],
          ["Five or more properties", "10% off certificates and services"],
          ["Reminders", "We email you 6 weeks before each certificate is due"],
          ["Keys", "We collect keys from letting agents in Ostleigh at no charge"],
        ]),
    ),
    "/power-flushing": page(
      "Power flushing",
      `<p>A power flush (some call it a powerflush) clears the sludge out of your radiators and pipes, so they heat up evenly again. It takes most
      of a day.</p>` +
        dl([
          ["Price", "£450 for up to 8 radiators, then £30 for each extra radiator"],
          ["Included", "A magnetic filter (£120 on its own) and a dose of inhibitor"],
          ["Our promise", "If your radiators aren't warmer afterwards, we'll come back free within 30 days"],
        ]),
    ),
  };
}
