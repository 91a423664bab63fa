import type { Candidate } from "./match";
import type { Question } from "./question";

// The usual week a question asks about ("on Saturdays", "every Saturday", "on wednesday" of a week's rows), which a
// record dated to one day ("Saturday 26 December: closed") does not answer (coverage.ts weighs it).

/**
 * A weekday as a text mentions it, with the date it may carry ("Saturday 26 December", "Friday 25 to Monday 28
 * December", "Tuesday 29 and Wednesday 30 December").
 */
export const dayMentioned = (day: string) =>
  new RegExp(
    String.raw`\b${day}s?\b(\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:to|and|&|–|-)\s+(?:\w+\s+)?\d{1,2}(?:st|nd|rd|th)?)?` +
      String.raw`\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))?`,
    "gi",
  );

/** A run of dated days, "Friday 25 to Monday 28 December": the Saturday it takes in is that week's alone. */
export const DATED_DAY_RUN =
  /\b(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?\s*(?:-|–|—|to|through|until)\s*(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/gi;

/** Whether a text names a weekday (`said`: dayMentioned's) only as a date's, never as every week's. */
export function onlyDated(text: string, said: RegExp): boolean {
  const mentions = [...text.matchAll(said)];
  return mentions.length > 0 && mentions.every((m) => m[1] !== undefined);
}

/**
 * Whether a question asks the usual week: "On Saturdays", "on a Saturday", "every Saturday"; or "on wednesday" with no
 * date, where a row headed by the day gives the usual week's ("Wednesday — Kettlewick 09:30 to 13:00", not "Monday 21
 * to Wednesday 23 December"; a festival's days, all dated, are not).
 */
export function asksUsualWeek(q: Question, candidates: readonly Candidate[]): boolean {
  if (/\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:on\s+a|every)\s+\w+day)\b/i.test(q.asked))
    return true;
  if (
    q.onDate !== undefined ||
    !/\bon\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!\s+\d)/i.test(q.asked)
  )
    return false;
  return candidates.some(
    (c) =>
      c.record.kind === "row" &&
      q.days.every((d) => [...c.record.subject.matchAll(dayMentioned(d))].some((m) => m[1] === undefined)),
  );
}
