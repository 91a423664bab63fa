import { EMPTY_VALUE } from "../page/records";
import { type Candidate, isHomePage } from "./match";

// Which of a list's items a superlative compares, and by which of their columns (extremes.ts).

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
 * The names of the columns every compared row fills (with a value, "Closed" included): a price in another column (a
 * season's, with VAT) is the thing's at another time or reckoning, but a fee only some rows have ("Office of the
 * Public Guardian fee" beside two of five, the others' cells empty) is an extra paid on top, not a cheaper way to
 * buy it.
 */
export function sharedColumns(items: Candidate[]): Set<string> {
  const rows = items.filter((c) => c.record.kind === "row");
  const filled = (c: Candidate) => c.record.fields.filter((f) => f.name && !EMPTY_VALUE.test(f.value.trim()));
  const [first, ...rest] = rows.map((c) => new Set(filled(c).map((f) => f.name)));
  return new Set([...(first ?? [])].filter((n) => rest.every((s) => s.has(n))));
}
