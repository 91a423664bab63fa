import type { PageRecord } from "../page/records";
import { has, wordsOf } from "./match";
import type { Question } from "./question";
import { NOT_OFFERED } from "./record-fields";
import { holds } from "./values";

// Which rows a list, count or superlative keeps by what their cells say (item-filters.ts asks): the one way a thing
// is had, a column of marks said alone, a job not done, a sum added on top.

/**
 * Rows kept by their cells, with the question's words for what the cells say (no row need say them): "which
 * animals do you only sell in pairs", "which languages do you only interpret", "which garments can't you put a new
 * lining in", "which visit times cost extra". Undefined when the question asks none of these.
 */
export function keptByCells(q: Question, rows: readonly { record: PageRecord }[]) {
  const only = onlyAsAsked(q, rows) ?? onlyColumnAsked(q, rows) ?? notDoneAsked(q, rows);
  if (only) return only;
  const extra = COSTS_EXTRA.test(q.asked) ? costsExtra(rows) : undefined;
  return extra ? { keep: extra, term: /^(?:extra|cost|charge)$/ } : undefined;
}

/** "Only sell in pairs", "only as a set": the one way a thing is had, which a row's cell must say alone. */
const ONLY_AS = /\bonly\s+(?:[\p{L}]+\s+){0,2}?(?:in|as|by)\s+(?:an?\s+)?([\p{L}-]+)/iu;

/**
 * "Which animals do you only sell in pairs" of rows "Gerbil — Sold In pairs", "Budgerigar — Sold On its own or in a
 * pair": the rows whose cell saying the way asked gives no other ("or"). Undefined when no row's cell says it.
 */
function onlyAsAsked(q: Question, rows: readonly { record: PageRecord }[]) {
  const way = q.asked.match(ONLY_AS)?.[1];
  if (!way) return undefined;
  const said = [...wordsOf(way)];
  const cellOf = (r: PageRecord) =>
    r.kind === "row"
      ? r.fields.find((f) => said.some((w) => has({ words: wordsOf(f.value) }, w)))
      : undefined;
  if (!rows.some((c) => cellOf(c.record))) return undefined;
  const keep = (c: { record: PageRecord }) => {
    const cell = cellOf(c.record);
    return cell !== undefined && !/\bor\b/i.test(cell.value);
  };
  return { keep, term: new RegExp(`^(?:only|${said.join("|")})$`) };
}

/** "Which languages do you only interpret": the word after "only", a column of marks the rows must say yes in alone. */
const ONLY_WORD = /\bonly\s+([\p{L}-]{4,})/iu;
const YES_MARK = /^(?:yes\b|[✓✔])/i;
const NO_MARK = /^(?:no\b|[✗✕×]|[-–—]+$)/i;

/**
 * "Which languages do you only interpret" of rows "Farsi — Translation No, Interpreting Yes" and "Arabic —
 * Translation Yes, Interpreting Yes": the rows whose column of marks the word names says yes and whose every other
 * column of marks says no. Undefined when no row has a column of marks the word names.
 */
function onlyColumnAsked(q: Question, rows: readonly { record: PageRecord }[]) {
  const word = ONLY_WORD.exec(q.asked)?.[1];
  if (!word) return undefined;
  const said = [...wordsOf(word)];
  const marks = (r: PageRecord) =>
    r.kind === "row"
      ? r.fields.filter((f) => YES_MARK.test(f.value.trim()) || NO_MARK.test(f.value.trim()))
      : [];
  const named = (r: PageRecord) => marks(r).find((f) => said.some((w) => has({ words: wordsOf(f.name) }, w)));
  if (said.length === 0 || !rows.some((c) => named(c.record))) return undefined;
  const keep = (c: { record: PageRecord }) => {
    const cell = named(c.record);
    const others = marks(c.record).filter((f) => f !== cell);
    return (
      cell !== undefined &&
      YES_MARK.test(cell.value.trim()) &&
      others.every((f) => NO_MARK.test(f.value.trim()))
    );
  };
  return { keep, term: new RegExp(`^(?:only|${said.join("|")})$`) };
}

/** A list of what costs more: "which visit times cost extra", "which days are extra". */
const COSTS_EXTRA = /\b(?:costs?|are|is)\s+extra\b/i;

/**
 * Of a table's rows, those a sum is added for: "Saturday — …, On top of the treatment £30", not "Standard — …,
 * Nothing extra" nor a "Free" one. Undefined when no row gives a sum or every row does.
 */
function costsExtra(rows: readonly { record: PageRecord }[]) {
  const sum = (c: { record: PageRecord }) =>
    c.record.kind === "row" &&
    c.record.fields.some((f) => f.name && holds("price", f.value) && !/\bfree\b/i.test(f.value));
  if (!rows.some(sum) || rows.every(sum)) return undefined;
  return sum;
}

/** A doing denied: "which garments can't you put a new lining in", "which rooms don't have a bath". */
const NOT_DONE_ASKED =
  /\b(?:can'?t|cannot|can\s+not|don'?t|do\s+not|doesn'?t|does\s+not|won'?t|will\s+not|aren'?t|are\s+not|isn'?t|is\s+not)\b/i;

/**
 * "Which garments can't you put a new lining in" of rows "Jeans — …, New lining —" and "Skirt — …, New lining £30":
 * the rows whose cell in the column whose every word the question says (the most such words) is a dash, a cross or
 * "No". Undefined when the question denies nothing or no row has such a column.
 */
function notDoneAsked(q: Question, rows: readonly { record: PageRecord }[]) {
  if (!NOT_DONE_ASKED.test(q.asked)) return undefined;
  const asked = wordsOf(q.asked);
  const saidWhole = (name: string) => {
    const ws = [...wordsOf(name)];
    return ws.length > 0 && ws.every((w) => asked.has(w)) ? ws.length : 0;
  };
  const column = (r: PageRecord) =>
    r.kind === "row"
      ? r.fields.filter((f) => saidWhole(f.name) > 0).sort((a, b) => saidWhole(b.name) - saidWhole(a.name))[0]
      : undefined;
  const named = rows.map((c) => column(c.record)?.name).find((n) => n !== undefined);
  if (named === undefined) return notDoneAtPlace(asked, rows);
  const keep = (c: { record: PageRecord }) => {
    const cell = column(c.record);
    return ofAsked(asked, c.record) && cell?.name === named && NO_MARK.test(cell.value.trim());
  };
  const words = [...wordsOf(named)];
  return { keep, term: { test: (t: string) => t === "not" || has({ words: new Set(words) }, t) } };
}

/**
 * "Which stages aren't taught at dunmere" of rows "Stage 6 — …, Dunmere 30 minutes Not taught at Dunmere, Dunmere
 * 45 minutes Not taught at Dunmere" and "Stage 4 — …, Dunmere 30 minutes —, Dunmere 45 minutes £162": the rows
 * of a table whose row headers the question names, whose every column naming a word the question says (not a
 * number) gives nothing; the cells are the whole filter.
 * Undefined when no row has such a column.
 */
function notDoneAtPlace(asked: ReadonlySet<string>, rows: readonly { record: PageRecord }[]) {
  const columns = (r: PageRecord) =>
    r.kind === "row"
      ? r.fields.filter((f) => [...wordsOf(f.name)].some((w) => asked.has(w) && !/^\d+$/.test(w)))
      : [];
  const named = rows.map((c) => columns(c.record)).find((cs) => cs.length > 0);
  if (named === undefined) return undefined;
  const names = named.map((f) => f.name).join("|");
  const keep = (c: { record: PageRecord }) => {
    const cells = columns(c.record);
    return (
      ofAsked(asked, c.record) &&
      cells.map((f) => f.name).join("|") === names &&
      cells.every((f) => NOT_OFFERED.test(f.value.trim()))
    );
  };
  // (The rest of the question says what is not done there, "taught at otterbrook's dunmere pool", which the cells
  // say for it: no row need say those words.)
  return { keep, term: { test: () => true } };
}

/**
 * Whether a row is of a table whose row headers the question names ("Stage", "Garment"): "which stages aren't
 * taught at dunmere" keeps no "Teaching pool — …, Dunmere No" that names a stage in passing.
 */
const ofAsked = (asked: ReadonlySet<string>, r: PageRecord) =>
  r.of !== undefined && [...wordsOf(r.of)].some((w) => asked.has(w));
