import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// DRIZZLE: the fortieth held-out part of the research corpus on two sites of its own (a hot-air balloon company flying
// from three launch sites, and a martial arts club with two dojos), written by someone who did not tune the engines
// and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
// Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Larkrise prices are a person (2 on a weekday Evening
// Flight is 2 × £175, a Private Flight for Two midweek 2 × £395), over 16 stone pays the supplement, a Weekday voucher
// can be passed on but a Standby one can't, and weather cancellations are rebooked, never refunded. At Welbourne judo
// starts at 8, Little Dragons try on Saturdays only, a student's first month of One Discipline is the concession
// price and the joining fee (£30 + £25), 145 cm is the 141 to 170 cm band, Millfield closes before Station Street
// for Christmas and opens a day later, and the news carries 2025's prices.
const r = researchItem("dr-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_DRIZZLE: ResearchItem[] = [
  // balloon
  r("sunrise-weekday", "balloon", "price", "how much is a sunrise balloon flight on a weekday /flights", {
    contains: ["£185"],
    excludes: ["£225", "£175"],
  }),
  r(
    "two-evening",
    "balloon",
    "price",
    "how much for me and my mate to go up on the normal evening flight on a weekday /flights",
    {
      contains: ["£350"],
      excludes: ["£215", "£185"],
    },
  ),
  r(
    "private-midweek",
    "balloon",
    "price",
    "whats a private balloon flight for me and my wife cost midweek /flights",
    {
      contains: ["£790"],
      excludes: ["£445", "£1,480"],
    },
  ),
  r("heavy", "balloon", "price", "my husband is 17 stone, do we have to pay extra for him /flights", {
    contains: ["£60"],
    excludes: ["£10"],
  }),
  r("height", "balloon", "fact", "how tall does my lad need to be to go up in the balloon /flights", {
    contains: ["120 cm"],
  }),
  r("taster-air", "balloon", "fact", "how long are you actually up in the air on the taster one /flights", {
    contains: ["30 minutes"],
    excludes: ["2 hours"],
  }),
  r(
    "sunrise-day",
    "balloon",
    "fact",
    "how long does the whole sunrise flight thing take on the day /flights",
    {
      contains: ["3½ to 4 hours"],
      excludes: ["3 to 3½ hours"],
    },
  ),
  r("castle-months", "balloon", "fact", "what months do you fly from the castle /launch-sites", {
    contains: ["May", "September"],
    excludes: ["March"],
  }),
  r("castle-sunrise", "balloon", "yes_no", "can we do a sunrise flight from cardew castle /launch-sites", {
    answer: "no",
  }),
  r("fennick-meet", "balloon", "name", "where do we meet for the flight at the country park /launch-sites", {
    contains: ["Boathouse car park"],
    excludes: ["grandstand"],
  }),
  r(
    "hallam-size",
    "balloon",
    "count",
    "how many people go up in the balloon at the racecourse /launch-sites",
    {
      contains: ["20"],
      excludes: ["16", "12"],
    },
  ),
  r("wheelchair", "balloon", "yes_no", "can my dad fly in his wheelchair from fennick /launch-sites", {
    answer: "no",
    contains: ["Hallam Down"],
  }),
  r("fennick-parking", "balloon", "price", "do i have to pay to park at fennick country park /launch-sites", {
    contains: ["£4"],
  }),
  r("anytime-valid", "balloon", "fact", "how long is an anytime voucher valid for /vouchers", {
    contains: ["24 months"],
    excludes: ["12 months"],
  }),
  r("standby-pass-on", "balloon", "yes_no", "can i give my standby voucher to my brother /vouchers", {
    answer: "no",
  }),
  r("extend", "balloon", "price", "how much to extend a voucher thats about to run out /vouchers", {
    contains: ["£35"],
    excludes: ["£4.95"],
  }),
  r("private-voucher", "balloon", "price", "price of a voucher for the private flight for 2 /vouchers", {
    contains: ["£890"],
    excludes: ["£225"],
  }),
  r("windy-refund", "balloon", "yes_no", "do i get my money back if its windy and you cancel /weather", {
    answer: "no",
  }),
  r("flightline", "balloon", "fact", "what number do i ring on the morning to see if we're flying /weather", {
    contains: ["01632 960749"],
    excludes: ["01632 960740"],
  }),
  r(
    "free-move",
    "balloon",
    "fact",
    "how many days notice do i need to give to move my flight for free /weather",
    {
      contains: ["14 days"],
      excludes: ["72 hours"],
    },
  ),
  r("sandals", "balloon", "yes_no", "can i wear sandals for the balloon ride /your-day", { answer: "no" }),
  r("drivers-drink", "balloon", "fact", "what do drivers get instead of champagne /your-day", {
    contains: ["elderflower"],
  }),
  r(
    "toilets",
    "balloon",
    "not_found",
    "are there toilets at the launch field at the racecourse /launch-sites",
    NONE,
  ),
  r("dogs", "balloon", "not_found", "can we bring our dog to watch the balloon take off /faq", NONE),
  r("nhs", "balloon", "not_found", "do you do a discount for nhs staff /flights", NONE),
  // dojo
  r("judo-seven", "dojo", "yes_no", "can my 7 yr old do judo /timetable", { answer: "no" }),
  r("dragons-millfield", "dojo", "time", "what time is little dragons at the leisure centre /timetable", {
    contains: ["Wednesday", "16:30"],
    excludes: ["09:00"],
  }),
  r("kids-karate-days", "dojo", "list", "which days is there kids karate /timetable", {
    contains: ["Monday", "Wednesday", "Saturday"],
    excludes: ["Tuesday", "Thursday"],
  }),
  r("latest-wednesday", "dojo", "name", "whats the latest class on a wednesday night /timetable", {
    contains: ["Fight Fit", "20:30"],
    excludes: ["18:45"],
  }),
  r(
    "last-before-xmas",
    "dojo",
    "date",
    "when's the last class before christmas at station street /timetable",
    {
      contains: ["23 December"],
      excludes: ["19 December"],
    },
  ),
  r(
    "back-in-january",
    "dojo",
    "date",
    "when do classes start again at millfield after christmas /timetable",
    {
      contains: ["5 January"],
      excludes: ["4 January"],
    },
  ),
  r("every-day", "dojo", "name", "whats the cheapest way to train every day /join", {
    contains: ["Unlimited", "£54"],
    excludes: ["£38"],
  }),
  r("student-one", "dojo", "price", "how much a month is one discipline for a student /join", {
    contains: ["£30"],
    excludes: ["£38", "£28"],
  }),
  r("joining-fee", "dojo", "price", "is there a joining fee, how much /join", {
    contains: ["£25"],
    excludes: ["£45"],
  }),
  r(
    "student-first-month",
    "dojo",
    "price",
    "as a student doing karate only, what do i pay for the first month including the joining fee /join",
    {
      contains: ["£55"],
      excludes: ["£38"],
    },
  ),
  r("open-mat", "dojo", "yes_no", "can i go to open mat on the one discipline membership /join", {
    answer: "no",
  }),
  r("purple-karate", "dojo", "price", "how much is a karate grading for purple belt /gradings", {
    contains: ["£35"],
    excludes: ["£25", "£26"],
  }),
  r("next-judo-grading", "dojo", "date", "when is the next judo grading /gradings", {
    contains: ["13 December"],
    excludes: ["28 March"],
  }),
  r("kickboxing-deadline", "dojo", "date", "whats the deadline to enter the kickboxing grading /gradings", {
    contains: ["16 January"],
    excludes: ["23 January"],
  }),
  r("judo-suit-145", "dojo", "price", "how much is a judo suit for someone 145cm /kit", {
    contains: ["£46"],
    excludes: ["£38", "£58"],
  }),
  r("private-hour", "dojo", "price", "how much is a one to one lesson for an hour /private-lessons", {
    contains: ["£38"],
    excludes: ["£52"],
  }),
  r(
    "private-two",
    "dojo",
    "price",
    "me and my friend want a 45 min private lesson together, how much /private-lessons",
    {
      contains: ["£42"],
      excludes: ["£30"],
    },
  ),
  r("trial-free", "dojo", "yes_no", "is the first class free /first-class", { answer: "yes" }),
  r(
    "dragons-trial-wednesday",
    "dojo",
    "yes_no",
    "can my 5 year old do a free trial of little dragons on a wednesday /first-class",
    {
      answer: "no",
    },
  ),
  r("judo-party-size", "dojo", "count", "how many kids can come to a judo party /parties", {
    contains: ["25"],
    excludes: ["20"],
  }),
  r("chief-dan", "dojo", "fact", "what dan is the head instructor /instructors", {
    contains: ["6th dan"],
    excludes: ["4th dan"],
  }),
  r("kids-judo-coach", "dojo", "name", "who takes the kids judo classes /instructors", {
    contains: ["Hana Price"],
    excludes: ["Tomasz Nowak"],
  }),
  r("showers", "dojo", "yes_no", "are there showers at station street /dojos", { answer: "no" }),
  r("defibrillator", "dojo", "not_found", "is there a defibrillator at the station street dojo /dojos", NONE),
  r("members", "dojo", "not_found", "how many members has the club got /news", NONE),
];
