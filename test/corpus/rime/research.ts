import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// RIME: the fifteenth held-out part of the research corpus on two sites of its own (a family-run bakery with two
// shops in one town, and a members' tennis and padel club), written by someone who did not tune the engines and run
// once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks
// are created at 2026-11-26T10:00:00Z, a Thursday: "from february" and "in april" are 2027, "after christmas" is
// the end of December 2026, and "now" is the prices from 1 November 2026.
const r = researchItem("ri-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_RIME: ResearchItem[] = [
  // bakery
  r("elm-sat", "bakery", "time", "what time does the elm street shop close on a saturday /shops", {
    contains: ["14:00"],
    excludes: ["16:00", "17:30"],
  }),
  r("wharf-sun", "bakery", "time", "is the wharf open on sundays? what hours /shops", {
    contains: ["09:00", "15:00"],
    excludes: ["17:00"],
  }),
  r("elm-wed", "bakery", "time", "does elm street close early on wednesdays, what time /shops", {
    contains: ["13:00"],
    excludes: ["16:00", "17:00"],
  }),
  r("elm-xmas-eve", "bakery", "time", "elm street opening hours on christmas eve /news", {
    contains: ["07:00", "13:00"],
    excludes: ["14:00"],
  }),
  r("elm-reopen", "bakery", "date", "when does elm street open again after christmas /news", {
    contains: ["29 December"],
    excludes: ["27 December"],
  }),
  r("sourdough", "bakery", "price", "how much is a sourdough loaf /menu", {
    contains: ["£4.50"],
    excludes: ["£4.20", "£2.90"],
  }),
  r("sourdough-old", "bakery", "price", "what was the sourdough price before it went up /news", {
    contains: ["£4.20"],
  }),
  r("choc-8in", "bakery", "price", "price of an 8 inch chocolate fudge celebration cake /celebration-cakes", {
    contains: ["£60"],
    excludes: ["£52", "£28"],
  }),
  r("sponge-feb", "bakery", "price", "what will an 8 inch sponge birthday cake cost from february /news", {
    contains: ["£56"],
    excludes: ["£52"],
  }),
  r(
    "gf-extra",
    "bakery",
    "price",
    "how much extra is it to make a celebration cake gluten free /celebration-cakes",
    { contains: ["£8"], excludes: ["£6"] },
  ),
  r("tier-notice", "bakery", "fact", "how much notice do they need for a two tier cake /celebration-cakes", {
    contains: ["14 days"],
    excludes: ["7 days"],
  }),
  r("croissant-class", "bakery", "price", "how much is the croissant class /classes", {
    contains: ["£95"],
    excludes: ["£75"],
  }),
  r("stollen-date", "bakery", "date", "when's the stollen baking class /classes", {
    contains: ["13 December"],
    excludes: ["5 December"],
  }),
  r("walnuts", "bakery", "list", "which cakes have got walnuts in them /menu", {
    contains: ["Carrot", "Coffee and walnut"],
    excludes: ["Lemon", "Victoria", "Orange"],
  }),
  r("vegan-allergens", "bakery", "list", "what allergens are in the vegan chocolate cake /menu", {
    contains: ["Wheat", "Soya"],
    excludes: ["Eggs", "Milk"],
  }),
  r("head-baker", "bakery", "name", "who is the head baker /about", {
    contains: ["Kasia Nowak"],
    excludes: ["Owen Price"],
  }),
  r("night-pay", "bakery", "price", "what does the night baker job pay an hour /careers", {
    contains: ["£14.20"],
    excludes: ["£13.10", "£12.90"],
  }),
  r("wharf-seats", "bakery", "count", "how many seats are there inside the wharf cafe /shops", {
    contains: ["40"],
    excludes: ["16"],
  }),
  r("dog-elm", "bakery", "yes_no", "can i take my dog into the elm street shop /faq", { answer: "no" }),
  r("wharf-cash", "bakery", "yes_no", "can i pay cash at the wharf /faq", { answer: "no" }),
  r("founded", "bakery", "date", "what year did hollins first open /about", {
    contains: ["1962"],
    excludes: ["2019"],
  }),
  r("hygiene", "bakery", "not_found", "what is the bakery's food hygiene rating /about", NONE),
  r("bacon", "bakery", "not_found", "how much is a bacon sandwich at the wharf /menu", NONE),
  r("calories", "bakery", "not_found", "how many calories in a cinnamon bun /menu", NONE),
  r("wifi", "bakery", "not_found", "what's the wifi password at the wharf /shops", NONE),
  // tennis
  r("junior", "tennis", "price", "how much is a junior membership /membership", {
    contains: ["£95"],
    excludes: ["£100", "£45"],
  }),
  r("family-april", "tennis", "price", "what's the family membership going up to in april /news", {
    contains: ["£760"],
    excludes: ["£720"],
  }),
  r("senior-monthly", "tennis", "price", "monthly direct debit for a senior member /membership", {
    contains: ["£22.50"],
    excludes: ["£30.00", "£19.00"],
  }),
  r("joining-fee", "tennis", "price", "is there a joining fee for adults? how much /membership", {
    contains: ["£50"],
  }),
  r("covered-visitor", "tennis", "price", "cost of a covered padel court off-peak for non-members /courts", {
    contains: ["£32"],
    excludes: ["£40", "£18", "£22"],
  }),
  r(
    "tennis-visitor",
    "tennis",
    "price",
    "how much is a tennis court at peak times if you're not a member /courts",
    { contains: ["£20"], excludes: ["£14"] },
  ),
  r("floodlights", "tennis", "price", "how much do the floodlights cost /courts", {
    contains: ["£4"],
    excludes: ["£3"],
  }),
  r("floodlights-old", "tennis", "price", "what did the floodlights cost with the old tokens /news", {
    contains: ["£3"],
  }),
  r("peak-weekend", "tennis", "time", "what are peak times on saturdays and sundays /courts", {
    contains: ["08:00", "13:00"],
    excludes: ["17:00"],
  }),
  r("club-night", "tennis", "fact", "what night is tennis club night /social", {
    contains: ["Wednesday"],
    excludes: ["Tuesday"],
  }),
  r("padel-guest", "tennis", "price", "how much is the padel social for a guest /social", {
    contains: ["£10"],
    excludes: ["£6"],
  }),
  r("mini-red-coach", "tennis", "name", "who coaches mini red /coaching", {
    contains: ["Ellie Marsh"],
    excludes: ["Josh Adeyemi"],
  }),
  r("improvers", "tennis", "price", "adult improvers price per term for members /coaching", {
    contains: ["£120"],
    excludes: ["£150", "£95"],
  }),
  r("term-start", "tennis", "date", "when does the spring coaching term start /coaching", {
    contains: ["11 January"],
    excludes: ["27 March"],
  }),
  r("private-head", "tennis", "price", "how much is a private lesson with the head coach /coaching", {
    contains: ["£45"],
    excludes: ["£36"],
  }),
  r("xmas-doubles", "tennis", "date", "when's the christmas mixed doubles /events", {
    contains: ["13 December"],
  }),
  r("mens-teams", "tennis", "count", "how many men's teams do they put in the summer league /events", {
    contains: ["4"],
    excludes: ["2"],
  }),
  r("chair", "tennis", "name", "who's the chair of the club /committee", {
    contains: ["Gillian Frost"],
    excludes: ["Anil Mehta"],
  }),
  r("committee-size", "tennis", "count", "how many people are on the committee /committee", {
    contains: ["10"],
  }),
  r("mens-champ", "tennis", "name", "who won the men's singles at the club championships /news", {
    contains: ["Dan Whitlock"],
    excludes: ["Tom Whitlock"],
  }),
  r("dogs-courts", "tennis", "yes_no", "are dogs allowed on the courts /faq", { answer: "no" }),
  r("squash", "tennis", "not_found", "how much is it to book a squash court /courts", NONE),
  r("happy-hour", "tennis", "not_found", "when is happy hour at the bar /contact", NONE),
  r("finals-2027", "tennis", "not_found", "when are the 2027 club championship finals /events", NONE),
  r("pickleball", "tennis", "not_found", "do they run pickleball sessions, what times /coaching", NONE),
];
