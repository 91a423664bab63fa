import { EMPTY_VALUE, type PageRecord, type RecordField } from "../page/records";
import type { Outcome } from "./answer";
import { type Candidate, has, isHomePage, wordsOf } from "./match";
import { isNews } from "./news";
import type { Question } from "./question";
import { rowName } from "./row-head";
import { type AnswerType, holds } from "./values";

// What a record says of a question's parts, for the answerer (answer.ts) and its yes/no reading (yes-no.ts).

export const evidenceOf = (r: PageRecord) => (r.section ? `${r.section}: ${r.text}` : r.text);

/** The record an answer was read from: on its page, the one whose evidence it gives. */
export const recordFound = (
  pages: readonly { url: string; records: readonly PageRecord[] }[],
  found: { url: string; evidence: string },
) => pages.find((p) => p.url === found.url)?.records.find((r) => evidenceOf(r) === found.evidence);

/** The fields of a record that the question's attribute names ("Closes" for "when does it close"). */
export function namedFields(r: PageRecord, q: Question): RecordField[] {
  if (q.attribute.length === 0) return [];
  // ("When" is a column's whole name, though too common a word to be a term.)
  return r.fields.filter(
    (f) =>
      f.name &&
      q.attribute.some((a) => has({ words: wordsOf(f.name) }, a) || f.name.trim().toLowerCase() === a),
  );
}

/** The named fields of a record holding a value of the kind ("When: Saturdays at 13:00 and 15:30" for a time). */
export function fieldsOfKind(r: PageRecord, kind: AnswerType): RecordField[] {
  return r.fields.filter((f) => f.name && holds(kind, f.value));
}

/** The words of a text that the question does not already have: the fact must be news. */
export function beyond(text: string, q: Question): string {
  const asked = wordsOf(q.asked);
  return text.replace(/[\p{L}]+/gu, (w) =>
    wordsOf(w).size > 0 && [...wordsOf(w)].every((s) => asked.has(s)) ? "" : w,
  );
}

/** The names of the columns that give prices in the candidates' table rows, each once: "Peak", "Concession". */
export function priceColumns(cands: readonly Candidate[]): string[] {
  const names = cands.flatMap((c) =>
    c.record.kind === "row" ? c.record.fields.filter((f) => holds("price", f.value)).map((f) => f.name) : [],
  );
  return [...new Set(names)].filter((h) => h.trim() !== "");
}

/** The best candidates: those with the highest coverage, when it is enough. */
export function best(cands: Candidate[], scores: number[], min: number, keep: (c: Candidate) => boolean) {
  const ranked = cands
    .map((c, i) => ({ c, s: scores[i]! }))
    .filter((x) => x.s >= min && keep(x.c))
    .sort((a, b) => b.s - a.s);
  const top = ranked[0]?.s;
  return ranked.filter((x) => x.s === top).map((x) => x.c);
}

/** "From 1 November a class costs £16 (it was £14)": the value it had before is not the answer. */
const BEFORE =
  /\s*\((?:it\s+)?(?:was|were|previously|formerly|before|down\s+from|up\s+from|reduced\s+from)\b[^)]*\)/gi;

export const foundFrom = (c: Candidate, text: string): Outcome => ({
  found: {
    text: text.replace(BEFORE, ""),
    evidence: evidenceOf(c.record),
    url: c.url,
    title: c.title,
    // (A home page's card or sentence is a teaser of the page that says it in full: "Happy hour at the diner — 17:00
    // to 19:00", "… a second, smaller saleroom at Stowell for general, toy and furniture sales".)
    ...(isNews(c.record) || ((c.record.kind === "card" || c.record.kind === "text") && isHomePage(c.url))
      ? { news: true }
      : {}),
  },
});

/**
 * The field of a record whose name says a word of the question: the thing asked about ("Event" for "which
 * events …") or a filter ("Allergens" for "which cakes contain nuts"), if any.
 */
export const columnNamed = (c: Candidate, term: string | undefined) =>
  term ? c.record.fields.find((f) => f.name && has({ words: wordsOf(f.name) }, term)) : undefined;

/** The words of a text in order, lowercased: "In the ear, made for you" is in, the, ear, made, for, you. */
const wordsInOrder = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];

/**
 * The field naming a term whose words up to it the question says together: "In the ear, made for you One aid" for
 * "which levels can i get as in the ear aids", not "Behind the ear One aid"; else the first field naming it.
 */
export function columnAsSaid(c: Candidate, term: string | undefined, asked: string) {
  if (!term) return undefined;
  const said = ` ${wordsInOrder(asked).join(" ")} `;
  const leadSaid = (name: string) => {
    const words = wordsInOrder(name);
    const at = words.findIndex((w) => has({ words: wordsOf(w) }, term));
    return at > 0 && said.includes(` ${words.slice(0, at + 1).join(" ")} `);
  };
  return c.record.fields.find((f) => f.name && leadSaid(f.name)) ?? columnNamed(c, term);
}

/**
 * How a record names its thing: the value of its column named for the thing, its subject (a row's header, a
 * card's heading), or its text for a list item. A price or a time is no name: "Whole cake (8 inch) £26" is what a
 * cake costs.
 */
export const nameOf = (c: Candidate, target?: string) => {
  // A card is named by its heading ("Aisha Bello — Instructor: jumping"), unless it is headed by a date; so is a
  // row whose header names the thing ("Laser party", not its "Smallest party" cell "8 children").
  const headedByIt = target !== undefined && has({ words: wordsOf(c.record.subject) }, target);
  const byColumn = (c.record.kind !== "card" || holds("date", c.record.subject)) && !headedByIt;
  const named = byColumn ? columnNamed(c, target)?.value : undefined;
  const aName = named && !holds("price", named) && !holds("time", named);
  // A row keyed by its date is named by its cell naming a thing ("Chatsworth House at Christmas").
  return (aName ? named : "") || rowName(c.record) || c.record.subject || c.record.text;
};

/**
 * The person an item names: its heading ("Aisha Bello — Instructor: jumping"), or a cell of a column the question
 * names ("12:15 — Class Pilates, Instructor Hannah Ruddock" of "who teaches pilates").
 */
export function personOf(c: Candidate, q: Question): string | undefined {
  const name = nameOf(c, q.target);
  // (A day is no one: "Christmas Eve, Thursday 24 December" heads a row of hours.)
  if (holds("person", name) && !holds("date", name)) return name;
  return c.record.fields.find(
    (f) => holds("person", f.value) && q.terms.some((t) => has({ words: wordsOf(f.name) }, t)),
  )?.value;
}

/** The last part of a section ("Leith Library" of "Our branches › Leith Library"), what tells rows apart. */
export const lastSection = (r: { section: string }) => r.section.split(" › ").at(-1) ?? "";

/** Kinds an empty cell is no answer of: it says a thing is not offered, not a phone number, address or name. */
const NAMING_KINDS: ReadonlySet<Question["type"]> = new Set([
  "phone",
  "email",
  "contact",
  "address",
  "postcode",
  "person",
]);

/** Whether a cell is empty ("—", "✗") as an answer of the kind asked: a price or a time not offered. */
export const noneSaid = (value: string, q: Question) => EMPTY_VALUE.test(value) && !NAMING_KINDS.has(q.type);

/** A cell saying the row's thing is not had there: "Not tested here", "n/a", "Unavailable". */
export const NOT_OFFERED = /^(?:not\b|no\b|n\/a\b|none\b|unavailable\b|[—–-]$)/i;

/** A cell that is a tick or a yes: a mark, no text of its own. */
export const TICK = /^(?:[✓✔]|yes)$/i;

/** A column giving the price of one: "Each", "Single", "Per item". */
export const SINGLE = /^\s*(?:each|single|one|per\s+item|unit\s+price|price\s+each)\s*$/i;

/** What a record says of the event asked: a row's cells in the columns the question names, else its text. */
export function eventCellsSaid(r: PageRecord, q: Question): string {
  const names = (f: { name: string }) =>
    f.name !== "" && q.terms.some((t) => has({ words: wordsOf(f.name) }, t));
  const named = r.kind === "row" ? r.fields.filter(names) : [];
  return named.length > 0 ? named.map((f) => f.value).join(" ") : r.text;
}
