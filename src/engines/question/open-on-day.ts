import type { PageRecord } from "../page/records";
import { coversDays, namesDays } from "./days-covered";
import { has, wordsOf } from "./match";
import { MONTHS, monthOf } from "./months";
import type { Question } from "./question";

// Whether a place is open on a day asked. "Are there any classes on christmas eve?" of "Christmas and New Year:
// Closed — Station Street Thursday 24 December to Sunday 3 January": a closure whose dates take in the day asked is
// a no to being open that day (and a yes to being closed). "Is the dojo open on Sundays?" is not answered by its
// "Parking: … free after 18:00 and on Sundays": a label of something else.

const MONTH = `(${MONTHS.join("|")})`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
/** "24 December", "24th of December": the day of the year as month × 100 + day. */
const DAY_MONTH = new RegExp(String.raw`\b${DAY}\s+(?:of\s+)?${MONTH}\b`, "gi");
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+${DAY}\b`, "gi");
/** "Thursday 24 December to Sunday 3 January", "20 December – 4 January". */
const SPAN = new RegExp(
  String.raw`\b${DAY}\s+${MONTH}(?:\s+\d{4})?\s*(?:to|until|till|-|–|—)\s*(?:[a-z]+day\s+)?${DAY}\s+${MONTH}\b`,
  "gi",
);

const dayOf = (day: string, month: string) => monthOf(month) * 100 + Number(day);

/** The days of the year the question names: "christmas eve|24 december" of its terms, "24th december" said. */
function daysAsked(q: Question): number[] {
  const text = `${q.asked} ${q.terms.join(" ")}`;
  return [
    ...[...text.matchAll(DAY_MONTH)].map((m) => dayOf(m[1]!, m[2]!)),
    ...[...text.matchAll(MONTH_DAY)].map((m) => dayOf(m[2]!, m[1]!)),
  ];
}

/** Whether the closure `said` states takes in a day the question names: "no" to open, "yes" to closed. */
export function closedOnDayAsked(said: string, q: Question): "yes" | "no" | undefined {
  const closedAt = said.search(/\b(?:closed|shut)\b/i);
  // ("Quay Street is open 08:00–13:00; Elm Park is closed from 24 December": open somewhere, closed elsewhere.)
  if (closedAt < 0 || /\bopen\b/i.test(said)) return undefined;
  const asked = daysAsked(q);
  if (asked.length === 0) return undefined;
  const spans = [...said.slice(closedAt).matchAll(SPAN)].map((m) => [
    dayOf(m[1]!, m[2]!),
    dayOf(m[3]!, m[4]!),
  ]);
  const takesIn = ([from, to]: number[], d: number) =>
    from! <= to! ? d >= from! && d <= to! : d >= from! || d <= to!;
  if (!asked.some((d) => spans.some((s) => takesIn(s, d)))) return undefined;
  return q.closed === true ? "yes" : "no";
}

/** Opening said by a label: hours, times, a day's name. */
const OPENING_LABEL = /\b(?:open(?:ing)?|hours?|times?|when|days?|timetable|sessions?|classes)\b/i;

/**
 * Whether a pair answering "is … open on Sundays" is labelled as something else the question does not name:
 * "Parking", "Address", "Changing".
 */
export function labelledOtherwise(label: string, q: Question): boolean {
  if (!/\bopen\b/i.test(q.asked) || q.days.length === 0 || OPENING_LABEL.test(label) || namesDays(label))
    return false;
  return !q.terms.some((t) => has({ words: wordsOf(label) }, t));
}

/**
 * Whether a row answering "is … open on Mondays" names the day only as a price's column ("Tanner Row — Weekdays,
 * an hour £35"): a rate for hiring it then, not its hours.
 */
export function pricedDayOnly(r: PageRecord, q: Question): boolean {
  if (r.kind !== "row" || !/\bopen\b/i.test(q.asked) || q.days.length === 0 || coversDays(r.subject, q.days))
    return false;
  const days = r.fields.filter((f) => coversDays(f.name, q.days));
  return days.length > 0 && days.every((f) => /[£$€]\s?\d/.test(f.value) && !/\d:\d\d/.test(f.value));
}
