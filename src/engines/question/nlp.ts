import { createRequire } from "node:module";
import type * as Chrono from "chrono-node";
import type Compromise from "compromise";

// The NLP libraries the question model reads with, each loaded at its first use, and what it reads with them.

/** Loaded at the first question: compromise alone is ~30 MB and 0.3 s (docs/performance.md, start-up). */
const load = createRequire(import.meta.url);
export const nlp = (): typeof Compromise => load("compromise");
/** chrono-node, loaded at its first use (the navigator's forms read dates with it too). */
export const chrono = (): typeof Chrono => load("chrono-node");

/** The lemma of each word, with compromise: "closes" → "close", "cheapest starters" → "cheap starter". */
export function lemmas(text: string): string[] {
  const doc = nlp()(text);
  doc.compute("root");
  const wordsIn = (said: string) =>
    said
      .toLowerCase()
      .split(/[^\p{L}\p{N}.'-]+/u)
      .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ""))
      .filter(Boolean);
  // A root cut to a letter or two ("e" of the town "Ely", read as an adverb) is no word: the word as written.
  const plain = wordsIn(doc.text());
  const roots = wordsIn(doc.text("root"));
  const out =
    roots.length === plain.length
      ? roots.map((w, i) => (w.length < 3 && plain[i]!.length >= 3 && /^\p{L}+$/u.test(w) ? plain[i]! : w))
      : roots;
  // "3d", "4k" are one word, which compromise parts ("3", "d"); a unit or an ordinal after a number is not.
  const whole = new Set(
    (text.toLowerCase().match(/\b\d+[a-z]+\b/g) ?? []).filter(
      (w) => !NUMBER_SUFFIX.test(w.replace(/^\d+/, "")),
    ),
  );
  return out.flatMap((w, i) =>
    whole.has(`${out[i - 1]}${w}`) ? [] : whole.has(`${w}${out[i + 1]}`) ? [`${w}${out[i + 1]}`] : [w],
  );
}

/** What follows a number without making a word of it: an ordinal's ending or a unit ("2nd", "10am", "5kg"). */
const NUMBER_SUFFIX = /^(?:st|nd|rd|th|am|pm|kg|km|cm|mm|m|ft|in|l|ml|lbs?|mph|mins?|hrs?|h|s|yrs?|p|x|ish)$/;

/** Whether "which …" / "what …" / "list …" asks for things in the plural ("which bakery items", "what rooms"). */
export function asksForMany(q: string): boolean {
  // "Which game masters work at …", "which staff work …", "what book clubs do you run": a plural compromise reads
  // as a verb, before the verb ("what allergens are in it" asks what one record says); "which of the crew work at
  // the river base": of a group, those who do; "which planetarium shows at harrowfell …": a plural before where
  // (after a clause of context too: "my daughter is 14, which piercings can she get").
  const beforeVerb = q
    .toLowerCase()
    .match(
      /(?:^|[,;:]\s*)(?:which\s+(of\s+(?:the|your|their|our)\s+)?(?:[\p{L}-]+\s+)?([\p{L}-]+)\s+(?:work|are|do|have|can|run|teach|take|offer|at|in|on|for|near)|what\s+(?:[\p{L}-]+\s+)?([\p{L}-]+)\s+(?:do|work|run|teach|offer|can|have\s+you))\b/u,
    );
  const noun = beforeVerb?.[2] ?? beforeVerb?.[3];
  if (
    noun &&
    (beforeVerb![1] || /^(?:staff|people|children)$/.test(noun) || lemmas(noun)[0]!.length < noun.length)
  )
    return true;
  const doc = nlp()(q);
  const asked = doc.match("^(which|what|list) of? (the|your|our|their|its|all)? #Adjective? #Noun+");
  if (!asked.found) return false;
  // "What plans do you offer?": compromise may read "plans" as a verb; a plural's lemma is shorter than it.
  const word = asked
    .text()
    .split(/\s+/)
    .at(-1)!
    .toLowerCase()
    .replace(/[^\p{L}]/gu, "");
  return nlp()(asked.text()).nouns().isPlural().found || (word.endsWith("s") && lemmas(word)[0] !== word);
}
