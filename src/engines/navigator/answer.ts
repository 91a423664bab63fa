import type { PageRecord } from "../page/records";
import { bm25Scores, tokenize } from "../research/bm25";
import { rankPassages, sentences } from "../research/passages";
import { LABELLED_ROW } from "./page-read";

/** A page the follower has seen: its text as lines (blocks) and the links and buttons on it. */
export interface SeenPage {
  url: string;
  title: string;
  blocks: string[];
  /** Links and buttons, marked `chrome` in navigation, header and footer, with the heading they follow. */
  links: { text: string; href: string; chrome?: boolean; section?: string }[];
  /** The main content as records (src/engines/page/records.ts): what questions are answered from. */
  records?: PageRecord[];
  /** Whether the page has a site search form. */
  searchable?: boolean;
}

/** The sentence that answers a question, with the page it came from. */
export interface Answer {
  text: string;
  url: string;
  title: string;
  /** Share of the question's terms the sentence (with its page title) has, 0..1. */
  coverage: number;
  /** Whether it has the kind of fact the question asks for (a year for "when", an amount for "how much"…). */
  typed: boolean;
}

/** Words that start a clause asking for information rather than an action. */
const WISH = String.raw`(?:i(?:'d| would)\s+like\s+to\s+know|i\s+(?:want|need)\s+to\s+know|(?:can|could)\s+you\s+tell\s+me|i\s+wonder|let\s+me\s+know|show\s+me(?=\s+(?:how|what|who|when|where|which|why)\b))`;
const QUESTION_START = new RegExp(
  String.raw`^(?:${WISH}|read|tell(?:\s+me)?|give\s+me|report|return|extract|note|find\s+out|look\s+up|get\s+(?:me\s+)?the|check|what|what's|how|who|whom|whose|when|which|where|why|is|are|does|do|did|can|was|were)\b`,
  "i",
);

/** "Pro plan price", "contact email", "opening hours": a few words ending in a fact a page can state. */
const FACT_PHRASE =
  /^(?:[\p{L}\p{N}'’-]+\s+){0,5}(?:price|prices|cost|email|e-mail|address|phone(?:\s+number)?|hours|opening\s+times|founders?|capacity|weight|size|location|warranty)$/iu;

/** Whether a clause asks for information (a question, "read / tell me / find out …", or a fact's name). */
export function isQuestion(clause: string): boolean {
  const s = clause.trim();
  return s.endsWith("?") || QUESTION_START.test(s) || FACT_PHRASE.test(s);
}

/**
 * "find out …", "find the price of the Blue teapot", "look up the email": a fact to find out, not a text to find on
 * the page.
 */
const FIND_FACT =
  /^(?:find\s+out\b|(?:find|look\s+(?:up|for))\s+(?:the|its|their|your|our)\s+(?:.*\bof\b|.*\b(?:price|cost|e-?mail|address|phone(?:\s+number)?|number|hours|opening\s+times|date|year|founders?|capacity|weight|size|location|owner|author)\b))/i;

/** Whether a find clause asks for a fact ("find the price of X") rather than for a text on the page. */
export const findsAFact = (clause: string) => FIND_FACT.test(clause.trim());

/** The question itself, without "tell me", "read", "find out" and the like in front. */
export function questionText(clause: string): string {
  return clause
    .trim()
    .replace(/^(?:(?:please|and|then|also)\s+)*/i, "")
    .replace(new RegExp(String.raw`^${WISH}\s+`, "i"), "")
    .replace(
      /^(?:read|tell\s+me|give\s+me|report|return|extract|note|find\s+out|look\s+up|look\s+for|find|get\s+me|get|check)\s+/i,
      "",
    )
    .replace(/[?.!]+$/, "")
    .trim();
}

/** What kind of fact a question asks for, as a pattern the answer must match; undefined when any will do. */
function expectedKind(question: string): RegExp | undefined {
  const q = question.toLowerCase();
  if (/\b(?:e-?mail|mail address)\b/.test(q)) return /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
  if (/\b(?:phone|telephone|call)\b/.test(q)) return /\+?\d[\d\s().-]{6,}\d/;
  if (/\bhow\s+long\b/.test(q))
    return /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[-\s](?:years?|months?|weeks?|days?|hours?|minutes?)\b/i;
  // "How do I contact you?": an address to write to, or a number to call.
  if (/\b(?:contact|reach|get\s+in\s+touch)\b/.test(q))
    return /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d\s().-]{6,}\d/;
  if (/\b(?:how\s+much|price|cost|costs|fee|charge)\b/.test(q))
    return /[$€£¥]\s?\d|\d\s?(?:usd|eur|gbp|dollars?|euros?)\b|\bfree\b/i;
  // A time of day: "what time…", "opening hours", "open / close on Saturday".
  if (
    /\b(?:what\s+time|hours|opening\s+times?)\b/.test(q) ||
    /\bwhen\b.*\b(?:open|opens|close|closes)\b/.test(q) ||
    /\b(?:open|opens|close|closes)\b.*\b(?:today|tomorrow|weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/.test(
      q,
    )
  )
    return /\b\d{1,2}[:.]\d\d\b|\b\d{1,2}\s?(?:am|pm)\b|\bclosed\b/i;
  if (/\b(?:when|what\s+year|which\s+year|year)\b/.test(q)) return /\b(?:1[5-9]\d\d|20\d\d)\b/;
  if (/\bhow\s+many\b/.test(q))
    return /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|hundreds?|thousands?)\b/i;
  if (/\b(?:where|address|located|location)\b/.test(q))
    return /\b(?:[Ii]n|[Aa]t|[Nn]ear)\s+(?:\d+\s+)?\p{Lu}\p{Ll}+|\b(?:[Ss]treet|[Rr]oad|[Ll]ane|[Aa]venue|[Ss]quare)\b/u;
  if (/\bwho\b/.test(q)) return /\b\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;
  return undefined;
}

/** The words that name a kind of fact (as tokenize stems them), which a sentence holding that kind answers. */
const KIND_WORDS: ReadonlySet<string> = new Set(
  tokenize("price prices cost costs email mail address phone telephone number time hours year many long"),
);

/** The words of a text, lower-cased, as a set. */
const wordSet = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** The sentence without the question's own words: the fact asked for must be news ("Acme Kettles" names no founder). */
function beyond(sentence: string, question: string): string {
  const asked = wordSet(question);
  return sentence.replace(/[\p{L}\p{N}]+/gu, (w) => (asked.has(w.toLowerCase()) ? "" : w));
}

/**
 * Answer a question from the pages seen, with the research engine's ranking: BM25 over the pages' passages
 * (rankPassages), then over the sentences of the best passages, preferring one that holds the kind of fact the
 * question asks for (any passage's, when no relevant one has it: "where is it based?" is answered by the address on
 * the contact page). Undefined when no sentence shares a term with the question or holds the kind of fact asked.
 */
export function answerFrom(pages: SeenPage[], question: string): Answer | undefined {
  const kind = expectedKind(question);
  const all = rankPassages(pages, question);
  const ranked = [
    ...all.filter((p) => p.score > 0).slice(0, 6),
    ...(kind ? all.filter((p) => p.score <= 0) : []),
  ];
  if (ranked.length === 0) return undefined;
  const seen = new Set<string>();
  const candidates = ranked.flatMap((p) =>
    sentences(p.text)
      .filter((s) => s.length >= 3 && s.length <= 400 && !seen.has(s) && seen.add(s))
      .map((s) => ({ text: s, url: p.url, title: p.title })),
  );
  // Each sentence is scored with its page's title, as passages are: "Capacity: 1.2 litres" on the Blue teapot's
  // page answers "what is the capacity of the Blue teapot?" better than its other sentences naming the teapot.
  const scores = bm25Scores(
    candidates.map((c) => `${c.title} ${c.text}`),
    question,
  );
  const terms = new Set(tokenize(question));
  const clickable = new Map(pages.map((p) => [p.url, new Set(p.links.map((l) => l.text))]));
  const scored = candidates
    .map((c, i) => {
      const typed = kind ? kind.test(beyond(c.text, question)) : true;
      const have = new Set(tokenize(`${c.title} ${c.text}`));
      // A sentence with the kind of fact asked has what the words naming that kind ask for: "Red kettle £34"
      // covers "its price".
      const covered = (t: string) => have.has(t) || (typed && kind !== undefined && KIND_WORDS.has(t));
      const coverage = terms.size ? [...terms].filter(covered).length / terms.size : 0;
      return { ...c, score: scores[i] ?? 0, coverage, typed };
    })
    // A sentence that only repeats the question's words ("Acme Kettles", the heading) tells nothing, nor does the
    // text of a link or button ("Search", "Opening hours").
    .filter((c) => tokenize(c.text).some((t) => !terms.has(t)) && !clickable.get(c.url)?.has(c.text))
    .filter((c) => c.score > 0 || (c.typed && kind !== undefined));
  // A sentence with the kind of fact asked for beats a better-scoring one without it.
  scored.sort((a, b) => Number(b.typed) - Number(a.typed) || b.score - a.score);
  const best = scored[0];
  if (!best) return undefined;
  const text = wholeTable(pages, best, question) ?? best.text;
  return { text, url: best.url, title: best.title, coverage: best.coverage, typed: best.typed };
}

/**
 * When the answer is a table's row the question does not name ("When are you open?" answered by "Monday: …"), the
 * whole table (its rows around that one) is the answer; undefined when the question names the row.
 */
function wholeTable(
  pages: SeenPage[],
  best: { text: string; url: string },
  question: string,
): string | undefined {
  const label = best.text.match(LABELLED_ROW)?.[1];
  if (!label) return undefined;
  const asked = wordSet(question);
  if ([...wordSet(label)].some((w) => asked.has(w))) return undefined;
  const blocks = pages.find((p) => p.url === best.url)?.blocks ?? [];
  const at = blocks.indexOf(best.text);
  if (at < 0) return undefined;
  let first = at;
  let last = at;
  while (first > 0 && LABELLED_ROW.test(blocks[first - 1]!)) first--;
  while (last + 1 < blocks.length && LABELLED_ROW.test(blocks[last + 1]!)) last++;
  return first === last ? undefined : blocks.slice(first, last + 1).join("\n");
}

/** Whether an answer is good enough to stop looking (else the follower tries one promising link). */
export const convincing = (a: Answer | undefined): a is Answer => a?.typed === true && a.coverage >= 0.5;
