import { escapeRegExp } from "../../text";
import type { Outcome, RecordsPage } from "./answer";
import { has, wordsOf } from "./match";
import { pricedCellsOf } from "./mixed-party";
import { parseQuestion, type Question } from "./question";
import { SUM_SAID, sumText } from "./values";

// "The grand lagoon for a weekend, what's the total I pay with the damage deposit": the weekend's price and the
// deposit's, both cells of the one row, and their sum. "A pair of advanced aids but rechargeable ones": the pair's
// price and what the page says the option adds ("Rechargeable: … £100 more a pair").

/** What a question adds to its price: "with the damage deposit", "plus the deposit", "including the delivery". */
const ADDED = /\b(?:with|plus|including|incl\.?)\s+(?:the\s+|a\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/giu;
/** Words that end what is added rather than name it: "with the deposit for 2 nights". */
const ENDS = /^(?:for|on|in|at|to|of|is|are|please|too|as|well|all|do|i|we|you|and|how|what|whats)$/i;

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
  const prices = [...found.text.matchAll(SUM_SAID)];
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

/** What an option adds to a price: "£100 more a pair", "£15 extra per night", "an extra £20 each", "£1.50 an order". */
const MORE =
  /(?:[£$€]\s?(?<more>\d[\d,]*(?:\.\d{2})?)\s+(?:more|extra)|\ban?\s+extra\s+[£$€]\s?(?<extra>\d[\d,]*(?:\.\d{2})?)|^\s*[£$€]\s?(?<once>\d[\d,]*(?:\.\d{2})?)(?=\s+(?:an?|per)\s+(?:order|delivery|parcel)\b))(?:\s+(?:a|an|per|each)\s+(?<unit>\p{L}+))?/iu;
/** What a charge is free on: "free on a box of 60", "free with a pair". */
const FREE_ON = /\bfree\s+(?:on|with)\s+(?:an?\s+)?([\p{L}\d ]+?)(?=[,;.]|\s+and\b|$)/iu;

/**
 * The price asked without the option it names, plus what a label: value line named for that option alone says it
 * adds: "Rechargeable: Behind the ear at Advanced, Premium and Ultimate, £100 more a pair" for "pair of advanced
 * behind the ear aids but rechargeable ones" is the pair's £1,795 and £100; "Post: £1.50 an order; free on a box of
 * 60" for "3 cards … sent in the post" is the cards' £8.40 and £1.50 (nothing on a box of 60). Undefined unless the
 * option's line gives one such sum, of the unit the question or the price asked says ("a pair"; an order is any),
 * and the question without the option gives one price.
 */
export function optionAddedAnswer(
  pages: readonly RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  if (q.type !== "price") return undefined;
  const asked = q.asked.toLowerCase();
  for (const r of pages.flatMap((p) => p.records)) {
    const option = r.subject.trim().toLowerCase();
    const value = r.fields[0]?.value ?? "";
    const m =
      // (One sum alone: "£12 more for small and medium, £20 for large" says two.)
      r.kind === "pair" &&
      /^[\p{L}-]{4,}(?: [\p{L}-]{3,}){0,2}$/u.test(option) &&
      value.match(SUM_SAID)?.length === 1
        ? MORE.exec(value)?.groups
        : undefined;
    if (!m || !new RegExp(String.raw`\b${option}\b`).test(asked)) continue;
    const phrase = new RegExp(
      String.raw`\s*(?:\b(?:but|and|with|sent|delivered|posted|in|by|via|the)\s+){0,3}\b${option}(?:\s+ones?\b)?`,
      "i",
    );
    const plain = parseQuestion(q.asked.replace(phrase, ""), new Date(q.asOf ?? Date.now()));
    const outcome = answer([...pages], plain);
    if (!("found" in outcome)) return undefined;
    const said = outcome.found.text;
    // (The thing the option is of must be left and answered: "the flexible booking add on" is the option itself.)
    const answered = { words: wordsOf(`${said} ${outcome.found.evidence}`) };
    if (!plain.terms.some((t) => has(answered, t))) return undefined;
    // (One price, or a sum said after it: "A card of 6 £2.80 — £8.40 for 3".)
    const prices = [...said.matchAll(SUM_SAID)];
    const summed =
      prices.length > 1 && new RegExp(String.raw`—\s*${escapeRegExp(prices.at(-1)![0])}`).test(said);
    const unit = m.once === undefined ? m.unit?.toLowerCase() : undefined;
    if ((prices.length !== 1 && !summed) || (unit && !`${asked} ${said.toLowerCase()}`.includes(unit)))
      return undefined;
    const last = prices.at(-1)!;
    const sign = last[0].match(/[£$€]/)![0];
    const free = FREE_ON.exec(value)?.[1];
    // (Of the evidence, its section, not the row's other cells: "Size 13 — …, A box of 60 £25" is no box.)
    const priced = { words: wordsOf(`${said} ${outcome.found.evidence.split(/:\s/)[0]}`) };
    const freeHere = free !== undefined && [...wordsOf(free)].every((w) => has(priced, w));
    const adds = freeHere ? 0 : (m.more ?? m.extra ?? m.once)!;
    const total = Number(last[1]!.replace(/,/g, "")) + Number(String(adds).replace(/,/g, ""));
    return { found: { ...outcome.found, text: `${said} — ${sumText(sign, total)} with ${r.text.trim()}` } };
  }
  return undefined;
}
