import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { langschoolMorePages } from "./langschool-more";

// DUSK: the twentieth held-out part of the corpus (The Linden School of Languages), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). An independent language school in two towns, Ashcombe (Mill Lane, first
// floor) and Fernley (the Old Library), with different reception hours, phones and facilities: the reception hours
// as a table of day × centre and the facilities as a table of ticks, each centre's own page reached only from the
// centres page, the spring term's adult courses as a table of language × level × day × time × centre × weeks ×
// price with notes on discounts and concessions, an enrolment form, exam preparation as a table with the exam fees
// in a note, one-to-one rates as a table of length × at a centre × online × at home with January's new prices in a
// note and a request form, children's Saturday classes as a table of class × ages × time × centre × price and a
// booking form, a free placement test and its booking form, term dates as a table, teachers as cards (languages,
// days, centre), answers as a definition list (refunds, missed lessons), dated news (the spring term's new prices,
// a new teacher, Fernley's Wednesday mornings), a contact form, a newsletter form, and two pages only the site's
// search finds. The footer's line about reception is true of no day at either centre.
const shellPage = shell({
  brand: "The Linden School of Languages",
  tagline: "Languages for grown-ups and little ones, in Ashcombe and Fernley",
  nav: [
    ["Learn with us", "/courses"],
    ["Getting certified", "/exams"],
    ["One to one", "/one-to-one"],
    ["Little linguists", "/children"],
    ["What's my level?", "/level"],
    ["Dates for your diary", "/dates"],
    ["Our teachers", "/people"],
    ["Where we are", "/centres"],
    ["Good to know", "/faq"],
    ["News", "/news"],
    ["Say hello", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "First floor, 3 Mill Lane, Ashcombe VR2 4LN",
    phone: "01632 970 410",
    email: "hello@lindenlanguages.test",
    socials: ["Facebook", "Instagram", "LinkedIn"],
  },
});

/** Every page, with the company number, a newsletter link and the footer's line about reception: true of no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    '<footer><p>The Linden School of Languages Ltd, registered in England no. 05218846 · Reception open Monday to Saturday, 9am to 9pm · <a href="/newsletter">Get our newsletter</a></p>',
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const Y = "✓";
const N = "✗";

const RECEPTION: string[][] = [
  ["Monday", "09:30–20:30", "Closed"],
  ["Tuesday", "09:30–20:30", "13:00–21:00"],
  ["Wednesday", "09:30–20:30", "09:30–21:00"],
  ["Thursday", "09:30–20:30", "13:00–21:00"],
  ["Friday", "09:30–17:00", "Closed"],
  ["Saturday", "09:00–13:00", "09:00–13:00"],
  ["Sunday", "Closed", "Closed"],
];

const FACILITIES: string[][] = [
  ["Step-free access", N, Y],
  ["Lift", N, "Not needed: all on the ground floor"],
  ["Accessible toilet", N, Y],
  ["Free parking", N, Y],
  ["Children's room", N, Y],
  ["DELE exam centre", Y, N],
  ["Classrooms", "5", "3"],
];

/** The spring term's courses: language, level, day, time, centre, weeks, price. */
const COURSES: string[][] = [
  ["Spanish", "Beginners (A1)", "Monday", "18:30–20:00", "Ashcombe", "10", "£165"],
  ["Spanish", "Improvers (A2)", "Tuesday", "19:00–20:30", "Fernley", "10", "£165"],
  ["Spanish", "Intermediate (B1)", "Wednesday", "18:30–20:00", "Ashcombe", "10", "£175"],
  ["Spanish", "Conversation (B2 and up), daytime", "Thursday", "10:30–12:00", "Ashcombe", "8", "£140"],
  ["French", "Beginners (A1)", "Tuesday", "18:30–20:00", "Ashcombe", "10", "£165"],
  ["French", "Beginners (A1)", "Wednesday", "19:00–20:30", "Fernley", "10", "£165"],
  ["French", "Intermediate (B1)", "Monday", "19:00–20:30", "Ashcombe", "10", "£175"],
  ["French", "Advanced (C1)", "Thursday", "19:00–20:30", "Fernley", "8", "£150"],
  ["Italian", "Beginners (A1)", "Thursday", "18:30–20:00", "Ashcombe", "10", "£165"],
  ["Italian", "Improvers (A2)", "Tuesday", "19:00–20:30", "Fernley", "10", "£165"],
  ["German", "Beginners (A1)", "Wednesday", "18:00–19:30", "Ashcombe", "10", "£165"],
  ["German", "Intermediate (B1)", "Wednesday", "19:45–21:15", "Ashcombe", "10", "£175"],
  ["Portuguese", "Beginners (A1)", "Thursday", "19:00–20:30", "Fernley", "10", "£165"],
  ["Japanese", "Beginners (A1)", "Monday", "18:30–20:30", "Ashcombe", "10", "£240"],
  ["Mandarin Chinese", "Beginners (A1)", "Tuesday", "18:30–20:30", "Ashcombe", "10", "£240"],
  ["English (ESOL)", "Intermediate (B1), daytime", "Wednesday", "10:00–12:00", "Fernley", "10", "£120"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "The Linden School of Languages",
    `<p class="banner" role="status"><strong>Spring term starts on Monday 11 January.</strong> Book by 14 December and
    save £10. <a href="/courses">See the courses</a></p>
    <p>Since 2004 we've taught Spanish, French, Italian, German and more to grown-ups in small friendly classes, and
    to children on Saturday mornings, in Ashcombe and Fernley. Not sure where to start? <a href="/level">Find your
    level</a>: it's free.</p>
    <h2>From the blog</h2>${cards([
      ["20 November 2026", "Spring term booking is open", "What's on, and what it costs.", "/news"],
      ["3 November 2026", "Mandarin is back", "Meet Li Wen.", "/news"],
      ["12 October 2026", "One-to-one prices from January", "What's changing.", "/news"],
    ])}
    <h2>Stay in touch</h2>
    <p>News of new courses and the odd recipe, once a month. <a href="/newsletter">Sign up to our
    newsletter</a>.</p>`,
  ),
  "/centres": page(
    "Where we are",
    `<p>Two centres, ten miles apart: Ashcombe, by the station, and Fernley, in the Old Library. The building stays
    open until the last class of the evening finishes.</p>` +
      table("Reception opening hours", ["Day", "Ashcombe", "Fernley"], RECEPTION) +
      table("Facilities", ["", "Ashcombe", "Fernley"], FACILITIES) +
      `<p>More about <a href="/centres/ashcombe">Ashcombe</a> and <a href="/centres/fernley">Fernley</a>: addresses,
      phone numbers, parking and getting there.</p>`,
  ),
  "/centres/ashcombe": page(
    "Ashcombe",
    dl([
      ["Address", "First floor, 3 Mill Lane, Ashcombe VR2 4LN, above Hartley's Opticians"],
      ["Phone", "01632 970 410"],
      ["Office manager", "Bethan Hughes"],
      ["Getting there", "3 minutes' walk from Ashcombe station"],
      [
        "Access",
        "We're up 22 stairs and there's no lift. If stairs are hard for you, ask us about Fernley or learning online",
      ],
      ["Parking", "Mill Lane car park next door, pay and display, free after 18:00"],
      ["Rooms", "5 classrooms and a small library you can borrow from"],
    ]),
  ),
  "/centres/fernley": page(
    "Fernley",
    dl([
      ["Address", "The Old Library, 21 Station Road, Fernley VR7 1QT"],
      ["Phone", "01632 970 520"],
      ["Centre coordinator", "Kofi Mensah"],
      ["Getting there", "Buses 14 and 14A stop outside"],
      [
        "Access",
        "Everything is on the ground floor, step-free through the side door on Church Walk, with an accessible toilet",
      ],
      ["Parking", "Free, for 12 cars, behind the building"],
      ["Rooms", "3 classrooms and the children's room"],
    ]),
  ),
  "/courses": page(
    "Learn with us",
    `<p>Our adult courses for the spring term, from Monday 11 January 2027. Classes are 6 to 12 people, and the
    price is for the whole course, with all the handouts.</p>` +
      table(
        "Adult courses, spring term 2027",
        ["Language", "Level", "Day", "Time", "Centre", "Weeks", "Price"],
        COURSES,
      ) +
      dl([
        ["Book early", "£10 off any course booked and paid for by Monday 14 December 2026"],
        [
          "Concessions",
          "15% off for full-time students, over-65s and anyone getting Universal Credit or Pension Credit. Not with the early booking discount",
        ],
        ["Two courses", "£20 off the second course you take in the same term"],
        ["ESOL", "Free if you get Universal Credit"],
        ["Course books", "Extra, about £25, and one book lasts the year"],
        [
          "Which level?",
          'A1 is for complete beginners. If you\'ve learned the language before, take our free <a href="/level">level check</a>',
        ],
        [
          "If a course doesn't run",
          "With fewer than 6 people we'll offer you another course or a full refund",
        ],
      ]) +
      `<p><a href="/enrol">Book a place</a></p>`,
  ),
  "/enrol": page(
    "Book a place",
    `<p>Choose your course and we'll email you a link to pay. Your place is held for 3 days.</p>
      <form method="post" action="/enrol/send">
      <p><label>Course <select name="course">${options([
        ["spanish-a1", "Spanish Beginners (A1), Monday 18:30, Ashcombe"],
        ["spanish-a2", "Spanish Improvers (A2), Tuesday 19:00, Fernley"],
        ["spanish-b1", "Spanish Intermediate (B1), Wednesday 18:30, Ashcombe"],
        ["spanish-conversation", "Spanish Conversation (B2 and up), Thursday 10:30, Ashcombe"],
        ["french-a1-tue", "French Beginners (A1), Tuesday 18:30, Ashcombe"],
        ["french-a1-wed", "French Beginners (A1), Wednesday 19:00, Fernley"],
        ["french-b1", "French Intermediate (B1), Monday 19:00, Ashcombe"],
        ["french-c1", "French Advanced (C1), Thursday 19:00, Fernley"],
        ["italian-a1", "Italian Beginners (A1), Thursday 18:30, Ashcombe"],
        ["italian-a2", "Italian Improvers (A2), Tuesday 19:00, Fernley"],
        ["german-a1", "German Beginners (A1), Wednesday 18:00, Ashcombe"],
        ["german-b1", "German Intermediate (B1), Wednesday 19:45, Ashcombe"],
        ["portuguese-a1", "Portuguese Beginners (A1), Thursday 19:00, Fernley"],
        ["japanese-a1", "Japanese Beginners (A1), Monday 18:30, Ashcombe"],
        ["mandarin-a1", "Mandarin Chinese Beginners (A1), Tuesday 18:30, Ashcombe"],
        ["esol-b1", "English (ESOL) Intermediate (B1), Wednesday 10:00, Fernley"],
      ])}</select></label></p>
      <p><label>Number of places <select name="places">${options([
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
        ["4", "4"],
      ])}</select></label></p>
      <p><label>Concession <select name="concession">${options([
        ["none", "None"],
        ["student", "Full-time student"],
        ["over-65", "Over 65"],
        ["universal-credit", "Universal Credit or Pension Credit"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>How did you hear about us? <select name="heard">${options([
        ["", "Choose one"],
        ["friend", "A friend"],
        ["search", "Searching online"],
        ["social", "Facebook or Instagram"],
        ["leaflet", "A leaflet or poster"],
        ["before", "I've studied with you before"],
      ])}</select></label></p>
      <p><label>Anything we should know <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book</button></form>`,
  ),
  ...langschoolMorePages(page, options),
};

export const LANGSCHOOL: CorpusSite = {
  name: "langschool",
  pages,
  layout: page,
  forms: {
    "/enrol/send": {
      title: "Place held",
      reply: (f) =>
        `Thanks, ${f.name}. We're holding ${f.places} place(s) on ${f.course} for 3 days (concession: ` +
        `${f.concession}). We've emailed ${f.email} a link to pay. Reference LSL-2291.`,
    },
    "/level/book/send": {
      title: "Level check booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.language} level check (${f.where}) is booked for ${f.date} at ${f.time}. ` +
        `We've emailed ${f.email} the link to the written part.`,
    },
    "/one-to-one/send": {
      title: "Request received",
      reply: (f) =>
        `Thanks, ${f.name}. Owen will match you with a ${f.language} teacher for ${f.length}-minute lessons ` +
        `(${f.format}) and email ${f.email} within 2 working days.`,
    },
    "/children/book/send": {
      title: "Booking received",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.child} is booked into ${f.class} from ${f.date}. We'll email ${f.email} a ` +
        `welcome letter before the first class.`,
    },
    "/newsletter/send": {
      title: "You're signed up",
      reply: (f) => `Thanks, ${f.name}. We'll send our newsletter to ${f.email} once a month.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
