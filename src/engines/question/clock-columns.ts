import type { Outcome } from "./answer";
import { coversDays } from "./days-covered";
import type { Candidate } from "./match";
import type { Question } from "./question";
import { foundFrom } from "./record-fields";
import { minutesOf } from "./values";

// A timetable whose columns are times of day ("Saturday — 11:00 Little Stargazers, 12:30 Tonight's Sky, …"), asked
// what is on at a time: the cell of the day's row under that time (answer.ts asks first).

/** "at half 3", "at 3:30", "at 2pm": the time of day a question asks about, said after "at". */
const AT_TIME =
  /\bat\s+(?:half\s+(\d{1,2})\b|(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\b(?![:.]?\d|\s*(?:%|years?)))/i;

/** The times a question may mean, in minutes after midnight: "half 3" and a bare "3" either half of the day's. */
function timeAsked(asked: string): number[] {
  const m = asked.match(AT_TIME);
  if (!m) return [];
  const h = Number(m[1] ?? m[2]);
  const min = m[1] ? 30 : Number(m[3] ?? 0);
  if (m[4]) return [minutesOf(`${h}:${String(min).padStart(2, "0")}${m[4]}`) ?? -1];
  // Said without am or pm: as written, or twelve hours on ("at half 3" among 11:00 … 15:30 is 15:30).
  return h < 12 ? [h * 60 + min, (h + 12) * 60 + min] : [h * 60 + min];
}

/** The times of day a question asks what is on at; none of a yes or no, or a price (amounts.ts reads those). */
const timesOn = (q: Question) => (q.type === "yesno" || q.type === "price" ? [] : timeAsked(q.asked));

/** Whether a question asks what is on at a time of day: "which show is on at half 3 on a saturday". */
export const asksAtTime = (q: Question) => timesOn(q).length > 0;

/** A column named by a time of day alone: "11:00", "15:30". */
const CLOCK_COLUMN = /^\s*\d{1,2}[:.]\d{2}\s*$/;

/**
 * "Which show is on at half 3 on a saturday" of a timetable's rows by day with a column for each start: the cell of
 * the one row for the day asked (or the one row) under the time asked. Undefined when the question gives no time,
 * no table has such columns, or not exactly one row and one column fit.
 */
export function clockCell(cands: Candidate[], q: Question): Outcome | undefined {
  const times = timesOn(q);
  if (times.length === 0) return undefined;
  const timed = cands.filter(
    (c) => c.record.kind === "row" && c.record.fields.filter((f) => CLOCK_COLUMN.test(f.name)).length > 1,
  );
  const rows = q.days.length > 0 ? timed.filter((c) => coversDays(c.record.subject, q.days)) : timed;
  // ("Saturday" over "Every day in the school holidays", which takes Saturday in too.)
  const named = rows.filter((c) =>
    q.days.every((d) => new RegExp(`\\b${d.slice(0, 3)}`, "i").test(c.record.subject)),
  );
  const row = rows.length === 1 ? rows[0] : named.length === 1 ? named[0] : undefined;
  if (!row) return undefined;
  const cells = row.record.fields.filter(
    (f) => CLOCK_COLUMN.test(f.name) && times.includes(minutesOf(f.name) ?? -1),
  );
  if (cells.length !== 1) return undefined;
  return foundFrom(row, `${row.record.subject}, ${cells[0]!.name}: ${cells[0]!.value}`);
}
