import type { ParsedComponents } from "chrono-node";
import { DAYS } from "../question/days-asked";
import { MONTHS } from "../question/months";
import { chrono } from "../question/nlp";
import { countValue, SMALL_NUMBERS } from "../question/values";
import type { TaskValues } from "./form-values";

// The days and times a request names, read with chrono-node from the task's creation, and as forms write them.

/** A day of the calendar. */
export interface Day {
  y: number;
  m: number;
  d: number;
}

/** A time of day; `loose`: said without am or pm ("at half 2"), so a list of afternoon times may mean h + 12. */
export interface Clock {
  h: number;
  min: number;
  loose?: boolean;
}

/** Numbers a request may write as words, one to twelve. */
export const NUMBER_WORDS = SMALL_NUMBERS.slice(1);

/** A number said in digits or as a word up to twelve. */
export const numberOf = (s: string) => (/^\d+\.\d+$/.test(s) ? Number(s) : (countValue(s) ?? -1));

/** A span chrono-node reads as a date that is really a length: "for 2 hours", "6 years", "16s" (of "2 under 16s"). */
const DURATION =
  /^(?:for|in|within)\b|^\d+\s*(?:years?|yrs?|hours?|hrs?|minutes?|mins?|days?|weeks?|months?)\b|^\d+s$/i;
/** A span that names a day or a time of its own ("the hour" in "the hour long massage" names neither). */
const NAMES_WHEN =
  /\d|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b(?:today|tomorrow|yesterday|tonight|noon|midday|midnight|week|month)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** The day and time a request names, from the task's creation: "next Tuesday at 2pm", "this Saturday at 7.30pm". */
export function when(text: string, now: Date): { date?: Day; until?: Day; time?: Clock; untilTime?: Clock } {
  // "7.30pm" as chrono-node reads it, the British "half 2" (half past two) and "quarter to nine"; a length or a
  // weight ("12.5m", "15kg") is no time.
  const said = text
    .replace(/\b\d+(?:\.\d+)?\s*(?:m|metres?|meters?|ft|feet|kg|kilos?|litres?|l)\b/gi, " ")
    // "a house at 3 Mill Court": a house number, no time.
    .replace(
      /\b\d{1,4}[a-z]?(?=(?:\s+[\p{L}'’-]+){1,2}?\s+(?:road|rd|street|st|court|lane|close|avenue|ave|way|drive|place|crescent|terrace|gardens|grove|row|square|mews|walk|hill)\b)/giu,
      " ",
    )
    // "every sunday next term, starting sunday 10th january": the day it starts, not the next Sunday.
    .replace(
      /\bevery\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?=.*\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/gi,
      "weekly",
    )
    // "the party night on friday 11th december": chrono-node reads "night on friday …" as tonight; the night is
    // the thing's name there, the day is the date.
    .replace(
      /\b(?:night|evening|morning|afternoon)\s+(?=on\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\d))/gi,
      "",
    )
    // "saturday 16th january, 12 kids", "the 14th december 2 adults": a count after a day and its month is no year
    // (chrono-node reads "2012", "2").
    .replace(
      /\b(\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*),?\s+(?=\d{1,3}\s+(?!(?:am|pm|o'?clock|at|on|from|to|till|until)\b)[a-z])/gi,
      "$1; ",
    )
    // "8th december first thing" is early that morning, not "december first".
    .replace(/\bfirst\s+thing\b/gi, "morning")
    // "back tuesday 22nd": the next 22nd that is a Tuesday (chrono-node reads the weekday alone).
    .replace(
      /\b(mon|tues|wednes|thurs|fri|satur|sun)day\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/gi,
      (all, day: string, n: string) => weekdayDated(day, Number(n), now) ?? all,
    )
    // "last tuesday": the Tuesday before today (chrono-node, reading forward, takes the next one).
    .replace(/\blast\s+(mon|tues|wednes|thurs|fri|satur|sun)day\b/gi, (_, day: string) =>
      weekdayBefore(day, now),
    )
    .replace(/\b(\d{1,2})\.(\d{2})\s*(am|pm)\b/gi, "$1:$2$3")
    .replace(
      /\bhalf\s+(?:past\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:hours?|an?\b))/gi,
      (_, h) => `${numberOf(h)}:30`,
    )
    // "the quarter to nine showing", "quarter past 7".
    .replace(
      /\b(?:a\s+)?quarter\s+(to|past)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi,
      (_, way: string, h: string) => {
        const n = numberOf(h);
        return way.toLowerCase() === "to" ? `${n === 1 ? 12 : n - 1}:45` : `${n}:15`;
      },
    );
  const found = chrono()
    .parse(said, { instant: now, timezone: "UTC" }, { forwardDate: true })
    .filter((r) => !DURATION.test(r.text.trim()) && NAMES_WHEN.test(r.text));
  const out: { date?: Day; until?: Day; time?: Clock; untilTime?: Clock } = {};
  for (const r of found) {
    const s = r.start;
    const day = s.isCertain("day") || s.isCertain("weekday");
    const date = { y: yearOfWeekday(s), m: s.get("month")!, d: s.get("day")! };
    // "this friday 8am, back saturday 3pm": the second day's time is when it ends.
    if (day && out.date && !out.until && s.isCertain("hour"))
      out.untilTime = { h: s.get("hour")!, min: s.get("minute") ?? 0 };
    if (day && out.date && !out.until) out.until = date;
    if (!out.date && day) out.date = date;
    // "from saturday 19 december to sunday 27 december": one span, its end the second day.
    const end = r.end;
    if (day && end && !out.until && (end.isCertain("day") || end.isCertain("weekday")))
      out.until = { y: end.get("year")!, m: end.get("month")!, d: end.get("day")! };
    if (!out.time && s.isCertain("hour")) {
      const loose = !s.isCertain("meridiem") && s.get("hour")! < 12;
      out.time = { h: s.get("hour")!, min: s.get("minute") ?? 0, ...(loose ? { loose } : {}) };
    }
  }
  // "back tuesday 22nd same time".
  if (out.until && !out.untilTime && out.time && /\bsame\s+time\b/i.test(text)) out.untilTime = out.time;
  // "tomorrow night, the quarter to nine showing": a time said without am or pm, in the evening.
  if (out.time?.loose && out.time.h < 12 && /\b(?:tonight|night|nite|evening)\b/i.test(text))
    out.time = { h: out.time.h + 12, min: out.time.min };
  return out;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The year of a date said with its weekday and no year: "tuesday 24th november", said on Thursday 26 November
 * 2026, is the Tuesday two days before (chrono-node's forward date, 24 November 2027, is a Wednesday).
 */
function yearOfWeekday(s: ParsedComponents): number {
  const y = s.get("year")!;
  if (!s.isCertain("weekday") || !s.isCertain("day") || !s.isCertain("month") || s.isCertain("year"))
    return y;
  const falls = (year: number) => new Date(Date.UTC(year, s.get("month")! - 1, s.get("day")!)).getUTCDay();
  return [y, y - 1, y + 1].find((year) => falls(year) === s.get("weekday")) ?? y;
}

/** "Last tuesday" as a date chrono-node reads: the last Tuesday before today. */
function weekdayBefore(day: string, now: Date): string {
  const prefix = day.slice(0, 3).toLowerCase();
  let d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  while (!DAYS[d.getUTCDay()]!.startsWith(prefix)) d = new Date(d.getTime() - 86_400_000);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()} ${d.getUTCFullYear()}`;
}

/** "Tuesday 22nd" as a date chrono-node reads: the first 22nd from today on that falls on a Tuesday. */
function weekdayDated(day: string, n: number, now: Date): string | undefined {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let k = 0; k < 12; k++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, n));
    if (d.getUTCDate() !== n || d.getTime() < today) continue;
    if (DAYS[d.getUTCDay()]!.startsWith(day.slice(0, 3).toLowerCase()))
      return `${MONTHS[d.getUTCMonth()]} ${n} ${d.getUTCFullYear()}`;
  }
  return undefined;
}

/**
 * A date of birth as people give it: "born 12/05/1982", "DOB 3.7.1990", "date of birth 12 May 1982". Numbers are
 * read day first, as in Britain, unless the first cannot be a month's day and the second can.
 */
export const BORN =
  /\b(?:born(?:\s+on)?|dob|d\.o\.b\.?|date\s+of\s+birth(?:\s+is)?)\s*:?\s*(\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+\p{L}+\s+\d{4})/iu;

/** The date of birth a request gives (BORN), or undefined. */
export function bornOn(text: string): Day | undefined {
  const said = text.match(BORN)?.[1];
  if (!said) return undefined;
  const parts = said.split(/[/.-]/).map(Number);
  if (parts.length === 3) {
    const [a, b, y] = parts as [number, number, number];
    const [d, m] = a > 12 || b <= 12 ? [a, b] : [b, a];
    return m >= 1 && m <= 12 && d >= 1 && d <= 31 ? { y, m, d } : undefined;
  }
  const r = chrono().parseDate(said, new Date(Date.UTC(2000, 0, 1)));
  return r ? { y: r.getUTCFullYear(), m: r.getUTCMonth() + 1, d: r.getUTCDate() } : undefined;
}

/** A day as a field wants it: its placeholder's order (DD/MM/YYYY, MM/DD/YYYY), else ISO as date inputs take it. */
export function dateText(d: Day, placeholder: string): string {
  if (/d{1,2}\s*\/\s*m{1,2}/i.test(placeholder)) return `${pad(d.d)}/${pad(d.m)}/${d.y}`;
  if (/m{1,2}\s*\/\s*d{1,2}/i.test(placeholder)) return `${pad(d.m)}/${pad(d.d)}/${d.y}`;
  return `${d.y}-${pad(d.m)}-${pad(d.d)}`;
}

/** The ways a time may be written in a list's options: "19:30", "7:30pm", "7:30 PM", "7.30pm". */
export function timeTexts(t: Clock): string[] {
  const h12 = t.h % 12 === 0 ? 12 : t.h % 12;
  const ampm = t.h < 12 ? "am" : "pm";
  return [
    `${pad(t.h)}:${pad(t.min)}`,
    `${t.h}:${pad(t.min)}`,
    `${h12}:${pad(t.min)}${ampm}`,
    `${h12}:${pad(t.min)} ${ampm}`,
    `${h12}.${pad(t.min)}${ampm}`,
    ...(t.min === 0 ? [`${h12}${ampm}`, `${h12} ${ampm}`] : []),
  ];
}

/** A day `n` days after another ("3 nights from Tuesday 1 December" leaves on Friday 4 December). */
export function laterBy(d: Day, n: number): Day {
  const t = new Date(Date.UTC(d.y, d.m - 1, d.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** Words of a date field that name no event: "Preferred date", "Date (the first one, if weekly)". */
const DATE_WORDS =
  /^(?:date|dates|day|days|dd|mm|yyyy|preferred|first|one|if|weekly|start|starting|your|the|of)$/;

/** The day said beside what a date field names: "Wedding date" of "we're getting married 18 september 2027". */
export function dayBeside(ws: string[], v: TaskValues) {
  const event = ws.filter((w) => !DATE_WORDS.test(w));
  return event.length > 0 ? v.dated.find((d) => event.some((w) => d.words.has(w)))?.day : undefined;
}
