import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_LEVANTER_FORMS } from "./navigator-forms";

// LEVANTER: the fifty-second held-out part of the navigator corpus on two sites of its own (an electrical contractor
// with two bases and an emergency line, and a children's swimming school at two pools), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must
// not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Calloway Electrical "last year" is
// 2025's prices in the news of March 2025 and "after the march price rise" the notice of £15 more on every inspection
// (a 2 bedroom flat you live in £160 + £15); Brayworth is shut on Saturdays, so "this saturday" (28 November), and
// open until 19:00 on Wednesdays, so at 6pm "next wednesday" (2 December); Kestleford is open on Tuesday 29 December;
// Sophie Marr and Luke Penhale work at Brayworth; the dearest inspection is an HMO of 6 tenants or more with 5
// bedrooms or more (from £435), the cheapest charger package Home Essential (£875), the cheapest small job swapping a
// ceiling light (£60); there are 7 on the team and 6 + 3 vans. At Otterbrook "last year" is 2025/26's prices in the
// news of September 2025 and "from the summer term" the notice of £6 more a term (Stage 4 at Halsey, 30 minutes, £114 +
// £6); Dunmere teaches on Sundays, so "this sunday" (29 November); Halsey is shut on New Year's Eve (Dunmere's family
// swim that day); Joe Mensah, Grace Tulley and Sam Whitby teach at Dunmere; Stages 6 and 7 are not taught there;
// Halsey teaches on Mondays, Wednesdays, Fridays and Saturdays; the dearest crash course is the summer's (£99), the
// survival badge with the longest swim Gold (200 m); there are 8 on the team.
const n = navItem("lv-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_LEVANTER: NavItem[] = [
  // fact
  n("el-company", "electricians", "fact", "calloway electrical company registration number", {
    contains: ["10482276"],
    excludes: ["GB 318 4402 17"],
  }),
  n(
    "el-last-year",
    "electricians",
    "fact",
    "what did calloway electrical charge last year to inspect a 3 bed house you let out",
    {
      contains: ["£215"],
      excludes: ["£230"],
    },
  ),
  n(
    "el-march",
    "electricians",
    "fact",
    "with calloway electrical, what will an inspection of a 2 bedroom flat i live in cost after the march price rise",
    {
      contains: ["£175"],
      excludes: ["£160"],
    },
  ),
  n("el-emergency-phone", "electricians", "fact", "calloway electrical's emergency phone number", {
    contains: ["01632 962 399"],
    excludes: ["01632 962 310"],
  }),
  n(
    "el-extra-board",
    "electricians",
    "fact",
    "how much do calloway electrical add to an inspection for each extra fuse board",
    {
      contains: ["£45"],
    },
  ),
  n("sw-vat", "swimschool", "fact", "otterbrook swim school vat number", {
    contains: ["GB 291 6630 48"],
    excludes: ["11937054"],
  }),
  n(
    "sw-last-year",
    "swimschool",
    "fact",
    "what did otterbrook charge for a term of stage 1 at halsey last year",
    {
      contains: ["£102"],
      excludes: ["£108"],
    },
  ),
  n(
    "sw-summer",
    "swimschool",
    "fact",
    "at otterbrook, what will a term of stage 4 in 30 minute lessons at halsey cost from the summer term",
    {
      contains: ["£120"],
      excludes: ["£114"],
    },
  ),
  n("sw-family-swim", "swimschool", "fact", "how much is a family swim at otterbrook over christmas", {
    contains: ["£4"],
  }),
  n("sw-dunmere-start", "swimschool", "fact", "when does otterbrook's spring term start at dunmere", {
    contains: ["19 January"],
    excludes: ["11 January"],
  }),
  // yes_no
  n("el-saturday", "electricians", "yes_no", "is calloway electrical's brayworth base open this saturday", {
    answer: "no",
  }),
  n(
    "el-29-december",
    "electricians",
    "yes_no",
    "is calloway electrical's kestleford base open on tuesday 29th december",
    {
      answer: "yes",
    },
  ),
  n(
    "el-wednesday",
    "electricians",
    "yes_no",
    "can i drop my keys off at calloway electrical's brayworth base at 6pm next wednesday",
    {
      answer: "yes",
    },
  ),
  n("el-gas", "electricians", "yes_no", "will calloway electrical connect a gas cooker", {
    answer: "no",
  }),
  n("sw-sunday", "swimschool", "yes_no", "does otterbrook have lessons at dunmere this sunday", {
    answer: "yes",
  }),
  n(
    "sw-new-years-eve",
    "swimschool",
    "yes_no",
    "is there a family swim at otterbrook's halsey pool on new year's eve",
    {
      answer: "no",
    },
  ),
  n(
    "sw-halsey-tuesday",
    "swimschool",
    "yes_no",
    "are there otterbrook lessons at halsey on tuesday evenings",
    {
      answer: "no",
    },
  ),
  // search: the answer is on a page linked from nowhere
  n(
    "el-garden-office",
    "electricians",
    "search",
    "can calloway electrical run power down to a garden office? how much",
    {
      contains: ["£690"],
    },
  ),
  n("el-hot-tub", "electricians", "search", "does calloway electrical wire in hot tubs? what does it cost", {
    contains: ["£520"],
  }),
  n(
    "sw-private",
    "swimschool",
    "search",
    "does otterbrook swim school do one-to-one private lessons? how much",
    {
      contains: ["£26"],
    },
  ),
  n(
    "sw-party",
    "swimschool",
    "search",
    "can we have a pool party with otterbrook swim school? what's the price",
    {
      contains: ["£210"],
    },
  ),
  // list
  n("el-brayworth-team", "electricians", "list", "who on calloway electrical's team works at brayworth", {
    contains: ["Sophie Marr", "Luke Penhale"],
    excludes: ["Fiona Beck"],
  }),
  n(
    "el-two-cars",
    "electricians",
    "list",
    "what comes with calloway electrical's two cars ev charger package",
    {
      contains: ["7 kW", "15 m", "fuse board", "balancing"],
      excludes: ["22 kW"],
    },
  ),
  n("sw-dunmere-team", "swimschool", "list", "which otterbrook teachers work at dunmere", {
    contains: ["Joe Mensah", "Grace Tulley", "Sam Whitby"],
    excludes: ["Tom Ashby"],
  }),
  n("sw-not-dunmere", "swimschool", "list", "which stages aren't taught at otterbrook's dunmere pool", {
    contains: ["6", "7"],
    excludes: ["Stage 5"],
  }),
  n("sw-halsey-days", "swimschool", "list", "which days are there otterbrook lessons at halsey", {
    contains: ["Monday", "Wednesday", "Friday", "Saturday"],
    excludes: ["Tuesday", "Sunday"],
  }),
  // superlative
  n(
    "el-dearest-inspection",
    "electricians",
    "superlative",
    "what's the most expensive inspection on calloway electrical's price list",
    {
      contains: ["HMO", "£435"],
      excludes: ["£395"],
    },
  ),
  n(
    "el-cheapest-charger",
    "electricians",
    "superlative",
    "cheapest ev charger package at calloway electrical",
    {
      contains: ["Home Essential", "£875"],
      excludes: ["£1,045"],
    },
  ),
  n(
    "el-cheapest-job",
    "electricians",
    "superlative",
    "what's the cheapest job on calloway electrical's small jobs list",
    {
      contains: ["light", "£60"],
      excludes: ["£65"],
    },
  ),
  n(
    "sw-dearest-course",
    "swimschool",
    "superlative",
    "which otterbrook holiday crash course costs the most",
    {
      contains: ["Summer", "£99"],
      excludes: ["£95"],
    },
  ),
  n(
    "sw-longest-survival",
    "swimschool",
    "superlative",
    "which otterbrook survival badge needs the longest swim",
    {
      contains: ["Gold", "200 m"],
      excludes: ["100 m"],
    },
  ),
  // count
  n("el-team", "electricians", "count", "how many people work at calloway electrical", {
    contains: ["7"],
  }),
  n("el-vans", "electricians", "count", "how many vans has calloway electrical got altogether", {
    contains: ["9"],
  }),
  n("sw-team", "swimschool", "count", "how many people are on otterbrook swim school's team", {
    contains: ["8"],
  }),
  // not_found
  n("el-batteries", "electricians", "not_found", "does calloway electrical fit home batteries", NONE),
  n(
    "el-finance",
    "electricians",
    "not_found",
    "can i pay for a calloway electrical ev charger on finance",
    NONE,
  ),
  n("sw-wetsuits", "swimschool", "not_found", "does otterbrook swim school sell wetsuits", NONE),
  n("sw-autism", "swimschool", "not_found", "does otterbrook run lessons for children with autism", NONE),
  n("sw-triathlon", "swimschool", "not_found", "does otterbrook swim school run triathlon training", NONE),
  // form
  ...NAVIGATOR_LEVANTER_FORMS,
];
