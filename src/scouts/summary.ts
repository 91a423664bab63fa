import type { FindingsDiff } from "./compare";

const QUOTE_MAX = 140;
const PER_KIND = 3;

const quote = (text: string) =>
  `"${text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…` : text}"`;

function listed<T>(items: T[], show: (t: T) => string): string {
  const shown = items.slice(0, PER_KIND).map(show).join("; ");
  return items.length > PER_KIND ? `${shown}; and ${items.length - PER_KIND} more` : shown;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The one-paragraph `summary` of a run that found changes, naming them: changed sentences as before → after,
 * then new and removed ones, at most three of each quoted.
 */
export function summariseChanges(diff: FindingsDiff): string {
  const total = diff.added.length + diff.removed.length + diff.changed.length;
  if (total === 0) return "No changes since the last run.";
  const parts: string[] = [];
  if (diff.changed.length)
    parts.push(`Changed: ${listed(diff.changed, (c) => `${quote(c.before.text)} → ${quote(c.after.text)}`)}`);
  if (diff.added.length) parts.push(`New: ${listed(diff.added, (f) => quote(f.text))}`);
  if (diff.removed.length) parts.push(`Removed: ${listed(diff.removed, (f) => quote(f.text))}`);
  // No closing period: the last part usually ends in a quote that already carries its own.
  return `${plural(total, "change")} since the last run. ${parts.join(". ")}`;
}

/** A markdown "What changed" section put before the report, so a reader of `report_content` sees the diff first. */
export function changesMarkdown(diff: FindingsDiff): string {
  const lines = [
    ...diff.changed.map((c) => `- Changed: ~~${c.before.text}~~ → **${c.after.text}**`),
    ...diff.added.map((f) => `- New: ${f.text}`),
    ...diff.removed.map((f) => `- Removed: ~~${f.text}~~`),
  ];
  return lines.length ? `## What changed\n\n${lines.slice(0, 50).join("\n")}\n\n` : "";
}
