import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// BISE: the fifty-fifth held-out part of the research corpus on two sites of its own (a day spa with two spas, and a
// local bus company with two travel shops), written by someone who did not tune the engines and run once at the very
// end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday. At Linden & Vale a 60-minute Swedish massage on a weekday is £62 (at the weekend
// £68, 90 minutes £88, last year £58); a 90-minute hot stone massage at the weekend £114 (on a weekday £105, 60
// minutes £82); a member's 60-minute signature facial on a weekday £65 less 15%; the Revive spa day for two at the
// weekend 2 × £149; a weekday 90-minute deep tissue massage after the February rise £98 + £4; the thermal suite alone
// on a Sunday £45 (a weekday £35); a posted voucher £2.50; Linden is shut on Mondays; no under-16s in the thermal
// suite; Vale has no pool; under 48 hours' notice is charged half; members' 15% is not off spa days; Chloe Barnes,
// Nadia Petrova and Ben Alder are at Vale; the Revive day has a signature facial, lunch and prosecco; 48 hours' notice;
// Vale's thermal suite has a sauna, steam room and ice fountain; Vale shuts at 21:30 on Thursdays (Linden at 20:00);
// Amira Haddad does Linden's facials; Rosa Hartley founded it; 6 therapists; Vale has 4 treatment rooms (Linden 6);
// nothing says nails or what parking costs. At Greyhaven Buses an all zones adult week ticket is £30.00 (concession
// £22.50, last year £28.00); two adults and a child on Zones 1 and 2 day tickets 2 × £6.50 + £3.20; five Zones 1 and 2
// adult day tickets 5 × £6.50 against a week ticket's £24.00; an off-peak all zones adult day ticket £8.20 less £1; a
// Zone 1 adult single from January £2.00 + 20p; a Zones 1 and 2 child single £1.40 (adult £2.80, Zone 1 £1.00); a
// Zones 1 and 2 year season ticket £860 (term £250); the night bus £4.00; no cash on route 7; no Sunday 12; the Market
// Square shop shut on Sundays; every bus has a ramp; day tickets not on the night bus; routes 1, 4, 7 and 31 run on
// Sundays; 7 and X9 are contactless only; route 4 calls at Station Road, Kingsmead School and Long Lane; lost property
// is kept 28 days at the bus station; a photocard needs a passport photo; the first Saturday 4 is at 07:50 (weekdays
// 06:45); the 17:15 route 12 reaches Ashby Green at 17:38; Long Lane comes after Kingsmead School; 4 night buses
// leave the bus station; singles go up on 3 January; nothing says wifi, group tickets or the last X9.
const r = researchItem("bi-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_BISE: ResearchItem[] = [
  // dayspa
  r(
    "swedish-weekday",
    "dayspa",
    "price",
    "how much is an hour long swedish massage on a tuesday /treatments",
    {
      contains: ["£62"],
      excludes: ["£68", "£88", "£58"],
    },
  ),
  r("hot-stone-weekend", "dayspa", "price", "hot stone massage 90 mins on a saturday, price? /treatments", {
    contains: ["£114"],
    excludes: ["£105", "£82"],
  }),
  r(
    "facial-member",
    "dayspa",
    "price",
    "im a member, what would i pay for a 60 minute signature facial on a weekday /treatments",
    {
      contains: ["£55.25"],
    },
  ),
  r(
    "revive-two-weekend",
    "dayspa",
    "price",
    "revive spa day for me and my mum on a saturday, how much is that altogether /spa-days",
    {
      contains: ["£298"],
    },
  ),
  r(
    "deep-tissue-february",
    "dayspa",
    "price",
    "what will a 90 min deep tissue massage on a weekday cost after the price rise in february /treatments",
    {
      contains: ["£102"],
    },
  ),
  r("thermal-sunday", "dayspa", "price", "just the thermal suite on a sunday, how much /spa-days", {
    contains: ["£45"],
    excludes: ["£35"],
  }),
  r("voucher-post", "dayspa", "price", "what does it cost to get a gift voucher sent in the post /vouchers", {
    contains: ["£2.50"],
  }),
  r("linden-monday", "dayspa", "yes_no", "is the brackwell spa open on mondays /spas", { answer: "no" }),
  r("under-16", "dayspa", "yes_no", "can my 15 year old come in the thermal suite with me /rules", {
    answer: "no",
  }),
  r("vale-pool", "dayspa", "yes_no", "does the vale spa have a pool /spas", { answer: "no" }),
  r(
    "late-cancel",
    "dayspa",
    "yes_no",
    "if i cancel my massage the day before will i still have to pay something /rules",
    {
      answer: "yes",
    },
  ),
  r("member-spa-day", "dayspa", "yes_no", "do members get the 15% off spa days as well /membership", {
    answer: "no",
  }),
  r("vale-therapists", "dayspa", "list", "which therapists work at vale /therapists", {
    contains: ["Chloe Barnes", "Nadia Petrova", "Ben Alder"],
    excludes: ["Rosa Hartley", "Amira Haddad"],
  }),
  r("revive-includes", "dayspa", "list", "what do you get on the revive spa day /spa-days", {
    contains: ["signature facial", "lunch", "prosecco"],
    excludes: ["Swedish massage", "light supper"],
  }),
  r("vale-thermal", "dayspa", "fact", "whats in the thermal suite at vale /spas", {
    contains: ["sauna", "steam room", "ice fountain"],
    excludes: ["outdoor hot tub"],
  }),
  r(
    "cancel-notice",
    "dayspa",
    "fact",
    "how much notice do i need to give to cancel a treatment /treatments",
    {
      contains: ["48 hours"],
    },
  ),
  r("vale-thursday", "dayspa", "time", "what time does vale close on a thursday night /spas", {
    contains: ["21:30"],
    excludes: ["20:00"],
  }),
  r("linden-facials", "dayspa", "name", "who does the facials at linden /therapists", {
    contains: ["Amira Haddad"],
    excludes: ["Nadia Petrova"],
  }),
  r("founder", "dayspa", "name", "who started linden and vale /therapists", { contains: ["Rosa Hartley"] }),
  r("therapist-count", "dayspa", "count", "how many therapists have you got /therapists", {
    contains: ["6"],
  }),
  r("vale-rooms", "dayspa", "count", "how many treatment rooms does the vale spa have /spas", {
    contains: ["4"],
    excludes: ["6"],
  }),
  r("nails", "dayspa", "not_found", "can i get my nails done at vale /treatments", NONE),
  r("vale-parking-price", "dayspa", "not_found", "how much does parking cost near the vale spa /spas", NONE),
  // buses
  r("week-all-zones", "buses", "price", "adult week ticket for all zones how much /fares", {
    contains: ["£30.00"],
    excludes: ["£22.50", "£28.00"],
  }),
  r(
    "family-day",
    "buses",
    "price",
    "2 adults and 1 kid, day tickets for zones 1 and 2, what's the total /fares",
    {
      contains: ["£16.20"],
    },
  ),
  r(
    "week-or-days",
    "buses",
    "price",
    "im going to fenwick cross monday to friday, how much do i save with an adult week ticket for zones 1 and 2 instead of 5 day tickets /fares",
    {
      contains: ["£8.50"],
    },
  ),
  r(
    "off-peak",
    "buses",
    "price",
    "adult day ticket for all zones if i get on after 10am on a weekday? /fares",
    {
      contains: ["£7.20"],
    },
  ),
  r(
    "single-january",
    "buses",
    "price",
    "how much will a zone 1 adult single be after the fares go up in january /fares",
    {
      contains: ["£2.20"],
    },
  ),
  r("child-single", "buses", "price", "child single from greyhaven to fenwick cross, how much /fares", {
    contains: ["£1.40"],
    excludes: ["£2.80", "£1.00"],
  }),
  r("year-season", "buses", "price", "annual season ticket zones 1 and 2 price /season-tickets", {
    contains: ["£860"],
    excludes: ["£250", "£1,080"],
  }),
  r("night-fare", "buses", "price", "how much is it on the night bus /night-bus", { contains: ["£4.00"] }),
  r("cash-7", "buses", "yes_no", "can i pay cash on the number 7 /routes", { answer: "no" }),
  r("twelve-sunday", "buses", "yes_no", "does the 12 run on sundays /timetables", { answer: "no" }),
  r("market-sunday", "buses", "yes_no", "is the fenwick cross travel shop open sundays /travel-shops", {
    answer: "no",
  }),
  r("ramp", "buses", "yes_no", "im in a wheelchair, do all your buses have a ramp /accessible-travel", {
    answer: "yes",
  }),
  r("night-day-ticket", "buses", "yes_no", "will my day ticket work on the night bus /night-bus", {
    answer: "no",
  }),
  r("sunday-routes", "buses", "list", "which routes run on a sunday /routes", {
    contains: ["1", "4", "7", "31"],
    excludes: ["X9"],
  }),
  r("contactless-routes", "buses", "list", "which routes are contactless only /routes", {
    contains: ["7", "X9"],
    excludes: ["22"],
  }),
  r("route-4-stops", "buses", "list", "what stops does the 4 stop at /timetables", {
    contains: ["Station Road", "Kingsmead School", "Long Lane"],
    excludes: ["Orchard Way", "Millford Church"],
  }),
  r("lost-kept", "buses", "fact", "how long do you hang on to lost property /lost-property", {
    contains: ["28 days"],
  }),
  r("lost-where", "buses", "fact", "where do i pick up something i left on a bus /lost-property", {
    contains: ["Greyhaven Bus Station"],
  }),
  r("photocard", "buses", "fact", "what do i need to get a photocard /season-tickets", {
    contains: ["passport photo"],
  }),
  r(
    "first-4-saturday",
    "buses",
    "time",
    "first number 4 from greyhaven bus station on a saturday? /timetables",
    {
      contains: ["07:50"],
      excludes: ["06:45"],
    },
  ),
  r(
    "twelve-arrives",
    "buses",
    "time",
    "on a weekday the 17:15 route 12 from fenwick cross gets to ashby green when /timetables",
    {
      contains: ["17:38"],
      excludes: ["17:29"],
    },
  ),
  r(
    "after-kingsmead",
    "buses",
    "name",
    "on the 4 towards fenwick cross whats the next stop after kingsmead school /timetables",
    {
      contains: ["Long Lane"],
      excludes: ["Station Road"],
    },
  ),
  r("night-count", "buses", "count", "how many night buses leave the bus station each night /night-bus", {
    contains: ["4"],
  }),
  r("single-rise-date", "buses", "date", "when do the single fares go up /fares", {
    contains: ["3 January"],
  }),
  r("wifi", "buses", "not_found", "is there wifi on the buses /accessible-travel", NONE),
  r("group-ticket", "buses", "not_found", "do you do a group ticket for 10 of us /fares", NONE),
  r("last-x9", "buses", "not_found", "what time is the last X9 to brenford parkway /routes", NONE),
];
