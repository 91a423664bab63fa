import { escapeRegExp } from "../../text";
import type { PageRecord } from "../page/records";
import type { Outcome, RecordsPage } from "./answer";
import { countedOf } from "./basket";
import { parseQuestion, type Question } from "./question";
import { onePrice, sumText } from "./values";

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
  // (A label, "Each further wasp nest: £25", or a price list's row, "Each further double socket … — Price £65".)
  const priceOf = (r: PageRecord) =>
    r.kind === "pair" || r.kind === "row"
      ? r.fields.map((f) => onePrice(f.value)).find((p) => p !== undefined)
      : undefined;
  const line = pages
    .flatMap((p) => p.records)
    .find((r) => FURTHER.test(r.subject) && thing.test(r.subject) && priceOf(r) !== undefined);
  if (!line) return undefined;
  // (The first one's price is read without the further line, which would otherwise tie with it.)
  const rest = pages.map((p) => ({ ...p, records: p.records.filter((r) => r !== line) }));
  const first = answer(rest, parseQuestion(counted.without, new Date(q.asOf ?? Date.now())));
  if (!("found" in first) || first.found.evidence.includes(line.text)) return undefined;
  const price = onePrice(first.found.text);
  if (!price) return undefined;
  const total = price.amount + (counted.n - 1) * priceOf(line)!.amount;
  const text = `${first.found.text}, and ${counted.n - 1} more at ${line.text.trim()} — ${sumText(price.sign, total)} for ${counted.n}`;
  return { found: { ...first.found, text } };
}
