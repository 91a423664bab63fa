import type { Outcome, RecordsPage } from "./answer";
import { pricedCellsOf } from "./mixed-party";
import { parseQuestion, type Question } from "./question";
import { sumText } from "./values";

// "The grand lagoon for a weekend, what's the total I pay with the damage deposit": the weekend's price and the
// deposit's, both cells of the one row, and their sum.

/** What a question adds to its price: "with the damage deposit", "plus the deposit", "including the delivery". */
const ADDED = /\b(?:with|plus|including|incl\.?)\s+(?:the\s+|a\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/giu;
/** Words that end what is added rather than name it: "with the deposit for 2 nights". */
const ENDS = /^(?:for|on|in|at|to|of|is|are|please|too|as|well|all|do|i|we|you|and|how|what|whats)$/i;
const PRICE = /[£$€]\s?(\d[\d,]*(?:\.\d{2})?)/g;

/**
 * The price asked without what the question adds to it, then that price with the cell of its row that names every
 * word of what is added ("Refundable Damage deposit £250"), said with their sum ("— £595 in total with Refundable
 * Damage deposit £250"). Undefined unless a total of a price is asked and the answer without the addition gives one
 * price, a cell of its row, beside one other priced cell naming the addition.
 */
export function chargeAddedAnswer(
  pages: readonly RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  if (q.type !== "price" || !q.total) return undefined;
  for (const m of q.asked.matchAll(ADDED)) {
    const words = m[1]!.toLowerCase().split(/\s+/);
    const end = words.findIndex((w) => ENDS.test(w));
    const said = end === -1 ? words : words.slice(0, end);
    if (said.length === 0) continue;
    const phrase = new RegExp(
      String.raw`\s*\b${m[0].split(/\s+/)[0]}\s+(?:the\s+|a\s+)?${said.join(String.raw`\s+`)}\b`,
      "i",
    );
    const without = q.asked.replace(phrase, "");
    const plain = { ...parseQuestion(without, new Date(q.asOf ?? Date.now())), total: true };
    const added = withCellNamed(answer([...pages], plain), pages, said);
    if (added) return added;
  }
  return undefined;
}

function withCellNamed(outcome: Outcome, pages: readonly RecordsPage[], said: string[]): Outcome | undefined {
  if (!("found" in outcome)) return undefined;
  const { found } = outcome;
  const prices = [...found.text.matchAll(PRICE)];
  if (prices.length !== 1) return undefined;
  const { priced } = pricedCellsOf(found, pages);
  const chosen = priced.filter((f) => found.text.includes(`${f.name} ${f.value.trim()}`));
  const named = priced.filter((f) => said.every((w) => new RegExp(String.raw`\b${w}s?\b`, "i").test(f.name)));
  if (chosen.length !== 1 || named.length !== 1 || named[0] === chosen[0]) return undefined;
  const extra = named[0]!;
  const sign = prices[0]![0].match(/[£$€]/)![0];
  const total = chosen[0]!.amount + extra.amount;
  const text = `${found.text} — ${sumText(sign, total)} in total with ${extra.name} ${extra.value.trim()}`;
  return { found: { ...found, text } };
}
