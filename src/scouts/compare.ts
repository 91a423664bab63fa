import type { PageRecord, RecordField } from "../engines/page/records";

/** One normalised fact a scout run found: `key` is what runs are compared on, `text` what a person reads. */
export interface Finding {
  key: string;
  text: string;
  url: string;
  /** A run of short fragments read together ("Basic · $10"): see normaliseFindings. */
  glued?: true;
  /**
   * A record's identity (its page, section and subject: a table row, a card, a "Label: value" line), by which a
   * run's record is paired with the last run's even when all its values changed; with its subject and fields.
   */
  id?: string;
  subject?: string;
  fields?: RecordField[];
}

/**
 * How findings are made, stored with each completed update. 1: short fragments were dropped. 2: runs of them are
 * glued into one finding, so a price or count in a block of its own (a plan card, a table cell) is seen. 3: a
 * page's records (src/engines/page/records.ts) are its findings: a table row, a card, a pair, a paragraph.
 */
export const FINDINGS_VERSION = 3;

/**
 * What changed from one update's findings to another's, both without what the scout ignores and made alike: when
 * either side was made before version 2, neither keeps its glued findings, so the first run after an upgrade does
 * not report every glued finding as new. Findings of version 3 are records and those before are not: across that
 * line nothing is compared (no change), and the run after compares records with records.
 */
export function diffUpdates(
  before: { findings: Finding[]; version: number },
  after: { findings: Finding[]; version: number },
  ignore: readonly string[],
): FindingsDiff {
  if (before.version >= 3 !== after.version >= 3) return { added: [], removed: [], changed: [] };
  const keep = before.version >= 2 && after.version >= 2 ? () => true : (f: Finding) => !f.glued;
  const side = (f: Finding[]) => withoutIgnored(f.filter(keep), ignore);
  return diffFindings(side(before.findings), side(after.findings));
}

/** What changed between two runs. A `changed` pair is a removed and an added finding that say nearly the same. */
export interface FindingsDiff {
  added: Finding[];
  removed: Finding[];
  changed: { before: Finding; after: Finding }[];
}

const MAX_FINDINGS = 500;
const MAX_TEXT = 500;
/** Fragments glued into one finding at most: a long run of labels is cut into several. */
const MAX_GLUED = 8;

/** A sentence that stands as a finding alone: at least two words and eight characters. */
const standsAlone = (key: string) => key.length >= 8 && key.includes(" ");

/** Lower case, NFKC, no citation markers, quotes or markup, single spaces: wording alone decides equality. */
export function findingKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\[\d+(?:\s*,\s*\d+)*\]/g, " ")
    .replace(/[*_`#>|~]+/g, " ")
    .replace(/[“”„"‘’']/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[\s\-–—•:;,.]+|[\s\-–—•:;,.!?]+$/g, "");
}

function sentences(text: string): string[] {
  return text
    .split(/\r?\n+|(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim())
    .filter(Boolean);
}

/**
 * The facts a scout run saw, as sentences: of every page read, whole (a scout watches pages, not the few passages
 * that best match its query's words, so a change anywhere on a page counts), else of the passages, else of the
 * report's markdown. Sentences rather than blocks, so that a change in one sentence does not make its whole
 * paragraph new; duplicates are dropped and the list is capped (evenly across pages), so storage stays small.
 */
export function normaliseFindings(report: {
  markdown: string;
  passages: { url: string; text: string }[];
  pages?: { url: string; blocks: string[]; records?: PageRecord[] }[];
  /** Pages that should have been read but were not: they keep their share of the cap (see carryOver). */
  unreadDirect?: string[];
}): Finding[] {
  if (report.pages?.length && report.pages.every((p) => p.records))
    return recordFindings(
      report.pages as { url: string; records: PageRecord[] }[],
      report.unreadDirect?.length ?? 0,
    );
  const sources = report.pages?.length
    ? report.pages.map((p) => ({ url: p.url, text: p.blocks.join("\n") }))
    : report.passages.length
      ? report.passages.map((p) => ({ url: p.url, text: p.text }))
      : [{ url: "", text: report.markdown.replace(/^#+ .*$/gm, "").replace(/\[(\d+)\]\([^)]*\)/g, "[$1]") }];
  // Each page's share does not grow when another page could not be read this time, or the next run would see
  // sentences appear (and later vanish) that were there all along.
  const perSource = Math.max(
    1,
    Math.floor(MAX_FINDINGS / (sources.length + (report.unreadDirect?.length ?? 0))),
  );
  const seen = new Set<string>();
  const seenGlued = new Set<string>();
  const out: Finding[] = [];
  for (const src of sources) {
    // Sentences and glued runs have a share each: the sentences kept are exactly those version 1 kept, so an
    // update made before compares with this one (without the glued findings) and finds no change by itself.
    let alone = 0;
    let glued = 0;
    const add = (f: Finding) => {
      const keys = f.glued ? seenGlued : seen;
      if (keys.has(f.key)) return;
      keys.add(f.key);
      out.push(f);
      if (f.glued) glued++;
      else alone++;
    };
    // Short fragments (a heading "Basic", a price "$10", "5 users") are read with their neighbours, as a person
    // reads a plan card or a table row: "Basic · $10". Such a run counts when it holds a number (a price, a count,
    // a date); labels and buttons alone ("Pricing", "Sign up") are layout, not facts worth reporting.
    let run: string[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const key = run.map(findingKey).join(" ");
      const text = run.join(" · ");
      run = [];
      if (glued < perSource && /\d/.test(key))
        add({ key, text: text.slice(0, MAX_TEXT), url: src.url, glued: true });
    };
    for (const s of sentences(src.text)) {
      if (alone >= perSource) break;
      const key = findingKey(s);
      if (!key) continue;
      if (!standsAlone(key)) {
        run.push(s);
        if (run.length >= MAX_GLUED) flush();
        continue;
      }
      flush();
      add({ key, text: s.slice(0, MAX_TEXT), url: src.url });
    }
    flush();
  }
  return out;
}

/**
 * A page's records as findings, each once and capped evenly across pages (as sentences are): a record that has a
 * subject (a row, a card, a pair) is known by its page, section and subject, so "Pro" is the same record whatever
 * its price says. Headings are not findings: they change only with what is under them.
 */
function recordFindings(pages: { url: string; records: PageRecord[] }[], unread: number): Finding[] {
  const perPage = Math.max(1, Math.floor(MAX_FINDINGS / (pages.length + unread)));
  const out: Finding[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    let n = 0;
    for (const r of page.records) {
      if (n >= perPage) break;
      const key = findingKey(r.text);
      if (r.kind === "heading" || !key || seen.has(key)) continue;
      seen.add(key);
      n++;
      const identity =
        r.subject && r.kind !== "item" ? findingKey(`${page.url} ${r.section} ${r.subject}`) : "";
      out.push({
        key,
        text: r.text.slice(0, MAX_TEXT),
        url: page.url,
        ...(identity ? { id: identity, subject: r.subject, fields: r.fields } : {}),
      });
    }
  }
  return out;
}

/**
 * Leave out the findings that contain any of the scout's `ignore` texts, compared as findings are (case, spacing,
 * quotes and markup ignored). Plain substrings, not patterns: nothing a user writes can make a run slow.
 */
export function withoutIgnored(findings: Finding[], ignore: readonly string[]): Finding[] {
  const needles = ignore.map(findingKey).filter(Boolean);
  if (needles.length === 0) return findings;
  return findings.filter((f) => !needles.some((n) => f.key.includes(n)));
}

/**
 * This run's findings, with the previous run's findings of pages it could not read (`unread`) carried over, so a
 * page that fails once is neither reported as emptied now nor as all new on the next run.
 */
export function carryOver(previous: Finding[], next: Finding[], unread: readonly string[]): Finding[] {
  if (unread.length === 0) return next;
  const have = new Set(next.map((f) => f.key));
  const kept = previous.filter((f) => unread.includes(f.url) && !have.has(f.key));
  // Sentences and glued runs each have MAX_FINDINGS shared between pages.
  return [...next, ...kept].slice(0, 2 * MAX_FINDINGS);
}

function words(key: string): Set<string> {
  return new Set(key.split(" ").filter(Boolean));
}

/** `of(f)` computed once per finding. */
function perFinding<T>(of: (f: Finding) => T): (f: Finding) => T {
  const known = new Map<Finding, T>();
  return (f) => {
    if (!known.has(f)) known.set(f, of(f));
    return known.get(f) as T;
  };
}

/** The key with every number as `#`: two findings alike but for their numbers (a price, a count) share it. */
const skeleton = (key: string) => key.replace(/\d+(?:[.,]\d+)*/g, "#");

/** Word-set overlap (Jaccard); a reworded or re-priced sentence keeps most of its words. */
function similarity(wa: Set<string>, wb: Set<string>): number {
  let both = 0;
  for (const w of wa) if (wb.has(w)) both++;
  return both / (wa.size + wb.size - both || 1);
}

/** Compare the findings of two runs by key; pairs of removed/added sentences that mostly agree become `changed`. */
export function diffFindings(previous: Finding[], next: Finding[]): FindingsDiff {
  const before = new Set(previous.map((f) => f.key));
  const after = new Set(next.map((f) => f.key));
  let added = next.filter((f) => !before.has(f.key));
  let removed = previous.filter((f) => !after.has(f.key));
  const changed: FindingsDiff["changed"] = [];
  // The same record (a row, a card) with other values is a change of those values, whatever else differs.
  for (const r of removed) {
    const a = r.id ? added.find((x) => x.id === r.id) : undefined;
    if (!a) continue;
    changed.push({ before: r, after: a });
    added = added.filter((x) => x !== a);
  }
  removed = removed.filter((r) => !changed.some((c) => c.before === r));
  // Each sentence's words and skeleton once, not once per pair (500 × 500 pairs rebuilt them for a second).
  const wordSet = perFinding((f) => words(f.key));
  const skeletonOf = perFinding((f) => skeleton(f.key));
  for (const r of removed) {
    let best: Finding | undefined;
    let bestScore = 0.5;
    for (const a of added) {
      // The same words around other numbers is a change of those numbers, however short the finding.
      const score = skeletonOf(r) === skeletonOf(a) ? 1 : similarity(wordSet(r), wordSet(a));
      if (score >= bestScore) [best, bestScore] = [a, score];
    }
    if (best) {
      changed.push({ before: r, after: best });
      added = added.filter((a) => a !== best);
    }
  }
  const paired = new Set(changed.map((c) => c.before));
  removed = removed.filter((r) => !paired.has(r));
  return { added, removed, changed };
}

export const hasChanges = (d: FindingsDiff) => d.added.length + d.removed.length + d.changed.length > 0;
