import type { RecordsPage } from "./answer";
import { monthsCovered } from "./months";
import type { Question } from "./question";

// "Low season is November to March; mid season is April, May, June, September and October; high season is July
// and August": a page naming its price bands by the months they take in, so "a week in may" asks the column
// "A week, 7 nights Mid season".

/** A band and the months a page gives it: "mid season is April, May, June", "High season: July and August". */
const BAND = /\b([\p{L}-]+)\s+season(?:\s+(?:is|runs|covers|means)\s+|\s*:\s*)([^.;]+)/giu;
/** "May" in a band's months is the month (a band's clause has no "may" of might): "April, May and June". */
const MAY = /\bmay\b/gi;

/** Each band a page's text names, with the months it takes in. */
function bandsSaid(pages: readonly RecordsPage[], now: number): { band: string; months: Set<number> }[] {
  return pages.flatMap((p) =>
    p.records
      .filter((r) => r.kind === "text" || r.kind === "pair")
      .flatMap((r) =>
        [...r.text.matchAll(BAND)].flatMap((m) => {
          const months = monthsCovered(m[2]!.replace(MAY, "1 may"), now);
          return months && months.size < 12 ? [{ band: m[1]!.toLowerCase(), months }] : [];
        }),
      ),
  );
}

/**
 * The question with the band its months fall in as a word it says ("mid"), when the pages name bands by months and
 * one band alone takes in every month asked; unchanged otherwise.
 */
export function withSeasonBand(pages: readonly RecordsPage[], q: Question): Question {
  const asked = q.months?.asked ?? [];
  if (asked.length === 0) return q;
  const bands = bandsSaid(pages, q.months!.now);
  const taking = [...new Set(bands.filter((b) => asked.every((m) => b.months.has(m))).map((b) => b.band))];
  if (taking.length !== 1 || q.terms.includes(taking[0]!)) return q;
  return { ...q, terms: [...q.terms, taking[0]!] };
}
