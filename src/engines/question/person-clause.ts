import { has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";
import { PERSON } from "./values";

// "Congratulations to Rob Kettering, our men's club champion …, and to Aisha Patel, who won the women's
// championship": of a sentence naming several people, the part about the one asked of (statement.ts asks).

/**
 * The part of a sentence from a person's name up to the next name that says most of the question's terms, when one
 * says more than every other; else the sentence.
 */
export function personAbout(sentence: string, q: Question): string {
  // Names in clauses of their own ("…, and to Aisha Patel"), not a name and its title ("Claire Pennock, General
  // Manager") nor a pair ("founded by Ada Park and Ben Ortiz").
  const starts = [...sentence.matchAll(new RegExp(PERSON.source, "gu"))]
    .map((m) => m.index!)
    .filter((at, i) => i === 0 || /,\s+and\b/i.test(sentence.slice(Math.max(0, at - 12), at)));
  if (starts.length < 2) return sentence;
  const parts = starts.map((at, i) =>
    sentence
      .slice(at, starts[i + 1])
      .replace(/[,;]?\s*(?:and\s+)?(?:to\s+)?$/i, "")
      .trim(),
  );
  const terms = q.terms.filter((t) => !isGeneric(t));
  const said = parts.map((p) => terms.filter((t) => has({ words: wordsOf(p) }, t)).length);
  const most = Math.max(...said);
  return said.filter((n) => n === most).length === 1 ? parts[said.indexOf(most)]! : sentence;
}
