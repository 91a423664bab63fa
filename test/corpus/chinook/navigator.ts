import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_CHINOOK_FORMS } from "./navigator-forms";

// CHINOOK: the forty-seventh held-out part of the navigator corpus on two sites of its own (a hot tub, bouncy castle
// and party equipment hire firm with two depots, and a coffee roastery with two cafés), written by someone who did not
// tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not
// read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Fizz & Bounce "last year" is 2025's
// prices as the news gave them in March 2025 (2026's came in March 2026) and "from march" the notice of 2027's; the
// Christmas Lagoon 6 is £450, 2025's £420; Pellow Green shuts at 13:00 on Saturdays, so not at 2pm "this saturday"
// (28 November); Ashcombe is shut from 25 to 27 December, so not on Boxing Day; with no socket a silent generator runs
// the blower; on hard ground a castle is weighed down with crash mats; for a 3-year-old the castles (3 to 10) and
// Toddler Town (under 5s) fit, the Mega Slide (5 to 14) does not; the candy floss and popcorn machines are the £55
// extras; the Grand Lagoon seats the most (8); the cheapest inflatable is Toddler Town (£60 Monday to Thursday); the
// newest on the crew joined in 2024; there are 6 inflatables. At Cobb & Kettle "last year" is 2025's prices in the
// journal of February 2025 and "from february" the notice of 2027's; a regular mocha with oat milk is £4.20 + 45p;
// the Ellerby café opens on Sunday 27 December when Tamsford is shut, and Tamsford is shut on New Year's Day;
// "tomorrow" is Friday 27 November, when the Ellerby café is open until 18:30; the brunch dishes are Tamsford's only;
// the weekend classes are Saturday's brewing class and the first Sunday's barista day; the dearest 1kg bag is Kochere
// (the Gesha is sold only in 100g tins); the longest class is the barista skills day (10:00 to 16:00); there are 8 on
// the team and 6 coffees; parking at Ellerby is pay and display with no price given.
const n = navItem("cn-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_CHINOOK: NavItem[] = [
  // fact
  n("ph-company", "partyhire", "fact", "fizz and bounce hire company number", {
    contains: ["08451967"],
    excludes: ["GB 301 4478 62"],
  }),
  n(
    "ph-last-year",
    "partyhire",
    "fact",
    "what did fizz & bounce charge for a lagoon 6 hot tub for a weekend last year",
    {
      contains: ["£275"],
      excludes: ["£295"],
    },
  ),
  n("ph-march", "partyhire", "fact", "how much will a bubble 6 weekend be at fizz and bounce from march", {
    contains: ["£199"],
    excludes: ["£185"],
  }),
  n(
    "ph-christmas",
    "partyhire",
    "fact",
    "how much is a christmas hot tub from fizz & bounce, the lagoon one",
    {
      contains: ["£450"],
      excludes: ["£420"],
    },
  ),
  n("ph-pellow-phone", "partyhire", "fact", "phone number for fizz and bounce's pellow green depot", {
    contains: ["01632 963 127"],
    excludes: ["01632 963 120"],
  }),
  n("rs-vat", "roastery", "fact", "cobb and kettle coffee vat number", {
    contains: ["GB 412 7730 19"],
    excludes: ["09316258"],
  }),
  n("rs-last-year", "roastery", "fact", "how much was a 250g bag of dye works at cobb & kettle last year", {
    contains: ["£7.95"],
    excludes: ["£8.50"],
  }),
  n(
    "rs-february",
    "roastery",
    "fact",
    "what will a kilo of dye works cost at cobb and kettle from february",
    {
      contains: ["£30"],
      excludes: ["£28"],
    },
  ),
  n("rs-mocha", "roastery", "fact", "cobb & kettle, how much is a regular mocha with oat milk", {
    contains: ["£4.65"],
  }),
  n("rs-evening", "roastery", "fact", "how much to hire cobb and kettle's tamsford café for an evening", {
    contains: ["£250"],
  }),
  // yes_no
  n(
    "ph-pellow-2pm",
    "partyhire",
    "yes_no",
    "is fizz & bounce's pellow green depot open at 2pm this saturday",
    {
      answer: "no",
    },
  ),
  n(
    "ph-boxing-day",
    "partyhire",
    "yes_no",
    "can i drop chairs back at fizz and bounce's ashcombe depot on boxing day",
    {
      answer: "no",
    },
  ),
  n(
    "ph-no-socket",
    "partyhire",
    "yes_no",
    "fizz & bounce: we've got no outdoor socket, can we still have a bouncy castle",
    {
      answer: "yes",
    },
  ),
  n("ph-patio", "partyhire", "yes_no", "can fizz and bounce put a bouncy castle on our patio", {
    answer: "yes",
  }),
  n("rs-27th", "roastery", "yes_no", "is cobb & kettle's ellerby café open on sunday 27th december", {
    answer: "yes",
  }),
  n("rs-new-year", "roastery", "yes_no", "is cobb and kettle's tamsford café open on new year's day", {
    answer: "no",
  }),
  n(
    "rs-half-five",
    "roastery",
    "yes_no",
    "can i get a coffee at cobb & kettle's ellerby café at half 5 tomorrow",
    {
      answer: "yes",
    },
  ),
  // search: the answer is on a page linked from nowhere
  n("ph-foam", "partyhire", "search", "does fizz and bounce do foam parties? how much", {
    contains: ["£240"],
  }),
  n("ph-sale", "partyhire", "search", "does fizz & bounce sell its old bouncy castles? how much are they", {
    contains: ["£425"],
  }),
  n(
    "rs-green",
    "roastery",
    "search",
    "can i buy green unroasted coffee beans from cobb and kettle? price per kilo",
    {
      contains: ["£12"],
    },
  ),
  n(
    "rs-grounds",
    "roastery",
    "search",
    "can i get used coffee grounds from cobb & kettle for my allotment? when can i pick them up",
    {
      contains: ["Tuesdays", "15:00"],
    },
  ),
  // list
  n(
    "ph-age-3",
    "partyhire",
    "list",
    "which bouncy castles does fizz and bounce have that a 3 year old can go on",
    {
      contains: ["Princess Palace", "Jungle Jumper", "Toddler Town"],
      excludes: ["Mega Slide"],
    },
  ),
  n("ph-extras-55", "partyhire", "list", "which party extras at fizz & bounce are £55 a day", {
    contains: ["Candy floss", "Popcorn"],
    excludes: ["Chocolate fountain"],
  }),
  n("rs-tamsford-food", "roastery", "list", "what food can you only get at cobb and kettle's tamsford café", {
    contains: ["Roastery breakfast", "Shakshuka"],
    excludes: ["toastie", "Cinnamon bun"],
  }),
  n("rs-kit", "roastery", "list", "what brewing kit does cobb & kettle sell", {
    contains: ["V60", "filter papers", "AeroPress", "cafetière"],
  }),
  n("rs-weekend-classes", "roastery", "list", "which cobb and kettle classes are on at the weekend", {
    contains: ["Brewing at home", "Barista skills day"],
    excludes: ["Latte art", "Cupping"],
  }),
  // superlative
  n("ph-biggest", "partyhire", "superlative", "which fizz and bounce hot tub seats the most people", {
    contains: ["Grand Lagoon"],
    excludes: ["Nordic"],
  }),
  n("ph-cheapest", "partyhire", "superlative", "cheapest inflatable to hire from fizz & bounce", {
    contains: ["Toddler Town", "£60"],
    excludes: ["£75"],
  }),
  n("ph-newest", "partyhire", "superlative", "who's the newest member of the fizz & bounce crew", {
    contains: ["Nell Harper"],
    excludes: ["Ravi Desai"],
  }),
  n("rs-dearest", "roastery", "superlative", "which 1kg bag is the dearest at cobb & kettle", {
    contains: ["Kochere", "£36"],
    excludes: ["£32"],
  }),
  n("rs-longest", "roastery", "superlative", "which is the longest class at cobb and kettle", {
    contains: ["Barista skills day"],
    excludes: ["Latte art"],
  }),
  // count
  n("ph-inflatables", "partyhire", "count", "how many different inflatables does fizz & bounce hire out", {
    contains: ["6"],
  }),
  n("rs-staff", "roastery", "count", "how many people work at cobb and kettle", { contains: ["8"] }),
  n("rs-coffees", "roastery", "count", "how many different coffees does cobb & kettle sell", {
    contains: ["6"],
  }),
  // not_found
  n(
    "ph-water-slide",
    "partyhire",
    "not_found",
    "does fizz & bounce hire out a bouncy castle with a water slide",
    NONE,
  ),
  n("ph-hen", "partyhire", "not_found", "does fizz and bounce do hen party packages", NONE),
  n("rs-pods", "roastery", "not_found", "does cobb & kettle sell coffee pods for nespresso machines", NONE),
  n("rs-vegan-cake", "roastery", "not_found", "does cobb and kettle have vegan cakes", NONE),
  n("rs-parking", "roastery", "not_found", "how much is parking by cobb & kettle's ellerby café", NONE),
  // form
  ...NAVIGATOR_CHINOOK_FORMS,
];
