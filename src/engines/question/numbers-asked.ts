import type { Candidate } from "./match";

// Numbers a question says of its subject (coverage.ts weighs them): a number naming which thing ("bus 42", "the 2
// bedroom lodge"), or how many of a thing ("3 classes a week"), which only a record saying that number of it has.

/** A number, alone or with its unit: "42", "8-9ft" (as "9ft"), "2 bedroom", "10". */
const NUMBER_TERM = /^\d+(?:[.,]\d+)?(?:\s*[\p{L}]{1,8})?$/u;
/** What a number counts when it is an amount a page states as a range or a limit ("up to 10 miles", "over 65s"). */
const AMOUNT_UNIT = /(?:miles?|km|kg|people|persons?|guests|kids|children|adults|years?|yrs?|\d+s)$/i;

/**
 * Whether a term no record has is a number that says which one is asked about ("an 8-9ft fir", "the 2 bedroom
 * lodge", "bus 42"), so no record read is about it — not an amount a record's range takes in ("a table for 4",
 * "15 miles away", "over 65s").
 */
export function namesWhichByNumber(term: string, asked: string): boolean {
  if (!NUMBER_TERM.test(term) || AMOUNT_UNIT.test(term)) return false;
  const n = term.match(/^\d+(?:[.,]\d+)?/)![0];
  // "6 shirts": how many, which a price list's "Five or more" takes in.
  if (new RegExp(`\\b${n.replace(".", "\\.")}\\s+\\p{L}+(?<!s)s\\b`, "iu").test(asked)) return false;
  return !new RegExp(
    `\\b(?:for|over|under|than|to|within|about|around|aged?|of)\\s+${n.replace(".", "\\.")}\\b`,
    "i",
  ).test(asked);
}

/** How a number of things asked is said ("6 shirts": "6 shirt…"); undefined for a term that is no such number. */
export function countedAs(term: string, asked: string): RegExp | undefined {
  if (!/^\d+$/.test(term)) return undefined;
  const noun = asked.match(new RegExp(`\\b${term}\\s+(\\p{L}+?)s\\b`, "u"))?.[1];
  return noun ? new RegExp(`\\b${term}\\s+${noun}`, "iu") : undefined;
}

/** A number of things asked ("6 shirts") that no record says with those things. */
export function uncounted(term: string, asked: string, candidates: Candidate[]): boolean {
  const said = countedAs(term, asked);
  return said !== undefined && !candidates.some((c) => said.test(c.record.text));
}
