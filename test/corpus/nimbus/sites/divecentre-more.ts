import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// NIMBUS: the thirty-seventh held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Kit hire: item, per dive, per day, per week. */
const HIRE: string[][] = [
  [
    "Full kit: BCD, regulator, 7 mm semi-dry, hood, gloves, boots, fins, mask and computer",
    "£35",
    "£45",
    "£180",
  ],
  ["Drysuit, with an undersuit", "£25", "£30", "£120"],
  ["Semi-dry wetsuit, 7 mm", "£10", "£12", "£50"],
  ["BCD", "£10", "£12", "£48"],
  ["Regulator", "£10", "£12", "£48"],
  ["Dive computer", "£8", "£10", "£40"],
  ["12 litre cylinder", "£6", "£8", "£30"],
  ["Torch", "£5", "£6", "£24"],
];

/** Fills: gas, price. */
const FILLS: string[][] = [
  ["Air, single cylinder", "£7"],
  ["Air, twinset", "£14"],
  ["Nitrox, up to 36%", "£12"],
  ["Oxygen top-up", "£2 a litre"],
];

/** Seasons: season, dates, shop and fills, boats. */
const SEASONS: string[][] = [
  [
    "Winter",
    "1 November to 28 February",
    "Friday to Sunday, 09:00 to 16:00",
    "Saturdays and Sundays at 10:00, weather permitting",
  ],
  ["Spring", "1 March to 31 May", "Tuesday to Sunday, 08:30 to 17:30", "Tuesday to Sunday"],
  ["Summer", "1 June to 30 September", "Every day, 07:30 to 19:00", "Every day"],
  ["Autumn", "1 to 31 October", "Wednesday to Sunday, 08:30 to 17:00", "Wednesday to Sunday"],
];

/** Cancelling: notice, courses, boat dives and try-dives. */
const CANCEL: string[][] = [
  ["More than 21 days", "All your money back, less a £25 admin fee", "All your money back"],
  ["8 to 21 days", "Half back, or move it once for free", "All your money back"],
  ["2 to 7 days", "Nothing back; move it once for £40", "Half back"],
  ["Less than 48 hours", "Nothing back", "Nothing back"],
  [
    "We call it off for the weather",
    "A new date, or all your money back",
    "A new date, or all your money back",
  ],
];

const NEWS = cards([
  [
    "2 November 2026",
    "Winter hours",
    "From 1 November to 28 February the shop is open Friday to Sunday, 09:00 to 16:00, and Orca Lass goes out at 10:00 on Saturdays and Sundays when the sea allows. We're closed from 24 December 2026 to 1 January 2027.",
  ],
  [
    "1 October 2026",
    "New prices",
    "From 1 October 2026 Open Water is £495, a pool try-dive £60 and boat dives from £45.",
  ],
  [
    "20 June 2026",
    "The seals are back",
    "Eleven pups at Seal Gully this year, up from 7 last year. Give them room: let them come to you.",
  ],
  [
    "14 March 2025",
    "Prices for 2025",
    "This season Open Water is £455, Advanced £355, a pool try-dive £50, boat dives from £40 and full kit hire £40 a day.",
  ],
]);

/** Kit hire, hours, medical, bookings, FAQs, news, contact and two search-only pages. */
export function divecentreMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/hire": page(
      "Borrow our kit",
      `<p>All our kit is serviced every year and rinsed after every dive. Courses and try-dives include kit; this is
      for qualified divers.</p>` +
        table("Kit hire", ["Item", "Per dive", "Per day", "Per week"], HIRE) +
        table("Fills", ["Gas", "Price"], FILLS) +
        dl([
          ["Drysuits", "Only for divers with a drysuit qualification or 10 logged drysuit dives"],
          ["Prescription masks", "From -1 to -8, £5 a day"],
          ["Nitrox fills", "Show us your nitrox card first"],
          ["Damage", "We'll charge for repairs, up to the price of the item"],
        ]),
    ),
    "/hours": page(
      "When we're in",
      table("Opening hours", ["Season", "Dates", "Shop and fills", "Boats"], SEASONS) +
        dl([
          ["Christmas", "Closed from 24 December 2026 to 1 January 2027"],
          ["Pool sessions", "At Skerrow Leisure Centre, Saturday mornings all year"],
          ["Phone", "Answered when the shop is open; leave a message and we'll ring back"],
        ]),
    ),
    "/medical": page(
      "Before you dive",
      `<p>Diving is safe for most people, but a few conditions make it risky. Everyone who dives with us fills in the
      diver medical questionnaire first.</p>` +
        dl([
          ["Every answer no", "Sign the form and bring it on the day"],
          [
            "Any answer yes",
            "A doctor must sign the medical statement before you dive: we can't take you in the water without it",
          ],
          ["A doctor's signature lasts", "12 months"],
          ["Send it", "Email it to us at least 7 days before your course"],
          ["Asthma, diabetes or a heart condition", "Answer yes, and see your doctor"],
          ["Pregnancy", "No diving at all while pregnant"],
          ["A cold or blocked ears", "Don't dive; we'll move your day for free with a note from your GP"],
          [
            "Flying after diving",
            "Wait at least 18 hours after one dive, and 24 hours after diving on several days",
          ],
          ["Under 18s", "A parent or guardian signs the form too"],
        ]),
    ),
    "/terms": page(
      "Bookings and changes",
      `<p>Courses need a £100 deposit for each person, and the rest 21 days before your first day. Boat dives and
      try-dives are paid in full when you book.</p>` +
        table("If you cancel", ["Notice you give us", "Courses", "Boat dives and try-dives"], CANCEL) +
        dl([
          ["Moving a boat dive", "Free, up to 48 hours before"],
          ["If you don't turn up", "Nothing back"],
          ["Late for the boat", "She leaves on time: we can't wait"],
          ["Gift vouchers", "Valid for 12 months; not refundable"],
        ]),
    ),
    "/faq": page(
      "Questions",
      `<h3>Do I need to be a good swimmer?</h3><p>For Open Water you'll swim 200 m without stopping, or 300 m with a
      mask, fins and snorkel, and float for 10 minutes. For a try-dive you only need to be happy in the water.</p>
      <h3>I wear glasses. Can I dive?</h3><p>Yes: hire a prescription mask, or wear contact lenses.</p>
      <h3>How cold is the sea?</h3><p>About 8 °C in March and 16 °C in August. We'll put you in a 7 mm semi-dry or
      a drysuit.</p>
      <h3>Can my friend come on the boat without diving?</h3><p>Yes, for £25, if they're 12 or older.</p>
      <h3>Where do I park?</h3><p>Quay Street car park, opposite the shop: £6 a day, or free with a course.</p>
      <h3>Can I bring my own kit?</h3><p>Yes, if it's been serviced in the last 12 months.</p>
      <h3>Will I see seals?</h3><p>Usually at Seal Gully, though we can never promise.</p>`,
    ),
    "/news": page("From the quay", NEWS),
    "/contact": page(
      "Find us",
      dl([
        ["Shop", "The Old Net Loft, Quay Street, Skerrow SK4 1QD"],
        ["Phone", "01632 960515"],
        ["Email", "dive@selkiedivers.test"],
        ["Pool", "Skerrow Leisure Centre, Moor Road, Skerrow SK4 3LP"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["courses", "Courses"],
          ["boat", "Boat dives"],
          ["hire", "Kit hire"],
          ["group", "A group or club"],
          ["vouchers", "Gift vouchers"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Group size, if a group <input type="number" name="size" min="2" max="40"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep your medical forms for 3 years, then shred them.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960515.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/seal-snorkel": page(
      "Snorkel with the seals",
      `<p>Does Selkie Divers do snorkelling with the seals? Yes: not a diver, you can snorkel with the grey seals at
      Seal Gully from Orca Lass, with a guide in the water. Two hours, from July to September, ages 8 and up. How
      much? £54 for adults and £38 for under 16s, wetsuit, mask and fins included.</p>`,
    ),
    "/servicing": page(
      "Kit servicing",
      `<p>Can Selkie Divers service my regulator? Yes: we service regulators, BCDs and drysuit valves in our
      workshop behind the shop. How much? A regulator service (first stage, second stage and octopus) is £75 plus
      parts; a BCD service is £35. Allow 10 days, or 3 days for £20 more.</p>`,
    ),
  };
}
