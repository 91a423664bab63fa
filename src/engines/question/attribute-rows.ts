import type { Outcome } from "./answer";
import { columnsNamed } from "./columns-named";
import { type Candidate, has, wordsOf } from "./match";
import type { Question } from "./question";
import { foundFrom } from "./record-fields";
import { holds } from "./values";

// A table comparing places (or plans) column by column, a row for each thing it tells of: "Top speed — Dunwell
// 35 mph, Coldharbour 50 mph". "How fast do the karts go at Coldharbour" names the row by its attribute ("fast" is a
// speed) and the column by its place; the row never says "karts", which the table as a whole is about.

/** Kinds a row named by the attribute answers: measures and the like, whose value's shape checks the cell. */
const MEASURED: ReadonlySet<Question["type"]> = new Set([
  "speed",
  "distance",
  "weight",
  "temperature",
  "duration",
  "time",
  "phone",
  "address",
  "price",
]);

/**
 * The cell of the one row named by the question's attribute, in the one column it names, when that cell holds a
 * value of the kind asked and another row of the same table is about the question's subject. Undefined otherwise.
 */
export function attributeRowAnswer(
  cands: readonly Candidate[],
  scores: readonly number[],
  q: Question,
  min: number,
) {
  if (!MEASURED.has(q.type) || q.attribute.length === 0) return undefined;
  const found: { c: Candidate; said: string }[] = [];
  for (const c of cands) {
    const r = c.record;
    if (r.kind !== "row" || !q.attribute.some((a) => has({ words: wordsOf(r.subject) }, a))) continue;
    const columns = columnsNamed(r, q);
    if (columns.length !== 1 || !holds(q.type, columns[0]!.value)) continue;
    // (The table must be about the question: one of its rows says the whole of it.)
    const about = cands.some(
      (o, i) => o.url === c.url && o.record.section === r.section && scores[i]! >= min,
    );
    if (about) found.push({ c, said: `${r.subject} — ${columns[0]!.name}: ${columns[0]!.value}` });
  }
  return found.length === 1 ? (foundFrom(found[0]!.c, found[0]!.said) satisfies Outcome) : undefined;
}
