import type { Outcome } from "./answer";
import { partOfDayIn } from "./attributes";
import { coversDays, namesDays } from "./days-covered";
import { type Candidate, has, isGeneric } from "./match";
import type { Question } from "./question";
import { evidenceOf, foundFrom } from "./record-fields";

// "Can you come out in the evening at the weekend?" of a call-out table's "Evening — When Monday to Friday, 18:00 to
// 21:00, On top of the treatment £35": the row headed by the part of the day asked names the days it is had on, and
// so says whether the days asked are among them (yes-no.ts asks, before the records' own words).

/** A day word of the question's terms, which the row's days stand for. */
const DAY_WORD = /^(?:weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)$/;

/** Yes or no from the one row headed by the part of day asked that names days; undefined unless there is one. */
export function partOfDayDays(cands: Candidate[], q: Question): Outcome | undefined {
  const part = partOfDayIn(q.asked.toLowerCase());
  if (!part || q.days.length === 0) return undefined;
  const headed = new RegExp(`^(?:an?\\s+|the\\s+)?${part}s?\\b`, "i");
  const rows = cands.filter(
    (c) =>
      c.record.kind === "row" &&
      headed.test(c.record.subject.trim()) &&
      namesDays(c.record.text) &&
      q.terms.every((t) => DAY_WORD.test(t) || isGeneric(t) || has(c, t)),
  );
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  const yes = coversDays(row.record.text, q.days);
  return foundFrom(row, `${yes ? "Yes" : "No"} — ${evidenceOf(row.record)}`);
}
