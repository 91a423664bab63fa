import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_MELTEMI_FORMS } from "./navigator-forms";

// MELTEMI: the forty-ninth held-out part of the navigator corpus on two sites of its own (a holiday cottage letting
// agency with eight cottages in two villages, and an independent hearing care practice with two branches), written
// by someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever
// tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Fernhallow
// "last year" is 2025's prices as the news gave them in November 2024 (2026's came in November 2025) and "after the
// april price rise" the notice of 2027's; the key office is open on Boxing Day and the Ambleford office shut on
// Sundays, so "this sunday" (29 November); The Old Forge takes no pets; the cottages changing over on a Friday are
// Harbour Loft, The Old Forge and Mill House; Coastguard House and Mill House are let by the week only; Mill House
// sleeps the most (10), Wren Cottage's £395 any week is the cheapest high season week (Harbour Loft's £690 the next);
// the newest on the team joined in 2025; there are 4 cottages in Hawkscombe and 6 on the team. At Pryce "last year" is
// 2025's prices in the news of February 2025 and "from february" the notice of 2027's; Kettlewick is open until 19:00
// on Thursdays, so at 6pm this evening, and shut from 24 December to 4 January, so on Tuesday 29 December (Brinsford
// is open); Brinsford is shut on Boxing Day; rechargeable aids are Advanced, Premium and Ultimate; the free tests are
// the hearing check and the full assessment; the tinnitus clinic and water irrigation are at Brinsford only;
// Platinum is the dearest plan (£205 a year), the tinnitus consultation the longest appointment (75 minutes); there
// are 6 on the team.
const n = navItem("me-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_MELTEMI: NavItem[] = [
  // fact
  n("co-company", "cottages", "fact", "fernhallow cottages company number", {
    contains: ["09318862"],
    excludes: ["GB 412 7730 95"],
  }),
  n("co-last-year", "cottages", "fact", "what did fernhallow cottages charge for a dog last year", {
    contains: ["£25"],
    excludes: ["£30"],
  }),
  n(
    "co-april",
    "cottages",
    "fact",
    "fernhallow, how much will gull cottage be for a mid season week after the april price rise",
    {
      contains: ["£795"],
      excludes: ["£745"],
    },
  ),
  n("co-key-phone", "cottages", "fact", "phone number for fernhallow's key office in hawkscombe", {
    contains: ["01632 960 718"],
    excludes: ["01632 960 712"],
  }),
  n(
    "co-commission",
    "cottages",
    "fact",
    "what commission does fernhallow take for letting my cottage if they do the housekeeping too",
    {
      contains: ["25%"],
      excludes: ["20%"],
    },
  ),
  n("he-vat", "hearing", "fact", "pryce hearing care vat number", {
    contains: ["GB 736 1184 27"],
    excludes: ["05581936"],
  }),
  n(
    "he-last-year",
    "hearing",
    "fact",
    "how much was microsuction for both ears at pryce hearing care last year",
    {
      contains: ["£70"],
      excludes: ["£75"],
    },
  ),
  n(
    "he-february",
    "hearing",
    "fact",
    "what will a pair of ultimate in the ear aids cost at pryce hearing care from february",
    {
      contains: ["£3,695"],
      excludes: ["£3,595"],
    },
  ),
  n("he-kettlewick-phone", "hearing", "fact", "phone number for pryce hearing care's kettlewick branch", {
    contains: ["01632 960 357"],
    excludes: ["01632 960 350"],
  }),
  n(
    "he-repair",
    "hearing",
    "fact",
    "how much does pryce hearing care charge for a small repair while you wait",
    {
      contains: ["£15"],
      excludes: ["£120"],
    },
  ),
  // yes_no
  n("co-boxing-day", "cottages", "yes_no", "is fernhallow's key office in hawkscombe open on boxing day", {
    answer: "yes",
  }),
  n("co-sunday", "cottages", "yes_no", "can i pop into fernhallow's ambleford office this sunday", {
    answer: "no",
  }),
  n("co-forge-dog", "cottages", "yes_no", "can we take our dog to the old forge with fernhallow", {
    answer: "no",
  }),
  n(
    "he-six-pm",
    "hearing",
    "yes_no",
    "can i get to pryce hearing care's kettlewick branch at 6pm this evening",
    {
      answer: "yes",
    },
  ),
  n("he-boxing-day", "hearing", "yes_no", "is pryce hearing care's brinsford branch open on boxing day", {
    answer: "no",
  }),
  n("he-child", "hearing", "yes_no", "will pryce hearing care see my 8 year old for a hearing test", {
    answer: "no",
  }),
  n(
    "he-29-december",
    "hearing",
    "yes_no",
    "is pryce hearing care's kettlewick branch open on tuesday 29th december",
    {
      answer: "no",
    },
  ),
  // search: the answer is on a page linked from nowhere
  n(
    "co-second-week",
    "cottages",
    "search",
    "does fernhallow give money off if we stay two weeks? how much off",
    {
      contains: ["15%"],
    },
  ),
  n(
    "co-charger",
    "cottages",
    "search",
    "can i charge my electric car at a fernhallow cottage? how much a kwh",
    {
      contains: ["45p"],
    },
  ),
  n(
    "he-swim",
    "hearing",
    "search",
    "does pryce hearing care make custom swimming earplugs? how much a pair",
    {
      contains: ["£89"],
    },
  ),
  n(
    "he-tv",
    "hearing",
    "search",
    "can pryce hearing care help me hear the tv through my hearing aids? what does it cost",
    {
      contains: ["£229"],
    },
  ),
  // list
  n("co-friday", "cottages", "list", "which fernhallow cottages change over on a friday", {
    contains: ["Harbour Loft", "The Old Forge", "Mill House"],
    excludes: ["Orchard Barn", "Gull Cottage"],
  }),
  n("co-week-only", "cottages", "list", "which fernhallow cottages can't you get a short break at", {
    contains: ["Coastguard House", "Mill House"],
    excludes: ["Netmakers"],
  }),
  n("he-rechargeable", "hearing", "list", "which levels of pryce hearing care's aids come rechargeable", {
    contains: ["Advanced", "Premium", "Ultimate"],
    excludes: ["Essential"],
  }),
  n("he-free-tests", "hearing", "list", "which hearing tests are free at pryce hearing care", {
    contains: ["Hearing check", "Full hearing assessment"],
    excludes: ["Second opinion"],
  }),
  n(
    "he-brinsford-only",
    "hearing",
    "list",
    "what can you only have done at pryce hearing care's brinsford branch",
    {
      contains: ["tinnitus", "irrigation"],
      excludes: ["Hearing check"],
    },
  ),
  // superlative
  n("co-sleeps-most", "cottages", "superlative", "which fernhallow cottage sleeps the most people", {
    contains: ["Mill House", "10"],
    excludes: ["Coastguard House"],
  }),
  n(
    "co-cheapest-high",
    "cottages",
    "superlative",
    "which fernhallow cottage is the cheapest for a week in high season",
    {
      contains: ["Wren Cottage", "£395"],
      excludes: ["£690"],
    },
  ),
  n("co-newest", "cottages", "superlative", "who is the newest member of the fernhallow team", {
    contains: ["Josh Penrose"],
    excludes: ["Amber Quinn"],
  }),
  n(
    "he-dearest-plan",
    "hearing",
    "superlative",
    "which pryce hearing care aftercare plan costs the most a year",
    {
      contains: ["Platinum", "£205"],
      excludes: ["£130"],
    },
  ),
  n("he-longest", "hearing", "superlative", "which appointment at pryce hearing care takes the longest", {
    contains: ["Tinnitus consultation"],
    excludes: ["Full hearing assessment"],
  }),
  // count
  n("co-hawkscombe", "cottages", "count", "how many cottages does fernhallow have in hawkscombe", {
    contains: ["4"],
  }),
  n("co-team", "cottages", "count", "how many people work at fernhallow cottages", { contains: ["6"] }),
  n("he-team", "hearing", "count", "how many people work at pryce hearing care", { contains: ["6"] }),
  // not_found
  n("co-airport", "cottages", "not_found", "does fernhallow cottages do airport transfers", NONE),
  n("co-bikes", "cottages", "not_found", "can we hire bikes through fernhallow cottages", NONE),
  n("he-dizzy", "hearing", "not_found", "does pryce hearing care treat dizziness and balance problems", NONE),
  n("he-piercing", "hearing", "not_found", "does pryce hearing care do ear piercing", NONE),
  n(
    "he-bsl",
    "hearing",
    "not_found",
    "can pryce hearing care book a british sign language interpreter for my appointment",
    NONE,
  ),
  // form
  ...NAVIGATOR_MELTEMI_FORMS,
];
