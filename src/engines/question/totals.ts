import type { RecordField } from "../page/records";
import type { Outcome } from "./answer";
import { firstOfKind, namedField } from "./extremes";
import { type Candidate, has, wordsOf } from "./match";
import type { Question } from "./question";
import { nameOf } from "./record-fields";
import { amountOf } from "./values";

// "How many cars does Kestrel have altogether": a column added up over a table's rows.

/** Columns counting a thing at each place ("At Harrowby 28, At Colnford 10"): a total adds up every one. */
const PLACE_COLUMN = /^(?:[Aa]t|[Ii]n)\s+\p{Lu}/u;
/** A column counting something other than the thing asked: "Seats 4" says nothing of how many cars there are. */
const OTHER_UNIT = /\b(?:seats?|places?|people|guests|cases|bags|rooms?|beds?|sleeps|capacity|passengers)\b/i;
const countIn = (value: string) => (/^\s*(?:none|nil|-|–|—)\s*$/i.test(value) ? 0 : amountOf(value));

/** The fields of an item a total adds: the one the question names, or its counts at each place, or its first number. */
function addedFields(c: Candidate, q: Question): RecordField[] {
  const named = namedField(c, q);
  if (named) return countIn(named.value) === undefined ? [] : [named];
  const placed = c.record.fields.filter((f) => PLACE_COLUMN.test(f.name) && countIn(f.value) !== undefined);
  if (placed.length > 1) return placed;
  const f = firstOfKind(c, "number");
  if (!f || countIn(f.value) === undefined) return [];
  return OTHER_UNIT.test(f.name) && !(q.target && has({ words: wordsOf(f.name) }, q.target)) ? [] : [f];
}

/** "How many public computers across all branches in total": the column the question names (or each place's), added up. */
export function totalOf(items: Candidate[], q: Question): Outcome | undefined {
  const parts = items.map((c) => ({ c, fs: addedFields(c, q) })).filter((x) => x.fs.length > 0);
  if (parts.length < 2) return undefined;
  const sum = parts.reduce((n, x) => x.fs.reduce((m, f) => m + countIn(f.value)!, n), 0);
  const shown = parts.map((x) => `${nameOf(x.c)} ${x.fs.map((f) => f.value).join(" + ")}`).join(" + ");
  const first = parts[0]!.c;
  return { found: { text: `${sum} (${shown})`, evidence: shown, url: first.url, title: first.title } };
}
