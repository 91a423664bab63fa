import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_WILLIWAW_FORMS } from "./navigator-forms";

// WILLIWAW: the fifty-fourth held-out part of the navigator corpus on two sites of its own (a tutoring centre with two
// centres, and a caterer for weddings, parties and offices with a kitchen and a tasting room), written by someone who
// did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Fieldfare Tutors "last year" is
// the 2025 to 2026 prices in the news of September 2025 (£42) and "from the summer term" the notice of £3 more on
// every one-to-one lesson (a GCSE lesson £44 + £3); Millbrook is shut on Sundays, so "this sunday" (29 November), and
// Harwood open on Tuesday 29 December; the cheapest exam course is the 11+ mock exams (£70), the dearest lesson
// further maths one-to-one (£58); there are 7 tutors, 3 of them at Harwood, and 7 exam courses. At Marlow & Finch
// "last year" is 2025's menus in the news of January 2025 (£20) and "after the march price rise" the notice of £2 more
// a head (a classic sit-down on a Thursday £42 + £2); a classic buffet for 40 on a Wednesday with 2 waiting staff for
// 4 hours is 40 × £22 and 2 × 4 × £22; the tasting room is shut on Saturdays, so "this saturday" (28 November), and the
// kitchen open on Tuesday 29 December; the cheapest platter is the traybakes (£22), the dearest menu the premium
// sit-down from Friday to Sunday (£64), the biggest minimum the sit-down's 40; there are 6 on the team.
const n = navItem("ww-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_WILLIWAW: NavItem[] = [
  // fact
  n("tu-company", "tutoring", "fact", "find fieldfare tutors' company registration number", {
    contains: ["10482736"],
    excludes: ["GB 318 6620 41"],
  }),
  n(
    "tu-last-year",
    "tutoring",
    "fact",
    "what did fieldfare tutors charge last year for a one-to-one gcse lesson at a centre",
    {
      contains: ["£42"],
      excludes: ["£44"],
    },
  ),
  n(
    "tu-summer-term",
    "tutoring",
    "fact",
    "find out what a one-to-one gcse lesson at a fieldfare tutors centre will cost from the summer term",
    {
      contains: ["£47"],
      excludes: ["£44"],
    },
  ),
  n("tu-harwood-phone", "tutoring", "fact", "find the phone number of fieldfare tutors' harwood centre", {
    contains: ["01632 904 372"],
    excludes: ["01632 904 300"],
  }),
  n("tu-english-course", "tutoring", "fact", "how much is fieldfare tutors' gcse english course", {
    contains: ["£330"],
  }),
  n("ca-vat", "caterers", "fact", "find marlow & finch's vat number", {
    contains: ["GB 296 4471 38"],
    excludes: ["11725093"],
  }),
  n(
    "ca-last-year",
    "caterers",
    "fact",
    "what did marlow & finch charge a head last year for a classic buffet from monday to thursday",
    {
      contains: ["£20"],
      excludes: ["£22"],
    },
  ),
  n(
    "ca-march",
    "caterers",
    "fact",
    "find out what marlow & finch's classic sit-down will cost a head on a thursday after the march price rise",
    {
      contains: ["£44"],
      excludes: ["£42"],
    },
  ),
  n(
    "ca-tasting-phone",
    "caterers",
    "fact",
    "find the phone number of marlow & finch's wrenbury tasting room",
    {
      contains: ["01632 517 845"],
      excludes: ["01632 517 800"],
    },
  ),
  n(
    "ca-buffet-staff",
    "caterers",
    "fact",
    "work out what marlow & finch would charge for a classic buffet for 40 guests on a wednesday, with 2 waiting staff for 4 hours",
    {
      contains: ["£1,056"],
    },
  ),
  // yes/no
  n("tu-millbrook-sunday", "tutoring", "yes_no", "is fieldfare tutors' millbrook centre open this sunday", {
    answer: "no",
  }),
  n(
    "tu-harwood-29th",
    "tutoring",
    "yes_no",
    "is fieldfare tutors' harwood centre open on tuesday 29 december",
    {
      answer: "yes",
    },
  ),
  n("tu-dbs", "tutoring", "yes_no", "find out if fieldfare tutors' tutors are dbs checked", {
    answer: "yes",
  }),
  n("tu-adults", "tutoring", "yes_no", "do fieldfare tutors teach adults", { answer: "yes" }),
  n("ca-tasting-saturday", "caterers", "yes_no", "can i visit marlow & finch's tasting room this saturday", {
    answer: "no",
  }),
  n("ca-kitchen-29th", "caterers", "yes_no", "is marlow & finch's kitchen open on tuesday 29 december", {
    answer: "yes",
  }),
  n("ca-marquee", "caterers", "yes_no", "find out if marlow & finch will cater in a marquee", {
    answer: "yes",
  }),
  // list
  n("tu-millbrook-tutors", "tutoring", "list", "who teaches at fieldfare tutors' millbrook centre", {
    contains: ["Helen Okafor", "Priya Raman", "Grace Whitfield"],
    excludes: ["Daniel Frost"],
  }),
  n("tu-half-terms", "tutoring", "list", "list fieldfare tutors' half terms this school year", {
    contains: ["30 October", "19 February", "4 June"],
  }),
  n("tu-sofia", "tutoring", "list", "which languages does sofia alvarez teach at fieldfare tutors", {
    contains: ["Spanish", "French"],
  }),
  n("ca-platters", "caterers", "list", "list the office lunch platters marlow & finch do", {
    contains: ["Sandwich", "Wrap", "Mezze", "Salad", "Fruit", "Traybakes"],
  }),
  n("ca-not-vegan", "caterers", "list", "which of marlow & finch's menus can't be made vegan", {
    contains: ["Barbecue", "Afternoon tea"],
    excludes: ["Buffet"],
  }),
  // superlative
  n("tu-cheapest-course", "tutoring", "superlative", "find fieldfare tutors' cheapest exam course", {
    contains: ["11+ mock exams", "£70"],
  }),
  n(
    "tu-dearest-lesson",
    "tutoring",
    "superlative",
    "what's the most expensive lesson an hour at fieldfare tutors",
    {
      contains: ["Further maths", "£58"],
    },
  ),
  n("ca-cheapest-platter", "caterers", "superlative", "find marlow & finch's cheapest office lunch platter", {
    contains: ["Traybakes", "£22"],
  }),
  n(
    "ca-dearest-menu",
    "caterers",
    "superlative",
    "find the most expensive menu a head that marlow & finch offer",
    {
      contains: ["Sit-down", "£64"],
    },
  ),
  n(
    "ca-biggest-minimum",
    "caterers",
    "superlative",
    "which of marlow & finch's menus needs the most guests at least",
    {
      contains: ["Sit-down", "40"],
    },
  ),
  // count
  n("tu-harwood-count", "tutoring", "count", "how many tutors work at fieldfare tutors' harwood centre", {
    contains: ["3"],
  }),
  n("tu-courses-count", "tutoring", "count", "how many exam courses do fieldfare tutors run", {
    contains: ["7"],
  }),
  n("ca-team", "caterers", "count", "how many people work at marlow & finch", { contains: ["6"] }),
  // answered only on pages the site's search finds
  n(
    "tu-music-theory",
    "tutoring",
    "search",
    "do fieldfare tutors teach music theory? how much is it an hour",
    {
      contains: ["£36"],
    },
  ),
  n(
    "tu-homework-club",
    "tutoring",
    "search",
    "find out what fieldfare tutors' homework club costs a session",
    {
      contains: ["£12"],
    },
  ),
  n("ca-hog-roast", "caterers", "search", "do marlow & finch do a hog roast? what does it cost", {
    contains: ["£1,150"],
  }),
  n("ca-mobile-bar", "caterers", "search", "find out how much marlow & finch's mobile bar costs", {
    contains: ["£395"],
  }),
  // not found
  n(
    "tu-bursary",
    "tutoring",
    "not_found",
    "find out whether fieldfare tutors offer bursaries for families on low incomes",
    NONE,
  ),
  n("tu-summer-school", "tutoring", "not_found", "find the price of fieldfare tutors' summer school", NONE),
  n("ca-hygiene", "caterers", "not_found", "find marlow & finch's food hygiene rating", NONE),
  n("ca-kosher", "caterers", "not_found", "find out if marlow & finch do kosher catering", NONE),
  n(
    "ca-tasting-wines",
    "caterers",
    "not_found",
    "find out which wines marlow & finch pour at a tasting",
    NONE,
  ),
  ...NAVIGATOR_WILLIWAW_FORMS,
];
