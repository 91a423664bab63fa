import type { PageRecord } from "../page/records";
import { sentences as sentencesOf } from "../research/passages";
import { type Candidate, has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";
import { holds } from "./values";

// What a statement says of the deal asked (statement.ts reads it): hiring or buying, the first part of a charge or
// what follows it, and what a price includes.

const BUYING = /\b(?:buy|buying|bought|purchase|sale|sell|sells|selling|for\s+sale)\b/i;
const HIRING = /\b(?:hire|hiring|hired|rent|renting|rental|loan)\b/i;

/** Whether a record prices hiring where buying is asked, or buying where hiring is. */
export function dealtOtherwise(said: string, asked: string): boolean {
  const buy = BUYING.test(asked) && !HIRING.test(asked);
  const hire = HIRING.test(asked) && !BUYING.test(asked);
  return (
    (buy && HIRING.test(said) && !BUYING.test(said)) || (hire && BUYING.test(said) && !HIRING.test(said))
  );
}

/**
 * "How much is parking after the first (or free) hour?" of "the first hour is free": a statement of the first part
 * only, when what comes after it is asked.
 */
export function firstOnly(statement: string, asked: string): boolean {
  const unit = asked.match(/\bafter\s+(?:the\s+)?(?:first|free)\s+(\p{L}+)/iu)?.[1];
  if (!unit) return false;
  const first = new RegExp(`\\bfirst\\s+${unit}`, "i").test(statement);
  return (
    first && !/\b(?:after|then|thereafter|additional|further|extra|each\s+(?:extra|more))\b/i.test(statement)
  );
}

/** Of "The first hour is free, then £1.50 an hour", what comes after the first part: "then £1.50 an hour". */
export function afterTheFirst(r: PageRecord): string | undefined {
  const clause = r.text
    .split(/[,;]\s+|\.\s+/)
    .find((p) => /^(?:then|after(?:wards)?|thereafter)\b/i.test(p.trim()));
  if (!clause || !holds("price", clause)) return undefined;
  return r.subject ? `${r.subject}: ${clause.trim()}` : clause.trim();
}

const INCLUDING = /\b(?:includes?|included|including|covers?|covered|comes?\s+with)\b/i;

/** "What's included in the delivery price?": the one sentence of a text saying what is. */
export function includingSentence(text: string): string | undefined {
  const including = sentencesOf(text).filter((s) => INCLUDING.test(s));
  return including.length === 1 ? including[0] : undefined;
}

/** A question whether a thing is sold: "does scarrow wood sell paintball guns", "do you sell logs". */
const SALE_ASKED = /\b(?:sell|sells|selling)\b/i;
/** What says a thing is sold, beside its price: a word of buying, or the shop or stock it is in. */
const SOLD = new RegExp(String.raw`${BUYING.source}|\b(?:sold|shop|stock|stocks|stocked)\b`, "i");

/**
 * "Does Scarrow Wood sell paintball guns?" of "Every player gets … a marker (the paintball gun) and a neck guard;
 * … gloves are £3 to buy": the thing is given with the day, not sold. True when a sale is asked and the record's
 * clauses naming the thing (the question's own words, beyond the site's name) say no price, no buying and no
 * shop, nor does its heading.
 */
export function saleUnsaid(c: Candidate, q: Question): boolean {
  if (!SALE_ASKED.test(q.asked)) return false;
  const r = c.record;
  const thing = q.terms.filter((t) => !isGeneric(t) && !has({ words: wordsOf(c.site ?? "") }, t));
  if (thing.length === 0) return false;
  if (SOLD.test(`${r.subject} ${r.section}`)) return false;
  const naming = r.text
    .split(/[;.]\s+|,\s+(?:and|but)\s+/)
    .filter((clause) => thing.some((t) => has({ words: wordsOf(clause) }, t)));
  return naming.length > 0 && !naming.some((clause) => holds("price", clause) || SOLD.test(clause));
}
