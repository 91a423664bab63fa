import type { PageRecord } from "../page/records";
import { has, wordsOf } from "./match";
import type { Question } from "./question";

// What a table row is about: its header, or, of a row keyed by its date, the first cell naming a thing
// ("Saturday 28 November 2026 — Trip York: St Nicholas Fair Christmas market").

/** A day of a month: "Saturday 28 November 2026", "5 Dec", "March 11". */
const DAY_OF_MONTH =
  /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}\b/i;

/** The thing a row keyed by its date names in its first cell of words without a number; "" for any other row. */
export function rowName(r: PageRecord): string {
  if (r.kind !== "row" || !DAY_OF_MONTH.test(r.subject)) return "";
  return (
    r.fields.find((f) => !/\d/.test(f.value) && /\p{L}{3}/u.test(f.value) && !STATE_WORD.test(f.value.trim()))
      ?.value ?? ""
  );
}

/** A cell saying a state, not a thing: "Full", "Sold out", "Cancelled" of a day's *Places left* or *Status*. */
const STATE_WORD =
  /^(?:full|fully\s+booked|booked\s+up|sold\s+out|available|none|free|yes|no|closed|open|cancelled|postponed|waiting\s+list|few\s+left)$/i;

/** A row's header as its statement leads with it: "Saturday 28 November 2026 — York: St Nicholas Fair: ". */
export function rowLabel(r: PageRecord): string {
  if (!r.subject || r.kind === "pair") return "";
  const name = rowName(r);
  return name ? `${r.subject} — ${name}: ` : `${r.subject}: `;
}

/**
 * Whether a row prices something other than the thing asked: "how much is yoga" of "Both walls — Monthly £54, …,
 * What's included … free yoga classes" (the row prices what heads it; the thing asked is only one of its cells'
 * words), or "Paddle Discover — … after Paddle Start" (its head must say every word of "paddle start").
 */
export function pricesOther(r: PageRecord, q: Question, title: string): boolean {
  if (r.kind !== "row" || !q.priced) return false;
  // (The page's title heads every row: "Ridsdale's whitby trip" of "Days out | Ridsdale's Coaches".)
  // ("A ball of rowan felted tweed" of "Felted Tweed — Brand Rowan, …, Price £9.95": a cell of only words asked
  // names the row's own maker or kind, as its header would.)
  const own = r.fields.filter((f) => {
    const words = wordsOf(f.value);
    return (
      words.size > 0 && words.size <= 2 && q.priced!.filter((t) => has({ words }, t)).length >= words.size
    );
  });
  const head = {
    words: wordsOf(
      `${r.subject} ${rowName(r)} ${r.section} ${r.fields.map((f) => f.name).join(" ")} ${title} ${own.map((f) => f.value).join(" ")}`,
    ),
  };
  const inCell = r.fields.some(
    (f) => !/[£$€]\s?\d/.test(f.value) && q.priced!.some((t) => has({ words: wordsOf(f.value) }, t)),
  );
  return inCell && !q.priced.every((t) => has(head, t));
}
