import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_DRIZZLE_FORMS } from "./navigator-forms";

// DRIZZLE: the fortieth held-out part of the navigator corpus on two sites of its own (a hot-air balloon company
// flying from three launch sites, and a martial arts club with two dojos), written by someone who did not tune the
// engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this
// file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Larkrise it is winter: only Hallam Down Racecourse
// flies, sunrise flights at weekends, whatever the footer's "flying March to October" says, so Fennick is not flying
// "this saturday" (28 November); 2 on an Anytime Sunrise Flight with one over 16 stone is 2 × £225 and £60; "last year"
// is 2025's prices in the news. At Welbourne Station Street has no Sunday class whatever the footer's 7 days a week
// say, "this saturday" has adult karate at 11:15, Christmas Eve falls in both dojos' closures, 2 children on One
// Discipline is 2 × £28, and "last year" is 2025's prices in the news.
const n = navItem("dr-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_DRIZZLE: NavItem[] = [
  // fact
  n("balloon-company", "balloon", "fact", "what's larkrise balloons' company number", {
    contains: ["03318204"],
    excludes: ["GB 2317"],
  }),
  n("caa", "balloon", "fact", "whats the CAA operator number for larkrise balloons", {
    contains: ["GB 2317"],
    excludes: ["03318204"],
  }),
  n(
    "sunrise-last-year",
    "balloon",
    "fact",
    "how much was a weekday sunrise flight with larkrise balloons last year",
    {
      contains: ["£169"],
      excludes: ["£185"],
    },
  ),
  n(
    "couple-heavy",
    "balloon",
    "fact",
    "how much would larkrise charge for me and my husband on an anytime sunrise flight? he's about 17 stone",
    {
      contains: ["£510"],
      excludes: ["£50"],
    },
  ),
  n(
    "flightline-evening",
    "balloon",
    "fact",
    "from what time can i ring larkrise's flightline to check an evening flight is on",
    {
      contains: ["14:00"],
      excludes: ["09:00"],
    },
  ),
  n("dojo-company", "dojo", "fact", "what's welbourne martial arts club's company number", {
    contains: ["09274518"],
    excludes: ["40217"],
  }),
  n("bja", "dojo", "fact", "what's the british judo club number for welbourne martial arts club", {
    contains: ["40217"],
    excludes: ["09274518"],
  }),
  n(
    "unlimited-last-year",
    "dojo",
    "fact",
    "how much was unlimited membership at welbourne martial arts last year",
    {
      contains: ["£50"],
      excludes: ["£54"],
    },
  ),
  n(
    "two-kids-judo",
    "dojo",
    "fact",
    "how much a month for my 2 kids to do judo at welbourne martial arts, they're 9 and 11",
    {
      contains: ["£56"],
      excludes: ["£40"],
    },
  ),
  n("saturday-karate", "dojo", "fact", "what time is adult karate at welbourne martial arts this saturday", {
    contains: ["11:15"],
    excludes: ["18:45"],
  }),
  // yes_no
  n(
    "fennick-saturday",
    "balloon",
    "yes_no",
    "can i fly with larkrise from fennick country park this saturday",
    {
      answer: "no",
    },
  ),
  n(
    "racecourse-winter",
    "balloon",
    "yes_no",
    "does larkrise fly from the racecourse at weekends in the winter",
    {
      answer: "yes",
    },
  ),
  n("weekday-pass-on", "balloon", "yes_no", "can i give my larkrise weekday voucher to my sister", {
    answer: "yes",
  }),
  n("seven-year-old", "balloon", "yes_no", "can my 7 year old go up in a larkrise balloon", { answer: "no" }),
  n("station-sunday", "dojo", "yes_no", "is welbourne martial arts' station street dojo open on sundays", {
    answer: "no",
  }),
  n("christmas-eve", "dojo", "yes_no", "are there any welbourne martial arts classes on christmas eve", {
    answer: "no",
  }),
  n(
    "kickboxing-twelve",
    "dojo",
    "yes_no",
    "can my 12 year old do kickboxing at welbourne martial arts club",
    {
      answer: "yes",
    },
  ),
  // search: the answer is on a page linked from nowhere
  n(
    "propose",
    "balloon",
    "search",
    "can i propose to my girlfriend in a larkrise balloon? how much extra is it",
    {
      contains: ["£120"],
    },
  ),
  n(
    "tethered",
    "balloon",
    "search",
    "does larkrise do tethered balloon rides at a village fete? what does it cost",
    {
      contains: ["£1,650"],
    },
  ),
  n(
    "self-defence",
    "dojo",
    "search",
    "does welbourne martial arts run a self defence course for women? how much is it",
    {
      contains: ["£48"],
    },
  ),
  n(
    "half-term",
    "dojo",
    "search",
    "does welbourne martial arts club do a kids holiday camp in february half term? how much a day",
    {
      contains: ["£30"],
    },
  ),
  // list
  n("sunrise-sites", "balloon", "list", "which of larkrise's launch sites do sunrise flights", {
    contains: ["Fennick", "Hallam Down"],
    excludes: ["Cardew"],
  }),
  n("pass-on", "balloon", "list", "which larkrise flight vouchers can you give to someone else", {
    contains: ["Weekday", "Anytime", "Taster", "Private for Two"],
    excludes: ["Standby"],
  }),
  n("judo-days", "dojo", "list", "which days can you do judo at welbourne martial arts", {
    contains: ["Tuesday", "Thursday", "Saturday"],
    excludes: ["Monday", "Wednesday"],
  }),
  n("judo-coaches", "dojo", "list", "who teaches judo at welbourne martial arts club", {
    contains: ["Tomasz Nowak", "Hana Price"],
    excludes: ["Maggie Holt", "Callum Reid"],
  }),
  n("friday-classes", "dojo", "list", "what classes are on at welbourne martial arts on a friday", {
    contains: ["Junior Kickboxing", "Open Mat"],
    excludes: ["Little Dragons"],
  }),
  // superlative
  n("cheapest-flight", "balloon", "superlative", "what's the cheapest balloon flight larkrise do", {
    contains: ["Taster", "£119"],
    excludes: ["£175"],
  }),
  n("biggest-balloon", "balloon", "superlative", "which larkrise launch site has the biggest balloon", {
    contains: ["Hallam Down", "20"],
    excludes: ["16"],
  }),
  n(
    "highest-grade",
    "dojo",
    "superlative",
    "who's the highest graded instructor at welbourne martial arts club",
    {
      contains: ["Maggie Holt", "6th dan"],
      excludes: ["4th dan"],
    },
  ),
  n(
    "biggest-party",
    "dojo",
    "superlative",
    "which welbourne martial arts birthday party can have the most kids",
    {
      contains: ["Judo Party", "25"],
      excludes: ["20"],
    },
  ),
  n(
    "earliest-saturday",
    "dojo",
    "superlative",
    "what's the earliest class on a saturday at welbourne martial arts",
    {
      contains: ["Little Dragons", "09:00"],
      excludes: ["10:00"],
    },
  ),
  // count
  n("launch-sites", "balloon", "count", "how many places does larkrise balloons fly from", {
    contains: ["3"],
  }),
  n("voucher-kinds", "balloon", "count", "how many kinds of flight voucher does larkrise sell", {
    contains: ["5"],
  }),
  n("instructors", "dojo", "count", "how many instructors does welbourne martial arts have", {
    contains: ["6"],
  }),
  // not_found
  n("hen-party", "balloon", "not_found", "does larkrise balloons do hen party packages", NONE),
  n("video", "balloon", "not_found", "can larkrise film our balloon flight and sell us the video", NONE),
  n("student", "balloon", "not_found", "does larkrise balloons do a student discount", NONE),
  n("lost-property", "dojo", "not_found", "does welbourne martial arts have a lost property box", NONE),
  n(
    "wifi",
    "dojo",
    "not_found",
    "what's the wifi password at welbourne martial arts' station street dojo",
    NONE,
  ),
  // form
  ...NAVIGATOR_DRIZZLE_FORMS,
];
