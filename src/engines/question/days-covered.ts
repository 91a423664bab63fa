import type { PageRecord } from "../page/records";

// Which weekdays a text covers: by name ("Mon", "Mondays"), by a range ("Monday to Thursday") or a word
// ("daily", "weekends"); what a question's days are tested against everywhere.

/** The weekdays, Sunday first as `Date#getDay` numbers them. */
const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
/** Whether a text covers a weekday: names it ("Mon", "Mondays"), or a range or word that includes it. */
export function coversDay(text: string, day: string): boolean {
  const t = text.toLowerCase();
  const i = DAY_NAMES.indexOf(day);
  if (new RegExp(`\\b${day.slice(0, 3)}(?:${day.slice(3)})?s?\\b`).test(t)) return true;
  // ("Open 7 days", not "ready 7 days after you paint them".)
  if (
    /\b(?:daily|(?:every|any)\s+day|(?:7|seven)\s+days\b(?!['’]?\s+(?:after|before|later|notice|ago|of|from|to)\b))/.test(
      t,
    )
  )
    return true;
  if (/\bweekdays?\b/.test(t) && i >= 1 && i <= 5) return true;
  if (/\bweekends?\b/.test(t) && (i === 0 || i === 6)) return true;
  // Every range it gives: "£92 Monday to Thursday, £102 Friday to Sunday" covers Saturday by its second, and
  // "Sunday 27 to Thursday 31 December" Monday.
  for (const range of t.matchAll(
    /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*(?:\s+\d{1,2}(?:st|nd|rd|th)?)?\s*(?:-|–|—|to|through|until)\s*(sun|mon|tue|wed|thu|fri|sat)[a-z]*/g,
  )) {
    const a = DAY_NAMES.findIndex((d) => d.startsWith(range[1]!));
    const b = DAY_NAMES.findIndex((d) => d.startsWith(range[2]!));
    if (a <= b ? i >= a && i <= b : i >= a || i <= b) return true;
  }
  return false;
}

/** Whether a text covers every day asked (true when none is). */
export const coversDays = (text: string, days: readonly string[]) => days.every((d) => coversDay(text, d));

/**
 * The days a row's own Day column gives ("Weekdays — Day Friday, The Studio 09:00 to 15:00": Friday, not every
 * weekday its group's heading says), or undefined when it has none.
 */
export const dayColumnOf = (r: PageRecord) =>
  r.kind === "row" ? r.fields.find((f) => /^(?:days?|when)$/i.test(f.name.trim()))?.value : undefined;

/** Whether a text names any weekday at all (a timetable does; a paragraph about the pool usually does not). */
export const namesDays = (text: string) =>
  DAY_NAMES.some((d) => coversDay(text, d)) && !/\bdaily\b/i.test(text);

/** Whether a text's weekdays, if it names any, take in every day asked. */
export const onDaysAsked = (text: string, days: readonly string[]) =>
  !namesDays(text) || coversDays(text, days);
