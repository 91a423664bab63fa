import { BORN, bornOn, type Clock, type Day, NUMBER_WORDS, numberOf, when } from "./form-when";
import { fieldText, fieldWords, parsePairs } from "./forms";
import { words } from "./links";
import type { PageForm } from "./page-read";

/** What a number in a request counts, by the words after it: "8 of us", "2 hours", "6 years' experience". */
export type Unit =
  | "people"
  | "children"
  | "metres"
  | "hours"
  | "years"
  | "nights"
  | "weeks"
  | "months"
  | "kg";

/** Everything a request gives for a form, however it is said. */
export interface TaskValues {
  /** "name Priya Natarajan", "my branch is fernbrook": a value after a field word. */
  pairs: { field: string; value: string }[];
  /**
   * The sender's name: said alone ("request a demo for me: Hana Sato, …"), beside a phone or an address ("Ellie
   * Marsh 07700 900154"), or introduced ("I'm Paul Dunn", "my name is …"); first whoever introduced themselves.
   */
  names: string[];
  /** Someone the request is for, by name: "a voucher for my son Jack Dunn". */
  recipients: string[];
  emails: string[];
  /** Postcodes and ZIP codes: "pick me up from LN3 7QA". */
  postcodes: string[];
  /** Street addresses: "8 Willow Close, Coldbrook", "41 Station Road". */
  addresses: string[];
  /** A business named as the sender's: "my restaurant The Copper Kettle". */
  companies: string[];
  /** A pet's or a thing's name: "a cockapoo called Pip", "my labrador Bramble". */
  called: string[];
  /** What the things named are: "cockapoo", "labrador" (a Breed or a Type field's value). */
  kinds: string[];
  /** Numbers said roughly ("about 120 tablecloths a week"): which range of a list they fall in. */
  rough: number[];
  phones: string[];
  urls: string[];
  /** The day asked for, resolved from the task's creation ("next Tuesday"). */
  date?: Day;
  /** A second day said after it ("arriving Saturday, leaving Monday"): when a stay ends. */
  until?: Day;
  time?: Clock;
  /** A date of birth given ("born 12/05/1982"): never the day asked for. */
  born?: Day;
  amounts: { n: number; unit: Unit }[];
  /** The request's words, lower case, for telling which option of a list it names. */
  words: Set<string>;
  /** Words it says it does not want ("no dog", "I don't get a free one"): an option saying one is passed over. */
  denied: ReadonlySet<string>;
  /** The request as said, for what words alone do not tell ("no dog"). */
  text: string;
}

const NUMBER = `(\\d+(?:\\.\\d+)?|${NUMBER_WORDS.join("|")})`;
/** How many of a thing a request says ("our 2 cats", "two small dogs"): for "How many cats?". */
export function countSaid(thing: string, text: string): number | undefined {
  // "a 2 bed flat" counts bedrooms as people say them.
  const stem = thing.replace(/s$/, "").replace(/^(bed|bath)room$/i, "$1(?:room)?");
  const m = text.match(new RegExp(`\\b${NUMBER}[\\s-]+(?:[\\p{L}-]+\\s+)?${stem}s?\\b`, "iu"));
  return m ? numberOf(m[1]!) : undefined;
}

const UNITS: [Unit, string][] = [
  [
    "people",
    "people|persons|guests|adults|grown[-\\s]?ups|attendees|players|participants|seats|places|spots|tickets|covers|staff|employees|members|of\\s+us",
  ],
  ["children", "children|child|kids?|under-?\\d+s"],
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
    "people persons guests adults attendees players participants party size group seats places tickets covers staff employees headcount quantity".split(
      " ",
    ),
  ),
  children: new Set(["children", "child", "kids", "kid"]),
  // Before hours, whose "length" is a time's: "Length overall (metres)" is a boat's.
  metres: new Set(["metres", "meters", "metre", "loa"]),
  hours: new Set(["hours", "hour", "duration", "length"]),
  years: new Set(["years", "year", "experience"]),
  nights: new Set(["nights", "night"]),
  // "For how many weeks?" counts; "Month" (July, August) and "Week commencing" name one.
  weeks: new Set(["weeks"]),
  months: new Set(["months"]),
  kg: new Set(["weight", "kg"]),
};

/** What a number after "for" counts when it is no party's size: "for 2 hours", "for 3pm", "for 12 kids". */
const NOT_PEOPLE =
  "am\\b|pm\\b|o'?clock|hours?|hrs?|nights?|years?|yrs?|weeks?|days?|minutes?|mins?|months?|children|child|kids?|" +
  "pounds|dollars|euros|miles|km|ft|feet";

const EMAILS = /[^\s@,;:<>()]+@[^\s@,;:<>()]+\.[A-Za-z]{2,}/g;
const URLS = /https?:\/\/[^\s,;<>"]+/g;
const PHONES = /(?<![\p{L}\d/-])\+?\d[\d ().-]{5,}\d(?![\d/])/gu;
/** A person's name said alone: two to four capitalised words and nothing else. */
const BARE_NAME = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}$/u;
const NAME = "\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){1,3}";
/**
 * How people introduce themselves: "I'm", "my name is", "this is". Case-sensitive (an `i` flag would let \p{Lu}
 * match any letter in the name after it), so the introductions are spelt both ways.
 */
const INTRO = "(?:[Ii]'?m|I\\s+am|[Mm]y\\s+name\\s+is|[Tt]his\\s+is)\\s+";
/** A name its owner introduces: "I'm Paul Dunn", "my name is Ana Ruiz", "this is Joe Bloggs". */
const OWN_NAME = new RegExp(`\\b${INTRO}(${NAME})`, "gu");
/** A segment's introduction, taken off before it is read as a name alone. */
const LEADING_INTRO = new RegExp(`^${INTRO}`);
/** A text with each of `values` (addresses, numbers said in it) taken out. */
const without = (text: string, values: readonly string[]) =>
  values.reduce((t, v) => t.split(v).join(" "), text);
/** A name the request is for: "for my son Jack Dunn", "for my wife, Mia Lee", "for Sam Ortiz". */
/** Someone else the request introduces: "he's called Oliver Grant", "my daughter is called Ella", "her name is …". */
const CALLED_NAME = new RegExp(
  `\\b(?:(?:he|she|they)(?:'?s|'?re|\\s+is|\\s+are)\\s+called|(?:his|her|their)\\s+name\\s+is|my\\s+(?:son|daughter|` +
    `child|boy|girl)\\s+(?:is\\s+)?(?:called|named))\\s+(${NAME})`,
  "gu",
);
/** "he's 9", "she is 7", "my son is 12": the age of the one the request is for, in years. */
const THEIR_AGE =
  /\b(?:(?:he|she)(?:'?s|\s+is)|i(?:'?m|\s+am))\s+(\d{1,2})\b(?!\s*(?:kg|kilos?|cm|m\b|%|ft|feet|inch|min|hour|mile|km|am\b|pm\b|[:.]\d))/gi;
const FOR_NAME = new RegExp(
  `\\bfor\\s+(?:my\\s+(?:son|daughter|wife|husband|partner|mum|mom|dad|mother|father|friend|sister|brother|` +
    `nephew|niece|grandson|granddaughter|boss|colleague)\\s*,?\\s+)?(${NAME})`,
  "gu",
);
/** Capitalised words of a day, not a person: "for Christmas Eve", "for Saturday December 12". */
const CALENDAR =
  /^(?:christmas|eve|easter|new|year|years|day|boxing|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december)$/i;
/** UK postcodes ("LN3 7QA", "sw1a 1aa"), not a time ("b1 2pm"), and US ZIP codes said as such ("zip 94107"). */
const POSTCODES =
  /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d(?!(?:am|pm)\b)[A-Z]{2}\b|\b(?:zip|zip\s+code|postcode)\s+(\d{5}(?:-\d{4})?)\b/gi;

/** A house number, a street and the town after a comma: "8 Willow Close, Coldbrook", "41 Station Road". */
const ADDRESSES =
  /\b\d+[a-z]?\s+(?:\p{Lu}[\p{L}'’-]+\s+){1,3}(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Close|Drive|Way|Crescent|Place|Terrace|Gardens|Court|Grove|Row|Hill|Square|Walk|Mews|Park|Parade)\b(?:,\s*\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*)?(?![\p{L}\d]))?/gu;

/** "my restaurant The Copper Kettle", "our shop, Greens": the sender's business by name. */
const COMPANIES =
  /\b(?:my|our)\s+(?:company|business|restaurant|café|cafe|shop|salon|hotel|pub|firm|charity|practice|studio|bakery|bar|office|school|club)\s*,?\s+(?:called\s+|named\s+)?((?:The\s+)?\p{Lu}[\p{L}'’&-]*(?:\s+\p{Lu}[\p{L}'’&-]*){0,3})/gu;
/** A thing's name and what it is: "a 9kg cockapoo called Pip", "my labrador Bramble" (not "my son Jack Dunn"). */
const CALLED =
  /(?:\b(?:an?|my|our)\s+(?:\d+(?:\.\d+)?\s*kg\s+)?(\p{Ll}[\p{L}-]*)\s+)?\b(?:called|named)\s+(\p{Lu}[\p{L}'’-]+)|\bmy\s+(?:\p{Ll}[\p{L}-]*\s+)?(\p{Ll}[\p{L}-]*)\s+(\p{Lu}\p{Ll}[\p{L}'’-]*)\b(?!\s+\p{Lu})/gu;
const ROUGHLY = /\b(?:about|around|roughly|approximately|nearly|almost|some)\s+(\d[\d,]*)\b/gi;

/**
 * Read a request's values for the forms it may go to: pairs by the forms' own field words, names, addresses,
 * phone numbers, links, the day and time (chrono-node, from `now`, the task's creation) and counted amounts.
 */
export function taskValues(text: string, forms: PageForm[], now: Date): TaskValues {
  const clean = (s: string) => s.replace(/[.,;:!?)]+$/, "");
  const emails = (text.match(EMAILS) ?? []).map(clean);
  const urls = (text.match(URLS) ?? []).map(clean);
  const rest = without(text, [...emails, ...urls]);
  const phones = (rest.match(PHONES) ?? [])
    .map((p) => p.trim())
    .filter((p) => (p.match(/\d/g) ?? []).length >= 7);
  const segments = text.split(/\s*[,;]\s*|\.\s+|\s+[-–—]\s+|:\s+|\n+/).map((s) => s.trim());
  const known = fieldWords(forms);
  // "name is Gemma Price gemma.price@example.com": the address said after a name is the address, not the name.
  const own = (field: string, value: string) => {
    if (/mail|phone|tel|mobile|url|web|link/i.test(field)) return value;
    const left = without(value, [...emails, ...urls, ...phones]);
    return left.replace(/\s+/g, " ").trim() || value;
  };
  const pairs = segments.flatMap((s) =>
    parsePairs(s, known).flatMap((p) =>
      p.field && p.value ? [{ field: p.field, value: own(p.field, p.value) }] : [],
    ),
  );
  const codes = [...rest.matchAll(POSTCODES)];
  const postcodes = codes.map((m) => (m[1] ?? m[0]).toUpperCase());
  const recipients = [...text.matchAll(CALLED_NAME), ...text.matchAll(FOR_NAME)]
    .map((m) => m[1]!)
    .filter((n) => !n.split(/\s+/).some((w) => CALENDAR.test(w)));
  // A segment is a name once what it gives beside one (a phone, an address, a postcode) is taken out of it.
  const born = bornOn(rest);
  const bornSaid = rest.match(BORN)?.[0];
  const beside = [...emails, ...urls, ...phones, ...codes.map((m) => m[0]), ...(bornSaid ? [bornSaid] : [])];
  const alone = segments.map((s) =>
    without(s, beside).replace(/\s+/g, " ").trim().replace(LEADING_INTRO, ""),
  );
  const names = [
    ...[...text.matchAll(OWN_NAME)].map((m) => m[1]!),
    ...alone.filter((s) => BARE_NAME.test(s) && !recipients.includes(s)),
  ];
  const amounts: TaskValues["amounts"] = [];
  for (const [unit, after] of UNITS) {
    // "4 full price tickets": a ticket's kind may stand between the number and what it counts.
    const between = unit === "people" ? "(?:[\\p{L}-]+\\s+){0,2}?" : "";
    const re = new RegExp(`\\b${NUMBER}\\s*\\+?\\s*${between}(?:${after})\\b`, "giu");
    for (const m of rest.matchAll(re)) {
      // "one of us is gluten free" is someone in the party, not its size.
      if (!/^(?:one|1)\s+of\s+us/i.test(m[0])) amounts.push({ n: numberOf(m[1]!), unit });
    }
  }
  // "for an hour and a half", "one and a half hours": 1.5 hours.
  const andAHalf = rest.match(HOUR_AND_A_HALF);
  if (andAHalf) amounts.push({ n: andAHalf[1] ? numberOf(andAHalf[1]) + 0.5 : 1.5, unit: "hours" });
  for (const m of rest.matchAll(THEIR_AGE)) amounts.push({ n: Number(m[1]!), unit: "years" });
  // "for my son's 6th birthday": the age they'll be.
  for (const m of rest.matchAll(/\b(\d{1,2})(?:st|nd|rd|th)\s+birthday\b/gi))
    amounts.push({ n: Number(m[1]!), unit: "years" });
  // "my son will be 9", "she's turning 7": an age, in years.
  for (const m of rest.matchAll(
    new RegExp(`\\b(?:will\\s+be|turning|turns|aged)\\s+${NUMBER}\\b(?!\\s*(?:%|${NOT_PEOPLE}))`, "gi"),
  ))
    amounts.push({ n: numberOf(m[1]!), unit: "years" });
  for (const m of rest.matchAll(new RegExp(`\\b(?:party|group|table)\\s+(?:of|for)\\s+${NUMBER}\\b`, "gi")))
    amounts.push({ n: numberOf(m[1]!), unit: "people" });
  // "book afternoon tea for 4 at the potting shed": a bare number booked for counts people.
  const bare = rest.match(new RegExp(`\\bfor\\s+${NUMBER}\\b(?!\\s*(?:[:.]\\d|%|${NOT_PEOPLE}))`, "i"));
  if (bare && !amounts.some((a) => a.unit === "people"))
    amounts.push({ n: numberOf(bare[1]!), unit: "people" });
  return {
    pairs,
    names: [...new Set(names)],
    recipients,
    emails,
    postcodes,
    addresses: rest.match(ADDRESSES) ?? [],
    companies: [...rest.matchAll(COMPANIES)].map((m) => m[1]!),
    ...namedThings(rest),
    rough: [...rest.matchAll(ROUGHLY)].map((m) => Number(m[1]!.replace(/,/g, ""))),
    urls,
    phones,
    ...when(rest.replace(BORN, " "), now),
    ...(born ? { born } : {}),
    amounts,
    ...saidWords(text),
    text,
  };
}

/**
 * The word a request denies: "no dog", "not free", "don't get a free one", "don't want the morning", "none of us
 * are members".
 */
const NOT_WANTED =
  /\b(?:no|not|never|don'?t\s+(?:get|want|need|have)|doesn'?t\s+(?:get|want|need|have)|none\s+of\s+(?:us|them)\s+(?:are|is|have|has))\s+(?:an?\s+|the\s+|any\s+)?([\p{L}-]+)/giu;

/** "An hour and a half", "two and a half hours", "1½ hours": the number of hours, less the half. */
const HOUR_AND_A_HALF = new RegExp(
  `\\b(?:an?|one|${NUMBER})?\\s*(?:hours?\\s+and\\s+a\\s+half|and\\s+a\\s+half\\s+hours?|½\\s*hours?)\\b`,
  "iu",
);
const DENIAL = /^(?:no|not|never|dont|don't|t|s)$/;

/** A word's first half that makes another word of it: "semi-private" is not "private". */
export const COMPOUND_PREFIX = "semi|non|half|part|self";

/**
 * A number with its unit as one word, however written: "2 hour", "2-hour" and "2 hours" are "2hour" ("the 2 hour
 * hack" is the "2-hour common hack", not the "1-hour steady hack"); "semi-private" is "semiprivate", which "private"
 * does not say.
 */
export const measuredWords = (s: string): string[] => [
  ...[...s.matchAll(/\b(\d+)\s*-?\s*(hour|hr|minute|min|night|day|week|month|year|mile|inch)s?\b/gi)].map(
    (m) => `${m[1]}${m[2]!.toLowerCase()}`,
  ),
  ...[...s.matchAll(new RegExp(String.raw`\b(${COMPOUND_PREFIX})-(\p{L}+)`, "giu"))].map((m) =>
    `${m[1]}${m[2]}`.toLowerCase(),
  ),
];

/**
 * The request's words, with what options often call the same thing: "an hour long" is "60 min", "half an hour"
 * "30 min", a "first" appointment an "initial" one, "come and get it" collecting it.
 */
function saidWords(text: string): Pick<TaskValues, "words" | "denied"> {
  // What the request says it does not want is not said: "I don't get a free one", "no dog", "not the morning".
  const denied = new Set(
    [...text.matchAll(NOT_WANTED)].flatMap((m) => words(m[1]!)).filter((w) => !DENIAL.test(w)),
  );
  const out = new Set([...words(text), ...measuredWords(text)].filter((w) => !denied.has(w)));
  const also = (...ws: string[]) => {
    for (const w of ws) out.add(w);
  };
  if (HOUR_AND_A_HALF.test(text)) also("90", "min", "minutes");
  else if (/\bhalf\s+an?\s+hour\b|\bhalf[- ]hour\b/i.test(text)) also("30", "min", "minutes");
  else if (/\b(?:an|one|1)\s*[- ]?hours?\b|\bhour[- ]long\b/i.test(text)) also("60", "min", "minutes");
  if (/\b(?:first|new\s+patient)\b/i.test(text)) also("initial", "first", "new");
  // "the second floor" is a list's "1st or 2nd floor".
  for (const [i, w] of ["first", "second", "third", "fourth", "fifth"].entries())
    if (new RegExp(`\\b${w}\\s+floor\\b`, "i").test(text)) also(`${i + 1}${["st", "nd", "rd"][i] ?? "th"}`);
  // "as early as poss": a list's first slot ("First thing (07:30)").
  if (/\bas\s+early\s+as\s+poss(?:ible)?\b|\basap\b|\bearliest\b/i.test(text)) also("first", "early");
  // "would they supply us sourdough": a list's "Buying wholesale for my business", "Trade accounts".
  if (/\bsupply\s+(?:us|me|our)\b|\bstock\s+(?:your|their)\b/i.test(text))
    also("wholesale", "trade", "business");
  // "they'd need to come and get it": a list's "Yes, please collect it".
  if (/\bcome\s+and\s+(?:get|fetch)\b|\bpick\s+(?:it|them)\s+up\b/i.test(text)) also("collect", "fetch");
  return { words: out, denied };
}

/** The things a request names ("a cockapoo called Pip"): their names and what they are. */
function namedThings(text: string): Pick<TaskValues, "called" | "kinds"> {
  const found = [...text.matchAll(CALLED)].filter((m) => !CALENDAR.test((m[2] ?? m[4])!));
  return {
    called: found.map((m) => (m[2] ?? m[4])!),
    kinds: found.flatMap((m) => ((m[1] ?? m[3]) ? [(m[1] ?? m[3])!] : [])),
  };
}

/** The unit a field counts, by its words: "Number of people" counts people. */
export function unitOf(fieldWordsOf: string[]): Unit | undefined {
  // "Age the birthday child will be" asks years, not how many children; "Birthday child's name" no number.
  if (fieldWordsOf.includes("age")) return "years";
  if (fieldWordsOf.includes("name")) return undefined;
  // "Party size", "Company size" count people; "Unit size" (Small, Medium …) does not.
  const counted = (w: string) => w !== "size" || fieldWordsOf.some((x) => SIZED.has(x));
  return (Object.keys(UNIT_FIELDS) as Unit[]).find((u) =>
    fieldWordsOf.some((w) => UNIT_FIELDS[u].has(w) && counted(w)),
  );
}

/** What a "size" field must also say to be a number of people. */
const SIZED: ReadonlySet<string> = new Set(["party", "group", "company", "team", "class", "household"]);

/** A field's words, lower case. */
export const wordsOfField = (f: Parameters<typeof fieldText>[0]) => words(fieldText(f));
