import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// WILLIWAW: the fifty-fourth held-out part of the research corpus on two sites of its own (a tutoring centre with two
// centres, and a caterer for weddings, parties and offices with a kitchen and a tasting room), written by someone who
// did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Fieldfare Tutors a one-to-one
// GCSE lesson at a centre is £44 an hour (online £40, a small group £24); a small group A level lesson £28 (one-to-one
// £52); an online Key Stage 3 lesson £34 (at a centre £38); a block of 10 one-to-one GCSE lessons 10 × £44 less 10%
// (not 10 × £44); two Year 5 children one-to-one £34 and £34 less £4; a one-to-one A level lesson after the April rise
// £52 + £3; the 11+ preparation course £320 (the mock exams £70); Harwood shuts at 20:30 on Wednesdays (Millbrook at
// 19:00) and Millbrook at 14:00 on Saturdays (Harwood at 13:00); Millbrook is shut on Sundays; no university
// tutoring; the assessment is free; a lesson cancelled with under 24 hours' notice is charged; Harwood has no waiting
// room; Daniel Frost, Marcus Lindqvist and Sofia Alvarez are at Harwood; the 11+ preparation and mock exams, GCSE
// English and A level maths Easter revision are at Millbrook; Grace Whitfield teaches the 11+; 7 tutors; GCSE maths
// runs 11 weeks; the spring term starts on Monday 4 January 2027; nothing says a bus stop or an exam board. At Marlow
// & Finch a classic buffet from Friday to Sunday is £25 a head (Monday to Thursday £22); a premium sit-down Monday to
// Thursday £56 (classic £42, premium at the weekend £64); 18 guests at a classic buffet on a Saturday are charged the
// minimum of 25, 25 × £25; three waiting staff for 5 hours 3 × 5 × £22; a deposit on £3,200 25% of it; 12 bottles of
// wine 12 × £8 corkage; Zone B delivery £30 (Zone A £15); crockery for 80 guests 80 × £4.50; the barbecue and
// afternoon tea can't be vegan and the sit-down can't be halal; Zone C is always charged; the tasting room is shut
// on Saturdays and open until 19:30 on Thursdays (17:00 other weekdays); your own wine is allowed; the halal menus are
// canapés, buffet, barbecue and afternoon tea, the nut-free ones buffet, sit-down and barbecue; six platters; the
// balance is due 14 days before; platters are ordered by 14:00 the working day before; a sit-down needs 40 guests;
// Hannah Marlow is the head chef; over 250 guests go to Harbourside Event Catering; 4 of the team at the kitchen;
// nothing says insurance, a chocolate fountain or calories.
const r = researchItem("ww-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_WILLIWAW: ResearchItem[] = [
  // tutoring
  r(
    "gcse-one-to-one",
    "tutoring",
    "price",
    "how much is a one to one gcse lesson at the centre per hour /lessons",
    {
      contains: ["£44"],
      excludes: ["£40", "£24"],
    },
  ),
  r(
    "alevel-group",
    "tutoring",
    "price",
    "my daughters in year 12, what does a small group lesson cost /lessons",
    {
      contains: ["£28"],
      excludes: ["£52", "£48"],
    },
  ),
  r("ks3-online", "tutoring", "price", "online one to one for a year 8 child, how much an hour /lessons", {
    contains: ["£34"],
    excludes: ["£38"],
  }),
  r(
    "block-gcse",
    "tutoring",
    "price",
    "if i pay upfront for a block of 10 one to one gcse lessons what will that come to /lessons",
    {
      contains: ["£396"],
    },
  ),
  r(
    "siblings",
    "tutoring",
    "price",
    "two kids both in year 5, one to one each at the centre, whats the cost for one lesson each with your sibling discount /lessons",
    {
      contains: ["£64"],
    },
  ),
  r(
    "alevel-april",
    "tutoring",
    "price",
    "what will a one to one a level lesson at the centre cost once the prices go up in april /lessons",
    {
      contains: ["£55"],
    },
  ),
  r("elevenplus-course", "tutoring", "price", "how much is the 11+ preparation course /courses", {
    contains: ["£320"],
    excludes: ["£70"],
  }),
  r("harwood-wednesday", "tutoring", "time", "what time does harwood close on wednesdays /centres", {
    contains: ["20:30"],
    excludes: ["19:00"],
  }),
  r("millbrook-saturday", "tutoring", "time", "millbrook centre saturday closing time? /centres", {
    contains: ["14:00"],
    excludes: ["13:00"],
  }),
  r("millbrook-sunday", "tutoring", "yes_no", "can we come to the millbrook centre on a sunday /centres", {
    answer: "no",
  }),
  r("university", "tutoring", "yes_no", "do you tutor first year university maths students /lessons", {
    answer: "no",
  }),
  r(
    "assessment-cost",
    "tutoring",
    "yes_no",
    "do i have to pay anything for the assessment before lessons start /assessment",
    {
      answer: "no",
    },
  ),
  r(
    "late-cancel",
    "tutoring",
    "yes_no",
    "if i cancel on the morning of the lesson, only a few hours notice, will i still be charged /lessons",
    {
      answer: "yes",
    },
  ),
  r(
    "harwood-waiting",
    "tutoring",
    "yes_no",
    "is there somewhere for me to wait at harwood while my son has his lesson /centres",
    {
      answer: "no",
    },
  ),
  r("harwood-tutors", "tutoring", "list", "which tutors are based at harwood /tutors", {
    contains: ["Daniel Frost", "Marcus Lindqvist", "Sofia Alvarez"],
    excludes: ["Priya Raman"],
  }),
  r(
    "millbrook-courses",
    "tutoring",
    "list",
    "which of the exam courses are at the millbrook centre /courses",
    {
      contains: ["11+ preparation", "11+ mock exams", "GCSE English", "A level maths Easter revision"],
      excludes: ["GCSE maths"],
    },
  ),
  r("cancel-notice", "tutoring", "fact", "how much notice do you need if we cant make a lesson /lessons", {
    contains: ["24 hours"],
  }),
  r("frost-qualifications", "tutoring", "fact", "what qualifications has daniel frost got /tutors", {
    contains: ["BSc in chemistry", "PGCE"],
    excludes: ["MA in English literature"],
  }),
  r("elevenplus-tutor", "tutoring", "name", "whos the tutor for the 11+ /tutors", {
    contains: ["Grace Whitfield"],
    excludes: ["Priya Raman"],
  }),
  r("tutor-count", "tutoring", "count", "how many tutors do you have /tutors", {
    contains: ["7"],
  }),
  r("gcse-maths-weeks", "tutoring", "count", "how many weeks does the gcse maths course last /courses", {
    contains: ["11"],
  }),
  r("spring-term", "tutoring", "date", "when does the spring term start /terms", {
    contains: ["4 January"],
    excludes: ["12 April"],
  }),
  r("exam-board", "tutoring", "not_found", "which exam board do you follow for gcse english /courses", NONE),
  r("bus-harwood", "tutoring", "not_found", "is there a bus stop near the harwood centre /centres", NONE),
  // caterers
  r("buffet-weekend", "caterers", "price", "classic buffet on a saturday, how much per head /menus", {
    contains: ["£25"],
    excludes: ["£22", "£34"],
  }),
  r(
    "sitdown-premium",
    "caterers",
    "price",
    "premium three course sit down on a tuesday, price per person? /menus",
    {
      contains: ["£56"],
      excludes: ["£42", "£64"],
    },
  ),
  r(
    "buffet-small",
    "caterers",
    "price",
    "there's only 18 of us, classic buffet on a saturday, what would we pay in total /menus",
    {
      contains: ["£625"],
    },
  ),
  r("waiting-staff", "caterers", "price", "three waiting staff for 5 hours, how much /extras", {
    contains: ["£330"],
  }),
  r("deposit", "caterers", "price", "our quote came to £3,200, how much deposit do we pay /booking", {
    contains: ["£800"],
  }),
  r(
    "corkage",
    "caterers",
    "price",
    "we're bringing 12 bottles of our own wine, what will corkage be /extras",
    {
      contains: ["£96"],
    },
  ),
  r("zone-b", "caterers", "price", "delivery to a venue 10 miles from your kitchen, how much /delivery", {
    contains: ["£30"],
    excludes: ["£15", "£55"],
  }),
  r("crockery", "caterers", "price", "cost of crockery hire for 80 guests /extras", {
    contains: ["£360"],
  }),
  r("vegan-bbq", "caterers", "yes_no", "can the barbecue be done vegan /dietary", { answer: "no" }),
  r("halal-sitdown", "caterers", "yes_no", "is the sit down meal available halal /dietary", { answer: "no" }),
  r(
    "zone-c-free",
    "caterers",
    "yes_no",
    "we're about 20 miles away and the order is £900, do we get free delivery /delivery",
    {
      answer: "no",
    },
  ),
  r("tasting-saturday", "caterers", "yes_no", "is the tasting room open saturdays /find-us", {
    answer: "no",
  }),
  r("own-wine", "caterers", "yes_no", "are we allowed to bring our own wine /faq", { answer: "yes" }),
  r("halal-menus", "caterers", "list", "which menus can you do halal /dietary", {
    contains: ["Canapés", "Buffet", "Barbecue", "Afternoon tea"],
    excludes: ["Sit-down"],
  }),
  r("nut-free", "caterers", "list", "which of your menus can be made nut free /dietary", {
    contains: ["Buffet", "Sit-down", "Barbecue"],
    excludes: ["Canapés", "Afternoon tea"],
  }),
  r("platters", "caterers", "list", "what platters do you do for office lunches /office-lunches", {
    contains: ["Sandwich", "Wrap", "Mezze", "Salad", "Fruit", "Traybakes"],
  }),
  r("balance-due", "caterers", "fact", "when do we have to pay the rest of the money /booking", {
    contains: ["14 days before"],
  }),
  r(
    "platter-cutoff",
    "caterers",
    "fact",
    "whats the latest i can order office lunch platters for tomorrow /office-lunches",
    {
      contains: ["14:00", "the working day before"],
    },
  ),
  r("sitdown-minimum", "caterers", "fact", "minimum numbers for a sit down meal? /menus", {
    contains: ["40"],
    excludes: ["25"],
  }),
  r("tasting-thursday", "caterers", "time", "how late is the tasting room open on a thursday /find-us", {
    contains: ["19:30"],
    excludes: ["17:00"],
  }),
  r("head-chef", "caterers", "name", "who is your head chef /team", {
    contains: ["Hannah Marlow"],
    excludes: ["Leila Nasser"],
  }),
  r("big-events", "caterers", "name", "we're expecting 300 guests, who would you recommend instead /menus", {
    contains: ["Harbourside Event Catering"],
  }),
  r("kitchen-staff", "caterers", "count", "how many of your team work at the oakhurst kitchen /team", {
    contains: ["4"],
  }),
  r("insurance", "caterers", "not_found", "do you have public liability insurance /booking", NONE),
  r("chocolate-fountain", "caterers", "not_found", "can we hire a chocolate fountain from you /extras", NONE),
  r("calories", "caterers", "not_found", "how many calories are in the afternoon tea /menus", NONE),
];
