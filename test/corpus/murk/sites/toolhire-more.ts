import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// MURK: the twenty-ninth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Diamond blades and core bits, charged by wear: blade or bit, a millimetre of wear. */
const WEAR: string[][] = [
  ["300 mm disc cutter blade", "£6"],
  ["350 mm disc cutter blade", "£7.50"],
  ["450 mm floor saw blade", "£12"],
  ["Tile cutter blade", "£4"],
  ["Core bit, up to 107 mm", "£5"],
  ["Core bit, 117 to 152 mm", "£8"],
];

/** Delivery by distance: distance from the yard, tools and access each way, plant on a trailer each way. */
const DELIVERY: string[][] = [
  ["Up to 5 miles", "£15", "£45"],
  ["5 to 10 miles", "£25", "£60"],
  ["10 to 20 miles", "£40", "£85"],
  ["More than 20 miles", "We'll quote", "We'll quote"],
];

/** Opening hours: days, Rushbeck, Copley Moor. */
const HOURS: string[][] = [
  ["Monday to Friday", "07:00–17:30", "07:30–17:00"],
  ["Saturday", "07:30–12:30", "08:00–16:00"],
  ["Sunday", "Closed", "09:00–13:00"],
];

/** Christmas and New Year: day, Rushbeck, Copley Moor. */
const CHRISTMAS: string[][] = [
  ["Thursday 24 December", "07:00–12:00", "07:30–12:00"],
  ["Friday 25 December", "Closed", "Closed"],
  ["Saturday 26 December", "Closed", "Closed"],
  ["Sunday 27 December", "Closed", "Closed"],
  ["Monday 28 December (bank holiday)", "Closed", "09:00–13:00"],
  ["Tuesday 29 December", "08:00–16:00", "08:00–16:00"],
  ["Wednesday 30 December", "08:00–16:00", "08:00–16:00"],
  ["Thursday 31 December", "07:00–12:00", "07:30–12:00"],
  ["Friday 1 January", "Closed", "Closed"],
  ["From Saturday 2 January", "Usual hours", "Usual hours"],
];

/** Bank holidays in spring 2027: bank holiday, Rushbeck, Copley Moor. */
const BANK_HOLIDAYS: string[][] = [
  ["Good Friday, 26 March", "Closed", "09:00–13:00"],
  ["Easter Monday, 29 March", "Closed", "09:00–13:00"],
  ["Early May bank holiday, 3 May", "Closed", "09:00–13:00"],
  ["Spring bank holiday, 31 May", "Closed", "09:00–13:00"],
];

const NEWS = cards([
  [
    "19 November 2026",
    "Prices from 4 January",
    "From Monday 4 January 2027 the mini digger goes from £130 to £140 a day and from £320 to £345 a week, the micro digger from £110 to £118 a day and from £260 to £280 a week, and the floor saw from £85 to £92 a day. Everything else stays the same.",
  ],
  [
    "12 November 2026",
    "Christmas and New Year",
    "Both yards close at 12:00 on Christmas Eve and are shut from 25 to 27 December and on 1 January. Copley Moor opens 09:00 to 13:00 on Monday 28 December; Rushbeck reopens on the 29th.",
  ],
  [
    "30 October 2026",
    "A second micro digger",
    "Another 0.8 tonne micro digger at Rushbeck: small enough for most garden gates.",
  ],
  [
    "14 September 2026",
    "Sundays at Copley Moor",
    "From 20 September Copley Moor opens on Sunday mornings, 09:00 to 13:00. Rushbeck stays shut on Sundays.",
  ],
  [
    "3 August 2026",
    "Damage waiver on plant",
    "From 1 September 2026 the damage waiver on plant is 15% of the hire charge (it was 12%). Tools stay at 10%.",
  ],
]);

/** Charges, delivery, ID, trade, safety, depots, FAQs, news, contact and three search-only pages. */
export function toolhireMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/charges": page(
      "Fuel, blades and bits",
      `<p>What you might pay on top of the hire, and how we work it out.</p>` +
        table(
          "Fuel, a litre",
          ["Fuel", "A litre"],
          [
            ["Unleaded petrol", "£2.60"],
            ["Two-stroke mix", "£3.20"],
            ["Diesel", "£2.10"],
          ],
        ) +
        `<p>Everything goes out full. Bring it back full and there's nothing to pay.</p>` +
        table("Diamond blades and core bits, by wear", ["Blade or bit", "A millimetre of wear"], WEAR) +
        `<p>We measure the segments when it goes out and when it comes back. A new blade's segments are 10 mm
        deep, so the most you'd pay for wearing out a 300 mm blade is £60.</p>` +
        dl([
          ["Drum sander sheets", "£2.50 each"],
          ["Edging sander discs", "£1.50 each"],
          ["Carpet cleaning solution", "£12 a bottle"],
          [
            "Damage waiver",
            "10% of the hire charge on tools and access; 15% on plant (diggers, dumpers, the stump grinder and the wood chipper). It covers accidental damage, not theft, loss, blades or tyres. Leave it off if you show us your own hired-in plant insurance",
          ],
          ["Excess on plant", "£250 a claim, even with the waiver"],
          ["Cleaning", "£25 if it comes back caked; £60 for plant"],
          ["Late back", "Each extra day at the day rate"],
        ]),
    ),
    "/delivery": page(
      "Delivery and collection",
      `<p>Our vans deliver from both yards. Prices are each way: delivery and collection are charged
      separately.</p>` +
        table(
          "Delivery by distance from the yard",
          ["Distance", "Tools and access, each way", "Plant on a trailer, each way"],
          DELIVERY,
        ) +
        dl([
          ["Weekdays", "08:00 to 16:00, morning or afternoon"],
          ["Saturdays", "From Copley Moor only, 08:00 to 13:00"],
          ["Sundays", "No deliveries or collections"],
          ["A two-hour slot", "£15 extra"],
          ["Collection", "Ring by 15:00 to be collected the next working day; the hire stops when you ring"],
          ["Plant", "Someone must be there to sign for it; tell us if access is narrower than 1.2 m"],
          ["Trade accounts", "Free delivery and collection up to 5 miles"],
        ]),
    ),
    "/id": page(
      "Bring with you",
      `<p>The first time you hire from us, bring these. After that we only need your photo ID.</p>` +
        dl([
          ["Photo ID", "A full driving licence or a passport"],
          [
            "Proof of address",
            "A utility bill, council tax bill or bank statement dated in the last 3 months; not a mobile phone bill",
          ],
          [
            "For the deposit",
            "A debit or credit card in your name; cash deposits at Rushbeck only, up to £200",
          ],
          [
            "Getting it back",
            "We release the deposit when the kit's back and checked; your bank may take 5 working days",
          ],
          ["Collecting for someone", "A signed note from them and your own photo ID"],
          ["Deliveries", "The driver checks your photo ID at the door"],
          ["Trade accounts", "An order number: no ID and no deposit"],
          ["Age", "You must be 18 to hire"],
        ]),
    ),
    "/trade": page(
      "For the trade",
      `<p>Builders, landscapers, decorators and facilities teams: open a trade account at either yard and use it at
      both.</p>` +
        dl([
          ["Discount", "20% off our listed hire rates; not on fuel, blades, consumables or delivery"],
          ["Credit", "30 days from the end of the month"],
          ["Deposits", "None"],
          ["Delivery", "Free up to 5 miles"],
          ["Who", "Limited companies, partnerships and sole traders trading for at least 12 months"],
          [
            "We'll need",
            "Two trade references, a bank reference and, for a company, its registration number",
          ],
          ["Credit limit", "From £1,000 to start"],
          ["Decision", "Within 2 working days"],
        ]) +
        `<h2>Apply</h2>
        <form method="post" action="/trade/apply/send">
        <p><label>Business name <input name="business" required></label></p>
        <p><label>Business type <select name="type">${options([
          ["ltd", "Limited company"],
          ["sole-trader", "Sole trader"],
          ["partnership", "Partnership"],
        ])}</select></label></p>
        <p><label>Company number (limited companies) <input name="company_number"></label></p>
        <p><label>Trading for <select name="trading">${options([
          ["1-3", "1 to 3 years"],
          ["3-10", "3 to 10 years"],
          ["10-plus", "More than 10 years"],
        ])}</select></label></p>
        <p><label>Home yard <select name="branch">${options([
          ["rushbeck", "Rushbeck"],
          ["copley-moor", "Copley Moor"],
        ])}</select></label></p>
        <p><label>Hire a month, roughly <select name="spend">${options([
          ["under-500", "Under £500"],
          ["500-2000", "£500 to £2,000"],
          ["over-2000", "Over £2,000"],
        ])}</select></label></p>
        <p><label>Contact name <input name="contact" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Apply</button></form>`,
    ),
    "/safety": page(
      "Stay safe",
      `<p>Every hire comes with a free demonstration, at the counter or when we deliver. Ask as many questions as you
      like.</p>` +
        dl([
          [
            "Age",
            "18 to hire anything; 21 and over for diggers, dumpers, the stump grinder and the wood chipper",
          ],
          [
            "Vibration",
            "The 15 kg breaker: up to 2 hours of trigger time a day. The 30 kg breaker: up to 45 minutes a day",
          ],
          ["Disc cutters", "Always cut wet, with goggles, ear defenders and an FFP3 mask"],
          ["Before you dig", "Sweep the ground with a cable avoidance tool and get the utilities' plans"],
          ["Towers", "Never move a tower with anyone on it"],
          ["We won't hire", "To anyone who seems to be under the influence, or for a job we think is unsafe"],
        ]) +
        table(
          "Safety gear to buy",
          ["Item", "Price"],
          [
            ["Safety goggles", "£4"],
            ["Ear defenders", "£8"],
            ["FFP3 dust mask", "£3"],
            ["Rigger gloves, a pair", "£3"],
            ["Hi-vis vest", "£5"],
          ],
        ),
    ),
    "/depots": page(
      "Two yards",
      `<h2>Rushbeck</h2><p>Unit 3, Ferrand Trading Estate, Rushbeck RK4 6FT. Phone 01632 947 120. Our main yard,
      with the plant, a loading bay and room for vans up to 3.5 tonnes.</p>
      <h2>Copley Moor</h2><p>41 Mill Lane, Copley Moor CY2 8ML. Phone 01632 947 135. Hand tools, access, garden and
      cleaning kit; no plant. Six customer parking spaces out front.</p>` +
        table("Opening hours", ["Days", "Rushbeck", "Copley Moor"], HOURS) +
        table("Christmas and New Year", ["Day", "Rushbeck", "Copley Moor"], CHRISTMAS) +
        `<p>Christmas hire: take it on Thursday 24 December and bring it back by 09:00 on Tuesday 29 December for the
        weekend rate.</p>` +
        table("Bank holidays, spring 2027", ["Bank holiday", "Rushbeck", "Copley Moor"], BANK_HOLIDAYS),
    ),
    "/faq": page(
      "Good to know",
      `<h3>Can I keep it longer?</h3><p>Yes: ring the yard before 10:00 on the day it's due back.</p>
      <h3>What if it breaks down?</h3><p>Ring us and we'll swap it at no charge: the same day within 10 miles if you
      ring before 14:00.</p>
      <h3>Can I pay the hire in cash?</h3><p>Yes, at either yard. Deposits are by card, or cash at Rushbeck up to
      £200.</p>
      <h3>Do you hire vans?</h3><p>No, only tools and plant.</p>
      <h3>Do you hire to the public?</h3><p>Yes: about half our customers are doing their own homes.</p>
      <h3>Can I tow a digger away on my own trailer?</h3><p>The micro digger, yes, on a braked trailer rated for
      1,500 kg, with the right licence. The mini digger only goes on our trailer.</p>`,
    ),
    "/news": page("Yard news", NEWS),
    "/contact": page(
      "Ring or write",
      dl([
        ["Rushbeck", "01632 947 120"],
        ["Copley Moor", "01632 947 135"],
        ["Out of hours breakdowns", "07700 900 460, for hires already out"],
        ["Email", "hire@haverstockhire.test"],
      ]) +
        `<h2>Ask for a call back</h2>
        <form method="post" action="/contact/callback/send">
        <p><label>Yard <select name="branch">${options([
          ["rushbeck", "Rushbeck"],
          ["copley-moor", "Copley Moor"],
        ])}</select></label></p>
        <p><label>When <select name="time">${options([
          ["morning", "Morning, before 12:00"],
          ["afternoon", "Afternoon, after 12:00"],
        ])}</select></label></p>
        <p><label>What about <input name="about"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Call me back</button></form>
        <h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep a copy of your ID details and hires for 6 years, for our insurers and the tax office.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Both counters are step-free. If anything is hard to use, ring
      01632 947 120.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/ex-hire-sale": page(
      "Ex-hire kit for sale",
      `<p>Serviced, tested and sold as seen from Rushbeck, with 3 months' warranty.</p>` +
        dl([
          ["Petrol disc cutter, 300 mm, 3 years old", "£295"],
          ["Medium rotavator, 4 years old", "£380"],
          ["SDS drill, 2 kg", "£65"],
          ["Carpet cleaner", "£180"],
        ]),
    ),
    "/training": page(
      "Training courses",
      `<p>Haverstock Hire runs short courses in the training room at Rushbeck. The price includes the certificate.</p>` +
        dl([
          ["Abrasive wheels", "Half a day, £95: Tuesday 8 December 2026, 08:30 to 12:30"],
          ["PASMA towers for users", "One day, £165: Thursday 14 January 2027"],
          ["Groups", "Up to 8 a course; your own site for 6 or more"],
        ]),
    ),
    "/party-hire": page(
      "Party and event hire",
      `<p>For the garden party or the village fête, from Copley Moor.</p>` +
        dl([
          ["Patio heater with a gas bottle", "£45 a weekend"],
          ["Gazebo, 3 × 6 m", "£75 a weekend"],
          ["Trestle table, 6 ft", "£12 a weekend"],
          ["Folding chairs", "£1.50 each a weekend"],
        ]),
    ),
  };
}
