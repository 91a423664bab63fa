import { answerQuestion } from "../../src/engines/question/answer";
import { parseQuestion } from "../../src/engines/question/question";
import { extractHtml } from "../../src/engines/research/extract";

/** A page read as records (the page model), from the HTML of its main content. */
export function recordsPage(url: string, title: string, main: string) {
  const read = extractHtml(
    `<html><head><title>${title}</title></head><body><main>${main}</main></body></html>`,
    url,
  );
  return { url, title: read.title, site: read.site, records: read.records };
}

/** The answer the question model gives from some pages, or "not found". */
export function answerText(pages: ReturnType<typeof recordsPage>[], question: string, now: Date): string {
  const outcome = answerQuestion(pages, parseQuestion(question, now));
  return "found" in outcome ? outcome.found.text : "not found";
}

/** A table row as HTML: its first cell the row's header, the others its values. */
export const headedRow = (...cells: string[]) =>
  `<tr><th>${cells[0]}</th>${cells
    .slice(1)
    .map((c) => `<td>${c}</td>`)
    .join("")}</tr>`;
