import {
  type Amount,
  type AmountUnit,
  clockOf,
  HEADS,
  MEASURES,
  type Measure,
  NUM,
  TO,
  unitOf,
} from "./amount-units";
import { rangesIn } from "./ranges-stated";

// Amounts a question gives about its subject — "a 15kg dog", "a 2.5 litre engine", "18 inch tyres", "a 9 metre
// boat", "an 8 year old", "in year 4" — and whether a row's or a column's range takes them in: "10 to 25 kg",
// "2.1 to 3.0 litres", "Up to 8 m", "Ages 7 to 10", "Years 3 to 6", "Reception to Year 2".

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
  // "An HMO with 7 tenants", "payroll for 12 employees": how many a band of them takes in.
  [new RegExp(String.raw`\b(\d{1,4})${HEADS}`, "gi"), "headcount"],
  // "If I cancel 20 days before we go", "with 10 days' notice": how long before, which a band of days takes in.
  // ("3 weeks before" is 21 days.)
  // ("36 hours before" is a day and a half; "a week before" 7 days; "if it starts in 5 days" 5 days before it.)
  [
    /\b(\d{1,3}|an?)\s+(?:days?|weeks?|fortnight|months?|hours?|hrs?)['’]?\s+(?=before\b|notice\b|in\s+advance\b|ahead\b|prior\b)|\b(?:starts?|begins?|is|it's|its)\s+in\s+(\d{1,3}|an?)\s+(?:days?|weeks?|fortnight|hours?|hrs?)\b/gi,
    "notice",
  ],
  // "A house renting at £1,200 a month", "the rent is £950": the rent a fee is a share of.
  [
    /(?<=\brent(?:ing|s|ed)?\s+(?:is\s+|at\s+|of\s+|for\s+)?(?:about\s+|around\s+)?)£\s?(\d[\d,]*(?:\.\d\d)?)(?![\d,]|\.\d)/gi,
    "money",
  ],
  // "A £5,000 lot", "if it sells for £3,000", "when it's at about £700", "under £1,000", "the estate is about
  // £60,000", "to buy a £300,000 house", "for 200k": a sum a band of prices (a buyer's premium's, a commission's) takes in; not a price asked about ("is it
  // £5 to park", "renting at £1,200 a month", whose "£1,20" is no sum either).
  [
    /\b(?:(?:on|for|at|of|worth|valued\s+at|buy(?:ing)?|sell(?:ing)?|bought|sold)\s+(?:(?:a|an)\s+)?(?:(?:about|around|roughly)\s+)?|(?:under|below|over|above|(?:less|more)\s+than)\s+|(?:is|['’]s|comes\s+to)\s+(?:about|around|roughly|approximately)\s+)(?:£\s?(\d[\d,]*(?:\.\d\d)?)(?![\d,]|\.\d)|£?(\d{1,4})k\b)(?!\s*(?:off|deposit|a\s+|an\s+|per\s+|each\b))/gi,
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

/** A weekday and a part of it: "saturday evening"; each part as a time well inside it (minutes after midnight). */
const DAY_PART = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(morning|afternoon|evening|night)\b/gi;
const DAY_PARTS: Record<string, number> = { morning: 600, afternoon: 900, evening: 1170, night: 1410 };
/** A time of day a price question gives: "at 7pm", "before 5pm", "after 21:00". */
const CLOCK_ASKED = /\b(?:(at|before|after)\s+)?(\d{1,2})(?:[:.]([0-5]\d))?\s*(am|pm)\b/gi;

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
  // ("Ages: Any age", "all ages welcome": every age.)
  if (/\b(?:any|all)\s+ages?\b|\bevery\s+age\b/.test(t)) out.push([0, Infinity]);
  return out;
}
