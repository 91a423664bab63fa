import type { Outcome, RecordsPage } from "./answer";
import { has, wordsOf } from "./match";
import type { Question } from "./question";
import { onePrice, SUM_SAID, sumText } from "./values";

// "Payroll for my 3 staff, what's it cost a month" of "Payroll — Price £6 an employee a month": a price a head times
// the heads the question counts (amounts.ts reads "3 staff" as a headcount), or the page's minimum charge for the
// thing when that is more ("Minimum payroll charge: £30 a month, however few employees you have").

/** A price a head, just after the sum: "£6 an employee", "£4 per user a month", "£12 each tenant". */
const A_HEAD =
  /^\s*(?:an?|per|each|for\s+each)\s+(?:employees?|staff(?:\s+members?)?|members?\s+of\s+staff|workers?|users?|tenants?|occupants?|residents?|lodgers?|heads?)\b/i;
/** A record stating the least charged: "Minimum payroll charge", "… a minimum of £30 a month". */
const MINIMUM = /\bminimum\b|\bat\s+least\b/i;

/** The answer's price a head for the headcount asked, or undefined when it gives none or the question counts none. */
export function headcountTotal(
  outcome: Outcome,
  pages: readonly RecordsPage[],
  q: Question,
): Outcome | undefined {
  const heads = q.amounts?.find((a) => a.unit === "headcount")?.n;
  if (!("found" in outcome) || q.type !== "price" || heads === undefined || heads < 1) return undefined;
  const { text } = outcome.found;
  const each = onePrice(text);
  if (!each) return undefined;
  const sum = [...text.matchAll(SUM_SAID)][0]!;
  const after = text.slice(sum.index! + sum[0].length);
  if (!A_HEAD.test(after)) return undefined;
  const total = Math.round(each.amount * heads * 100) / 100;
  // ("A month" after the head: the total is for the same period.)
  const period =
    after.replace(A_HEAD, "").match(/^\s*((?:a|per)\s+(?:week|month|quarter|year))\b/i)?.[1] ?? "";
  const forAll = `${period ? ` ${period}` : ""} for ${heads}`;
  const least = minimumOf(pages, outcome.found.url, q);
  if (least && least.amount > total)
    return {
      found: {
        ...outcome.found,
        text: `${sumText(least.sign, least.amount)}${forAll}, the minimum charge ("${least.said}"); ${text}`,
      },
    };
  return { found: { ...outcome.found, text: `${text} — ${sumText(each.sign, total)}${forAll}` } };
}

/** The page's minimum charge for the thing asked: a record saying "minimum", naming a term of the question, one sum. */
function minimumOf(
  pages: readonly RecordsPage[],
  url: string,
  q: Question,
): { sign: string; amount: number; said: string } | undefined {
  const page = pages.find((p) => p.url === url);
  const stated = (page?.records ?? []).filter(
    (r) =>
      r.kind !== "heading" &&
      MINIMUM.test(r.text) &&
      onePrice(r.text) !== undefined &&
      q.terms.some((t) => has({ words: wordsOf(r.text) }, t)),
  );
  if (stated.length !== 1) return undefined;
  return { ...onePrice(stated[0]!.text)!, said: stated[0]!.text };
}
