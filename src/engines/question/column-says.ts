import type { RecordField } from "../page/records";
import { IMPLIED_EVENTS } from "./attributes";
import { dayColumnOf, namesDays } from "./days-covered";
import { type Candidate, has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";
import { seasonsNamed } from "./record-marks";
import { rowName } from "./row-head";
import { cellCharged } from "./yes-no-kinds";
import { cellSays } from "./yes-no-said";

// "Does the Team plan come with SSO?": the one column a yes/no question names, of a row about what it asks beyond
// the column (yes-no.ts asks), says yes or no by its cell.

/** The answer of a row's one named column, or undefined when the row is about something else or no day asked. */
export function columnSays(c: Candidate, column: RecordField, q: Question): "yes" | "no" | undefined {
  const r = c.record;
  // "Can I get into the Town Basin at low tide?" of "Getting in — Town Basin Through the lock, 3 hours either
  // side of high water; Heron Reach At any state of tide": what it asks beyond the column is said of another one.
  const head = `${r.subject} ${rowName(r)}`;
  const cell = { words: wordsOf(`${head} ${column.name} ${column.value} ${r.section} ${c.title}`) };
  const others = { words: wordsOf(r.fields.flatMap((f) => (f === column ? [] : [f.value])).join(" ")) };
  if (q.terms.some((t) => !isGeneric(t) && has(others, t) && !has(cell, t))) return undefined;
  // "Does Quay Street have its own car park?" of "Children's dentistry — Quay Street Yes": the row must be about
  // what is asked beyond the column (its header, its section, the cell or the page's title say it).
  const columnWords = {
    words: wordsOf(
      `${column.name} ${seasonsNamed(column.name).join(" ")} ${c.places?.get(column.name) ?? ""}`,
    ),
  };
  // (A light verb, "play" of "can we play paintball", says nothing beyond the column.)
  const beyondColumn = q.terms.filter(
    (t) => !isGeneric(t) && !IMPLIED_EVENTS.test(t) && !has(columnWords, t),
  );
  if (
    beyondColumn.length > 0 &&
    !beyondColumn.some((t) => has({ words: wordsOf(`${head} ${r.section} ${column.value} ${c.title}`) }, t))
  )
    return undefined;
  // "Is Hepford open on Mondays?" is not answered by the Hepford cell of a row that names no day ("Address"). (A
  // row's Days column names its days: "November to May — Days Monday, Farm shop Closed".)
  const days = dayColumnOf(r) ?? "";
  if (q.days.length > 0 && !namesDays(`${head} ${days} ${column.name} ${column.value} ${r.section}`))
    return undefined;
  const says = cellCharged(column.value, q) ?? cellSays(column.value.trim(), q);
  // "Do I have to pay a call-out fee on Essential?" of "No call-out charge — Essential ✗": a tick for not having
  // it is a no to having it.
  const without = /^no\s+/i.test(r.subject) && !/\b(?:free|no|without|waived)\b/i.test(q.asked);
  return without ? (says === "yes" ? "no" : "yes") : says;
}
