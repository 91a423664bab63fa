import { tokenize } from "../research/bm25";
import { type Candidate, has } from "./match";
import { lemmas, nlp } from "./nlp";
import type { Question } from "./question";

// Words as typed: a term no record read says, one slip away from a word the pages do say ("lillies" of "lilies",
// "accomodation" of "accommodation", "calender" of "calendar"), is read as the pages' word.

/** Shorter words are too near too many others ("cat", "hat") for a slip to be read as one. */
const MIN_LENGTH = 5;

/**
 * Whether compromise's lexicon knows a word as something other than a name: "spend" is no slip for "send", though
 * one letter apart ("lilly" it knows only as a name).
 */
function known(word: string): boolean {
  const tag = (nlp() as unknown as { model(): { one: { lexicon: Record<string, string> } } }).model().one
    .lexicon[word];
  return tag !== undefined && !/Name$/.test(tag);
}

/** Whether two words are one insertion, deletion, substitution or swap of neighbours apart. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const [restA, restB] = [a.slice(i), b.slice(i)];
  if (a.length === b.length) {
    if (restA.slice(1) === restB.slice(1)) return true;
    return (
      restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2)
    );
  }
  return a.length > b.length ? restA.slice(1) === restB : restB.slice(1) === restA;
}

/**
 * The question with each term no record says replaced by the one word of the pages a slip away from it (same first
 * letter; the term at least MIN_LENGTH long, so the page's word at least one less). A term near two such words, or
 * near none, stays as typed: the answer then says the pages do not say it, rather than guessing which was meant.
 */
export function spelledAsPages(cands: Candidate[], q: Question): Question {
  const unsaid = q.terms.filter(
    (t) => /^\p{L}+$/u.test(t) && t.length >= MIN_LENGTH && !known(t) && !cands.some((c) => has(c, t)),
  );
  if (unsaid.length === 0) return q;
  // The words of the records as written, so that what replaces a term is a lemma like the others.
  const written = new Map<string, string>();
  const stemOf = (w: string) => tokenize(w)[0] ?? w;
  for (const c of cands)
    for (const w of `${c.record.text} ${c.record.section}`.toLowerCase().match(/\p{L}+/gu) ?? [])
      if (w.length >= MIN_LENGTH - 1 && !written.has(w)) written.set(w, stemOf(w));
  const read = new Map<string, string>();
  for (const t of unsaid) {
    const typedStem = stemOf(t);
    const near = [...written].flatMap(([w, stem]) =>
      w[0] === t[0] && (oneSlipApart(t, w) || oneSlipApart(typedStem, stem)) ? [w] : [],
    );
    // Forms of one word ("lily", "lilies") are one word.
    const meant = new Set(near.map((w) => lemmas(w)[0] ?? w));
    if (meant.size === 1) read.set(t, [...meant][0]!);
  }
  return read.size === 0 ? q : { ...q, terms: q.terms.map((t) => read.get(t) ?? t) };
}
