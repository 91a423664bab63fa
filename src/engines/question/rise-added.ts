import type { Outcome, RecordsPage } from "./answer";
import { has, isGeneric, wordsOf } from "./match";
import { MONTHS } from "./months";
import { parseQuestion, type Question } from "./question";
import { amountOf, onePrice, sumText, withoutSums } from "./values";

// "What will a simple tax return cost after the April price rise": today's price and what the dated change says it
// rises by ("From 1 April 2027: every tax return will be £15 more").

/** A rise asked by its month: "after the april price rise", "once the february increase comes in", "from april". */
const AFTER_RISE = new RegExp(
  String.raw`\s*\b(?:after|once|from|when)\s+(?:the\s+)?(${MONTHS.join("|")})(?:\s+(?:price\s+|fee\s+)?(?:rise|increase|change)s?(?:\s+comes?\s+in)?)?\b`,
  "i",
);
/** A rise said as how much more: "£15 more", "£10 more at every kind of property". */
const MORE_BY = /[£$€]\s?(\d[\d,]*(?:\.\d{2})?)\s+more\b/i;

/**
 * Today's price of the thing asked (the question without its rise), plus the one sum more that a notice dated in the
 * month asked says it will be, said of it ("treatments for rats and mice will be £10 more" of mice). The lead says
 * the price to come and the notice; today's price stays in the evidence. Undefined unless such a notice names a word
 * of the question's own and the question without the rise gives one price of another record.
 */
export function riseAddedAnswer(
  pages: readonly RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  const month = q.type === "price" ? AFTER_RISE.exec(q.asked)?.[1]?.toLowerCase() : undefined;
  if (!month) return undefined;
  const dated = new RegExp(String.raw`^\s*from\s+(?:\w+day\s+)?\d{1,2}(?:st|nd|rd|th)?\s+${month}\b`, "i");
  const plain = parseQuestion(q.asked.replace(AFTER_RISE, " "), new Date(q.asOf ?? Date.now()));
  const own = plain.terms.filter((t) => !isGeneric(t));
  // (Of the notice's sentences, the one saying more of a thing the question names.)
  const notice = pages
    .flatMap((p) => p.records)
    .filter((r) => dated.test(r.text))
    .flatMap((r) => r.text.split(/(?<=\.)\s+/).map((s) => ({ r, s })))
    .find(({ s }) => MORE_BY.test(s) && own.some((t) => has({ words: wordsOf(s) }, t)));
  if (!notice) return undefined;
  const now = answer([...pages], plain);
  if (!("found" in now) || now.found.evidence.includes(notice.r.text)) return undefined;
  const price = onePrice(now.found.text);
  if (!price) return undefined;
  const more = amountOf(MORE_BY.exec(notice.s)![0])!;
  const sum = sumText(price.sign, price.amount + more);
  const of = withoutSums(now.found.text);
  return { found: { ...now.found, text: `${sum}: ${notice.s.trim()} (of ${of})` } };
}
