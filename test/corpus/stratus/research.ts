import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// STRATUS: the thirty-eighth held-out part of the research corpus on two sites of its own (a band rehearsal and
// recording studio on two sites and a go-karting company with an indoor and an outdoor track), written by someone who
// did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Tinderbox a Saturday and a
// Friday night are peak (2 hours in Cinder on a Saturday is 2 × £22), the minimum at peak is 2 hours, students get
// money off only off-peak, Hepford shuts at 18:00 on Sundays outside the summer (20:00 is June to August), Boxing Day
// is Saturday 26 December, and 5 days' notice is "3 to 14 days". At Hairpin a Saturday is peak, the outdoor circuit
// (Coldharbour) is on its winter hours until March, the Junior 10 session is named for its minutes, not an age, 3
// days' notice is "48 hours to 7 days", and the news carries 2025's prices.
const r = researchItem("st-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_STRATUS: ResearchItem[] = [
  // rehearsal
  r("flint-peak", "rehearsal", "price", "how much is flint an hour in the evening /rates", {
    contains: ["£19"],
    excludes: ["£14", "£22"],
  }),
  r("cinder-sat", "rehearsal", "price", "2 hrs in cinder on a saturday how much /rates", {
    contains: ["£44"],
    excludes: ["£16", "£130"],
  }),
  r("offpeak-ends", "rehearsal", "time", "what time does off peak finish /rates", {
    contains: ["17:00"],
    excludes: ["18:00"],
  }),
  r("min-peak", "rehearsal", "fact", "whats the minimum booking on a friday night /rates", {
    contains: ["2 hours"],
    excludes: ["1 hour"],
  }),
  r("student-peak", "rehearsal", "yes_no", "do students get money off at peak times /rates", {
    answer: "no",
  }),
  r("blaze-fits", "rehearsal", "count", "how many of us can fit in blaze /rooms", {
    contains: ["8"],
    excludes: ["6", "10"],
  }),
  r("spark-drums", "rehearsal", "yes_no", "does the spark room have a drum kit /rooms", { answer: "no" }),
  r("hepford-rooms", "rehearsal", "list", "which rooms are at the hepford site /rooms", {
    contains: ["Chapel", "Vestry"],
    excludes: ["Blaze", "Ember"],
  }),
  r("demo-weekend", "rehearsal", "price", "how much is a demo day at the weekend /recording", {
    contains: ["£320"],
    excludes: ["£280", "£250"],
  }),
  r("half-day", "rehearsal", "count", "how many hours do you get in a half day session /recording", {
    contains: ["4 hours"],
    excludes: ["8 hours", "6 hours"],
  }),
  r("mastering", "rehearsal", "price", "how much to get 5 tracks mastered /recording", {
    contains: ["£90"],
    excludes: ["£60"],
  }),
  r("head-engineer", "rehearsal", "name", "who's the head engineer /recording", {
    contains: ["Nadia Okafor"],
    excludes: ["Rhys Penhale"],
  }),
  r("producer", "rehearsal", "price", "how much extra to have a producer /recording", {
    contains: ["£120"],
    excludes: ["£35"],
  }),
  r("cymbals", "rehearsal", "price", "how much to hire cymbals for a session /backline", {
    contains: ["£4"],
    excludes: ["£15", "£3"],
  }),
  r("nord-day", "rehearsal", "price", "can i take the nord keyboard home for a day, how much /backline", {
    contains: ["£40"],
    excludes: ["£10"],
  }),
  r("brackwell-parking", "rehearsal", "price", "how much is parking at brackwell /sites", {
    contains: ["£1.20"],
  }),
  r("vestry-steps", "rehearsal", "yes_no", "is the vestry step free /sites", { answer: "no" }),
  r("hepford-sunday", "rehearsal", "time", "what time does hepford close on a sunday /hours", {
    contains: ["18:00"],
    excludes: ["20:00", "22:00"],
  }),
  r("boxing-day", "rehearsal", "yes_no", "is brackwell open on boxing day /hours", {
    answer: "yes",
    contains: ["14:00"],
  }),
  r(
    "cancel-5-days",
    "rehearsal",
    "fact",
    "if we cancel a rehearsal 5 days before do we get money back /changes",
    {
      contains: ["half"],
      excludes: ["£25", "£10"],
    },
  ),
  r("battle-date", "rehearsal", "date", "when is the battle of the bands final /news", {
    contains: ["12 December"],
  }),
  r("piano", "rehearsal", "yes_no", "is there a piano in the chapel room /faq", { answer: "yes" }),
  r("wifi-password", "rehearsal", "not_found", "what's the wifi password /faq", NONE),
  r(
    "half-day-songs",
    "rehearsal",
    "not_found",
    "how many songs can we get done in a half day /recording",
    NONE,
  ),
  r("kit-make", "rehearsal", "not_found", "what make is the drum kit in ember /rooms", NONE),
  // karting
  r("ad15-saturday", "karting", "price", "how much is arrive and drive 15 mins on a saturday /sessions", {
    contains: ["£30"],
    excludes: ["£25", "£55"],
  }),
  r("sprint-offpeak", "karting", "price", "how much is the circuit sprint off peak /sessions", {
    contains: ["£39"],
    excludes: ["£45", "£29"],
  }),
  r("junior10-age", "karting", "count", "how old do you have to be for the junior 10 session /sessions", {
    contains: ["8"],
    excludes: ["12", "6"],
  }),
  r("hour-height", "karting", "fact", "how tall do you need to be for the circuit hour /sessions", {
    contains: ["1.55 m"],
    excludes: ["1.40 m", "1.50 m"],
  }),
  r("cadet-when", "karting", "time", "when can my 6 year old drive at dunwell /sessions", {
    contains: ["09:00", "11:00"],
  }),
  r("circuit-length", "karting", "fact", "how long is the outdoor track /tracks", {
    contains: ["1,150 m"],
    excludes: ["420 m"],
  }),
  r("top-speed", "karting", "fact", "how fast do the karts go at coldharbour /tracks", {
    contains: ["50 mph"],
    excludes: ["35 mph"],
  }),
  r("dunwell-at-once", "karting", "count", "how many karts on track at once at dunwell /tracks", {
    contains: ["12"],
    excludes: ["18"],
  }),
  r("lap-record", "karting", "fact", "whats the lap record at coldharbour /tracks", {
    contains: ["51.36"],
    excludes: ["24.81"],
  }),
  r("gp-weekend", "karting", "price", "indoor grand prix price per person at the weekend /events", {
    contains: ["£65"],
    excludes: ["£55", "£95"],
  }),
  r("relay-min", "karting", "count", "minimum number of drivers for the team relay /events", {
    contains: ["9"],
    excludes: ["6", "8"],
  }),
  r("whole-dunwell", "karting", "price", "how much to hire the whole indoor track /events", {
    contains: ["£1,250"],
    excludes: ["£2,400"],
  }),
  r("dunwell-friday", "karting", "time", "what time does dunwell shut on a friday /hours", {
    contains: ["23:00"],
    excludes: ["22:00", "20:00"],
  }),
  r(
    "coldharbour-saturday",
    "karting",
    "time",
    "what time does coldharbour close on saturdays at the moment /hours",
    {
      contains: ["16:00"],
      excludes: ["19:00"],
    },
  ),
  r("reopens", "karting", "date", "when does the outdoor track reopen after christmas /hours", {
    contains: ["8 January"],
  }),
  r("heaviest", "karting", "fact", "is there a weight limit for drivers at coldharbour /rules", {
    contains: ["120 kg"],
    excludes: ["130 kg"],
  }),
  r("pregnant", "karting", "yes_no", "can i drive if im pregnant /rules", { answer: "no" }),
  r("blue-flag", "karting", "fact", "what does the blue flag mean /rules", {
    contains: ["faster"],
    excludes: ["no overtaking"],
  }),
  r("racer", "karting", "price", "how much is racer membership /club", {
    contains: ["£35"],
    excludes: ["£120", "£20"],
  }),
  r("league-night", "karting", "fact", "what night is league night at dunwell /club", {
    contains: ["Tuesday"],
    excludes: ["Sunday"],
  }),
  r("money-voucher", "karting", "fact", "how long are money vouchers valid for /vouchers", {
    contains: ["24 months"],
    excludes: ["12 months"],
  }),
  r("post-christmas", "karting", "date", "last day to order a posted voucher for christmas /vouchers", {
    contains: ["18 December"],
  }),
  r(
    "cancel-3-days",
    "karting",
    "fact",
    "if i cancel my arrive and drive 3 days before do i get a refund /manage",
    {
      contains: ["voucher"],
      excludes: ["£5"],
    },
  ),
  r("student", "karting", "not_found", "is there a student discount /sessions", NONE),
  r("tyres", "karting", "not_found", "what tyres do the karts at coldharbour run on /tracks", NONE),
];
