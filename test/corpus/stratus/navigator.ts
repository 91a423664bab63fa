import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_STRATUS_FORMS } from "./navigator-forms";

// STRATUS: the thirty-eighth held-out part of the navigator corpus on two sites of its own (a band rehearsal and
// recording studio on two sites and a go-karting company with an indoor and an outdoor track), written by someone who
// did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Tinderbox "this friday night"
// (27 November) is peak, so 3 hours in Blaze is 3 × £30; Hepford shuts at 23:00 on Fridays whatever the footer's
// midnight (Brackwell's) says; "last year" is 2025's rates in the news; the biggest room is the Chapel at Hepford,
// not Blaze, which the news calls the biggest at Brackwell; Brackwell has five rehearsal rooms and a drum booth;
// Hepford is open 6 days a week. At Hairpin "this saturday" (28 November) is peak; Coldharbour is on its winter
// hours (November to March: Friday to Sunday, 10:00 on Sundays), whatever the footer's 7 days a week say, so "this
// wednesday" (2 December) it is shut; "last year" is 2025's prices; a stag do is adults, so the kids' party is not
// the cheapest group package for one.
const n = navItem("st-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_STRATUS: NavItem[] = [
  // fact
  n("studio-company", "rehearsal", "fact", "what's tinderbox studios' company number", {
    contains: ["11472093"],
    excludes: ["318 6620 41"],
  }),
  n("hepford-friday", "rehearsal", "fact", "what time does tinderbox's hepford studio close on a friday", {
    contains: ["23:00"],
    excludes: ["00:00", "midnight"],
  }),
  n("blaze-friday", "rehearsal", "fact", "how much for 3 hours in tinderbox's blaze room this friday night", {
    contains: ["£90"],
    excludes: ["£22", "£27"],
  }),
  n("demo-last-year", "rehearsal", "fact", "how much was a demo day at tinderbox studios last year", {
    contains: ["£250"],
    excludes: ["£280", "£320"],
  }),
  n("karting-vat", "karting", "fact", "what's hairpin karting's vat number", {
    contains: ["GB 276 1183 09"],
    excludes: ["09817264"],
  }),
  n("sprint-saturday", "karting", "fact", "how much is a circuit sprint at hairpin karting this saturday", {
    contains: ["£45"],
    excludes: ["£39", "£40"],
  }),
  n("coldharbour-sunday", "karting", "fact", "what time does hairpin's outdoor track open this sunday", {
    contains: ["10:00"],
    excludes: ["09:00"],
  }),
  n(
    "ad15-last-year",
    "karting",
    "fact",
    "how much was an arrive and drive 15 at hairpin at peak times last year",
    {
      contains: ["£27"],
      excludes: ["£30", "£22"],
    },
  ),
  n("hour-for-two", "karting", "fact", "how much for 2 of us to do the circuit hour at hairpin on a sunday", {
    contains: ["£198"],
    excludes: ["£89", "£85"],
  }),
  // yes_no
  n("brackwell-boxing-day", "rehearsal", "yes_no", "is tinderbox in brackwell open on boxing day", {
    answer: "yes",
  }),
  n("hepford-monday", "rehearsal", "yes_no", "is tinderbox hepford open on mondays", { answer: "no" }),
  n("hepford-overnight", "rehearsal", "yes_no", "can we leave our amps overnight at tinderbox hepford", {
    answer: "no",
  }),
  n(
    "under-16",
    "rehearsal",
    "yes_no",
    "can my 15 year old book a tinderbox room himself for after school till 9pm",
    { answer: "no" },
  ),
  n("dunwell-boxing-day", "karting", "yes_no", "is hairpin's indoor track open on boxing day", {
    answer: "yes",
  }),
  n("sprint-13", "karting", "yes_no", "can my 13 yr old do the circuit sprint at hairpin karting", {
    answer: "no",
  }),
  n("coldharbour-wednesday", "karting", "yes_no", "can we go karting at hairpin coldharbour this wednesday", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n("drum-lessons", "rehearsal", "search", "does tinderbox do drum lessons? how much is one", {
    contains: ["£31"],
    excludes: ["£170"],
  }),
  n(
    "podcast",
    "rehearsal",
    "search",
    "can i record a podcast at tinderbox? how much an hour with an engineer",
    {
      contains: ["£42"],
      excludes: ["£32"],
    },
  ),
  n("drift", "karting", "search", "does hairpin have drift karts? how much", {
    contains: ["£17"],
  }),
  n(
    "coaching",
    "karting",
    "search",
    "can i get one to one coaching at hairpin karting? how much for half an hour",
    {
      contains: ["£68"],
      excludes: ["£125"],
    },
  ),
  // list
  n("drum-rooms", "rehearsal", "list", "which tinderbox rooms at brackwell have a drum kit", {
    contains: ["Ember", "Flint", "Cinder", "Blaze"],
    excludes: ["Spark", "Chapel", "Vestry"],
  }),
  n("six-piece", "rehearsal", "list", "which tinderbox rooms can fit our 6 piece band", {
    contains: ["Cinder", "Blaze", "Chapel"],
    excludes: ["Ember", "Flint", "Vestry"],
  }),
  n("ten-year-old", "karting", "list", "which hairpin karting sessions can my 10 year old do", {
    contains: ["Junior 10", "Junior Circuit"],
    excludes: ["Cadet", "Circuit Sprint"],
  }),
  n("coldharbour-groups", "karting", "list", "what group packages does hairpin run at the outdoor track", {
    contains: ["Circuit Grand Prix", "Endurance"],
    excludes: ["Team Relay", "Indoor Grand Prix"],
  }),
  n("coldharbour-days", "karting", "list", "which days is hairpin's coldharbour track open at the moment", {
    contains: ["Friday", "Saturday", "Sunday"],
    excludes: ["19:00"],
  }),
  // superlative
  n("biggest-room", "rehearsal", "superlative", "what's the biggest rehearsal room at tinderbox studios", {
    contains: ["Chapel"],
    excludes: ["Blaze"],
  }),
  n(
    "duo-cheapest",
    "rehearsal",
    "superlative",
    "me and my mate are a duo, whats the cheapest tinderbox room for us on a saturday afternoon and how much an hour",
    {
      contains: ["Spark", "£12"],
      excludes: ["£9"],
    },
  ),
  n(
    "dearest-recording",
    "rehearsal",
    "superlative",
    "what's the most expensive recording package at tinderbox",
    {
      contains: ["EP weekend", "£780"],
      excludes: ["£380"],
    },
  ),
  n("fastest", "karting", "superlative", "which hairpin track has the fastest karts, and how fast", {
    contains: ["Coldharbour", "50 mph"],
    excludes: ["35 mph"],
  }),
  n("cheapest-7", "karting", "superlative", "cheapest thing my 7 year old can do at hairpin karting", {
    contains: ["Cadet", "£15"],
    excludes: ["£18"],
  }),
  n(
    "stag-cheapest",
    "karting",
    "superlative",
    "cheapest hairpin group package per person for a stag do on a saturday",
    {
      contains: ["Team Relay", "£48"],
      excludes: ["£65", "£80"],
    },
  ),
  // count
  n("brackwell-rooms", "rehearsal", "count", "how many rehearsal rooms does tinderbox have in brackwell", {
    contains: ["5"],
  }),
  n("hepford-days", "rehearsal", "count", "how many days a week is tinderbox hepford open", {
    contains: ["6"],
  }),
  n("corners", "karting", "count", "how many corners does hairpin's outdoor circuit have", {
    contains: ["14"],
  }),
  // not_found
  n(
    "mic-brand",
    "rehearsal",
    "not_found",
    "what brand of mics does tinderbox use in the recording studio",
    NONE,
  ),
  n("charity", "rehearsal", "not_found", "does tinderbox do a discount for charity gigs", NONE),
  n("founder", "rehearsal", "not_found", "who set up tinderbox studios", NONE),
  n("lightest", "karting", "not_found", "whats the lightest a driver can be at hairpin karting", NONE),
  n("student", "karting", "not_found", "does hairpin karting do a student discount", NONE),
  // form
  ...NAVIGATOR_STRATUS_FORMS,
];
