import type { PageRecord } from "../page/records";
import { has, wordsOf } from "./match";

// "Which boats sleep 6 or more", "rooms with at least 3 beds", "towns with 900 Mbps or faster": a number a list's
// items must reach, read from the column that counts the thing or gives it in the unit asked (lists.ts filters by
// it).

/** A least number asked of a thing: 6 of "sleep 6 or more", with what it counts ("sleep", "bedrooms"). */
export interface AtLeast {
  n: number;
  /** The words naming what is counted: the noun after the number, or the verb before it ("sleep"). */
  of: string[];
  /** The words of the question that say it, to be left out of its terms. */
  said: string;
  /** The unit the number is in, which the cell counted gives it in too: "mbps" of "900 Mbps or faster". */
  unit?: string;
}

/** A number, not an age group ("over 65s", "the under-5s"). */
const NUMBER = String.raw`(\d{1,4})(?![\d'’]|s\b)`;
const THING = String.raw`(?:\s+([\p{L}-]+))?`;
const AT_LEAST: [RegExp, number][] = [
  [
    new RegExp(
      String.raw`(?:\b([\p{L}]+)\s+)?${NUMBER}\s*(?:\+|or\s+(?:more|over|above)|and\s+(?:over|above|up(?:wards)?))${THING}`,
      "iu",
    ),
    0,
  ],
  [
    new RegExp(
      String.raw`(?:\b([\p{L}]+)\s+)?\b(?:at\s+least|a\s+minimum\s+of|minimum\s+of)\s+${NUMBER}${THING}`,
      "iu",
    ),
    0,
  ],
  [new RegExp(String.raw`(?:\b([\p{L}]+)\s+)?\b(?:more\s+than|over)\s+${NUMBER}${THING}`, "iu"), 1],
  // "The cheapest skip that takes 60 bags": one with room for them.
  [
    new RegExp(
      String.raw`\b(takes?|holds?|fits?)\s+${NUMBER}(?!\s*(?:min|mins|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?)\b)${THING}`,
      "iu",
    ),
    0,
  ],
];

/** A measure and "or more" said its way: "900 Mbps or faster", "2 TB or bigger", "50 kg or heavier". */
const MEASURE_OR_MORE = new RegExp(
  String.raw`\b${NUMBER}\s*(mbps|gbps|kbps|mb|gb|tb|kg|mph|km|miles?|kw|cm|mm|m|ft|litres?|l)\s+(?:\+|or\s+(?:more|over|above|faster|higher|bigger|larger|greater|heavier|longer|wider|taller))\b`,
  "iu",
);

/** Words a thing's room is counted by, and the columns that count it: "sleeps 6" is its Berths. */
const CAPACITY_WORDS =
  /^(?:sleeps?|people|persons?|guests?|berths?|seats?|seat|takes?|hold|holds|fits?|capacity)$/i;
const CAPACITY_COLUMN = /\b(?:berths?|sleeps|guests|people|capacity|seats|places|holds|max(?:imum)?)\b/i;

/** The least number a question asks items to reach, if it asks one ("ages 6 or over" is an age: amounts.ts). */
export function atLeastAsked(lower: string): AtLeast | undefined {
  const measured = lower.match(MEASURE_OR_MORE);
  if (measured)
    return { n: Number(measured[1]), of: [], said: measured[0], unit: measured[2]!.toLowerCase() };
  for (const [re, strict] of AT_LEAST) {
    const m = lower.match(re);
    if (!m) continue;
    const [said, before, n, after] = [m[0], m[1], m[2]!, m[3]];
    if (
      /^(?:ages?|aged|years?|year|kids?|children)$/i.test(before ?? "") ||
      /^(?:years?|yrs?|months?)/i.test(after ?? "")
    )
      return undefined;
    const of = [after, before].filter(
      (w): w is string =>
        w !== undefined && !/^(?:the|a|an|and|or|of|with|that|have|has|are|is|do|does|get|be)$/.test(w),
    );
    // (The thing counted stays a term when a column may be named by it: "3 bedrooms"; "20 people" is room.)
    const kept = after !== undefined && !CAPACITY_WORDS.test(after) ? after : undefined;
    return { n: Number(n) + strict, of, said: kept ? said.slice(0, said.length - kept.length).trim() : said };
  }
  return undefined;
}

/** The number a record gives for what is counted: its column named so ("Bedrooms 3"), or its room ("Berths 6"). */
export function countReached(r: PageRecord, least: AtLeast): number | undefined {
  // ("Fastest speed 1,600 Mbps": the cell giving a number in the unit asked.)
  if (least.unit) {
    const given = new RegExp(String.raw`(\d[\d,]*(?:\.\d+)?)\s*${least.unit}\b`, "i");
    const cells = r.fields.flatMap((f) => f.value.match(given)?.[1] ?? []);
    return cells.length === 1 ? Number(cells[0]!.replace(/,/g, "")) : undefined;
  }
  const capacity = least.of.some((w) => CAPACITY_WORDS.test(w));
  const field = r.fields.find(
    (f) =>
      f.name &&
      (least.of.some((w) => has({ words: wordsOf(f.name) }, w)) ||
        (capacity && CAPACITY_COLUMN.test(f.name))),
  );
  const n = field?.value.match(/\d+/)?.[0];
  return n === undefined ? undefined : Number(n);
}
