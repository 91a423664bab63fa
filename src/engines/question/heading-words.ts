import type { PageRecord } from "../page/records";

// Words a page gives its records beside their own (match.ts adds them to each candidate's words): the initials its
// headings go by, and the marks its key explains.

/**
 * What a heading's words are called by their first letters: "PT sessions" are those of *Personal training*. Whole
 * parts of a section or title only (two to four words), so that no run of a sentence's words makes a word of its own.
 */
export function initialsOf(headings: string): string {
  return headings
    .split(/\s*[›|:—–]\s*|\s+-\s+/)
    .map((part) => part.split(/\s+/).filter((w) => /^\p{L}{2,}$/u.test(w)))
    .filter((words) => words.length >= 2 && words.length <= 4)
    .map((words) => words.map((w) => w[0]).join(""))
    .join(" ");
}

/**
 * A page's key to the marks on its items ("VG: vegan", "GF: gluten-free"): each mark, as a pattern finding it on an
 * item ("Beyond burger (VG)"), with what it means.
 */
export function legendOf(records: readonly PageRecord[]): [RegExp, string][] {
  return records.flatMap((r) =>
    r.kind === "pair" && /^[A-Z]{1,3}$/.test(r.subject) && (r.fields[0]?.value.split(/\s+/).length ?? 9) <= 3
      ? [[new RegExp(`(?<![\\p{L}])${r.subject}(?![\\p{L}])`, "u"), r.fields[0]!.value] as [RegExp, string]]
      : [],
  );
}
