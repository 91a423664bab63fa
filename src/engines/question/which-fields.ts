import { EMPTY_VALUE } from "../page/records";
import type { Outcome } from "./answer";
import { columnsNamed } from "./columns-named";
import { coverage } from "./coverage";
import { type Candidate, has, wordsOf } from "./match";
import type { Question } from "./question";

// "Which plan includes single sign-on?" over a feature table: the columns of the one row about the thing whose
// cells say yes (lists.ts asks).

/** A cell saying a thing is had: a tick, "Included", "Unlimited", a number. */
export const AFFIRMATIVE = /^(?:yes|✓|✔|included|available|unlimited|all|\d.*)$/i;

/** A cell of a feature table: a tick or a cross, "Included", "Yes", "—". */
const TICK = /^(?:yes|✓|✔|included|not\s+included|available)$/i;
const isMark = (v: string) => EMPTY_VALUE.test(v) || TICK.test(v);

/**
 * For "which plan includes X": the fields of the one record about X whose values say yes. `marksOnly`: only when
 * every value of that record is a tick or a cross (a feature table), so a row of other facts is not read as one.
 */
export function whichFields(cands: Candidate[], q: Question, marksOnly = false): Outcome | undefined {
  const terms = q.terms.filter((t) => t !== q.target);
  const scores = coverage({ ...q, terms }, cands, terms);
  const top = Math.max(0, ...scores);
  const rows = cands.filter((c, i) => scores[i] === top && top >= 0.75 && c.record.kind === "row");
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  if (marksOnly && !row.record.fields.every((f) => isMark(f.value.trim()))) return undefined;
  // The columns are of the kind asked: "which hotel …" is not answered by a holiday's Nights and Places.
  const heads = `${row.record.section} ${row.title} ${row.record.fields.map((f) => f.name).join(" ")}`;
  if (!marksOnly && q.target && !has({ words: wordsOf(heads) }, q.target)) return undefined;
  const yes = row.record.fields.filter(
    (f) => f.name && !EMPTY_VALUE.test(f.value) && AFFIRMATIVE.test(f.value),
  );
  if (yes.length === 0 || yes.length === row.record.fields.length) return undefined;
  const text = `${yes.map((f) => (/^(?:yes|✓|✔|included)$/i.test(f.value) ? f.name : `${f.name} (${f.value})`)).join(", ")}`;
  return { found: { text, evidence: row.record.text, url: row.url, title: row.title } };
}

/**
 * Of records each with a field the question names, the one it asks about: the only one, or any when their cells
 * asked say the same (two "Teen Cooks" rows, "Ages 12 to 16").
 */
export function oneOfNamed(top: Candidate[], q: Question): Candidate | undefined {
  const cells = new Set(
    top.map((c) =>
      columnsNamed(c.record, q)
        .map((f) => f.value)
        .join("; "),
    ),
  );
  return top.length === 1 || (cells.size === 1 && !cells.has("")) ? top[0] : undefined;
}

/**
 * "Which routes …", where a table's rows are routes (its "Route" column), is answered by a record of a route, not
 * another thing's ("Kelford Basin — Weekend breaks start Friday").
 */
export function ofThingAsked(cands: Candidate[], q: Question): (c: Candidate) => boolean {
  const target = q.target;
  const kind = (c: Candidate) => c.record.of !== undefined && has({ words: wordsOf(c.record.of) }, target!);
  if (!/^which\b/i.test(q.asked) || !target || !cands.some(kind)) return () => true;
  return (c) => has(c, target);
}
