import { EMPTY_VALUE, type RecordField } from "../page/records";
import { type Candidate, isHomePage } from "./match";
import type { Question } from "./question";

// Which of a list's items a superlative compares, and by which of their columns and cells (extremes.ts).

/** A row named for a doing to a thing ("Changing a will with a codicil", "Storing your bike"): a service on it. */
const DOING_TO = /^\s*(\p{L}{3,})ing\s+(?:a|an|the|your|my|our|their)\s/iu;

/**
 * The items that are the things compared: not those named for a doing to one ("the cheapest will" is no codicil
 * changing a will) unless the question says that doing itself; all of them when fewer than two would be left.
 */
export function thingsCompared(items: Candidate[], asked: string): Candidate[] {
  const things = items.filter((c) => {
    const verb = c.record.subject.match(DOING_TO)?.[1];
    return !verb || asked.toLowerCase().includes(verb.toLowerCase().slice(0, 4));
  });
  return things.length >= 2 ? things : items;
}

/** A home page's teaser card ("Wills — From £240"), which another page's item may say again in full. */
export const isTeaser = (c: Candidate) => c.record.kind === "card" && isHomePage(c.url);

/**
 * The names of the columns most compared rows fill (with a value, "Closed" included): a price in another column (a
 * season's, with VAT) is the thing's at another time or reckoning, but a fee only some rows have ("Office of the
 * Public Guardian fee" beside two of five, the others' cells empty) is an extra paid on top, not a cheaper way to
 * buy it. (Of one table, a row left unpriced in most columns, "Corner sofa — Band A fabric —", leaves them the
 * others'.)
 */
export function sharedColumns(items: Candidate[]): Set<string> {
  const rows = items.filter((c) => c.record.kind === "row");
  const filled = (c: Candidate) => c.record.fields.filter((f) => f.name && !EMPTY_VALUE.test(f.value.trim()));
  const names = rows.flatMap((c) => [...new Set(filled(c).map((f) => f.name))]);
  const count = new Map<string, number>();
  for (const n of names) count.set(n, (count.get(n) ?? 0) + 1);
  // (Only of one table: rows of another table beside it are no row of this one left unpriced.)
  const oneTable = new Set(rows.map((c) => c.record.section)).size === 1;
  return new Set(
    [...count].filter(([, k]) => (oneTable ? k * 2 > rows.length : k === rows.length)).map(([n]) => n),
  );
}

/** A size as a column or a cell names it: "1kg", "100g", "500ml". */
const SIZE = /(\d+(?:\.\d+)?)\s*(kg|g|ml|cl|l)\b/gi;
const sizesIn = (text: string) => [...text.matchAll(SIZE)].map((m) => `${m[1]}${m[2]!.toLowerCase()}`);
/** Whether a cell names a size and not its column's: "A bag 1kg" of "£22, a 100g tin only". */
export const otherSize = (f: RecordField) => {
  const [column, cell] = [sizesIn(f.name), sizesIn(f.value)];
  return column.length === 1 && cell.length > 0 && !cell.includes(column[0]!);
};

/** The one column naming the size a question gives ("1kg" of "which 1kg bag"), when it gives one. */
export function sizeColumn(fields: RecordField[], q: Question): RecordField | undefined {
  const asked = sizesIn(q.asked);
  const sized = asked.length === 1 ? fields.filter((f) => sizesIn(f.name).includes(asked[0]!)) : [];
  return sized.length === 1 ? sized[0] : undefined;
}
