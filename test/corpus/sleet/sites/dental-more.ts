import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// SLEET: the thirteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "18 November 2026",
    "Christmas and New Year",
    "On Christmas Eve Quay Street is open 08:00–13:00; Elm Park is closed from Thursday 24 December to Friday 1 January. Both surgeries are closed on Christmas Day, Boxing Day and Monday 28 December. Quay Street opens 09:00–15:00 from Tuesday 29 to Thursday 31 December, for emergencies and check-ups. Both surgeries are back to normal hours on Monday 4 January. Over the holidays, ring NHS 111 if you're in pain when we're closed.",
  ],
  [
    "2 November 2026",
    "Fees from January",
    "From Monday 4 January 2027 a private hygienist visit goes up from £62 to £66, and a new patient examination from £65 to £70. Every other fee stays the same, and so do plan prices.",
  ],
  [
    "12 October 2026",
    "Welcome, Dr Lindgren",
    "Dr Sofia Lindgren joins us from November to offer IV sedation for nervous patients at Elm Park, on Wednesdays.",
  ],
  [
    "7 September 2026",
    "Saturdays at Elm Park",
    "Elm Park's last Saturday morning opening was 26 September 2026. Saturday mornings carry on at Quay Street, 09:00–13:00.",
  ],
  [
    "1 April 2026",
    "NHS charges",
    "NHS charges in England went up today: Band 1 from £26.80 to £27.40, Band 2 from £73.50 to £75.30 and Band 3 from £319.10 to £326.70.",
  ],
]);

const TEAM: [name: string, role: string, surgery: string, days: string][] = [
  ["Dr Nadia Hussain", "Principal dentist", "Quay Street", "Monday to Thursday"],
  ["Dr James Whitlock", "Dentist", "Quay Street", "Wednesday, Friday and Saturday"],
  ["Mr Tunde Adebola", "Dentist and implant surgeon", "Quay Street", "Tuesday and Thursday"],
  ["Dr Rhys Morgan", "Dentist", "Elm Park", "Monday, Tuesday, Wednesday and Friday"],
  ["Dr Ellen Carter", "Dentist, children's lead", "Elm Park", "Tuesday to Friday"],
  ["Dr Sofia Lindgren", "Dentist, sedation", "Elm Park", "Wednesday"],
  ["Kerry Ashton", "Hygienist", "Quay Street", "Monday to Friday"],
  ["Leah Brennan", "Hygienist and therapist", "Elm Park", "Monday, Wednesday and Thursday"],
  ["Gemma Ruddock", "Head dental nurse", "Quay Street", "Monday to Thursday"],
  ["Marcus Dale", "Practice manager", "Both surgeries", "Monday to Friday"],
];

/** Emergency, team, news, answers and contact pages, and two pages only the site's search finds. */
export function dentalMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  surgeries: [string, string][],
): Record<string, FixturePage> {
  return {
    "/emergency": page(
      "In pain?",
      `<p>Ring your own surgery when the phones open at 08:00. We keep emergency slots every weekday morning at
      both surgeries, and on Saturday mornings at Quay Street.</p>` +
        dl([
          ["Private patients", "£85 for an emergency appointment"],
          ["Brightwater Plan members", "£45"],
          ["NHS patients", "Urgent care is £27.40 (free if you don't pay NHS charges)"],
          ["When we're closed", "Ring NHS 111, day or night"],
          [
            "A knocked-out adult tooth",
            "Hold it by the crown, keep it in milk and come straight in or ring 111",
          ],
        ]) +
        `<p>Go to A&amp;E for swelling that affects your breathing or your eye, or for bleeding that won't stop.</p>`,
    ),
    "/team": page(
      "The team",
      `<p>There are 27 of us across the two surgeries, 11 of them dental nurses. These are the people you'll see
      most.</p>${table("Who's who", ["Name", "Role", "Surgery", "Days"], TEAM)}`,
    ),
    "/news": page("Latest", NEWS),
    "/faq": page(
      "Your questions",
      `<h2>What if I can't make my appointment?</h2><p>Please give us 48 hours' notice. If you miss a private
      appointment without it we charge £30; NHS patients who miss two in a row may be asked to join again. We text a
      reminder 24 hours before.</p>
      <h2>Can I spread the cost?</h2><p>Private treatment over £1,000, such as implants and clear aligners, can be
      paid for with 0% finance over 12 months. For anything less, pay on the day.</p>
      <h2>Do children pay?</h2><p>Not on the NHS: under-18s, and under-19s in full-time education, are seen free.</p>
      <h2>I'm terrified of the dentist. Can you help?</h2><p>Yes. Tell reception when you book and we'll give you a
      longer first visit. Dr Lindgren offers IV sedation at Elm Park on Wednesdays.</p>
      <h2>Can I choose my dentist?</h2><p>Yes, as long as they work at your surgery on a day you can come.</p>
      <h2>How can I pay?</h2><p>Card, contactless or cash at either surgery. We don't take cheques.</p>
      <h2>Can I bring my children to my appointment?</h2><p>Yes, there's a play corner in both waiting rooms, but
      please don't leave under-12s on their own.</p>`,
    ),
    "/contact": page(
      "Say hello",
      dl([
        ["Quay Street", "01632 963 410"],
        ["Elm Park", "01632 963 420"],
        ["Main line and accounts", "01632 963 400 (Monday to Friday, 09:00–17:00)"],
        ["Email", "smile@brightwaterdental.test (not for cancellations on the day)"],
        ["Post", "Brightwater Dental Care Ltd, 3 Quay Street, Wrenbury WB1 2QS"],
      ]) +
        `<h2>Send us a message</h2>
      <p>For questions about treatment, fees or a complaint. We reply within 2 working days.</p>
      <form method="post" action="/contact/send">
      <p><label>It's about <select name="topic">${options([
        ["implants", "Implants"],
        ["aligners", "Clear aligners"],
        ["whitening", "Whitening"],
        ["sedation", "Nervous patients and sedation"],
        ["fees", "Fees and the Brightwater Plan"],
        ["complaint", "A complaint"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Surgery <select name="surgery">${options([...surgeries, ["either", "Either"]])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Your message <textarea name="message" rows="5"></textarea></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep dental records for 11 years after your last visit, or until a child is 25, whichever is later.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/whitening": page(
      "Tooth whitening",
      `<p>We whiten teeth with custom trays and a gentle gel, at either surgery. You'll need a check-up with us in
      the 6 months before, so we know your teeth and gums are healthy.</p>` +
        table(
          "Whitening prices",
          ["Option", "Standard", "Brightwater Plan members"],
          [
            ["Home whitening: trays and 2 weeks of gel", "£295", "£265"],
            ["Top-up gel, 4 syringes", "£40", "£36"],
            ["In-surgery whitening with a home kit to follow", "£495", "£445"],
          ],
        ) +
        `<p>Whitening doesn't change the colour of crowns or fillings. Under-18s can't be whitened.</p>`,
    ),
    "/sedation": page(
      "Sedation for nervous patients",
      `<p>Dr Sofia Lindgren offers IV sedation at Elm Park on Wednesdays. You stay awake but relaxed, and remember
      little afterwards. A grown-up must take you home and stay with you until the next morning.</p>` +
        table(
          "Sedation prices",
          ["What", "Standard", "Brightwater Plan members"],
          [
            ["Sedation consultation", "£40", "Free"],
            ["IV sedation, each visit", "£250", "£225"],
          ],
        ) +
        `<p>Sedation is on top of the fee for your treatment. It isn't available on the NHS at Brightwater.</p>`,
    ),
  };
}
