import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// HOAR: the twenty-sixth held-out part of the research corpus on two sites of its own (a small independent gym and
// fitness studio on two sites, and a locksmith, key cutting and shoe repair business with two shops), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "from january" and
// "after new year" are the gym's new no-contract prices and the locksmith's new key and call-out prices; "before
// september" is the gym's old drop-in price; "before october" is the locksmith's old fob price; "this saturday
// evening" is Saturday 28 November after 18:00; "at 2am on a wednesday" is the night rate.
const r = researchItem("ho-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_HOAR: ResearchItem[] = [
  // gym
  r(
    "student-monthly",
    "gym",
    "price",
    "im a student, how much is it a month if i dont want a contract /join",
    {
      contains: ["£25.99"],
      excludes: ["£21.99", "£32.99"],
    },
  ),
  r(
    "couples-contract",
    "gym",
    "price",
    "me and my partner want anytime plus on a 12 month contract, how much a month for both of us /join",
    { contains: ["£69.99"], excludes: ["£79.99", "£39.99"] },
  ),
  r("joining-fee-contract", "gym", "yes_no", "is there a joining fee if i sign up for 12 months /join", {
    answer: "no",
  }),
  r(
    "anytime-january",
    "gym",
    "price",
    "how much will the anytime membership with no contract be from january /join",
    { contains: ["£34.99"], excludes: ["£32.99", "£27.99"] },
  ),
  r("off-peak-hours", "gym", "time", "when can i use the gym on the off peak membership /join", {
    contains: ["10:00", "16:00"],
  }),
  r("junior-price", "gym", "price", "my son is 16, how much is a junior membership /join", {
    contains: ["£16.99"],
    excludes: ["£19.99", "£25.99"],
  }),
  r("day-pass", "gym", "price", "how much is a one day pass for the gym /passes", {
    contains: ["£10"],
    excludes: ["£28", "£6"],
  }),
  r("ten-class-expiry", "gym", "fact", "how long have i got to use up a 10 class pass /passes", {
    contains: ["3 months"],
    excludes: ["7 days"],
  }),
  r("drop-in-before", "gym", "price", "what did a single class drop in cost before september /news", {
    contains: ["£7"],
    excludes: ["£8", "£65"],
  }),
  r("studio-saturday", "gym", "time", "what time does the market square studio close on a saturday /sites", {
    contains: ["14:00"],
    excludes: ["16:00", "13:00"],
  }),
  r("staffed-sunday", "gym", "time", "when is mill lane staffed on a sunday /sites", {
    contains: ["10:00", "14:00"],
    excludes: ["16:00", "09:00"],
  }),
  r("studio-christmas-eve", "gym", "time", "what time does the studio shut on christmas eve /sites", {
    contains: ["12:00"],
    excludes: ["13:00", "21:00"],
  }),
  r("boxing-day", "gym", "yes_no", "can i get in to train at mill lane on boxing day /sites", {
    answer: "yes",
  }),
  r("studio-parking", "gym", "price", "how much does it cost to park for the market square studio /sites", {
    contains: ["£1.20"],
    excludes: ["30p"],
  }),
  r("spin-tuesday-evening", "gym", "time", "what time is spin on a tuesday evening /timetable", {
    contains: ["19:30"],
    excludes: ["09:30", "18:30"],
  }),
  r("pilates-teacher", "gym", "name", "who takes the pilates classes /timetable", {
    contains: ["Hannah Ruddock"],
    excludes: ["Kez Adebayo", "Dom Pryce"],
  }),
  r("kettlebell-spaces", "gym", "count", "how many people can fit in a kettlebells class /timetable", {
    contains: ["12"],
    excludes: ["16", "18"],
  }),
  r(
    "anytime-class",
    "gym",
    "price",
    "i'm on the anytime membership, how much do i pay for a class /timetable",
    {
      contains: ["£5"],
      excludes: ["£8", "£3"],
    },
  ),
  r("longest-class", "gym", "fact", "which class goes on the longest /timetable", {
    contains: ["Yoga Flow", "75"],
    excludes: ["Bootcamp"],
  }),
  r("pt-ten-member", "gym", "price", "how much is a block of 10 PT sessions for a member /pt", {
    contains: ["£350"],
    excludes: ["£400", "£185"],
  }),
  r(
    "pt-buddy",
    "gym",
    "price",
    "me and my mate aren't members, how much would a buddy session with a trainer be /pt",
    { contains: ["£65"], excludes: ["£55"] },
  ),
  r("freeze-cost", "gym", "price", "how much a month to freeze my membership while im travelling /rules", {
    contains: ["£5"],
    excludes: ["£7"],
  }),
  r("fifteen-alone", "gym", "yes_no", "my daughter is 15, can she go to the gym on her own /rules", {
    answer: "no",
  }),
  r(
    "studio-lockers",
    "gym",
    "not_found",
    "do i need a pound coin for the lockers at the studio /sites",
    NONE,
  ),
  r("pt-nutrition", "gym", "not_found", "do the personal trainers give you a meal plan as well /pt", NONE),
  // locksmith
  r("dimple-key", "locksmith", "price", "how much to copy a dimple security key /keys", {
    contains: ["£12"],
    excludes: ["£6.50", "£22"],
  }),
  r("mortice-january", "locksmith", "price", "whats a mortice key going to cost after new year /keys", {
    contains: ["£7"],
    excludes: ["£6.50"],
  }),
  r("abloy-wait", "locksmith", "fact", "how long does it take to get an abloy key cut /keys", {
    contains: ["5 to 7 working days"],
    excludes: ["10 minutes"],
  }),
  r("flat-fob", "locksmith", "price", "how much to copy the door fob for my block of flats /keys", {
    contains: ["£15"],
    excludes: ["£25", "£35"],
  }),
  r("chipped-key", "locksmith", "price", "price for a spare chipped car key /car-keys", {
    contains: ["£65"],
    excludes: ["£15", "£120"],
  }),
  r("keyless-time", "locksmith", "fact", "how long does a keyless car key take /car-keys", {
    contains: ["1 to 2 hours"],
    excludes: ["45 minutes"],
  }),
  r("mercedes", "locksmith", "yes_no", "can you do a new key for my mercedes /car-keys", { answer: "no" }),
  r("ladies-heels", "locksmith", "price", "how much to re-heel a pair of ladies shoes /shoes", {
    contains: ["£9"],
    excludes: ["£12", "£7"],
  }),
  r(
    "brogue-soles",
    "locksmith",
    "price",
    "how much for new leather soles and heels on my husband's brogues /shoes",
    { contains: ["£68"], excludes: ["£58", "£40"] },
  ),
  r(
    "express-soles",
    "locksmith",
    "price",
    "how much extra to have my half soles done by the next day /shoes",
    {
      contains: ["£6"],
      excludes: ["£8"],
    },
  ),
  r(
    "night-callout",
    "locksmith",
    "price",
    "how much is it if i get locked out at 2am on a wednesday /callout",
    {
      contains: ["£135"],
      excludes: ["£75", "£95"],
    },
  ),
  r(
    "saturday-evening",
    "locksmith",
    "price",
    "i'm locked out this saturday evening, what's the call out charge /callout",
    { contains: ["£110"], excludes: ["£90", "£135"] },
  ),
  r("night-january", "locksmith", "price", "what will a night call out cost from january /callout", {
    contains: ["£145"],
    excludes: ["£135"],
  }),
  r("anti-snap", "locksmith", "price", "how much for a new anti snap lock fitted /callout", {
    contains: ["£85"],
    excludes: ["£45"],
  }),
  r("thornley", "locksmith", "price", "how much extra do you charge to come out to thornley /areas", {
    contains: ["£10"],
    excludes: ["£20", "£35"],
  }),
  r("skelby", "locksmith", "fact", "how long will it take you to get to skelby /areas", {
    contains: ["1 hour 30 minutes"],
    excludes: ["1 hour 15 minutes", "45 minutes"],
  }),
  r("dunmere", "locksmith", "yes_no", "do you cover dunmere for call outs /areas", { answer: "no" }),
  r("watch-battery", "locksmith", "price", "how much to get a new battery put in my watch /extras", {
    contains: ["£8"],
    excludes: ["£18"],
  }),
  r("dog-tag", "locksmith", "price", "how much is an engraved tag for my dog /extras", {
    contains: ["£9.50"],
    excludes: ["£6"],
  }),
  r(
    "key-guarantee",
    "locksmith",
    "fact",
    "how long have i got to bring back a key that doesnt work /guarantee",
    {
      contains: ["60 days"],
      excludes: ["3 months", "90 days"],
    },
  ),
  r(
    "fore-street-wednesday",
    "locksmith",
    "time",
    "what time does the fore street shop close on a wednesday /shops",
    {
      contains: ["13:00"],
      excludes: ["17:30"],
    },
  ),
  r("fob-before", "locksmith", "price", "what did a fob copy cost before october /news", {
    contains: ["£18"],
    excludes: ["£15", "£25"],
  }),
  r("handbag-strap", "locksmith", "not_found", "how much to fix the strap on my handbag /shoes", NONE),
  r(
    "upvc-door",
    "locksmith",
    "not_found",
    "how much to fix the mechanism on a upvc door that won't lock /callout",
    NONE,
  ),
  r(
    "riverside-parking-after",
    "locksmith",
    "not_found",
    "how much is parking at riverside once the free 2 hours are up /shops",
    NONE,
  ),
];
