import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// MIZZLE: the thirtieth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** The rounds: day, postcodes, places. */
const ROUNDS: string[][] = [
  ["Monday", "SQ1, SQ2", "Stourcombe town centre, Eastgate"],
  ["Tuesday", "SQ3, SQ4", "Threlby, Ingleby Cross"],
  ["Wednesday", "SQ5, SQ6", "Upper Coldridge, Coldridge"],
  ["Thursday", "SQ7, SQ8", "Fennholm, Cobbles End"],
  ["Friday", "ZR2, ZR3", "Zeal Ridge and the Ridge villages; commercial contracts"],
  ["Saturday", "Anywhere we cover", "One-off cleans, gutters and pressure washing"],
  ["Sunday", "—", "No work"],
];

/** Commercial: premises, from, how we reach. */
const COMMERCIAL: string[][] = [
  ["Shopfront, ground floor", "£12 a visit", "From the pavement"],
  ["Small office, up to 2 storeys", "£35 a visit", "Water-fed poles"],
  ["Restaurant or pub", "£25 a visit", "Water-fed poles; insides before opening"],
  ["School", "£180 a visit", "Water-fed poles, in the holidays or after 16:00"],
  ["Offices up to 18 m", "On a quote", "Water-fed poles, no cradle or cherry picker"],
];

/** A team card: name, role, what they do. */
const person = personCard;

const NEWS = cards([
  [
    "16 November 2026",
    "Prices from 1 February",
    "From Monday 1 February 2027 every 4-weekly clean goes up by £1: a 3-bed semi from £17 to £18, a 4-bed detached from £25 to £26. 8-weekly, one-off and conservatory prices stay the same.",
  ],
  [
    "9 November 2026",
    "The Christmas round",
    "The last round cleans are on Wednesday 23 December and we're back on Monday 4 January, starting with Monday's round. Gutters can still be booked on Saturday 12 and Saturday 19 December.",
  ],
  [
    "20 October 2026",
    "ZR3 on Fridays",
    "The Ridge villages (ZR3) now join Zeal Ridge on Friday's round. One-offs there are no longer charged the £10 travel charge.",
  ],
  [
    "12 April 2026",
    "A fifth van",
    "Marek's new van has its own 1,000 litre tank and a hot-water pressure washer, for driveways and patios on Saturdays.",
  ],
  [
    "1 March 2026",
    "New one-off prices",
    "One-off cleans went up today: a 3-bed semi from £35 to £40, and a 4-bed detached from £48 to £55. Round prices stay the same.",
  ],
]);

/** Areas, how we work, paying, commercial, about, FAQs, news, contact and three search-only pages. */
export function windowsMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/areas": page(
      "Where and when",
      `<p>Each postcode has its own round day, every 4 or 8 weeks. We text the day before we come.</p>` +
        table("Our rounds", ["Day", "Postcodes", "Places"], ROUNDS) +
        dl([
          [
            "Not on the list",
            "One-off cleans within 10 miles of Stourcombe, for a £10 travel charge; no round work",
          ],
          ["ZR1", "We don't cover ZR1 (Zeal town)"],
          ["Bank holiday Mondays", "Monday's round moves to the Saturday after"],
          ["New customers", "Your first clean is on the next round day for your postcode"],
        ]),
    ),
    "/how-we-work": page(
      "Pure water",
      `<p>We clean with water-fed poles and purified water from the van, so there are no ladders against your house
      and nothing left on the glass to attract dirt.</p>` +
        dl([
          ["How high", "Up to 4 storeys (about 12 m) from the ground"],
          ["Do you need to be in", "No. Leave side gates unlocked and we'll text when we've been"],
          [
            "Rain",
            "We clean in light rain: pure water dries without spots. In heavy rain or winds over 30 mph we stop and come back on the next dry day on your round",
          ],
          ["Frost and ice", "Below 2 °C we don't clean at all: the water freezes on the glass"],
          ["Locked gate or a car in the way", "We charge half the clean's price and do the lot next time"],
          ["Not happy", "Tell us within 48 hours and we'll come back and do it again, free"],
          ["Skipping a clean", "Text us 24 hours ahead: no charge"],
          ["Water", "Our own, from the van's 650 litre tank: we never use your tap for windows"],
          ["Christmas", "The last round cleans are on Wednesday 23 December; we're back on Monday 4 January"],
          ["Stopping", "No contract: tell us before your next clean"],
        ]),
    ),
    "/paying": page(
      "Settling up",
      `<p>We'll never knock for payment: pay the way that suits you.</p>` +
        dl([
          ["Direct Debit", "Through GoCardless, taken 3 working days after each clean"],
          ["Card", "A payment link by text after each clean: Visa, Mastercard and Amex"],
          ["Bank transfer", "Within 7 days, with your customer number as the reference"],
          ["Cash", "For one-off jobs only, on the day"],
          ["Cheques", "We no longer take cheques"],
          ["Late paying", "A reminder after 14 days, then a £5 late fee after 28 days"],
          ["A year ahead", "Pay for 13 four-weekly cleans and get the 13th free"],
          ["Businesses", "Invoiced monthly, 30 days"],
        ]),
    ),
    "/commercial": page(
      "Shops and offices",
      `<p>Shops, offices, schools and restaurants from Stourcombe to Zeal Ridge, cleaned on your schedule.</p>` +
        table("Commercial window cleaning", ["Premises", "From", "How"], COMMERCIAL) +
        dl([
          ["Contracts", "12 months, then rolling with 30 days' notice"],
          ["How often", "Weekly, fortnightly or every 4 weeks"],
          ["Early starts", "Before 08:00 for 20% extra"],
          ["Paperwork", "Risk assessments, method statements and our insurance certificate on request"],
          ["Paying", "Invoiced monthly, 30 days"],
        ]) +
        `<h2>Ask for a quote</h2>
        <form method="post" action="/commercial/quote/send">
        <p><label>Business <input name="business" required></label></p>
        <p><label>Premises <select name="premises">${options([
          ["shop", "Shop"],
          ["office", "Office"],
          ["restaurant", "Restaurant or pub"],
          ["school", "School"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Storeys <select name="storeys">${options([
          ["1", "1"],
          ["2", "2"],
          ["3", "3"],
          ["4-plus", "4 or more"],
        ])}</select></label></p>
        <p><label>How often <select name="frequency">${options([
          ["weekly", "Weekly"],
          ["fortnightly", "Fortnightly"],
          ["4-weekly", "Every 4 weeks"],
        ])}</select></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        <p><label>Contact name <input name="contact" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Ask for a quote</button></form>`,
    ),
    "/about": page(
      "Who we are",
      `<p>Dean Glassby started with a bucket and a bike in 2009. Now there are five vans and his two sons.</p>` +
        dl([
          ["Public liability insurance", "£5 million"],
          ["Employers' liability insurance", "£10 million"],
          ["Members of", "The Federation of Window Cleaners"],
          ["Checks", "Everyone on the team is DBS checked and wears a named uniform"],
        ]) +
        `<h2>The team</h2><div class="cards">${[
          person("Dean Glassby", "Owner", "Does every gutter and commercial quote himself"),
          person("Kerry Glassby", "Office", "Bookings, payments and the Christmas round"),
          person("Marek Nowicki", "Pressure washing", "Driveways, patios and sealing, on Saturdays"),
          person("Femi Adelaja", "Round leader", "Monday to Wednesday rounds"),
          person("Josh Stellings", "Apprentice", "Thursday and Friday rounds"),
        ].join("")}</div>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>Do you clean the frames?</h3><p>Yes, frames, sills and doors every clean, at no extra charge.</p>
      <h3>Can you clean the inside?</h3><p>Yes, as a one-off by appointment, at the outside price again.</p>
      <h3>Do I have to sign up for a year?</h3><p>No: there's no contract for homes.</p>
      <h3>What if I move house?</h3><p>Tell us 2 weeks before and we'll take you off the round, or add your new
      house.</p>
      <h3>Can you reach my conservatory roof?</h3><p>Yes, with a soft brush on a pole, from the ground.</p>
      <h3>Do you use ladders?</h3><p>Only inside and for the odd awkward skylight.</p>`,
    ),
    "/news": page("Van notes", NEWS),
    "/contact": page(
      "Get in touch",
      dl([
        ["Office", "01632 961 300, Monday to Friday 08:30 to 16:30"],
        ["Texts", "07700 900 610"],
        ["Email", "office@glassbyandsons.test"],
      ]) +
        `<h2>Ask us to ring you</h2>
        <form method="post" action="/contact/callback/send">
        <p><label>About <select name="reason">${options([
          ["new-customer", "Starting on a round"],
          ["existing", "My round or a payment"],
          ["gutters", "Gutters, fascias or soffits"],
          ["pressure-washing", "Pressure washing"],
          ["commercial", "A business"],
          ["complaint", "Something's not right"],
        ])}</select></label></p>
        <p><label>When <select name="time">${options([
          ["morning", "Morning"],
          ["afternoon", "Afternoon"],
          ["evening", "Evening, after 17:00"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Ring me</button></form>
        <h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your address, round and payments for 6 years, for the tax office.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 961 300.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/solar-panels": page(
      "Solar panel cleaning",
      `<p>Solar panels cleaned with pure water and a soft brush, no chemicals, from the ground.</p>` +
        dl([
          ["A panel", "£4"],
          ["Smallest charge", "£40"],
          ["How high", "Up to 2 storeys"],
        ]),
    ),
    "/bin-cleaning": page(
      "Wheelie bin cleaning",
      `<p>Glassby &amp; Sons clean wheelie bins too: washed and sanitised every 4 weeks (about once a month) on your
      round day, the day after the bins go out. What it costs:</p>` +
        dl([
          ["Every 4 weeks", "£5 a bin"],
          ["Just once", "£12 a bin"],
          ["Where", "SQ1 to SQ4 only"],
        ]),
    ),
    "/jobs": page(
      "Jobs: window cleaner wanted",
      `<p>We're looking for a window cleaner for the Thursday and Friday rounds.</p>` +
        dl([
          ["Pay", "£13.50 an hour"],
          ["Days", "4 days a week"],
          ["You'll need", "A full driving licence"],
        ]),
    ),
  };
}
