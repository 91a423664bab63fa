import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// GLOAM: the thirty-fourth held-out part of the research corpus on two sites of its own (a heritage steam railway
// and an archery and axe-throwing centre with two venues), written by someone who did not tune the engines and run
// once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks
// are created at 2026-11-26T10:00:00Z, a Thursday: "from march" and "next summer" are after the railway's fares
// change on 1 March 2027; a fare asked with no date is today's. A Saturday in May and a Sunday in June run to the
// Green timetable and a Sunday in January to the Winter one; a 10 year old pays a child fare; a dog is not a
// passenger on a Santa Special. The archery centre's two venues are The Barn at Fletchgate and Mercer's Wharf in
// Dunmere ("the wharf"); a Saturday is a weekend price, and 3 days' notice is 2 to 6 days.
const r = researchItem("gl-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_GLOAM: ResearchItem[] = [
  // railway
  r("adult-return", "railway", "price", "how much is an adult return /fares", {
    contains: ["£19.00"],
    excludes: ["£21.00"],
  }),
  r("child-single", "railway", "price", "price of a single for a 10 year old /fares", {
    contains: ["£6.00"],
    excludes: ["£9.50", "£6.50"],
  }),
  r("family-march", "railway", "price", "how much will a family return be from march /fares", {
    contains: ["£52.00"],
    excludes: ["£48.00"],
  }),
  r("rover-summer", "railway", "price", "how much will a kids day rover be next summer /fares", {
    contains: ["£13.00"],
    excludes: ["£12.00"],
  }),
  r("toddler", "railway", "yes_no", "does my 2 year old need a ticket /fares", { answer: "no" }),
  r("furze-parking", "railway", "count", "how many parking spaces at furze bank /stations", {
    contains: ["25"],
    excludes: ["120", "60"],
  }),
  r("hollins-steps", "railway", "yes_no", "is hollins cross step free /stations", { answer: "no" }),
  r("cressby-cafe", "railway", "name", "whats the cafe at cressby called /stations", {
    contains: ["Goods Shed Tea Room"],
    excludes: ["Refreshment Room"],
  }),
  r(
    "first-furze",
    "railway",
    "time",
    "first train from furze bank to cressby on a saturday in may /timetable",
    {
      contains: ["10:26"],
      excludes: ["10:15", "11:39"],
    },
  ),
  r("last-back", "railway", "time", "whats the last train back from cressby on a sunday in june /timetable", {
    contains: ["16:15"],
    excludes: ["17:40", "14:45"],
  }),
  r(
    "january-sundays",
    "railway",
    "time",
    "what times do trains leave wealdmoor on sundays in january /timetable",
    {
      contains: ["11:00", "13:45"],
      excludes: ["10:15"],
    },
  ),
  r("santa-child", "railway", "price", "how much is a child ticket for the santa special /specials", {
    contains: ["£26"],
    excludes: ["£22"],
  }),
  r("tea-ten", "railway", "yes_no", "can i bring my 10 year old on the afternoon tea train /specials", {
    answer: "no",
  }),
  r("fish-chips", "railway", "time", "what time does the fish and chip train leave /specials", {
    contains: ["18:30"],
    excludes: ["14:00"],
  }),
  r("full-day-age", "railway", "fact", "minimum age for the full day driving experience /footplate", {
    contains: ["18"],
    excludes: ["17", "14"],
  }),
  r("half-day", "railway", "price", "how much is the half day driver experience /footplate", {
    contains: ["£295"],
    excludes: ["£495", "£120"],
  }),
  r("oldest-running", "railway", "name", "whats the oldest engine still running /locomotives", {
    contains: ["Lady Isobel"],
    excludes: ["Hollins"],
  }),
  r("sir-gareth", "railway", "date", "when will sir gareth be back in service /locomotives", {
    contains: ["2028"],
    excludes: ["Easter 2027"],
  }),
  r("bikes", "railway", "count", "how many bikes can go on one train /on-board", {
    contains: ["6"],
    excludes: ["2"],
  }),
  r("dog-santa", "railway", "yes_no", "can the dog come with us on the santa train /on-board", {
    answer: "no",
  }),
  r("group-size", "railway", "count", "how many people do you need for a group discount /groups", {
    contains: ["12"],
    excludes: ["15", "30"],
  }),
  r("track-gang", "railway", "fact", "how old do you have to be to join the track gang /volunteer", {
    contains: ["18"],
    excludes: ["16", "14"],
  }),
  r("wifi", "railway", "not_found", "is there wifi on the trains /on-board", NONE),
  r("speed", "railway", "not_found", "how fast do the steam engines go /locomotives", NONE),
  r(
    "charger",
    "railway",
    "not_found",
    "is there an electric car charger at wealdmoor station /stations",
    NONE,
  ),
  // archery
  r("have-a-go-saturday", "archery", "price", "how much is archery have a go on a saturday /sessions", {
    contains: ["£26"],
    excludes: ["£22"],
  }),
  r(
    "barn-axe-weekday",
    "archery",
    "price",
    "price per person for axe throwing at the barn on a weekday /sessions",
    {
      contains: ["£24"],
      excludes: ["£25", "£28"],
    },
  ),
  r("wharf-axe-age", "archery", "fact", "how old do you have to be to throw axes at the wharf /sessions", {
    contains: ["16"],
    excludes: ["12"],
  }),
  r("course-weeks", "archery", "count", "how many weeks is the beginners archery course /sessions", {
    contains: ["4"],
  }),
  r("wharf-group", "archery", "count", "biggest group for axe throwing at the wharf /sessions", {
    contains: ["16"],
    excludes: ["10"],
  }),
  r("tag-length", "archery", "time", "how long is an archery tag session /sessions", {
    contains: ["90 minutes"],
    excludes: ["45 minutes"],
  }),
  r("cheapest-weekday", "archery", "name", "which session is cheapest on a weekday /sessions", {
    contains: ["Indoor archery lane", "£18"],
    excludes: ["£20"],
  }),
  r("wharf-friday", "archery", "time", "what time does the wharf close on fridays /venues", {
    contains: ["23:00"],
    excludes: ["22:00"],
  }),
  r("barn-monday", "archery", "yes_no", "is the barn open on mondays /venues", { answer: "no" }),
  r("barn-parking", "archery", "count", "how many parking spaces are there at the barn /venues", {
    contains: ["40"],
  }),
  r("beers-barn", "archery", "yes_no", "can we bring a few beers to the barn /rules", { answer: "no" }),
  r("drinks-wharf", "archery", "count", "how many drinks can i have before throwing at the wharf /rules", {
    contains: ["2"],
  }),
  r("sandals", "archery", "yes_no", "can i wear sandals for axe throwing /rules", { answer: "no" }),
  r("cancel-3-days", "archery", "fact", "if i cancel 3 days before what do i get back /rules", {
    contains: ["50%"],
    excludes: ["full refund"],
  }),
  r("robin-hood", "archery", "price", "how much per kid for a robin hood party /parties", {
    contains: ["£24"],
    excludes: ["£26"],
  }),
  r("axe-party-min", "archery", "count", "whats the least number of kids for an axe party /parties", {
    contains: ["6"],
    excludes: ["8"],
  }),
  r("stag", "archery", "price", "how much is the stag and hen package per person /parties", {
    contains: ["£38"],
    excludes: ["£28"],
  }),
  r("archer-plus", "archery", "price", "how much a month is archer plus /membership", {
    contains: ["£39"],
    excludes: ["£28"],
  }),
  r("fletchling", "archery", "fact", "what ages is the fletchling membership for /membership", {
    contains: ["12 to 17"],
  }),
  r(
    "join-no-course",
    "archery",
    "yes_no",
    "can i join the archery club without doing the beginners course /membership",
    {
      answer: "no",
    },
  ),
  r("meg", "archery", "fact", "what coaching qualification does meg have /coaches", {
    contains: ["Level 3"],
    excludes: ["Level 2"],
  }),
  r("wharf-coach", "archery", "name", "who coaches axe throwing at the wharf /coaches", {
    contains: ["Dan Fairclough"],
    excludes: ["Tomasz Wilk"],
  }),
  r("experience-valid", "archery", "time", "how long is a have a go voucher valid for /vouchers", {
    contains: ["12 months"],
    excludes: ["24 months"],
  }),
  r("crossbow", "archery", "not_found", "do you do crossbow shooting /sessions", NONE),
  r("lockers", "archery", "not_found", "are there lockers for our bags at the wharf /venues", NONE),
];
