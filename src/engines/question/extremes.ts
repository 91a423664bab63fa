import type { RecordField } from "../page/records";
import type { Outcome } from "./answer";
import { bandsOf } from "./band-order";
import { isTeaser, otherSize, sharedColumns, sizeColumn, thingsCompared } from "./compared-items";
import { laterColumn } from "./dated-change";
import { type Candidate, has, isHomePage, wordsOf } from "./match";
import type { Question } from "./question";
import { lastSection, nameOf } from "./record-fields";
import { roomFields } from "./room-asked";
import { rowName } from "./row-head";
import { AGE_ASKED } from "./superlatives";
import { CANONICAL } from "./synonyms";
import { firstValue, measure } from "./values";

// Superlatives over the items a question compares (lists.ts finds them): the field each is measured by, and the
// item (or, in a matrix, the cell) with the lowest or highest value.

/** What a job pays: never the price of a thing. */
const WAGE = /\b(?:pay|pays|paid|salary|salaries|wages?|earn|earns|compensation)\b/i;

/** Words of a question about room for people ("which room seats the most"): a room column (room-asked.ts) measures it. */
const ROOM_ASKED = /\b(?:people|persons?|fits?|seats?|holds?|capacity|guests?|covers)\b/i;
/** Words of a question about how big a thing is, and the columns that say it. */
const DIFFICULTY_ASKED = /\b(?:hardest|toughest|easiest|most\s+(?:difficult|challenging))\b/i;
const SIZE_ASKED = /\b(?:big|bigger|biggest|large|larger|largest|small|smaller|smallest|size)\b/i;
const SIZE_COLUMN = /\b(?:size|area|dimensions|floor\s+space|sq\s*ft|square\s+f(?:ee|oo)t|weight)\b/i;
/** The column saying the year a thing was made or built. */
const YEAR_COLUMN = /\b(?:year|built|made|dated?)\b/i;
/**
 * A card's line giving the year a thing was made or a person began: "Built in 1898 by Manning Wardle", "Made 1927",
 * "Admitted 2009", "With us since 1989", "Fitting for 34 years; with us since 1994".
 */
const YEAR_LINE =
  /(?:^|;\s*)(?:built|made|dated|restored|founded|admitted|qualified|joined|started|since|(?:with\s+us|here)\s+since)\b[^.;]*?\b(1[6-9]\d\d|20\d\d)\b/i;
/** Words of a question about a drink's strength, and the columns that say it. */
const STRENGTH_ASKED = /\b(?:strong|strongest|weak|weakest|abv|alcohol|alcoholic)\b/i;
const STRENGTH_COLUMN = /\b(?:abv|strength|alcohol|vol)\b/i;

/** The field the question names for an item: by the attribute, then by a term, then a room column for room. */
export function namedField(c: Candidate, q: Question) {
  const fields = c.record.fields.filter((f) => f.name);
  // Of columns named, one holding the kind compared ("Adult £25", not "Trip" of "the cheapest day trip for an adult").
  const named = (words: string[]) => {
    // (Of those, the ones saying most of the words: "In a gift box 16", not "… 9", of "in a box of 16".)
    const saying = (f: RecordField) => words.filter((w) => has({ words: wordsOf(f.name) }, w)).length;
    const most = Math.max(0, ...fields.map(saying));
    const said = fields.filter((f) => most > 0 && saying(f) === most);
    // A column saying the word itself over one only beginning with it: "the most photos" is "Images", not
    // "Photographers".
    const exact = said.filter((f) => words.some((w) => wordsOf(f.name).has(CANONICAL.get(w) ?? w)));
    const all = exact.length > 0 ? exact : said;
    const kind = q.extreme?.by;
    return (kind && kind !== "version" ? all.find((f) => ofKind(f, kind)) : undefined) ?? all[0];
  };
  // A word every column of the kind says names none of them: "hire" of "the cheapest day to hire the whole venue"
  // over "Hire May to September", "Hire April and October", "Hire November to March" (valuesOf compares them all).
  const namedAmong = (words: string[]) => {
    const ofKindAll = fields.filter((f) => q.extreme && ofKind(f, q.extreme.by));
    const everyColumn = (w: string) =>
      ofKindAll.length > 1 && ofKindAll.every((f) => has({ words: wordsOf(f.name) }, w));
    return named(words.filter((w) => !everyColumn(w)));
  };
  return (
    named(q.attribute) ??
    // "The biggest unit at Eastwold": its Size, though "Eastwold" names a price column ("the cheapest large
    // unit" compares prices).
    (q.extreme?.by === "number" && SIZE_ASKED.test(q.asked)
      ? // (Where no column says a size, the room a thing has does: "the biggest car" has the most Seats.)
        (fields.find((f) => SIZE_COLUMN.test(f.name)) ?? roomFields(c.record)[0])
      : undefined) ??
    // "The oldest piano": its Year.
    // ("Built in 1898 by Manning Wardle": a card's line giving its year.)
    (q.extreme?.by === "number" && AGE_ASKED.test(q.asked)
      ? (fields.find((f) => YEAR_COLUMN.test(f.name)) ??
        c.record.fields.find((f) => !f.name && YEAR_LINE.test(f.value)))
      : undefined) ??
    // "The deepest dive site": its Depth; "the tallest", its Height; "the widest", its Width.
    (q.extreme?.by === "number" ? dimensionField(fields, q.asked) : undefined) ??
    // "The hardest escape room": its Difficulty ("Hard (4 out of 5)").
    (q.extreme?.by === "number" && DIFFICULTY_ASKED.test(q.asked)
      ? fields.find((f) => /\b(?:difficulty|level|grade)\b/i.test(f.name))
      : undefined) ??
    // "Which 1kg bag is the dearest": the column of the size asked ("A bag 1kg", not "A bag 250g").
    sizeColumn(fields, q) ??
    namedAmong(q.terms.filter((t) => t !== q.target)) ??
    (ROOM_ASKED.test(q.asked) ? roomFields(c.record)[0] : undefined) ??
    (STRENGTH_ASKED.test(q.asked) ? fields.find((f) => STRENGTH_COLUMN.test(f.name)) : undefined) ??
    // "The most expensive bottle of wine": its "A bottle" price, not its "A case of 6" (a column of the kind only).
    (q.target && q.extreme?.by === "price" ? priced(named([q.target])) : undefined)
  );
}

const priced = (f: RecordField | undefined) => (f && ofKind(f, "price") ? f : undefined);

/** A dimension a superlative asks, and the column that says it. */
const DIMENSIONS: [RegExp, RegExp][] = [
  [/\b(?:deep|deeper|deepest|shallow|shallower|shallowest)\b/i, /\bdepth\b/i],
  [/\b(?:tall|taller|tallest)\b/i, /\bheight\b/i],
  [/\b(?:wide|wider|widest|narrow|narrower|narrowest)\b/i, /\bwidth\b/i],
];
const dimensionField = (fields: RecordField[], asked: string) => {
  const column = DIMENSIONS.find(([said]) => said.test(asked))?.[1];
  return column ? fields.find((f) => column.test(f.name)) : undefined;
};

/** A column under a two-level heading of prices: "Price Made to order", "Prices A sample". */
const PRICE_HEADING = /^(?:prices?|costs?|fees?|rates?)\s+\S/i;

/** A price column for a thing bought again and again, and a question asking for that. */
const RECURRING_COLUMN =
  /\b(?:every\s+(?:week|fortnight|month)|weekly|fortnightly|monthly|yearly|annually|subscri\w*|repeat)\b/i;
/** A column for the period a price is asked for: "A year", "Per month", "Billed yearly". */
const periodColumn = (name: string, period: string) =>
  new RegExp(String.raw`(?:\b(?:a|an|per|each|every)\s+${period}|\b${period}ly)$`, "i").test(name.trim());
const RECURRING_ASKED =
  /\b(?:every|each)\s+(?:week|fortnight|month)|\b(?:weekly|fortnightly|monthly|subscri\w*|regular|repeat)\b/i;

/** Charges beside a thing's price ("Deposit", "Accompanist", "Each extra kg"): never what it costs, unless named. */
const BESIDE_THE_PRICE =
  /\b(?:deposit|accompanist|extra|additional|surcharge|discount|refund|late|cancel\w*|admin|postage|delivery)\b/i;

/** A column of how long a thing lasts: "How long", "Length". */
const LENGTH_COLUMN = /\b(?:how\s+long|length|duration|lasts?)\b/i;
/** Whether a field holds a value of the kind: a price for a price, not any number ("A 1-bedroom flat"). */
const ofKind = (f: RecordField, kind: Question["type"]) =>
  // (A length may be a span under such a column, "How long 10:00 to 16:00"; not opening hours.)
  (firstValue(kind, f.value) !== undefined || (kind === "duration" && LENGTH_COLUMN.test(f.name))) &&
  measure(kind, f.value) !== undefined &&
  !(kind === "price" && BESIDE_THE_PRICE.test(f.name));

/** The first field holding a value of the kind. */
export const firstOfKind = (c: Candidate, kind: Question["type"]) =>
  c.record.fields.find((f) => ofKind(f, kind));

/** The field an item is compared or added up by: the one the question names, else the first of the kind. */
export function measuredField(c: Candidate, q: Question, kind: Question["type"]) {
  return namedField(c, q) ?? firstOfKind(c, kind);
}

type Valued = { c: Candidate; v: number; cell?: RecordField };

/**
 * An item's values to compare: the field the question names; else, in a row of a matrix ("4–5 ft — Nordmann fir
 * £39, Fraser fir £45, Norway spruce £29"), each cell of the kind, the cheapest tree being one cell of them all.
 */
function valuesOf(
  c: Candidate,
  q: Question,
  kind: Question["type"],
  wages: boolean,
  shared: ReadonlySet<string>,
): Valued[] {
  const named = namedField(c, q);
  // "The oldest" is compared by a year a row gives, never by another of its numbers (a price, "1 limousine").
  if (AGE_ASKED.test(q.asked) && !(named && (YEAR_COLUMN.test(named.name) || YEAR_LINE.test(named.value))))
    return [];
  // (Not a row's prices under one heading, "Price Made to order", "Price A sample": one thing's ways to buy it,
  // compared by the first.)
  const pricedWays = c.record.fields.filter((f) => f.name && ofKind(f, kind));
  const ways = pricedWays.length > 1 && pricedWays.every((f) => PRICE_HEADING.test(f.name));
  const matrix = !named && c.record.kind === "row" && !ways;
  // (Not a dated column's coming price beside today's, nor a charge beside it: "Jewellery: Extra: rings from £20".)
  const today = (f: RecordField) =>
    (q.later === true || !laterColumn(f, c.record.fields)) && !BESIDE_THE_PRICE.test(f.value);
  const all = matrix
    ? c.record.fields.filter(
        (f) => f.name && ofKind(f, kind) && today(f) && (shared.size === 0 || shared.has(f.name)),
      )
    : [];
  // "Costs the most a year": of columns "… A month" and "… A year", those of the period asked.
  const ofPeriod = q.period ? all.filter((f) => periodColumn(f.name, q.period!)) : [];
  const asPeriod = ofPeriod.length > 0 ? ofPeriod : all;
  // "The cheapest meat box" is its one-off price: a column for buying it every month is asked for by saying so.
  const once =
    RECURRING_ASKED.test(q.asked) || ofPeriod.length > 0
      ? asPeriod
      : asPeriod.filter((f) => !RECURRING_COLUMN.test(f.name));
  const cells = all.length > 1 && once.length > 0 ? once : all;
  if (cells.length > (all.length > 1 ? 0 : 1) && !(wages && cells.some((f) => WAGE.test(f.name))))
    return cells.map((f) => ({ c, v: measure(kind, f.value)!, cell: f }));
  // (A price compares prices: "Dogs 1" of "the cheapest boat that takes dogs" names a column, and is no price.)
  const field =
    (named && (kind !== "price" || ofKind(named, kind)) ? named : undefined) ?? firstOfKind(c, kind);
  if (wages && field && WAGE.test(field.name)) return [];
  // (Nor a cell for another size than its column's: "A bag 1kg: £22, a 100g tin only".)
  if (field && otherSize(field)) return [];
  // ("Depth 26 to 34 m": the deepest goes to 34 m, the shallowest from its 26.)
  const dimension = field !== undefined && dimensionField([field], q.asked) === field;
  // ("Fitting for 34 years; with us since 1994": the year of the line, not its first number.)
  const year = field && !field.name ? field.value.match(YEAR_LINE)?.[1] : undefined;
  const v =
    dimension && q.extreme?.highest
      ? measure(kind, field.value.match(/\d[\d.]*(?=\D*$)/)?.[0] ?? field.value)
      : year && AGE_ASKED.test(q.asked)
        ? Number(year)
        : field
          ? measure(kind, field.value)
          : measure(kind, firstValue(kind, c.record.text) ?? "");
  if (v === undefined) return [];
  // A row's column the question names ("in high season") is the value it states, not the row's other columns.
  const asked =
    named &&
    field === named &&
    c.record.kind === "row" &&
    (q.terms.some((t) => has({ words: wordsOf(named.name) }, t)) || dimension);
  return [asked ? { c, v, cell: named } : { c, v }];
}

const versionNumber = (v: string) =>
  v
    .replace(/^v/i, "")
    .split(".")
    .reduce((n, part, i) => n + Number(part) * 1000 ** (2 - i), 0);

/**
 * The item with the lowest or highest value ("the cheapest starter", "which branch closes latest on Saturday",
 * "the room that fits the most people"); the latest version of a changelog from its headings and records. A tie
 * at the top is no answer.
 */
export function extremeOf(items: Candidate[], q: Question, page: Candidate[] = items): Outcome | undefined {
  const by = q.extreme!.by;
  if (by === "version") {
    const versions = items.flatMap((c) =>
      [...`${c.record.section} ${c.record.text}`.matchAll(/\bv?\d+\.\d+(?:\.\d+)?\b/gi)].map((m) => ({
        c,
        v: m[0],
      })),
    );
    // "The latest" compares: a version or two named in passing is not a release history.
    if (new Set(versions.map((x) => x.v)).size < 3) return undefined;
    versions.sort((a, b) => versionNumber(b.v) - versionNumber(a.v));
    const top = q.extreme!.highest ? versions[0] : versions.at(-1);
    if (!top) return undefined;
    return { found: { text: top.v, evidence: top.c.record.text, url: top.c.url, title: top.c.title } };
  }
  const kind = by;
  // "The most expensive thing" is what is paid for, not what a job pays.
  const wages = by === "price" && !WAGE.test(q.asked);
  const things = thingsCompared(items, q.asked);
  const shared = sharedColumns(things);
  const priced = things.flatMap((c) => valuesOf(c, q, kind, wages, shared));
  const valued = priced.length < 2 && kind === "price" ? bandsOf(things, page) : priced;
  if (valued.length < 2) return undefined;
  valued.sort((a, b) => (q.extreme!.highest ? b.v - a.v : a.v - b.v));
  // (A home page's teaser at the same value as another page's item is that item again: "Wills — From £240" beside
  // "A single will — £240".)
  const top = valued.filter((x) => x.v === valued[0]!.v);
  const [first, second] =
    top.length === 2 && top.filter((x) => isTeaser(x.c)).length === 1
      ? top.filter((x) => !isTeaser(x.c))
      : valued;
  if (second && first!.v === second.v) return undefined;
  const r = first!.c.record;
  // Rows that share a name in different sections ("Saturday" of each branch) are told apart by their section.
  const sameName = valued.some(
    (x) =>
      x.c !== first!.c &&
      nameOf(x.c, q.target) === nameOf(first!.c, q.target) &&
      lastSection(x.c.record) !== lastSection(r),
  );
  const name = sameName ? lastSection(r) : nameOf(first!.c, q.target);
  const whole = r.text.startsWith(name) ? r.text : `${name} — ${r.text}`;
  const cell = first!.cell;
  // A row numbered ("12") with a Name column ("Ridgeway") is called by both.
  const called = r.fields.find((f) => /^name$/i.test(f.name))?.value;
  // A row keyed by its date, by its thing too ("Saturday 9 January 2027 — Manchester: the January sales").
  const dated = rowName(r);
  const head =
    called && /^\d+$/.test(r.subject)
      ? `${r.subject} (${called})`
      : dated
        ? `${r.subject} — ${dated}`
        : r.subject || name;
  // Rows of one name in one table ("Mat Pilates (beginners)" on Monday and on Saturday) are told apart by the first
  // cell where they differ: "Mat Pilates (beginners), Day Saturday".
  const twins = things.filter(
    (x) => x !== first!.c && x.record.subject === r.subject && lastSection(x.record) === lastSection(r),
  );
  const apart = twins.length
    ? r.fields.find(
        (f) =>
          f.name &&
          f.name !== cell?.name &&
          twins.every((t) => t.record.fields.find((g) => g.name === f.name)?.value !== f.value),
      )
    : undefined;
  const celled = `${head}${apart ? `, ${apart.name} ${apart.value}` : ""} — ${cell?.name}: ${cell?.value}`;
  const text = cell ? (sameName && r.subject ? `${lastSection(r)}: ${celled}` : celled) : whole;
  // (Of a home page's cards, a teaser: "Piercing — From £25" is no piercing's price; the navigator reads on.)
  const teaser = r.kind === "card" && isHomePage(first!.c.url) ? { news: true } : {};
  return { found: { text, evidence: r.text, url: first!.c.url, title: first!.c.title, ...teaser } };
}
