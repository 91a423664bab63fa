import { chrono } from "../question/nlp";
import { fieldText, fieldWords, parsePairs } from "./forms";
import { words } from "./links";
import type { PageForm } from "./page-read";

/** What a number in a request counts, by the words after it: "8 of us", "2 hours", "6 years' experience". */
export type Unit = "people" | "hours" | "years" | "nights";

/** Everything a request gives for a form, however it is said. */
export interface TaskValues {
  /** "name Priya Natarajan", "my branch is fernbrook": a value after a field word. */
  pairs: { field: string; value: string }[];
  /** A person's name said alone ("request a demo for me: Hana Sato, …"). */
  names: string[];
  emails: string[];
  phones: string[];
  urls: string[];
  /** The day asked for, resolved from the task's creation ("next Tuesday"). */
  date?: { y: number; m: number; d: number };
  time?: { h: number; min: number };
  amounts: { n: number; unit: Unit }[];
  /** The request's words, lower case, for telling which option of a list it names. */
  words: Set<string>;
}

const NUMBER_WORDS = "one two three four five six seven eight nine ten eleven twelve".split(" ");
const NUMBER = `(\\d+|${NUMBER_WORDS.join("|")})`;
const UNITS: [Unit, string][] = [
  ["people", "people|persons|guests|adults|attendees|seats|covers|staff|employees|members|of\\s+us"],
  ["hours", "hours?|hrs?"],
  ["years", "years?|yrs?"],
  ["nights", "nights?"],
];
/** The words a field counting that unit goes by ("Number of people", "Company size", "How many hours?"). */
const UNIT_FIELDS: Record<Unit, ReadonlySet<string>> = {
  people: new Set(
    "people persons guests adults attendees party size group seats covers staff employees headcount".split(
      " ",
    ),
  ),
  hours: new Set(["hours", "hour", "duration", "length"]),
  years: new Set(["years", "year", "experience"]),
  nights: new Set(["nights", "night"]),
};

const numberOf = (s: string) => (/^\d+$/.test(s) ? Number(s) : NUMBER_WORDS.indexOf(s.toLowerCase()) + 1);

const EMAILS = /[^\s@,;:<>()]+@[^\s@,;:<>()]+\.[A-Za-z]{2,}/g;
const URLS = /https?:\/\/[^\s,;<>"]+/g;
const PHONES = /(?<![\p{L}\d/-])\+?\d[\d ().-]{5,}\d(?![\d/])/gu;
/** A person's name said alone: two to four capitalised words and nothing else. */
const BARE_NAME = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}$/u;

/** A span chrono-node reads as a date that is really a length: "for 2 hours", "6 years". */
const DURATION =
  /^(?:for|in|within)\b|^\d+\s*(?:years?|yrs?|hours?|hrs?|minutes?|mins?|days?|weeks?|months?)\b/i;
/** A span that names a day or a time of its own ("the hour" in "the hour long massage" names neither). */
const NAMES_WHEN =
  /\d|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b(?:today|tomorrow|tonight|noon|midday|midnight|week|month)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/**
 * Read a request's values for the forms it may go to: pairs by the forms' own field words, names, addresses,
 * phone numbers, links, the day and time (chrono-node, from `now`, the task's creation) and counted amounts.
 */
export function taskValues(text: string, forms: PageForm[], now: Date): TaskValues {
  const clean = (s: string) => s.replace(/[.,;:!?)]+$/, "");
  const emails = (text.match(EMAILS) ?? []).map(clean);
  const urls = (text.match(URLS) ?? []).map(clean);
  const rest = [...emails, ...urls].reduce((s, v) => s.split(v).join(" "), text);
  const phones = (rest.match(PHONES) ?? [])
    .map((p) => p.trim())
    .filter((p) => (p.match(/\d/g) ?? []).length >= 7);
  const segments = text.split(/\s*[,;]\s*|\.\s+|\s+[-–—]\s+|:\s+|\n+/).map((s) => s.trim());
  const known = fieldWords(forms);
  const pairs = segments.flatMap((s) =>
    parsePairs(s, known).flatMap((p) => (p.field && p.value ? [{ field: p.field, value: p.value }] : [])),
  );
  const names = segments.filter((s) => BARE_NAME.test(s));
  const amounts: TaskValues["amounts"] = [];
  for (const [unit, after] of UNITS) {
    const re = new RegExp(`\\b${NUMBER}\\s*\\+?\\s*(?:${after})\\b`, "gi");
    for (const m of rest.matchAll(re)) amounts.push({ n: numberOf(m[1]!), unit });
  }
  for (const m of rest.matchAll(new RegExp(`\\b(?:party|group|table)\\s+(?:of|for)\\s+${NUMBER}\\b`, "gi")))
    amounts.push({ n: numberOf(m[1]!), unit: "people" });
  return { pairs, names, emails, urls, phones, ...when(rest, now), amounts, words: saidWords(text) };
}

/**
 * The request's words, with what options often call the same thing: "an hour long" is "60 min", "half an hour"
 * "30 min", a "first" appointment an "initial" one.
 */
function saidWords(text: string): Set<string> {
  const out = new Set(words(text));
  const also = (...ws: string[]) => {
    for (const w of ws) out.add(w);
  };
  if (/\bhalf\s+an?\s+hour\b|\bhalf[- ]hour\b/i.test(text)) also("30", "min", "minutes");
  else if (/\b(?:an|one|1)\s*[- ]?hours?\b|\bhour[- ]long\b/i.test(text)) also("60", "min", "minutes");
  if (/\b(?:first|new\s+patient)\b/i.test(text)) also("initial", "first", "new");
  return out;
}

/** The day and time a request names, from the task's creation: "next Tuesday at 2pm", "this Saturday at 7.30pm". */
function when(text: string, now: Date): Pick<TaskValues, "date" | "time"> {
  const said = text.replace(/\b(\d{1,2})\.(\d{2})\s*(am|pm)\b/gi, "$1:$2$3");
  const found = chrono()
    .parse(said, { instant: now, timezone: "UTC" }, { forwardDate: true })
    .filter((r) => !DURATION.test(r.text.trim()) && NAMES_WHEN.test(r.text));
  const out: Pick<TaskValues, "date" | "time"> = {};
  for (const r of found) {
    const s = r.start;
    if (!out.date && (s.isCertain("day") || s.isCertain("weekday")))
      out.date = { y: s.get("year")!, m: s.get("month")!, d: s.get("day")! };
    if (!out.time && s.isCertain("hour")) out.time = { h: s.get("hour")!, min: s.get("minute") ?? 0 };
  }
  return out;
}

/** The unit a field counts, by its words: "Number of people" counts people. */
export function unitOf(fieldWordsOf: string[]): Unit | undefined {
  return (Object.keys(UNIT_FIELDS) as Unit[]).find((u) => fieldWordsOf.some((w) => UNIT_FIELDS[u].has(w)));
}

/** A field's words, lower case. */
export const wordsOfField = (f: Parameters<typeof fieldText>[0]) => words(fieldText(f));

const pad = (n: number) => String(n).padStart(2, "0");

/** A day as a field wants it: its placeholder's order (DD/MM/YYYY, MM/DD/YYYY), else ISO as date inputs take it. */
export function dateText(d: NonNullable<TaskValues["date"]>, placeholder: string): string {
  if (/d{1,2}\s*\/\s*m{1,2}/i.test(placeholder)) return `${pad(d.d)}/${pad(d.m)}/${d.y}`;
  if (/m{1,2}\s*\/\s*d{1,2}/i.test(placeholder)) return `${pad(d.m)}/${pad(d.d)}/${d.y}`;
  return `${d.y}-${pad(d.m)}-${pad(d.d)}`;
}

/** The ways a time may be written in a list's options: "19:30", "7:30pm", "7:30 PM", "7.30pm". */
export function timeTexts(t: NonNullable<TaskValues["time"]>): string[] {
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
