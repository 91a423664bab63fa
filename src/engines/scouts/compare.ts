/** One normalised fact a scout run found: `key` is what runs are compared on, `text` what a person reads. */
export interface Finding {
  key: string;
  text: string;
  url: string;
}

/** What changed between two runs. A `changed` pair is a removed and an added finding that say nearly the same. */
export interface FindingsDiff {
  added: Finding[];
  removed: Finding[];
  changed: { before: Finding; after: Finding }[];
}

const MAX_FINDINGS = 500;
const MAX_TEXT = 500;

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
 * The facts of a research report, as sentences of the passages read (the report's markdown when there are
 * none). Sentences rather than passages, so that a change in one sentence does not make its whole passage new;
 * duplicates are dropped and the list is capped, so storage stays small.
 */
export function normaliseFindings(report: {
  markdown: string;
  passages: { url: string; text: string }[];
}): Finding[] {
  const sources = report.passages.length
    ? report.passages.map((p) => ({ url: p.url, text: p.text }))
    : [{ url: "", text: report.markdown.replace(/^#+ .*$/gm, "").replace(/\[(\d+)\]\([^)]*\)/g, "[$1]") }];
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const src of sources) {
    for (const s of sentences(src.text)) {
      const key = findingKey(s);
      // A fragment of one or two short words is layout (a label, a button), not a fact worth reporting.
      if (key.length < 8 || !key.includes(" ") || seen.has(key)) continue;
      seen.add(key);
      out.push({ key, text: s.slice(0, MAX_TEXT), url: src.url });
      if (out.length >= MAX_FINDINGS) return out;
    }
  }
  return out;
}

function words(key: string): Set<string> {
  return new Set(key.split(" ").filter(Boolean));
}

/** Word-set overlap (Jaccard); a reworded or re-priced sentence keeps most of its words. */
function similarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
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
  for (const r of removed) {
    let best: Finding | undefined;
    let bestScore = 0.5;
    for (const a of added) {
      const score = similarity(r.key, a.key);
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
