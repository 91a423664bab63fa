import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// CUMULUS: the thirty-ninth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Opening hours: day, shop in summer, shop in winter, café in summer, café in winter. */
const HOURS: string[][] = [
  ["Monday", "10:00 to 17:00", "Closed", "10:00 to 16:00", "Closed"],
  ["Tuesday", "10:00 to 17:00", "Closed", "10:00 to 16:00", "Closed"],
  ["Wednesday", "10:00 to 17:00", "11:00 to 16:00", "10:00 to 16:00", "11:00 to 15:00"],
  ["Thursday", "10:00 to 17:00", "11:00 to 16:00", "10:00 to 16:00", "11:00 to 15:00"],
  ["Friday", "10:00 to 18:00", "11:00 to 16:00", "10:00 to 16:00", "11:00 to 15:00"],
  ["Saturday", "10:00 to 18:00", "10:00 to 17:00", "09:30 to 16:30", "10:00 to 16:00"],
  ["Sunday", "10:00 to 17:00", "10:00 to 16:00", "09:30 to 16:00", "10:00 to 15:00"],
];

/** Christmas and New Year: day, shop, café. */
const CHRISTMAS: string[][] = [
  ["Thursday 24 December", "10:00 to 14:00", "10:00 to 13:00"],
  ["Friday 25 December", "Closed", "Closed"],
  ["Saturday 26 December", "Closed", "Closed"],
  ["Sunday 27 December", "11:00 to 16:00", "Closed"],
  ["Thursday 31 December", "10:00 to 15:00", "10:00 to 14:00"],
  ["Friday 1 January", "Closed", "Closed"],
];

/** Delivery: zone, where, charge, free on orders over, how long. */
const ZONES: string[][] = [
  ["Zone A", "Within 15 miles of the vineyard", "£6", "£60", "Our own van, Tuesdays and Fridays"],
  ["Zone B", "The rest of England and Wales", "£9.95", "£120", "2 to 3 working days by courier"],
  ["Zone C", "Scotland, but not the Highlands and islands", "£14.95", "£180", "3 to 5 working days"],
  [
    "Zone D",
    "Northern Ireland, the Scottish Highlands and islands",
    "£24.95",
    "Never free",
    "5 to 7 working days",
  ],
];

/** Events: event, date, time, tickets, notes. */
const EVENTS: string[][] = [
  [
    "Christmas Wine Fair",
    "Saturday 5 December 2026",
    "10:00 to 16:00",
    "Free",
    "Local makers and 15% off cases",
  ],
  [
    "Carols &amp; Mulled Wine",
    "Friday 18 December 2026",
    "18:00 to 20:30",
    "£8, with a glass",
    "In the Barrel Room",
  ],
  [
    "Wassail in the Vines",
    "Saturday 16 January 2027",
    "16:00 to 19:00",
    "£15",
    "A bonfire, a toast and soup",
  ],
  [
    "Valentine's Tasting Supper",
    "Saturday 13 February 2027",
    "19:00",
    "£85 a couple",
    "5 courses, each with a wine",
  ],
  ["Easter Bud-burst Walk", "Sunday 28 March 2027", "11:00", "£12", "Dogs on leads welcome"],
];

/** Private hire: space, seated, standing, half day, evening. */
const SPACES: string[][] = [
  ["The Barrel Room", "40", "60", "£450", "£750"],
  ["The Orangery", "90", "140", "£900", "£1,600"],
  ["The Terrace, May to September", "–", "120", "£600", "£950"],
];

const NEWS = cards([
  [
    "12 November 2026",
    "Christmas at Hollowmere",
    "The Christmas Wine Fair is on Saturday 5 December. In Christmas week the shop opens every day from Monday 21 December, 10:00 to 17:00.",
  ],
  [
    "2 October 2026",
    "Harvest 2026 is in",
    "38 tonnes of grapes picked in 11 days by 140 volunteers: our biggest harvest yet. Thank you all.",
  ],
  [
    "20 June 2026",
    "Gold for the Blanc de Blancs",
    "Our 2021 Blanc de Blancs won gold at the Wessex Wine Awards. There are only a few cases left.",
  ],
  [
    "1 April 2026",
    "Our 2026 prices",
    "A bottle of Classic Cuvée is now £32 and the Classic Tour &amp; Tasting £24.",
  ],
  [
    "3 March 2025",
    "Price list for 2025",
    "This year a bottle of Classic Cuvée is £29 (£160 a case), Bacchus £16 and Pinot Noir £24; the Classic Tour &amp; Tasting is £21, or £13 for drivers; delivery to Zone B is £8.95, free over £100.",
  ],
]);

/** Shop and café, delivery, events and hire, harvest, getting here, FAQs, news, contact and two search-only pages. */
export function vineyardMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/cellar-door": page(
      "Shop &amp; café",
      `<p>The cellar door shop sells every wine we make, by the bottle and the case, with tastings at the bar. The
      café serves breakfast, lunch and cakes, and our wines by the glass.</p>` +
        table(
          "Opening hours",
          [
            "Day",
            "Shop, April to October",
            "Shop, November to March",
            "Café, April to October",
            "Café, November to March",
          ],
          HOURS,
        ) +
        dl([
          ["Café kitchen", "Last food orders an hour before the café closes"],
          ["Tables", "Just walk in; book for 6 or more"],
          ["Wine by the glass", "From £6.50 in the café"],
        ]) +
        table("Christmas and New Year", ["Day", "Shop", "Café"], CHRISTMAS) +
        `<p>In Christmas week the shop also opens on Monday 21 and Tuesday 22 December, 10:00 to 17:00. The café
        closes after Thursday 31 December and opens again on Wednesday 3 February 2027.</p>`,
    ),
    "/delivery": page(
      "Sending wine",
      `<p>Order by email or at the shop and we'll send it. Prices are per order, whatever the number of cases.</p>` +
        table("Delivery charges", ["Zone", "Where", "Charge", "Free on orders over", "How long"], ZONES) +
        dl([
          ["Signing for it", "Someone 18 or over must sign for every delivery"],
          [
            "For Christmas",
            "Order by Monday 14 December for Zones C and D, Thursday 17 December for A and B",
          ],
          ["Click and collect", "Free, ready in 2 hours while the shop is open"],
          ["Broken bottles", "Send us a photo within 48 hours and we'll replace them"],
          ["Outside the UK", "We can't send wine outside the UK"],
        ]),
    ),
    "/events": page(
      "What's on",
      table("Coming up", ["Event", "Date", "Time", "Tickets", "Notes"], EVENTS) +
        `<p>Want to help pick the grapes? <a href="/harvest">Join the harvest</a>.</p>
        <h2>Private hire</h2>
        <p>Parties, weddings, wakes and work days, in the old dairy or overlooking the vines.</p>` +
        table(
          "Spaces to hire",
          ["Space", "Seated", "Standing", "Half day", "Evening, 18:00 to midnight"],
          SPACES,
        ) +
        dl([
          ["Catering", "From our café kitchen, from £32 a head"],
          ["Drinks", "Our own wines only, at shop prices"],
          ["Music", "Until 23:30; amplified music in the Orangery only"],
          ["Welcome tasting", "£12 a head, 3 wines"],
        ]) +
        `<h2>Ask about private hire</h2>
        <form method="post" action="/events/hire/send">
        <p><label>Space <select name="space">${options([
          ["barrel-room", "The Barrel Room"],
          ["orangery", "The Orangery"],
          ["terrace", "The Terrace"],
        ])}</select></label></p>
        <p><label>Occasion <select name="occasion">${options([
          ["birthday", "Birthday or anniversary"],
          ["wedding", "Wedding"],
          ["work", "Work event"],
          ["wake", "Wake"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Guests <select name="guests">${options([
          ["under-30", "Fewer than 30"],
          ["30-60", "30 to 60"],
          ["61-90", "61 to 90"],
          ["91-140", "91 to 140"],
        ])}</select></label></p>
        <fieldset><legend>Our catering?</legend>
        <label><input type="radio" name="catering" value="yes"> Yes please</label>
        <label><input type="radio" name="catering" value="no"> No, thanks</label>
        </fieldset>
        <p><label><input type="checkbox" name="tasting" value="yes"> Add a welcome tasting, £12 a head</label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Tell us more <textarea name="message" rows="3"></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/harvest": page(
      "Pick with us",
      `<p>Every autumn we need help to pick the grapes by hand, usually from the last week of September to the middle
      of October. We send the dates to everyone on the list in August.</p>` +
        dl([
          ["A picking day", "08:30 to 15:00, with lunch and a bottle of Classic Cuvée to take home"],
          ["Who can pick", "16 and over; 16 and 17 year olds with a parent"],
          ["Bring", "Boots, gloves and a waterproof; we lend secateurs"],
        ]) +
        `<h2>Join the list</h2>
        <form method="post" action="/harvest/send">
        <fieldset><legend>When can you pick?</legend>
        <label><input type="radio" name="days" value="weekdays"> Weekdays</label>
        <label><input type="radio" name="days" value="weekends"> Weekends</label>
        <label><input type="radio" name="days" value="any"> Any day</label>
        </fieldset>
        <p><label>How many of you <select name="people">${options(
          ["1", "2", "3", "4", "5", "6"].map((n) => [n, n] as [string, string]),
        )}</select></label></p>
        <p><label><input type="checkbox" name="first" value="yes"> I've never picked grapes before</label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Mobile <input type="tel" name="phone"></label></p>
        <button type="submit">Sign up</button></form>`,
    ),
    "/find-us": page(
      "Getting here",
      dl([
        ["Address", "Coombe Lane, Ashcombe AC6 3PW, 2 miles north of Ashcombe on the B3170"],
        ["Parking", "Free, 80 spaces, with 2 blue badge bays by the shop"],
        ["By bus", "The 47 from Ashcombe stops at the gate every hour, not on Sundays"],
      ]) +
        `<h2>Access</h2>` +
        dl([
          ["Shop, café and toilets", "Step-free, with an accessible toilet and a hearing loop at the till"],
          [
            "Classic Tour",
            "The vineyard is on a slope with grass paths: tell us when you book and we'll take you round in our buggy",
          ],
          ["Sparkling Cellar Tour", "Down 22 steps to the cellar, with no lift"],
        ]) +
        `<h2>Dogs</h2>` +
        dl([
          ["Welcome", "On leads in the vineyard, on the Vineyard Walk and on the terrace"],
          ["Not in", "The café, the shop or the winery, so not on the other tours"],
          ["Assistance dogs", "Welcome everywhere"],
        ]),
    ),
    "/faq": page(
      "Questions",
      `<h3>Do we need to book?</h3><p>For tours, yes. For the Tasting Flight and the café, just come.</p>
      <h3>Can I bring a picnic?</h3><p>Yes, in the picnic meadow from April to October, but not on the terrace.</p>
      <h3>Are your wines vegan?</h3><p>All but the Pinot Noir, which is fined with egg white.</p>
      <h3>Can I buy wine for a wedding on sale or return?</h3><p>Yes, on orders of 5 cases or more: bring back
      unopened bottles within 14 days.</p>
      <h3>Do you ask for ID?</h3><p>Yes, we ask anyone who looks under 25.</p>
      <h3>Do you sell gift vouchers?</h3><p>Yes, for any tour, at the shop or by phone.</p>`,
    ),
    "/news": page("From the vines", NEWS),
    "/contact": page(
      "Contact",
      dl([
        ["Shop and tours", "01632 960614 · cellar@hollowmere.test"],
        ["Private hire", "01632 960615 · events@hollowmere.test"],
        ["Address", "Coombe Lane, Ashcombe AC6 3PW"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["tours", "Tours"],
          ["order", "An order"],
          ["club", "The club"],
          ["hire", "Private hire"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep your orders for 6 years, as the tax rules ask.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960614.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/gin": page(
      "Pomace Gin",
      `<p>Does Hollowmere make gin? Yes: our Pomace Gin is distilled for us from the grape skins left after
      pressing, with juniper and elderflower from the hedges. How much? £36 for a 70 cl bottle or £19 for 35 cl, at
      the cellar door only; it isn't in the club boxes.</p>`,
    ),
    "/adopt-a-vine": page(
      "Adopt a vine",
      `<p>Can I adopt a vine at Hollowmere? Yes: £48 a year gets your name on a slate at the end of the row, 2
      bottles of Bacchus at harvest and a Vineyard Walk for 2. It makes a lovely present.</p>`,
    ),
  };
}
