import type { PageRecord, RecordField } from "../page/records";
import type { Outcome } from "./answer";
import { FROM_TO, laterOf } from "./former";
import { has, wordsOf } from "./match";
import { monthOf } from "./months";
import type { Question } from "./question";
import { holds } from "./values";

// A price read from a table, asked of a month a dated change on the pages read will have reached (answer.ts asks).

const PRICES = /[$€£]\s?\d[\d,]*(?:\.\d+)?/g;
/** "From Monday 4 January 2027", "From 1 March": the day a change starts, by its month. */
const STARTS =
  /\bfrom\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** A column of today's values: "Now", "Current", "Today", "Price". */
const CURRENT = /^(?:now|today|current(?:ly)?|price|prices?\s+now)$/i;

/**
 * "From 4 January 2027 £9.50" beside "Now £8.50": a column of the value a dated change will give, not today's, which
 * its row answers unless a month it reaches is asked (then `changedBy` reads it).
 */
export const laterColumn = (f: RecordField, fields: readonly RecordField[]) =>
  STARTS.test(f.name) && fields.some((g) => CURRENT.test(g.name.trim()));

const same = (a: string, b: string) => a.replace(/\s|,/g, "") === b.replace(/\s|,/g, "");

/**
 * "Price for my 8 year old at Kingsgate on a Saturday in feb" of "5 to 11 years: Peak £9.50", beside "From 4 January
 * 2027: … for 5 to 11s from £9.50 to £9.95": the value the change leads to, as the month asked is on or after the
 * month it starts (counted on from the task's month). Only when the answer gives one price and exactly one dated
 * change on the pages read starts from it; else the answer as it was.
 */
export function changedBy(out: Outcome, pages: { records: PageRecord[] }[], q: Question): Outcome {
  if (!("found" in out) || !q.months || q.months.asked.length === 0 || q.former) return out;
  const given = out.found.text.match(PRICES) ?? [];
  const ahead = (m: number) => (m - q.months!.now + 12) % 12;
  const reached = (month: number) => q.months!.asked.every((m) => ahead(m) >= ahead(month));
  // "… peak entry goes from £9.50 to £9.95 for 5 to 11s", dated from January, of February: what it goes to.
  const starts = out.found.evidence.match(STARTS)?.[1];
  const changing = given.length === 2 && [...out.found.text.matchAll(FROM_TO)].length === 1;
  if (changing && starts && reached(monthOf(starts))) return laterOf(out);
  if (given.length !== 1) return out;
  const changes = pages.flatMap((p) =>
    p.records.flatMap((r) => {
      const starts = r.text.match(STARTS)?.[1];
      if (!starts) return [];
      const to = [...r.text.matchAll(FROM_TO)].filter((m) => same(m[1]!, given[0]!)).map((m) => m[2]!);
      return to.length === 1 ? [{ to: to[0]!, month: monthOf(starts), text: r.text }] : [];
    }),
  );
  const tos = new Set(changes.map((c) => c.to));
  const [change] = changes;
  if (!change) {
    const column = datedColumn(out, given[0]!, pages, reached);
    return column !== out ? column : datedNotice(out, pages, reached);
  }
  if (tos.size !== 1 || !reached(change.month)) return out;
  const text = out.found.text.replace(given[0]!, change.to);
  return { found: { ...out.found, text, evidence: `${out.found.evidence}\n${change.text}` } };
}

/** The table rows an answer may be read from: those whose header it begins with ("Netmakers: …"). */
const rowsAnswered = (answer: string, pages: { records: PageRecord[] }[]) =>
  pages.flatMap((p) => p.records.filter((r) => r.kind === "row" && answer.startsWith(`${r.subject}:`)));

/**
 * "Family session price in april" of the row "Family — Price £95, From 1 March 2027 £110": the dated column's value
 * once the month asked reaches the day it starts from.
 */
function datedColumn(
  out: Extract<Outcome, { found: unknown }>,
  given: string,
  pages: { records: PageRecord[] }[],
  reached: (month: number) => boolean,
): Outcome {
  const rows = rowsAnswered(out.found.text, pages).filter((r) => r.fields.some((f) => same(f.value, given)));
  const dated =
    rows.length === 1 ? rows[0]!.fields.filter((f) => STARTS.test(f.name) && holds("price", f.value)) : [];
  const starts = dated.length === 1 ? dated[0]!.name.match(STARTS)![1]! : undefined;
  if (!starts || !reached(monthOf(starts))) return out;
  return { found: { ...out.found, text: `${rows[0]!.subject}: ${dated[0]!.name} ${dated[0]!.value}` } };
}

/**
 * "Strawberries next summer" of the row "Strawberries — A kg, picked by you £6.50", beside a notice "From 1 June
 * 2027: strawberries will be £6.90 a kg and raspberries £11.80 a kg": the clause of a dated notice naming the row's
 * thing with one price, once the month asked reaches the day it starts from. Only when one such clause is read.
 */
function datedNotice(
  out: Extract<Outcome, { found: unknown }>,
  pages: { records: PageRecord[] }[],
  reached: (month: number) => boolean,
): Outcome {
  const subject = out.found.text.match(/^([^:—]{2,60}):/)?.[1]?.trim();
  if (!subject) return out;
  const said = pages.flatMap((p) =>
    p.records.flatMap((r) => {
      const starts = r.kind !== "row" && r.kind !== "heading" ? r.text.match(STARTS) : null;
      if (!starts) return [];
      // (The day with its year, "From 1 June 2027", and what follows it.)
      const rest = r.text.slice(starts.index! + starts[0].length);
      const year = rest.match(/^\s+\d{4}\b/)?.[0] ?? "";
      return rest
        .slice(year.length)
        .split(/[;,]\s+|\s+and\s+|\.\s+/)
        .filter((c) => {
          const said = { words: wordsOf(c) };
          return (
            (c.match(PRICES) ?? []).length === 1 &&
            // (Or by its name before a comma: "Oystercatcher, sleeps 6" is "Oystercatcher £900 …".)
            (has(said, subject) || has(said, subject.split(",")[0]!)) &&
            !namesOtherColumn(c, out.found.text, pages)
          );
        })
        .map((c) => ({
          clause: c.replace(/^[:\s]+/, "").trim(),
          from: `${starts[0]}${year}`,
          starts,
          text: r.text,
        }));
    }),
  );
  if (said.length !== 1 || !reached(monthOf(said[0]!.starts[1]!))) return out;
  const { clause, from, text } = said[0]!;
  return {
    found: {
      ...out.found,
      text: `${subject}: ${from}, ${clause}`,
      evidence: `${out.found.evidence}\n${text}`,
    },
  };
}

/**
 * Whether a notice's clause names a column of the answer's row other than the answer's own: "Netmakers £1,360 in
 * high season" is no change to "Netmakers: A week, 7 nights Mid season £910" — a word of the row's other columns'
 * names ("high") that the answer's column does not say.
 */
function namesOtherColumn(clause: string, answer: string, pages: { records: PageRecord[] }[]): boolean {
  const [row] = rowsAnswered(answer, pages);
  const own = row?.fields.find((f) => answer.includes(`${f.name} ${f.value}`));
  if (!row || !own) return false;
  const ownWords = wordsOf(own.name);
  const others = row.fields
    .filter((f) => f !== own)
    .flatMap((f) => [...wordsOf(f.name)])
    .filter((w) => !ownWords.has(w));
  const said = wordsOf(clause);
  return others.some((w) => said.has(w));
}
