import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_BISE_FORMS } from "./navigator-forms";

// BISE: the fifty-fifth held-out part of the navigator corpus on two sites of its own (a day spa with two spas, and a
// local bus company with two travel shops), written by someone who did not tune the engines and run once at the very
// end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday. At Linden & Vale "last year" is 2025's prices in the news of April 2025 (£58) and
// "after the february price rise" the notice of £4 more on every treatment (a weekend 90-minute seaweed wrap £103 +
// £4); two on an Unwind spa day on a Saturday 2 × £105; Linden is shut on Mondays, so "this monday" (30 November),
// and Vale open on Sunday 27 December; the dearest treatment is a weekend 90-minute hot stone massage (£114), the
// cheapest a weekday express facial (£35), the dearest spa day Revive at the weekend (£149); 3 therapists at Vale. At
// Greyhaven Buses "last year" is 2025's fares in the news of January 2025 (£4.50) and "after the january fare change"
// the notice of 20p more on adult singles (all zones £3.60 + 20p); two adults and a child on all zones day tickets 2 ×
// £8.20 + £4.10; the Market Square shop is shut on Sundays, so "this sunday" (29 November); no buses on Christmas
// Day; routes 12, 22 and X9 don't run on Sundays; the dearest season ticket is the all zones year (£1,080), the
// cheapest week ticket a Zone 1 child's (£9.00); 7 daytime routes and 6 Saturday route 4 buses.
const n = navItem("bi-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_BISE: NavItem[] = [
  // fact
  n("sp-company", "dayspa", "fact", "find linden & vale day spas' company registration number", {
    contains: ["09371548"],
    excludes: ["GB 274 1186 53"],
  }),
  n(
    "sp-last-year",
    "dayspa",
    "fact",
    "what did linden & vale charge last year for a 60 minute swedish massage on a weekday",
    {
      contains: ["£58"],
      excludes: ["£62"],
    },
  ),
  n(
    "sp-february",
    "dayspa",
    "fact",
    "find out what a 90 minute seaweed wrap at the weekend will cost at linden & vale after the february price rise",
    {
      contains: ["£107"],
      excludes: ["£103"],
    },
  ),
  n("sp-vale-phone", "dayspa", "fact", "find the phone number of linden & vale's spa in hollins cross", {
    contains: ["01632 660 275"],
    excludes: ["01632 660 140"],
  }),
  n(
    "sp-unwind-two",
    "dayspa",
    "fact",
    "work out what linden & vale would charge for two of us on the unwind spa day on a saturday",
    {
      contains: ["£210"],
    },
  ),
  n("bu-vat", "buses", "fact", "find greyhaven buses' vat number", {
    contains: ["GB 612 3390 17"],
    excludes: ["04418290"],
  }),
  n("bu-last-year", "buses", "fact", "what did a zone 1 adult day ticket cost on greyhaven buses last year", {
    contains: ["£4.50"],
    excludes: ["£4.80"],
  }),
  n(
    "bu-january",
    "buses",
    "fact",
    "find out what an all zones adult single will cost on greyhaven buses after the january fare change",
    {
      contains: ["£3.80"],
      excludes: ["£3.60"],
    },
  ),
  n(
    "bu-shop-phone",
    "buses",
    "fact",
    "find the phone number of greyhaven buses' travel shop in fenwick cross",
    {
      contains: ["01632 718 264"],
      excludes: ["01632 718 200"],
    },
  ),
  n(
    "bu-family",
    "buses",
    "fact",
    "work out what two adults and one child would pay greyhaven buses altogether for all zones day tickets",
    {
      contains: ["£20.50"],
    },
  ),
  // yes/no
  n("sp-linden-monday", "dayspa", "yes_no", "is linden & vale's spa in brackwell open this monday", {
    answer: "no",
  }),
  n("sp-vale-27th", "dayspa", "yes_no", "is linden & vale's vale spa open on sunday 27 december", {
    answer: "yes",
  }),
  n("sp-thirteen", "dayspa", "yes_no", "can my 13 year old use the thermal suite at linden & vale", {
    answer: "no",
  }),
  n("sp-men", "dayspa", "yes_no", "find out if men can book treatments at linden & vale", { answer: "yes" }),
  n("bu-shop-sunday", "buses", "yes_no", "is greyhaven buses' fenwick cross travel shop open this sunday", {
    answer: "no",
  }),
  n("bu-dog", "buses", "yes_no", "can i bring my dog on a greyhaven bus", { answer: "yes" }),
  n("bu-christmas", "buses", "yes_no", "do any greyhaven buses run on christmas day", { answer: "no" }),
  // list
  n("sp-linden-team", "dayspa", "list", "who are the therapists at linden & vale's linden spa", {
    contains: ["Rosa Hartley", "Amira Haddad", "Joel Mensah"],
    excludes: ["Chloe Barnes"],
  }),
  n("sp-ninety", "dayspa", "list", "which treatments can i have for 90 minutes at linden & vale", {
    contains: [
      "Swedish massage",
      "Deep tissue massage",
      "Hot stone massage",
      "Signature facial",
      "Seaweed wrap",
    ],
    excludes: ["Salt scrub", "Express facial"],
  }),
  n("bu-no-sunday", "buses", "list", "which greyhaven bus routes don't run on sundays", {
    contains: ["12", "22", "X9"],
  }),
  n("bu-route-12", "buses", "list", "list the stops on greyhaven buses' route 12", {
    contains: ["Orchard Way", "Millford Church", "Ashby Green"],
    excludes: ["Long Lane"],
  }),
  n("bu-night-times", "buses", "list", "list the times greyhaven's night bus leaves the bus station", {
    contains: ["23:30", "00:30", "01:30", "02:30"],
  }),
  // superlative
  n("sp-dearest", "dayspa", "superlative", "find linden & vale's most expensive treatment", {
    contains: ["Hot stone massage", "£114"],
  }),
  n("sp-cheapest", "dayspa", "superlative", "what's the cheapest treatment at linden & vale", {
    contains: ["Express facial", "£35"],
  }),
  n("sp-dearest-day", "dayspa", "superlative", "find the most expensive spa day at linden & vale", {
    contains: ["Revive", "£149"],
  }),
  n("bu-dearest-season", "buses", "superlative", "find greyhaven buses' most expensive season ticket", {
    contains: ["All zones", "£1,080"],
  }),
  n("bu-cheapest-week", "buses", "superlative", "what's the cheapest week ticket greyhaven buses sell", {
    contains: ["Child", "£9.00"],
  }),
  // count
  n("sp-vale-count", "dayspa", "count", "how many therapists work at linden & vale's vale spa", {
    contains: ["3"],
  }),
  n("bu-routes", "buses", "count", "how many daytime routes do greyhaven buses run", { contains: ["7"] }),
  n("bu-saturday-4s", "buses", "count", "how many route 4 buses leave greyhaven bus station on a saturday", {
    contains: ["6"],
  }),
  // answered only on pages the site's search finds
  n("sp-pregnancy", "dayspa", "search", "does linden & vale do pregnancy massage? how much is it", {
    contains: ["£66"],
  }),
  n("sp-hen", "dayspa", "search", "find out what a hen party costs a person at linden & vale", {
    contains: ["£48"],
  }),
  n("bu-school", "buses", "search", "does greyhaven buses run a school bus? how much is a term pass for it", {
    contains: ["£145"],
  }),
  n("bu-hire", "buses", "search", "find out how much it costs to hire a greyhaven bus with a driver", {
    contains: ["£280"],
  }),
  // not found
  n("sp-gym", "dayspa", "not_found", "find out if linden & vale have a gym", NONE),
  n("sp-student", "dayspa", "not_found", "find linden & vale's student discount", NONE),
  n("bu-usb", "buses", "not_found", "find out if greyhaven buses have usb charging on board", NONE),
  n("bu-return", "buses", "not_found", "find the price of a return ticket on greyhaven buses", NONE),
  n("bu-driver-pay", "buses", "not_found", "find out what greyhaven buses pay their drivers an hour", NONE),
  ...NAVIGATOR_BISE_FORMS,
];
