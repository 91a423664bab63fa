import type { Finding, FindingsDiff } from "./compare";

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
 * A changed record as a person says it: its subject, then only the values that changed, before → after ("Pro:
 * $29/month → $35/month", "Saturday: Closes 16:00 → Closes 14:00"); a change of anything else quoted whole.
 */
export function changeText(c: { before: Finding; after: Finding }, quoted = quote): string {
  const { before, after } = c;
  if (!before.fields || !after.fields || before.subject !== after.subject || !before.subject)
    return `${quoted(before.text)} → ${quoted(after.text)}`;
  // Fields by name, unnamed ones (a card's lines) by position.
  const keyed = (fields: { name: string; value: string }[]) =>
    new Map(fields.map((f, i) => [f.name || `#${i}`, f.value] as const));
  const was = keyed(before.fields);
  const now = keyed(after.fields);
  const differ = [...new Set([...was.keys(), ...now.keys()])].filter((k) => was.get(k) !== now.get(k));
  const many = Math.max(was.size, now.size) > 1;
  const side = (values: Map<string, string>) =>
    differ.map((k) => `${many && !k.startsWith("#") ? `${k} ` : ""}${values.get(k) ?? "—"}`).join(", ");
  return `${before.subject}: ${side(was)} → ${side(now)}`;
}

/**
 * The one-paragraph `summary` of a run that found changes, naming them: changed sentences as before → after,
 * then new and removed ones, at most three of each quoted.
 */
export function summariseChanges(diff: FindingsDiff): string {
  const total = diff.added.length + diff.removed.length + diff.changed.length;
  if (total === 0) return "No changes since the last run.";
  const parts: string[] = [];
  if (diff.changed.length) parts.push(`Changed: ${listed(diff.changed, (c) => changeText(c))}`);
  if (diff.added.length) parts.push(`New: ${listed(diff.added, (f) => quote(f.text))}`);
  if (diff.removed.length) parts.push(`Removed: ${listed(diff.removed, (f) => quote(f.text))}`);
  // No closing period: the last part usually ends in a quote that already carries its own.
  return `${plural(total, "change")} since the last run. ${parts.join(". ")}`;
}

/** A markdown "What changed" section put before the report, so a reader of `report_content` sees the diff first. */
export function changesMarkdown(diff: FindingsDiff): string {
  const lines = [
    ...diff.changed.map((c) => `- Changed: ${changeText(c, (t) => `**${t}**`)}`),
    ...diff.added.map((f) => `- New: ${f.text}`),
    ...diff.removed.map((f) => `- Removed: ~~${f.text}~~`),
  ];
  return lines.length ? `## What changed\n\n${lines.slice(0, 50).join("\n")}\n\n` : "";
}
