import type { PageRecord } from "../page/records";
import type { Outcome, RecordsPage } from "./answer";
import { candidatesOf, has, isGeneric } from "./match";
import { MONTHS, monthOf } from "./months";
import type { Question } from "./question";

// "How much was unlimited membership last year": the value from a record naming that year ("Prices for 2025: …
// Unlimited £50") or saying "last year" itself ("An hour on the giant SUP was £85 last year"), never this year's.

type AnswerFrom = (pages: RecordsPage[], q: Question, only: (r: PageRecord) => boolean) => Outcome;

/** Whether a record names the year (or says "last year" of the one before this). */
const yearNamed = (r: PageRecord, year: number) =>
  new RegExp(`\\b(?:${year}|last\\s+year)\\b`, "i").test(`${r.section} ${r.text}`);

/**
 * The answer from the records of the year asked (`q.year`), by `answerFrom` (answer.ts's answerNow). A word of the
 * question none of them says is left out when another word of the thing is said ("membership" of "Unlimited £50"
 * in the year's price list, where this year's page says "Unlimited membership").
 */
export function inYearAsked(pages: RecordsPage[], q: Question, answerFrom: AnswerFrom): Outcome {
  const inYear = (r: PageRecord) => yearNamed(r, q.year!);
  const said = candidatesOf(pages).filter((c) => inYear(c.record));
  const kept = q.terms.filter((t) => said.some((c) => has(c, t)));
  const terms = kept.some((t) => !isGeneric(t)) ? kept : q.terms;
  return answerFrom(pages, { ...q, terms }, inYear);
}

/**
 * A year a price list or a news card is dated by: "Prices for 2025", "Christmas 2025", "2025 fares", "3 March 2025";
 * never a thing's own year (a wine's vintage, a piano's "Year 1927") nor one a price runs from ("from 1 April 2025").
 */
const YEAR_SAID =
  /(?<!\b(?:from|since|starting|effective|until|till|on)\s+(?:\d{1,2}\s+)?)\b(?:(?:\d{1,2}\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:prices?|fares?|tariffs?|rates?|christmas|easter|summer|winter|season|menu)(?:\s+(?:for|in))?)\s+((?:19|20)\d\d)\b|\b((?:19|20)\d\d)\s+(?:prices?|fares|tariffs?|rates|season|menu)\b/gi;

/**
 * "How much is sunday lunch" of "Prices for 2025 — 3 March 2025; … Sunday lunch £15.50", asked in 2026: a price from
 * a record naming only years before the question's is what it was, not what it is (inYearAsked answers "was"). So
 * is a date asked to come ("when's the last day for christmas post") from "Christmas 2025 — 18 November 2025; …".
 */
export function statedInPastYear(evidence: string, q: Question): boolean {
  if (q.type !== "price" && q.comingFrom === undefined) return false;
  const at = q.asOf ?? q.comingFrom;
  if (q.year || q.former || at === undefined) return false;
  const now = new Date(at).getUTCFullYear();
  const years = [...evidence.matchAll(YEAR_SAID)].map((m) => Number(m[1] ?? m[2]));
  // ("Council tax bands 2026/27": a year since, said any way, dates it now.)
  const since = [...evidence.matchAll(/\b(?:19|20)\d\d\b/g)].some((m) => Number(m[0]) >= now);
  return years.length > 0 && !since && years.every((y) => y < now);
}

/**
 * Whether a price asked for next year (or a year to come, "in 2027") is read from a record dated only by earlier
 * years ("Pumpkin Festival tickets in 2026"): this year's price is no answer to next year's.
 */
export function pricedBeforeYearAsked(evidence: string, q: Question): boolean {
  if (q.type !== "price" || q.asOf === undefined) return false;
  const now = new Date(q.asOf).getUTCFullYear();
  const said = q.asked.match(/\bnext\s+year\b|\b(20\d\d)\b/i);
  const asked = !said ? undefined : said[1] ? Number(said[1]) : now + 1;
  if (asked === undefined || asked <= now) return false;
  const years = [...evidence.matchAll(/\b(?:19|20)\d\d\b/g)].map((m) => Number(m[0]));
  return years.length > 0 && years.every((y) => y < asked);
}

/** The records a present price or a date to come may be read from: none dated only by years before the question's. */
export const notOfPastYear = (q: Question) => (r: PageRecord) =>
  !statedInPastYear(`${r.section}: ${r.text}`, q);

/** A whole date: "2 February 2026". */
const WHOLE_DATE = new RegExp(String.raw`\b(\d{1,2})\s+(${MONTHS.join("|")})\s+((?:19|20)\d\d)\b`, "gi");

/**
 * "What will the dark bar cost from february" of "Our prices from today — 2 February 2026; … a Dark 70% bar £5.50",
 * asked in November 2026: a record dated only in the month asked, and before the question was asked, tells what it
 * has cost since, not what it will cost.
 */
export function datedInMonthGone(evidence: string, q: Question): boolean {
  if (q.type !== "price" || q.asOf === undefined || !/\bwill\b/i.test(q.asked)) return false;
  const month = q.asked.match(new RegExp(String.raw`\bfrom\s+(${MONTHS.join("|")})\b`, "i"))?.[1];
  if (!month) return false;
  const dates = [...evidence.matchAll(WHOLE_DATE)];
  return (
    dates.length > 0 &&
    dates.every(
      (m) =>
        m[2]!.toLowerCase() === month.toLowerCase() &&
        Date.UTC(Number(m[3]), monthOf(m[2]!) - 1, Number(m[1])) < q.asOf!,
    )
  );
}
