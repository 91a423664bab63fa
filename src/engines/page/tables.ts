import type { DomNode } from "./read";
import { cleanText, type PageRecord, pairRecord, recordText } from "./records";

interface Cell {
  text: string;
  header: boolean;
}

const tagOf = (n: DomNode) => n.nodeName.toLowerCase();

/** The rows of this table (not of a table nested in one of its cells), each as its cells, colspans repeated. */
function rowsOf(table: DomNode): Cell[][] {
  const rows: Cell[][] = [];
  for (const tr of Array.from(table.querySelectorAll?.("tr") ?? [])) {
    if (tr.closest?.("table") !== table) continue;
    const cells: Cell[] = [];
    for (const c of Array.from(tr.childNodes)) {
      const tag = tagOf(c);
      if (tag !== "td" && tag !== "th") continue;
      const span = Math.min(20, Math.max(1, Number(c.getAttribute?.("colspan")) || 1));
      const cell = { text: cleanText(c.textContent), header: tag === "th" };
      for (let i = 0; i < span; i++) cells.push(cell);
    }
    if (cells.length > 0) rows.push(cells);
  }
  return rows;
}

/** The index of the header row: the last row of <thead>, else a first row of nothing but <th> cells; -1 if none. */
function headerRow(table: DomNode, rows: Cell[][]): number {
  const head = Array.from(table.querySelectorAll?.("thead tr") ?? []).filter(
    (tr) => tr.closest?.("table") === table,
  );
  if (head.length > 0) return head.length - 1;
  const first = rows[0];
  return first && first.length > 1 && first.every((c) => c.header) && rows.length > 1 ? 0 : -1;
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
  const at = headerRow(table, rows);
  const base = [acrossSiblings(outerSection, rows.slice(at + 1)), caption].filter(Boolean).join(" › ");
  const headers = at >= 0 ? rows[at]!.map((c) => c.text) : [];
  const out: PageRecord[] = [];
  let group = "";
  for (let i = at + 1; i < rows.length; i++) {
    const cells = rows[i]!;
    const distinct = new Set(cells);
    const section = [base, group].filter(Boolean).join(" › ");
    if (distinct.size === 1) {
      // One cell across the table: a group's name for the rows below it.
      group = cells[0]!.text;
      continue;
    }
    const subject = cells[0]!.text;
    if (headers.length === 0 && cells.length === 2) {
      if (subject && cells[1]!.text) out.push(pairRecord({ name: subject, value: cells[1]!.text }, section));
      continue;
    }
    const fields = cells.slice(1).map((c, j) => ({ name: headers[j + 1] ?? "", value: c.text }));
    // One cell across all the others ("Closed" under Opens and Closes) reads once.
    const spanning = new Set(cells.slice(1)).size === 1 && fields.length > 1;
    out.push({
      kind: "row",
      subject,
      fields,
      text: spanning ? `${subject} — ${fields[0]!.value}` : recordText(subject, fields),
      section,
      ...(headers[0] ? { of: headers[0] } : {}),
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
