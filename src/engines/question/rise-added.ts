import type { Outcome, RecordsPage } from "./answer";
import { has, isGeneric, wordsOf } from "./match";
import { MONTHS } from "./months";
import { parseQuestion, type Question } from "./question";
import { amountOf, onePrice, sumText, withoutSums } from "./values";

// "What will a simple tax return cost after the April price rise", "… from the summer term": today's price and what
// the dated change says it rises by ("From 1 April 2027: every tax return will be £15 more").

/** When a rise comes, as a question names it and a notice is dated: a month, or a term ("the summer term"). */
const WHEN_RISEN = String.raw`${MONTHS.join("|")}|(?:spring|summer|autumn|winter)\s+term`;
/**
 * A rise asked by when it comes: "after the april price rise", "once the february increase comes in", "from april",
 * "from the summer term", "once the prices go up in april".
 */
const AFTER_RISE = new RegExp(
  String.raw`\s*\b(?:after|once|from|when)\s+(?:the\s+)?(?:(${WHEN_RISEN})(?:\s+(?:price\s+|fee\s+|fares?\s+)?(?:rise|increase|change)s?(?:\s+comes?\s+in)?)?|(?:prices?|fees?|fares?)\s+(?:go(?:es)?\s+up|rise|increase)\s+(?:in|from)\s+(?:the\s+)?(${WHEN_RISEN}))\b`,
  "i",
);
/**
 * A rise said as how much more: "£15 more", "£10 more at every kind of property", "£3 an hour more", "goes up by
 * 20p".
 */
const MORE_BY =
  /[£$€]\s?(\d[\d,]*(?:\.\d{2})?)(?:\s+(?:an?|per)\s+(?:hour|lesson|session|head|person|night|day|week|month))?\s+more\b|\b(?:\d{1,2}p\s+more\b|(?:go(?:es)?|will\s+go)\s+up\s+by\s+(?:[£$€]\s?\d[\d,]*(?:\.\d{2})?|\d{1,2}p)\b)/i;
/**
 * A notice saying what things will cost after a rise ("goes up by £2: … a single kayak will be £17"): the prices
 * to come are said, not worked out.
 */
const NEW_PRICES = /\bup\s+by\b.*\bwill\s+be\s+[£$€]/i;
/** The sum a rise adds, in pounds: "£15" of "£15 more", 0.2 of "up by 20p". */
const riseOf = (said: string) => {
  const pence = said.match(/\b(\d{1,2})p\b/);
  return pence ? Number(pence[1]) / 100 : amountOf(said);
};

/**
 * Today's price of the thing asked (the question without its rise), plus the one sum more that a notice dated in the
 * month or term asked says it will be, said of it ("treatments for rats and mice will be £10 more" of mice). The lead says
 * the price to come and the notice; today's price stays in the evidence. Undefined unless such a notice names a word
 * of the question's own and the question without the rise gives one price of another record.
 */
export function riseAddedAnswer(
  pages: readonly RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  const rise = q.type === "price" ? AFTER_RISE.exec(q.asked) : null;
  const risen = (rise?.[1] ?? rise?.[2])?.toLowerCase();
  if (!risen) return undefined;
  // ("From 1 April 2027: …", "From the summer term, starting …: …", "From Monday 12 April 2027 (the summer term):
  // …": the month or the term in what leads up to the colon.)
  const when = risen.replace(/\s+/g, String.raw`\s+`);
  // (Or the notice's sentence does, after its heading: "Fares from January — 10 November 2026; From Sunday 3
  // January 2027 every adult single goes up by 20p".)
  const dated = new RegExp(String.raw`(?:^|;\s+)from\s+[^:.;]*?\b${when}\b`, "i");
  const plain = parseQuestion(q.asked.replace(AFTER_RISE, " "), new Date(q.asOf ?? Date.now()));
  const own = plain.terms.filter((t) => !isGeneric(t));
  // (Of the notice's sentences, the one saying more of a thing the question names.)
  const notice = pages
    .flatMap((p) => p.records)
    .filter((r) => dated.test(r.text))
    .flatMap((r) => r.text.split(/(?<=\.)\s+/).map((s) => ({ r, s })))
    .find(
      ({ s }) => MORE_BY.test(s) && !NEW_PRICES.test(s) && own.some((t) => has({ words: wordsOf(s) }, t)),
    );
  if (!notice) return undefined;
  const now = answer([...pages], plain);
  if (!("found" in now) || now.found.evidence.includes(notice.r.text)) return undefined;
  const price = onePrice(now.found.text);
  if (!price) return undefined;
  const more = riseOf(MORE_BY.exec(notice.s)![0])!;
  const sum = sumText(price.sign, price.amount + more);
  const of = withoutSums(now.found.text);
  return { found: { ...now.found, text: `${sum}: ${notice.s.trim()} (of ${of})` } };
}
