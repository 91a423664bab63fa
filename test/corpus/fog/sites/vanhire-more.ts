import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// FOG: the eighteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const VEHICLES: [string, string][] = [
  ["small-van", "Small van"],
  ["medium-van", "Medium van (short wheelbase)"],
  ["large-van", "Large van (long wheelbase)"],
  ["luton", "Luton van with tail lift"],
  ["tipper", "Tipper (3.5 tonne)"],
  ["lorry", "7.5 tonne box lorry"],
  ["economy", "Economy car"],
  ["compact", "Compact car"],
  ["estate", "Estate car"],
  ["electric", "Electric car"],
  ["seven-seater", "7-seater"],
  ["minibus", "9-seat minibus"],
];

const JOBS: string[][] = [
  [
    "Rental counter assistant",
    "North depot",
    "Full time, 40 hours, with alternate Saturdays",
    "£24,800 a year",
    "11 December 2026",
  ],
  [
    "Vehicle preparer (valeting)",
    "South depot",
    "Part time, 24 hours, Thursday to Saturday",
    "£12.90 an hour",
    "4 December 2026",
  ],
  ["Van and HGV technician", "North depot", "Full time, 42.5 hours", "£33,500 a year", "18 December 2026"],
  [
    "Delivery and collection driver",
    "South depot",
    "Part time, 30 hours",
    "£13.20 an hour",
    "11 December 2026",
  ],
  ["Assistant branch manager", "South depot", "Full time, 40 hours", "£29,000 a year", "8 January 2027"],
  ["Weekend shunter", "North depot", "Saturdays and Sundays", "£13.50 an hour", "4 December 2026"],
];

const NEWS = cards([
  [
    "20 November 2026",
    "South depot open on Sundays in December",
    "For the Christmas rush the South depot will open 09:00–12:00 on Sundays 6, 13 and 20 December. The North depot's Sunday hours don't change.",
  ],
  [
    "2 November 2026",
    "Christmas and New Year",
    "Both depots close at 13:00 on Christmas Eve and New Year's Eve, and are closed from 25 to 28 December and on 1 January. Key safe returns at the North depot work as usual.",
  ],
  [
    "14 September 2026",
    "Electric cars now at the South depot",
    "Four MG4 electric cars have joined the fleet at the South depot, from £45 a day, with two new chargers in the yard.",
  ],
  [
    "3 March 2026",
    "New prices from 1 April",
    "From 1 April a Luton van is £89 a day (it was £79) and £179 for a weekend (it was £159). Every other price stays the same.",
  ],
]);

/** Rules, extras and cover, the quote form, contact, jobs, news and answers, and two pages only search finds. */
export function vanhireMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/hire-terms": page(
      "Before you hire",
      `<h2>Drivers</h2>` +
        dl([
          [
            "Age",
            "21 to 75 for cars and small and medium vans; 23 to 75 for large vans, Lutons, 7-seaters and minibuses; 25 to 75 for tippers and 7.5 tonne lorries",
          ],
          ["Young driver fee", "£12 a day for drivers aged 21 to 24, up to £84 a hire"],
          [
            "Licence",
            "A full licence held for at least 2 years (3 years for 7.5 tonne lorries and minibuses), with no more than 6 points. Bring the photocard and a DVLA check code",
          ],
          [
            "Additional drivers",
            "£8 a day each, up to £40 a hire; they come to the depot with their licence too",
          ],
        ]) +
        `<h2>Deposit</h2>` +
        table(
          "Deposit",
          ["Vehicle", "Deposit"],
          [
            ["Cars", "£250"],
            ["Small and medium vans", "£300"],
            ["Large vans, 7-seaters and minibuses", "£400"],
            ["Lutons, tippers and 7.5 tonne lorries", "£600"],
          ],
        ) +
        `<p>We take the deposit on a credit or debit card in the main driver's name when you collect, and release it
        within 7 days of the return. We can't take a deposit in cash or on a prepaid card.</p>
        <h2>One-way hire</h2>` +
        table(
          "One-way fees",
          ["Trip", "Cars", "Vans"],
          [
            ["Pick up at one depot, bring it back to the other", "£25", "£40"],
            ["Leave it at Brindley station car park", "£30", "Not available"],
          ],
        ) +
        `<h2>Mileage and fuel</h2>` +
        dl([
          [
            "Mileage",
            "250 miles a day included on cars and vans, 200 a day on the 7.5 tonne lorry; 25p a mile after that",
          ],
          [
            "Fuel",
            "Full to full. Bring it back with less and we charge £2.10 a litre plus a £20 refuelling fee",
          ],
          ["Late returns", "Up to 59 minutes late is free; after that we charge another day"],
        ]),
    ),
    "/extras": page(
      "Extras and cover",
      `<p>Add extras when you ask for a quote and we'll keep them for you.</p>` +
        table(
          "Extras",
          ["Extra", "Per day", "Most you'll pay per hire"],
          [
            ["Sat-nav", "£7", "£35"],
            ["Baby seat (up to 13 kg)", "£8", "£40"],
            ["Child seat (9 to 18 kg)", "£6", "£30"],
            ["Booster seat (15 to 36 kg)", "£4", "£20"],
            ["Sack truck", "£5", "£15"],
            ["Furniture blankets (pack of 10)", "£6", "£18"],
            ["Ratchet straps (a pair)", "£3", "£9"],
          ],
        ) +
        table(
          "Cover",
          ["Cover", "What you pay if it's damaged", "Cars, per day", "Vans and minibuses, per day"],
          [
            ["Standard (included)", "The excess shown for your vehicle", "Included", "Included"],
            ["Excess Reduction", "£250", "£11", "£15"],
            ["Zero Excess", "Nothing", "£18", "£24"],
            ["Tyres and Glass", "Nothing for tyres, wheels and windscreens", "£4", "£5"],
          ],
        ) +
        `<p>Zero Excess doesn't cover damage to the roof from a bridge or a height barrier on Lutons, high-roof vans
        and 7.5 tonne lorries: for that you pay the full excess.</p>`,
    ),
    "/quote": page(
      "Get a price",
      `<p>Tell us what you need and we'll email a quote within the hour while we're open. Reply to it within 48 hours
      to book.</p>
      <form method="post" action="/quote/send">
      <p><label>Pick up from <select name="pickup_depot">${options([
        ["north", "North depot (Moorside Trading Estate)"],
        ["south", "South depot (Wharf Road)"],
      ])}</select></label></p>
      <p><label>Bring back to <select name="return_depot">${options([
        ["same", "The same depot"],
        ["north", "North depot (Moorside Trading Estate)"],
        ["south", "South depot (Wharf Road)"],
      ])}</select></label></p>
      <p><label>Vehicle <select name="vehicle">${options(VEHICLES)}</select></label></p>
      <p><label>Pick-up date <input type="date" name="pickup_date" required></label></p>
      <p><label>Pick-up time <input type="time" name="pickup_time" required></label></p>
      <p><label>Return date <input type="date" name="return_date" required></label></p>
      <p><label>Return time <input type="time" name="return_time" required></label></p>
      <p><label>Main driver's age <input type="number" name="age" min="21" max="75" required></label></p>
      <p><label>Sat-nav <select name="satnav">${options([
        ["no", "No thanks"],
        ["yes", "Yes, £7 a day"],
      ])}</select></label></p>
      <p><label>Child seats (9 to 18 kg) <select name="child_seats">${options([
        ["0", "None"],
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
      ])}</select></label></p>
      <p><label>Cover <select name="cover">${options([
        ["standard", "Standard (included)"],
        ["reduction", "Excess Reduction"],
        ["zero", "Zero Excess"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <button type="submit">Get my quote</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Bookings", "01632 960 200, Monday to Saturday 08:00–18:00, or bookings@kestrelhire.test"],
        ["North depot", "01632 960 214"],
        ["South depot", "01632 960 388"],
        ["Invoices and accounts", "accounts@kestrelhire.test"],
        ["Breakdown, 24 hours", "0808 157 0999"],
      ]) +
        `<h2>Send us a message</h2>
      <form method="post" action="/contact/send">
      <p><label>Which depot? <select name="depot">${options([
        ["either", "Either, or I don't know"],
        ["north", "North depot"],
        ["south", "South depot"],
      ])}</select></label></p>
      <p><label>What's it about? <select name="topic">${options([
        ["new-booking", "A new booking"],
        ["change-booking", "Changing a booking"],
        ["damage", "Damage or an accident"],
        ["invoice", "An invoice or a charge"],
        ["lost-property", "Something left in a vehicle"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Booking reference (if you have one) <input name="booking_ref"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Your message <textarea name="message" rows="5" required></textarea></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/careers": page(
      "Jobs at Kestrel",
      `<p>We're a team of 38 across our two depots. Come and join us.</p>` +
        table("Vacancies", ["Role", "Depot", "Hours", "Pay", "Closing date"], JOBS) +
        dl([
          ["Holidays", "28 days a year, including bank holidays"],
          ["Free hire", "A free van once a year when you move house"],
          ["Family discount", "25% off hires for your family"],
        ]) +
        `<p><a href="/careers/apply">Apply for a job</a></p>`,
    ),
    "/careers/apply": page(
      "Apply for a job",
      `<p>One form for every role. We reply to everyone after the closing date.</p>
      <form method="post" action="/careers/send">
      <p><label>Role <select name="role">${options([
        ["counter-north", "Rental counter assistant (North depot)"],
        ["preparer-south", "Vehicle preparer (South depot)"],
        ["technician-north", "Van and HGV technician (North depot)"],
        ["driver-south", "Delivery and collection driver (South depot)"],
        ["assistant-manager-south", "Assistant branch manager (South depot)"],
        ["shunter-north", "Weekend shunter (North depot)"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Driving licence <select name="licence">${options([
        ["full-uk", "Full UK licence"],
        ["provisional", "Provisional licence"],
        ["other", "Another country's licence"],
        ["none", "No licence"],
      ])}</select></label></p>
      <p><label>When could you start? <select name="notice">${options([
        ["now", "Straight away"],
        ["1-week", "In a week"],
        ["1-month", "In a month"],
        ["longer", "Later than that"],
      ])}</select></label></p>
      <p><label>Tell us about yourself <textarea name="about" rows="5"></textarea></label></p>
      <button type="submit">Apply</button></form>`,
    ),
    "/news": page("News", NEWS),
    "/faq": page(
      "Questions",
      dl([
        [
          "Can I take a vehicle abroad?",
          "Cars, yes, to the EU, with a VE103B certificate (£45) and 7 days' notice. Vans and minibuses can't leave Great Britain",
        ],
        [
          "Can I collect the evening before?",
          "Yes, from 16:00 the day before, for £15, at the North depot only",
        ],
        ["Do you deliver?", "Yes, within 10 miles of either depot: £25 each way"],
        ["Can I pay cash?", "For the hire, yes. The deposit has to go on a card"],
        ["What if I break down?", "Ring our 24-hour line, 0808 157 0999"],
        ["Can I smoke in the vehicle?", "No. If we can smell smoke we charge £150 for cleaning"],
        ["Can I use a van for deliveries for money?", "Not for hire or reward, sorry"],
        ["Do I need a DVLA check code?", "Yes, one from the last 21 days, for every driver"],
      ]),
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep hire agreements for 6 years and quotes for 1 year. We never sell your details.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/business": page(
      "Business accounts",
      `<p>For tradespeople, builders and companies who hire from us often.</p>` +
        dl([
          ["Discount", "10% off every hire"],
          ["Paying", "Monthly invoice, 30 days to pay"],
          ["Who can open one", "Companies and sole traders who hire at least 6 times a year"],
          ["Priority", "Vans held for you at either depot with 24 hours' notice"],
        ]),
    ),
    "/damage-charges": page(
      "Damage and other charges",
      `<p>What we charge when something is lost or damaged and you didn't take Zero Excess.</p>` +
        table(
          "Charges",
          ["What", "Charge"],
          [
            ["Lost key", "£280"],
            ["Wing mirror glass", "£90"],
            ["Missing fuel cap", "£35"],
            ["Cigarette burn in a seat", "£150"],
            ["Parking or congestion charge notice", "£30 admin fee, plus the fine"],
          ],
        ),
    ),
  };
}
