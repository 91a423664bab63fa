import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { swimschoolAboutPages } from "./swimschool-about";
import { swimschoolMorePages } from "./swimschool-more";

// LEVANTER: the fifty-second held-out part of the corpus (Otterbrook Swim School), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A children's swimming school teaching at the pool of Halsey Academy and at Dunmere
// Leisure Centre, on different days and times (one cell spanning each part of the week's rows), Dunmere's pool shut
// for retiling in January. Lessons by stage (Ducklings, Stages 1 to 7, Adult) priced by the term under two-level
// headings (each pool, 30 and 45 minute lessons), some "—", Stages 6 and 7 "Not taught at Dunmere" spanning two
// columns; a sibling discount, a one-off assessment fee, a free trial at Halsey only, waiting lists for some stages at
// one pool; every term £6 more from the summer term of 2027; holiday crash courses priced by the 5-day course; badges
// and what each needs; the two pools side by side with Christmas and New Year; the team as cards, FAQs, dated news
// (with last year's prices), a footer with the company and VAT numbers and "Lessons 7 days a week, 7am to 9pm"
// neither pool keeps, forms to book a trial or an assessment, a crash course, the waiting list and a message, and two
// pages only the site's search finds.
const shellPage = shell({
  brand: "Otterbrook Swim School",
  tagline: "Swimming lessons for children and adults in Halsey and Dunmere",
  nav: [
    ["Lessons and prices", "/lessons"],
    ["Our pools", "/pools"],
    ["Holiday crash courses", "/crash-courses"],
    ["Badges", "/badges"],
    ["Book a trial or assessment", "/book"],
    ["Waiting list", "/waiting-list"],
    ["Our teachers", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Otterbrook Swim School, 3 Orchard Way, Halsey HL3 2PD",
    phone: "01632 963 200",
    email: "splash@otterbrookswim.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company and VAT numbers, and "lessons 7 days a week, 7am to 9pm" neither pool keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Lessons 7 days a week, 7am to 9pm · Otterbrook Swim School Ltd, registered in England and Wales no. " +
      "11937054 · VAT no. GB 291 6630 48 · A Swim England registered swim school</p>",
  );

/** A term of lessons by stage: ages, then Halsey's and Dunmere's 30 and 45 minute lessons. */
const STAGES: [string, ...Cell[]][] = [
  ["Ducklings", "6 months to 3 years, with a parent", "£96", "—", "£102", "—"],
  ["Stage 1", "3 to 5 years", "£108", "—", "£114", "—"],
  ["Stage 2", "4 to 7 years", "£108", "—", "£114", "—"],
  ["Stage 3", "5 to 8 years", "£108", "£150", "£114", "£156"],
  ["Stage 4", "6 to 10 years", "£114", "£156", "—", "£162"],
  ["Stage 5", "7 years and over", "—", "£156", "—", "£162"],
  ["Stage 6", "8 years and over", "—", "£168", ["Not taught at Dunmere", 2]],
  ["Stage 7", "9 years and over", "—", "£168", ["Not taught at Dunmere", 2]],
  ["Adult", "16 and over", "—", "£174", "—", "£180"],
];

/** The two pools side by side. */
const POOLS: string[][] = [
  [
    "Address",
    "Halsey Academy, Orchard Way, Halsey HL3 2PD",
    "Dunmere Leisure Centre, Riverside, Dunmere DM1 6QA",
  ],
  ["Main pool", "25 m, 6 lanes, 1.0 to 2.0 m deep", "20 m, 4 lanes, 0.9 to 1.4 m deep"],
  ["Teaching pool", "Yes, 0.6 m deep, for Ducklings and Stage 1", "No"],
  [
    "Parking",
    "Free at the academy after 16:00 and at weekends",
    "Leisure centre car park, £1.20 for 2 hours",
  ],
  ["Viewing for parents", "From the gallery", "From the café, behind glass"],
];

/** Lesson times by part of the week and day: Halsey and Dunmere. */
const TIMES: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "16:00 to 19:00", "No lessons"],
      ["Tuesday", "No lessons", "16:30 to 19:00"],
      ["Wednesday", "16:00 to 19:30", "No lessons"],
      ["Thursday", "No lessons", "16:30 to 19:30"],
      ["Friday", "09:30 to 11:00, Ducklings only", "No lessons"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "08:00 to 12:30", "No lessons"],
      ["Sunday", "No lessons", "09:00 to 13:00"],
    ],
  ],
];

/** Christmas and New Year: day, Halsey, Dunmere. */
const CHRISTMAS: string[][] = [
  ["Last lessons of the autumn term", "Saturday 19 December", "Sunday 20 December"],
  ["Christmas Eve to Sunday 27 December", "Closed", "Closed"],
  ["Monday 28 December, bank holiday", "Closed", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "Family swim, 10:00 to 12:00", "Closed"],
  ["New Year's Eve, Thursday 31 December", "Closed", "Family swim, 10:00 to 12:00"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "Family swim, 09:00 to 11:00", "Closed"],
  ["Sunday 3 January", "Closed", "Family swim, 09:00 to 11:00"],
];

/** Holiday crash courses: dates, pool, stages, each day, the 5-day course. */
const COURSES: string[][] = [
  [
    "February half term",
    "Monday 15 to Friday 19 February 2027",
    "Halsey",
    "Stages 1 to 4",
    "30 minutes",
    "£72",
  ],
  [
    "February half term improvers",
    "Monday 15 to Friday 19 February 2027",
    "Halsey",
    "Stages 5 to 7",
    "45 minutes",
    "£95",
  ],
  ["Easter", "Tuesday 6 to Saturday 10 April 2027", "Dunmere", "Stages 1 to 5", "30 minutes", "£78"],
  ["Summer", "Monday 2 to Friday 6 August 2027", "Halsey and Dunmere", "Stages 1 to 7", "45 minutes", "£99"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Otterbrook Swim School",
    `<p class="banner" role="status"><strong>Spring term:</strong> Halsey starts on Monday 11 January, Dunmere on
    Tuesday 19 January. <a href="/lessons">See prices</a>.</p>
    <p>Small classes of up to 6 children, taught by Swim England qualified teachers in Halsey since 2011 and in
    Dunmere since 2018, from babies in the Ducklings class to adults learning for the first time.</p>
    <p><a href="/lessons">Lessons and prices</a> · <a href="/crash-courses">Holiday crash courses</a> · <a
    href="/book">Book a trial or assessment</a></p>
    <h2>News</h2>${cards([
      ["16 November 2026", "Dunmere closed in January", "Retiling the pool.", "/news"],
      ["1 September 2026", "Our prices for 2026/27", "This year's prices.", "/news"],
      ["30 July 2025", "A record summer", "Our busiest crash courses.", "/news"],
    ])}`,
  ),
  "/lessons": page(
    "Lessons and prices",
    `<p>Every class has up to 6 children and one teacher in the water or on the side. Children move up a stage when
    their teacher says they're ready, at the end of a term. Each term is 10 lessons, paid before the first.</p>` +
      groupedTable(
        "A term of lessons, spring 2027",
        ["Stage", "Ages"],
        [
          ["Halsey", ["30 minutes", "45 minutes"]],
          ["Dunmere", ["30 minutes", "45 minutes"]],
        ],
        STAGES,
      ) +
      `<p>"—" means we don't teach that stage for that length of lesson at that pool.</p>` +
      `<p class="notice"><strong>From the summer term, starting Monday 19 April 2027:</strong> every term will be £6
      more. Crash courses stay the same.</p>` +
      dl([
        [
          "Brothers and sisters",
          "£12 off the term for the second child and each child after, at either pool",
        ],
        [
          "Assessment",
          "£15, once: 20 minutes in the water with a teacher, for swimmers who've had lessons elsewhere",
        ],
        ["Free trial lesson", "At Halsey only, one 30 minute lesson, for Stages 1 to 4"],
        ["Missed lessons", "Not refunded, but you can swap to another class at the same pool once a term"],
      ]) +
      line(
        "Waiting lists",
        "Ducklings at Halsey, and Stages 1 and 2 at Dunmere. Every other class has places",
      ) +
      `<p><a href="/book">Book a trial or assessment</a> · <a href="/waiting-list">Join a waiting list</a></p>`,
  ),
  "/pools": page(
    "Our pools",
    `<p>We teach at the pool of Halsey Academy and at Dunmere Leisure Centre, 7 miles apart. Our office is at
    Halsey.</p>` +
      table("Halsey and Dunmere", ["", "Halsey", "Dunmere"], POOLS) +
      spanTable("Lesson times", ["", "Day", "Halsey", "Dunmere"], TIMES) +
      `<p class="notice"><strong>Dunmere closed for retiling:</strong> from Monday 4 January to Sunday 17 January 2027.
      Dunmere's spring term starts on Tuesday 19 January; Halsey's on Monday 11 January.</p>` +
      table("Christmas and New Year", ["", "Halsey", "Dunmere"], CHRISTMAS) +
      `<p>Family swims are £4 a person, under-3s free, no booking needed.</p>`,
  ),
  "/crash-courses": page(
    "Holiday crash courses",
    `<p>Five days in a row in the school holidays: a quick way to move up a stage or get ready for a holiday.</p>` +
      table("Crash courses", ["Course", "Dates", "Pool", "Stages", "Each day", "5-day course"], COURSES) +
      dl([
        ["Sibling discount", "Not on crash courses"],
        ["Missed days", "Not refunded"],
        ["Up to", "6 children in a class"],
      ]) +
      `<p><a href="/crash-courses/book">Book a crash course</a></p>`,
  ),
  ...swimschoolMorePages(page),
  ...swimschoolAboutPages(page),
};

export const SWIMSCHOOL: CorpusSite = {
  name: "swimschool",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Booking received",
      reply: (f) =>
        `Thank you, ${f.parent}. A ${f.kind} for ${f.child}, aged ${f.age}, ${f.stage}, at ${f.pool} on ${f.day} at ${f.time}.`,
    },
    "/crash-courses/book/send": {
      title: "Crash course booked",
      reply: (f) =>
        `Thank you, ${f.parent}. ${f.children} place(s) on the ${f.course} course for ${[f.child, f.child2, f.others].filter(Boolean).join(", ")}.`,
    },
    "/waiting-list/send": {
      title: "On the waiting list",
      reply: (f) => `Thank you, ${f.parent}. ${f.child} is on the waiting list for ${f.stage} at ${f.pool}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
