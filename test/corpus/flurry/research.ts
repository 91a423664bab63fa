import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// FLURRY: the twenty-seventh held-out part of the research corpus on two sites of its own (an independent print and
// copy shop with a high-street shop and a trade park unit, and a dance school with two studios), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "after 4th jan" is the
// print shop's new card prices; "from january" is the dance school's spring-term fees; "new years eve" is Thursday
// 31 December in the print shop's Christmas table; "before october" is the old colour copy price.
const r = researchItem("fl-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_FLURRY: ResearchItem[] = [
  // printshop
  r(
    "cards-500-double",
    "printshop",
    "price",
    "how much for 500 business cards printed both sides on the normal card /print",
    {
      contains: ["£38"],
      excludes: ["£32", "£58"],
    },
  ),
  r("premium-250", "printshop", "price", "price of 250 of the matt laminated business cards /print", {
    contains: ["£42"],
    excludes: ["£29", "£33"],
  }),
  r("a5-1000-double", "printshop", "price", "1000 a5 flyers double sided how much /print", {
    contains: ["£84"],
    excludes: ["£69", "£132"],
  }),
  r(
    "cards-january",
    "printshop",
    "price",
    "what will 1000 double sided standard business cards cost after 4th jan /print",
    { contains: ["£58"], excludes: ["£54"] },
  ),
  r("a1-satin", "printshop", "price", "how much is an A1 poster on photo paper /large-format", {
    contains: ["£31"],
    excludes: ["£22", "£48"],
  }),
  r("a0-foamboard", "printshop", "price", "a0 poster mounted on board, what does that cost /large-format", {
    contains: ["£75"],
    excludes: ["£36", "£49"],
  }),
  r("banner-metre", "printshop", "price", "how much per metre for a pvc banner 1m high /large-format", {
    contains: ["£24"],
    excludes: ["£18", "£30"],
  }),
  r("banner-same-day", "printshop", "yes_no", "can i get a banner printed same day /large-format", {
    answer: "no",
  }),
  r("colour-a3", "printshop", "price", "how much is a colour a3 copy, one sided /copying", {
    contains: ["90p"],
    excludes: ["45p", "20p"],
  }),
  r(
    "bulk-copies",
    "printshop",
    "price",
    "i need around 800 pages of black and white a4 copying doing, is there a cheaper rate /copying",
    { contains: ["6p"], excludes: ["10p"] },
  ),
  r("wire-100", "printshop", "price", "how much to wire bind a document thats 100 sheets /finishing", {
    contains: ["£6.50"],
    excludes: ["£5", "£4.50"],
  }),
  r(
    "thesis-three",
    "printshop",
    "price",
    "i need 3 copies of my thesis hardbound, how much each /finishing",
    {
      contains: ["£32"],
      excludes: ["£38"],
    },
  ),
  r("laminate-a3", "printshop", "price", "cost to laminate an a3 sheet, the normal thickness /finishing", {
    contains: ["£3"],
    excludes: ["£4.50"],
  }),
  r(
    "same-day-cutoff",
    "printshop",
    "time",
    "what time do i have to order by to get same day printing /turnaround",
    {
      contains: ["11am"],
      excludes: ["2pm"],
    },
  ),
  r("next-day-extra", "printshop", "fact", "how much extra is it for next day printing /turnaround", {
    contains: ["25%"],
    excludes: ["50%"],
  }),
  r("bleed", "printshop", "fact", "how much bleed do you need on the pdf for flyers /artwork", {
    contains: ["3 mm"],
    excludes: ["10 mm"],
  }),
  r("card-design", "printshop", "price", "how much do you charge to design a business card for me /artwork", {
    contains: ["£25"],
    excludes: ["£30"],
  }),
  r(
    "free-local-delivery",
    "printshop",
    "price",
    "how much do i need to spend to get free delivery in tollbridge /delivery",
    { contains: ["£75"], excludes: ["£150"] },
  ),
  r("trade-discount", "printshop", "fact", "what discount do you get on a trade account /trade", {
    contains: ["15%"],
  }),
  r(
    "trade-park-saturday",
    "printshop",
    "time",
    "what time does the trade park unit close on saturdays /shops",
    {
      contains: ["12:00"],
      excludes: ["16:00"],
    },
  ),
  r(
    "high-street-nye",
    "printshop",
    "time",
    "is the high street shop open on new years eve, till when /shops",
    { contains: ["14:00"], excludes: ["13:00", "16:00"] },
  ),
  r("colour-before", "printshop", "price", "what did a colour a4 copy cost before october /news", {
    contains: ["55p"],
    excludes: ["45p"],
  }),
  r("canvas", "printshop", "not_found", "how much to get a photo printed on canvas /large-format", NONE),
  r("envelopes", "printshop", "not_found", "how much to print our logo on 500 envelopes /print", NONE),
  r(
    "van-times",
    "printshop",
    "not_found",
    "what time of day does the local delivery van come /delivery",
    NONE,
  ),
  // danceschool
  r("three-classes", "danceschool", "price", "my son wants to do 3 classes a week, how much a term /fees", {
    contains: ["£216"],
    excludes: ["£156", "£264"],
  }),
  r("one-class-january", "danceschool", "price", "how much will one class a week be from january /fees", {
    contains: ["£90"],
    excludes: ["£84"],
  }),
  r("adult-drop-in", "danceschool", "price", "how much to just drop in to one of the adult classes /fees", {
    contains: ["£10"],
    excludes: ["£96"],
  }),
  r("sibling", "danceschool", "fact", "whats the discount for a second child /fees", {
    contains: ["10%"],
    excludes: ["15%"],
  }),
  r("tap-grade-4", "danceschool", "price", "how much is the grade 4 tap exam /exams", {
    contains: ["£50"],
    excludes: ["£66"],
  }),
  r("ballet-grade-3", "danceschool", "price", "ballet grade 3 exam cost? /exams", {
    contains: ["£61"],
    excludes: ["£46"],
  }),
  r("entries-close", "danceschool", "date", "when do exam entries close for the next exams /exams", {
    contains: ["15 January"],
    excludes: ["14 March"],
  }),
  r("jazz-primary", "danceschool", "yes_no", "is there a primary jazz exam my 6 year old could take /exams", {
    answer: "no",
  }),
  r("tap-shoes", "danceschool", "fact", "what kind of tap shoes does my daughter need /uniform", {
    contains: ["Oxford"],
    excludes: ["split-sole"],
  }),
  r("adult-hoodie", "danceschool", "price", "how much is a pelham hoodie in an adult size /uniform", {
    contains: ["£28"],
    excludes: ["£24", "£12"],
  }),
  r("chapel-parking", "danceschool", "fact", "where do i park for the chapel studio /studios", {
    contains: ["Larkhill Road car park"],
    excludes: ["40 spaces"],
  }),
  r(
    "foxley-wait",
    "danceschool",
    "fact",
    "is there anywhere for parents to wait at the foxley studio /studios",
    {
      contains: ["Bean There"],
    },
  ),
  r("hire-chapel-sunday", "danceschool", "price", "how much to hire the chapel studio on a sunday /hire", {
    contains: ["£20"],
    excludes: ["£16", "£24"],
  }),
  r(
    "hire-deposit",
    "danceschool",
    "yes_no",
    "do you have to pay a deposit to hire a studio for a one off /hire",
    {
      answer: "yes",
      contains: ["£50"],
    },
  ),
  r("spring-half-term", "danceschool", "date", "when is half term in the spring /dates", {
    contains: ["20 February"],
    excludes: ["31 October"],
  }),
  r(
    "showcase-child",
    "danceschool",
    "price",
    "how much is a child's ticket for the christmas showcase /dates",
    {
      contains: ["£8"],
      excludes: ["£10", "£12"],
    },
  ),
  r("make-up", "danceschool", "yes_no", "if my son misses a class can he make it up another day /policies", {
    answer: "yes",
  }),
  r(
    "late-pickup",
    "danceschool",
    "price",
    "what do you charge if i'm late picking up my daughter /policies",
    {
      contains: ["£5"],
      excludes: ["£10"],
    },
  ),
  r("summer-costume", "danceschool", "price", "do we have to pay for costumes for the summer show /faq", {
    contains: ["£20"],
  }),
  r(
    "street-saturday",
    "danceschool",
    "name",
    "which studio is the saturday street juniors class in /timetable",
    {
      contains: ["Foxley"],
      excludes: ["Chapel Studio"],
    },
  ),
  r("grade-5-length", "danceschool", "fact", "how long is the ballet grade 5 and 6 class /timetable", {
    contains: ["1 hour 15 minutes"],
    excludes: ["45 minutes"],
  }),
  r("contemporary-teacher", "danceschool", "name", "who teaches contemporary /timetable", {
    contains: ["Hana Sato"],
    excludes: ["Ruth Okoro"],
  }),
  r("adult-tap-time", "danceschool", "time", "what time is adult tap on /timetable", {
    contains: ["20:00"],
    excludes: ["19:30"],
  }),
  r(
    "pay-yearly",
    "danceschool",
    "not_found",
    "is there a discount if we pay for the whole year up front /fees",
    NONE,
  ),
  r("ballet-shoes-price", "danceschool", "not_found", "how much are the pink ballet shoes /uniform", NONE),
];
