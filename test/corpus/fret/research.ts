import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// FRET: the thirty-third held-out part of the research corpus on two sites of its own (a tattoo and piercing studio
// with two studios, and a public observatory and planetarium), written by someone who did not tune the engines and
// run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks
// are created at 2026-11-26T10:00:00Z, a Thursday: "in february" is after the studio's piercing prices change on
// 4 January 2027; "in march next year" and "after the price change" are after the observatory's day tickets change on
// 1 February 2027; a price asked with no date is today's. The tattoo studio's two studios are Copperhand Kingsgate in
// Brackenford town centre and Copperhand Millbeck; "the brackenford studio" is Kingsgate. A 4-hour piece is longer
// than 2 hours; a year 4 class is Key Stage 2.
const r = researchItem("fr-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_FRET: ResearchItem[] = [
  // tattoo
  r(
    "minimum",
    "tattoo",
    "price",
    "whats the minimum charge for a tattoo at the brackenford studio /tattoos",
    {
      contains: ["£60"],
      excludes: ["£50"],
    },
  ),
  r("deposit", "tattoo", "price", "how much deposit do i pay for a 4 hour piece /tattoos", {
    contains: ["£100"],
    excludes: ["£50"],
  }),
  r("full-day", "tattoo", "price", "how much is a full day in the chair /tattoos", {
    contains: ["£600"],
    excludes: ["£420"],
  }),
  r("forearm", "tattoo", "price", "roughly how much for a medium sized forearm tattoo /tattoos", {
    contains: ["£250"],
    excludes: ["£100", "£750"],
  }),
  r("touch-up", "tattoo", "yes_no", "are touch ups free if its been a couple of months /tattoos", {
    answer: "yes",
  }),
  r("rafi-books", "tattoo", "yes_no", "are rafi's books open /artists", { answer: "no" }),
  r("cheapest-artist", "tattoo", "name", "who is the cheapest tattooist /artists", {
    contains: ["Oli Brennan"],
    excludes: ["Kit Hallworth"],
  }),
  r("fine-line", "tattoo", "name", "who does fine line tattoos at millbeck /artists", {
    contains: ["Kit Hallworth"],
    excludes: ["Nell Ashdown"],
  }),
  r("tamsin", "tattoo", "price", "how much an hour is tamsin /artists", {
    contains: ["£130"],
    excludes: ["£120"],
  }),
  r("both-lobes", "tattoo", "price", "how much to get both ears pierced /piercing", {
    contains: ["£40"],
    excludes: ["£25", "£45"],
  }),
  r("helix-feb", "tattoo", "price", "price of a helix piercing in february /piercing", {
    contains: ["£38"],
    excludes: ["£35"],
  }),
  r("septum-ring", "tattoo", "yes_no", "does the septum price include the ring /piercing", { answer: "no" }),
  r("tongue-age", "tattoo", "fact", "how old do you need to be for a tongue piercing /piercing", {
    contains: ["18"],
    excludes: ["16"],
  }),
  r("gold", "tattoo", "price", "how much extra is it for gold jewellery /piercing", {
    contains: ["£45"],
    excludes: ["£10"],
  }),
  r("gun", "tattoo", "yes_no", "do you use a piercing gun /piercing", { answer: "no" }),
  r("navel-heal", "tattoo", "time", "how long does a belly button piercing take to heal /piercing", {
    contains: ["6 to 9 months"],
    excludes: ["9 to 12 months"],
  }),
  r("swimming", "tattoo", "time", "when can i go swimming after getting tattooed /aftercare", {
    contains: ["2 weeks"],
    excludes: ["4 weeks"],
  }),
  r("sixteen", "tattoo", "yes_no", "can i get a tattoo at 16 if my mum signs for it /rules", {
    answer: "no",
  }),
  r("student-card", "tattoo", "yes_no", "is my student card ok as id /rules", { answer: "no" }),
  r("move-notice", "tattoo", "fact", "how much notice to move my appointment and keep the deposit /rules", {
    contains: ["72 hours"],
    excludes: ["24 hours"],
  }),
  r("millbeck-sunday", "tattoo", "yes_no", "is millbeck open on sundays /studios", { answer: "yes" }),
  r("kingsgate-access", "tattoo", "yes_no", "is the brackenford studio wheelchair accessible /studios", {
    answer: "no",
  }),
  r("laser", "tattoo", "not_found", "do you do laser tattoo removal /tattoos", NONE),
  r("jewellery-brand", "tattoo", "not_found", "what brand is your titanium jewellery /piercing", NONE),
  r("station", "tattoo", "not_found", "how far is the millbeck studio from the train station /studios", NONE),
  // observatory
  r("adult", "observatory", "price", "how much is an adult ticket /tickets", {
    contains: ["£11.50"],
    excludes: ["£12.50"],
  }),
  r("child-march", "observatory", "price", "child ticket price in march next year /tickets", {
    contains: ["£8.00"],
    excludes: ["£7.50"],
  }),
  r(
    "family-feb",
    "observatory",
    "price",
    "how much will a family ticket be after the price change /tickets",
    {
      contains: ["£35.00"],
      excludes: ["£32.00"],
    },
  ),
  r("carers", "observatory", "yes_no", "do carers have to pay /tickets", { answer: "no" }),
  r("seats", "observatory", "count", "how many seats in the dome /planetarium", {
    contains: ["64"],
    excludes: ["4"],
  }),
  r("little-age", "observatory", "fact", "what age is little stargazers aimed at /planetarium", {
    contains: ["3 to 7"],
    excludes: ["12 and up"],
  }),
  r("dark-matters", "observatory", "time", "how long is the dark matters show /planetarium", {
    contains: ["50 minutes"],
    excludes: ["45 minutes"],
  }),
  r("saturday-half-3", "observatory", "name", "which show is on at half 3 on a saturday /planetarium", {
    contains: ["Dark Matters"],
    excludes: ["Beyond the Planets"],
  }),
  r(
    "late",
    "observatory",
    "yes_no",
    "can we still go in if we're a few mins late for the show /planetarium",
    {
      answer: "no",
    },
  ),
  r("june", "observatory", "yes_no", "are there any telescope evenings in june /stargazing", {
    answer: "no",
  }),
  r("cloudy", "observatory", "yes_no", "can i get my money back if its cloudy /stargazing", {
    answer: "yes",
  }),
  r("six", "observatory", "yes_no", "can my 6 year old come to a stargazing evening /stargazing", {
    answer: "no",
  }),
  r("january-start", "observatory", "time", "what time do stargazing evenings start in january /stargazing", {
    contains: ["19:00"],
    excludes: ["20:30"],
  }),
  r("west-year", "observatory", "date", "what year is the telescope in the west dome from /stargazing", {
    contains: ["1889"],
    excludes: ["2024"],
  }),
  r("member-evening", "observatory", "price", "how much is a telescope evening for members /stargazing", {
    contains: ["£8"],
    excludes: ["£16"],
  }),
  r("family-membership", "observatory", "price", "how much is family membership /membership", {
    contains: ["£78"],
    excludes: ["£60"],
  }),
  r("young", "observatory", "fact", "what ages is the young astronomer membership for /membership", {
    contains: ["8 to 17"],
    excludes: ["under 16"],
  }),
  r(
    "joint-monthly",
    "observatory",
    "price",
    "how much a month is joint membership by direct debit /membership",
    {
      contains: ["£5.50"],
      excludes: ["£3.50"],
    },
  ),
  r("year-4", "observatory", "price", "how much per pupil for a year 4 class /schools", {
    contains: ["£9.00"],
    excludes: ["£7.50", "£9.50"],
  }),
  r("dearest-cafe", "observatory", "fact", "whats the most expensive thing on the cafe menu /cafe", {
    contains: ["jacket potato", "£6.25"],
    excludes: ["£5.50"],
  }),
  r("geminids", "observatory", "date", "when is the geminids night /events", {
    contains: ["13 December"],
    excludes: ["15 January"],
  }),
  r("west-wheelchair", "observatory", "yes_no", "can a wheelchair user get up to the west dome /access", {
    answer: "no",
  }),
  r("weekday-bus", "observatory", "yes_no", "is there a bus up there on weekdays /visit", { answer: "no" }),
  r(
    "aurora",
    "observatory",
    "not_found",
    "can you see the northern lights from the observatory /stargazing",
    NONE,
  ),
  r("gift-shop", "observatory", "not_found", "is there a gift shop /visit", NONE),
];
