// MISTRAL: the forty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/**
 * A table with two header rows: the lead columns span both rows, then each group's heading spans its own columns
 * ("The crematorium's fee" over "Weekday, 09:30 or 10:00", "Weekday, later" and "Saturday"; "A head" over "Adult"
 * and "Child, 3 to 12").
 */
export const groupedTable = (
  caption: string,
  lead: string[],
  groups: [string, string[]][],
  rows: string[][],
) =>
  `<table><caption>${caption}</caption><thead><tr>` +
  lead.map((h) => `<th scope="col" rowspan="2">${h}</th>`).join("") +
  groups.map(([g, subs]) => `<th scope="colgroup" colspan="${subs.length}">${g}</th>`).join("") +
  `</tr><tr>${groups.flatMap(([, subs]) => subs.map((s) => `<th scope="col">${s}</th>`)).join("")}</tr></thead>` +
  `<tbody>${rows
    .map(
      ([first, ...rest]) =>
        `<tr><th scope="row">${first}</th>${rest.map((c) => `<td>${c}</td>`).join("")}</tr>`,
    )
    .join("")}</tbody></table>`;

/** `<option>`s from [value, label] pairs. */
export const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** A line of a label and its value, as sites print them under a heading ("Day or night: 01632 960 400"). */
export const line = (label: string, value: string) => `<p><strong>${label}:</strong> ${value}</p>`;
