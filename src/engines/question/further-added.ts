import { escapeRegExp } from "../../text";
import type { Outcome, RecordsPage } from "./answer";
import { countedOf } from "./basket";
import { parseQuestion, type Question } from "./question";
import { SUM_SAID, sumText } from "./values";

// "2 wasp nests at my house, what would it cost to do both": the first at the treatment's price, and each one after
// it at the price a line gives for a further one ("Each further wasp nest at the same visit: £25").

/** A line pricing each one after the first: "Each further wasp nest at the same visit", "Every additional child". */
const FURTHER = /^(?:each|every|any)\s+(?:further|additional|extra|other|more)\b/i;

/**
 * The price of one of the things counted (the question without its count), plus each one after the first at its
 * further line's one price. Undefined unless the question counts two or more of a thing a further line names, and
 * the question without the count gives one price, of another record than that line.
 */
export function furtherAddedAnswer(
  pages: readonly RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  const counted = q.type === "price" ? countedOf(q.asked) : undefined;
  if (!counted || counted.n < 2) return undefined;
  const thing = new RegExp(String.raw`\b${escapeRegExp(counted.unit)}(?:s|es)?\b`, "i");
  const line = pages
    .flatMap((p) => p.records)
    .find(
      (r) =>
        r.kind === "pair" &&
        FURTHER.test(r.subject) &&
        thing.test(r.subject) &&
        r.fields[0]?.value.match(SUM_SAID)?.length === 1,
    );
  if (!line) return undefined;
  const first = answer([...pages], parseQuestion(counted.without, new Date(q.asOf ?? Date.now())));
  if (!("found" in first) || first.found.evidence.includes(line.text)) return undefined;
  const prices = [...first.found.text.matchAll(SUM_SAID)];
  const further = [...line.fields[0]!.value.matchAll(SUM_SAID)][0]!;
  if (prices.length !== 1) return undefined;
  const amount = (m: RegExpMatchArray) => Number(m[1]!.replace(/,/g, ""));
  const total = amount(prices[0]!) + (counted.n - 1) * amount(further);
  const sign = prices[0]![0].match(/[£$€]/)![0];
  const text = `${first.found.text}, and ${counted.n - 1} more at ${line.text.trim()} — ${sumText(sign, total)} for ${counted.n}`;
  return { found: { ...first.found, text } };
}
