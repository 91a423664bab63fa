import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_FLURRY_FORMS } from "./navigator-forms";

// FLURRY: the twenty-seventh held-out part of the navigator corpus on two sites of its own (an independent print and
// copy shop with a high-street shop and a trade park unit, and a dance school with two studios), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "christmas eve" is
// Thursday 24 December in the print shop's Christmas table; "this term" at the dance school is the autumn term, whose
// Watch Week starts on Monday 30 November.
const n = navItem("fl-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_FLURRY: NavItem[] = [
  // fact
  n("trade-park-phone", "printshop", "fact", "whats the phone number for inkwell print's trade park unit", {
    contains: ["01632 974 233"],
    excludes: ["01632 974 210"],
  }),
  n(
    "roller-banner",
    "printshop",
    "fact",
    "how much does inkwell charge for a pull up banner with the stand",
    {
      contains: ["£85"],
    },
  ),
  n("thursday-late", "printshop", "fact", "how late is inkwell on the high street open on a thursday", {
    contains: ["19:00"],
    excludes: ["17:30"],
  }),
  n(
    "christmas-eve-castlegate",
    "printshop",
    "fact",
    "what time does inkwell's castlegate unit shut on christmas eve",
    {
      contains: ["12:00"],
      excludes: ["13:00", "17:00"],
    },
  ),
  n("scanning", "printshop", "fact", "how much does inkwell charge to scan documents and email them to me", {
    contains: ["20p"],
    excludes: ["10p"],
  }),
  n("showcase-where", "danceschool", "fact", "where is the pelham dance christmas showcase on", {
    contains: ["Dunstow Arts Centre"],
    excludes: ["Larkhill Theatre"],
  }),
  n(
    "watch-week",
    "danceschool",
    "fact",
    "when can parents come and watch classes at pelham school of dance this term",
    {
      contains: ["30 November"],
    },
  ),
  n("tuesday-jazz", "danceschool", "fact", "what time is jazz for my 8 year old at pelham on tuesdays", {
    contains: ["18:15"],
    excludes: ["17:30"],
  }),
  n("safeguarding", "danceschool", "fact", "who is the safeguarding lead at pelham school of dance", {
    contains: ["Ruth Okoro"],
    excludes: ["Claire Pelham"],
  }),
  // yes_no
  n("t-shirts", "printshop", "yes_no", "can inkwell print our football club logo on t-shirts", {
    answer: "no",
  }),
  n("canva", "printshop", "yes_no", "can inkwell print straight from my canva link", { answer: "no" }),
  n("trade-park-sunday", "printshop", "yes_no", "is inkwell's trade park unit open on sundays", {
    answer: "no",
  }),
  n("boys", "danceschool", "yes_no", "do boys go to the classes at pelham school of dance? my son is 6", {
    answer: "yes",
  }),
  n(
    "saturday-baby-ballet",
    "danceschool",
    "yes_no",
    "is there a space in saturday baby ballet at pelham for my 3 year old",
    {
      answer: "no",
    },
  ),
  n(
    "watch-every-week",
    "danceschool",
    "yes_no",
    "can i stay and watch my daughter's ballet class at pelham every week",
    {
      answer: "no",
    },
  ),
  n(
    "trial-uniform",
    "danceschool",
    "yes_no",
    "does my daughter need to buy the uniform before her free trial at pelham",
    {
      answer: "no",
    },
  ),
  // search: the answer is on a page linked from nowhere
  n("stickers", "printshop", "search", "how much are 500 round stickers from inkwell print", {
    contains: ["£49"],
    excludes: ["£35"],
  }),
  n("invitations", "printshop", "search", "does inkwell do wedding invitations? how much each", {
    contains: ["£1.60"],
  }),
  n(
    "party",
    "danceschool",
    "search",
    "can we have my daughter's birthday party at pelham dance school? how much for 15 kids",
    {
      contains: ["£165"],
    },
  ),
  n(
    "first-dance",
    "danceschool",
    "search",
    "does pelham do first dance lessons for our wedding, how much for three lessons",
    {
      contains: ["£120"],
      excludes: ["£45"],
    },
  ),
  // list
  n("not-same-day", "printshop", "list", "which jobs can't inkwell do on the same day", {
    contains: ["banners", "A0", "thesis"],
  }),
  n("card-types", "printshop", "list", "what kinds of business card can i get at inkwell", {
    contains: ["silk", "matt", "recycled"],
  }),
  n("big-laminating", "printshop", "list", "which laminating sizes does inkwell only do at the trade park", {
    contains: ["A2", "A1"],
    excludes: ["A5"],
  }),
  n("jordan-classes", "danceschool", "list", "which classes does jordan teach at pelham", {
    contains: ["Street Juniors", "Street Seniors", "Adult Beginners Street"],
    excludes: ["Jazz", "Tap"],
  }),
  n("foxley-monday", "danceschool", "list", "what classes are on at pelham's foxley studio on mondays", {
    contains: ["Street Juniors", "Street Seniors"],
    excludes: ["Baby Ballet", "Ballet Primary"],
  }),
  n("adult-styles", "danceschool", "list", "what can adults learn at pelham school of dance", {
    contains: ["Ballet", "Tap", "Street", "Contemporary"],
    excludes: ["Jazz"],
  }),
  // superlative
  n("cheapest-poster", "printshop", "superlative", "what's the cheapest poster you can get at inkwell", {
    contains: ["£8"],
    excludes: ["£12"],
  }),
  n(
    "dearest-cards",
    "printshop",
    "superlative",
    "what's the most expensive pack of business cards at inkwell",
    {
      contains: ["£82"],
      excludes: ["£63"],
    },
  ),
  n("earliest-saturday", "danceschool", "superlative", "what's the earliest class at pelham on a saturday", {
    contains: ["09:00"],
    excludes: ["09:45"],
  }),
  n("latest-class", "danceschool", "superlative", "which pelham class starts the latest in the evening", {
    contains: ["20:00"],
    excludes: ["19:45"],
  }),
  // count
  n("crew", "printshop", "count", "how many people work at inkwell print & copy", { contains: ["6"] }),
  n("banner-length", "printshop", "count", "how many metres long can an inkwell banner be in one piece", {
    contains: ["15"],
  }),
  n(
    "distinctions",
    "danceschool",
    "count",
    "how many distinctions did pelham dancers get in the summer exams",
    {
      contains: ["19"],
      excludes: ["21"],
    },
  ),
  n("foxley-parking", "danceschool", "count", "how many parking spaces are there at pelham's foxley studio", {
    contains: ["40"],
  }),
  // not_found
  n(
    "foil-cards",
    "printshop",
    "not_found",
    "does inkwell do gold foil business cards? how much for 250",
    NONE,
  ),
  n("envelopes", "printshop", "not_found", "what's inkwell's price for printing 1000 envelopes", NONE),
  n(
    "shoe-price",
    "danceschool",
    "not_found",
    "how much are ballet shoes at the dancewear shop pelham uses",
    NONE,
  ),
  n(
    "summer-camp",
    "danceschool",
    "not_found",
    "does pelham run a summer holiday dance camp? how much is it",
    NONE,
  ),
  n(
    "pianist",
    "danceschool",
    "not_found",
    "what's the name of the pianist who plays for pelham's ballet exams",
    NONE,
  ),
  // form
  ...NAVIGATOR_FLURRY_FORMS,
];
