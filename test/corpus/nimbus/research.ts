import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// NIMBUS: the thirty-seventh held-out part of the research corpus on two sites of its own (a scuba diving centre with
// a boat and an airport parking company with four car parks), written by someone who did not tune the engines and
// run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks
// are created at 2026-11-26T10:00:00Z, a Thursday: at Selkie Divers that is winter (1 November to 28 February), so
// "at the moment" and "this time of year" are the winter hours and the 10:00 weekend boat, not the summer table;
// a week of diving is diving on several days (24 hours before flying); 10 days' notice is "8 to 21 days" and 5 days'
// "2 to 7 days". At Greylag a 10 day stay is in the 8 to 14 day band, a week is the 7 day trip, 36 hours is "24 to
// 48 hours before" and 12 hours "less than 24 hours"; 2am is overnight on the buses.
const r = researchItem("ni-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_NIMBUS: ResearchItem[] = [
  // divecentre
  r("ow-price", "divecentre", "price", "how much is the open water course /learn", {
    contains: ["£495"],
    excludes: ["£345", "£385"],
  }),
  r("advanced-11", "divecentre", "yes_no", "can my 11 yr old do the advanced course /learn", {
    answer: "no",
  }),
  r("rescue-days", "divecentre", "count", "how many days is the rescue course /learn", {
    contains: ["3 days"],
    excludes: ["2 days", "4 days"],
  }),
  r("nitrox-course", "divecentre", "price", "nitrox course cost? /learn", {
    contains: ["£165"],
    excludes: ["£185", "£145"],
  }),
  r("deposit", "divecentre", "price", "whats the deposit to book a course /learn", {
    contains: ["£100"],
    excludes: ["£60"],
  }),
  r("pool-age", "divecentre", "count", "youngest age for the pool try dive /try-dive", {
    contains: ["10"],
    excludes: ["8", "12"],
  }),
  r("sea-try", "divecentre", "price", "how much is a try dive in the sea off the beach /try-dive", {
    contains: ["£110"],
    excludes: ["£135", "£60"],
  }),
  r("bubblemaker-time", "divecentre", "time", "what time is bubblemaker on a saturday /try-dive", {
    contains: ["08:00"],
    excludes: ["09:30", "12:00"],
  }),
  r("deepest", "divecentre", "name", "whats the deepest site you dive /sites", {
    contains: ["Corrib", "34 m"],
    excludes: ["Gannet Stack"],
  }),
  r("margarethe-level", "divecentre", "yes_no", "do i need my advanced to dive the margarethe wreck /sites", {
    answer: "no",
  }),
  r("kestle-price", "divecentre", "price", "price of a dive at kestle ledge /sites", {
    contains: ["£50"],
    excludes: ["£45", "£55"],
  }),
  r("gannet-ride", "divecentre", "time", "how long is the boat ride out to gannet stack /sites", {
    contains: ["40 minutes"],
    excludes: ["35 minutes", "30 minutes"],
  }),
  r("night-dive", "divecentre", "time", "what time does the night dive leave /boat", {
    contains: ["19:30"],
    excludes: ["18:30", "16:30"],
  }),
  r("boat-divers", "divecentre", "count", "how many divers can the boat take /boat", {
    contains: ["12"],
  }),
  r(
    "winter-boat",
    "divecentre",
    "time",
    "what time does the boat go out at weekends this time of year /boat",
    {
      contains: ["10:00"],
      excludes: ["08:30", "07:30"],
    },
  ),
  r("drysuit-week", "divecentre", "price", "drysuit hire for a week how much /hire", {
    contains: ["£120"],
    excludes: ["£30", "£180"],
  }),
  r("nitrox-fill", "divecentre", "price", "how much for a nitrox fill /hire", {
    contains: ["£12"],
    excludes: ["£7", "£14"],
  }),
  r("shop-saturday", "divecentre", "time", "what time does the shop shut on saturdays at the moment /hours", {
    contains: ["16:00"],
    excludes: ["19:00", "17:30"],
  }),
  r(
    "fly-after",
    "divecentre",
    "time",
    "flying home after a week of diving with you, how long do i have to wait after my last dive /medical",
    {
      contains: ["24 hours"],
      excludes: ["18 hours"],
    },
  ),
  r(
    "cancel-10-days",
    "divecentre",
    "fact",
    "if i cancel my open water 10 days before do i get anything back /terms",
    {
      contains: ["Half"],
      excludes: ["£25"],
    },
  ),
  r(
    "move-5-days",
    "divecentre",
    "price",
    "how much to move my course to another date if it starts in 5 days /terms",
    {
      contains: ["£40"],
      excludes: ["£25", "£100"],
    },
  ),
  r("swim", "divecentre", "fact", "how far do you have to swim for the open water course /faq", {
    contains: ["200 m"],
    excludes: ["300 m"],
  }),
  r("freediving", "divecentre", "not_found", "do you teach freediving /learn", NONE),
  r("visibility", "divecentre", "not_found", "whats the visibility usually like /faq", NONE),
  r("showers", "divecentre", "not_found", "are there hot showers at the shop /faq", NONE),
  // airparking
  r("longstay-10", "airparking", "price", "long stay price per day if im going for 10 days /prices", {
    contains: ["£9.50"],
    excludes: ["£11.00", "£8.50"],
  }),
  r("mg-week", "airparking", "price", "how much is meet and greet for a week altogether /prices", {
    contains: ["£171.50"],
    excludes: ["£122.50", "£294.00"],
  }),
  r("economy-3", "airparking", "price", "3 days in economy total cost /prices", {
    contains: ["£28.50"],
    excludes: ["£43.50", "£56.00"],
  }),
  r(
    "skylark-drive-up",
    "airparking",
    "price",
    "how much a day if i just turn up at skylark without booking /prices",
    {
      contains: ["£32.00"],
      excludes: ["£19.00", "£22.00"],
    },
  ),
  r("flexible", "airparking", "price", "how much is the flexible booking add on /prices", {
    contains: ["£6.99"],
  }),
  r("motorbike", "airparking", "yes_no", "do motorbikes pay less than cars /prices", { answer: "yes" }),
  r(
    "economy-journey",
    "airparking",
    "time",
    "how long does the bus from economy take to the terminal /shuttle",
    {
      contains: ["18 minutes"],
      excludes: ["8 minutes", "20 minutes"],
    },
  ),
  r("longstay-2am", "airparking", "fact", "how often is the long stay bus at 2am /shuttle", {
    contains: ["20 minutes"],
    excludes: ["10 minutes"],
  }),
  r("economy-last-bus", "airparking", "time", "whats the last economy shuttle /shuttle", {
    contains: ["23:30"],
    excludes: ["00:00"],
  }),
  r("longstay-stop", "airparking", "fact", "where do i catch the long stay bus on the way back /shuttle", {
    contains: ["Stop 7"],
    excludes: ["Stop 9"],
  }),
  r("mg-opens", "airparking", "time", "what time does meet and greet open in the morning /hours", {
    contains: ["04:00"],
    excludes: ["04:30", "06:00"],
  }),
  r("economy-24h", "airparking", "yes_no", "is the economy car park open 24 hrs /hours", { answer: "no" }),
  r("skylark-chargers", "airparking", "count", "how many ev chargers at skylark /ev", {
    contains: ["24"],
    excludes: ["8"],
  }),
  r("longstay-kwh", "airparking", "price", "price per kwh to charge at long stay /ev", {
    contains: ["52p"],
    excludes: ["59p"],
  }),
  r("mg-charge", "airparking", "price", "how much to have my car charged if i use meet and greet /ev", {
    contains: ["£30"],
  }),
  r("skylark-height", "airparking", "fact", "max height in the skylark multi storey /vehicles", {
    contains: ["2.1 m"],
    excludes: ["2.0 m", "2.8 m"],
  }),
  r("motorhome", "airparking", "name", "where can i leave a motorhome /vehicles", {
    contains: ["Economy"],
    excludes: ["Long Stay"],
  }),
  r("van-longstay", "airparking", "price", "extra charge for a van at long stay /vehicles", {
    contains: ["£6"],
    excludes: ["£9"],
  }),
  r("cancel-36h", "airparking", "fact", "if i cancel 36 hours before do i get a refund /manage", {
    contains: ["Half"],
    excludes: ["£5"],
  }),
  r("change-12h", "airparking", "price", "cost to change my dates 12 hours before i arrive /manage", {
    contains: ["£15"],
    excludes: ["£10"],
  }),
  r("delayed", "airparking", "fact", "my flight home is delayed, do i have to pay extra /manage", {
    contains: ["12 hours"],
  }),
  r("keys", "airparking", "yes_no", "do i have to hand over my keys at long stay /faq", { answer: "no" }),
  r("cash", "airparking", "yes_no", "can i pay cash at the barrier /faq", { answer: "no" }),
  r("blue-badge", "airparking", "not_found", "is parking free for blue badge holders /car-parks", NONE),
  r("child-seats", "airparking", "not_found", "do the shuttle buses have child seats /shuttle", NONE),
];
