import { minutesOf } from "./values";

// Amounts a question gives about its subject — "a 15kg dog", "a 2.5 litre engine", "18 inch tyres", "a 9 metre
// boat", "an 8 year old", "in year 4" — and whether a row's or a column's range takes them in: "10 to 25 kg",
// "2.1 to 3.0 litres", "Up to 8 m", "Ages 7 to 10", "Years 3 to 6", "Reception to Year 2".

/**
 * Measures said with a number and a unit, a question's and a row's range alike: `words` may stand apart from the
 * number ("2.5 litre", "9 m"), `marks` only written on to it ("18in", "26'"): "18 in stock" is not a size.
 */
const MEASURES = {
  kg: { words: "kg|kilos?|kilograms?", marks: "" },
  stone: { words: "stones?", marks: "st" },
  litre: { words: "litres?|liters?|ltr|l", marks: "" },
  inch: { words: "inch(?:es)?", marks: `in|"|″` },
  metre: { words: "metres?|meters?|m", marks: "" },
  foot: { words: "foot|feet|ft", marks: "'|′" },
  sqft: { words: String.raw`sq\.?\s?ft|square\s+f(?:ee|oo)t`, marks: "" },
  mile: { words: "miles?", marks: "" },
  km: { words: "km|kilometres?|kilometers?", marks: "" },
  kw: { words: "kw|kilowatts?", marks: "" },
} as const;
type Measure = keyof typeof MEASURES;

export type AmountUnit = Measure | "age" | "schoolYear" | "clock" | "notice" | "money";

/** Whether a unit is a measure (a weight, a volume, a length, an area, a distance), not an age or a time. */
export const isMeasure = (unit: AmountUnit) => unit in MEASURES;

export interface Amount {
  n: number;
  unit: AmountUnit;
}

/** A unit after its number, ending where a word would ("2.5l", not "3 months"). */
function unitOf(m: Measure): string {
  const { words, marks } = MEASURES[m];
  return String.raw`(?:\s*(?:${words})${marks ? `|(?:${marks})` : ""})(?![\p{L}\d])`;
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;

/** The amounts a question gives, and the text they were said in (which is not the subject's words). */
const GIVEN: [RegExp, AmountUnit | "kinAge"][] = [
  // "My 18 month old": an age in years, as a nursery's rows ("Under 2") give it.
  [/\b(\d{1,2})[-\s]?(?:months?|mths?)[-\s]?olds?\b/gi, "age"],
  ...(Object.keys(MEASURES) as Measure[]).map((m): [RegExp, AmountUnit] => [
    new RegExp(String.raw`\b${NUM}${unitOf(m)}`, "giu"),
    m,
  ]),
  // "A 1.6 petrol", "my 2.0 diesel": an engine's size in litres, said without the unit.
  [/\b(\d\.\d)(?=\s*(?:petrol|diesel|engine|turbo|tdi|tsi)\b)/gi, "litre"],
  // "she's 8", "he is 12" (question.ts writes "shes" so).
  [
    /\b(\d{1,2})[-\s]?(?:years?|yrs?)[-\s]?olds?\b|\baged\s+(\d{1,2})\b|\b(?:he|she)(?:'s|\s+is)\s+(\d{1,2})\b(?!\s*(?:am|pm|[:.]\d|%|kg|cm|m\b))/gi,
    "age",
  ],
  // "my daughter is 14, which piercings can she get": the age a list's rows must take in (not asked of a yes or no,
  // whose rules by age yes-no.ts reads from the sentence).
  [
    /\bmy\s+(?:son|daughter|child|kid|boy|girl|lad)(?:'s|\s+is)\s+(\d{1,2})\b(?!\s*(?:am|pm|[:.]\d|%|kg|cm|m\b))/gi,
    "kinAge",
  ],
  [/\b(?:in\s+)?year\s+(\d)\b(?!\s*(?:old|-old))/gi, "schoolYear"],
  // "If I cancel 20 days before we go", "with 10 days' notice": how long before, which a band of days takes in.
  // ("3 weeks before" is 21 days.)
  // ("36 hours before" is a day and a half; "a week before" 7 days; "if it starts in 5 days" 5 days before it.)
  [
    /\b(\d{1,3}|an?)\s+(?:days?|weeks?|fortnight|months?|hours?|hrs?)['’]?\s+(?=before\b|notice\b|in\s+advance\b|ahead\b|prior\b)|\b(?:starts?|begins?|is|it's|its)\s+in\s+(\d{1,3}|an?)\s+(?:days?|weeks?|fortnight|hours?|hrs?)\b/gi,
    "notice",
  ],
  // "A £5,000 lot", "if it sells for £3,000", "when it's at about £700", "under £1,000", "the estate is about
  // £60,000", "to buy a £300,000 house", "for 200k": a sum a band of prices (a buyer's premium's, a commission's) takes in; not a price asked about ("is it
  // £5 to park").
  [
    /\b(?:(?:on|for|at|of|worth|valued\s+at|buy(?:ing)?|sell(?:ing)?|bought|sold)\s+(?:(?:a|an)\s+)?(?:(?:about|around|roughly)\s+)?|(?:under|below|over|above|(?:less|more)\s+than)\s+|(?:is|['’]s|comes\s+to)\s+(?:about|around|roughly|approximately)\s+)(?:£\s?(\d[\d,]*(?:\.\d\d)?)|£?(\d{1,4})k\b)(?!\s*(?:off|deposit|a\s+|an\s+|per\s+|each\b))/gi,
    "money",
  ],
];

/** Days in one of the unit a notice is said in: "3 weeks" is 21 days, "36 hours" a day and a half. */
const noticeScale = (said: string) =>
  /\bweeks?\b/i.test(said)
    ? 7
    : /\bfortnight\b/i.test(said)
      ? 14
      : /\bmonths?\b/i.test(said)
        ? 30
        : /\b(?:hours?|hrs?)\b/i.test(said)
          ? 1 / 24
          : 1;

/** What one of an amount said is worth in its unit: notice in days, "200k" in thousands, an age's "18 months". */
function scaleOf(unit: AmountUnit, said: string): number {
  if (unit === "notice") return noticeScale(said);
  if (unit === "money") return /\dk$/i.test(said) ? 1000 : 1;
  return /\bm(?:on)?ths?\b/i.test(said) ? 1 / 12 : 1;
}

/**
 * The amounts a question gives, the text without them, and the words each measures ("boat" of "a 13m boat",
 * "engine" of "a 2.5 litre engine"), which a row's range stands for.
 */
export function amountsIn(
  text: string,
  clock = false,
  yesNo = false,
): { amounts: Amount[]; rest: string; measured: string[] } {
  const amounts: Amount[] = [];
  const measured: string[] = [];
  // "A game at 7pm", "before 5pm": of a price, the time of day a row's range of times takes in (in minutes).
  let rest = clock
    ? text
        .replace(
          CLOCK_ASKED,
          (_, edge: string | undefined, h: string, min: string | undefined, half: string) => {
            const at = clockOf(h, min, half);
            amounts.push({ n: at + (edge === "before" ? -1 : edge === "after" ? 1 : 0), unit: "clock" });
            return " ";
          },
        )
        // "This Saturday evening": a time in that part of the day, which a row's span of the day takes in.
        .replace(DAY_PART, (_, day: string, part: string) => {
          amounts.push({ n: DAY_PARTS[part.toLowerCase()]!, unit: "clock" });
          return day;
        })
    : text;
  for (const [re, given] of GIVEN) {
    if (given === "kinAge" && yesNo) continue;
    const unit = given === "kinAge" ? "age" : given;
    rest = rest.replace(re, (...args: (string | number | undefined)[]) => {
      // The match, its groups (one or two), its offset and the whole text.
      const [all, at, whole] = [String(args[0]), Number(args.at(-2)), String(args.at(-1))];
      const n = args.slice(1, -2).find((g) => g !== undefined);
      const scale = scaleOf(unit, all);
      // (A sum "under £1,000" is just below it, "over £1,000" just above.)
      const edge =
        unit !== "money"
          ? 0
          : /^(?:under|below|less)/i.test(all)
            ? -0.01
            : /^(?:over|above|more)/i.test(all)
              ? 0.01
              : 0;
      const count = /^an?$/i.test(String(n)) ? 1 : Number(String(n).replace(/,/g, ""));
      amounts.push({ n: count * scale + edge, unit });
      const next = whole.slice(at + all.length).match(/^\s*(\p{L}+)/u)?.[1];
      if (next) measured.push(next);
      // ("If my painting sells for £3,000": the painting is what the band's sum is of, which its row leaves unsaid.)
      const sold = whole
        .slice(0, at)
        .match(/\b(?:my|our|the)\s+([\p{L}-]+)\s+(?:sells|sold|goes|went|fetches|makes)\s*$/iu);
      if (unit === "money" && sold) measured.push(sold[1]!);
      // ("To buy a £300,000 house": buying is still asked, as a "Buying" column names it.)
      return unit === "money" ? ` ${all.match(/^(?:buy|sell|bought|sold)\w*/i)?.[0] ?? ""} ` : " ";
    });
  }
  // "Can I pay you £2,000 in cash": of a yes or no, a sum the asker would pay, which a limit takes in or not.
  if (yesNo)
    rest = rest.replace(SUM_PAID, (_, n: string, k: string | undefined) => {
      amounts.push({ n: Number(n.replace(/,/g, "")) * (k ? 1000 : 1), unit: "money" });
      return " pay ";
    });
  return { amounts, rest, measured };
}

const SUM_PAID =
  /\b(?:pay|paying|spend|spending)\s+(?:you\s+|them\s+)?[£$€]\s?(\d[\d,]*(?:\.\d\d)?)\s*(k\b)?/gi;

const TO = String.raw`\s*(?:to|–|—|-|and)\s*`;
/** Words naming an age group, whose bracketed numbers are ages. */
const AGE_GROUP =
  "(?:junior|child|children|kids?|teens?|teenagers?|youths?|adults?|seniors?|students?|infants?)";

/**
 * Notice in weeks said as its days: "2 to 4 weeks" as "14 to 28 days", "3 weeks" as "21 days"; "48 hours" as "2
 * days".
 */
const weeksAsDays = (t: string) =>
  t
    .replace(
      new RegExp(`${NUM}${TO}${NUM}\\s*hours?\\b`, "g"),
      (_, a, b) => `${Number(a) / 24} to ${Number(b) / 24} days`,
    )
    .replace(new RegExp(`${NUM}\\s*hours?\\b`, "g"), (_, a) => `${Number(a) / 24} days`)
    .replace(
      new RegExp(`${NUM}${TO}${NUM}\\s*weeks?\\b`, "g"),
      (_, a, b) => `${Number(a) * 7} to ${Number(b) * 7} days`,
    )
    .replace(new RegExp(`${NUM}\\s*weeks?\\b`, "g"), (_, a) => `${Number(a) * 7} days`)
    // ("6 to 12 months before": a month as 30 days, as a question's "8 months before" is read.)
    .replace(
      new RegExp(`${NUM}${TO}${NUM}\\s*months?\\b`, "g"),
      (_, a, b) => `${Number(a) * 30} to ${Number(b) * 30} days`,
    )
    .replace(new RegExp(`${NUM}\\s*months?\\b`, "g"), (_, a) => `${Number(a) * 30} days`)
    // ("24 hours to 3 days": a range whose ends are said in two units.)
    .replace(new RegExp(`${NUM}\\s*days?(${TO}${NUM}\\s*days?\\b)`, "g"), (_, a, rest) => `${a}${rest}`);

/** The ranges of a unit a text states, each as [low, high]. */
function rangesIn(text: string, unit: AmountUnit): [number, number][] {
  const t = unit === "notice" ? weeksAsDays(text.toLowerCase()) : text.toLowerCase();
  const out: [number, number][] = [];
  const add = (re: RegExp, f: (m: RegExpExecArray) => [number, number]) => {
    for (const m of t.matchAll(new RegExp(re, `g${re.flags.replace("g", "")}`)))
      out.push(f(m as RegExpExecArray));
  };
  if (unit in MEASURES) {
    const u = unitOf(unit as Measure);
    // "2.1 to 3.0 litres", "Up to 8 m", "Over 3.0 litres", "12m and over".
    add(new RegExp(`(?:under|below|up\\s+to|less\\s+than)\\s+${NUM}${u}`, "u"), (m) => [0, Number(m[1])]);
    add(new RegExp(`(?:over|above|more\\s+than)\\s+${NUM}${u}`, "u"), (m) => [Number(m[1]) + 1e-9, Infinity]);
    add(new RegExp(`${NUM}(?:${u})?${TO}${NUM}${u}`, "u"), (m) => [Number(m[1]), Number(m[2])]);
    add(new RegExp(`${NUM}${u}\\s*(?:\\+|and\\s+(?:over|above)|or\\s+more)`, "u"), (m) => [
      Number(m[1]),
      Infinity,
    ]);
    // "16 inch" alone is a range of one.
    if (out.length === 0) add(new RegExp(`(?<![\\d.])${NUM}${u}`, "u"), (m) => [Number(m[1]), Number(m[1])]);
  } else if (unit === "money") {
    // "Up to £1,000", "£1,000.01 to £50,000", "Over £50,000", "£500 and over": a band of sums.
    const M = String.raw`£\s?(\d[\d,]*(?:\.\d+)?)`;
    const n = (x: string) => Number(x.replace(/,/g, ""));
    add(new RegExp(`(?:under|below|up\\s+to|less\\s+than)\\s+${M}`), (m) => [0, n(m[1]!)]);
    add(new RegExp(`(?:over|above|more\\s+than)\\s+${M}`), (m) => [n(m[1]!) + 1e-9, Infinity]);
    add(new RegExp(`${M}${TO}${M}`), (m) => [n(m[1]!), n(m[2]!)]);
    add(new RegExp(`${M}\\s*(?:\\+|and\\s+(?:over|above)|or\\s+more)`), (m) => [n(m[1]!), Infinity]);
  } else if (unit === "clock") {
    // "17:00 to 21:00", "Before 17:00", "After 21:00", "from 9pm".
    out.push(...clockSpans(t));
    add(new RegExp(`\\bbefore\\s+${CLOCK}`), (m) => [0, clockAt(m, 1) - 1e-9]);
    add(new RegExp(`\\bafter\\s+${CLOCK}`), (m) => [clockAt(m, 1) + 1e-9, 1440]);
    add(new RegExp(`\\bfrom\\s+${CLOCK}(?!\\s*(?:to|until|–|—|-))`), (m) => [clockAt(m, 1), 1440]);
  } else if (unit === "age") {
    add(new RegExp(`\\bage[sd]?\\s+${NUM}${TO}${NUM}`), (m) => [Number(m[1]), Number(m[2])]);
    // "Teen Gym Club (14 to 17)": a bare range in brackets after a thing, of a child's or teen's years.
    add(new RegExp(`\\(\\s*${NUM}${TO}${NUM}\\s*\\)`), (m) =>
      Number(m[2]) <= 21 ? [Number(m[1]), Number(m[2])] : [Number.NaN, Number.NaN],
    );
    add(new RegExp(`\\b${NUM}${TO}${NUM}\\s*(?:years?|yrs?)`), (m) => [Number(m[1]), Number(m[2])]);
    // "for 5 to 11s", "1 to 4s": ages, as people write a group of them.
    add(new RegExp(`\\b${NUM}${TO}${NUM}s\\b`), (m) => [Number(m[1]), Number(m[2])]);
    // "Junior (4 to 17)", "Adult (18-64)": an age group's range in brackets after it.
    add(new RegExp(`\\b${AGE_GROUP}\\s*\\(\\s*${NUM}${TO}${NUM}\\s*\\)`), (m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    add(new RegExp(`\\b(?:under|under-)\\s*${NUM}s?\\b`), (m) => [0, Number(m[1]) - 1e-9]);
    add(
      new RegExp(`\\b(?:age\\s+)?${NUM}\\s*(?:\\+|and\\s+(?:over|up|upwards|older)|or\\s+(?:over|older))`),
      (m) => [Number(m[1]), Infinity],
    );
    // "Youngest age 14, with a parent or guardian", "Minimum age: 16": that age and over; "All ages": any.
    add(new RegExp(`\\b(?:youngest|minimum|min\\.?|lowest)\\s+age:?\\s+${NUM}`), (m) => [
      Number(m[1]),
      Infinity,
    ]);
    add(/\ball\s+ages\b/, () => [0, Infinity]);
    // "14 and 15: They can also come to an adult class": a label of two ages.
    add(/^\s*(\d{1,2})\s+(?:and|or|&)\s+(\d{1,2})(?![\d:.%])/, (m) => [Number(m[1]), Number(m[2])]);
  } else if (unit === "notice") {
    // "28 to 15 days before", "57 days or more before departure", "14 days or fewer", "less than 7 days".
    // ("7 days' notice or more": the notice said between.)
    const DAYS = String.raw`\s*days?\b['’]?(?:\s+notice\b)?`;
    add(new RegExp(`${NUM}${TO}${NUM}${DAYS}`), (m) => [
      Math.min(Number(m[1]), Number(m[2])),
      Math.max(Number(m[1]), Number(m[2])),
    ]);
    add(new RegExp(`${NUM}${DAYS}\\s+or\\s+(?:more|over|longer)`), (m) => [Number(m[1]), Infinity]);
    add(new RegExp(`${NUM}${DAYS}\\s+or\\s+(?:fewer|less)`), (m) => [0, Number(m[1])]);
    add(new RegExp(`(?:more|over|longer)\\s+than\\s+${NUM}${DAYS}`), (m) => [Number(m[1]) + 1e-9, Infinity]);
    add(new RegExp(`(?:less|fewer|under)\\s+(?:than\\s+)?${NUM}${DAYS}|within\\s+${NUM}${DAYS}`), (m) => [
      0,
      Number(m[1] ?? m[2]) - 1e-9,
    ]);
  } else {
    add(new RegExp(`\\breception${TO}year\\s+${NUM}`), (m) => [0, Number(m[1])]);
    add(new RegExp(`\\byears\\s+${NUM}${TO}${NUM}`), (m) => [Number(m[1]), Number(m[2])]);
    add(/\byears\s+(\d)(?:\s*,\s*\d)+\s*(?:and)\s*(\d)/, (m) => [Number(m[1]), Number(m[2])]);
    // "Key Stage 2" is Years 3 to 6; "Key Stages 3 and 4" Years 7 to 11.
    add(/\b(?:key\s+stages?\s*|ks)([1-4])(?:\s*(?:and|to|&|[-–])\s*([1-4]))?\b/, (m) => [
      KEY_STAGES[Number(m[1]) - 1]![0],
      KEY_STAGES[Number(m[2] ?? m[1]) - 1]![1],
    ]);
    if (out.length === 0) add(/\byear\s+(\d)\b/, (m) => [Number(m[1]), Number(m[1])]);
  }
  return out.filter(([lo]) => !Number.isNaN(lo));
}

/** The school years of England's key stages 1 to 4. */
const KEY_STAGES: [number, number][] = [
  [1, 2],
  [3, 6],
  [7, 9],
  [10, 11],
];

/** A time of day a page gives: its hour, minutes and half of the day ("7pm", "17:00", "9.30"). */
const CLOCK = String.raw`(\d{1,2})(?:[:.]([0-5]\d))?\s*(am|pm)?`;
const clockAt = (m: RegExpMatchArray, i: number) => clockOf(m[i]!, m[i + 1], m[i + 2]);

/** The spans of the day a text gives, in minutes after midnight: "07:30–18:00", "5pm to 9pm" (past midnight too). */
export function clockSpans(text: string): [number, number][] {
  const span = new RegExp(`${CLOCK}${TO.replace("and", "until")}${CLOCK}`, "gi");
  // "07:00 to midnight" ends at 24:00; "midnight to 06:00" starts at 00:00; noon is 12:00.
  const said = text.replace(/\bmidnight\b/gi, "24:00").replace(/\b(?:noon|midday)\b/gi, "12:00");
  return [...said.matchAll(span)].map((m) => {
    const from = clockAt(m, 1);
    return [from === 1440 ? 0 : from, clockAt(m, 4)];
  });
}

/** A time of day a price question gives: "at 7pm", "before 5pm", "after 21:00". */
/** A weekday and a part of it: "saturday evening"; each part as a time well inside it (minutes after midnight). */
const DAY_PART = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(morning|afternoon|evening|night)\b/gi;
const DAY_PARTS: Record<string, number> = { morning: 600, afternoon: 900, evening: 1170, night: 1410 };
const CLOCK_ASKED = /\b(?:(at|before|after)\s+)?(\d{1,2})(?:[:.]([0-5]\d))?\s*(am|pm)\b/gi;

/** Minutes after midnight of an hour, its minutes and its half of the day ("7", undefined, "pm": 1140). */
const clockOf = (h: string, min: string | undefined, half: string | undefined) =>
  minutesOf(`${h}:${min ?? "00"}${half ?? ""}`)!;

/**
 * Whether a text's ranges of the amount's unit take it in: true or false, or undefined when the text states no
 * such range (it says nothing either way).
 */
export function takesIn(text: string, a: Amount): boolean | undefined {
  const ranges = rangesIn(text, a.unit);
  // "An adult ticket" is no 8 year old's, "a child's" no 30 year old's: the ages an age group's word says. Under
  // such a word a row led by a bare range is led by ages ("Children's cuts": "5 to 10 — £16", "11 to 15 — £22").
  if (ranges.length === 0 && a.unit === "age") {
    const groups = groupAges(text);
    const led = groups.length > 0 ? text.match(new RegExp(`^\\s*${NUM}${TO}${NUM}(?![\\d:.])`)) : null;
    ranges.push(
      ...(led && Number(led[2]) <= 21 ? [[Number(led[1]), Number(led[2])] as [number, number]] : groups),
    );
  }
  if (ranges.length === 0) return undefined;
  // A range of times past midnight ("Nights, 22:00–08:00") takes in the hours after its start and before its end.
  const overnight = (lo: number, hi: number) => a.unit === "clock" && lo > hi && (a.n >= lo || a.n <= hi);
  return ranges.some(([lo, hi]) => (a.n >= lo && a.n <= hi) || overnight(lo, hi));
}

/** Whether a text's own numbers take an age in ("Under 3s" of 2), not an age group's word ("child"). */
export const agesStatedTakeIn = (text: string, a: Amount) =>
  rangesIn(text, "age").some(([lo, hi]) => a.n >= lo && a.n <= hi);

/**
 * Of parts each stating the amounts' ranges, the one part taking in every amount the question gives ("The 30 kg
 * breaker: up to 45 minutes a day" of a 30kg breaker), when every other part leaves one out.
 */
export function partTakingIn(parts: readonly string[], amounts: readonly Amount[] = []): string | undefined {
  if (amounts.length === 0) return undefined;
  const taken = parts.map((p) => amounts.map((a) => takesIn(p, a)));
  const all = parts.filter((_, i) => taken[i]!.every((t) => t === true));
  const none = taken.filter((t) => t.includes(false)).length;
  return all.length === 1 && none === parts.length - 1 ? all[0] : undefined;
}

/** The ages the age groups a text names stand for, when it gives no numbers: "adult" 18 and over. */
function groupAges(text: string): [number, number][] {
  const t = text.toLowerCase();
  const out: [number, number][] = [];
  if (/\badults?\b/.test(t)) out.push([18, Infinity]);
  if (/\b(?:child|children|kids?|juniors?)\b/.test(t)) out.push([0, 17]);
  if (/\b(?:seniors?|pensioners?|over[-\s]?(?:60|65)s?)\b/.test(t)) out.push([60, Infinity]);
  return out;
}
