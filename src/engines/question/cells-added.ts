import type { Outcome, RecordsPage } from "./answer";
import { candidatesOf, wordsOf } from "./match";
import type { Question } from "./question";
import { foundFrom } from "./record-fields";
import { sumText } from "./values";

// "I need a skirt taken up and a new zip put in it, how much for both": two jobs priced in one row of a table (the
// skirt's), each a column the question names ("Shorten", "New zip"), added up.

/** A question asking for two or more prices together (not a party: "for both of us", party-total.ts). */
const TOGETHER =
  /\b(?:both(?!\s+of\b)(?!\s+(?:us|them)\b)|in\s+total|altogether|all\s+in|all\s+together|together|the\s+lot)\b/i;
/** A cell that is one price, alone or "from" one: "£16", "from £28". */
const CELL_PRICE = /^\s*(?:from\s+)?([£$€])\s?(\d[\d,]*(?:\.\d{2})?)\s*$/i;

/**
 * The cells of the one row the question names by its header that sit in two or more columns the question names by
 * every word of theirs, added up ("Skirt: Shorten £16, New zip £16 — £32 for both"). Undefined unless a total is
 * asked, one row is named more fully than any other, and each cell named is a price.
 */
export function cellsAddedAnswer(pages: readonly RecordsPage[], q: Question): Outcome | undefined {
  if (q.type !== "price" || !TOGETHER.test(q.asked)) return undefined;
  // (Word for word: "shortened" says no "Shorts".)
  const asked = wordsOf(q.asked);
  const saysAll = (text: string) => {
    const words = [...wordsOf(text)];
    return words.length > 0 && words.every((w) => asked.has(w));
  };
  const rows = candidatesOf([...pages]).filter((c) => c.record.kind === "row" && saysAll(c.record.subject));
  const most = Math.max(0, ...rows.map((c) => wordsOf(c.record.subject).size));
  const named = rows.filter((c) => wordsOf(c.record.subject).size === most);
  if (named.length !== 1) return undefined;
  const row = named[0]!;
  // (Each a job of its own: "No contract" is one of "12-month contract"'s kind, not a second thing bought.)
  const jobs = row.record.fields.filter((f) => f.name && saysAll(f.name));
  const within = (a: string, b: string) => [...wordsOf(a)].every((w) => wordsOf(b).has(w));
  const cells = jobs.filter(
    (f) => !jobs.some((g) => g !== f && (within(f.name, g.name) || within(g.name, f.name))),
  );
  const prices = cells.map((f) => CELL_PRICE.exec(f.value));
  if (cells.length < 2 || prices.some((p) => !p) || new Set(prices.map((p) => p![1])).size > 1)
    return undefined;
  const total = prices.reduce((sum, p) => sum + Number(p![2]!.replace(/,/g, "")), 0);
  const from = cells.some((f) => /^\s*from\b/i.test(f.value)) ? "from " : "";
  const said = cells.map((f) => `${f.name} ${f.value.trim()}`).join(", ");
  return foundFrom(
    row,
    `${row.record.subject}: ${said} — ${from}${sumText(prices[0]![1]!, total)} ${cells.length === 2 ? "for both" : "together"}`,
  );
}
