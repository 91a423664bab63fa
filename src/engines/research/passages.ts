import { bm25Scores } from "./bm25";

/** A piece of one page's text, scored against the query. */
export interface Passage {
  url: string;
  title: string;
  text: string;
  score: number;
}

const MIN_WORDS = 40;
const MAX_WORDS = 160;
/** A passage never exceeds this, whatever its words: text without spaces or stops (CJK, minified) included. */
const MAX_CHARS = 1_200;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * Sentences of a text: split at line ends (a heading, a list item or a table cell is a line of its own, never the
 * start of the next sentence), after . ! ? followed by a space and a capital, digit or quote, and after the
 * full-width 。！？ (CJK text puts no space after them).
 */
export function sentences(text: string): string[] {
  return text
    .split(/\s*\n\s*|(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“(])|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A piece cut to at most MAX_CHARS, at spaces where there are any. */
function chop(piece: string): string[] {
  if (piece.length <= MAX_CHARS) return [piece];
  const out: string[] = [];
  let rest = piece;
  while (rest.length > MAX_CHARS) {
    const space = rest.lastIndexOf(" ", MAX_CHARS);
    const cut = space > MAX_CHARS / 2 ? space : MAX_CHARS;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * Cut a page's blocks into passages of roughly MIN_WORDS..MAX_WORDS words: short blocks (headings, list items) are
 * joined with what follows, on lines of their own (a passage keeps the page's line ends: "About us\nAcme was
 * founded…", never "About us Acme was founded…"), long ones split at sentence ends. Passages are what BM25 ranks and the report cites,
 * so they must be small enough to be specific and large enough to carry a fact with its context.
 */
export function splitPassages(blocks: string[]): string[] {
  const out: string[] = [];
  let current = "";
  let count = 0;
  let chars = 0;
  const flush = () => {
    if (current) out.push(current);
    current = "";
    count = 0;
    chars = 0;
  };
  for (const block of blocks) {
    const pieces = (
      words(block) > MAX_WORDS || block.length > MAX_CHARS ? sentences(block) : [block]
    ).flatMap(chop);
    // Pieces of one block (its sentences) run on with a space; a new block starts a new line.
    let first = true;
    for (const piece of pieces) {
      const n = words(piece);
      if (count > 0 && (count + n > MAX_WORDS || chars + piece.length > MAX_CHARS)) flush();
      current = current ? `${current}${first ? "\n" : " "}${piece}` : piece;
      first = false;
      count += n;
      chars += piece.length + 1;
      if (count >= MIN_WORDS) flush();
    }
  }
  flush();
  return out;
}

/**
 * Rank every passage of every page against the query with BM25 (one corpus, so term rarity is judged across all
 * sources) and return them best first, identical texts kept once.
 */
export function rankPassages(
  pages: { url: string; title: string; blocks: string[] }[],
  query: string,
): Passage[] {
  const seen = new Set<string>();
  const all: Omit<Passage, "score">[] = [];
  for (const page of pages) {
    for (const text of splitPassages(page.blocks)) {
      if (seen.has(text)) continue;
      seen.add(text);
      all.push({ url: page.url, title: page.title, text });
    }
  }
  // The title is scored with the passage: "It was built in 1874" belongs to the page about the lighthouse.
  const scores = bm25Scores(
    all.map((p) => `${p.title} ${p.text}`),
    query,
  );
  return all
    .map((p, i) => ({ ...p, score: Math.round((scores[i] ?? 0) * 1000) / 1000 }))
    .sort((a, b) => b.score - a.score);
}

/**
 * Choose the passages the report is written from: the best `limit` that share a term with the query, at most
 * `perPage` from one page so one long page cannot crowd out the others. When nothing matches, each page's opening
 * passage stands in, so a report about the given URLs is still possible.
 */
export function selectPassages(ranked: Passage[], limit: number, perPage = 4): Passage[] {
  const chosen: Passage[] = [];
  const fromPage = new Map<string, number>();
  for (const p of ranked) {
    if (p.score <= 0 || chosen.length >= limit) break;
    const n = fromPage.get(p.url) ?? 0;
    if (n >= perPage) continue;
    fromPage.set(p.url, n + 1);
    chosen.push(p);
  }
  if (chosen.length > 0) return chosen;
  const firstOfPage = new Map<string, Passage>();
  for (const p of ranked) if (!firstOfPage.has(p.url)) firstOfPage.set(p.url, p);
  return [...firstOfPage.values()].slice(0, limit);
}
