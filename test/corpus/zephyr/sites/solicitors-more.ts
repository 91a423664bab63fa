import type { FixturePage } from "../../../helpers/fixture-site";
import { groupedTable, options } from "../../grouped";
import { cards, dl, personCard, table } from "../../sites/kit";

// ZEPHYR: the forty-second held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Hourly rates: who, then an hour (our rate, with VAT). */
const RATES: [string, ...string[]][] = [
  ["Partner", "£295", "£354"],
  ["Senior associate", "£250", "£300"],
  ["Solicitor", "£210", "£252"],
  ["Trainee solicitor or paralegal", "£140", "£168"],
];

/** Free clinics: clinic, where, when, booking. */
const CLINICS: string[][] = [
  ["Wills and LPAs", "Holtby office", "Tuesdays, 10:00 to 12:00", "Book ahead"],
  ["Wills and LPAs", "Wyndham Cross office", "Fridays, 09:30 to 12:30", "Drop in"],
  ["Family law", "Holtby office", "Thursdays, 17:00 to 19:00", "Book ahead"],
  ["Moving home", "Wyndham Cross office", "Mondays, 14:00 to 16:00", "Drop in"],
  ["Later life", "Wyndham Cross Library", "The first Saturday of the month, 10:00 to 12:00", "Drop in"],
];

/** Talks: date, talk, where, starts, doors open, places. */
const EVENTS: string[][] = [
  [
    "Wednesday 2 December 2026",
    "Lasting Powers of Attorney explained",
    "Holtby office",
    "18:30",
    "18:00",
    "6 left",
  ],
  [
    "Saturday 5 December 2026",
    "Will Writing Morning",
    "Holtby Methodist Hall",
    "10:00 to 13:00, drop in",
    "–",
    "No need to book",
  ],
  ["Tuesday 8 December 2026", "Buying your first home", "Wyndham Cross office", "18:00", "17:45", "11 left"],
  ["Thursday 10 December 2026", "Care fees and your home", "Holtby office", "14:00", "13:30", "4 left"],
  ["Wednesday 13 January 2027", "Separating? Your options", "Holtby office", "18:30", "18:00", "15 left"],
  [
    "Wednesday 20 January 2027",
    "Lasting Powers of Attorney explained",
    "Wyndham Cross office",
    "14:00",
    "13:30",
    "Full",
  ],
  [
    "Tuesday 2 February 2027",
    "Wills for second families",
    "Wyndham Cross office",
    "18:00",
    "17:45",
    "20 left",
  ],
];

/** The firms we work with: firm, what they do, where. */
const PARTNERS: string[][] = [
  ["Harland Surveyors", "RICS Level 2 and Level 3 surveys", "Holtby"],
  ["Keystone Mortgages", "Independent mortgage advice", "Wyndham Cross"],
  ["Marsh &amp; Daughter", "House clearance and valuations for estates", "Holtby"],
  ["Pemberton Financial Planning", "Inheritance tax and investment advice", "Holtby and online"],
  ["Tennant Removals", "Moving day, on completion", "Wyndham Cross"],
];

/** The two offices side by side. */
const OFFICES: string[][] = [
  ["Address", "4 Market Hill, Holtby HY1 2MH", "17 Station Road, Wyndham Cross HY6 4SR"],
  ["Phone", "0113 496 0415", "0113 496 0482"],
  ["Email", "holtby@corbridgevane.test", "wyndham@corbridgevane.test"],
  ["Monday to Wednesday", "09:00 to 17:30", "09:00 to 17:00"],
  ["Thursday", "09:00 to 19:00", "09:00 to 13:00"],
  ["Friday", "09:00 to 17:00", "09:00 to 16:30"],
  ["Saturday", "09:30 to 12:30, by appointment", "Closed"],
  ["Sunday", "Closed", "Closed"],
  ["Parking", "Market Hill car park, pay and display, 2 minutes' walk", "2 free spaces behind the office"],
  [
    "Step-free",
    "Yes, with a lift to the meeting rooms",
    "The ground floor only: the first floor is up 14 stairs",
  ],
  ["Who's here", "Conveyancing, family law, wills and probate", "Wills, LPAs, probate and conveyancing"],
];

/** Christmas and New Year: day, Holtby, Wyndham Cross. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "09:00 to 13:00", "09:00 to 12:00"],
  ["Friday 25 to Monday 28 December", "Closed", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "10:00 to 14:00, for completions only", "Closed"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 13:00", "Closed"],
  ["New Year's Day, Friday 1 January, and Saturday 2 January", "Closed", "Closed"],
];

const NEWS = cards([
  [
    "16 November 2026",
    "Christmas and New Year",
    "Our last completion day this year is Wednesday 23 December. Holtby opens on 29 and 30 December for completions only.",
  ],
  ["3 September 2026", "Priya Lal joins us", "Priya is our new head of probate, at Wyndham Cross."],
  [
    "1 April 2026",
    "Our fees from April 2026",
    "Buying a home from £250,001 to £400,000 is now £1,095 plus VAT, and a single will £240 plus VAT.",
  ],
  [
    "1 April 2025",
    "Our fees for 2025 to 2026",
    "Buying a home from £250,001 to £400,000 is £995 plus VAT and selling one £875 plus VAT; a single will is £220 plus VAT and mirror wills £350.",
  ],
  ["14 January 2025", "Thursday evenings", "Our Holtby office now stays open until 19:00 on Thursdays."],
]);

/** Hourly rates, clinics, talks, people, partners, offices, FAQs, news, contact and two search-only pages. */
export function solicitorsMorePages(
  page: (title: string, body: string) => string,
  contact: string,
  office: string,
): Record<string, FixturePage> {
  return {
    "/fees": page(
      "Costs",
      `<p>Most of what we do has a fixed fee: see Moving home, Later life and Bereavement. Everything else is by the
    hour.</p>` +
        groupedTable("Hourly rates", ["Who"], [["An hour", ["Our rate", "With VAT"]]], RATES) +
        dl([
          [
            "Family law",
            "By the hour, after a first meeting of up to an hour for a fixed £150 plus VAT (£180)",
          ],
          ["Letters, emails and calls", "In 6-minute units"],
          ["Paying", "By bank transfer, or by card up to £5,000; we take no more than £500 in cash"],
          ["Estimates", "In writing before we start, and we tell you if it changes"],
          [
            "Complaints",
            "To Helen Corbridge, our client care partner; then the Legal Ombudsman within 6 months",
          ],
        ]),
    ),
    "/clinics": page(
      "Talk to us free",
      `<p>Half an hour with a solicitor, free, with no obligation to do any more.</p>` +
        table("Free 30-minute clinics", ["Clinic", "Where", "When", "Booking"], CLINICS) +
        dl([
          ["What to bring", "Any papers, and a list of your questions"],
          ["After the half hour", "We tell you what we'd charge before we do anything more"],
          [
            "Not our field",
            "Criminal, immigration and employment law: we'll point you to someone who does it",
          ],
        ]) +
        `<h2>Book a clinic</h2>
        <form method="post" action="/clinics/book/send">
        <p><label>Clinic <select name="clinic">${options([
          ["wills-holtby", "Wills and LPAs, Holtby, Tuesdays"],
          ["family-holtby", "Family law, Holtby, Thursdays"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/events": page(
      "What's on",
      `<p>Free talks, with tea and a chance to ask questions. 20 places at each.</p>` +
        table("Talks", ["Date", "Talk", "Where", "Starts", "Doors open", "Places"], EVENTS) +
        `<h2>Book places</h2>
        <form method="post" action="/events/book/send">
        <p><label>Talk <select name="event">${options([
          ["lpa-2026-12-02", "Lasting Powers of Attorney explained, 2 December"],
          ["first-home-2026-12-08", "Buying your first home, 8 December"],
          ["care-fees-2026-12-10", "Care fees and your home, 10 December"],
          ["separating-2027-01-13", "Separating? Your options, 13 January"],
          ["lpa-2027-01-20", "Lasting Powers of Attorney explained, 20 January"],
          ["second-families-2027-02-02", "Wills for second families, 2 February"],
        ])}</select></label></p>
        <p><label>Places <select name="places">${options([
          ["1", "1"],
          ["2", "2"],
          ["3", "3"],
          ["4", "4"],
        ])}</select></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/people": page(
      "Who we are",
      `<p>We're 14 people in two offices: 7 solicitors, 2 trainee solicitors, 2 paralegals and an office team of 3.
      Martin Vane's father founded the firm in Holtby in 1962.</p><div class="cards">${[
        personCard(
          "Helen Corbridge",
          "Senior partner and client care partner",
          "Holtby · Conveyancing",
          "Admitted 1994",
        ),
        personCard("Martin Vane", "Partner", "Wyndham Cross · Wills and trusts", "Admitted 1999"),
        personCard("Nadia Karim", "Senior associate", "Holtby · Family law", "Admitted 2008"),
        personCard(
          "Priya Lal",
          "Senior associate and head of probate",
          "Wyndham Cross · Probate and estates",
          "Admitted 2011",
        ),
        personCard("Owen Griffiths", "Solicitor", "Holtby · Family law", "Admitted 2016"),
        personCard("Grace Adeyemi", "Solicitor", "Holtby · Conveyancing", "Admitted 2019"),
        personCard("Tom Hesketh", "Solicitor", "Wyndham Cross · Conveyancing", "Admitted 2021"),
      ].join("")}</div>`,
    ),
    "/partners": page(
      "Who we work with",
      table("Firms we trust", ["Firm", "What they do", "Where"], PARTNERS) +
        `<p>We take no commission from any of them, and you're free to choose your own.</p>`,
    ),
    "/offices": page(
      "Find us",
      table("Our two offices", ["", "Holtby", "Wyndham Cross"], OFFICES) +
        table("Christmas and New Year", ["", "Holtby", "Wyndham Cross"], CHRISTMAS) +
        `<p>Both offices are back to their usual hours on Monday 4 January.</p>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>Do you do legal aid?</h3><p>No, we don't take legal aid work.</p>
      <h3>Can I sign documents electronically?</h3><p>Most conveyancing documents, yes. A will must be signed in
      ink.</p>
      <h3>Do you act for my mortgage lender too?</h3><p>Yes, for most high-street lenders.</p>
      <h3>Do you deal with property in Scotland?</h3><p>No: England and Wales only.</p>
      <h3>Do you speak other languages?</h3><p>Priya Lal speaks Urdu and Punjabi; Owen Griffiths speaks Welsh.</p>
      <h3>Can I just walk in?</h3><p>In office hours, yes, but we can't promise a solicitor is free: ring
      first.</p>`,
    ),
    "/news": page("Insights", NEWS),
    "/contact": page(
      "Contact",
      dl([
        ["Holtby", "0113 496 0415"],
        ["Wyndham Cross", "0113 496 0482"],
        ["Email", "enquiries@corbridgevane.test"],
        ["On completion day", "Your conveyancer's mobile, which we give you when you exchange"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["conveyancing", "Buying or selling"],
          ["wills", "Wills and LPAs"],
          ["probate", "Someone has died"],
          ["family", "Family law"],
          ["complaint", "A complaint"],
          ["other", "Something else"],
        ])}</select></label></p>
        ${office}
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep client files for 15 years after a matter ends.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 0113 496 0415.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/cohabitation": page(
      "Living together agreements",
      `<p>Does Corbridge Vane do cohabitation agreements? Yes: a living together agreement sets out who owns what,
      and what happens to your home if you split up. How much? A fixed £650 plus VAT (£780) for a couple, drafted by
      Nadia Karim at Holtby.</p>`,
    ),
    "/deeds-of-variation": page(
      "Deeds of variation",
      `<p>How much does Corbridge Vane charge for a deed of variation? A fixed £695 plus VAT (£834), to change who
      inherits under a will within 2 years of the death, for up to 3 people signing.</p>`,
    ),
  };
}
