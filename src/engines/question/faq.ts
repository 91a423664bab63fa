import { tokenize } from "../research/bm25";
import type { Outcome } from "./answer";
import { type Candidate, wordsOf } from "./match";
import type { Question } from "./question";
import { evidenceOf, foundFrom, lastSection } from "./record-fields";
import { CANONICAL } from "./synonyms";

// A page of questions and answers: a heading that asks what the question asks ("What do I need to bring when I
// move in?") is answered by what sits under it. For questions whose answer has no kind of its own (answer.ts asks
// only for those), where the words that carry the question ("need", "bring") are what it is about.

/** Words every question has, which tell no two apart. */
const CARRIERS: ReadonlySet<string> = new Set(
  (
    "a an the i we you my our your me us to of in into on at for do does did is are was can could will would " +
    "what which how when where who why it its that this there be get have has any some if and or with"
  ).split(" "),
);

const asking = (text: string) => [...wordsOf(text)].filter((w) => !CARRIERS.has(w));

/** Of a heading that is a question, the share of the question's own words it (or its page's title) says. */
function share(words: string[], heading: string, title: string): number {
  const said = wordsOf(`${heading} ${title}`);
  return words.filter((w) => said.has(w)).length / words.length;
}

/** The one heading asking the question (all but one of its words, three at least) and the first record under it. */
export function faqAnswer(cands: Candidate[], q: Question): Outcome | undefined {
  const words = asking(q.asked);
  if (words.length < 3) return undefined;
  const under = new Map<string, { c: Candidate; heading: string }>();
  for (const c of cands) {
    const heading = lastSection(c.record);
    if (!heading.trim().endsWith("?") || c.record.kind === "heading" || under.has(`${c.url} ${heading}`))
      continue;
    under.set(`${c.url} ${heading}`, { c, heading });
  }
  const ranked = [...under.values()]
    .map(({ c, heading }) => ({ c, s: share(words, heading, c.title) }))
    .filter((x) => x.s >= (words.length - 1) / words.length)
    .sort((a, b) => b.s - a.s);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[1]!.s === ranked[0]!.s)) return undefined;
  return foundFrom(ranked[0]!.c, ranked[0]!.c.record.text);
}

/** The asker and the one asked, as either writes them: "do I need to be in" is the label's "Do you need to be in". */
const PERSON = /^(?:i|we|you|me|us)$/;
const AUXILIARY = /^(?:do|does|can|could|is|are|will|should|must|have|has)$/;

/**
 * "Do I need to be in when you come?" of "Do you need to be in: No. Leave side gates unlocked": a label (a pair's, or
 * the question heading a record) asking the question's own words in its order, four at least, over a value that
 * starts with a yes or a no. Labels that disagree answer nothing.
 */
export function labelAsked(cands: Candidate[], q: Question): Outcome | undefined {
  // (Words meaning the same to the asker are one: "from my doctor" is the label's "from my GP".)
  const said = (text: string) =>
    (text.toLowerCase().match(/[\p{L}\d'’]+/gu) ?? []).map((w) =>
      PERSON.test(w) ? "you" : (CANONICAL.get(tokenize(w)[0] ?? "") ?? w),
    );
  const asked = said(q.asked);
  const found: { c: Candidate; yes: boolean }[] = [];
  for (const c of cands) {
    const pair = c.record.kind === "pair";
    const label = said(pair ? c.record.subject : lastSection(c.record));
    const value = pair ? (c.record.fields[0]?.value ?? "") : c.record.text;
    const lead = value.match(/^\s*(yes|no)\b(?![-\w])/i)?.[1];
    if (!lead || label.length < 4 || !AUXILIARY.test(label[0]!)) continue;
    if (label.every((w, i) => asked[i] === w)) found.push({ c, yes: lead.toLowerCase() === "yes" });
  }
  return agreed(found, (c) => (c.record.kind === "pair" ? c.record.text : evidenceOf(c.record)));
}

/** The yes or no the records found agree on, led by `said` of the first; undefined when none says or they differ. */
function agreed(
  found: { c: Candidate; yes: boolean }[],
  said: (c: Candidate) => string,
): Outcome | undefined {
  if (found.length === 0 || new Set(found.map((f) => f.yes)).size !== 1) return undefined;
  const { c, yes } = found[0]!;
  return foundFrom(c, `${yes ? "Yes" : "No"} — ${said(c)}`);
}

/** An answer saying the thing holds for one named kind alone: "Only in Ducklings.", "Only for Gold members". */
const ONLY_FOR =
  /^\s*[Oo]nly\s+(?:in|for|at|on|with)\s+(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|\d+))?)\s*[.,;]/u;

/**
 * "Do parents have to get in the water for stage 1?" of "Do parents get in the water? — Only in Ducklings. For every
 * other stage you watch from the side": a heading asking all of the question but a kind it names, answered "only"
 * for one named kind, is a yes for that kind and a no for another. Answers that disagree answer nothing.
 */
export function onlyForOneKind(cands: Candidate[], q: Question): Outcome | undefined {
  const words = asking(q.asked);
  const found = cands.flatMap((c) => {
    const heading = lastSection(c.record);
    const only = ONLY_FOR.exec(c.record.text)?.[1];
    if (!only || c.record.kind === "heading" || !heading.trim().endsWith("?")) return [];
    const headed = asking(heading);
    if (headed.length < 2 || !headed.every((w) => words.includes(w))) return [];
    const beyond = words.filter((w) => !headed.includes(w));
    const named = asking(only);
    if (beyond.length === 0 || named.length === 0) return [];
    if (named.every((w) => beyond.includes(w))) return [{ c, yes: true }];
    return named.every((w) => !words.includes(w)) ? [{ c, yes: false }] : [];
  });
  return agreed(found, (c) => evidenceOf(c.record));
}
