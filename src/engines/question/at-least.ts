import type { PageRecord } from "../page/records";
import { has, wordsOf } from "./match";

// "Which boats sleep 6 or more", "rooms with at least 3 beds": a number a list's items must reach, read from the
// column that counts the thing (lists.ts filters by it).

/** A least number asked of a thing: 6 of "sleep 6 or more", with what it counts ("sleep", "bedrooms"). */
export interface AtLeast {
  n: number;
  /** The words naming what is counted: the noun after the number, or the verb before it ("sleep"). */
  of: string[];
  /** The words of the question that say it, to be left out of its terms. */
  said: string;
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

/** Words a thing's room is counted by, and the columns that count it: "sleeps 6" is its Berths. */
const CAPACITY_WORDS =
  /^(?:sleeps?|people|persons?|guests?|berths?|seats?|seat|takes?|hold|holds|fits?|capacity)$/i;
const CAPACITY_COLUMN = /\b(?:berths?|sleeps|guests|people|capacity|seats|places|holds|max(?:imum)?)\b/i;

/** The least number a question asks items to reach, if it asks one ("ages 6 or over" is an age: amounts.ts). */
export function atLeastAsked(lower: string): AtLeast | undefined {
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
