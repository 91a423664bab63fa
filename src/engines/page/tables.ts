import type { DomNode } from "./read";
import { cleanText, type PageRecord, pairRecord, recordText } from "./records";

interface Cell {
  text: string;
  header: boolean;
}

const tagOf = (n: DomNode) => n.nodeName.toLowerCase();
/** A day of a month: "Saturday 5 December", "5th Dec". */
const DATED = /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/**
 * The rows of this table (not of a table nested in one of its cells), each as its cells laid out by column: a cell
 * spanning columns (colspan) or rows (rowspan) stands in each place it covers, the same cell each time.
 */
function rowsOf(table: DomNode): Cell[][] {
  const rows: Cell[][] = [];
  // A cell spanning rows, by the column it starts at, and the rows below it still takes.
  const carried: ({ cell: Cell; left: number } | undefined)[] = [];
  for (const tr of Array.from(table.querySelectorAll?.("tr") ?? [])) {
    if (tr.closest?.("table") !== table) continue;
    const cells: Cell[] = [];
    const fillCarried = () => {
      for (let down = carried[cells.length]; down && down.left > 0; down = carried[cells.length]) {
        down.left--;
        cells.push(down.cell);
      }
    };
    for (const c of Array.from(tr.childNodes)) {
      const tag = tagOf(c);
      if (tag !== "td" && tag !== "th") continue;
      fillCarried();
      const span = Math.min(20, Math.max(1, Number(c.getAttribute?.("colspan")) || 1));
      const down = Math.min(50, Math.max(1, Number(c.getAttribute?.("rowspan")) || 1));
      const cell = { text: cleanText(c.textContent), header: tag === "th" };
      for (let i = 0; i < span; i++) {
        if (down > 1) carried[cells.length] = { cell, left: down - 1 };
        cells.push(cell);
      }
    }
    fillCarried();
    if (cells.length > 0) rows.push(cells);
  }
  return rows;
}

/**
 * How many rows head the table: those of <thead>, else a first row of nothing but <th> cells — with the row under
 * it when the first groups its columns ("Harrowby" over "First mile" and "Each mile after"); 0 if none.
 */
function headerRows(table: DomNode, rows: Cell[][]): number {
  const head = Array.from(table.querySelectorAll?.("thead tr") ?? []).filter(
    (tr) => tr.closest?.("table") === table,
  );
  if (head.length > 0) return head.length;
  const allHeaders = (cells: Cell[] | undefined) =>
    !!cells && cells.length > 1 && cells.every((c) => c.header);
  if (!allHeaders(rows[0]) || rows.length < 2) return 0;
  const groups = rows[0]!.some((c, i) => i > 0 && rows[0]![i - 1] === c);
  return groups && allHeaders(rows[1]) && rows.length > 2 ? 2 : 1;
}

/**
 * Each column's name: its headers from the top down, each said once ("Price Free-range Bronze", "Harrowby First
 * mile"; a row of one cell across the table, a title, names none).
 */
function columnNames(rows: Cell[][]): string[] {
  const naming = rows.filter((cells) => new Set(cells).size > 1);
  const width = Math.max(0, ...naming.map((cells) => cells.length));
  return Array.from({ length: width }, (_, j) =>
    naming
      .map((cells) => cells[j]?.text ?? "")
      .filter((t, i, all) => t && all.indexOf(t) === i)
      .join(" "),
  );
}

/**
 * A table as records: each body row keyed by its first cell (the row header) with its other cells named by their
 * column headers — "Wednesday — Opens 9:00, Closes 18:00", "Single sign-on — Starter —, Growth —, Scale
 * Included". A two-column table without headers is a list of pairs ("Phone: …"); a row of one cell spanning the
 * table ("Starters") names the rows under it, as a heading would. The caption joins the section.
 */
export function tableRecords(table: DomNode, outerSection: string): PageRecord[] {
  const caption = cleanText(table.querySelector?.("caption")?.textContent);
  const rows = rowsOf(table);
  const at = headerRows(table, rows) - 1;
  const base = [acrossSiblings(outerSection, rows.slice(at + 1)), caption].filter(Boolean).join(" › ");
  const headers = at >= 0 ? columnNames(rows.slice(0, at + 1)) : [];
  const out: PageRecord[] = [];
  let group = "";
  const groupsRows = rows.some((cells, i) => i > at + 1 && cells[0]?.header && cells[0] === rows[i - 1]![0]);
  for (let i = at + 1; i < rows.length; i++) {
    const cells = rows[i]!;
    const distinct = new Set(cells);
    const section = [base, group].filter(Boolean).join(" › ");
    if (distinct.size === 1) {
      // One cell across the table: a group's name for the rows below it.
      group = cells[0]!.text;
      continue;
    }
    // A header spanning rows before each row's own header ("Hawkscombe" over "Gull Cottage" and "Harbour Loft") groups
    // them: the row is keyed by its own, and the group is a cell of it under its column's name ("Village").
    // (A group of one row, in a table of such groups, too.)
    // (But a date keys its rows still, as a day's sessions' "Saturday 5 December" over "10:00" and "14:30".)
    const grouped =
      groupsRows &&
      cells.length > 2 &&
      cells[0]!.header &&
      cells[1]!.header &&
      cells[1] !== cells[0] &&
      !DATED.test(cells[0]!.text);
    // (Grouped, the row's own header is its key and the group its first cell.)
    const key = grouped ? 1 : 0;
    const subject = cells[key]!.text;
    if (headers.length === 0 && cells.length === 2) {
      if (subject && cells[1]!.text) out.push(pairRecord({ name: subject, value: cells[1]!.text }, section));
      continue;
    }
    const fields = [
      ...(grouped ? [{ name: headers[0] ?? "", value: cells[0]!.text }] : []),
      ...cells.slice(key + 1).map((c, j) => ({ name: headers[key + 1 + j] ?? "", value: c.text })),
    ];
    // One cell across all the others ("Closed" under Opens and Closes) reads once.
    const spanning = !grouped && new Set(cells.slice(1)).size === 1 && fields.length > 1;
    out.push({
      kind: "row",
      subject,
      fields,
      text: spanning ? `${subject} — ${fields[0]!.value}` : recordText(subject, fields),
      section,
      ...(headers[key] ? { of: headers[key] } : {}),
    });
  }
  return out;
}

/**
 * A table after the last of sibling parts, with a row for each ("Kelford Basin" and "Nettlecombe Wharf" rows after
 * the part headed "Nettlecombe Wharf"), is about them all: its section is their parent's, not the last part's.
 */
function acrossSiblings(section: string, body: Cell[][]): string {
  const parts = section.split(" › ");
  const last = parts.at(-1)!.toLowerCase();
  const subjects = body.map((cells) => cells[0]?.text.toLowerCase());
  return body.length > 1 && subjects.includes(last) && subjects.some((s) => s !== last)
    ? parts.slice(0, -1).join(" › ")
    : section;
}
