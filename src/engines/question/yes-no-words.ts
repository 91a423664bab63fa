import type { PageRecord } from "../page/records";
import { has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";
import { negatesTerm } from "./yes-no-said";

// The words a record says yes and no with (yes-no.ts reads them), and a no to paying that is no no to the thing.

/** Words saying no; not inside a compound ("not-for-profit", "no-claims"). */
export const NEGATIVE =
  /\b(?:no|not|never|none|don'?t|doesn'?t|isn'?t|aren'?t|cannot|can'?t|unavailable|closed|only|except|excluding|sold\s+out|out\s+of\s+stock)\b(?!-)|^[-–—✗✕×]$/i;
export const POSITIVE =
  /\b(?:yes|included|includes|available|open|we\s+do|(?<!-)free|offer|offers|accepted|welcome|can\s+(?:come|go|attend|join|stay|camp|enter))\b|[✓✔]/i;

/** "With no corkage", "at no extra charge": a no to paying, not to the thing — unless paying is asked. */
const NO_CHARGE = /\bno\s+(?:extra\s+|additional\s+)?(?:corkage|charges?|fees?|costs?|surcharges?)\b/gi;
const PAYING_ASKED = /\b(?:corkage|charge|fee|cost|surcharge|pay|paid|free|price|much)\b/i;

/** A yes on a condition: "We let to students only with a UK guarantor", "only if booked ahead". */
const ONLY_ON = /\bonly\s+(?:with|if|when|once|after)\b/gi;

/**
 * Whether `text` says no; "Grown-ups only" is no "no" to "is there an adults only night", which says "only" too, nor
 * is a yes on a condition ("only with a UK guarantor").
 */
export const negative = (text: string, q: Question) => {
  const unpaid = (PAYING_ASKED.test(q.asked) ? text : text.replace(NO_CHARGE, " ")).replace(ONLY_ON, " ");
  return NEGATIVE.test(/\bonly\b/i.test(q.asked) ? unpaid.replace(/\bonly\b/gi, " ") : unpaid);
};

/** A cell that is only a yes or a no: "Yes", "No", a tick, a cross. */
const MARK = /^(?:yes|no|[✓✔✗✕×])$/i;

/**
 * What a record says, as read for a yes or a no: its values (a sentence's text). A row's ticks in several columns
 * the question does not name say nothing of it: "Sunrise flights Yes, Evening flights Yes" of "do I have to pay to
 * park at Fennick" (a column named is read apart, yes-no.ts).
 */
export function valuesSaid(r: PageRecord): string {
  if (r.kind === "text" || r.fields.length === 0) return r.text;
  const marks = r.kind === "row" ? r.fields.filter((f) => MARK.test(f.value.trim())) : [];
  return r.fields
    .filter((f) => marks.length < 2 || !marks.includes(f))
    .map((f) => f.value)
    .join(" ");
}

/**
 * "Student discount on framing" of "On artists' materials, yes: 10% with a student card. Not on framing": the
 * sentence read as about the question (`about`) says yes of something else, and another sentence of the record
 * denies a word of the question that `about` does not say ("Not on framing"): a no.
 */
export function deniedApart(said: string, about: string, q: Question): boolean {
  // ("No other designer can rush": a no of the others, not of the one the sentence about it names.)
  const rest = said.replace(about, " ").replace(/\bno\s+(?:other|one\s+else)\b[^.;]*/gi, " ");
  if (rest.trim() === "" || rest === said) return false;
  const aboutWords = { words: wordsOf(about) };
  const apart = q.terms.filter((t) => !isGeneric(t) && !has(aboutWords, t));
  return apart.length > 0 && negatesTerm(rest, { ...q, terms: apart });
}
