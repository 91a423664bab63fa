import { escapeRegExp } from "../../text";
import type { PageRecord } from "../page/records";
import { withDayColumn } from "./day-columns";
import { type Candidate, has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";
import { priceColumns } from "./record-fields";
import { withDatedColumn, withTimeColumn } from "./time-columns";
import { holds } from "./values";

// "A quarter plot for a pensioner": a price table's columns are often named for who pays them ("Concession",
// "Reduced") and a sentence of the page says who that is ("Concessions are for over-65s, students and anyone on
// means-tested benefits"). The question then names the column whose sentence names the asker's group.

/** Groups of people a question may say it is for, as a sentence defining a column may name them. */
const GROUPS: [RegExp, RegExp][] = [
  [
    /\b(?:pensioners?|seniors?|oaps?|retired|retirees?)\b/i,
    /\b(?:pensioners?|seniors?|oaps?|over[-\s]?(?:60|65)s?|(?:60|65)\s+(?:or|and)\s+(?:over|older))\b/i,
  ],
  [/\bstudents?\b/i, /\bstudents?\b/i],
  [/\b(?:unemployed|jobseekers?|on\s+benefits)\b/i, /\b(?:unemployed|jobseekers?|benefits)\b/i],
  [/\bcarers?\b/i, /\bcarers?\b/i],
  [/\bdisabled\b/i, /\bdisabled\b|\bdisability\b/i],
];

/** "Concessions are for …", "Reduced prices are available to …": a column's first word and whom it is for. */
const FOR_WHOM =
  /^(?:the\s+)?([\p{L}-]+?)s?\s+(?:rates?\s+|prices?\s+|tickets?\s+)?(?:are|is)\s+(?:for|available\s+to|open\s+to|offered\s+to)\s+(.+)$/iu;

/**
 * The question as it names the columns the page says it means: by a date sold, a time of year, a day, the asker's
 * group, a kind of thing, what a label says a column covers, or what one cell of a row says of it.
 */
export const withColumnsNamed = (cands: Candidate[], q: Question): Question =>
  [
    withDatedColumn,
    withTimeColumn,
    withDayColumn,
    withGroupColumn,
    withKindColumn,
    withDefinedColumn,
    withDescribedColumn,
  ].reduce((asked, named) => named(cands, asked), q);

/** The question as it names the column of its asker's group, or as it was. */
export function withGroupColumn(cands: Candidate[], q: Question): Question {
  if (q.type !== "price") return q;
  const group = GROUPS.find(([asked]) => asked.test(q.asked));
  if (!group) return q;
  const columns = priceColumns(cands);
  // A column the question names already ("Senior") needs no sentence; "Price a visit" is not named by "10 visit".
  const lead = (h: string) => ({ words: wordsOf(h.split(/[\s,]+/)[0]!) });
  if (columns.some((h) => group[0].test(h) || q.terms.some((t) => has(lead(h), t)))) return q;
  const fitting = columns.filter((h) => {
    const first = h.split(/[\s,]+/)[0]!.toLowerCase();
    return cands.some((c) =>
      c.record.text.split(/(?<=[.;])\s+/).some((sentence) => {
        const m = FOR_WHOM.exec(sentence.trim());
        return m !== null && m[1]!.toLowerCase() === first.replace(/s$/, "") && group[1].test(m[2]!);
      }),
    );
  });
  if (fitting.length !== 1) return q;
  // The asker's group is said by the column now, not by the row.
  const terms = q.terms.filter((t) => !group[0].test(t));
  return { ...q, terms: [...terms, fitting[0]!.split(/[\s,]+/)[0]!.toLowerCase()] };
}

/**
 * "A full valet on an SUV": a price table's columns may be named for kinds of thing ("Small", "Large", "Van") that
 * a sentence of the page defines ("Small is a city car or supermini, …, large an SUV, 4x4, pick-up or
 * seven-seater, and van a small or medium panel van"; "medium is 10 to 20 kg, such as a cocker spaniel,
 * cockapoo"). The question then names the one column whose definition says words of it that no column's name and
 * no row says.
 */
export function withKindColumn(cands: Candidate[], q: Question): Question {
  if (q.type !== "price") return q;
  const firsts = [...new Set(priceColumns(cands).map((h) => h.split(/[\s,]+/)[0]!.toLowerCase()))];
  if (firsts.length < 2 || !firsts.every((w) => /^\p{L}+$/u.test(w))) return q;
  if (q.terms.some((t) => firsts.some((w) => has({ words: wordsOf(w) }, t)))) return q;
  const names = firsts.join("|");
  // Each column's first word at a clause's start, and what follows it up to the next one.
  const DEFINED = new RegExp(
    `(?:^|[.?;,]\\s+(?:and\\s+)?)(${names})\\b(?:\\s+(?:is|means|covers|are)\\s+([^.;]+?)|\\s+((?:an?|any|the)\\s+[^.;]+?))(?=,\\s+(?:and\\s+)?(?:${names})\\b|[.;]|$)`,
    "giu",
  );
  const defined = new Map<string, string>();
  for (const c of cands) {
    if (c.record.kind !== "text") continue;
    for (const m of c.record.text.matchAll(DEFINED)) defined.set(m[1]!.toLowerCase(), m[2] ?? m[3]!);
  }
  if (defined.size < 2) return q;
  const rows = cands.filter((c) => c.record.kind === "row");
  // Every word of the kind the one definition says ("bernese", "mountain" of a Bernese mountain dog) goes.
  const kinds = new Map<string, string>();
  for (const t of q.terms) {
    if (rows.some((c) => has({ words: wordsOf(c.record.subject) }, t))) continue;
    const fits = [...defined].filter(([, said]) => has({ words: wordsOf(said) }, t));
    if (fits.length === 1) kinds.set(t, fits[0]![0]);
  }
  const columns = new Set(kinds.values());
  if (columns.size !== 1) return q;
  return { ...q, terms: [...q.terms.filter((x) => !kinds.has(x)), ...columns] };
}

/** Whether a row gives a price in one of its cells. */
const pricedRow = (c: Candidate) => c.record.fields.some((f) => holds("price", f.value));

/** A row's cell that is one of `groups` by name ("Zone 3" of "Dunford — Zone Zone 3"), in lower case. */
const groupCellOf = (r: PageRecord, groups: ReadonlySet<string>) =>
  r.fields.map((f) => f.value.trim().toLowerCase()).find((v) => groups.has(v));

/**
 * "A midweek break on Wagtail", "order by when for Dunford": a table's rows may stand for groups ("A" under
 * "Band", "Zone 3") that a label lists the members of ("Band A: Moorhen, Wagtail and Teal") or another table's rows
 * name ("Dunford — Zone Zone 3"). The thing asked is then read as its group: the question without its name, and of
 * the tables with that group's row, only that row.
 */
export function groupRowOf(
  cands: Candidate[],
  q: Question,
): { q: Question; keep: (c: Candidate) => boolean } | undefined {
  const rows = cands.filter((c) => c.record.kind === "row" && c.record.of);
  if (rows.length === 0) return undefined;
  // A row's label with the header of its column ("Band A"), or its own when it says it ("Zone 3" under "Zone").
  const label = (c: Candidate) => {
    const own = c.record.subject.toLowerCase();
    const of = c.record.of!.toLowerCase();
    return own.startsWith(`${of} `) ? own : `${of} ${own}`;
  };
  const labels = new Set(rows.map(label));
  // What lists a group's members: a label ("Zone 3: Hollowmere, Dunford …"), or a row of another table whose cell
  // is the group ("Dunford — Postcodes KX8, Zone Zone 3").
  const listing = (c: Candidate, term: string): string | undefined => {
    const r = c.record;
    if (r.kind === "pair")
      return labels.has(r.subject.toLowerCase()) && has({ words: wordsOf(r.fields[0]?.value ?? "") }, term)
        ? r.subject.toLowerCase()
        : undefined;
    if (r.kind !== "row" || !has({ words: wordsOf(r.subject) }, term)) return undefined;
    return groupCellOf(r, labels);
  };
  const members = q.terms.flatMap((term) => {
    // (A row of its own says it, or a price of it: not another town's row naming "Dunford Town Council".)
    const ownRow = (c: Candidate) =>
      has({ words: wordsOf(c.record.subject) }, term) || (has(c, term) && pricedRow(c));
    if (rows.some((c) => ownRow(c) && listing(c, term) === undefined)) return [];
    const groups = new Set(cands.map((c) => listing(c, term)).filter((g) => g !== undefined));
    return groups.size === 1 ? [{ term, group: [...groups][0]! }] : [];
  });
  if (members.length !== 1) return undefined;
  const { term, group } = members[0]!;
  const tableOf = (c: Candidate) => `${c.url} ${c.record.section}`;
  const tables = new Set(rows.filter((c) => label(c) === group).map(tableOf));
  return {
    q: { ...q, terms: q.terms.filter((t) => t !== term) },
    keep: (c) => c.record.kind !== "row" || !tables.has(tableOf(c)) || label(c) === group,
  };
}

/**
 * "A midi skip in Kessingham": a price table's columns may be named for what a label of the page defines ("Zone 1:
 * Kessingham (KX1 to KX3)"). A word of the question no row says, which one such label says, names its column.
 */
export function withDefinedColumn(cands: Candidate[], q: Question): Question {
  if (q.type !== "price") return q;
  const columns = new Map(priceColumns(cands).map((h) => [h.toLowerCase(), h]));
  const definitions = definedIn(cands, [...columns.values()]);
  if (definitions.length < 2) return q;
  // (A row of another table may say the word: "Hollowmere — Zone 3" of the towns' table defines it; a price row
  // saying it names its own row.)
  const priced = cands.filter((c) => c.record.kind === "row" && pricedRow(c));
  const named = q.terms.flatMap((t) => {
    if (priced.some((c) => has({ words: wordsOf(c.record.text) }, t))) return [];
    const defining = new Set(
      definitions.filter(([, said]) => has({ words: wordsOf(said) }, t)).map(([h]) => h),
    );
    return defining.size === 1 ? [{ t, column: columns.get([...defining][0]!)! }] : [];
  });
  if (new Set(named.map((n) => n.column)).size !== 1) return q;
  const said = new Set(named.map((n) => n.t));
  return { ...q, terms: [...q.terms.filter((t) => !said.has(t)), named[0]!.column.toLowerCase()] };
}

/**
 * What the page says each column is: a label's value ("Zone 1: Kessingham (KX1 to KX3)"), or the words after the
 * column's name in a sentence naming them in turn ("Zone 1 is Kessingham, Zone 2 Thornbury Green, Millbeck …").
 */
function definedIn(cands: Candidate[], columns: string[]): [string, string][] {
  if (columns.length < 2) return [];
  const lowered = new Set(columns.map((h) => h.toLowerCase()));
  const names = columns.map(escapeRegExp).join("|");
  const inTurn = new RegExp(`\\b(${names})\\b(?:\\s+is|:)?\\s+(.+?)(?=,?\\s*\\b(?:${names})\\b|[.;]|$)`, "g");
  return cands.flatMap((c): [string, string][] => {
    const r = c.record;
    if (r.kind === "pair" && lowered.has(r.subject.toLowerCase()))
      return [[r.subject.toLowerCase(), r.fields[0]?.value ?? ""]];
    // A row of another table whose cell is a column's name: "Hollowmere — Postcodes KX7, Zone Zone 3".
    if (r.kind === "row") {
      const cell = groupCellOf(r, lowered);
      return cell ? [[cell, r.subject]] : [];
    }
    if (r.kind !== "text") return [];
    const said = [...r.text.matchAll(inTurn)];
    // (As written in the table, and two of them or more: not "the deposit … in the main driver's name".)
    return new Set(said.map((m) => m[1])).size >= 2
      ? said.map((m) => [m[1]!.toLowerCase(), m[2]!] as [string, string])
      : [];
  });
}

/**
 * "Is the indoor track open on Boxing Day" of a table by track ("Dunwell", "Coldharbour"): a row of the pages read
 * may say what each column is ("Indoors or out — Dunwell Indoors and heated, Coldharbour Outdoors"). A word of the
 * question that no column's name says, and that one cell of one row says, names that cell's column. The noun it
 * describes ("track") goes with it when the describing row's table or page says it ("Two tracks").
 */
export function withDescribedColumn(cands: Candidate[], q: Question): Question {
  const rows = cands.filter((c) => c.record.kind === "row" && c.record.fields.length >= 2);
  const tableOf = (c: Candidate) => `${c.url} ${c.record.section}`;
  // (A general noun tells no column from another: "behind the office" in one office's parking cell does not make
  // "the holtby office" that office's.)
  // (Nor the site's own name: "where can hartseys bury ashes" is not Selbury's column because its funeral
  // directors there are "Eleanor Hartsey and Callum Reid".)
  const siteSays = (t: string) =>
    cands.length > 0 && cands.every((c) => c.site && has({ words: wordsOf(c.site) }, t));
  const named = q.terms.flatMap((t) => {
    if (t.includes("|") || isGeneric(t) || siteSays(t)) return [];
    const saying = (value: string) => has({ words: wordsOf(value) }, t);
    if (rows.some((c) => c.record.fields.some((f) => saying(f.name)))) return [];
    const describing: { row: Candidate; name: string }[] = [];
    for (const c of rows) {
      const cells = c.record.fields.filter((f) => f.name && saying(f.value));
      // A row headed by the word is the thing asked ("Track — Dunwell 420 m …" of "the indoor track"), and so is one
      // headed by more of the question ("Garden Party" of "a garden party"), unless it says what each column is.
      const heading = { words: wordsOf(c.record.subject) };
      if (saying(c.record.subject) && (cells.length !== 1 || q.terms.some((x) => x !== t && has(heading, x))))
        return [];
      if (cells.length === 1) describing.push({ row: c, name: cells[0]!.name });
    }
    // One row describing, in words of its own (not a cell that is the word: "Site — Hepford" is a category), the
    // column of a table of another heading too (the hours by track, beside the tracks compared), or a cell of one
    // ("Circuit Grand Prix — Track Coldharbour" of "the group packages at the outdoor track").
    if (describing.length !== 1) return [];
    const [{ row, name }] = describing as [{ row: Candidate; name: string }];
    const cell = row.record.fields.find((f) => f.name === name)!.value;
    const elsewhere = rows.some(
      (c) =>
        tableOf(c) !== tableOf(row) &&
        c.record.fields.some((f) => f.name === name || f.value.trim() === name),
    );
    return wordsOf(cell).size > 1 && elsewhere ? [{ t, name, row }] : [];
  });
  if (named.length !== 1) return q;
  const { t, name, row } = named[0]!;
  // (A question naming one of those columns itself needs no description of one: "who works at pellow's orme yard"
  // is the Orme column's, though "4 spaces in the yard" is said in Brackley's.)
  if (
    q.terms.some(
      (x) => x !== t && row.record.fields.some((f) => f.name && has({ words: wordsOf(f.name) }, x)),
    )
  )
    return q;
  const next = q.asked.toLowerCase().match(new RegExp(`\\b${escapeRegExp(t)}\\w*\\s+(\\w+)`))?.[1];
  const titled = { words: wordsOf(`${row.record.section} ${row.title}`) };
  const noun = q.terms.find((x) => next && x !== t && has({ words: wordsOf(next) }, x) && has(titled, x));
  return { ...q, terms: [...q.terms.filter((x) => x !== t && x !== noun), name.toLowerCase()] };
}
