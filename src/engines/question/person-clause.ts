import { has, isGeneric, wordsOf } from "./match";
import { nlp } from "./nlp";
import type { Question } from "./question";
import { holds, PERSON } from "./values";

// "Congratulations to Rob Kettering, our men's club champion …, and to Aisha Patel, who won the women's
// championship": of a sentence naming several people, the part about the one asked of; and a name a sentence gives
// that the question does not (statement.ts asks).

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

/** A person's name in a sentence, one of whose words is new: "Ron Hartwell" for "Who started Hartwell Cycles?". */
export function newNameIn(sentence: string, asked: string): string | undefined {
  const known = wordsOf(asked);
  for (const m of sentence.matchAll(/\b\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+/gu)) {
    // "Every Acme kettle …": a sentence's capitalised first word that is not a name.
    const first = m[0].split(/\s+/)[0]!.toLowerCase();
    if (nlp()(first).has("(#Determiner|#Adverb|#Preposition|#Pronoun|#Conjunction|#Verb|#Adjective)"))
      continue;
    if (holds("person", m[0]) && [...wordsOf(m[0])].some((w) => !known.has(w))) return m[0];
  }
  return undefined;
}
