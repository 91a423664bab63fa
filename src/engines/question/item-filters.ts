import type { PageRecord } from "../page/records";
import type { Candidate } from "./match";
import type { Question } from "./question";
import { FREE_TO_HAVE, STATUS_COLUMN } from "./yes-no-kinds";

// Which of a page's items a list, count or superlative keeps beyond its words (lists.ts): the sister cards of those
// saying the thing, the items said of every place, and the stock a question asking what can be had leaves.

/**
 * "Which of the coaches has a wheelchair lift": cards of a fleet, two of which say "coach" of themselves ("midi
 * coach"), are all coaches — the items of the same kind in the sections of those that say it.
 */
export function withSiblings(items: Candidate[], saying: Candidate[]): Candidate[] {
  if (saying.length === 0 || saying.length === items.length) return saying;
  const kinds = new Set(saying.map((c) => `${c.url} ${c.record.kind} ${c.record.section}`));
  return items.filter((c) => kinds.has(`${c.url} ${c.record.kind} ${c.record.section}`));
}

/** "At either store", "both workshops", "all our branches": said of every place a site has. */
export const EVERY_PLACE =
  /\b(?:either|both|all(?:\s+(?:our|of\s+our|three|four))?|every|each\s+of\s+our)\s+(?:stores?|branch(?:es)?|sites?|locations?|workshops?|shops?|venues?|centres?|offices?|clinics?|practices?|surgeries|taprooms?|restaurants?|caf[eé]s?|buildings?|depots?|salons?|studios?|gyms?|pools?)\b/i;

/** A list, count or superlative of what can be had now: "which grands can i actually buy", "still have for sale". */
const TO_BE_HAD_ASKED =
  /\b(?:available|for\s+sale|in\s+stock|can\s+(?:i|we|you)\s+(?:actually\s+|still\s+)?buy|still\s+(?:have|has|got))\b/i;
/** A question's term for being had: "buy", "sale", "stock", "available". */
export const STOCK_TERM = /^(?:buy|sale|stock|avail)/;

/**
 * Of a stock list's rows, those a question asking what can be had keeps: the rows whose Status says so ("Available",
 * not "Sold" or "Reserved"). Undefined when it does not ask that or no row gives a status.
 */
export function toBeHad(q: Question, rows: readonly { record: PageRecord }[]) {
  if (!TO_BE_HAD_ASKED.test(q.asked)) return undefined;
  const status = (r: PageRecord) => r.fields.find((f) => STATUS_COLUMN.test(f.name.trim()))?.value.trim();
  if (!rows.some((c) => c.record.kind === "row" && status(c.record) !== undefined)) return undefined;
  return (c: { record: PageRecord }) => FREE_TO_HAVE.test(status(c.record) ?? "");
}
