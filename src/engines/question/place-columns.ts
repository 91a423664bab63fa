import { clockSpans } from "./amounts";
import type { Outcome } from "./answer";
import { type Candidate, coversDay, namesDays } from "./match";
import type { Question } from "./question";

// "Which site opens earlier on a weekday?", "which branch closes latest on Saturday?" over an hours table whose
// rows are days and whose columns are places ("Monday — Sudworth 07:30–18:00, Bexford 08:30–18:00"): on each day
// asked, the place whose opening (or closing) time is the extreme; one place that is so on every day asked, or
// no answer.

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
