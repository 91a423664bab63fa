import type { Outcome } from "./answer";
import { coversDay, namesDays } from "./days-covered";
import type { Candidate } from "./match";
import type { Question } from "./question";
import { clockSpans } from "./ranges-stated";

// "Which site opens earlier on a weekday?", "which branch closes latest on Saturday?" over an hours table whose
// rows are days and whose columns are places ("Monday — Sudworth 07:30–18:00, Bexford 08:30–18:00"): on each day
// asked, the place whose opening (or closing) time is the extreme; one place that is so on every day asked, or
// no answer. And "which track has the fastest karts" over places compared side by side: the place whose cell of
// the row naming the measure ("Top speed") is the extreme.

/** "Closes latest", "open until latest", "open late": the closing time is compared; "opens earlier" the opening. */
const CLOSING = /\b(?:close|closes|closing|shut|shuts)\b|\bopen\s+(?:latest|later|late|until|till)\b/i;
const OPENING = /\b(?:opens?|opening)\b/i;

export function placeColumnExtreme(cands: Candidate[], q: Question): Outcome | undefined {
  if (q.extreme?.by !== "time" || q.days.length === 0) return undefined;
  const closing = CLOSING.test(q.asked);
  if (!closing && !OPENING.test(q.asked)) return undefined;
  const rows = q.days.map((d) =>
    cands.find(
      (c) => c.record.kind === "row" && namesDays(c.record.subject) && coversDay(c.record.subject, d),
    ),
  );
  if (rows.some((c) => c === undefined)) return undefined;
  const days = [...new Set(rows as Candidate[])];
  const winners = days.map((c) => {
    const timed = c.record.fields.flatMap((f) => {
      // A cell giving one span of the day ("07:30–18:00"): its opening or its closing time.
      const spans = f.name ? clockSpans(f.value) : [];
      return spans.length === 1 ? [{ f, v: spans[0]![closing ? 1 : 0] }] : [];
    });
    if (timed.length < 2) return undefined;
    timed.sort((a, b) => (q.extreme!.highest ? b.v - a.v : a.v - b.v));
    return timed[0]!.v === timed[1]!.v ? undefined : timed[0]!.f;
  });
  const name = winners[0]?.name;
  if (!name || winners.some((f) => f?.name !== name)) return undefined;
  const text = `${name} — ${days.map((c, i) => `${c.record.subject} ${winners[i]!.value}`).join(", ")}`;
  const first = days[0]!;
  const evidence = days.map((c) => c.record.text).join("\n");
  return { found: { text, evidence, url: first.url, title: first.title } };
}

/** What a superlative compares, as a table's row names it: "fastest" a "Top speed", "longest" a "Length". */
const MEASURE_OF: [RegExp, RegExp][] = [
  [/\b(?:fastest|quickest|slowest)\b/, /\bspeed\b/i],
  [/\b(?:longest|shortest)\b/, /\blength\b|\blong\b/i],
  [/\b(?:tallest|highest)\b/, /\bheight\b|\bhigh\b|\btall\b/i],
  [/\b(?:heaviest|lightest)\b/, /\bweight\b/i],
  [/\bdeepest\b/, /\bdepth\b|\bdeep\b/i],
];
/** A cell's measure: its first number ("1,150 m", "50 mph"). */
const MEASURE = /(\d[\d,]*(?:\.\d+)?)\s*([\p{L}]+)?/u;

/**
 * "Which track has the fastest karts, and how fast" of the tracks compared side by side ("Top speed — Dunwell 35
 * mph, Coldharbour 50 mph"): the column whose cell of the row naming what the superlative compares is the extreme,
 * with its value ("Coldharbour — Top speed 50 mph"). Undefined unless one such row gives two measures or more, in
 * one unit, and one extreme.
 */
export function measureColumnExtreme(cands: Candidate[], q: Question): Outcome | undefined {
  if (!q.extreme) return undefined;
  const measure = MEASURE_OF.find(([asked]) => asked.test(q.asked.toLowerCase()))?.[1];
  if (!measure) return undefined;
  const rows = cands.flatMap((c) => {
    if (c.record.kind !== "row" || !measure.test(c.record.subject)) return [];
    const cells = c.record.fields.flatMap((f) => {
      const m = f.name ? f.value.match(MEASURE) : null;
      return m ? [{ f, v: Number(m[1]!.replace(/,/g, "")), unit: m[2]?.toLowerCase() ?? "" }] : [];
    });
    return cells.length >= 2 && new Set(cells.map((x) => x.unit)).size === 1 ? [{ c, cells }] : [];
  });
  if (rows.length !== 1) return undefined;
  const { c, cells } = rows[0]!;
  const sorted = [...cells].sort((a, b) => (q.extreme!.highest ? b.v - a.v : a.v - b.v));
  if (sorted[0]!.v === sorted[1]!.v) return undefined;
  const { f } = sorted[0]!;
  return {
    found: {
      text: `${f.name} — ${c.record.subject} ${f.value}`,
      evidence: c.record.text,
      url: c.url,
      title: c.title,
    },
  };
}
