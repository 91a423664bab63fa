import type { Outcome } from "./answer";
import { columnsNamed } from "./columns-named";
import { DAYS } from "./days-asked";
import { type Candidate, has, wordsOf } from "./match";
import type { Question } from "./question";
import { foundFrom } from "./record-fields";
import { holds } from "./values";

// "Which days is Coldharbour open at the moment" (or "what days are lessons on at dunmere" of a table headed "Lesson
// times") of a week's hours, a row a day ("Friday — Dunwell 12:00 to 23:00,
// Coldharbour, April to October 10:00 to 20:00, Coldharbour, November to March 10:00 to 16:00"): the days whose
// cell in the column the question names (this season's, of a place's two) gives hours, not "Closed" (answer.ts
// asks).

/** Whether a row is headed by one day of the week ("Friday", "Fridays"). */
const dayHeaded = (c: Candidate) => DAYS.includes(c.record.subject.trim().toLowerCase().replace(/s$/, ""));

/**
 * The days open, from the one week's table whose rows all name one column of the question (and whose heading says
 * the rest of it, unless "open" is asked); else undefined.
 */
export function daysOpenAnswer(cands: Candidate[], q: Question): Outcome | undefined {
  if (q.target !== "day") return undefined;
  const asksOpen = /\bopen\b/i.test(q.asked);
  const tables = new Map<string, Candidate[]>();
  for (const c of cands) {
    if (c.record.kind !== "row" || !dayHeaded(c)) continue;
    const key = `${c.url} ${c.record.section}`;
    tables.set(key, [...(tables.get(key) ?? []), c]);
  }
  const answers = [...tables.values()].flatMap((rows) => {
    if (rows.length < 5) return [];
    const cells = rows.map((c) => columnsNamed(c.record, q));
    const name = cells[0]?.[0]?.name;
    if (!name || cells.some((f) => f.length !== 1 || f[0]!.name !== name)) return [];
    // ("What days are lessons on at dunmere": of a table headed "Lesson times", what it times is asked.)
    // (Nor need it say the site's own name: "otterbrook lessons at halsey".)
    const heading = { words: wordsOf(`${rows[0]!.record.section} ${name} ${rows[0]!.site ?? ""}`) };
    if (!asksOpen && !q.terms.every((t) => has(heading, t))) return [];
    const open = rows.filter(
      (_, i) => holds("time", cells[i]![0]!.value) && !/\bclosed\b/i.test(cells[i]![0]!.value),
    );
    return open.length > 0 && open.length < rows.length ? [{ open, name }] : [];
  });
  if (answers.length !== 1) return undefined;
  const { open, name } = answers[0]!;
  return foundFrom(open[0]!, `${open.map((c) => c.record.subject.trim()).join(", ")} (${name})`);
}
