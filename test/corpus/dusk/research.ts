import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// DUSK: the twentieth held-out part of the research corpus on two sites of its own (a members' golf club with an
// 18-hole and a 9-hole course, a floodlit driving range, coaching and a clubhouse restaurant, and an independent
// language school in two towns with adult courses, exam preparation, one-to-one lessons and children's Saturday
// classes), written by someone who did not tune the engines and run once at the very end as an honest outside
// measurement. Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a
// Thursday: "at the moment" and "this time of year" are the golf club's winter fees (1 November to 31 March), "in
// january" and "from january" are from 1 January 2027, "from april" is 1 April 2027, "this year" is 2026, and "the
// autumn term" is the language school's term that ends on 10 December 2026.
const r = researchItem("du-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_DUSK: ResearchItem[] = [
  // golfclub
  r(
    "sat-winter",
    "golfclub",
    "price",
    "whats the green fee for a visitor on a saturday at the moment /visitors",
    {
      contains: ["£45"],
      excludes: ["£72", "£38", "£35"],
    },
  ),
  r(
    "handicap-weekday",
    "golfclub",
    "yes_no",
    "do i need a handicap to play as a visitor on a weekday /visitors",
    {
      answer: "no",
    },
  ),
  r("twilight-winter", "golfclub", "time", "from what time do the winter twilight rates start /visitors", {
    contains: ["12:30"],
    excludes: ["16:00"],
  }),
  r(
    "junior-sunday",
    "golfclub",
    "price",
    "how much for an under 18 to play the moor on a sunday in january /visitors",
    { contains: ["£15"], excludes: ["£22", "£12"] },
  ),
  r(
    "spinney-jan",
    "golfclub",
    "price",
    "9 holes on the spinney on a weekday - how much from january /visitors",
    {
      contains: ["£15.50"],
      excludes: ["£14", "£17.50"],
    },
  ),
  r("buggy-age", "golfclub", "count", "how old do you have to be to drive a buggy /visitors", {
    contains: ["21"],
  }),
  r("large-peak", "golfclub", "price", "price of a large bucket of range balls at peak times /range", {
    contains: ["£10.50"],
    excludes: ["£8.50", "£14.00", "£8.00"],
  }),
  r("peak-starts", "golfclub", "time", "what time does peak start at the range on weekdays /range", {
    contains: ["17:00"],
  }),
  r("large-2027", "golfclub", "price", "how much will a large bucket be off peak from january /news", {
    contains: ["£9.00"],
    excludes: ["£11.00"],
  }),
  r(
    "range-used-to",
    "golfclub",
    "time",
    "what time did the range shut on weekdays before they put the new floodlights in /news",
    { contains: ["21:00"] },
  ),
  r("five-day", "golfclub", "price", "whats the annual sub for five day membership /membership", {
    contains: ["£1,050"],
    excludes: ["£1,395", "£350", "£89"],
  }),
  r("par-threes", "golfclub", "count", "how many par 3s are there on the moor /courses/moor", {
    contains: ["4"],
  }),
  r("full-joining", "golfclub", "price", "joining fee for full 7 day membership? /membership", {
    contains: ["£500"],
    excludes: ["£350", "£100", "£150"],
  }),
  r("full-2027", "golfclub", "price", "how much will full membership be from april /membership", {
    contains: ["£1,450"],
    excludes: ["£1,395"],
  }),
  r("hannah-hour", "golfclub", "price", "how much is an hour's lesson with hannah /academy", {
    contains: ["£60"],
    excludes: ["£80", "£35"],
  }),
  r("gareth-days", "golfclub", "list", "which days does the head pro teach /academy", {
    contains: ["Tuesday", "Saturday"],
    excludes: ["Sunday", "Monday"],
  }),
  r("beginners-start", "golfclub", "date", "when does the next get into golf course start /academy", {
    contains: ["10 January"],
  }),
  r(
    "kitchen-winter",
    "golfclub",
    "time",
    "what time does the kitchen close on a wednesday this time of year /nineteenth",
    { contains: ["18:00"], excludes: ["19:30", "21:00"] },
  ),
  r("carvery-child", "golfclub", "price", "how much is the sunday carvery for a kid /nineteenth", {
    contains: ["£9.95"],
    excludes: ["£16.95", "£21.95"],
  }),
  r("longest", "golfclub", "name", "which is the longest hole on the moor course /courses/moor", {
    contains: ["Ridgeway"],
    excludes: ["Long Drag"],
  }),
  r("champion", "golfclub", "name", "who won the mens club championship this year /news", {
    contains: ["Rob Kettering"],
    excludes: ["Aisha Patel"],
  }),
  r("secretary", "golfclub", "name", "who's the club secretary /contact", {
    contains: ["Martin Oduya"],
    excludes: ["Claire Pennock"],
  }),
  r("locker", "golfclub", "not_found", "how much is a locker for the year /membership", NONE),
  r("record", "golfclub", "not_found", "what is the course record on the moor /courses/moor", NONE),
  r(
    "shop-xmas-eve",
    "golfclub",
    "not_found",
    "what time does the pro shop open on christmas eve /shop",
    NONE,
  ),
  // langschool
  r("japanese-price", "langschool", "price", "how much does the japanese course cost /courses", {
    contains: ["£240"],
    excludes: ["£165", "£175"],
  }),
  r("french-c1-weeks", "langschool", "count", "how many weeks is advanced french /courses", {
    contains: ["8"],
    excludes: ["10"],
  }),
  r("italian-a1-day", "langschool", "fact", "what night is italian for beginners on /courses", {
    contains: ["Thursday"],
    excludes: ["Tuesday"],
  }),
  r("german-b1", "langschool", "time", "what time does intermediate german start /courses", {
    contains: ["19:45"],
    excludes: ["18:00"],
  }),
  r(
    "fernley-languages",
    "langschool",
    "list",
    "which languages can you learn at the fernley centre /courses",
    {
      contains: ["Spanish", "French", "Italian", "Portuguese"],
      excludes: ["Japanese", "Mandarin", "German"],
    },
  ),
  r("over-65", "langschool", "fact", "what discount do over 65s get on courses /courses", {
    contains: ["15%"],
    excludes: ["£20"],
  }),
  r("autumn-price", "langschool", "price", "what did a beginners course cost in the autumn term /news", {
    contains: ["£155"],
  }),
  r("online-hour", "langschool", "price", "how much is a one hour lesson online /one-to-one", {
    contains: ["£35"],
    excludes: ["£40", "£36", "£28"],
  }),
  r(
    "centre-2027",
    "langschool",
    "price",
    "what will an hour's lesson at a centre cost from january /one-to-one",
    {
      contains: ["£42"],
      excludes: ["£40"],
    },
  ),
  r(
    "cancel",
    "langschool",
    "fact",
    "how much notice do i need to give to cancel a one to one lesson /one-to-one",
    { contains: ["48 hours"] },
  ),
  r("tots", "langschool", "time", "what time is the spanish tots class /children", {
    contains: ["09:15"],
    excludes: ["10:15", "09:30"],
  }),
  r("mandarin-kids", "langschool", "price", "how much per term is mandarin for kids /children", {
    contains: ["£125"],
    excludes: ["£110", "£85"],
  }),
  r("siblings", "langschool", "yes_no", "is there a discount for brothers and sisters /children", {
    answer: "yes",
    contains: ["10%"],
  }),
  r("spring-start", "langschool", "date", "when does the spring term start /dates", {
    contains: ["11 January"],
    excludes: ["14 September", "19 April"],
  }),
  r("fernley-reopen", "langschool", "date", "what date does fernley open again after christmas /dates", {
    contains: ["5 January"],
    excludes: ["4 January"],
  }),
  r("ashcombe-lift", "langschool", "yes_no", "is there a lift at the ashcombe centre /centres/ashcombe", {
    answer: "no",
  }),
  r("ashcombe-friday", "langschool", "time", "what time does ashcombe reception close on a friday /centres", {
    contains: ["17:00"],
    excludes: ["20:30"],
  }),
  r("japanese-teacher", "langschool", "name", "who teaches japanese /people", {
    contains: ["Yuki Tanaka"],
    excludes: ["Li Wen"],
  }),
  r("giulia", "langschool", "fact", "which day is giulia at ashcombe /people", {
    contains: ["Thursday"],
    excludes: ["Tuesday"],
  }),
  r("dele-b2-fee", "langschool", "price", "how much is the fee for the dele b2 exam itself /exams", {
    contains: ["£180"],
    excludes: ["£155", "£220"],
  }),
  r("ielts-centre", "langschool", "yes_no", "can i sit the actual ielts test at the school /exams", {
    answer: "no",
  }),
  r(
    "refund-week",
    "langschool",
    "yes_no",
    "if i cancel a week before my course starts do i get my money back /faq",
    { answer: "no" },
  ),
  r("certificate", "langschool", "count", "how many lessons do i have to go to to get a certificate /faq", {
    contains: ["8"],
  }),
  r(
    "parking-price",
    "langschool",
    "not_found",
    "how much does it cost to park in the mill lane car park /centres/ashcombe",
    NONE,
  ),
  r("owen-email", "langschool", "not_found", "what's owen pritchard's email address /contact", NONE),
];
