import { sentences as sentencesOf } from "../research/passages";
import type { Outcome } from "./answer";
import { type Candidate, has, wordsOf } from "./match";
import type { Question } from "./question";
import { type AnswerType, firstValue } from "./values";

// A superlative a page states itself ("Shortest stay: 4 weeks", "our latest is 15:00"), where extremes.ts would
// otherwise compare the items a page lists.

/** A sentence's clauses: "Our earliest start is 07:30 and our latest is 15:00" is two. */
const clausesOf = (sentence: string) => sentence.split(/[;,]\s+|\s+(?:and|but|while)\s+/i);

/**
 * A superlative a page states itself, when there is nothing to compare: "Shortest stay: 4 weeks", "our latest is
 * 15:00" of "the latest start time". The label or clause must say the question's own superlative word, of a record
 * about the question (`about`: answer.ts's, by typed.ts's MIN_COVERAGE), with a value of the kind; one such
 * statement, or none.
 */
export function statedExtreme(
  about: Candidate[],
  q: Question,
  kind: AnswerType = q.type === "price" ? "price" : q.extreme!.by,
): Outcome | undefined {
  const word = q.asked.match(SUPERLATIVE_WORD)?.[0]?.toLowerCase();
  if (!word) return undefined;
  const says = new RegExp(`\\b${word}\\b`, "i");
  const stated = about.flatMap((c) => {
    const labelled = c.record.fields.filter(
      (f) => says.test(f.name) && firstValue(kind, f.value) !== undefined,
    );
    if (labelled.length > 0) return labelled.map((f) => ({ c, text: `${f.name}: ${f.value}` }));
    const clauses = sentencesOf(c.record.text)
      .flatMap(clausesOf)
      .filter((s) => says.test(s) && firstValue(kind, s) !== undefined);
    return clauses.map((s) => ({ c, text: s.trim().replace(/\.$/, "") }));
  });
  if (new Set(stated.map((s) => s.text)).size !== 1) return undefined;
  const { c, text } = stated[0]!;
  return { found: { text, evidence: c.record.text, url: c.url, title: c.title } };
}

const SUPERLATIVE_WORD =
  /\b(?:cheapest|dearest|priciest|earliest|soonest|latest|weakest|lowest|smallest|fewest|shortest|strongest|highest|largest|biggest|longest|most|least)\b/i;

/**
 * "What's the smallest wholesale order" of "Smallest order: 2kg a week": a label naming the question's superlative
 * and the thing asked is the page saying it, before any items are compared (those rows price coffee, not orders).
 */
export function labelledExtreme(about: Candidate[], q: Question): Outcome | undefined {
  if (!q.target) return undefined;
  const labelling = about.filter(
    (c) => c.record.kind === "pair" && has({ words: wordsOf(c.record.subject) }, q.target!),
  );
  // (Whatever its value measures: "2kg a week" is an order's size.)
  return labelling.length > 0 ? statedExtreme(labelling, q, "any") : undefined;
}
