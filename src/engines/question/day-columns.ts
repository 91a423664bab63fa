import { partOfDayIn } from "./attributes";
import { coversDays, namesDays } from "./days-covered";
import { type Candidate, wordsOf } from "./match";
import type { Question } from "./question";
import { priceColumns } from "./record-fields";
import { minutesOf } from "./values";

// "An adult swim at the weekend", "a pensioner on a weekday morning": a price table's columns are often named for
// times of the week ("Peak", "Off-peak") that a sentence of the page defines ("Peak is weekdays from 16:00 and all
// day at weekends; off-peak is weekdays before 16:00"). The question then names the one column whose definition
// takes in the days (and the part of the day) it asks about; none when no definition or more than one does.

/** "Peak is …", "off-peak times are …", "Peak: …": a column's name and what it is. */
const DEFINITION =
  /^(?:the\s+)?(.{2,30}?)\s*(?:\b(?:is|are|means|times\s+are|hours\s+are|runs?)\b|:)\s+(.+)$/i;
/** The hours a part of a definition bounds: "before 16:00", "from 16:00", "after 6pm", "all day". */
const BEFORE = /\b(?:before|until|till|up\s+to)\s+(\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)/i;
const FROM = /\b(?:from|after)\s+(\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)/i;
const PART_BOUNDS = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
} as const;

/** Whether a part of a definition ("weekdays before 16:00") takes in every day asked and the part of the day. */
function takesIn(
  part: string,
  days: readonly string[],
  partOfDay: keyof typeof PART_BOUNDS | undefined,
): boolean {
  if (!coversDays(part, days)) return false;
  if (!partOfDay) return true;
  const [start, end] = PART_BOUNDS[partOfDay];
  const before = BEFORE.exec(part)?.[1];
  const from = FROM.exec(part)?.[1];
  const until = before === undefined ? undefined : minutesOf(before.includes(":") ? before : `${before}:00`);
  const after = from === undefined ? undefined : minutesOf(from.includes(":") ? from : `${from}:00`);
  return (until === undefined || until >= end) && (after === undefined || after <= start);
}

/** The question as it names the time-of-week column of the pages' price tables, or as it was. */
export function withDayColumn(cands: Candidate[], q: Question): Question {
  const partOfDay = partOfDayIn(q.asked.toLowerCase());
  if (q.type !== "price" || q.days.length === 0) return q;
  const columns = priceColumns(cands);
  // A table with a column for the day ("Saturday", "Weekends") needs no definition.
  if (columns.length < 2 || columns.some((h) => namesDays(h))) return q;
  // (Without the words every column starts with, "A player" of "A player Peak" and "A player Off-peak".)
  const said = columns.map((h) => h.trim().split(/\s+/));
  let lead = 0;
  while (said.every((ws) => ws.length > lead + 1 && ws[lead] === said[0]![lead])) lead++;
  const own = (h: string) => wordsOf(h.trim().split(/\s+/).slice(lead).join(" "));
  const sameWords = (a: string, b: string) => {
    const [x, y] = [wordsOf(a), own(b)];
    return x.size === y.size && [...x].every((w) => y.has(w));
  };
  const fitting = columns.filter((h) =>
    cands.some((c) =>
      c.record.kind === "row"
        ? false
        : c.record.text
            .split(/;\s+|\.\s+/)
            .map((clause) => DEFINITION.exec(clause.trim()))
            .some(
              (m) =>
                m !== null &&
                sameWords(m[1]!, h) &&
                m[2]!.split(/,\s*|\s+and\s+|\s+or\s+/).some((part) => takesIn(part, q.days, partOfDay)),
            ),
    ),
  );
  if (fitting.length !== 1) return q;
  // "At the weekend" is said by the column now, not by the row.
  const terms = q.terms.filter((t) => !/^week(?:end|day)s?$/.test(t));
  return { ...q, terms: [...terms, fitting[0]!.toLowerCase()], days: [] };
}
