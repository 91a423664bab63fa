import { coversDays } from "./days-covered";
import type { Candidate } from "./match";
import { monthOf } from "./months";
import { chrono } from "./nlp";
import type { Question } from "./question";

// The one day a question asks about ("this monday", "next tuesday", "today", "monday 28th december") and the days a
// record is dated to ("Tuesday 29 and Wednesday 30 December", "Sunday 27 to Wednesday 30 December"), each as
// month × 100 + day, so that a Christmas week's row does not answer for an ordinary Monday, nor the ordinary week's
// row for a day the Christmas rows name.

const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b`;
const WEEKDAY = String.raw`(?:mon|tues?|wednes|thurs?|fri|satur|sun)(?:day)?\s+`;
const DAY = String.raw`(?<![\d:.£$€])(\d{1,2})(?:st|nd|rd|th)?(?![\d:.])`;
/** "27 to Wednesday 30 December", "24 December to 2 January", "29 and 30 December", "20–23 Dec". */
const TWO_DAYS = new RegExp(
  String.raw`${DAY}(?:\s+(?:of\s+)?${MONTH})?\s*(to|until|till|-|–|—|and|&)\s*(?:${WEEKDAY})?${DAY}\s+(?:of\s+)?${MONTH}`,
  "gi",
);
const DAY_AND_MONTH = new RegExp(
  String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}|\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?\b`,
  "i",
);
const ONE_DAY = new RegExp(String.raw`${DAY}\s+(?:of\s+)?${MONTH}|\b${MONTH}\s+${DAY}`, "gi");

/** Days of the year named by what they are, as a question says them. */
const HOLIDAYS: [RegExp, number][] = [
  [/\bchristmas\s+eve\b/, 1224],
  [/\b(?:christmas|xmas)\s+day\b/, 1225],
  [/\bboxing\s+day\b/, 1226],
  [/\bnew\s+year'?s?\s+eve\b/, 1231],
  [/\bnew\s+year'?s?\s+day\b/, 101],
];

const dayOfYear = (month: number, day: number) => month * 100 + day;

/**
 * The day a question asks about, with the date as said when it says one ("monday 28th december"), or undefined
 * when it asks of a weekday in general ("on mondays", "on a monday") or of none. `now` is the task's creation:
 * "this monday" is the next to come. ("On saturday" may be a festival's own Saturday: no day.)
 */
export function dateAsked(asked: string, now: Date): { day: number; said?: string } | undefined {
  const lower = asked.toLowerCase();
  const holiday = HOLIDAYS.find(([re]) => re.test(lower));
  if (holiday) return { day: holiday[1] };
  for (const r of chrono().parse(asked, now, { forwardDate: true })) {
    const said = r.text.toLowerCase();
    // A day and a month said ("28th december", "the 27th of december"), not a day's length ("a half day", "24
    // hrs"), nor a day something starts or ends ("after 4th jan", "from 1 march").
    const dated =
      DAY_AND_MONTH.test(said) &&
      !/\b(?:after|from|before|until|till|since|by)\s+(?:the\s+)?$/.test(lower.slice(0, r.index));
    const relative = /\b(?:today|tonight|tomorrow)\b/.test(said);
    const oneWeekday =
      r.start.isCertain("weekday") &&
      /\b(?:this|next|coming)\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/.test(said) &&
      !/\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*day\s*s\b/.test(
        lower.slice(r.index, r.index + r.text.length + 1),
      );
    if (!dated && !relative && !oneWeekday) continue;
    // (The day and month as said: chrono reads "party night on friday 11 december" as tonight.)
    const m = said.match(DAY_AND_MONTH);
    if (dated && m) return { day: dayOfYear(monthOf(m[2] ?? m[3]!), Number(m[1] ?? m[4])), said: r.text };
    return { day: dayOfYear(r.start.get("month")!, r.start.get("day")!) };
  }
  return undefined;
}

/**
 * The days a text is dated to, as spans of days of the year (a span past the year's end wraps round), or undefined
 * when it names no day of a month ("Tuesday", "Every day in the school holidays").
 */
export function datesNamed(text: string): [number, number][] | undefined {
  const spans: [number, number][] = [];
  const rest = text.replace(
    TWO_DAYS,
    (_, d1: string, m1: string | undefined, joined: string, d2: string, m2: string) => {
      const to = dayOfYear(monthOf(m2), Number(d2));
      const from = dayOfYear(monthOf(m1 ?? m2), Number(d1));
      if (/^(?:and|&)$/i.test(joined)) spans.push([from, from], [to, to]);
      else spans.push([from, to]);
      return " ";
    },
  );
  for (const m of rest.matchAll(ONE_DAY)) {
    const day = dayOfYear(monthOf(m[2] ?? m[3]!), Number(m[1] ?? m[4]));
    spans.push([day, day]);
  }
  return spans.length > 0 ? spans : undefined;
}

/** Whether a span of days of the year takes in `day`. */
export const spanTakesIn = ([from, to]: [number, number], day: number) =>
  from <= to ? day >= from && day <= to : day >= from || day <= to;

/**
 * How well a record fits the day asked, by its heading: 2 when its dates take the day in, 1 when it names no date
 * (the ordinary week), 0 when its dates are others. A heading naming no date whose `text` names the day asked
 * fits it too ("Christmas and New Year — … On Sunday 27 December Sudworth opens 10:00–15:00"). With no day asked,
 * an undated heading (1) over a dated one (0): "is the showroom open on tuesdays" is asked of the ordinary week.
 */
export function fitsDateAsked(heading: string, day: number | undefined, text = ""): number {
  const spans = datesNamed(heading);
  if (!spans) return day !== undefined && datesNamed(text)?.some((s) => spanTakesIn(s, day)) ? 2 : 1;
  return day !== undefined && spans.some((s) => spanTakesIn(s, day)) ? 2 : 0;
}

/** How well an undated record must cover a question for dated rows to give way to it. */
const ORDINARY_WEEK_COVERAGE = 0.5;

/**
 * Of the records that answer a yes or no (`top`), those that may answer for the day asked: a row of other dates
 * never does ("this monday" is not the Christmas week's Monday); of a weekday in general, a dated row gives way
 * to an undated record about the question covering the day ("can i get a tree on monday" is not the Christmas
 * week's Monday beside "The tree field: … Monday to Friday 10:00 to 16:00"). A festival's rows are all dated: its
 * Saturday is its own.
 */
export function ofDayAsked<C extends Candidate>(top: C[], cands: C[], scores: number[], q: Question): C[] {
  const fits = (c: C) => fitsDateAsked(c.record.subject, q.onDate, c.record.text);
  const ordinaryWeek =
    q.onDate === undefined &&
    q.days.length > 0 &&
    cands.some(
      (c, i) =>
        scores[i]! >= ORDINARY_WEEK_COVERAGE &&
        fits(c) === 1 &&
        coversDays(`${c.record.text} ${c.record.section}`, q.days),
    );
  return q.onDate !== undefined || ordinaryWeek ? top.filter((c) => fits(c) > 0) : top;
}

/**
 * Whether a day of the year (month × 100 + day) falls in the Christmas and New Year fortnight, 20 December to
 * 3 January: the days sites give hours of their own, in a table or a notice apart from the ordinary week's.
 */
export const inChristmasFortnight = (day: number | undefined) =>
  day !== undefined && (day >= 1220 || day <= 103);
