import { type Candidate, has, isGeneric, isHomePage, wordsOf } from "./match";
import type { Question } from "./question";

// What the site's own name says of a question (coverage.ts weighs it): the name's words, in every page's title, tell
// no record apart; said in the question they are not its subject; but a word of it may also be a place's own name.

/**
 * The words of the site's name: the last part of a page's title ("Pet taxi | Fernleigh Kennels"), or a home page's
 * whole title, in every such title read. A page titled without a separator ("History of the Lighthouse") tells none.
 */
export function siteNameOf(candidates: Candidate[]): { words: Set<string> } {
  const titles = new Map(candidates.map((c) => [c.title, c.url]));
  const names = [...titles].flatMap(([title, url]) => {
    const parts = title.split(/\s+[|–—·-]\s+/);
    return parts.length > 1 || isHomePage(url) ? [wordsOf(parts.at(-1)!)] : [];
  });
  return { words: new Set([...(names[0] ?? [])].filter((w) => names.every((n) => n.has(w)))) };
}

/** Words of two letters or more: the "s" of "Hadley's" is no word of the name that "what's" says. */
const wordsIn = (text: string) => new Set([...wordsOf(text)].filter((w) => w.length > 1));

/**
 * Where a question says the site's name: from the name's first word (not "The" of "The Linden School of Languages")
 * on, through its other words and "and", to its possessive ("linden & vale's"); `at` is -1 when it is not said.
 * `words` are the question's words, lower case.
 */
export function nameSaid(asked: string, name: string): { words: string[]; at: number; end: number } {
  const words = asked.toLowerCase().match(/[\p{L}\d'’-]+/gu) ?? [];
  const site = wordsIn(name);
  const first =
    name
      .split(/\s+/)
      .map(wordsIn)
      .find((ws) => ws.size > 0) ?? new Set<string>();
  const inName = (w: string, of: Set<string>) => [...wordsIn(w)].some((x) => of.has(x));
  const at = words.findIndex((w) => inName(w, first));
  let end = at + 1;
  while (at >= 0 && end < words.length && !/['’]s$/.test(words[end - 1]!)) {
    if (!inName(words[end]!, site) && words[end] !== "and") break;
    end++;
  }
  return { words, at, end: at < 0 ? 0 : end };
}

/**
 * The question without the site's name as it says it ("how much is the ball machine at larchfield tennis club":
 * ball, machine): words every page of the site is titled by, which tell no part of a page apart ("£8 an hour, on
 * top of the court (tennis courts are free …)").
 */
export function withoutSiteSaid(q: Question, name: string): Question {
  if (!name) return q;
  const { words, at, end } = nameSaid(q.asked, name);
  if (at < 0) return q;
  const said = wordsOf(words.slice(at, end).join(" "));
  const terms = q.terms.filter((t) => ![...wordsOf(t)].every((x) => said.has(x)));
  return terms.length > 0 && terms.length < q.terms.length ? { ...q, terms } : q;
}

/**
 * A question's words without the site's name as it says it ("on greyhaven buses"), its other words kept
 * ("brightwash's … hand wash on a car" still says the car of Brightwash Hand Car Wash).
 */
export function wordsBeyondName(asked: string, name: string): Set<string> {
  const { words, at, end } = nameSaid(asked, name);
  return wordsOf((at < 0 ? words : [...words.slice(0, at), ...words.slice(end)]).join(" "));
}

/**
 * The terms but the site's own name ("any offers on at boxwell millbridge": offers, millbridge), so that the name
 * on the page read does not stand in for the subject it leaves unsaid; all of them when that leaves none. Only the
 * name's first word is its own ("Boxwell", "Ardley"): the rest may be what the site has ("the kennels").
 */
export function beyondName(
  terms: string[],
  name: { words: Set<string> },
  q: Question,
  candidates: Candidate[],
): string[] {
  const [own] = name.words;
  if (own === undefined || namesAThing(own, q.asked, candidates)) return terms;
  const beyond = terms.filter((t) => !has({ words: new Set([own]) }, t));
  return beyond.length > 0 ? beyond : terms;
}

/** Whether the question says the name's word as a page says it in another thing's name ("the Kelderby Hoard"). */
function namesAThing(own: string, asked: string, candidates: Candidate[]): boolean {
  const said = asked.toLowerCase().match(new RegExp(`\\b${own}\\S*\\s+[\\p{L}'’-]+`, "u"))?.[0];
  return said !== undefined && candidates.some((c) => c.record.text.toLowerCase().includes(said));
}

/** A record's own words: its text and section, not its page's title. */
export const ownText = (c: Candidate) => ({ words: wordsOf(`${c.record.text} ${c.record.section}`) });

/**
 * "The cafe at cressby" on the Wealdmoor & Cressby Railway's pages: the words of the site's name, said without the
 * name's first word, that head some records as a place's own name (the Cressby station's row). Such a word is those
 * records', not every title's. (Not "Hair up or occasion styling" of a salon named for hair.)
 */
export function ownlyNamed(
  present: string[],
  name: { words: Set<string> },
  q: Question,
  candidates: Candidate[],
): Set<string> {
  const [first] = name.words;
  // "Do pass holders get to park for free" at the Hartmoor Wildlife Park: parking, said by a record or not at all.
  const parking = PARKING_ASKED.test(q.asked) ? present.filter((t) => t === "park" && has(name, t)) : [];
  if (first === undefined || has({ words: wordsOf(q.asked) }, first)) return new Set(parking);
  const heads = (c: Candidate, t: string) => {
    const head = c.record.subject.replace(/\s*\([^)]*\)/g, "").trim();
    return /^\p{Lu}/u.test(head) && head.split(/\s+/).length <= 2 && has({ words: wordsOf(head) }, t);
  };
  return new Set([
    ...parking,
    ...present.filter(
      (t) =>
        has(name, t) &&
        !isGeneric(t) &&
        candidates.some((c) => heads(c, t)) &&
        candidates.some((c) => !has(ownText(c), t)),
    ),
  ]);
}

/** Parking asked, not a park: "where can i park", "is parking free" (not "the wildlife park", "a car park"). */
const PARKING_ASKED =
  /\bparking\b|(?<!\b(?:the|a|this|your|our|wildlife|holiday|theme|country|water|safari|trampoline|business|retail|leisure|trade|national|car|skate)\s+)\bpark\b(?!\s+(?:and|&))/i;

/**
 * The words of the site's name the question says twice, the second time as a place: "wood" of "which kids parties
 * does scarrow wood do in the woods". There it names a place of the site, which a record must say itself (not the
 * verb of "what can you hire … from haverstock hire").
 */
export function saidBeyondName(q: Question, name: string): string[] {
  const site = wordsOf(name);
  const lower = q.asked.toLowerCase();
  const words = (lower.match(/[\p{L}\d'’-]+/gu) ?? []).map((w) => ({ words: wordsOf(w) }));
  const places = [...lower.matchAll(/\b(?:in|at|on|by|near)\s+the\s+([\p{L}'’-]+)/gu)].map((m) => ({
    words: wordsOf(m[1]!),
  }));
  return q.terms.filter(
    (t) =>
      !isGeneric(t) &&
      has({ words: site }, t) &&
      words.filter((w) => has(w, t)).length >= 2 &&
      places.some((p) => has(p, t)),
  );
}

/** A place's kind after its name: "the vale spa", "the Linden branch". */
const PLACE_KIND =
  "spas?|branch(?:es)?|centres?|centers?|shops?|stores?|offices?|studios?|sites?|clinics?|salons?|depots?|yards?";
const PLACE_NOUN = new RegExp(`^(?:${PLACE_KIND})$`);
const PLACE_NAMED = new RegExp(String.raw`^\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?\s+(?:${PLACE_KIND})$`, "u");
/** Whether a name is a place's, said by its name and its kind: "Dunmore clinic", "Quay Street Shop". */
export const placeNamed = (name: string) =>
  PLACE_NAMED.test(name.replace(/\S+$/, (kind) => kind.toLowerCase()));

/**
 * The words of the site's name the question says apart from the name itself, as a place's: "which therapists work
 * at vale" of Linden & Vale Day Spas, "linden & vale's linden spa" (the name said ends at its possessive). Such a
 * word names one of the site's places, which a record must say itself.
 */
export function placesBeyondName(q: Question, name: string): string[] {
  const { words, at, end } = nameSaid(q.asked, name);
  const site = wordsIn(name);
  const places = words.filter((w, i) => {
    if (i >= at && i < end) return false;
    const placed = /^(?:at|in|from|near)$/.test(words[i - 1] ?? "") || PLACE_NOUN.test(words[i + 1] ?? "");
    return placed && [...wordsIn(w)].some((x) => site.has(x));
  });
  const said = { words: wordsOf(places.join(" ")) };
  return q.terms.filter((t) => !isGeneric(t) && has(said, t));
}
