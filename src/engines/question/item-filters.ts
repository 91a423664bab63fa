import { EMPTY_VALUE, type PageRecord } from "../page/records";
import { isMeasure } from "./amount-units";
import { takesIn } from "./amounts";
import { IMPLIED_EVENTS } from "./attributes";
import { keptByCells } from "./cell-filters";
import { coversDay } from "./days-covered";
import { type Candidate, has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";
import { lastSection } from "./record-fields";
import { holds } from "./values";
import { FREE_TO_HAVE, STATUS_COLUMN } from "./yes-no-kinds";

// Which of a page's items a list, count or superlative keeps beyond its words (lists.ts): the sister cards of those
// saying the thing, the items said of every place, and the stock (or the places) a question asking what can be had
// leaves.

/**
 * "Which of the coaches has a wheelchair lift": cards of a fleet, two of which say "coach" of themselves ("midi
 * coach"), are all coaches — the items of the same kind in the sections of those that say it.
 */
export function withSiblings(items: Candidate[], saying: Candidate[]): Candidate[] {
  if (saying.length === 0 || saying.length === items.length) return saying;
  const kinds = new Set(saying.map((c) => `${c.url} ${c.record.kind} ${c.record.section}`));
  return items.filter((c) => kinds.has(`${c.url} ${c.record.kind} ${c.record.section}`));
}

/** A card's line giving an office's work, not a practitioner's: "Bookings and parties", "Office manager". */
const OFFICE_ROLE =
  /^(?:bookings?|reception(?:ist)?|office|admin(?:istration|istrator)?|accounts|marketing|front\s+desk)\b/i;

/**
 * Of a team's cards under "Your coaches", those that are the role's: not "Ellie Rowan — Bookings and parties", an
 * office card that never says it (an "EV charger installer" under "Our electricians" is still one).
 */
export function ofTheRole(cards: Candidate[], roled: (c: Candidate) => boolean): Candidate[] {
  const team = cards.every((c) => c.record.kind === "card" && holds("person", c.record.subject));
  const office = (c: Candidate) => !roled(c) && OFFICE_ROLE.test(c.record.fields[0]?.value.trim() ?? "");
  return team ? cards.filter((c) => !office(c)) : cards;
}

/** "At either store", "both workshops", "all our branches": said of every place a site has. */
export const EVERY_PLACE =
  /\b(?:either|both|all(?:\s+(?:our|of\s+our|three|four))?|every|each\s+of\s+our)\s+(?:stores?|branch(?:es)?|sites?|locations?|workshops?|shops?|venues?|centres?|offices?|clinics?|practices?|surgeries|taprooms?|restaurants?|caf[eé]s?|buildings?|depots?|salons?|studios?|gyms?|pools?)\b/i;

/** A list, count or superlative of what can be had now: "which grands can i actually buy", "still have for sale". */
const TO_BE_HAD_ASKED =
  /\b(?:available|for\s+sale|in\s+stock|can\s+(?:i|we|you)\s+(?:actually\s+|still\s+)?buy|still\s+(?:have|has|got))\b/i;
/** A question's term for being had: "buy", "sale", "stock", "available". */
const STOCK_TERM = /^(?:buy|sale|stock|avail)/;

/**
 * Of a stock list's rows, those a question asking what can be had keeps: the rows whose Status says so ("Available",
 * not "Sold" or "Reserved"). Undefined when it does not ask that or no row gives a status.
 */
function toBeHad(q: Question, rows: readonly { record: PageRecord }[]) {
  if (!TO_BE_HAD_ASKED.test(q.asked)) return undefined;
  const status = (r: PageRecord) => r.fields.find((f) => STATUS_COLUMN.test(f.name.trim()))?.value.trim();
  if (!rows.some((c) => c.record.kind === "row" && status(c.record) !== undefined)) return undefined;
  return (c: { record: PageRecord }) => FREE_TO_HAVE.test(status(c.record) ?? "");
}

/** A list, count or superlative of what still runs: "the oldest engine still running", "which boats are in service". */
const IN_SERVICE_ASKED =
  /\b(?:still\s+(?:running|working|operating|in\s+(?:service|use|steam))|in\s+(?:service|steam|use)|currently\s+(?:running|working)|running\s+(?:now|at\s+the\s+moment))\b/i;
/** A question's term for running: "running", "service", "steam". */
const IN_SERVICE_TERM = /^(?:run|work|operat|servic|steam|use)/;
const IN_SERVICE = /\b(?:in\s+(?:service|steam|use)|running|working|operational)\b/i;
const OUT_OF_SERVICE =
  /\bnot\s+(?:in\s+)?(?:service|steam|use|running|working)\b|\bunder\s+(?:overhaul|repair|restoration)\b|\bon\s+display\b|\b(?:retired|withdrawn|out\s+of\s+service)\b/i;

/**
 * Of a fleet's cards or rows, those a question asking what still runs keeps: "In service", not "Under overhaul"
 * nor "On display, not in steam". Undefined when it does not ask that or no item says either.
 */
function inService(q: Question, items: readonly { record: PageRecord }[]) {
  if (!IN_SERVICE_ASKED.test(q.asked)) return undefined;
  const running = (c: { record: PageRecord }) =>
    IN_SERVICE.test(c.record.text) && !OUT_OF_SERVICE.test(c.record.text);
  if (!items.some(running) || items.every(running)) return undefined;
  return running;
}

/** A list or count of what can still be booked: "which days still have places", "sessions with spaces left". */
const PLACES_ASKED =
  /\b(?:(?:still\s+(?:have|has|got)|with|any)\s+(?:places|spaces|spots|room)|(?:places|spaces|spots)\s+(?:left|free|available|remaining)|not\s+(?:full|sold\s+out|booked\s+up))\b/i;
/** A question's term for room left: "place", "space", "left". */
const PLACES_TERM = /^(?:place|space|spot|room|left|full|free|sold|book)/;
const PLACES_COLUMN = /^(?:places|spaces|spots|seats)(?:\s+(?:left|free|available|remaining))?$/i;
const NO_ROOM = /^(?:full|fully\s+booked|booked\s+up|sold\s+out|none|no|0|waiting\s+list)\b/i;

/**
 * Of a timetable's rows, those a question asking where there is room keeps: a *Places left* cell not "Full", "Sold
 * out" or 0; of one asking which are full, the others. Undefined when it asks neither, or no row has such a column,
 * or every row has room.
 */
function withRoom(q: Question, rows: readonly { record: PageRecord }[]) {
  const full = FULL_ASKED.test(q.asked);
  if (!PLACES_ASKED.test(q.asked) && !full) return undefined;
  const left = (r: PageRecord) => r.fields.find((f) => PLACES_COLUMN.test(f.name.trim()))?.value.trim();
  const room = (c: { record: PageRecord }) => {
    const said = left(c.record);
    return said !== undefined && said !== "" && !NO_ROOM.test(said);
  };
  if (!rows.some((c) => left(c.record) !== undefined) || rows.every(room)) return undefined;
  return full ? (c: { record: PageRecord }) => left(c.record) !== undefined && !room(c) : room;
}

/** A list or count of what can no longer be booked: "which party nights are sold out", "which days are full". */
const FULL_ASKED = /\b(?:are|is)\s+(?:already\s+)?(?:sold\s+out|full|fully\s+booked|booked\s+up)\b/i;

/**
 * What a list, count or superlative keeps by a thing's state (what can be had, what still runs, where there is
 * room), with the question's words for that state, which no item need say.
 */
export function keptByState(q: Question, items: readonly { record: PageRecord }[]) {
  const priced = withinPrice(q, items);
  if (priced) return { keep: priced, term: NO_TERM };
  const sized = inSizeAsked(q, items);
  if (sized) return { keep: sized, term: NO_TERM };
  const ranged = inRangeNamed(q, items);
  if (ranged) return ranged;
  const room = withRoom(q, items);
  if (room) return { keep: room, term: PLACES_TERM };
  const byCells = keptByCells(q, items);
  if (byCells) return byCells;
  const stock = toBeHad(q, items);
  if (stock) return { keep: stock, term: STOCK_TERM };
  const running = inService(q, items);
  return running ? { keep: running, term: IN_SERVICE_TERM } : undefined;
}

/** A list's price bound: "for less than £500", "under £100", "over £200". */
const AT_MOST_ASKED = /\b(?:under|below|less\s+than|cheaper\s+than|up\s+to|no\s+more\s+than)\s+£/i;
const AT_LEAST_ASKED = /\b(?:over|above|more\s+than|dearer\s+than)\s+£/i;
const NO_TERM = /(?!)/;
const POUNDS = /£\s?(\d[\d,]*(?:\.\d{2})?)/;

/**
 * "Where can they bury ashes for less than £500" of rows "St Oswald's churchyard — …, Burying ashes £395": the rows
 * whose price, in the column the question names (else the row's one price), is within the bound. Undefined when no
 * bound is asked or no row gives such a price.
 */
function withinPrice(q: Question, rows: readonly { record: PageRecord }[]) {
  const sum = q.amounts?.find((a) => a.unit === "money");
  const most = AT_MOST_ASKED.test(q.asked);
  if (!sum || (!most && !AT_LEAST_ASKED.test(q.asked))) return undefined;
  const priceOf = (r: PageRecord) => {
    const priced = r.fields.filter((f) => POUNDS.test(f.value));
    const named = priced.filter((f) => q.terms.some((t) => has({ words: wordsOf(f.name) }, t)));
    const cell = named.length === 1 ? named[0] : priced.length === 1 ? priced[0] : undefined;
    return cell ? Number(POUNDS.exec(cell.value)![1]!.replace(/,/g, "")) : undefined;
  };
  const price = (c: { record: PageRecord }) => (c.record.kind === "row" ? priceOf(c.record) : undefined);
  if (rows.every((c) => price(c) === undefined)) return undefined;
  return (c: { record: PageRecord }) => {
    const p = price(c);
    return p !== undefined && (most ? p <= sum.n : p >= sum.n);
  };
}

/** A cell saying a thing is not had in its column's size: "–", "n/a", "Only in 2kg bags". */
const NOT_IN_SIZE = /^\s*(?:[-–—]+|n\/a|none|no|not\s+(?:available|sold)|unavailable|only\b)/i;

/**
 * "Which of your dog foods come in a 12kg bag" of rows "Hillside Puppy — A bag 2kg £11.49, A bag 12kg £44.99" and
 * "Marsh Meadow Senior — …, A bag 12kg –": the rows whose cell in the column of the size asked says it is had.
 * Undefined when no row has a column of that size.
 */
function inSizeAsked(q: Question, rows: readonly { record: PageRecord }[]) {
  const size = q.amounts?.find((a) => isMeasure(a.unit));
  if (!size) return undefined;
  const cellOf = (r: PageRecord) =>
    r.kind === "row" ? r.fields.find((f) => takesIn(f.name, size) === true) : undefined;
  if (!rows.some((c) => cellOf(c.record))) return undefined;
  return (c: { record: PageRecord }) => {
    const cell = cellOf(c.record);
    return cell !== undefined && /\d/.test(cell.value) && !NOT_IN_SIZE.test(cell.value);
  };
}

/** A number the question gives after the word naming it: "a size 30", "sleeps 6". */
const NAMED_NUMBER = /\b(\p{L}{3,})\s+(\d{1,3})\b(?!\s*(?:[:.]\d|am\b|pm\b|%))/iu;
/** A cell that is a range of numbers alone: "4 to 30", "6-28". */
const BARE_RANGE = /^\s*(\d{1,3})\s*(?:to|-|–)\s*(\d{1,3})\s*$/i;

/**
 * "Which designers do a size 30" of rows "Marisol Bride — …, Ordering Sizes 4 to 30" and "Hartwell London — …,
 * Ordering Sizes 6 to 24": the rows whose cell in the column named by the question's word before its number is a
 * range taking that number in. Undefined when no row has such a cell.
 */
function inRangeNamed(q: Question, rows: readonly { record: PageRecord }[]) {
  const asked = NAMED_NUMBER.exec(q.asked);
  if (!asked) return undefined;
  const [word, n] = [asked[1]!, Number(asked[2])];
  const cellOf = (r: PageRecord) =>
    r.kind === "row"
      ? r.fields.find((f) => BARE_RANGE.test(f.value) && has({ words: wordsOf(f.name) }, word))
      : undefined;
  if (!rows.some((c) => cellOf(c.record))) return undefined;
  const keep = (c: { record: PageRecord }) => {
    const range = BARE_RANGE.exec(cellOf(c.record)?.value ?? "");
    return range !== null && Number(range[1]) <= n && n <= Number(range[2]);
  };
  return { keep, term: new RegExp(`^(?:${[...wordsOf(word)].join("|")}|${n})$`) };
}

/** A heading's words of denial: "What we never charge tenants", "Things we don't do". */
const DENIAL = /\s+(?:never|not|don'?t|do\s+not|won'?t|will\s+not)\b/i;

/**
 * "What things can you charge me for as a tenant" of "What we charge tenants" beside "What we never charge
 * tenants": items under a heading denying another's are not the other's; "what do you never charge tenants for"
 * asks the denying heading's alone.
 */
export function notDenied<C extends { record: PageRecord }>(items: C[], q: Question): C[] {
  const heading = (c: C) => lastSection(c.record).toLowerCase();
  const headings = new Set(items.map(heading));
  const denying = (c: C) => {
    const h = heading(c);
    return DENIAL.test(h) && headings.has(h.replace(DENIAL, ""));
  };
  // ("Never charge" where no item or heading says never: none is what is asked.)
  const never = (c: C) => /\bnever\b/i.test(`${heading(c)} ${c.record.text}`);
  if (/\bnever\b/i.test(q.asked) && !items.some(never)) return [];
  if (!DENIAL.test(q.asked)) return items.filter((c) => !denying(c));
  return items.some(denying) ? items.filter(denying) : items;
}

/**
 * Whether the items cannot tell a filter word of the question: "which wines do they pour at a tasting" of the extras'
 * rows, none of which says a tasting the pages say elsewhere; "which menus can't be made vegan" of a price list that
 * never says vegan (what is denied is not known there). `siteWide`: the site's own name's words, which filter nothing.
 */
export function filterUnknown(
  q: Question,
  plain: readonly string[],
  items: readonly Candidate[],
  cands: readonly Candidate[],
  siteWide: (t: string) => boolean,
): boolean {
  const said = (t: string) => cands.some((c) => has(c, t));
  const atOccasion = (t: string) =>
    new RegExp(`\\b(?:at|during)\\s+(?:an?\\s+|the\\s+)?${t.replace(/[^\p{L}\d]/gu, "")}`, "iu").test(
      q.asked,
    );
  const known = (t: string) => isGeneric(t) || siteWide(t);
  if (plain.some((t) => !known(t) && !items.some((c) => has(c, t)) && atOccasion(t) && said(t))) return true;
  return (
    plain.includes("not") &&
    plain.some((t) => t !== "not" && !known(t) && !IMPLIED_EVENTS.test(t) && !said(t))
  );
}

/** A value saying a thing is not had: "—", "✗", "No", "Not included", "none". */
export const saysNo = (value: string) =>
  EMPTY_VALUE.test(value.trim()) ||
  /^(?:(?:no|not|none|never|n\/a)\b|[✗✕×])|\bnot\s+(?:included|available|offered)\b/i.test(value.trim());

/** An item's field named for a day asked: "Monday", "Sundays". */
export const dayFieldOf = (c: Candidate, day: string) =>
  c.record.fields.find((f) => f.name && coversDay(f.name, day));

/**
 * Whether an item's fields for the days asked say it is on then (or, asked so, closed): a dash or a cross is none
 * that day ("Red pandas — Monday –"), so is "Sundays: no service".
 */
export function dayFieldsSay(c: Candidate, q: Question): boolean {
  return q.days.every((d) => {
    const v = dayFieldOf(c, d)?.value ?? "";
    if (!v || EMPTY_VALUE.test(v.trim())) return false;
    if (q.closed === true) return /\bclosed\b/i.test(v);
    return !saysNo(v) && !(q.closed === false && /\bclosed\b/i.test(v));
  });
}
