import { MONTHS } from "../question/months";
import { NUMBER_WORDS, numberOf } from "./form-when";

// The amounts a request gives for a form ("8 of us", "2 hours", "my son's 6th birthday") and the unit a field
// counts ("Number of people"), which form-values.ts and purpose-plan.ts match up.

/** What a number in a request counts, by the words after it: "8 of us", "2 hours", "6 years' experience". */
export type Unit =
  | "people"
  | "children"
  | "sqm"
  | "metres"
  | "hours"
  | "years"
  | "nights"
  | "weeks"
  | "months"
  | "kg"
  | "pounds"
  | "everyone";

/** A number said with its unit. */
export interface Amount {
  n: number;
  unit: Unit;
  /** Years said as someone's age ("i'm 34", "she's 7"), not as how long ("licence 12 years"). */
  age?: true;
}

// ("A 3,500 word contract": thousands with their comma, not the 500 after it.)
const NUMBER = `(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|${NUMBER_WORDS.join("|")})`;
/**
 * How many of a thing a request says ("our 2 cats", "two small dogs"): for "How many cats?". `adjacent`: the number
 * right before it ("2 canoes", not the "one" of "one way canoe trip").
 */
export function countSaid(thing: string, text: string, adjacent = false): number | undefined {
  const said = countNumbered(thing, text, adjacent);
  if (said !== undefined) return said;
  const stem = stemOf(thing);
  // "can i get a place on …", "and our dog": one.
  if (!adjacent && new RegExp(`\\b(?:a|an|our|my)\\s+${stem}\\b(?!\\s*(?:'s|’s))`, "iu").test(text)) return 1;
  // "Pets" of "4 of us plus our dog", "our 2 cats": the animals said, one said alone counting one.
  if (stem.toLowerCase() !== "pet") return undefined;
  const kinds = PETS.map((k) => countSaid(k, text, adjacent)).filter((n) => n !== undefined);
  if (kinds.length > 0) return kinds.reduce((a, b) => a + b, 0);
  return new RegExp(
    `\\b(?:our|my|the|a|his|her|their)\\s+(?:[\\p{L}-]+\\s+)?(?:${PETS.join("|")})\\b`,
    "iu",
  ).test(text)
    ? 1
    : undefined;
}

/** A thing's words as a request may say them: "a 2 bed flat" counts bedrooms as people say them. */
const stemOf = (thing: string) => thing.replace(/s$/, "").replace(/^(bed|bath)room$/i, "$1(?:room)?");

/** How many of a thing a request says with a number ("2 £50 gift vouchers"), not "a voucher"'s one. */
export function countNumbered(thing: string, text: string, adjacent = false): number | undefined {
  const stem = stemOf(thing);
  // ("2 pairs of trousers" counts trousers, "3 copies of my mul-t-lock key" keys, "2 £50 gift vouchers" vouchers.)
  const between = adjacent
    ? ""
    : "(?:(?:pairs?|sets?|bags?|boxes?|packs?)\\s+of\\s+|copies\\s+of\\s+(?:my|our|the|a)\\s+(?:[\\p{L}-]+\\s+)?|(?:[£$€]\\d[\\d,.]*\\s+)?[\\p{L}-]+\\s+|[£$€]\\d[\\d,.]*\\s+)?";
  // ("2 £50 gift vouchers" are 2 vouchers at £50: a price is no count.)
  const m = text.match(new RegExp(`(?<![£$€\\d,.])\\b${NUMBER}[\\s-]+${between}${stem}s?\\b`, "iu"));
  if (m) return numberOf(m[1]!);
  // "skate hire for all 4 of us", "tickets for the 3 of us": the thing, then how many it is for.
  const forAll = adjacent
    ? null
    : text.match(
        new RegExp(`\\b${stem}s?\\s+for\\s+(?:all|the|each)\\s+${NUMBER}(?:\\s+of\\s+(?:us|them))?\\b`, "iu"),
      );
  return forAll ? numberOf(forAll[1]!) : undefined;
}

/**
 * The one number a request says of a thing, whatever it is ("for 2 pairs of trousers": 2), or undefined when it says
 * none or several. A date, a time, a price, a phone number and an amount of a unit ("2 hours", "6 of us") are no
 * things counted.
 */
export function loneCount(text: string): number | undefined {
  const counts = new Set<number>();
  const things = new RegExp(
    `(?<![£$€\\d,.:/-])\\b${NUMBER}\\s+(?:(?:pairs?|sets?|bags?|boxes?)\\s+of\\s+)?(\\p{L}+)\\b(?![:.]\\d)`,
    "giu",
  );
  for (const m of text.replace(/\S+@\S+/g, " ").matchAll(things)) {
    const noun = m[2]!.toLowerCase();
    if (NOT_A_THING.test(noun) || UNITS.some(([, after]) => new RegExp(`^(?:${after})$`, "i").test(noun)))
      continue;
    counts.add(numberOf(m[1]!));
  }
  return counts.size === 1 ? [...counts][0] : undefined;
}

/**
 * Words after a number that say no thing counted: a date's month, a clock's ("12 noon"), a length of time, a
 * preposition, and "one" ("the half 3 one" is a time).
 */
const NOT_A_THING = new RegExp(
  `^(?:${MONTHS.join("|")}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|am|pm|of|to|and|or|at|on|in|for|by|` +
    "from|until|till|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|yrs?|o'?clock|noon|midday|" +
    "midnight|percent|per|x|" +
    "ones?)$",
  "i",
);

/** Animals people bring to a pet's sitting or stay. */
const PETS = ["dog", "cat", "puppy", "kitten", "rabbit", "horse", "pony"];

const UNITS: [Unit, string][] = [
  [
    "people",
    "people|persons|guests|adults|grown[-\\s]?ups|attendees|players|participants|seats|places|spots|tickets|covers|staff|employees|members|lads|guys|blokes|lasses|ladies|of\\s+us",
  ],
  ["children", "children|child|kids?|girls|boys|under-?\\d+s"],
  // "about 45 square metres", "45 m2": an area, before a length.
  ["sqm", "square\\s+met(?:re|er)s?|sq\\.?\\s*m|sqm|m2"],
  // "my boat is 12.5m", "11.2 metres": a length.
  ["metres", "m|metres?|meters?"],
  ["hours", "hours?|hrs?"],
  ["years", "years?|yrs?"],
  ["nights", "nights?"],
  ["weeks", "weeks?|wks?"],
  ["months", "months?"],
  ["kg", "kg|kilos?|kilograms?"],
];
/** The words a field counting that unit goes by ("Number of people", "Company size", "How many hours?"). */
const UNIT_FIELDS: Record<Unit, ReadonlySet<string>> = {
  people: new Set(
    "people persons guests passengers travellers travelers adults attendees players participants learners pupils students riders skiers drivers party size group seats places tickets covers staff employees headcount quantity".split(
      " ",
    ),
  ),
  children: new Set(["children", "child", "kids", "kid"]),
  // "Area to wash, square metres" before a length's "metres".
  sqm: new Set(["square", "area", "m2", "sqm"]),
  // Before hours, whose "length" is a time's: "Length overall (metres)" is a boat's.
  metres: new Set(["metres", "meters", "metre", "loa"]),
  hours: new Set(["hours", "hour", "duration", "length"]),
  years: new Set(["years", "year", "experience"]),
  nights: new Set(["nights", "night"]),
  // "For how many weeks?" counts; "Month" (July, August) and "Week commencing" name one.
  weeks: new Set(["weeks"]),
  months: new Set(["months"]),
  kg: new Set(["weight", "kg"]),
  // "Amount in pounds (money vouchers)": the one sum of money a request gives ("a £75 gift voucher").
  pounds: new Set(["pounds", "amount", "value"]),
  // Never a field's word: the party's whole size, which "Number of bowlers" takes (purpose-plan.ts).
  everyone: new Set(),
};

/** What a number after "for" counts when it is no party's size: "for 2 hours", "for 3pm", "for 12 kids". */
const NOT_PEOPLE =
  "am\\b|pm\\b|o'?clock|noon|midday|midnight|hours?|hrs?|nights?|years?|yrs?|weeks?|days?|minutes?|mins?|months?|" +
  "children|child|kids?|pounds|dollars|euros|miles|km|ft|feet";

/** "he's 9", "she is 7", "my son is 12", "my son leo grant is 9": the age of the one the request is for, in years. */
const THEIR_AGE =
  /\b(?:(?:he|she)(?:'?s|\s+is)|i(?:'?m|\s+am)|my\s+(?:son|daughter|child|boy|girl|kid)(?:\s+(?!is\b)[\p{L}'’-]+){0,2}\s+is)\s+(\d{1,2})\b(?!\s*(?:kg|kilos?|cm|m\b|%|ft|feet|foot|inch|min|hour|mile|km|am\b|pm\b|st\b|stone|[:.]\d))/giu;
/** "An hour and a half", "two and a half hours", "1½ hours": the number of hours, less the half. */
export const HOUR_AND_A_HALF = new RegExp(
  `\\b(?:an?|one|${NUMBER})?\\s*(?:hours?\\s+and\\s+a\\s+half|and\\s+a\\s+half\\s+hours?|½\\s*hours?)\\b`,
  "iu",
);
/** A weight in stones: "11 and a half stone", "4 st". */
const STONES = new RegExp(`\\b${NUMBER}(\\s+and\\s+a\\s+half)?(?:\\s*stones?|\\s+st)\\b(?!\\s*\\d)`, "giu");

/** An age said before who it is: "my 16 yr old daughter" (one daughter, not sixteen). */
const AGED = "\\d{1,2}[\\s-]*(?:yrs?|years?)[\\s-]*old\\s+";
/** The asker and someone else: "me and a mate", "myself and 2 friends", "me, my wife and our 2 kids". */
const ME_AND = new RegExp(
  `\\b(?:me|myself)(?:\\s+and|\\s*,)\\s+(?:(?:a|one)\\s+|my\\s+(?:${AGED}|${NUMBER}\\s+)?|${NUMBER}\\s+)(?:[\\p{L}-]+\\s+)?(mates?|friends?|pals?|partner|wife|husband|girlfriend|boyfriend|colleagues?|sons?|daughters?|mum|mom|dad|brothers?|sisters?|kids?|children|girls|boys)\\b`,
  "iu",
);
/** Whom "me and my two girls" brings: children, counted apart from the grown-ups. */
const CHILD_NOUN = /^(?:kids?|children|sons?|daughters?|girls|boys)$/i;

/** The amounts a request gives, each with its unit; `rest` is the request without its addresses and links. */
export function amountsSaid(rest: string): Amount[] {
  const amounts: Amount[] = [];
  for (const [unit, after] of UNITS) {
    // "4 full price tickets": a ticket's kind may stand between the number and what it counts.
    const between = unit === "people" ? "(?:[\\p{L}-]+\\s+){0,2}?" : "";
    const re = new RegExp(`\\b${NUMBER}\\s*\\+?\\s*${between}(?:${after})\\b`, "giu");
    for (const m of rest.matchAll(re)) {
      // "one of us is gluten free" is someone in the party, not its size.
      if (!/^(?:one|1)\s+of\s+us/i.test(m[0])) amounts.push({ n: numberOf(m[1]!), unit });
    }
  }
  // "last done about 18 months ago": 1.5 years, for a list in years ("1 to 2 years ago").
  const months = amounts.find((a) => a.unit === "months");
  if (months && !amounts.some((a) => a.unit === "years")) amounts.push({ n: months.n / 12, unit: "years" });
  // "5 of us and 2 of them are kids under 16": two children.
  for (const m of rest.matchAll(
    new RegExp(
      `\\b${NUMBER}\\s+of\\s+(?:them|us)\\s+(?:are|is)\\s+(?:kids?|children|under\\s*-?\\s*1\\d)`,
      "giu",
    ),
  ))
    amounts.push({ n: numberOf(m[1]!), unit: "children" });
  // "my twins": two children; "triplets": three.
  const several = rest.match(/\b(twins|triplets)\b/i)?.[1];
  if (several && !amounts.some((a) => a.unit === "children"))
    amounts.push({ n: several.toLowerCase() === "twins" ? 2 : 3, unit: "children" });
  // "for an hour and a half", "one and a half hours": 1.5 hours.
  const andAHalf = rest.match(HOUR_AND_A_HALF);
  if (andAHalf) amounts.push({ n: andAHalf[1] ? numberOf(andAHalf[1]) + 0.5 : 1.5, unit: "hours" });
  for (const m of rest.matchAll(THEIR_AGE)) amounts.push({ n: Number(m[1]!), unit: "years", age: true });
  // "my two girls, they're 9 and 12": each one's age, the youngest first.
  const theirs = rest.match(
    /\bthey(?:'?re|\s+are)\s+(\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})+)\b(?!\s*(?:am|pm|[:.]\d))/i,
  )?.[1];
  for (const n of (theirs?.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b))
    amounts.push({ n, unit: "years" });
  // "my daughter ava lewis (6)": an age in brackets after the child's name.
  for (const m of rest.matchAll(
    /\bmy\s+(?:son|daughter|child|boy|girl|kid)\s+(?:[\p{L}'’-]+\s+){0,2}\((\d{1,2})\)/giu,
  ))
    amounts.push({ n: Number(m[1]!), unit: "years" });
  // "for my son's 6th birthday", "for my daughter's 6th": the age they'll be.
  for (const m of rest.matchAll(
    /\b(\d{1,2})(?:st|nd|rd|th)\s+birthday\b|\b(?:son|daughter|child|boy|girl|kid|grandson|granddaughter|niece|nephew)['’]s\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+birthday)/gi,
  ))
    amounts.push({ n: Number(m[1] ?? m[2]), unit: "years" });
  // "my son will be 9", "she's turning 7", "who'll be 6": an age, in years ("we'll be 6" is a party's size).
  for (const m of rest.matchAll(
    new RegExp(
      `\\b(?:will\\s+be|(?:who|he|she)['’]ll\\s+be|turning|turns|aged)\\s+${NUMBER}\\b(?!\\s*(?:%|${NOT_PEOPLE}))`,
      "gi",
    ),
  ))
    amounts.push({ n: numberOf(m[1]!), unit: "years" });
  // "14 of them coming": the party's size.
  for (const m of rest.matchAll(
    new RegExp(`\\b${NUMBER}\\s+of\\s+them\\s+(?:are\\s+)?(?:coming|going)\\b`, "gi"),
  ))
    amounts.push({ n: numberOf(m[1]!), unit: "people" });
  // "a party of 6", "we're a walking club of 24".
  for (const m of rest.matchAll(
    new RegExp(
      `\\b(?:(?:party|group|table)\\s+(?:of|for)|(?:club|society|team|choir|class|troop|band)\\s+of)\\s+${NUMBER}\\b(?![\\s-]*(?:years?|yrs?)\\b)`,
      "gi",
    ),
  ))
    amounts.push({ n: numberOf(m[1]!), unit: "people" });
  // "about 11 and a half stone", "4 stone": a weight, in kilograms (a list gives kg, with stones beside them).
  for (const m of rest.matchAll(STONES))
    amounts.push({ n: Math.round((numberOf(m[1]!) + (m[2] ? 0.5 : 0)) * 6.35), unit: "kg" });
  // "2 adults and 3 kids": five in all, for a field counting everyone.
  const mixed = rest.match(
    new RegExp(
      `\\b${NUMBER}\\s+adults?\\s+and\\s+${NUMBER}\\s+(?:kids?|children|child|under-?\\s?1\\d\\s?s|juniors?)\\b`,
      "i",
    ),
  );
  if (mixed) amounts.push({ n: numberOf(mixed[1]!) + numberOf(mixed[2]!), unit: "everyone" });
  // "me and a mate", "me and my wife": two; "me and 2 friends": three.
  const withMe = rest.match(ME_AND);
  const others = withMe ? numberOf(withMe[1] ?? withMe[2] ?? "1") : 0;
  if (withMe && CHILD_NOUN.test(withMe[3]!) && !amounts.some((a) => a.unit === "people")) {
    // "me and my two girls": one grown-up and two children, three in all.
    if (!amounts.some((a) => a.unit === "children")) amounts.push({ n: others, unit: "children" });
    amounts.push({ n: 1, unit: "people" }, { n: 1 + others, unit: "everyone" });
  } else if (withMe && !amounts.some((a) => a.unit === "people")) {
    const grown = 1 + others;
    amounts.push({ n: grown, unit: "people" });
    // ("Me, my wife and our 2 kids": four in all.)
    const kids = amounts.find((a) => a.unit === "children");
    if (kids) amounts.push({ n: grown + kids.n, unit: "everyone" });
  }
  // "my mum and dad land at wexley tomorrow", "for my parents": two people.
  if (!withMe && !amounts.some((a) => a.unit === "people") && TWO_KIN.test(rest))
    amounts.push({ n: 2, unit: "people" });
  // "Order a £75 gift voucher": the one sum of money said, in whole pounds.
  const sums = [...rest.matchAll(/£\s?(\d[\d,]*)(?:\.00)?(?![\d.,]*\d)/g)];
  if (sums.length === 1) amounts.push({ n: Number(sums[0]![1]!.replace(/,/g, "")), unit: "pounds" });
  // "book afternoon tea for 4 at the potting shed": a bare number booked for counts people.
  const bare = rest.match(new RegExp(`\\bfor\\s+${NUMBER}\\b(?!\\s*(?:[:.]\\d|%|${NOT_PEOPLE}))`, "i"));
  if (bare && !amounts.some((a) => a.unit === "people"))
    amounts.push({ n: numberOf(bare[1]!), unit: "people" });
  return amounts;
}

/** Two people said as kin: "my mum and dad", "our parents", "my grandparents". */
const TWO_KIN =
  /\b(?:my|our)\s+(?:(?:mum|mom|dad)\s+(?:and|&)\s+(?:mum|mom|dad)|(?:grand)?parents|in-?laws)\b/i;

/** The unit a field counts, by its words: "Number of people" counts people. */
export function unitOf(fieldWordsOf: string[]): Unit | undefined {
  // "Age the birthday child will be" asks years, not how many children; "Birthday child's name" no number.
  if (fieldWordsOf.includes("age")) return "years";
  if (fieldWordsOf.includes("name")) return undefined;
  // "How many of them are under 16?" counts the children.
  if (fieldWordsOf.includes("under") && fieldWordsOf.some((w) => /^1\d$/.test(w))) return "children";
  // "Party size", "Company size" count people; "Unit size" (Small, Medium …) does not.
  const counted = (w: string) => w !== "size" || fieldWordsOf.some((x) => SIZED.has(x));
  return (Object.keys(UNIT_FIELDS) as Unit[]).find((u) =>
    fieldWordsOf.some((w) => UNIT_FIELDS[u].has(w) && counted(w)),
  );
}

/** What a "size" field must also say to be a number of people. */
const SIZED: ReadonlySet<string> = new Set(["party", "group", "company", "team", "class", "household"]);
