// HARMATTAN: the forty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** A body cell: its HTML, or its HTML and how many columns it spans ("£65, any dress" across three prices). */
export type Cell = string | [html: string, colspan: number];

const td = (c: Cell) => (typeof c === "string" ? `<td>${c}</td>` : `<td colspan="${c[1]}">${c[0]}</td>`);

/**
 * A table with two header rows: the lead columns span both rows, then each group's heading spans its own columns
 * ("A wedding dress" over its three kinds of dress; "A bag" over "2kg", "6kg" and "12kg").
 */
export const groupedTable = (
  caption: string,
  lead: string[],
  groups: [string, string[]][],
  rows: [string, ...Cell[]][],
) =>
  `<table><caption>${caption}</caption><thead><tr>` +
  lead.map((h) => `<th scope="col" rowspan="2">${h}</th>`).join("") +
  groups.map(([g, subs]) => `<th scope="colgroup" colspan="${subs.length}">${g}</th>`).join("") +
  `</tr><tr>${groups.flatMap(([, subs]) => subs.map((s) => `<th scope="col">${s}</th>`)).join("")}</tr></thead>` +
  `<tbody>${rows
    .map(([first, ...rest]) => `<tr><th scope="row">${first}</th>${rest.map(td).join("")}</tr>`)
    .join("")}</tbody></table>`;

/**
 * A table whose first column names a group once, spanning its rows ("Weekdays" beside Monday to Friday, "The
 * weekend" beside Saturday and Sunday): each group is [name, rows], and each row is a heading
 * cell for the row, then the other columns' cells.
 */
export const spanTable = (caption: string, head: string[], groups: [string, string[][]][]) =>
  `<table><caption>${caption}</caption><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join("")}</tr>` +
  `</thead><tbody>${groups
    .map(([name, rows]) =>
      rows
        .map(
          ([rowHead, ...cells], i) =>
            `<tr>${i === 0 ? `<th scope="rowgroup" rowspan="${rows.length}">${name}</th>` : ""}` +
            `<th scope="row">${rowHead}</th>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`,
        )
        .join(""),
    )
    .join("")}</tbody></table>`;

/** `<option>`s from [value, label] pairs. */
export const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** A line of a label and its value, as sites print them under a heading ("Zone A: LM1 to LM5"). */
export const line = (label: string, value: string) => `<p><strong>${label}:</strong> ${value}</p>`;
