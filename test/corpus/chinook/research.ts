import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// CHINOOK: the forty-seventh held-out part of the research corpus on two sites of its own (a hot tub, bouncy castle and
// party equipment hire firm with two depots, and a coffee roastery with two cafés), written by someone who did not
// tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not
// read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Fizz & Bounce the wood-fired tub is the
// Nordic 6, whose one price spans the weekend and midweek columns; a Grand Lagoon weekend and its damage deposit are
// £345 + £250; a Sunday is the Friday to Sunday column, so the Jungle Jumper kept overnight is £95 + £25; 60 chairs
// are in the 50-or-more column, 60 × £1.60; ZN11 is Zone 2, £30 for a hot tub (£20 is inflatables'); 30 miles past
// the zones is £1.50 a mile each way, 2 × 30 × £1.50; cancelling 10 days before is in the 8 to 28 days' band, which
// keeps the booking deposit; Pellow Green is shut from 28 December to 4 January; the team has 7 cards; "how much for
// one night" is priced nowhere (a weekend, midweek or 7 nights). At Cobb & Kettle a large oat latte is £4.10 + 45p; a
// weekly 1kg of Kochere is £36 less 15%; 12kg a week of Dye Works is the 10 to 19kg tier, 12 × £18.50; 4 places on
// latte art are 4 × £65 less 10% for 4 or more; 1kg bags are whole bean only; the Ellerby café, shut on Mondays, opens
// on Monday 28 December; 14 and 15 year olds come only with a paying adult; the Gesha is not on subscription; the light
// roasts are Kochere and the Gesha; the Ellerby café is open until 18:30 on Fridays; 2025's last Christmas roast was
// the 18th, 2026's the 17th.
const r = researchItem("cn-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_CHINOOK: ResearchItem[] = [
  // partyhire
  r("lagoon-weekend", "partyhire", "price", "how much is the lagoon 6 hot tub for a weekend? /tubs", {
    contains: ["£295"],
    excludes: ["£260"],
  }),
  r("nordic-midweek", "partyhire", "price", "price of the wood fired hot tub midweek /tubs", {
    contains: ["£395"],
    excludes: ["£560"],
  }),
  r(
    "grand-deposit",
    "partyhire",
    "price",
    "grand lagoon for a weekend, whats the total i pay with the damage deposit /tubs",
    {
      contains: ["£595"],
    },
  ),
  r("extension", "partyhire", "yes_no", "can we run the hot tub off an extension lead /tubs", {
    answer: "no",
  }),
  r("tub-includes", "partyhire", "list", "what comes with the hot tub /tubs", {
    contains: ["cover", "steps", "chemicals", "thermometer"],
  }),
  r("lagoon-power", "partyhire", "fact", "what sort of socket does a lagoon hot tub need /tubs", {
    contains: ["16 amp"],
    excludes: ["13 amp"],
  }),
  r("lagoon-heat", "partyhire", "fact", "how long does the lagoon take to heat up /tubs", {
    contains: ["6 hours"],
    excludes: ["24 hours"],
  }),
  r("grand-seats", "partyhire", "count", "how many people fit in the grand lagoon /tubs", {
    contains: ["8"],
  }),
  r("one-night", "partyhire", "not_found", "how much is a hot tub for just one night /tubs", NONE),
  r("mega-slide-saturday", "partyhire", "price", "how much is the mega slide on a saturday /inflatables", {
    contains: ["£170"],
    excludes: ["£140"],
  }),
  r(
    "castle-overnight",
    "partyhire",
    "price",
    "jungle jumper on a sunday and we want to keep it overnight, how much altogether /inflatables",
    {
      contains: ["£120"],
    },
  ),
  r(
    "windy",
    "partyhire",
    "yes_no",
    "if its too windy for the bouncy castle do we get our money back /inflatables",
    {
      answer: "yes",
    },
  ),
  r("chairs-60", "partyhire", "price", "how much for 60 of the white chairs /party", {
    contains: ["£96"],
  }),
  r("package", "partyhire", "list", "whats in the garden party package /party", {
    contains: ["candy floss", "20 chairs", "3 trestle tables"],
  }),
  r("karaoke", "partyhire", "not_found", "do you hire out a karaoke machine /party", NONE),
  r("zn11", "partyhire", "price", "hot tub delivery to ZN11, whats the charge /delivery", {
    contains: ["£30"],
    excludes: ["£20"],
  }),
  r(
    "thirty-miles",
    "partyhire",
    "price",
    "we're 30 miles from ashcombe, outside your zones, what would a hot tub delivery cost /delivery",
    {
      contains: ["£90"],
    },
  ),
  r("four-year-old", "partyhire", "yes_no", "can my 4 year old go in the hot tub with us /hire-terms", {
    answer: "no",
  }),
  r(
    "cancel-10-days",
    "partyhire",
    "yes_no",
    "if we cancel the hot tub 10 days before do we get the booking deposit back /hire-terms",
    {
      answer: "no",
    },
  ),
  r("nhs", "partyhire", "not_found", "is there a discount for nhs workers /hire-terms", NONE),
  r("pellow-28th", "partyhire", "yes_no", "is the pellow green depot open on monday 28th december /depots", {
    answer: "no",
  }),
  r("pellow-where", "partyhire", "fact", "where is the pellow green depot /depots", {
    contains: ["Holt Farm Barns"],
    excludes: ["Mardle Road"],
  }),
  r("ashcombe-saturday", "partyhire", "time", "what time does the ashcombe depot shut on saturday /depots", {
    contains: ["16:00"],
    excludes: ["13:00"],
  }),
  r("tub-fixer", "partyhire", "name", "who fixes the hot tubs /team", {
    contains: ["Patrick Amadi"],
    excludes: ["Owen Tate"],
  }),
  r("crew", "partyhire", "count", "how many staff have you got /team", { contains: ["7"] }),
  // roastery
  r("kochere-250", "roastery", "price", "how much is a 250g bag of the ethiopian /coffee", {
    contains: ["£10.50"],
    excludes: ["£36"],
  }),
  r("la-palma-kilo", "roastery", "price", "la palma 1kg price? /coffee", {
    contains: ["£32"],
    excludes: ["£9.50"],
  }),
  r("gesha", "roastery", "price", "how much is the gesha /coffee", {
    contains: ["£22"],
  }),
  r("grind-kilo", "roastery", "yes_no", "can you grind a 1kg bag for my cafetiere /coffee", { answer: "no" }),
  r("light", "roastery", "list", "which of your coffees are light roasts /coffee", {
    contains: ["Kochere", "Gesha"],
    excludes: ["La Palma", "Morning Shift"],
  }),
  r("roast-days", "roastery", "fact", "what days do you roast /coffee", {
    contains: ["Monday", "Thursday"],
  }),
  r("capsules", "roastery", "not_found", "do you sell coffee capsules /coffee", NONE),
  r(
    "weekly-kochere",
    "roastery",
    "price",
    "how much would a 1kg bag of kochere every week be on subscription /coffee",
    {
      contains: ["£30.60"],
    },
  ),
  r("gesha-sub", "roastery", "yes_no", "can i get the gesha on a subscription /subscriptions", {
    answer: "no",
  }),
  r(
    "wholesale-12",
    "roastery",
    "price",
    "we'd take 12kg of dye works a week, what's that cost us /wholesale",
    {
      contains: ["£222"],
    },
  ),
  r("smallest-trade", "roastery", "fact", "whats the smallest wholesale order /wholesale", {
    contains: ["2kg"],
    excludes: ["10kg"],
  }),
  r("oat-latte", "roastery", "price", "how much is a large latte with oat milk /menu", {
    contains: ["£4.55"],
  }),
  r("milks", "roastery", "list", "what dairy free milks have you got /menu", {
    contains: ["oat", "soya", "coconut"],
  }),
  r("vegan-bun", "roastery", "not_found", "is the cinnamon bun vegan /menu", NONE),
  r(
    "latte-art-4",
    "roastery",
    "price",
    "4 of us want to do the latte art class, how much in total /classes",
    {
      contains: ["£234"],
    },
  ),
  r("fifteen", "roastery", "yes_no", "can my 15 year old come to a class on his own /classes", {
    answer: "no",
  }),
  r("tamsford-classes", "roastery", "list", "which classes are at tamsford /classes", {
    contains: ["Brewing at home", "Barista skills day", "Cupping"],
    excludes: ["Latte art"],
  }),
  r("latte-art-places", "roastery", "count", "how many places on the latte art class /classes", {
    contains: ["6"],
    excludes: ["8"],
  }),
  r("ellerby-28th", "roastery", "yes_no", "is the ellerby café open on monday 28th december /cafes", {
    answer: "yes",
  }),
  r("ellerby-friday", "roastery", "time", "how late is the ellerby cafe open on a friday /cafes", {
    contains: ["18:30"],
    excludes: ["16:00"],
  }),
  r("brunch", "roastery", "time", "until what time do you serve brunch /cafes", {
    contains: ["14:00"],
    excludes: ["15:00"],
  }),
  r("laptop", "roastery", "yes_no", "can i work on my laptop at the tamsford café on a saturday /faq", {
    answer: "no",
  }),
  r("trainer", "roastery", "name", "who teaches the classes /team", {
    contains: ["Fen Walsh"],
    excludes: ["Callum Reid"],
  }),
  r("ellerby-manager", "roastery", "name", "who manages the ellerby café /team", {
    contains: ["Ama Boateng"],
    excludes: ["Priya Nair"],
  }),
  r("christmas-post", "roastery", "date", "when's the last day to order for christmas post /journal", {
    contains: ["17 December"],
    excludes: ["18 December"],
  }),
];
