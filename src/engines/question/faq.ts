import type { Outcome } from "./answer";
import { type Candidate, wordsOf } from "./match";
import type { Question } from "./question";
import { foundFrom, lastSection } from "./record-fields";

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
