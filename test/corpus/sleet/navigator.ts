import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_SLEET_FORMS } from "./navigator-forms";

// SLEET: the thirteenth held-out part of the navigator corpus on two sites of its own (a family dental practice
// with two surgeries in one town, and a charity-run community farm with a shop, a café and allotments), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever
// tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this weekend"
// is 28 and 29 November 2026, "at the moment" is the farm's winter hours (1 November to 28 February), and "in
// december" is December 2026.
const n = navItem("sl-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_SLEET: NavItem[] = [
  // fact
  n(
    "elm-wed",
    "dental",
    "fact",
    "what time does the brightwater dentist on elm park road close on a wednesday",
    {
      contains: ["19:00"],
      excludes: ["18:00", "17:00"],
    },
  ),
  n(
    "filling",
    "dental",
    "fact",
    "how much is a white filling at brightwater dental if im paying privately and not on their plan",
    { contains: ["£135"], excludes: ["£121.50", "£75.30"] },
  ),
  n("crown-plan", "dental", "fact", "brightwater dental crown price for plan members?", {
    contains: ["£585"],
    excludes: ["£650", "£326.70"],
  }),
  n("junior-plan", "dental", "fact", "how much a month is the kids plan at brightwater dental", {
    contains: ["£6.00"],
    excludes: ["£13.50", "£19.75"],
  }),
  n("missed", "dental", "fact", "what do brightwater dental charge if you miss a private appointment", {
    contains: ["£30"],
  }),
  n(
    "child-sat",
    "farm",
    "fact",
    "how much for my daughter to get into hollins green farm on a saturday, shes 8",
    { contains: ["£7.50"], excludes: ["£6.00", "£9.50"] },
  ),
  n("tractor", "farm", "fact", "hollins green tractor ride price, we're not friends or anything", {
    contains: ["£3.50"],
    excludes: ["£2.50"],
  }),
  n("santa", "farm", "fact", "how much is santa in the barn at hollins green for one kid", {
    contains: ["£12"],
    excludes: ["£10"],
  }),
  n("cafe-tue", "farm", "fact", "what time does the cafe at hollins green farm close on a tuesday", {
    contains: ["15:00"],
    excludes: ["15:30", "16:00"],
  }),
  n(
    "quarter-concession",
    "farm",
    "fact",
    "how much is a quarter allotment plot at hollins green for a pensioner",
    { contains: ["£26"], excludes: ["£30"] },
  ),
  // yes_no
  n("quay-parking", "dental", "yes_no", "does the quay street dentist (brightwater) have its own car park", {
    answer: "no",
  }),
  n("elm-implants", "dental", "yes_no", "can i get implants done at brightwater's elm park surgery", {
    answer: "no",
  }),
  n("saturday", "dental", "yes_no", "is brightwater dental open on saturdays at all", { answer: "yes" }),
  n(
    "crown-finance",
    "dental",
    "yes_no",
    "can i spread the cost of a crown at brightwater dental with their 0% finance",
    { answer: "no" },
  ),
  n("dog", "farm", "yes_no", "can i take my labrador round hollins green farm with us", { answer: "no" }),
  n("lambs", "farm", "yes_no", "can the kids bottle feed the lambs at hollins green this weekend", {
    answer: "no",
  }),
  n(
    "vol-15",
    "farm",
    "yes_no",
    "my son is 15, could he volunteer looking after the animals at hollins green farm",
    { answer: "no" },
  ),
  // search: the answer is on a page linked from nowhere
  n("whitening", "dental", "search", "how much is teeth whitening at home with brightwater dental", {
    contains: ["£295"],
    excludes: ["£265", "£495"],
  }),
  n("sedation", "dental", "search", "brightwater dental, iv sedation cost for plan members", {
    contains: ["£225"],
    excludes: ["£250"],
  }),
  n(
    "barn-hire",
    "farm",
    "search",
    "how much to hire the old barn at hollins green for a whole day on a saturday",
    { contains: ["£320"], excludes: ["£240", "£190"] },
  ),
  n("xmas-tree", "farm", "search", "price of a 6-7ft nordmann christmas tree from hollins green farm", {
    contains: ["£55"],
    excludes: ["£45", "£49.50"],
  }),
  // list
  n("carter-days", "dental", "list", "which days does dr carter work at brightwater", {
    contains: ["Tuesday", "Friday"],
    excludes: ["Monday"],
  }),
  n("quay-dentists", "dental", "list", "who are the dentists at brightwater's quay street surgery", {
    contains: ["Nadia Hussain", "James Whitlock", "Tunde Adebola"],
    excludes: ["Rhys Morgan", "Ellen Carter", "Sofia Lindgren"],
  }),
  n(
    "evenings",
    "dental",
    "list",
    "which evenings can i see a dentist after 6 at brightwater dental, i work 9 to 5",
    { contains: ["Tuesday", "Thursday", "Wednesday"], excludes: ["Monday", "Friday"] },
  ),
  n("weekend-volunteer", "farm", "list", "what volunteering is there at hollins green at the weekend", {
    contains: ["Animal care", "shop"],
    excludes: ["Garden", "Building"],
  }),
  n("december-events", "farm", "list", "whats on at hollins green farm in december", {
    contains: ["Santa", "wreath"],
    excludes: ["wassail", "Lambing", "plant sale"],
  }),
  n("big-herds", "farm", "list", "which animals have hollins green got more than 10 of", {
    contains: ["Sheep", "Hens", "Ducks", "Rabbits"],
    excludes: ["Goats", "Alpacas", "Cows"],
  }),
  // superlative and count
  n(
    "dearest",
    "dental",
    "superlative",
    "which treatment on brightwater dental's private fees list costs the most",
    { contains: ["crown", "£650"], excludes: ["£420"] },
  ),
  n("elm-earliest", "dental", "superlative", "which day does brightwater elm park close the earliest", {
    contains: ["Friday", "15:00"],
    excludes: ["16:30"],
  }),
  n("most-common", "farm", "superlative", "what animal has hollins green farm got the most of", {
    contains: ["Hens", "40"],
    excludes: ["23"],
  }),
  n(
    "dearest-trip",
    "farm",
    "superlative",
    "whats the most expensive school trip at hollins green per child",
    { contains: ["Seed to Plate", "£11.00"], excludes: ["£10.50"] },
  ),
  n("hygienists", "dental", "count", "how many hygienists does brightwater dental have", {
    contains: ["2"],
  }),
  n("alpacas", "farm", "count", "how many alpacas live at hollins green farm", { contains: ["3"] }),
  n("staff", "farm", "count", "how many staff work at hollins green community farm", {
    contains: ["14"],
    excludes: ["110"],
  }),
  // not_found
  n("veneers", "dental", "not_found", "how much does brightwater dental charge for veneers", NONE),
  n(
    "implant-price",
    "dental",
    "not_found",
    "how much does a single implant cost at brightwater dental",
    NONE,
  ),
  n("cqc", "dental", "not_found", "what is brightwater dental care's cqc rating", NONE),
  n(
    "adopt",
    "farm",
    "not_found",
    "how much is it to adopt one of the animals at hollins green as a gift",
    NONE,
  ),
  n("alpaca-names", "farm", "not_found", "what are the alpacas at hollins green called", NONE),
  n(
    "charity-no",
    "farm",
    "not_found",
    "whats the registered charity number of hollins green community farm",
    NONE,
  ),
  // form
  ...NAVIGATOR_SLEET_FORMS,
];
