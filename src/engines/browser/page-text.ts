import type { Page } from "playwright-core";

/** Longest result the instruction follower returns; the rest of a huge page adds nothing a reader needs. */
export const MAX_RESULT_CHARS = 20_000;

/** The text a reader sees on the page (rendered `innerText`, blank runs collapsed), capped at MAX_RESULT_CHARS. */
export async function readableText(page: Page): Promise<string> {
  const raw = await page.evaluate(() => document.body?.innerText ?? "");
  const text = raw
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return text.length > MAX_RESULT_CHARS ? `${text.slice(0, MAX_RESULT_CHARS)}…` : text;
}
