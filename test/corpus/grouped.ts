// Table and form helpers the held-out corpus parts' sites are written with (test/corpus/score.ts): one copy for
// every part that prints tables under two-level headings, cells spanning rows or columns, and label: value lines.

/** A body cell: its HTML, or its HTML and how many columns it spans ("From £160 …" across four prices). */
export type Cell = string | [html: string, colspan: number];

const td = (c: Cell) => (typeof c === "string" ? `<td>${c}</td>` : `<td colspan="${c[1]}">${c[0]}</td>`);

/**
 * A table with two header rows: the lead columns span both rows, then each group's heading spans its own columns
 * ("Nordmann Fir" over "Cut your own" and "Ready cut"; "In a home" over "Wear" and "Stains"); a row is its
 * heading cell, then the other columns' cells.
 */
export const groupedTable = (
  caption: string,
  lead: string[],
  groups: [string, string[]][],
  rows: ([string, ...Cell[]] | string[])[],
) =>
  `<table><caption>${caption}</caption><thead><tr>` +
  lead.map((h) => `<th scope="col" rowspan="2">${h}</th>`).join("") +
  groups.map(([g, subs]) => `<th scope="colgroup" colspan="${subs.length}">${g}</th>`).join("") +
  `</tr><tr>${groups.flatMap(([, subs]) => subs.map((s) => `<th scope="col">${s}</th>`)).join("")}</tr></thead>` +
  `<tbody>${rows
    .map((row) => `<tr><th scope="row">${row[0]}</th>${row.slice(1).map(td).join("")}</tr>`)
    .join("")}</tbody></table>`;

/**
 * A table whose first column names a group once, spanning its rows ("November to May" beside Monday, Tuesday to
 * Friday and the weekend; "Laminate" beside its two ranges): each group is [name, rows], and each row is a heading
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

/** A line of a label and its value, as sites print them under a heading ("Minimum fitting charge: £95 a visit"). */
export const line = (label: string, value: string) => `<p><strong>${label}:</strong> ${value}</p>`;

/**
 * A table whose first column names a day once, spanning that day's rows ("Tuesday" beside four classes): each
 * group is [day, rows], and a row is the other columns' cells.
 */
export const dayTable = (caption: string, head: string[], groups: [string, string[][]][]) =>
  `<table><caption>${caption}</caption><thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join("")}</tr>` +
  `</thead><tbody>${groups
    .map(([day, rows]) =>
      rows
        .map(
          (cells, i) =>
            `<tr>${i === 0 ? `<th scope="rowgroup" rowspan="${rows.length}">${day}</th>` : ""}` +
            `${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`,
        )
        .join(""),
    )
    .join("")}</tbody></table>`;
