import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// MIST: the sixteenth held-out part of the research corpus on two sites of its own (an independent hairdresser with
// two salons and a barber's in two towns, and an indoor climbing company with a roped centre and a bouldering wall),
// written by someone who did not tune the engines and run once at the very end as an honest outside measurement.
// Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "after
// christmas" is the end of December 2026 and early January 2027, "before the price rise" and "before november" are
// the prices before 1 November 2026, and "the next" course is the first one after that day.
const r = researchItem("mi-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_MIST: ResearchItem[] = [
  // hairdresser
  r("wb-thu", "hairdresser", "time", "how late is the wellbridge salon open on thursdays /salons", {
    contains: ["20:00"],
    excludes: ["19:00", "17:00"],
  }),
  r("tarnby-fri", "hairdresser", "time", "what time does the tarnby salon close on a friday /salons", {
    contains: ["19:00"],
    excludes: ["18:00"],
  }),
  r("tarnby-wed", "hairdresser", "yes_no", "is the tarnby salon open on wednesdays /salons", {
    answer: "no",
  }),
  r("xmas-eve", "hairdresser", "time", "what are the salons' opening hours on christmas eve /journal", {
    contains: ["08:30", "14:00"],
    excludes: ["13:00"],
  }),
  r("tarnby-reopen", "hairdresser", "date", "when does tarnby open again after christmas /journal", {
    contains: ["2 January"],
    excludes: ["29 December"],
  }),
  r(
    "long-senior",
    "hairdresser",
    "price",
    "how much is a cut and blow dry for long hair with a senior stylist /menu",
    { contains: ["£62"], excludes: ["£54", "£75", "£52"] },
  ),
  r("balayage-director", "hairdresser", "price", "price of balayage with a director /menu", {
    contains: ["£170"],
    excludes: ["£145", "£125"],
  }),
  r("balayage-junior", "hairdresser", "yes_no", "can i book balayage with a junior stylist /menu", {
    answer: "no",
  }),
  r("child-7", "hairdresser", "price", "how much is a haircut for a 7 year old /menu", {
    contains: ["£16"],
    excludes: ["£12", "£22"],
  }),
  r("toner", "hairdresser", "price", "what does it cost to add a toner to a colour /menu", {
    contains: ["£18"],
  }),
  r("skin-fade", "hairdresser", "price", "how much is a skin fade with the head barber /barbers", {
    contains: ["£27"],
    excludes: ["£22"],
  }),
  r(
    "old-balayage",
    "hairdresser",
    "price",
    "what did balayage with a stylist cost before the price rise /journal",
    {
      contains: ["£118"],
    },
  ),
  r("afro", "hairdresser", "name", "which stylist specialises in afro hair /team", {
    contains: ["Adaeze Nwosu"],
    excludes: ["Hannah Loft"],
  }),
  r("head-barber", "hairdresser", "name", "who is the head barber /team", {
    contains: ["Amir Sadeghi"],
    excludes: ["Jordan Pickard"],
  }),
  r("rosa-tarnby", "hairdresser", "list", "which days does rosa work in tarnby /team", {
    contains: ["Friday", "Saturday"],
    excludes: ["Tuesday", "Thursday"],
  }),
  r("seniors", "hairdresser", "count", "how many senior stylists are there /team", { contains: ["2"] }),
  r(
    "patch-hours",
    "hairdresser",
    "fact",
    "how long before a colour appointment do i need a patch test /policies",
    { contains: ["48 hours"], excludes: ["24 hours"] },
  ),
  r(
    "cancel-notice",
    "hairdresser",
    "fact",
    "how much notice do i need to give to cancel for free /policies",
    {
      contains: ["24 hours"],
      excludes: ["48 hours"],
    },
  ),
  r("balayage-deposit", "hairdresser", "price", "how much is the deposit for balayage /policies", {
    contains: ["£40"],
    excludes: ["£20"],
  }),
  r("card-valid", "hairdresser", "fact", "how long is a gift card valid for /gift-vouchers", {
    contains: ["18 months"],
  }),
  r("apprentice-pay", "hairdresser", "price", "what's the hourly pay for the apprentice job /careers", {
    contains: ["£8.20"],
    excludes: ["£13.50"],
  }),
  r("tarnby-phone", "hairdresser", "fact", "what's the phone number for the tarnby salon /contact", {
    contains: ["0117 496 0187"],
    excludes: ["0117 496 0142", "0117 496 0140"],
  }),
  r("keratin", "hairdresser", "not_found", "how much is a keratin smoothing treatment /menu", NONE),
  r(
    "parking-fee",
    "hairdresser",
    "not_found",
    "how much does the station road car park cost an hour /salons",
    NONE,
  ),
  r("amir-years", "hairdresser", "not_found", "how many years has amir been a barber /team", NONE),
  // climbwall
  r("iw-tue", "climbwall", "time", "what time does the ironworks open on tuesdays /walls", {
    contains: ["07:00"],
    excludes: ["10:00", "12:00"],
  }),
  r("shed-mon", "climbwall", "time", "what time does the shed open on a monday /walls", {
    contains: ["16:00"],
    excludes: ["12:00", "10:00"],
  }),
  r("shed-boxing", "climbwall", "yes_no", "is the shed open on boxing day /walls", { answer: "no" }),
  r("iw-nye", "climbwall", "time", "the ironworks opening hours on new year's eve /walls", {
    contains: ["09:00", "16:00"],
    excludes: ["10:00"],
  }),
  r("adult-peak", "climbwall", "price", "how much is an adult peak session at the ironworks /prices", {
    contains: ["£15.50"],
    excludes: ["£12.00", "£12.50", "£14.50"],
  }),
  r("junior-offpeak-shed", "climbwall", "price", "junior off-peak entry price at the shed /prices", {
    contains: ["£7.00"],
    excludes: ["£8.00", "£8.50"],
  }),
  r(
    "student-10",
    "climbwall",
    "price",
    "how much is a 10 visit pass for a student at the ironworks /prices",
    { contains: ["£115"], excludes: ["£135", "£92"] },
  ),
  r("annual-both", "climbwall", "price", "annual membership price for both walls /prices", {
    contains: ["£560"],
    excludes: ["£470", "£530"],
  }),
  r("offpeak-includes", "climbwall", "list", "what do you get with the off-peak membership /prices", {
    contains: ["before 16:00", "10%"],
    excludes: ["yoga", "guest"],
  }),
  r(
    "old-peak",
    "climbwall",
    "price",
    "what was the adult peak price at the ironworks before november /news",
    {
      contains: ["£14.50"],
    },
  ),
  r("intro-price", "climbwall", "price", "how much does intro to climbing cost /learn", {
    contains: ["£40"],
    excludes: ["£25", "£135"],
  }),
  r("lead-start", "climbwall", "date", "when does the next learn to lead course start /learn", {
    contains: ["5 January"],
    excludes: ["2 February"],
  }),
  r("grippers", "climbwall", "fact", "what day and time is little grippers /kids", {
    contains: ["Saturday", "09:00"],
    excludes: ["Sunday"],
  }),
  r("hoppers-term", "climbwall", "price", "how much is rock hoppers for a term /kids", {
    contains: ["£120"],
    excludes: ["£13", "£160"],
  }),
  r("roped-party", "climbwall", "price", "price per child for a roped birthday party /parties", {
    contains: ["£22"],
    excludes: ["£16"],
  }),
  r("bouldering-party-max", "climbwall", "count", "what's the most children at a bouldering party /parties", {
    contains: ["12"],
    excludes: ["20"],
  }),
  r("ratio-ropes", "climbwall", "count", "how many children can one adult supervise on ropes /rules", {
    contains: ["2"],
    excludes: ["3"],
  }),
  r("alone-age", "climbwall", "fact", "from what age can kids climb without an adult /rules", {
    contains: ["14"],
  }),
  r("cafe-sat", "climbwall", "time", "what time does the cafe close on saturdays /cafe", {
    contains: ["18:00"],
    excludes: ["19:00", "16:00"],
  }),
  r("shed-reset", "climbwall", "date", "which days is the shed closed for the reset /news", {
    contains: ["30 November", "1 December"],
  }),
  r("shed-hire", "climbwall", "price", "how much to hire the whole shed for a private group /groups", {
    contains: ["£380"],
    excludes: ["£650", "£120"],
  }),
  r("shed-showers", "climbwall", "yes_no", "are there showers at the shed /faq", { answer: "no" }),
  r(
    "autobelay-weight",
    "climbwall",
    "not_found",
    "what is the maximum weight for the auto-belays /rules",
    NONE,
  ),
  r("shed-height", "climbwall", "not_found", "how tall are the bouldering walls at the shed /walls", NONE),
  r("cafe-wifi", "climbwall", "not_found", "is there free wifi in the ledge cafe /cafe", NONE),
];
