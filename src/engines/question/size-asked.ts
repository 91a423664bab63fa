import type { Question } from "./question";

// "How much is a big bottle" of "£36 for a 70 cl bottle or £19 for 35 cl": of a sentence's prices each for a size,
// the one for the largest size when the question asks a big one, the smallest when it asks a small one (clauses.ts
// asks).

const BIG = /\b(?:big|bigger|biggest|large|larger|largest)\b/i;
const SMALL = /\b(?:small|smaller|smallest|little|mini)\b/i;
/** A price and a size in one clause: "£36 for a 70 cl bottle", "£19 for 35 cl". */
const PRICE = /[£$€]\s?\d/;
const SIZE = /\b(\d+(?:\.\d+)?)\s*(cl|ml|l|litres?|kg|g|oz|lb|cm|mm|m|inch(?:es)?|in)\b/i;

/** The clause of the size asked, or undefined when the question asks none or the clauses do not give sizes alike. */
export function sizeAsked(sentence: string, q: Question): string | undefined {
  const big = BIG.test(q.asked);
  if (!big && !SMALL.test(q.asked)) return undefined;
  const sized = sentence
    .split(/,?\s+or\s+|;\s+|,\s+(?=[£$€a-z])/)
    .map((part) => ({ part: part.trim(), size: part.match(SIZE) }))
    .filter((p) => PRICE.test(p.part) && p.size);
  const units = new Set(sized.map((p) => p.size![2]!.toLowerCase()));
  if (sized.length < 2 || units.size !== 1) return undefined;
  const value = (p: (typeof sized)[number]) => Number(p.size![1]);
  const chosen = sized.reduce((a, b) => ((big ? value(b) > value(a) : value(b) < value(a)) ? b : a));
  return chosen.part;
}
