import type { PageRecord } from "../page/records";
import type { Outcome, RecordsPage } from "./answer";
import { candidatesOf, has, isGeneric } from "./match";
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
