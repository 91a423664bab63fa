import type { Outcome } from "./answer";
import { type Candidate, has, wordsOf } from "./match";
import type { Question } from "./question";
import { foundFrom } from "./record-fields";

/**
 * "What days do you roast" of "Roast days: Monday and Thursday; order by 09:00 …": a list a label names in the
 * question's own words (the thing listed and every word of the question's subject, nothing else) is the page saying
 * it, before any table is read for it (the coffees' "Roast Medium" column lists no days). One such label, or none.
 */
export function labelledList(about: Candidate[], q: Question): Outcome | undefined {
  if (q.type !== "list" || !q.target || q.terms.length === 0) return undefined;
  const wanted = [q.target, ...q.terms];
  const labelling = about.filter((c) => {
    if (c.record.kind !== "pair" || !c.record.fields[0]?.value.trim()) return false;
    const label = [...wordsOf(c.record.subject)];
    const words = { words: new Set(label) };
    return (
      label.length > 0 &&
      wanted.every((t) => has(words, t)) &&
      label.every((w) => wanted.some((t) => has({ words: new Set([w]) }, t)))
    );
  });
  return labelling.length === 1 ? foundFrom(labelling[0]!, labelling[0]!.record.text) : undefined;
}
