import { FREE_OVER } from "./free-threshold";
import { has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";
import { type AnswerType, holds } from "./values";

// How a sentence's clauses share one verb: each side of an "and" with a value of its own, and the clauses after the
// first that name only whose value each is (./clauses.ts tells them apart).

/**
 * "Aldwick closes at 15:00 and Riverside at 14:00", "trees for 12 months and houseplants for 3 months": each side
 * of an "and" a thing with its own value (not "between 10:00 and 12:00", whose second side is a value alone).
 */
export function sidesOf(text: string, kind: AnswerType): string[] | undefined {
  const sides = text.split(/,?\s+and\s+/).filter((p) => holds(kind, p));
  const own = (p: string) =>
    // A count's side is a number of things ("12 lodges", "16 on the terrace"), or a place's number of the same
    // ("The Kiln has 3 phone booths and Printworks has 2"); another kind's a thing beside its value.
    kind === "count"
      ? /\d[\d,]*\s+(?:(?:on|in|at|inside|outside)\s+(?:the\s+)?)?\p{L}{3,}/u.test(p) ||
        /\p{Lu}[\p{L}'’-]+\s+\p{L}+\s+\d[\d,]*\.?$/u.test(p)
      : /\p{L}{3,}/u.test(p.replace(/\b\d[\d:.,]*\s*\p{L}{0,7}\b/gu, ""));
  return sides.length > 1 && sides.every(own) ? sides : undefined;
}

/**
 * "Adult membership goes up from £340 to £360, junior from £95 to £100 and family from £720 to £760": clauses after
 * the first that leave out what it says (its thing, its verb) name only whose value each is. The one of them opening
 * with a term of the question the first does not say is its clause: of "family membership", the family's,
 * though only the first says "membership" (of "Band 1 …, Band 2 … and Band 3 …", none: "Band" tells none apart).
 * So may each clause's name follow its value: "a full groom will be £40 small, £48 medium … and £70 giant".
 */
export function siblingNamed(parts: string[], terms: string[]): string | undefined {
  // Named before the value ("junior from £95") or after it ("£70 giant" of "£40 small, … and £70 giant").
  const lead = (p: string) =>
    p.trim().match(/^([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(?:(?:from|at|is|are)\s+)?[£$€\d]/u)?.[1] ??
    p.trim().match(/^[£$€]\d[\d.,]*\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\.?$/u)?.[1];
  const rest = parts.slice(1);
  if (rest.length === 0 || !rest.every((p) => lead(p) !== undefined)) return undefined;
  const first = { words: wordsOf(parts[0]!) };
  const named = rest.filter((p) => terms.some((t) => has({ words: wordsOf(lead(p)!) }, t) && !has(first, t)));
  return named.length === 1 ? named[0] : undefined;
}

/** "How much do I need to spend to get free delivery": what it takes for a thing to be free, not what it costs. */
const FREE_FROM_ASKED =
  /\b(?:spend|order|minimum)\b[^?]*\bfree\b|\bfree\b[^?]*\b(?:over|above|minimum|from)\b/i;

/** The clause saying from what a thing is free ("free on orders over £75"), when the question asks it. */
export function freeFromSaid(text: string, q: Question): string | undefined {
  if (q.type !== "price" || !FREE_FROM_ASKED.test(q.asked)) return undefined;
  return text.split(/;\s+|,\s+(?:and\s+)?/).find((p) => FREE_OVER.test(p));
}

/** A clause naming the thing its price is of: "moving costs £20", "a second print is £8". */
const OWN_PRICED = /^(?:[\p{L}'’-]+\s+){1,4}(?:costs?|is|are)\s+(?:(?:from|only|just)\s+)?[£$€]\s?\d/iu;

/**
 * "We keep the deposit; moving costs £20" for "how much is the deposit": the one clause with a price names another
 * thing it is of, while a clause without one says what is asked.
 */
export function pricedThingOtherThanAsked(value: string, q: Question): boolean {
  if (q.type !== "price") return false;
  const clauses = value.split(/;\s+|\.\s+/);
  const priced = clauses.filter((c) => holds("price", c));
  if (clauses.length < 2 || priced.length !== 1 || !OWN_PRICED.test(priced[0]!.trim())) return false;
  const says = (c: string) => q.terms.some((t) => !isGeneric(t) && has({ words: wordsOf(c) }, t));
  return !says(priced[0]!) && clauses.some((c) => c !== priced[0] && says(c));
}

/** Notice a question gives in hours: "on the morning" or "on the day" none, "the day before" a day. */
const NOTICE_ASKED: [RegExp, (m: RegExpMatchArray) => number][] = [
  [/\b(?:on\s+the\s+(?:day|morning)|that\s+(?:day|morning)|same\s+day|last[\s-]minute)\b/i, () => 0],
  [/\b(?:the\s+(?:day|night|evening)\s+before)\b/i, () => 24],
  [/\b(\d{1,3})\s+hours?['’]?\s+(?:before|notice|in\s+advance|ahead)\b/i, (m) => Number(m[1])],
];
/** A clause free of a charge given enough notice: "Free with 48 hours' notice", "free more than 2 days before". */
const ENOUGH_NOTICE =
  /\b(\d{1,3})\s+(hours?|days?)['’]?\s+notice\b|\bmore\s+than\s+(\d{1,3})\s+(hours?|days?)\b/i;

/**
 * "Free with 48 hours' notice; less than that, £30" of "what's the charge if I cancel the day before": the clause for
 * the notice asked, the one needing more than is given or the other; undefined unless the value has just those two.
 */
export function noticePart(text: string, q: Question): string | undefined {
  if (q.type !== "price") return undefined;
  const asked = NOTICE_ASKED.map(([re, n]) => {
    const m = q.asked.match(re);
    return m ? n(m) : undefined;
  }).find((n) => n !== undefined);
  if (asked === undefined) return undefined;
  const label = text.match(/^[^:;]{1,80}:\s+/)?.[0] ?? "";
  const parts = text.slice(label.length).split(/;\s+/);
  const enough = parts.filter((p) => ENOUGH_NOTICE.test(p));
  if (parts.length !== 2 || enough.length !== 1 || !parts.every((p) => holds("price", p))) return undefined;
  const m = enough[0]!.match(ENOUGH_NOTICE)!;
  const hours = Number(m[1] ?? m[3]) * (/^day/i.test(m[2] ?? m[4]!) ? 24 : 1);
  return `${label}${asked >= hours ? enough[0] : parts.find((p) => p !== enough[0])}`;
}
