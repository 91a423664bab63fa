import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_HAAR_FORMS } from "./navigator-forms";

// HAAR: the thirty-second held-out part of the navigator corpus on two sites of its own (an ice rink with a
// full-size arena and a small learner rink, and a piano tuner, restorer and piano shop), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must
// not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "from january" is the rink's prices from
// 4 January 2027; "from april" is the piano tuner's prices from 1 April 2027. The rink's two rinks are Glasswater Arena
// in Stenhope and The Little Rink at Ravensholme Leisure Park; the piano shop's showroom is on Mill Street in
// Calverleigh and its workshop at Loxley Mill. A piano that can "actually" be bought is one marked Available, not
// Reserved or Sold.
const n = navItem("ha-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_HAAR: NavItem[] = [
  // fact
  n("little-phone", "rink", "fact", "what's the phone number for glasswater ice's little rink", {
    contains: ["01632 980 450"],
    excludes: ["01632 980 400"],
  }),
  n(
    "child-january",
    "rink",
    "fact",
    "how much will it be for a 9 year old to skate at glasswater arena from january",
    {
      contains: ["£7.00"],
      excludes: ["£6.50"],
    },
  ),
  n("grizzlies-tickets", "rink", "fact", "how much is an adult ticket for a stenhope grizzlies home game", {
    contains: ["£12"],
    excludes: ["£7"],
  }),
  n("boxing-day", "rink", "fact", "what time is the boxing day disco at glasswater ice", {
    contains: ["15:00", "17:30"],
    excludes: ["21:00"],
  }),
  n("workshop-phone", "piano", "fact", "whats the phone number for fennimore pianos' workshop", {
    contains: ["01632 981 520"],
    excludes: ["01632 981 500"],
  }),
  n("baby-grand-april", "piano", "fact", "how much will fennimore charge to tune a baby grand from april", {
    contains: ["£100"],
    excludes: ["£95"],
  }),
  n(
    "grand-first-floor",
    "piano",
    "fact",
    "what do fennimore pianos charge to move a grand up to a first floor",
    {
      contains: ["£395"],
      excludes: ["£295"],
    },
  ),
  n(
    "ormscliffe",
    "piano",
    "fact",
    "is there a call out charge for fennimore to come and tune in ormscliffe",
    {
      contains: ["£12"],
      excludes: ["£25"],
    },
  ),
  n("hammers", "piano", "fact", "how much does fennimore charge to recover the hammers on an upright", {
    contains: ["£650"],
    excludes: ["£850"],
  }),
  // yes_no
  n("helmet", "rink", "yes_no", "does my 10 year old have to wear a helmet at glasswater ice", {
    answer: "yes",
  }),
  n("filming", "rink", "yes_no", "can i film my kids on the ice at glasswater", { answer: "no" }),
  n(
    "wheelchair",
    "rink",
    "yes_no",
    "my brother uses a wheelchair, is there any way he can get on the ice at glasswater arena",
    { answer: "yes" },
  ),
  n("little-parking", "rink", "yes_no", "is parking free at glasswater's little rink in ravensholme", {
    answer: "yes",
  }),
  n("cheques", "piano", "yes_no", "can i pay fennimore pianos by cheque", { answer: "yes" }),
  n("sunday-tuning", "piano", "yes_no", "will fennimore come and tune my piano at home on a sunday", {
    answer: "no",
  }),
  n("part-exchange", "piano", "yes_no", "would fennimore take my old piano in part exchange", {
    answer: "yes",
  }),
  // search: the answer is on a page linked from nowhere
  n("sharpening", "rink", "search", "can i get my skates sharpened at glasswater ice? how much", {
    contains: ["£7.95"],
    excludes: ["£5.95"],
  }),
  n("steward-job", "rink", "search", "are glasswater ice hiring stewards? what does it pay an hour", {
    contains: ["£11.90"],
    excludes: ["£12.60"],
  }),
  n("valuation", "piano", "search", "can fennimore value my piano for insurance, what does that cost", {
    contains: ["£75"],
    excludes: ["£40"],
  }),
  n("storage", "piano", "search", "does fennimore store pianos? how much a week for a grand", {
    contains: ["£22"],
    excludes: ["£15"],
  }),
  // list
  n("weekend-courses", "rink", "list", "which learn to skate courses at glasswater are on at the weekend", {
    contains: ["Little Penguins", "Skate Start 1", "Skate Start 3"],
    excludes: ["Adult Beginners"],
  }),
  n("party-included", "rink", "list", "what's included in a kids party at glasswater ice", {
    contains: ["skate hire", "helmets", "host"],
  }),
  n("tue-thu-hockey", "rink", "list", "which glasswater hockey age groups train on tuesdays and thursdays", {
    contains: ["Under 13s", "Under 15s"],
    excludes: ["Under 11s"],
  }),
  n("available-grands", "piano", "list", "which grand pianos can i actually buy at fennimore right now", {
    contains: ["Blüthner", "Steinway"],
    excludes: ["C3"],
  }),
  n("no-callout", "piano", "list", "which towns can fennimore come to without a call out charge", {
    contains: ["Calverleigh", "Loxley", "Amberhithe"],
    excludes: ["Hatherby"],
  }),
  n("digitals", "piano", "list", "what digital pianos have fennimore got for sale", {
    contains: ["FP-30X", "Clavinova"],
    excludes: ["U1"],
  }),
  // superlative
  n("cheapest-party", "rink", "superlative", "what's the cheapest party at glasswater ice", {
    contains: ["Snowflake", "£14.50"],
    excludes: ["£17.95"],
  }),
  n("dearest-cafe", "rink", "superlative", "what's the most expensive thing in the glasswater arena cafe", {
    contains: ["lunch box", "£4.95"],
    excludes: ["£4.20"],
  }),
  n("cheapest-upright", "piano", "superlative", "cheapest upright fennimore have that isn't sold", {
    contains: ["Chappell", "£995"],
    excludes: ["£895"],
  }),
  n("oldest", "piano", "superlative", "whats the oldest piano fennimore still have for sale", {
    contains: ["Steinway", "1926"],
    excludes: ["1911"],
  }),
  // count
  n("seats", "rink", "count", "how many seats are there at glasswater arena", {
    contains: ["1,150"],
    excludes: ["220"],
  }),
  n("blue-badge", "rink", "count", "how many blue badge spaces at glasswater arena", {
    contains: ["14"],
    excludes: ["220"],
  }),
  n("available-uprights", "piano", "count", "how many upright pianos have fennimore got available", {
    contains: ["4"],
  }),
  n("showroom-parking", "piano", "count", "how many parking spaces are there at fennimore's showroom", {
    contains: ["4"],
  }),
  // not_found
  n("lost-property", "rink", "not_found", "how long do glasswater ice keep lost property", NONE),
  n("skate-brand", "rink", "not_found", "what make of hire skates do glasswater ice use", NONE),
  n(
    "day-hire",
    "piano",
    "not_found",
    "can i hire a piano from fennimore for a wedding, just for the day? price",
    NONE,
  ),
  n("stool", "piano", "not_found", "how much is a piano stool at fennimore", NONE),
  n("organ", "piano", "not_found", "does fennimore tune church organs", NONE),
  // form
  ...NAVIGATOR_HAAR_FORMS,
];
