import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// HAZE: the nineteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const Y = "✓";
const N = "✗";

const INCLUDED: string[][] = [
  ["Snow foam and pressure rinse", Y, Y, Y, Y, Y, Y],
  ["Hand wash and hand dry", N, Y, Y, Y, Y, Y],
  ["Wheels and arches cleaned", N, Y, Y, Y, Y, Y],
  ["Tyre shine", N, N, Y, Y, Y, Y],
  ["Hand wax", N, N, Y, N, Y, Y],
  ["Windows inside and out", N, Y, Y, Y, Y, Y],
  ["Seats and carpets vacuumed", N, Y, Y, Y, Y, Y],
  ["Boot vacuumed", N, N, N, Y, Y, Y],
  ["Dashboard, doors and console wiped", N, N, N, Y, Y, Y],
  ["Seats and carpets shampooed", N, N, N, N, Y, Y],
  ["Leather cleaned and fed", N, N, N, N, Y, Y],
  ["Machine polish", N, N, N, N, N, Y],
  ["Engine bay cleaned", N, N, N, N, N, Y],
  ["How long it takes", "10 minutes", "25 minutes", "40 minutes", "1 hour", "3 hours", "6 hours"],
];

const EXTRAS: string[][] = [
  ["Tyre shine", "£3", "Both sites"],
  ["Screen wash top-up", "£2", "Both sites"],
  ["Air freshener", "£2.50", "Both sites"],
  ["Ceramic spray sealant", "£20", "Both sites"],
  ["Engine bay clean", "£25", "Both sites"],
  ["Leather clean and feed", "£30", "Both sites"],
  ["Pet hair removal", "from £15", "Both sites"],
  ["Child seat cleaned, each", "£12", "Both sites"],
  ["Headlight restoration, pair", "£35", "Both sites"],
  ["Clay bar treatment", "£40", "Both sites"],
  ["Ozone odour treatment (smoke, pets, damp)", "£45", "Sudworth only"],
];

const CLUB: string[][] = [
  ["Club Express", "£15", "£19", "Unlimited Express Washes, one a day"],
  ["Club Hand Wash", "£29", "£35", "Four Full Hand Washes a month, and unlimited Express Washes"],
  [
    "Club Valet",
    "£49",
    "£59",
    "Four Full Hand Washes and one Mini Valet a month, unlimited Express Washes, and 10% off Full and Showroom Valets",
  ],
];

const FLEET: string[][] = [
  ["Car", "£13", "£34", "£95"],
  ["Van", "£18", "£46", "£120"],
  ["Minibus or Luton van (Bexford only)", "£30", "£70", "£180"],
];

const JOBS = cards([
  [
    "Closes 4 December 2026",
    "Wash team member, Sudworth",
    "Part time, 24 hours a week including every Saturday, £12.21 an hour plus tips. No experience needed: we'll train you.",
  ],
  [
    "Closes 11 December 2026",
    "Valeter, Bexford",
    "Full time, 40 hours over 5 days out of 7, £12.80 an hour. You'll need a full UK driving licence to move customers' cars.",
  ],
  [
    "Closes 18 December 2026",
    "Site supervisor, Sudworth",
    "Full time, £27,500 a year. Run the site day to day alongside Lewis, the site manager, and open up three mornings a week.",
  ],
  [
    "Open all year",
    "Weekend wash team, both sites",
    "Saturdays and Sundays. 16 and 17 year olds welcome: £10 an hour, and £12.21 from 18.",
  ],
]);

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas and New Year",
    "Both sites are closed on Christmas Day, Boxing Day and New Year's Day. On Christmas Eve Sudworth closes at 14:00 and Bexford at 15:00. On Sunday 27 December Sudworth opens 10:00–15:00, and Bexford stays closed until Monday 28 December. On New Year's Eve both sites close at 16:00.",
  ],
  [
    "3 November 2026",
    "Some of our prices have changed",
    "From 2 November a Full Hand Wash for a medium car went up from £15 to £16, a Mini Valet for a small car from £32 to £35, and a Full Valet for a large car from £120 to £130. Express Washes and Wash Club prices stay the same.",
  ],
  [
    "14 October 2026",
    "Bexford open late on Thursdays and Fridays",
    "From this week Bexford stays open until 20:00 on Thursdays and Fridays, with the last wash at 19:45 and valets bookable at 18:00 and 19:00. Sudworth's hours don't change.",
  ],
  [
    "2 September 2026",
    "No more joining fee",
    "To celebrate 1,000 Wash Club members, we've dropped the £10 joining fee for good.",
  ],
  [
    "7 June 2026",
    "Ceramic coating at Sudworth",
    "Lewis and the Sudworth team are now trained to apply ceramic coating, which protects your paint for up to 3 years. Ask at Sudworth.",
  ],
]);

/** What's included, extras, the Wash Club, fleets, jobs, news, answers and contact, and two pages only search finds. */
export function carwashMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/packages": page(
      "What we do",
      `<p>Every package starts with a pH-neutral snow foam to lift the dirt before anything touches your paint.</p>` +
        table(
          "What each package includes",
          [
            "What's done",
            "Express Wash",
            "Full Hand Wash",
            "Wash &amp; Wax",
            "Mini Valet",
            "Full Valet",
            "Showroom Valet",
          ],
          INCLUDED,
        ) +
        `<p>Prices are on <a href="/prices">Washes &amp; valets</a>. The Express Wash is dried with warm air, not by
        hand.</p>`,
    ),
    "/extras": page(
      "Little extras",
      `<p>Add any of these to a Full Hand Wash or a bigger package. We can't add extras to an Express Wash.</p>` +
        table("Add-ons", ["Add-on", "Price", "Where"], EXTRAS),
    ),
    "/club": page(
      "Wash Club",
      `<p>A clean car all month for one monthly payment by direct debit. Over 1,000 drivers are members.</p>` +
        table(
          "Wash Club memberships",
          ["Membership", "Small or medium, a month", "Large or van, a month", "What you get"],
          CLUB,
        ) +
        dl([
          ["Minimum term", "3 months, then cancel with a month's notice"],
          ["Joining fee", "None"],
          [
            "Where",
            "At either site. A membership is for one vehicle: our camera reads your number plate as you drive in",
          ],
          ["A second vehicle", "20% off a second membership at the same address"],
          ["Unused washes", "Don't carry over to the next month"],
          ["Going away?", "Pause your membership for up to 2 months a year, free"],
        ]) +
        `<p><a href="/club/join">Join the Wash Club</a></p>`,
    ),
    "/club/join": page(
      "Join the Wash Club",
      `<p>Your membership starts on the day you choose, and we'll email you the direct debit form.</p>
      <form method="post" action="/club/apply">
      <p><label>Membership <select name="membership">${options([
        ["express", "Club Express"],
        ["hand-wash", "Club Hand Wash"],
        ["valet", "Club Valet"],
      ])}</select></label></p>
      <p><label>Vehicle size <select name="size">${options([
        ["small-medium", "Small or medium"],
        ["large-van", "Large or van"],
      ])}</select></label></p>
      <p><label>Registration <input name="reg" required></label></p>
      <p><label>Make and model <input name="vehicle"></label></p>
      <p><label>Home site <select name="site">${options([
        ["sudworth", "Sudworth"],
        ["bexford", "Bexford"],
      ])}</select></label></p>
      <p><label>Start date <input type="date" name="start" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Join</button></form>`,
    ),
    "/business": page(
      "Fleets",
      `<p>Taxi firms, trades, car dealers and hire companies: with 5 or more vehicles you can open a business account
      and pay fleet prices, with one invoice a month.</p>` +
        table(
          "Fleet prices, each vehicle",
          ["Vehicle", "Full Hand Wash", "Mini Valet", "Full Valet"],
          FLEET,
        ) +
        dl([
          ["Invoices", "Monthly, with 30 days to pay"],
          [
            "At your premises",
            "Our mobile unit washes 10 or more vehicles at your yard, within 15 miles of Bexford, from £16 a vehicle",
          ],
          ["Fleet team", "Based at Bexford: fleet@brightwash.test"],
        ]) +
        `<h2>Ask about an account</h2>
        <form method="post" action="/business/send">
        <p><label>Company <input name="company" required></label></p>
        <p><label>Number of vehicles <input type="number" name="fleet" min="5" required></label></p>
        <p><label>Vehicles <select name="vehicles">${options([
          ["cars", "Cars"],
          ["vans", "Vans"],
          ["mixed", "Cars and vans"],
          ["minibuses", "Minibuses or Luton vans"],
        ])}</select></label></p>
        <p><label>Where <select name="where">${options([
          ["at-brightwash", "We'll bring them to one of your sites"],
          ["on-site", "Your mobile unit comes to us (10 or more vehicles)"],
        ])}</select></label></p>
        <p><label>How often <select name="often">${options([
          ["weekly", "Every week"],
          ["fortnightly", "Every two weeks"],
          ["monthly", "Every month"],
        ])}</select></label></p>
        <p><label>Nearest site <select name="site">${options([
          ["sudworth", "Sudworth"],
          ["bexford", "Bexford"],
          ["either", "Either"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/careers": page(
      "Join the team",
      `<p>We're a team of 26 across the two sites.</p>${JOBS}` +
        dl([
          [
            "Perks",
            "A free Club Valet membership for your own car after 3 months, and tips shared every week",
          ],
          ["Uniform", "Provided, with waterproofs and proper boots"],
          ["Training", "Paid, on the job, with our senior valeters"],
        ]) +
        `<p><a href="/careers/apply">Apply</a></p>`,
    ),
    "/careers/apply": page(
      "Apply",
      `<p>No CV needed. Tell us a bit about yourself and we'll invite you for a paid trial shift.</p>
      <form method="post" action="/careers/send">
      <p><label>Job <select name="role">${options([
        ["wash-sudworth", "Wash team member, Sudworth"],
        ["valeter-bexford", "Valeter, Bexford"],
        ["supervisor-sudworth", "Site supervisor, Sudworth"],
        ["weekend-team", "Weekend wash team"],
      ])}</select></label></p>
      <p><label>Site, for the weekend team <select name="site">${options([
        ["either", "Either"],
        ["sudworth", "Sudworth"],
        ["bexford", "Bexford"],
      ])}</select></label></p>
      <p><label>Your age <select name="age">${options([
        ["16-17", "16 or 17"],
        ["18-plus", "18 or over"],
      ])}</select></label></p>
      <p><label>Full UK driving licence? <select name="licence">${options([
        ["no", "No"],
        ["yes", "Yes"],
      ])}</select></label></p>
      <p><label>When could you start? <input type="date" name="start"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>About you <textarea name="about" rows="4"></textarea></label></p>
      <button type="submit">Apply</button></form>`,
    ),
    "/news": page("News", NEWS),
    "/faq": page(
      "Help",
      dl([
        ["Do I need to book?", "Not for a wash: just drive in. We'd book a valet, especially on a Saturday"],
        [
          "Can I wait while you do it?",
          "At Bexford, in our lounge. Sudworth has no waiting room, but there's a café next door",
        ],
        ["Do you wash soft tops?", "Yes, by hand, with a Full Hand Wash or any bigger package"],
        [
          "What if it rains?",
          "If it rains within 24 hours of an Express Wash or Full Hand Wash, bring your receipt back for a free Express Wash",
        ],
        ["Is there a height limit?", "2.3 m at Sudworth, under the canopy. None at Bexford"],
        ["Do you take cash?", "At Sudworth, yes. Bexford is card and phone only"],
        [
          "Will you damage my car?",
          "We're insured for any damage we cause, and we'll point out any damage we find before we start",
        ],
      ]),
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Sudworth", '01632 968 101 · <a href="/locations/sudworth">14 Canal Street</a>'],
        ["Bexford", '01632 968 202 · <a href="/locations/bexford">Meadow Retail Park</a>'],
        ["Head office", "01632 968 100, Monday to Friday 09:00–17:00, above the Bexford site"],
        ["Questions and bookings", "hello@brightwash.test"],
        ["Fleet accounts", "fleet@brightwash.test"],
        ["Jobs", "jobs@brightwash.test"],
      ]),
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>Our cameras read number plates at the entrance of both sites for the Wash Club. We keep the pictures for 30
      days and your booking details for 2 years.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking form. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, email hello@brightwash.test.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/gift-cards": page(
      "Gift cards",
      `<p>A Brightwash gift card, for any amount from £20 to £250, to spend at either site on anything but the Wash
      Club.</p>` +
        dl([
          ["Valid for", "12 months from the day you buy it"],
          ["Where to buy", "At either site, or ring head office on 01632 968 100"],
          [
            "Pamper box",
            "A Mini Valet for a small or medium car, an air freshener and a microfibre cloth, £45",
          ],
        ]),
    ),
    "/ceramic-coating": page(
      "Ceramic coating",
      `<p>A ceramic coating bonds to your paint and protects it for up to 3 years. Sudworth only; we start with a
      Showroom Valet, and the car stays with us for 2 days.</p>` +
        table(
          "Ceramic coating",
          ["Vehicle size", "Price"],
          [
            ["Small", "£395"],
            ["Medium", "£445"],
            ["Large", "£495"],
            ["Van", "Not available"],
          ],
        ) +
        `<p>A free check-up wash every 6 months keeps the guarantee going.</p>`,
    ),
  };
}
