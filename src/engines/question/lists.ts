import { EMPTY_VALUE, type PageRecord, type RecordField } from "../page/records";
import type { Outcome } from "./answer";
import { type Candidate, coverage, coversDay, has, pathOf, wordsOf } from "./match";
import type { Question } from "./question";
import { amountOf, firstValue, holds, measure } from "./values";

/** A page's own title, without the site's name after it ("Visit us | Larkspur Physio" is "Visit us"). */
const ownTitle = (title: string) => title.split(/\s+[|–—-]\s+/)[0] ?? title;

/** Records that are one thing of several: table rows, cards, list items. */
const ITEM_KINDS: ReadonlySet<PageRecord["kind"]> = new Set(["row", "card", "item"]);
const AFFIRMATIVE = /^(?:yes|✓|✔|included|available|unlimited|all|\d.*)$/i;

/**
 * The field of a record whose name says a word of the question: the thing asked about ("Event" for "which
 * events …") or a filter ("Allergens" for "which cakes contain nuts"), if any.
 */
const columnNamed = (c: Candidate, term: string | undefined) =>
  term ? c.record.fields.find((f) => f.name && has({ words: wordsOf(f.name) }, term)) : undefined;

/**
 * How a record names its thing: the value of its column named for the thing, its subject (a row's header, a
 * card's heading), or its text for a list item.
 */
const nameOf = (c: Candidate, target?: string) =>
  columnNamed(c, target)?.value || c.record.subject || c.record.text;

/** The last part of a section ("Leith Library" of "Our branches › Leith Library"), what tells rows apart. */
const lastSection = (r: PageRecord) => r.section.split(" › ").at(-1) ?? "";

/**
 * What a page's address files its cards and list items under ("/workshops" of a page titled "Learn with us"); not
 * its table rows, which may be anything the page gives beside them (a clinics page's opening hours).
 */
const filedAs = (c: Candidate) => (c.record.kind === "row" ? "" : pathOf(c.url));

/**
 * The records of the thing a question lists, counts or compares ("roles", "cakes", "branches"): the items whose
 * table, list or cards the target names (in a section, a row-header column, a page title), else every item; then
 * only those that have every other term of the question ("remote", "Lisbon") and none of its exclusions
 * ("nut-free": an item whose text names nuts is out, unless it says it is nut-free).
 */
function itemsFor(cands: Candidate[], q: Question): Candidate[] {
  const items = cands.filter((c) => ITEM_KINDS.has(c.record.kind));
  const target = q.target;
  // A participle names no thing: "Staffed hours" are hours, not staff.
  const naming = (text: string) => wordsOf(text.replace(/\b\p{L}{2,}[^e\s]ed\b/giu, " "));
  const named = target
    ? items.filter((c) =>
        has(
          { words: naming(`${c.record.section} ${c.record.of ?? ""} ${ownTitle(c.title)} ${filedAs(c)}`) },
          target,
        ),
      )
    : [];
  // What an item is, by its own words — not its site's name ("Larkspur Physio"), nor its columns' names (a job's
  // "Clinic" column does not make jobs clinics).
  const isTarget = (c: Candidate) => {
    if (!target) return true;
    const r = c.record;
    const own = r.fields.length > 0 ? `${r.subject} ${r.fields.map((f) => f.value).join(" ")}` : r.text;
    return has({ words: naming(`${own} ${r.section} ${r.of ?? ""}`) }, target);
  };
  // Else rows with a column named for the thing ("Event": "Milling demonstration" for "which events …"); a thing
  // the question names but no table, list or card of the pages is about: nothing to list.
  // Only for rows keyed by a date (a programme of events): a job's "Clinic" column does not make jobs clinics.
  const byColumn =
    target &&
    named.length === 0 &&
    !items.some(isTarget) &&
    items.some((c) => holds("date", c.record.subject));
  const group =
    named.length > 0 ? named : items.filter(byColumn ? (c) => !!columnNamed(c, target) : isTarget);
  const filters = q.terms.filter((t) => t !== target && !(target && has({ words: wordsOf(t) }, target)));
  // A filter that names a column ("contain sesame" over an allergen table) asks for a value there that says yes.
  const plain = filters.filter((t) => !group.some((c) => columnNamed(c, t)));
  const columns = filters.filter((t) => !plain.includes(t));
  const scores = coverage({ ...q, terms: plain }, group, plain);
  // "closed on Sundays", "open on Mondays": the day's column must show that state.
  const dayColumn = (c: Candidate, d: string) => c.record.fields.find((f) => f.name && coversDay(f.name, d));
  const dayColumns = q.days.length > 0 && group.some((c) => q.days.every((d) => dayColumn(c, d)));
  // "last 75 minutes": a number with its unit is said together, not a 75 anywhere in the row (a £75 price).
  const measured = plain
    .filter((t) => /^\d[\d.,]*\s+\p{L}+$/u.test(t))
    .map((t) => {
      const [n, unit] = t.split(/\s+/);
      return new RegExp(`(?<![\\d£$€.,])${n!.replace(/[.,]/g, "\\$&")}\\s*${unit!.slice(0, 3)}`, "i");
    });
  return group.filter((c, i) => {
    if (plain.length > 0 && scores[i]! < 0.999) return false;
    if (measured.some((said) => !said.test(c.record.text))) return false;
    if (dayColumns) {
      for (const d of q.days) {
        const v = dayColumn(c, d)?.value ?? "";
        if (
          !v ||
          (q.closed === true && !/\bclosed\b/i.test(v)) ||
          (q.closed === false && /\bclosed\b/i.test(v))
        )
          return false;
      }
    } else if (
      q.days.length > 0 &&
      !q.days.every((d) => coversDay(`${c.record.text} ${c.record.section}`, d))
    )
      return false;
    for (const t of columns) {
      const f = columnNamed(c, t);
      if (!f || EMPTY_VALUE.test(f.value.trim())) return false;
    }
    return q.exclude.every((x) => {
      const text = c.record.text.toLowerCase();
      return new RegExp(`\\b${x}s?-free\\b|\\bno\\s+${x}`).test(text) || !has({ words: wordsOf(text) }, x);
    });
  });
}

/** A cell of a feature table: a tick or a cross, "Included", "Yes", "—". */
const TICK = /^(?:yes|✓|✔|included|not\s+included|available)$/i;
const isMark = (v: string) => EMPTY_VALUE.test(v) || TICK.test(v);

/**
 * For "which plan includes X": the fields of the one record about X whose values say yes. `marksOnly`: only when
 * every value of that record is a tick or a cross (a feature table), so a row of other facts is not read as one.
 */
function whichFields(cands: Candidate[], q: Question, marksOnly = false): Outcome | undefined {
  const terms = q.terms.filter((t) => t !== q.target);
  const scores = coverage({ ...q, terms }, cands, terms);
  const top = Math.max(0, ...scores);
  const rows = cands.filter((c, i) => scores[i] === top && top >= 0.75 && c.record.kind === "row");
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  if (marksOnly && !row.record.fields.every((f) => isMark(f.value.trim()))) return undefined;
  const yes = row.record.fields.filter(
    (f) => f.name && !EMPTY_VALUE.test(f.value) && AFFIRMATIVE.test(f.value),
  );
  if (yes.length === 0 || yes.length === row.record.fields.length) return undefined;
  const text = `${yes.map((f) => (/^(?:yes|✓|✔|included)$/i.test(f.value) ? f.name : `${f.name} (${f.value})`)).join(", ")}`;
  return { found: { text, evidence: row.record.text, url: row.url, title: row.title } };
}

/**
 * Lists ("the nut-free cakes"), counts ("how many roles in Paris") and superlatives ("the cheapest starter",
 * "which branch closes latest on Saturday") over a page's items; "which plan includes …" over a table's row.
 * Undefined when the records give no such answer.
 */
export function answerOverRecords(cands: Candidate[], q: Question): Outcome | undefined {
  if (!q.extreme && q.type !== "list" && q.type !== "count") return whichFields(cands, q);
  // "Which plans include scheduled rollouts?": the plans are a feature table's columns, not its rows.
  if (q.type === "list" && q.target) {
    const marked = whichFields(cands, q, true);
    if (marked) return marked;
  }
  if (q.extreme?.by === "version") return extremeOf(cands, q);
  const items = itemsFor(cands, q);
  if (items.length === 0) return undefined;
  const page = items[0]!;
  if (q.extreme) return extremeOf(items, q);
  if (q.total) return totalOf(items, q);
  const names = [...new Set(items.map((c) => nameOf(c, q.target)))];
  const lines = items.map((c) => `- ${c.record.text}`).join("\n");
  const text =
    q.type === "count"
      ? `${names.length} (${names.join(", ")})`
      : names.length <= 1
        ? (items[0]?.record.text ?? "")
        : `${names.join(", ")}\n${lines}`;
  return { found: { text, evidence: lines, url: page.url, title: page.title } };
}

/** What a job pays: never the price of a thing. */
const WAGE = /\b(?:pay|pays|paid|salary|salaries|wages?|earn|earns|compensation)\b/i;

/** Words of a question about room for people, and the columns that say it. */
const ROOM_ASKED = /\b(?:people|persons?|fits?|seats?|holds?|capacity|guests?|covers)\b/i;
const ROOM_COLUMN = /\b(?:seats?|capacity|people|guests|covers|size|places)\b/i;

/** The field the question names for an item: by the attribute, then by a term, then a room column for room. */
function namedField(c: Candidate, q: Question) {
  const fields = c.record.fields.filter((f) => f.name);
  const named = (words: string[]) =>
    fields.find((f) => words.some((w) => has({ words: wordsOf(f.name) }, w)));
  return (
    named(q.attribute) ??
    named(q.terms.filter((t) => t !== q.target)) ??
    (ROOM_ASKED.test(q.asked) ? fields.find((f) => ROOM_COLUMN.test(f.name)) : undefined)
  );
}

/** The field an item is compared or added up by: the one the question names, else the first of the kind. */
function measuredField(c: Candidate, q: Question, kind: Question["type"]) {
  return namedField(c, q) ?? c.record.fields.find((f) => firstValue(kind, f.value) !== undefined);
}

type Valued = { c: Candidate; v: number; cell?: RecordField };

/**
 * An item's values to compare: the field the question names; else, in a row of a matrix ("4–5 ft — Nordmann fir
 * £39, Fraser fir £45, Norway spruce £29"), each cell of the kind, the cheapest tree being one cell of them all.
 */
function valuesOf(c: Candidate, q: Question, kind: Question["type"], wages: boolean): Valued[] {
  const named = namedField(c, q);
  const matrix = !named && c.record.kind === "row";
  const cells = matrix ? c.record.fields.filter((f) => f.name && measure(kind, f.value) !== undefined) : [];
  if (cells.length > 1 && !(wages && cells.some((f) => WAGE.test(f.name))))
    return cells.map((f) => ({ c, v: measure(kind, f.value)!, cell: f }));
  const field = named ?? measuredField(c, q, kind);
  if (wages && field && WAGE.test(field.name)) return [];
  const v = field ? measure(kind, field.value) : measure(kind, firstValue(kind, c.record.text) ?? "");
  return v === undefined ? [] : [{ c, v }];
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
function extremeOf(items: Candidate[], q: Question): Outcome | undefined {
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
  const kind = by === "number" ? "number" : by;
  // "The most expensive thing" is what is paid for, not what a job pays.
  const wages = by === "price" && !WAGE.test(q.asked);
  const valued = items.flatMap((c) => valuesOf(c, q, kind, wages));
  if (valued.length < 2) return undefined;
  valued.sort((a, b) => (q.extreme!.highest ? b.v - a.v : a.v - b.v));
  const [first, second] = valued;
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
  const text = cell ? `${r.subject || name} — ${cell.name}: ${cell.value}` : whole;
  return { found: { text, evidence: r.text, url: first!.c.url, title: first!.c.title } };
}

/** "How many public computers across all branches in total": the column the question names, added up. */
function totalOf(items: Candidate[], q: Question): Outcome | undefined {
  const parts = items
    .map((c) => ({ c, f: measuredField(c, q, "number") }))
    .filter((x) => x.f && amountOf(x.f.value) !== undefined);
  if (parts.length < 2) return undefined;
  const sum = parts.reduce((n, x) => n + amountOf(x.f!.value)!, 0);
  const shown = parts.map((x) => `${nameOf(x.c)} ${x.f!.value}`).join(" + ");
  const first = parts[0]!.c;
  return { found: { text: `${sum} (${shown})`, evidence: shown, url: first.url, title: first.title } };
}
