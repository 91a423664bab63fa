import { type Candidate, has, wordsOf } from "./match";
import type { Question } from "./question";

// The words of a yes/no question a record answering it need not say again (yes-no.ts asks).

/**
 * What the asker's doing is for, closing the question: "for a haircut (at Mill Quay)", "for axe throwing", "to
 * stay".
 */
const PURPOSE =
  /\b(?:for\s+(?:(?:a|an|my|our|the)\s+([\p{L}-]+)|((?:[\p{L}-]+\s+)?[\p{L}-]+ing))|to\s+(stay|play|visit|come|go|join|train|swim|ride|enter))(?:\s+(?:at|in)\s+[^,;?]+)?\s*\??\s*$/iu;

/**
 * Whether a term of `q` goes without saying among `cands`: "does my dog need …" at a groomer's, the asker's own
 * thing, said all over the site (or who "she" is: ", as my cocker spaniel has just come into season", as-said.ts);
 * "can I walk in for a haircut", "… the jab to stay", what it is for, at a salon or kennels what the site is about,
 * said all over its pages or on none read.
 */
export function saidAnyway(cands: Candidate[], q: Question): (term: string) => boolean {
  const mine = {
    words: wordsOf((q.asked.match(/\b(?:my|our)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?/giu) ?? []).join(" ")),
  };
  const context = { words: wordsOf(q.asked.match(/,\s+as\s+(?:my|our)\s+(.*)$/i)?.[1] ?? "") };
  const purposeSaid = q.asked.match(PURPOSE);
  const purpose = { words: wordsOf(purposeSaid?.slice(1).find(Boolean) ?? "") };
  // (By their own words: a page headed "Dogs, cots and extras" does not say dogs in each of its records. Read only
  // when a term is the asker's own thing or its purpose, most questions asking neither.)
  let own: { words: Set<string> }[] | undefined;
  const saying = (t: string) => {
    own ??= cands.map((c) => ({ words: wordsOf(c.record.text) }));
    return own.filter((o) => has(o, t)).length;
  };
  return (t) =>
    (has(mine, t) && (saying(t) * 3 >= cands.length || has(context, t))) ||
    (has(purpose, t) && (saying(t) * 3 >= cands.length || saying(t) === 0));
}
