import { coversDay } from "./days-covered";
import { chrono } from "./nlp";

// The weekdays a question asks about: named ("on Saturdays"), relative ("tomorrow"), a run ("Mon-Thu"), weekdays.

export const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** The weekday a date falls on. */
const weekday = (d: Date) => DAYS[d.getUTCDay()]!;

/** A run of days: "mon-thu", "Monday to Thursday". */
const DAY_RUN =
  /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*(?:-|–|to|till|until)\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/;

/** The weekdays `lower` (the question in lower case) asks about; `asked` as said, `now` the task's creation. */
export function daysAsked(lower: string, asked: string, now: Date): Set<string> {
  const days = new Set(
    DAYS.filter((d) => new RegExp(`\\b${d.slice(0, 3)}(?:${d.slice(3)})?s?\\b`).test(lower)),
  );
  if (/\b(?:today|tonight|tomorrow|weekend)\b/.test(lower)) {
    for (const r of chrono().parse(asked, now)) {
      // ("For 2 hours" is a length, not today.)
      if (/week-?end/i.test(r.text) || !/\b(?:today|tonight|tomorrow)\b/i.test(r.text)) continue;
      days.add(weekday(r.start.date()));
    }
    if (/\bweekend\b/.test(lower)) for (const d of ["saturday", "sunday"]) days.add(d);
  }
  // "Mon-Thu", "Monday to Thursday": every day of the run.
  const run = lower.match(DAY_RUN)?.[0].replace(/\b(?:till|until)\b/, "to");
  if (run) for (const d of DAYS) if (coversDay(run, d)) days.add(d);
  // "On a weekday", "weekdays": each of them, as "Monday to Friday" says.
  if (/\bweekdays?\b/.test(lower)) {
    for (const d of ["monday", "tuesday", "wednesday", "thursday", "friday"]) days.add(d);
  }

  return days;
}

/** A month or a season, after "next" or "this": a when, not a thing. */
const SEASONS_AND_MONTHS =
  "winter|spring|summer|autumn|january|february|march|april|may|june|july|august|september|october|november|december";

/**
 * Things a period's word before them says the kind of: "night call out", "day pass", "week ticket"; and activities
 * done then, "night paintball", "a night dive", "an evening walk".
 */
const KIND_OF = String.raw`[\s-]+(?:call|pass|passes|ticket|tickets|membership|trip|visit|camp|school|session|sessions|hire|hires|long|paintball|dives?|diving|walks?|swims?|safari|fishing|rides?|climbs?|climbing|skiing|golf|games?)\b`;

/**
 * The word before a night named by what it is: "is there an adults only night", "when is quiz night" (not "on a
 * friday night", "late at night", "one night", "what time do night classes start").
 */
const NAMED_BEFORE = String.raw`\b(?!(?:at|a|an|the|on|per|each|every|one|two|three|last|this|next|that|late|any|which|what|do|does|is|are|open|opens|close|closes|mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\b)[a-z'’-]+`;

/**
 * Whether a word of a question says when, not what: a weekday ("mon-thu" names days; "wedding" is no "wed"), "the
 * day of my appointment", "this week", "next week" ("for the day" is a period, question.ts keeps it).
 */
export function whenWord(w: string, lower: string): boolean {
  return (
    DAYS.includes(w) ||
    (/^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)$/.test(w) && new RegExp(`\\b${w}\\b`).test(lower)) ||
    // (Not the kind of a thing: "a night call out", "a day pass".)
    (/^(?:day|days|week|weeks|night|morning|afternoon|evening)$/.test(w) &&
      !new RegExp(`\\b${w}${KIND_OF}`).test(lower) &&
      !(w === "night" && new RegExp(`${NAMED_BEFORE}\\s+night\\b`).test(lower))) ||
    // "next week", "next tuesday", "next summer", "this july".
    (/^(?:next|this|coming)$/.test(w) &&
      new RegExp(`\\b${w}\\s+(?:week|month|year|weekend|${DAYS.join("|")}|${SEASONS_AND_MONTHS})\\b`).test(
        lower,
      ))
  );
}
