import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_DUSK_FORMS } from "./navigator-forms";

// DUSK: the twentieth held-out part of the navigator corpus on two sites of its own (a members' golf club with an
// 18-hole and a 9-hole course, a floodlit driving range, coaching and a clubhouse restaurant, and an independent
// language school in two towns with adult courses, exam preparation, one-to-one lessons and children's Saturday
// classes), written by someone who did not tune the engines and run once at the very end as an honest outside
// measurement. Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a
// Thursday: "next week" and "this weekend" fall in the golf club's winter (1 November to 31 March), so its winter
// green fees apply and the range's grass tees (April to October) are shut; "on a weekday morning" is off-peak.
const n = navItem("du-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_DUSK: NavItem[] = [
  // fact
  n(
    "friday-visitor",
    "golfclub",
    "fact",
    "how much is it for a visitor to play the moor course at cray moor on a friday? coming over next week",
    { contains: ["£38"], excludes: ["£60", "£35", "£45"] },
  ),
  n("range-tuesday", "golfclub", "fact", "wat time does the cray moor driving range shut on a tuesday", {
    contains: ["21:30"],
    excludes: ["21:00", "20:00"],
  }),
  n("gareth-30", "golfclub", "fact", "how much is half an hour with the head pro at cray moor", {
    contains: ["£45"],
    excludes: ["£35", "£80"],
  }),
  n(
    "restaurant-phone",
    "golfclub",
    "fact",
    "number for the restaurant at cray moor golf club - want to ring them about sunday lunch",
    { contains: ["01632 975 310"], excludes: ["01632 975 300", "01632 975 301"] },
  ),
  n("cv", "golfclub", "fact", "who do i send my cv to for the greenkeeper job at cray moor", {
    contains: ["Claire Pennock"],
    excludes: ["Martin Oduya", "Dave Whitlock"],
  }),
  n(
    "portuguese",
    "langschool",
    "fact",
    "how much is the portuguese for beginners course at linden languages",
    {
      contains: ["£165"],
      excludes: ["£175", "£240"],
    },
  ),
  n("german-finish", "langschool", "fact", "what time does intermediate german finish at linden", {
    contains: ["21:15"],
    excludes: ["19:30"],
  }),
  n("fernley-address", "langschool", "fact", "whats the address of the linden language centre in fernley", {
    contains: ["21 Station Road"],
    excludes: ["3 Mill Lane"],
  }),
  n("spring-end", "langschool", "fact", "when does the spring term finish at linden school of languages", {
    contains: ["25 March"],
    excludes: ["10 December", "1 July"],
  }),
  // yes_no
  n(
    "weekend-handicap",
    "golfclub",
    "yes_no",
    "can me and my husband play the moor at cray moor as visitors on a saturday? neither of us has got a handicap",
    { answer: "no" },
  ),
  n(
    "kitchen-monday",
    "golfclub",
    "yes_no",
    "is the kitchen at cray moor golf club open on a monday evening? fancy tea after a round",
    { answer: "no" },
  ),
  n("grass-tees", "golfclub", "yes_no", "can i hit off the grass tees at the cray moor range this weekend", {
    answer: "no",
  }),
  n(
    "fernley-wheelchair",
    "langschool",
    "yes_no",
    "my mum uses a wheelchair, can she get into the linden languages centre in fernley ok",
    { answer: "yes" },
  ),
  n(
    "refund-3-weeks",
    "langschool",
    "yes_no",
    "if i cancel my linden course 3 weeks before it starts do i get all my money back",
    { answer: "yes" },
  ),
  n("friday-french", "langschool", "yes_no", "is there a french class on a friday evening at linden", {
    answer: "no",
  }),
  n("ielts-test", "langschool", "yes_no", "can i sit my ielts exam at linden languages?", { answer: "no" }),
  // search: the answer is on a page linked from nowhere
  n(
    "jeans-bar",
    "golfclub",
    "search",
    "can i wear jeans in the bar at cray moor golf club or is there a dress code",
    { answer: "yes" },
  ),
  n(
    "function-room",
    "golfclub",
    "search",
    "how many people can the function room at cray moor seat for a sit down meal",
    { contains: ["120"], excludes: ["150"] },
  ),
  n(
    "translation",
    "langschool",
    "search",
    "how much do linden languages charge to translate a birth certificate",
    {
      contains: ["£45"],
    },
  ),
  n("gift-voucher", "langschool", "search", "how long are linden language school gift vouchers valid for", {
    contains: ["12 months"],
  }),
  // list
  n("hannah-days", "golfclub", "list", "which days does hannah the assistant pro at cray moor teach", {
    contains: ["Monday", "Wednesday", "Thursday", "Sunday"],
    excludes: ["Tuesday", "Friday", "Saturday"],
  }),
  n("par-fives", "golfclub", "list", "which holes are par 5 on the moor at cray moor", {
    contains: ["Long Drag", "Bracken", "Ridgeway"],
    excludes: ["Chapel", "Long Walk"],
  }),
  n(
    "gluten-free",
    "golfclub",
    "list",
    "what can i eat at the cray moor golf club restaurant that's gluten free",
    {
      contains: ["Jacket potato", "Ice cream"],
      excludes: ["Fish and chips", "Sticky toffee"],
    },
  ),
  n("kids-seven", "langschool", "list", "what saturday classes could my 7 year old do at linden", {
    contains: ["Spanish Explorers", "French Explorers", "Mandarin"],
    excludes: ["Spanish Tots", "French Club", "Spanish Club"],
  }),
  n("fernley-tuesday", "langschool", "list", "what courses are on at linden fernley on tuesday evenings", {
    contains: ["Spanish", "Italian"],
    excludes: ["Mandarin", "French"],
  }),
  n("french-teachers", "langschool", "list", "which of the linden teachers teach french", {
    contains: ["Jérôme Lefèvre", "Anneliese Kraus", "Hélène Dubois"],
    excludes: ["Carmen", "Giulia"],
  }),
  // superlative
  n(
    "cheapest-18",
    "golfclub",
    "superlative",
    "cheapest cray moor membership that lets me play the 18 hole course? im 52 and live in hollowdean",
    { contains: ["Flexi", "£595"], excludes: ["£375", "£150", "£60"] },
  ),
  n("longest-par3", "golfclub", "superlative", "whats the longest par 3 on the moor course at cray moor", {
    contains: ["Quarry"],
    excludes: ["Crow's Nest"],
  }),
  n("dearest-evening", "langschool", "superlative", "which is the most expensive evening course at linden", {
    contains: ["£240"],
    excludes: ["£360"],
  }),
  n(
    "earliest-ashcombe-kids",
    "langschool",
    "superlative",
    "earliest saturday kids class at linden's ashcombe centre",
    { contains: ["French Explorers"], excludes: ["Spanish Tots"] },
  ),
  // count
  n("covered-bays", "golfclub", "count", "how many covered bays at the cray moor driving range", {
    contains: ["16"],
  }),
  n("par-fours", "golfclub", "count", "how many par 4s are there on the moor at cray moor", {
    contains: ["11"],
  }),
  n("teachers", "langschool", "count", "how many teachers work at linden languages", { contains: ["9"] }),
  n(
    "fernley-kids",
    "langschool",
    "count",
    "how many different kids classes do linden run at fernley on saturdays",
    { contains: ["3"] },
  ),
  // not_found
  n("record", "golfclub", "not_found", "whats the course record on the moor at cray moor golf club", NONE),
  n("locker", "golfclub", "not_found", "how much does a locker cost at cray moor", NONE),
  n(
    "ev-charger",
    "golfclub",
    "not_found",
    "is there an ev charger in the car park at cray moor golf club",
    NONE,
  ),
  n("textbook", "langschool", "not_found", "which textbook does linden use for beginners spanish", NONE),
  n("wifi", "langschool", "not_found", "whats the wifi password at linden ashcombe", NONE),
  // form
  ...NAVIGATOR_DUSK_FORMS,
];
