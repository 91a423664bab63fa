import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// SLEET: the thirteenth held-out part of the research corpus on two sites of its own (a family dental practice
// with two surgeries in one town, and a charity-run community farm with a shop, a café and allotments), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever
// tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "in january"
// and "next year" are January 2027, "this christmas" is December 2026, and "at the moment" is the farm's winter
// hours (1 November to 28 February).
const r = researchItem("sl-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_SLEET: ResearchItem[] = [
  // dental
  r("quay-tue", "dental", "time", "what time does the quay street surgery close on tuesdays /surgeries", {
    contains: ["20:00"],
    excludes: ["18:00", "17:00"],
  }),
  r("elm-fri", "dental", "time", "elm park dentist friday hours? /surgeries", {
    contains: ["08:30", "15:00"],
    excludes: ["16:30", "17:00"],
  }),
  r("quay-xmas-eve", "dental", "time", "is the quay st surgery open christmas eve and what hours /news", {
    contains: ["08:00", "13:00"],
    excludes: ["15:00"],
  }),
  r("checkup", "dental", "price", "how much is a check up if your a private patient /fees", {
    contains: ["£48"],
    excludes: ["£65", "£27.40"],
  }),
  r("hygiene-plan", "dental", "price", "whats the hygienist cost for people on the plan /fees", {
    contains: ["£49"],
    excludes: ["£62", "£66"],
  }),
  r("band2", "dental", "price", "how much do i pay for nhs band 2 treatment /fees", {
    contains: ["£75.30"],
    excludes: ["£73.50", "£27.40"],
  }),
  r("hygiene-2027", "dental", "price", "what is the private hygienist price going up to in january /news", {
    contains: ["£66"],
    excludes: ["£70"],
  }),
  r("band1-old", "dental", "price", "what did a band 1 check up cost on the nhs before april /news", {
    contains: ["£26.80"],
    excludes: ["£73.50"],
  }),
  r("plus-monthly", "dental", "price", "essential plus plan how much a month /plan", {
    contains: ["£19.75"],
    excludes: ["£13.50"],
  }),
  r(
    "emergency-private",
    "dental",
    "price",
    "cost of an emergency appointment if im private but not on the plan /emergency",
    { contains: ["£85"], excludes: ["£45", "£27.40"] },
  ),
  r("elm-saturdays", "dental", "date", "when did elm park stop opening on saturday mornings /news", {
    contains: ["26 September"],
    excludes: ["4 January"],
  }),
  r("elm-reopen", "dental", "date", "when does elm park open again after the christmas break /news", {
    contains: ["4 January"],
    excludes: ["29 December"],
  }),
  r("implants-who", "dental", "name", "who would do my implant /team", {
    contains: ["Tunde Adebola"],
    excludes: ["Nadia Hussain"],
  }),
  r("elm-hygienist", "dental", "name", "who's the hygienist at elm park /team", {
    contains: ["Leah Brennan"],
    excludes: ["Kerry Ashton"],
  }),
  r("nurses", "dental", "count", "how many dental nurses have they got /team", {
    contains: ["11"],
    excludes: ["27"],
  }),
  r(
    "nhs-adult-quay",
    "dental",
    "yes_no",
    "can i register as an nhs patient at quay street, i'm 34 /joining",
    {
      answer: "no",
    },
  ),
  r(
    "elm-wheelchair",
    "dental",
    "yes_no",
    "is the elm park surgery ok for someone in a wheelchair /surgeries",
    {
      answer: "yes",
    },
  ),
  r("morgan-days", "dental", "list", "which days is dr morgan in /team", {
    contains: ["Monday", "Tuesday", "Wednesday", "Friday"],
    excludes: ["Thursday"],
  }),
  r("cancel-notice", "dental", "fact", "how much notice do you need if i cancel /faq", {
    contains: ["48 hours"],
    excludes: ["24 hours"],
  }),
  r("implant-consult", "dental", "price", "price of an implant consultation /treatments", {
    contains: ["£95"],
  }),
  r("sedation-day", "dental", "fact", "what day do they do sedation for nervous people /treatments", {
    contains: ["Wednesdays"],
    excludes: ["Tuesdays", "Thursdays"],
  }),
  r("veneers", "dental", "not_found", "how much are veneers /fees", NONE),
  r("gdc", "dental", "not_found", "what is dr hussain's gdc registration number /team", NONE),
  r(
    "implant-wait",
    "dental",
    "not_found",
    "how long is the waiting time for implant treatment /treatments",
    NONE,
  ),
  r("denplan", "dental", "not_found", "do they take denplan /plan", NONE),
  // farm
  r("yard-sat", "farm", "time", "what time does the farmyard shut on a saturday at the moment /visit", {
    contains: ["16:00"],
    excludes: ["15:30", "17:30", "17:00"],
  }),
  r("cafe-sun", "farm", "time", "cafe opening times on sundays /visit", {
    contains: ["09:30", "16:00"],
    excludes: ["10:00", "15:00"],
  }),
  r("monday", "farm", "yes_no", "are you open on mondays /visit", { answer: "no" }),
  r("farm-xmas-eve", "farm", "time", "what hours is the farm open christmas eve /news", {
    contains: ["09:30", "13:00"],
    excludes: ["14:00"],
  }),
  r("adult-weekend", "farm", "price", "how much is an adult ticket at the weekend /tickets", {
    contains: ["£9.50"],
    excludes: ["£7.50", "£8.50"],
  }),
  r("family-term", "farm", "price", "family ticket price on a weekday in term time /tickets", {
    contains: ["£24.00"],
    excludes: ["£30.00"],
  }),
  r("pony-friend", "farm", "price", "how much are pony rides for friends /tickets", {
    contains: ["£4.00"],
    excludes: ["£5.00"],
  }),
  r("old-adult", "farm", "price", "what was the adult weekend price before it went up /news", {
    contains: ["£8.50"],
    excludes: ["£48"],
  }),
  r("household-2027", "farm", "price", "household friends membership cost next year /news", {
    contains: ["£52"],
    excludes: ["£9.50"],
  }),
  r("half-plot", "farm", "price", "yearly rent on a half plot, i don't get a concession /growing", {
    contains: ["£54"],
    excludes: ["£48", "£96"],
  }),
  r("dozen-eggs", "farm", "price", "how much for a dozen eggs /shop", {
    contains: ["£4.50"],
    excludes: ["£2.40"],
  }),
  r("wreath", "farm", "date", "when's the wreath making thing /events", {
    contains: ["10 December", "18:30"],
    excludes: ["16 January"],
  }),
  r("wassail", "farm", "date", "what date is the wassail /events", {
    contains: ["16 January"],
    excludes: ["10 December", "25 April"],
  }),
  r("allotments-who", "farm", "name", "who looks after the allotments /people", {
    contains: ["Lily Marsh"],
    excludes: ["Jo Fairweather"],
  }),
  r("trips-who", "farm", "name", "who do i speak to about a school trip /people", {
    contains: ["Tom Birch"],
    excludes: ["Dev Patel"],
  }),
  r("oldest", "farm", "name", "whats the oldest animal on the farm called /animals", {
    contains: ["Doris"],
    excludes: ["Nutmeg", "Bramble"],
  }),
  r("goats", "farm", "count", "how many goats are there /animals", {
    contains: ["9"],
    excludes: ["23", "6"],
  }),
  r("volunteers", "farm", "count", "roughly how many volunteers help out /people", {
    contains: ["110"],
    excludes: ["14"],
  }),
  r("sheep-breeds", "farm", "list", "what kinds of sheep do they keep /animals", {
    contains: ["Jacob", "Shetland"],
    excludes: ["Dexter", "Huacaya"],
  }),
  r("full-wait", "farm", "fact", "how long is the waiting list for a full plot /growing", {
    contains: ["14 months"],
    excludes: ["9 months", "4 months"],
  }),
  r("dogs", "farm", "yes_no", "can i bring the dog /faq", { answer: "no" }),
  r("party", "farm", "not_found", "how much is a kids birthday party at the farm /tickets", NONE),
  r("pig-talk", "farm", "not_found", "what time is the pig feeding talk /animals", NONE),
  r("wifi", "farm", "not_found", "is there wifi in the cafe /faq", NONE),
  r("shed-cost", "farm", "not_found", "how much does it cost to put up a shed on my plot /growing", NONE),
];
