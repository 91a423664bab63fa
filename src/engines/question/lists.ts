import { EMPTY_VALUE, type PageRecord } from "../page/records";
import type { Outcome } from "./answer";
import { type Candidate, coverage, has, wordsOf } from "./match";
import type { Question } from "./question";
import { firstValue, measure } from "./values";

/** Records that are one thing of several: table rows, cards, list items. */
const ITEM_KINDS: ReadonlySet<PageRecord["kind"]> = new Set(["row", "card", "item"]);
const AFFIRMATIVE = /^(?:yes|✓|✔|included|available|unlimited|all|\d.*)$/i;

/** How a record names its thing: its subject (a row's header, a card's heading), or its text for a list item. */
const nameOf = (r: PageRecord) => r.subject || r.text;

/** The last part of a section ("Leith Library" of "Our branches › Leith Library"), what tells rows apart. */
const lastSection = (r: PageRecord) => r.section.split(" › ").at(-1) ?? "";

/**
 * The records of the thing a question lists, counts or compares ("roles", "cakes", "branches"): the items whose
 * table, list or cards the target names (in a section, a row-header column, a page title), else every item; then
 * only those that have every other term of the question ("remote", "Lisbon") and none of its exclusions
 * ("nut-free": an item whose text names nuts is out, unless it says it is nut-free).
 */
function itemsFor(cands: Candidate[], q: Question): Candidate[] {
  const items = cands.filter((c) => ITEM_KINDS.has(c.record.kind));
  const target = q.target;
  const named = target
    ? items.filter((c) =>
        has({ words: wordsOf(`${c.record.section} ${c.record.of ?? ""} ${c.title}`) }, target),
      )
    : [];
  const group = named.length > 0 ? named : items;
  const filters = q.terms.filter((t) => t !== target && !(target && has({ words: wordsOf(t) }, target)));
  // A filter that names a column ("contain sesame" over an allergen table) asks for a value there that says yes.
  const columnOf = (c: Candidate, t: string) =>
    c.record.fields.find((f) => f.name && has({ words: wordsOf(f.name) }, t));
  const plain = filters.filter((t) => !group.some((c) => columnOf(c, t)));
  const columns = filters.filter((t) => !plain.includes(t));
  const scores = coverage({ ...q, terms: plain }, group, plain);
  return group.filter((c, i) => {
    if ((plain.length > 0 || q.days.length > 0) && scores[i]! < 0.999) return false;
    for (const t of columns) {
      const f = columnOf(c, t);
      if (!f || EMPTY_VALUE.test(f.value.trim())) return false;
    }
    return q.exclude.every((x) => {
      const text = c.record.text.toLowerCase();
      return new RegExp(`\\b${x}s?-free\\b|\\bno\\s+${x}`).test(text) || !has({ words: wordsOf(text) }, x);
    });
  });
}

/** For "which plan includes X": the fields of the one record about X whose values say yes. */
function whichFields(cands: Candidate[], q: Question): Outcome | undefined {
  const terms = q.terms.filter((t) => t !== q.target);
  const scores = coverage({ ...q, terms }, cands, terms);
  const top = Math.max(0, ...scores);
  const rows = cands.filter((c, i) => scores[i] === top && top >= 0.75 && c.record.kind === "row");
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
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
  const items = itemsFor(cands, q);
  if (items.length === 0) return undefined;
  const page = items[0]!;
  if (q.extreme) {
    const kind = q.type === "list" || q.type === "any" ? "price" : q.type;
    const valued = items
      .map((c) => {
        const field =
          c.record.fields.find(
            (f) => f.name && q.attribute.some((a) => has({ words: wordsOf(f.name) }, a)),
          ) ?? c.record.fields.find((f) => firstValue(kind, f.value) !== undefined);
        const v = field ? measure(kind, field.value) : measure(kind, firstValue(kind, c.record.text) ?? "");
        return { c, v };
      })
      .filter((x): x is { c: Candidate; v: number } => x.v !== undefined);
    if (valued.length < 2) return undefined;
    valued.sort((a, b) => (q.extreme!.highest ? b.v - a.v : a.v - b.v));
    const [first, second] = valued;
    if (second && first!.v === second.v) return undefined;
    const r = first!.c.record;
    // Rows that share a name ("Saturday" of each branch) are told apart by their section.
    const sameName = valued.filter((x) => nameOf(x.c.record) === nameOf(r)).length > 1;
    const name = sameName ? lastSection(r) : nameOf(r);
    return {
      found: { text: `${name} — ${r.text}`, evidence: r.text, url: first!.c.url, title: first!.c.title },
    };
  }
  const names = [...new Set(items.map((c) => nameOf(c.record)))];
  const lines = items.map((c) => `- ${c.record.text}`).join("\n");
  const text =
    q.type === "count"
      ? `${names.length} (${names.join(", ")})`
      : names.length <= 1
        ? (items[0]?.record.text ?? "")
        : `${names.join(", ")}\n${lines}`;
  return { found: { text, evidence: lines, url: page.url, title: page.title } };
}
