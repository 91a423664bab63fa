import { tokenize } from "../research/bm25";
import { SMALL_NUMBERS } from "./values";

// The words a reader asking means the same thing by, which match.ts compares as one.

/**
 * What a repair does again, as the start of the word after "re" ("re-heel", "rewired", "reupholstering"): the thing
 * a repairs list prices ("Heels", "Full rewire" as wiring). One list for the question (as-said.ts) and the pages
 * (match.ts).
 */
export const REDONE = "heel|sole|string|grip|wir|glaz|upholst|stitch";

/** Words that mean the same thing to a reader asking, each group's first word standing for all. */
const SYNONYMS: string[][] = [
  ["abroad", "international", "internationally", "overseas", "worldwide", "outside"],
  ["role", "job", "position", "vacancy", "career"],
  ["close", "closing", "shut"],
  ["price", "cost", "fee", "charge"],
  // "The late payment fee" is a price list's "Late paying".
  ["pay", "payment", "paying"],
  ["phone", "telephone", "tel", "call"],
  // "Can I pay cash at the barrier" is the car park's "Can I pay at the gate?".
  ["gate", "barrier"],
  // "Who do I speak to about parties?" is the "Who to talk to".
  ["talk", "speak"],
  // "A flight midweek" is the "Weekday price" column's.
  ["weekday", "midweek"],
  ["email", "mail"],
  ["deliver", "delivery", "ship", "shipping", "postage"],
  ["kid", "child", "children", "junior"],
  // "Ladies' shoes" are the "Women's" column's; "gents'" the "Men's".
  ["woman", "lady", "ladies", "female"],
  ["man", "gent", "gents", "gentleman", "gentlemen", "male"],
  // "Adults only" is a soft play's "Grown-ups only".
  ["adult", "grown"],
  ["senior", "pensioner", "oap", "retiree"],
  // "Can I bring my 2 mates": the friends a page lets come along.
  ["friend", "mate", "pal"],
  // "Mirror wills for me and my husband" (the two of us) are "Mirror wills for a couple".
  ["two", "couple", "couples"],
  ["car", "vehicle"],
  // "A referral from my doctor" is the FAQ's "from my GP".
  ["doctor", "gp"],
  // "Will you kill a bee swarm" is "We never destroy honey bees".
  ["kill", "destroy", "exterminate"],
  ["limousine", "limo"],
  // "If we get married on a Saturday" is "every Saturday wedding".
  ["wedding", "marry", "married", "marriage"],
  ["motorcycle", "motorbike", "moped", "scooter"],
  ["standard", "normal", "usual"],
  ["jab", "injection", "shot", "dose", "doses", "vaccination", "vaccine", "immunisation"],
  ["travel", "trip", "journey"],
  ["road", "rd"],
  ["street", "st"],
  ["avenue", "ave"],
  ["bicycle", "bike"],
  // "A cremation at Netherby" is at its "Netherby Crematorium".
  ["cremation", "crematorium"],
  // (A ski school's "Adult board" lesson is a snowboard one.)
  ["snowboard", "board"],
  ["bag", "suitcase", "luggage"],
  ["full", "whole", "entire"],
  ["sso", "single", "sign"],
  ["vegetarian", "veggie"],
  // Everyday short words for things pages name in full ("disposable bbqs" are "Disposable barbecues").
  ["barbecue", "barbeque", "bbq"],
  ["toilet", "loo", "wc", "lavatory"],
  ["pushchair", "buggy", "pram", "stroller"],
  // "A smashed screen" is a trade-in list's "Cracked screen".
  ["crack", "cracked", "smash", "smashed", "shattered"],
  ["fridge", "refrigerator"],
  ["sofa", "couch", "settee"],
  ["television", "tv"],
  // "Max height in the multi-storey" is its "Highest" column, as a car park's limits table heads it.
  ["height", "highest", "headroom"],
  ["dog", "pet"],
  ["wifi", "wi-fi", "internet"],
  ["seat", "seats", "capacity", "guests", "covers"],
  // "How many people does it sleep" is a boat's or a cottage's "Berths".
  ["berth", "sleep", "sleeps"],
  // A boat is steered, as "do I need a licence to drive a narrowboat" asks.
  ["steer", "drive", "driving"],
  ["hirer", "booker"],
  // "The next toy auction" is an auction house's "Toys … — Sale day Saturday 12 December".
  ["auction", "sale"],
  ["start", "founded", "established"],
  ["year", "yearly", "annual", "annually"],
  ["month", "monthly"],
  ["day", "daily"],
  ["christmas", "festive", "xmas"],
  ["week", "weekly"],
  ["min", "mins", "minute", "minutes"],
  ["kg", "kilo", "kilos", "kilogram", "kilograms"],
  // "The minimum charge" is a price list's "Smallest charge"; "the min number of kids", its "Smallest party".
  ["minimum", "smallest", "fewest"],
  ["hour", "hours", "hr", "hrs"],
  ["indoors", "inside", "indoor"],
  // "an eye exam" is a test (not "check": "a band 1 check up" would be any examination said beside "up").
  ["examination", "exam", "test"],
  // "Last orders for food" are the kitchen's.
  ["food", "kitchen"],
  // "Who teaches jumping" is the "Instructor: jumping".
  ["teach", "teacher", "instructor", "tutor"],
  // "An adult peak session" is a "Day entry".
  // A photographer's "family shoot" is its "Family" sitting.
  ["entry", "admission", "session", "shoot", "sitting"],
  // "Edited pics" are a photographer's "Edited images".
  ["image", "photo", "pic", "picture"],
  // "The first hour of fixing an oil boiler" is its "Repairs: first hour"; replacing a phone's back glass is a repair.
  ["repair", "fix", "mend", "replace", "replacement"],
  // "Checking it over" is the diagnosis a repairer charges for.
  ["check", "diagnostic", "diagnosis", "inspection"],
  // "A spare car key" is a copy of one (match.ts reads "Key cutting" as copying).
  ["copy", "copied", "duplicate", "spare"],
  // "The Holland bulb fields holiday" is "Keukenhof and the Dutch bulb fields": a country and its people's word.
  ["netherlands", "holland", "dutch"],
  ["france", "french"],
  ["spain", "spanish"],
  ["italy", "italian"],
  ["germany", "german"],
  ["scotland", "scottish"],
  ["wales", "welsh"],
  ["ireland", "irish"],
  ["belgium", "belgian"],
  // "a 2 piece suit" is the "Two-piece suit" of a price list.
  ...SMALL_NUMBERS.slice(2).map((w, i) => [String(i + 2), w]),
];
export const CANONICAL: ReadonlyMap<string, string> = new Map(
  SYNONYMS.flatMap((g) => g.flatMap((w) => tokenize(w).map((t) => [t, tokenize(g[0]!)[0]!] as const))),
);

/**
 * Things a page may name only by their kind, one way: "corkage on a bottle of prosecco" is a page's "a bottle of
 * fizz", but a "fizz" asked about is no prosecco; an office is commercial premises, but not every one is an office.
 */
export const KIND_OF: ReadonlyMap<string, readonly string[]> = new Map(
  [
    ...["prosecco", "champagne", "cava", "cremant"].map((w) => [w, ["fizz", "sparkling"]] as const),
    ...["lager", "ale", "stout"].map((w) => [w, ["beer"]] as const),
    // "Postage to France" is a delivery table's "EU" (or "Europe") row.
    ...[
      "france",
      "germany",
      "spain",
      "italy",
      "netherlands",
      "belgium",
      "ireland",
      "portugal",
      "austria",
      "denmark",
      "sweden",
      "finland",
      "poland",
      "greece",
    ].map((w) => [w, ["eu", "europe"]] as const),
    // (A business's premises are its "Commercial" column: "fleas at our office", "our restaurant kitchen".)
    ...["office", "restaurant", "cafe", "pub", "hotel", "warehouse", "factory", "workplace", "premises"].map(
      (w) => [w, ["commercial"]] as const,
    ),
  ].map(([w, kinds]) => [tokenize(w)[0]!, kinds.map((k) => tokenize(k)[0]!)] as const),
);

/** Plurals and past forms a stemmer does not undo: "women-only swim" is a woman's swim, as the question reads it. */
export const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ["women", "woman"],
  ["men", "man"],
  ["children", "child"],
  ["people", "person"],
  ["feet", "foot"],
  ["teeth", "tooth"],
  ["mice", "mouse"],
  // Past forms the question's lemmas undo ("kept at 29°C" is what "what is it kept at" asks).
  ["kept", "keep"],
  ["wrote", "write"],
  ["written", "write"],
  ["held", "hold"],
  ["built", "build"],
  ["taught", "teach"],
  ["began", "begin"],
  ["begun", "begin"],
]);

/**
 * "Will" as the document, not the verb: after a determiner, a possessive or a kind of will ("a will", "your will",
 * "single will", "the cheapest will"), or in the plural ("Wills", "mirror wills"); not before a verb ("an adult
 * single will cost"). The tokenizer drops the verb as
 * a stopword; a solicitor's price list needs the noun. One test for the question (attributes.ts) and the pages
 * (match.ts).
 */
export const WILL_NOUN =
  /\b(?:a|the|my|our|your|his|her|their|mum's|dad's|single|mirror|joint|simple|basic|standard|living|cheapest|simplest|dearest|priciest)\s+will\b(?!\s+(?:cost|be|go|come|need|have|take|get|run|open|close|start|leave|arrive|stay|rise|change)\b)|\bwills\b/i;
