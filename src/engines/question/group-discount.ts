import type { RecordsPage } from "./answer";

// "5 to 9 costumes hired together: 10% off the hire. 10 or more: 20% off": the share off that a count of a thing
// reaches, said on the page that prices it. basket.ts takes it off a count's total ("12 character costumes for a
// week" is 12 × £50 less 20%). Precision first: only a discount said of the very thing counted, by its count alone
// (not on weekdays, for members or online), and only one share for the count.

/**
 * The count a tier of a discount starts at ("5 to 9 …:", "10 or more", "10+ …"), and up to 40 characters of what it
 * is of, before what is taken off (of which `sign` marks the start: "%" after the share, "£" before a sum).
 */
const countFrom = (sign: string) =>
  String.raw`\b(\d{1,3})\s*(?:(?:to|-|–)\s*(\d{1,3})|or\s+more|\+)([^.;:${sign}]{0,40}?):?\s+`;

/** A tier of a discount by count: "5 to 9 …: 10% off", "10 or more: 20% off", "10+ …: 15% off". */
const TIER = new RegExp(String.raw`${countFrom("%")}(\d{1,2}(?:\.\d)?)%\s+off\b`, "gi");
/** Conditions beyond the count that a tier may carry: a day, a kind of customer, a way of booking. */
const CONDITIONAL =
  /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*day|\bweekdays?\b|\bweekends?\b|\bmembers?\b|\bstudents?\b|\bonline\b|\bcharit|\bschools?\b|\boff[-\s]peak\b/i;

interface Tier {
  from: number;
  to: number;
  off: number;
}

const plural = (unit: string) =>
  unit.endsWith("y") ? `${unit.slice(0, -1)}ies` : /(?:ch|sh|x|ss)$/.test(unit) ? `${unit}es` : `${unit}s`;

/** The tiers a text gives, when it names the thing counted (its singular or plural) and no other condition. */
function tiersOf(text: string, unit: string): Tier[] {
  const thing = new RegExp(String.raw`\b(?:${unit}|${plural(unit)})\b`, "i");
  if (!thing.test(text)) return [];
  return [...text.matchAll(TIER)].flatMap((m) => {
    if (CONDITIONAL.test(m[0])) return [];
    const from = Number(m[1]);
    const to = m[2] !== undefined ? Number(m[2]) : Number.POSITIVE_INFINITY;
    return to >= from ? [{ from, to, off: Number(m[4]) }] : [];
  });
}

/** The records of the page at `url` that may give a discount by count alone (not a heading, nor "Members: …"). */
const offering = (pages: readonly RecordsPage[], url: string) =>
  (pages.find((p) => p.url === url)?.records ?? []).filter(
    (r) => r.kind !== "heading" && !CONDITIONAL.test(r.subject),
  );

/** The one value all of `offs` agree on, or undefined when there are none or several. */
const agreed = (offs: number[]) => (new Set(offs).size === 1 ? offs[0] : undefined);

/**
 * The share off (a percentage) a count of `unit` reaches, as the page at `url` says it of that thing, or undefined
 * when it says none, or its records disagree.
 */
export function discountFor(
  pages: readonly RecordsPage[],
  url: string,
  unit: string,
  n: number,
): number | undefined {
  return agreed(
    offering(pages, url)
      .flatMap((r) => tiersOf(r.text, unit))
      .filter((t) => n >= t.from && n <= t.to)
      .map((t) => t.off),
  );
}

/** A sum off each of a count: "Book 6 or more places in one go: £5 off each place". */
const EACH_OFF = new RegExp(
  String.raw`${countFrom("£$€")}[£$€](\d{1,3}(?:\.\d{2})?)\s+off\s+(?:each|every|a|per)\s+(\p{L}+)`,
  "giu",
);

/**
 * The sum off each one a count of `unit` reaches ("£5 off each place" for 6 or more), as the page at `url` says it of
 * that thing and for its count alone; undefined when it says none, or its records disagree.
 */
export function moneyOffEachFor(
  pages: readonly RecordsPage[],
  url: string,
  unit: string,
  n: number,
): number | undefined {
  const thing = new RegExp(`^(?:${unit}|${plural(unit)})$`, "i");
  const most = (m: RegExpMatchArray) => (m[2] !== undefined ? Number(m[2]) : Number.POSITIVE_INFINITY);
  return agreed(
    offering(pages, url)
      .flatMap((r) => [...r.text.matchAll(EACH_OFF)])
      .filter((m) => !CONDITIONAL.test(m[0]) && thing.test(m[5]!) && n >= Number(m[1]) && n <= most(m))
      .map((m) => Number(m[4])),
  );
}
