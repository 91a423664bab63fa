import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// UNSEEN: the sixth held-out part of the research corpus on two sites of its own (a garden centre with two
// branches, and a driving school), written by someone who did not tune the engines and run once at the very end as
// an honest outside measurement. Whoever tunes the engines must not read this file.
const r = researchItem("u-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_UNSEEN: ResearchItem[] = [
  // garden centre
  r(
    "aldwick-thu-close",
    "garden",
    "time",
    "what time does aldwick close on a thursday at the moment /branches",
    {
      contains: ["20:00"],
      excludes: ["17:30", "18:00"],
    },
  ),
  r("riverside-cafe-sunday", "garden", "time", "When does the Riverside café open on Sundays? /cafe", {
    contains: ["10:00"],
    excludes: ["10:30", "09:00"],
  }),
  r("riverside-christmas-eve", "garden", "time", "what time does riverside close on christmas eve /news", {
    contains: ["14:00"],
    excludes: ["15:00", "16:00"],
  }),
  r("fraser-5-6", "garden", "price", "how much is a 5-6ft fraser fir /christmas", {
    contains: ["£55"],
    excludes: ["£49", "£36", "£69", "£45"],
  }),
  r("cream-tea-riverside", "garden", "price", "How much is a cream tea at Riverside Kitchen? /cafe", {
    contains: ["£6.50"],
    excludes: ["£6.95"],
  }),
  r("delivery-15-miles", "garden", "price", "how much do you charge to deliver 15 miles away /delivery", {
    contains: ["£16"],
    excludes: ["£9.50", "£6.50"],
  }),
  r(
    "wreath-riverside",
    "garden",
    "price",
    "what's the price of the wreath making class at riverside /workshops",
    {
      contains: ["£42"],
      excludes: ["£45", "£38"],
    },
  ),
  r("aldwick-parking", "garden", "count", "how many parking spaces are there at aldwick /branches", {
    contains: ["220"],
    excludes: ["90"],
  }),
  r("staff", "garden", "count", "How many people work for Hollybrook? /about", {
    contains: ["86"],
    excludes: ["31"],
  }),
  r(
    "centrepiece-places",
    "garden",
    "count",
    "how many places are there on the table centrepiece workshop /workshops",
    {
      contains: ["14"],
      excludes: ["16", "12"],
    },
  ),
  r("riverside-manager", "garden", "name", "who manages the riverside centre /about", {
    contains: ["Priya Nandakumar"],
    excludes: ["Gareth Lloyd", "Claire Hollis"],
  }),
  r("aquatics-manager", "garden", "name", "Who is in charge of the aquatics at Aldwick? /about", {
    contains: ["Ben Ashworth"],
    excludes: ["Tom Keeble", "Gareth Lloyd"],
  }),
  r("trees-arrive", "garden", "date", "when do the christmas trees arrive /christmas", {
    contains: ["28 November"],
  }),
  r("riverside-members-evening", "garden", "date", "when is the riverside members evening /club", {
    contains: ["9 December"],
    excludes: ["8 December"],
  }),
  r("cut-flowers-return", "garden", "yes_no", "can i return cut flowers /faq", { answer: "no" }),
  r("changing-places", "garden", "yes_no", "Is there a Changing Places toilet at Aldwick? /branches", {
    answer: "yes",
  }),
  r("cafe-points", "garden", "yes_no", "do i get green card points when i spend money in the cafe /club", {
    answer: "no",
  }),
  r(
    "far-delivery-days",
    "garden",
    "list",
    "which days do you deliver to places more than 10 miles away /delivery",
    {
      contains: ["Wednesday", "Friday"],
      excludes: ["Tuesday", "Saturday"],
    },
  ),
  r("houseplant-guarantee", "garden", "fact", "how long are houseplants guaranteed for /faq", {
    contains: ["3 months"],
    excludes: ["12 months"],
  }),
  r(
    "riverside-click-collect",
    "garden",
    "fact",
    "how quickly is click and collect ready at riverside /delivery",
    {
      contains: ["next day"],
      excludes: ["2 hours"],
    },
  ),
  r("tall-nordmann", "garden", "not_found", "how much is an 8-9ft nordmann fir /christmas", NONE),
  r("vegan-cafe", "garden", "not_found", "does the potting shed do vegan cakes /cafe", NONE),
  // driving school
  r("thursday-theory", "driving", "time", "what time does the thursday theory class start /theory", {
    contains: ["18:00"],
    excludes: ["18:30", "10:00"],
  }),
  r("office-saturday", "driving", "time", "What time does the office close on Saturdays? /contact", {
    contains: ["12:30"],
    excludes: ["17:30"],
  }),
  r("block-manual", "driving", "price", "how much is a block of 10 hours in a manual /prices", {
    contains: ["£355"],
    excludes: ["£395", "£38"],
  }),
  r("pass-plus-auto", "driving", "price", "how much for pass plus in an automatic /prices", {
    contains: ["£219"],
    excludes: ["£199"],
  }),
  r("manual-2027", "driving", "price", "what will a manual lesson cost from january /news", {
    contains: ["£40"],
    excludes: ["£44", "£38"],
  }),
  r("theory-questions", "driving", "count", "How many questions are in the theory test? /theory", {
    contains: ["50"],
    excludes: ["43", "14"],
  }),
  r("pupils-passed", "driving", "count", "how many pupils have passed with clearway /about", {
    contains: ["4,800"],
  }),
  r("polish-instructor", "driving", "name", "which instructor speaks polish /instructors", {
    contains: ["Lucja Nowak"],
    excludes: ["Imran Siddiqui"],
  }),
  r("office-runner", "driving", "name", "who runs the office at clearway /about", {
    contains: ["Hayley Burns"],
    excludes: ["Deborah Quayle"],
  }),
  r("office-reopens", "driving", "date", "when does the office open again after christmas /news", {
    contains: ["4 January"],
    excludes: ["31 December"],
  }),
  r("next-taster", "driving", "date", "When is the next off-road taster day? /courses", {
    contains: ["13 December"],
    excludes: ["17 January"],
  }),
  r("parent-sit-in", "driving", "yes_no", "can my mum sit in on my lesson /faq", { answer: "yes" }),
  r(
    "test-fee-included",
    "driving",
    "yes_no",
    "is the driving test fee included in the lesson prices /prices",
    {
      answer: "no",
    },
  ),
  r("kerry-ann-areas", "driving", "list", "what areas does kerry-ann teach in /instructors", {
    contains: ["Lindford", "Hatherby"],
    excludes: ["Bramhill"],
  }),
  r("january-taster-times", "driving", "list", "what times are the taster sessions in january /courses", {
    contains: ["10:00", "11:15", "12:30", "14:00"],
  }),
  r("cancel-notice", "driving", "fact", "how much notice do i have to give to cancel a lesson /prices", {
    contains: ["48 hours"],
  }),
  r(
    "bramhill-centre-pass-rate",
    "driving",
    "not_found",
    "what is the pass rate at bramhill test centre /areas",
    NONE,
  ),
  r("hayley-email", "driving", "not_found", "What's Hayley Burns' email address? /about", NONE),
];
