import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { cards, dl, personCard, table } from "../../sites/kit";

// MISTRAL: the forty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** The two branches side by side. */
const BRANCHES: string[][] = [
  ["Address", "8 Bridge Street, Selbury SL3 5BS", "21 Chapel Lane, Netherby NB2 7CL"],
  ["Phone", "01632 960 401", "01632 960 402"],
  ["Email", "selbury@hartseyfunerals.test", "netherby@hartseyfunerals.test"],
  ["Monday and Tuesday", "09:00 to 17:00", "09:00 to 16:30"],
  ["Wednesday", "09:00 to 17:00", "09:00 to 12:00"],
  ["Thursday", "09:00 to 18:30", "09:00 to 16:30"],
  ["Friday", "09:00 to 17:00", "09:00 to 16:30"],
  ["Saturday", "09:30 to 12:30", "Closed"],
  ["Sunday", "Closed", "Closed"],
  [
    "Chapel of rest",
    "Monday to Friday 10:00 to 16:00, and Saturday 10:00 to 12:00, by appointment",
    "Monday to Friday 10:00 to 16:00, by appointment",
  ],
  ["Parking", "4 spaces behind the branch, off Mill Lane", "The Orchard Room's car park, 20 spaces"],
  ["Step-free", "Yes", "Yes, and into the Orchard Room"],
  ["Funeral directors here", "Eleanor Hartsey and Callum Reid", "James Tillbrook and Amira Haddad"],
];

/** Christmas and New Year: day, Selbury, Netherby. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "09:00 to 13:00", "09:00 to 12:00"],
  ["Christmas Day and Boxing Day, Friday 25 and Saturday 26 December", "Closed", "Closed"],
  ["Monday 28 December, the bank holiday", "10:00 to 14:00", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "Our usual hours", "10:00 to 14:00"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 13:00", "09:00 to 13:00"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
];

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas and New Year",
    "Both branches close on Christmas Day and Boxing Day. Our day-or-night line, 01632 960 400, is answered as always, Christmas Day included.",
  ],
  [
    "2 November 2026",
    "Our prices from January",
    "From 1 January 2027 a Simple Funeral is £2,750 and a Traditional Funeral £3,895. The Direct Cremation stays at £1,450.",
  ],
  [
    "15 June 2026",
    "Linden Meadow",
    "We now arrange green burials at Linden Meadow Woodland Burial Ground, 4 miles from Netherby.",
  ],
  [
    "5 January 2026",
    "Our prices for 2026",
    "A Simple Funeral is £2,650, a Traditional Funeral £3,795 and a Direct Cremation £1,450.",
  ],
  ["3 March 2025", "Amira Haddad joins us", "Amira joins James Tillbrook at Netherby as a funeral director."],
  [
    "6 January 2025",
    "Our prices for 2025",
    "A Simple Funeral is £2,495, a Traditional Funeral £3,650 and a Direct Cremation £1,395.",
  ],
]);

/** The branches, the team, FAQs, news, contact and two search-only pages. */
export function funeralAboutPages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/branches": page(
      "Our branches",
      table("Our two branches", ["", "Selbury", "Netherby"], BRANCHES) +
        line(
          "Day or night",
          "01632 960 400, answered by one of our own team every day of the year, Christmas Day included",
        ) +
        table("Christmas and New Year", ["", "Selbury", "Netherby"], CHRISTMAS) +
        `<p>Our usual hours again from Saturday 2 January.</p>`,
    ),
    "/team": page(
      "Our family",
      `<p>Albert Hartsey, a carpenter, made his first coffin in Selbury in 1931; our Netherby branch joined us in
      1987. Today there are 12 of us across the two branches, and 4 of us are funeral directors.</p>
      <div class="cards">${[
        personCard(
          "Eleanor Hartsey",
          "Managing director and funeral director",
          "Selbury",
          "Albert's great-granddaughter; with us since 1998",
        ),
        personCard("James Tillbrook", "Funeral director", "Netherby", "With us since 2004"),
        personCard(
          "Callum Reid",
          "Funeral director and embalmer",
          "Selbury",
          "With us since 2016; a member of the British Institute of Embalmers",
        ),
        personCard("Amira Haddad", "Funeral director", "Netherby", "With us since 2025"),
        personCard("Ruth Adeyinka", "Funeral arranger and civil celebrant", "Selbury", "With us since 2012"),
        personCard(
          "Sunita Rao",
          "Funeral arranger",
          "Netherby",
          "With us since 2019; speaks Gujarati and Hindi",
        ),
        personCard("Pete Gorman", "Hearse driver and head bearer", "Both branches", "With us since 1989"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>Do we have to use a funeral director?</h3><p>No. You can arrange a funeral yourselves, and we're happy to
      help with any part of it.</p>
      <h3>How soon can the funeral be?</h3><p>Usually 2 to 3 weeks after the death. For faiths that need it, we can
      often arrange a burial within 24 hours.</p>
      <h3>Can the funeral be on a Sunday?</h3><p>Not at either crematorium. Linden Meadow takes Sunday burials, for
      £300 more, paid to them.</p>
      <h3>Do you help with the Funeral Expenses Payment?</h3><p>Yes: we'll help you fill in the DWP's form, and wait
      for the payment before asking for the rest.</p>
      <h3>Can we see them before the funeral?</h3><p>Yes, in the chapel of rest at either branch, by
      appointment.</p>
      <h3>Do you arrange funerals for every faith?</h3><p>Yes, and for none: Ruth Adeyinka leads non-religious
      services herself.</p>`,
    ),
    "/news": page("News", NEWS),
    "/contact": page(
      "Get in touch",
      dl([
        ["Day or night", "01632 960 400"],
        ["Selbury", "01632 960 401"],
        ["Netherby", "01632 960 402"],
        ["Email", "care@hartseyfunerals.test, read in office hours"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["arranging", "Arranging a funeral"],
          ["plans", "Funeral plans"],
          ["notices", "A funeral notice"],
          ["gathering", "The Orchard Room"],
          ["thanks", "A thank you"],
          ["complaint", "A complaint"],
          ["other", "Something else"],
        ])}</select></label></p>
        <fieldset><legend>Branch</legend>
        <label><input type="radio" name="branch" value="selbury"> Selbury</label>
        <label><input type="radio" name="branch" value="netherby"> Netherby</label>
        </fieldset>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep funeral records for 50 years, for families tracing graves.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960 401.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/repatriation": page(
      "Bringing someone home from abroad",
      `<p>Does Hartsey's arrange repatriation? Yes, from anywhere in the world, with the consulate and a funeral
      director where they died. How much? Our fee is £2,950 from within Europe and £3,900 from further away, plus the
      airline's charges and the other funeral director's.</p>`,
    ),
    "/memorials": page(
      "Headstones and memorials",
      `<p>Can Hartsey's arrange a headstone? Yes, made by Netherby Stoneworks. A lawn headstone in grey granite costs
      from £1,650, with up to 60 letters; each letter more is £4.50. We fix it 6 months after the burial.</p>`,
    ),
  };
}
