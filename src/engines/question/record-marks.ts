import type { PageRecord, RecordField } from "../page/records";
import { SEASON_MONTHS, seasonCovered } from "./months";

// What a record means that its own words do not say, added to the words it is matched by.

/** A pair labelled "After that" is about what the pair before it names: "Free storage: 5 days" then "After that: £3". */
const AFTER_THAT = /^(?:after\s+(?:that|this)|then|thereafter|beyond\s+that)$/i;

export function followedLabels(records: PageRecord[]): Map<string, string> {
  const follows = new Map<string, string>();
  records.forEach((r, i) => {
    const before = records[i - 1];
    if (r.kind !== "pair" || !AFTER_THAT.test(r.subject) || before?.kind !== "pair") return;
    if (before.section === r.section) follows.set(r.text, before.subject);
  });
  return follows;
}

/** A value that is an amount off a price: "15% off …", "£5 off …". */
const DISCOUNT_SAID = /^\s*(?:\d+%|[£$€]\d[\d.]*)\s+off\b/i;
const OFF_NAMED = /^(?:(?:money|discount|amount|%)\s+)?off\b/i;
const AMOUNT = /^\s*(?:\d+(?:\.\d+)?%|[£$€]\d[\d.]*)\s*$/;

export const isDiscount = (f: RecordField) =>
  DISCOUNT_SAID.test(f.value) || (OFF_NAMED.test(f.name) && AMOUNT.test(f.value));

/** The seasons a column takes in whole: "Shop, November to March" is the winter's ("in the winter"). */
export function seasonsNamed(name: string): string[] {
  const months = seasonCovered(name, 0);
  if (!months || months.size >= 12) return [];
  return Object.entries(SEASON_MONTHS).flatMap(([season, ms]) =>
    ms.every((m) => months.has(m)) ? [season] : [],
  );
}

/** The seasons of a record's columns, and "season" when its columns or its section are by the months of a year. */
export function seasonsOf(record: PageRecord): string[] {
  const names = record.fields.map((f) => f.name);
  const byMonths = [record.section, ...names].some((n) => seasonCovered(n, 0) !== undefined);
  return [...new Set([...names.flatMap(seasonsNamed), ...(byMonths ? ["season"] : [])])];
}

/** A run of postcode districts: "HN6 to HN9", "WX1-WX6". */
const DISTRICT_RUN = /\b([A-Z]{1,2})(\d{1,2})\s*(?:to|-|–)\s*\1(\d{1,2})\b/g;
/** The most districts a run is read as: a zone's, not a typo's thousand. */
const MOST_DISTRICTS = 30;

/**
 * The postcode districts a record's runs take in unsaid: "HN6 to HN9" is HN7's and HN8's too, so that "deliver to
 * HN7" finds that zone's row.
 */
export function districtsOf(record: PageRecord): string[] {
  return [...record.text.matchAll(DISTRICT_RUN)].flatMap(([, area, from, to]) => {
    const [a, b] = [Number(from), Number(to)];
    if (b <= a || b - a > MOST_DISTRICTS) return [];
    return Array.from({ length: b - a - 1 }, (_, i) => `${area}${a + i + 1}`);
  });
}
