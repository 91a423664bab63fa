import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_MIST_FORMS } from "./navigator-forms";

// MIST: the sixteenth held-out part of the navigator corpus on two sites of its own (an independent hairdresser with
// two salons and a barber's in two towns, and an indoor climbing company with a roped centre and a bouldering wall),
// written by someone who did not tune the engines and run once at the very end as an honest outside measurement.
// Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: prices
// asked for "now" are both sites' prices from 1 November 2026, "last month" is October 2026, "christmas week" is 21
// to 24 December 2026, and "the next" model night is the first one after that day.
const n = navItem("mi-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_MIST: NavItem[] = [
  // fact
  n("highlights", "hairdresser", "fact", "how much is full head highlights with a stylist at copperleaf", {
    contains: ["£98"],
    excludes: ["£88", "£112"],
  }),
  n("barber-sat", "hairdresser", "fact", "wat time does the barber room at copperleaf shut on saturdays", {
    contains: ["15:00"],
    excludes: ["16:00", "17:00"],
  }),
  n(
    "late-barber",
    "hairdresser",
    "fact",
    "running a bit behind for my copperleaf barber appointment, how late can i be before they give my slot away",
    { contains: ["10 minutes"], excludes: ["15 minutes"] },
  ),
  n(
    "xmas-late",
    "hairdresser",
    "fact",
    "how late is copperleaf in wellbridge open christmas week? thinking the tuesday or wednesday evening",
    { contains: ["21:00"] },
  ),
  n(
    "junior-peak",
    "climbwall",
    "fact",
    "how much is it for my daughter (15) to climb at crux and chalk's ironworks on a saturday",
    { contains: ["£10.50"], excludes: ["£8.50", "£15.50", "£8.00"] },
  ),
  n(
    "hot-food",
    "climbwall",
    "fact",
    "what time does the cafe at crux & chalk stop doing hot food on weekdays",
    { contains: ["19:30"], excludes: ["21:00", "16:00"] },
  ),
  n("offpeak-monthly", "climbwall", "fact", "crux and chalk off peak membership monthly cost", {
    contains: ["£36"],
    excludes: ["£54", "£45"],
  }),
  n("hoppers-wed", "climbwall", "fact", "what time is the wednesday rock hoppers club at crux and chalk", {
    contains: ["16:30", "18:00"],
    excludes: ["10:30"],
  }),
  n(
    "full-kit",
    "climbwall",
    "fact",
    "how much to hire everything at crux and chalk - shoes harness belay thing the lot",
    { contains: ["£8.00"], excludes: ["£4.50"] },
  ),
  // yes_no
  n("tarnby-cash", "hairdresser", "yes_no", "can i pay cash at copperleaf in tarnby", { answer: "no" }),
  n("extensions", "hairdresser", "yes_no", "does copperleaf do hair extensions", { answer: "no" }),
  n(
    "walk-in-sat",
    "hairdresser",
    "yes_no",
    "can I just walk in to the copperleaf barbers on a saturday for a quick trim",
    { answer: "no" },
  ),
  n(
    "wheelchair",
    "hairdresser",
    "yes_no",
    "my mum uses a wheelchair - can she get into the copperleaf salon in wellbridge",
    { answer: "no" },
  ),
  n("alone-11", "climbwall", "yes_no", "can my 11 year old climb at crux and chalk without me there", {
    answer: "no",
  }),
  n("own-rope", "climbwall", "yes_no", "do i need to bring my own rope to lead climb at crux & chalk", {
    answer: "yes",
  }),
  n("boxing-day", "climbwall", "yes_no", "is the crux and chalk ironworks open on boxing day", {
    answer: "yes",
  }),
  // search: the answer is on a page linked from nowhere
  n("bridal-trial", "hairdresser", "search", "how much is a bridal trial at copperleaf", {
    contains: ["£65"],
    excludes: ["£110", "£55"],
  }),
  n("model-night", "hairdresser", "search", "when is copperleaf's next model night", {
    contains: ["30 November"],
    excludes: ["14 December"],
  }),
  n("yoga", "climbwall", "search", "how much is yoga at crux and chalk if youre not a member", {
    contains: ["£8"],
  }),
  n("league", "climbwall", "search", "when is the first round of the shed winter league at crux and chalk", {
    contains: ["8 January"],
    excludes: ["12 February"],
  }),
  // list
  n("tarnby-thu", "hairdresser", "list", "who works at copperleaf's tarnby salon on thursdays", {
    contains: ["Hannah", "Imogen", "Marnie"],
    excludes: ["Rosa", "Theo"],
  }),
  n(
    "under-15",
    "hairdresser",
    "list",
    "what can i get done at the copperleaf barber room for under £15 with a normal barber",
    { contains: ["Clipper", "Beard trim", "Boys"], excludes: ["Skin fade", "wet shave"] },
  ),
  n("balayage-who", "hairdresser", "list", "which copperleaf stylists specialise in balayage", {
    contains: ["Callum", "Hannah"],
    excludes: ["Theo", "Ffion"],
  }),
  n("shed-clubs", "climbwall", "list", "which kids clubs does crux and chalk run at the shed", {
    contains: ["Little Grippers", "Boulder Crew"],
    excludes: ["Rock Hoppers", "Youth Squad"],
  }),
  n("both-walls", "climbwall", "list", "what do you get with the crux and chalk both walls membership", {
    contains: ["yoga", "10%", "4 guest passes"],
  }),
  n("shed-midday", "climbwall", "list", "which days does the shed at crux and chalk open at midday", {
    contains: ["Tuesday", "Wednesday", "Thursday", "Friday"],
    excludes: ["Monday", "Saturday", "Sunday"],
  }),
  // superlative and count
  n(
    "cheapest-long",
    "hairdresser",
    "superlative",
    "cheapest way to get a cut and blow dry for long hair at copperleaf",
    { contains: ["Junior", "£44"], excludes: ["£52"] },
  ),
  n("latest-fri", "hairdresser", "superlative", "which copperleaf salon stays open latest on a friday", {
    contains: ["Tarnby", "19:00"],
    excludes: ["18:00"],
  }),
  n("cheapest-adult", "climbwall", "superlative", "whats the cheapest adult entry at crux & chalk", {
    contains: ["£10.00", "Shed"],
    excludes: ["£12.00"],
  }),
  n("youngest-club", "climbwall", "superlative", "which crux and chalk kids club is for the youngest kids", {
    contains: ["Little Grippers"],
    excludes: ["Rock Hoppers"],
  }),
  n("barbers", "hairdresser", "count", "how many barbers does copperleaf have", { contains: ["2"] }),
  n(
    "new-routes",
    "climbwall",
    "count",
    "how many new routes went up on the lead wall at crux & chalk last month",
    {
      contains: ["20"],
    },
  ),
  n("autobelays", "climbwall", "count", "how many auto belay lines has the crux and chalk ironworks got", {
    contains: ["12"],
    excludes: ["64"],
  }),
  // not_found
  n("eyebrows", "hairdresser", "not_found", "how much does copperleaf charge for an eyebrow wax", NONE),
  n("nhs", "hairdresser", "not_found", "does copperleaf do a discount for nhs staff? how much off", NONE),
  n(
    "weight",
    "climbwall",
    "not_found",
    "whats the maximum weight for the auto belays at crux and chalk",
    NONE,
  ),
  n("family", "climbwall", "not_found", "how much is a family membership at crux and chalk", NONE),
  n(
    "cave-reset",
    "climbwall",
    "not_found",
    "when is the next reset of the bouldering cave at crux and chalk's ironworks",
    NONE,
  ),
  // form
  ...NAVIGATOR_MIST_FORMS,
];
