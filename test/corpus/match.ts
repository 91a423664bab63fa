import type { Submission } from "./serve";
import type { Expect } from "./types";

const NUMBER_WORDS =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(
    " ",
  );

/** Lower case, one space for any run of whitespace, and small number words as digits ("three" → "3"). */
export function normalise(text: string): string {
  const lower = text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
  return lower.replace(/\b[a-z]+\b/g, (w) => {
    const n = NUMBER_WORDS.indexOf(w);
    return n < 0 ? w : String(n);
  });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ALNUM = /[\p{L}\p{N}]/u;

/**
 * Whether `needle` appears in `text` as a whole: a needle that begins or ends with a letter or digit may not
 * continue a word or a number there, so "£13" is not found in "£13.50" nor "2" in "£2.00".
 */
export function containsWhole(text: string, needle: string): boolean {
  const n = normalise(needle);
  const before = ALNUM.test(n[0] ?? "") ? "(?<![\\p{L}\\p{N}]|\\p{N}[.,])" : "";
  const after = ALNUM.test(n.at(-1) ?? "") ? "(?![\\p{L}\\p{N}]|[.,]\\p{N})" : "";
  return new RegExp(`${before}${escapeRe(n)}${after}`, "u").test(normalise(text));
}

/** The first word of an answer, past any markdown or quotes, lower case. */
export const firstWord = (text: string) => (normalise(text).match(/[\p{L}\p{N}]+/u)?.[0] ?? "").toLowerCase();

/** Whether an answer text satisfies a `contains` or `answer` expectation (false for the other kinds). */
export function answerMatches(text: string, expect: Expect): boolean {
  if ("not_found" in expect) return false;
  if ("submitted" in expect) return (expect.contains ?? []).every((c) => containsWhole(text, c));
  if ("answer" in expect && firstWord(text) !== expect.answer) return false;
  const wanted = "contains" in expect ? (expect.contains ?? []) : [];
  const unwanted = "excludes" in expect ? (expect.excludes ?? []) : [];
  return wanted.every((c) => containsWhole(text, c)) && !unwanted.some((c) => containsWhole(text, c));
}

const squash = (v: string) => v.normalize("NFC").toLowerCase().replace(/\s+/g, "");

/** The first submission sent to `path` carrying every expected field, compared ignoring case and spaces. */
export function matchingSubmission(
  submissions: Submission[],
  want: { path: string; fields: Record<string, string> },
): Submission | undefined {
  return submissions.find(
    (s) =>
      s.path === want.path &&
      Object.entries(want.fields).every(([k, v]) => squash(s.fields[k] ?? "") === squash(v)),
  );
}

/** A research report's lead: its first paragraph that is not only a heading. */
export function leadOf(markdown: string): string {
  const paragraphs = markdown.trim().split(/\n\s*\n/);
  return paragraphs.find((p) => !/^#{1,6}\s/.test(p.trim())) ?? "";
}

/** How a research lead says the pages do not answer the question. */
export const NOT_FOUND_LEAD = /do(es)? not say|not found|could not find/i;

/**
 * A research task's verdict from its report: its lead must hold the answer; a failed task or a lead saying the
 * pages do not say it is `not_found`, which is `right` for an item whose answer is not on the page.
 */
export function researchVerdict(
  report: string,
  failed: boolean,
  expect: Expect,
): { verdict: "right" | "not_found" | "wrong"; lead: string; inReport: boolean } {
  const lead = leadOf(report);
  const inReport = answerMatches(report, expect);
  const nothing = "not_found" in expect;
  if (failed || NOT_FOUND_LEAD.test(lead))
    return { verdict: nothing ? "right" : "not_found", lead, inReport };
  if (nothing) return { verdict: "wrong", lead, inReport };
  return { verdict: answerMatches(lead, expect) ? "right" : "wrong", lead, inReport };
}
