import { sentences as sentencesOf } from "../research/passages";
import { coversDays, namesDays } from "./days-covered";
import { isGeneric } from "./match";
import type { Question } from "./question";
import { ownSays } from "./yes-no-said";

// What one sentence or clause of a value says apart from the rest (yes-no.ts asks): the clause naming the day
// asked, a sentence saying no first of a thing no other sentence names.

/** "Please leave under 12s at home", "please don't bring …": a clause asking a thing be left out. */
const LEFT_AT_HOME = /\bleave\b.*\bat\s+home\b|\bplease\s+(?:don'?t|do\s+not)\s+bring\b/i;
/** "Under 12s", "under-12s", "under 12": the age a clause is of. */
const UNDER_AGE = /\bunder[-\s]?(\d{1,2})s?\b/i;

/**
 * "Children: Welcome on weekdays; on Saturdays please leave under 12s at home" of "can i bring my 8 year old on a
 * saturday": the one clause naming the day asked, where another names other days, says — a no when it asks that
 * what is asked be left at home (of an age under the one it names), a yes when it says yes plainly. Undefined
 * when no such clause says either.
 */
export function dayClauseSays(said: string, q: Question): "yes" | "no" | undefined {
  if (q.days.length === 0) return undefined;
  const clauses = said.split(/;\s+/);
  const ofDay = clauses.filter((c) => namesDays(c) && coversDays(c, q.days));
  if (ofDay.length !== 1 || !clauses.some((c) => namesDays(c) && !coversDays(c, q.days))) return undefined;
  const clause = ofDay[0]!;
  if (LEFT_AT_HOME.test(clause)) {
    const under = Number(clause.match(UNDER_AGE)?.[1] ?? Number.NaN);
    const age = q.amounts?.find((a) => a.unit === "age")?.n;
    return Number.isNaN(under) || age === undefined || age < under ? "no" : undefined;
  }
  return /\bwelcome\b|^\s*yes\b/i.test(clause) && !/\b(?:no|not|never|don'?t)\b/i.test(clause)
    ? "yes"
    : undefined;
}

/**
 * "Yes, on a lead, to the Pet Store. Not to the Aquatic Centre, please" of "can i bring my dog to the aquatic
 * centre": a sentence saying no first ("Not to …", "Never …", "No …"), of a thing asked that no other sentence of
 * the text names.
 */
export function noFirstOfItsOwn(text: string, q: Question): boolean {
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return false;
  const specific = q.terms.filter((t) => !isGeneric(t));
  const own = (s: string) =>
    specific.some((t) => ownSays(s, [t]) && sentences.every((o) => o === s || !ownSays(o, [t])));
  // ("No other designer can rush" says no of the others, not of the one named.)
  return sentences.some(
    (s) => /^\s*(?:not|never|no)\b(?![-\w])(?!\s+(?:other|one\s+else)\b)/i.test(s) && own(s),
  );
}
