import type { FixturePage } from "../../../helpers/fixture-site";
import { spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { tutoringAboutPages } from "./tutoring-about";
import { tutoringMorePages } from "./tutoring-more";

// WILLIWAW: the fifty-fourth held-out part of the corpus (Fieldfare Tutors), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A tutoring centre for school children with a centre on Church Street in Millbrook and
// one on Orchard Parade in Harwood, on different hours by day (one cell spanning each part of the week's rows;
// Millbrook shut on Sundays, Harwood shut on Mondays and open until 20:30 on Wednesdays). Lessons priced by the hour
// by stage (a cell spanning each stage's rows: primary, secondary and sixth form) and format (one-to-one, small group,
// online), some "—"; a block of 10 lessons 10% off; a free assessment; money off for brothers and sisters; 24 hours'
// notice or the lesson is charged; no university tutoring (sent to Quillfield Academic Support); exam courses (11+,
// GCSE, A level) with dates, weeks and prices, one "from £…"; term dates and half terms; every one-to-one lesson £3
// more from Monday 12 April 2027; the two centres side by side with their hours and Christmas and New Year; the tutors
// as cards, FAQs, dated news (with last year's prices), a footer with the company and VAT numbers and an "Open 7 days,
// 9am to 9pm" neither centre keeps, forms to book a free assessment, book an exam course and send a message, and two
// pages only the site's search finds.
const shellPage = shell({
  brand: "Fieldfare Tutors",
  tagline: "Tutoring for ages 5 to 18 in Millbrook, Harwood and online",
  nav: [
    ["Lessons and prices", "/lessons"],
    ["Exam courses", "/courses"],
    ["Free assessment", "/assessment"],
    ["Term dates", "/terms"],
    ["Our centres", "/centres"],
    ["Tutors", "/tutors"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Fieldfare Tutors, 12 Church Street, Millbrook MB4 2TA",
    phone: "01632 904 300",
    email: "hello@fieldfaretutors.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days, 9am to 9pm" neither centre keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days, 9am to 9pm · Fieldfare Tutors Ltd, registered in England and Wales no. 10482736 · " +
      "VAT no. GB 318 6620 41 · Every tutor holds an enhanced DBS check</p>",
  );

/** Lessons by the hour: stage, year group, one-to-one at a centre, small group at a centre, online one-to-one. */
const LESSONS: [string, string[][]][] = [
  [
    "Primary",
    [
      ["Years 1 and 2 (Key Stage 1)", "£32", "£18", "—"],
      ["Years 3 to 6 (Key Stage 2)", "£34", "£19", "£30"],
    ],
  ],
  [
    "Secondary",
    [
      ["Years 7 to 9 (Key Stage 3)", "£38", "£21", "£34"],
      ["Years 10 and 11 (GCSE)", "£44", "£24", "£40"],
    ],
  ],
  [
    "Sixth form",
    [
      ["Years 12 and 13 (A level)", "£52", "£28", "£48"],
      ["Further maths A level", "£58", "—", "£54"],
    ],
  ],
];

/** The two centres side by side. */
const CENTRES: string[][] = [
  ["Address", "12 Church Street, Millbrook MB4 2TA", "3 Orchard Parade, Harwood HW2 9PL"],
  ["Phone", "01632 904 300", "01632 904 372"],
  ["Rooms", "5 teaching rooms", "3 teaching rooms"],
  ["Waiting room for parents", "Yes, with tea and coffee", "No, drop off and collect"],
  ["Parking", "Church Street car park, free after 18:00", "2 spaces outside, or the Orchard Parade car park"],
];

/** Hours by part of the week and day: Millbrook and Harwood. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "15:30 to 19:00", "Closed"],
      ["Tuesday", "15:30 to 19:00", "15:30 to 19:00"],
      ["Wednesday", "15:30 to 19:00", "15:30 to 20:30"],
      ["Thursday", "15:30 to 19:00", "15:30 to 19:00"],
      ["Friday", "15:30 to 18:00", "15:30 to 18:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "09:00 to 14:00", "09:00 to 13:00"],
      ["Sunday", "Closed", "10:00 to 13:00"],
    ],
  ],
];

/** Christmas and New Year: day, Millbrook, Harwood. */
const CHRISTMAS: string[][] = [
  ["Last lessons of the autumn term, Friday 18 December", "15:30 to 18:00", "15:30 to 18:00"],
  ["Saturday 19 December to Monday 28 December", "Closed", "Closed"],
  ["Tuesday 29 December", "Closed", "10:00 to 14:00, A level mock revision"],
  ["Wednesday 30 December", "Closed", "10:00 to 14:00, A level mock revision"],
  ["New Year's Eve, Thursday 31 December, and New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 and Sunday 3 January", "Closed", "Closed"],
  ["Monday 4 January", "15:30 to 19:00, spring term begins", "Closed, as every Monday"],
];

/** Exam courses: course, centre, dates and times, weeks, price. */
const COURSES: string[][] = [
  ["11+ preparation", "Millbrook", "Saturdays 9 January to 13 March 2027, 09:30 to 11:30", "10", "£320"],
  ["11+ mock exams", "Millbrook", "Saturdays 5 and 12 June 2027, 09:00 to 12:00", "2", "£70"],
  [
    "GCSE maths",
    "Harwood",
    "Wednesdays 6 January to 24 March 2027, 18:30 to 20:00, not 17 February (half term)",
    "11",
    "£330",
  ],
  [
    "GCSE English",
    "Millbrook",
    "Thursdays 7 January to 25 March 2027, 17:00 to 18:30, not 18 February (half term)",
    "11",
    "£330",
  ],
  [
    "GCSE Easter revision, maths and English",
    "Harwood",
    "Tuesday 30 March to Friday 2 April 2027, 10:00 to 15:00",
    "1",
    "from £180 (one subject; both £320)",
  ],
  [
    "A level maths Easter revision",
    "Millbrook",
    "Monday 5 April to Thursday 8 April 2027, 10:00 to 15:00",
    "1",
    "£260",
  ],
  [
    "A level mock revision",
    "Harwood",
    "Tuesday 29 and Wednesday 30 December 2026, 10:00 to 14:00",
    "1",
    "£120",
  ],
];

/** Term dates for 2026 to 2027. */
const TERMS: string[][] = [
  ["Autumn term", "Monday 7 September to Friday 18 December 2026", "Monday 26 to Friday 30 October"],
  ["Spring term", "Monday 4 January to Thursday 25 March 2027", "Monday 15 to Friday 19 February"],
  ["Summer term", "Monday 12 April to Friday 16 July 2027", "Monday 31 May to Friday 4 June"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Fieldfare Tutors",
    `<p class="banner" role="status"><strong>Mocks coming up?</strong> A level mock revision at Harwood on 29 and 30
    December. <a href="/courses">See the exam courses</a>.</p>
    <p>Tutoring in maths, English, science, languages and the 11+ for children from Year 1 to Year 13, at our
    centres in Millbrook and Harwood or online. Every new pupil starts with a free assessment.</p>
    <p><a href="/lessons">Lessons and prices</a> · <a href="/assessment">Book a free assessment</a> · <a
    href="/terms">Term dates</a></p>
    <h2>News</h2>${cards([
      [
        "9 November 2026",
        "Late Wednesdays in Harwood",
        "Harwood is open until 20:30 on Wednesdays.",
        "/news",
      ],
      ["1 September 2026", "Our prices for 2026 to 2027", "This year's prices.", "/news"],
      ["20 August 2026", "GCSE results", "Well done to every one of you.", "/news"],
    ])}`,
  ),
  "/lessons": page(
    "Lessons and prices",
    `<p>Lessons last an hour and follow the school curriculum. Prices below are for one hour, paid monthly in
    advance. Small groups are up to 4 pupils of the same year.</p>` +
      spanTable(
        "Lessons by stage and format, per hour",
        [
          "",
          "Year group",
          "One-to-one at a centre",
          "Small group at a centre (up to 4)",
          "Online one-to-one",
        ],
        LESSONS,
      ) +
      `<p>"—" means we don't teach that year group in that format.</p>` +
      `<p class="notice"><strong>From Monday 12 April 2027 (the summer term):</strong> every one-to-one lesson at a
      centre will be £3 an hour more. Small group and online prices stay the same.</p>` +
      dl([
        ["A block of 10 lessons", "10% off when you pay for all 10 in advance; use them within one term"],
        ["Brothers and sisters", "£4 off every lesson for the second child and any after"],
        ["Free assessment", "30 minutes with a tutor before the first lesson, at either centre"],
        ["Cancelling a lesson", "Give us 24 hours' notice, or the lesson is charged in full"],
        [
          "University students",
          "We don't tutor at university level: Quillfield Academic Support do, on 01632 904 515",
        ],
      ]),
  ),
  "/courses": page(
    "Exam courses",
    `<p>Courses in small groups of up to 8, with past papers and a report at the end. Places are booked per
    child.</p>` +
      table(
        "Exam courses, 2026 to 2027",
        ["Course", "Centre", "Dates and times", "Weeks", "Price"],
        COURSES,
      ) +
      `<p>Course prices include every paper and stay the same in April. <a href="/courses/book">Book a place on a
      course</a>.</p>`,
  ),
  "/terms": page(
    "Term dates",
    `<p>We follow the local schools' terms. Weekly lessons don't run in the holidays; holiday courses do.</p>` +
      table("Term dates, 2026 to 2027", ["Term", "Dates", "Half term"], TERMS),
  ),
  "/centres": page(
    "Our centres",
    `<p>Our centres are 7 miles apart: Millbrook on Church Street, by the library, and Harwood on Orchard Parade,
    above the pharmacy. Online lessons run on the same days from 16:00.</p>` +
      table("Millbrook and Harwood", ["", "Millbrook centre", "Harwood centre"], CENTRES) +
      spanTable("Opening hours", ["", "Day", "Millbrook centre", "Harwood centre"], HOURS) +
      table("Christmas and New Year", ["", "Millbrook centre", "Harwood centre"], CHRISTMAS),
  ),
  ...tutoringMorePages(page),
  ...tutoringAboutPages(page),
};

export const TUTORING: CorpusSite = {
  name: "tutoring",
  pages,
  layout: page,
  forms: {
    "/assessment/book/send": {
      title: "Assessment booked",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.child} (${f.year}, ${f.subject}) is booked for a free assessment at ${f.centre} on ${f.date} at ${f.time}.`,
    },
    "/courses/book/send": {
      title: "Course place booked",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.children} place(s) on ${f.course} for ${f.child}. We'll email ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
