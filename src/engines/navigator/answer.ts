import { bm25Scores, tokenize } from "../research/bm25";
import { rankPassages, sentences } from "../research/passages";

/** A page the follower has seen: its text as lines (blocks) and the links and buttons on it. */
export interface SeenPage {
  url: string;
  title: string;
  blocks: string[];
  /** Links and buttons, marked `chrome` in navigation, header and footer, with the heading they follow. */
  links: { text: string; href: string; chrome?: boolean; section?: string }[];
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
const WISH = String.raw`(?:i(?:'d| would)\s+like\s+to\s+know|i\s+(?:want|need)\s+to\s+know|(?:can|could)\s+you\s+tell\s+me|i\s+wonder|let\s+me\s+know)`;
const QUESTION_START = new RegExp(
  String.raw`^(?:${WISH}|read|tell(?:\s+me)?|give\s+me|report|return|extract|note|find\s+out|look\s+up|get\s+(?:me\s+)?the|check|what|what's|how|who|whom|whose|when|which|where|why|is|are|does|do|did|can|was|were)\b`,
  "i",
);

/** Whether a clause asks for information (a question, or "read / tell me / find out …"). */
export function isQuestion(clause: string): boolean {
  const s = clause.trim();
  return s.endsWith("?") || QUESTION_START.test(s);
}

/** The question itself, without "tell me", "read", "find out" and the like in front. */
export function questionText(clause: string): string {
  return clause
    .trim()
    .replace(/^(?:(?:please|and|then|also)\s+)*/i, "")
    .replace(new RegExp(String.raw`^${WISH}\s+`, "i"), "")
    .replace(
      /^(?:read|tell\s+me|give\s+me|report|return|extract|note|find\s+out|look\s+up|get\s+me|get|check)\s+/i,
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
  if (/\b(?:how\s+much|price|cost|costs|fee|charge)\b/.test(q))
    return /[$€£¥]\s?\d|\d\s?(?:usd|eur|gbp|dollars?|euros?)\b|\bfree\b/i;
  // A time of day: "what time…", "opening hours", "open / close on Saturday".
  if (
    /\b(?:what\s+time|hours|opening\s+times?)\b/.test(q) ||
    /\b(?:open|opens|close|closes)\b.*\b(?:today|tomorrow|weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/.test(
      q,
    )
  )
    return /\b\d{1,2}[:.]\d\d\b|\b\d{1,2}\s?(?:am|pm)\b|\bclosed\b/i;
  if (/\b(?:when|what\s+year|which\s+year|year)\b/.test(q)) return /\b(?:1[5-9]\d\d|20\d\d)\b/;
  if (/\bhow\s+many\b/.test(q))
    return /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|hundreds?|thousands?)\b/i;
  if (/\bwhere\b/.test(q))
    return /\b(?:[Ii]n|[Aa]t|[Nn]ear)\s+(?:\d+\s+)?\p{Lu}\p{Ll}+|\b(?:[Ss]treet|[Rr]oad|[Ll]ane|[Aa]venue|[Ss]quare)\b/u;
  if (/\bwho\b/.test(q)) return /\b\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u;
  return undefined;
}

/** The sentence without the question's own words: the fact asked for must be news ("Acme Kettles" names no founder). */
function beyond(sentence: string, question: string): string {
  const asked = new Set(question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
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
  const scored = candidates
    .map((c, i) => {
      const have = new Set(tokenize(`${c.title} ${c.text}`));
      const coverage = terms.size ? [...terms].filter((t) => have.has(t)).length / terms.size : 0;
      return {
        ...c,
        score: scores[i] ?? 0,
        coverage,
        typed: kind ? kind.test(beyond(c.text, question)) : true,
      };
    })
    // A sentence that only repeats the question's words ("Acme Kettles", the heading) tells nothing.
    .filter((c) => tokenize(c.text).some((t) => !terms.has(t)))
    .filter((c) => c.score > 0 || (c.typed && kind !== undefined));
  // A sentence with the kind of fact asked for beats a better-scoring one without it.
  scored.sort((a, b) => Number(b.typed) - Number(a.typed) || b.score - a.score);
  const best = scored[0];
  return (
    best && { text: best.text, url: best.url, title: best.title, coverage: best.coverage, typed: best.typed }
  );
}

/** Whether an answer is good enough to stop looking (else the follower tries one promising link). */
export const convincing = (a: Answer | undefined): a is Answer => a?.typed === true && a.coverage >= 0.5;
