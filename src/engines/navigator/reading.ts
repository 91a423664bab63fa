import type { SeenPage } from "./answer";
import { followable } from "./link-meaning";
import { bestLink, promisingLink } from "./links";
import { amountOf, extremeItem, hasListOf, hasPrices, itemsOf, pickList } from "./page-lists";
import type { ReadPage } from "./page-read";
import { pageIsAbout, summarize } from "./summary";

/**
 * A clause that asks to read rather than act: a question, a summary of a page, a list on a page, or the item of a
 * list with the lowest or highest price.
 */
export type Reading =
  | { kind: "summary"; topic?: string; strict: boolean }
  /** `named`: only a list that names the thing will do (a question's fall-back, never the page's first list). */
  | { kind: "list"; thing: string; named?: boolean }
  | { kind: "extreme"; highest: boolean; thing: string; word: string; named?: boolean };

type Link = ReadPage["links"][number];

/** What reading gives: the result (with its page), one link to follow first, or why it cannot be done. */
export type ReadingOutcome = { result: string } | { hop: Link } | { error: string };

/** A text with the page it came from. */
export const cite = (text: string, page: { title: string; url: string }) =>
  `${text}\n(from ${page.title ? `"${page.title}", ` : ""}${page.url})`;

/**
 * Carry out a reading clause on the pages seen (`current` is the page at hand). A clause that the page at hand does
 * not satisfy may follow links first (`hops` counts those followed): for a question, the most promising link of
 * each page reached until an answer convinces (at most MAX_QUESTION_HOPS, as research's deep mode follows links);
 * for a summary or a list, the one link to the page named.
 */
export function read(
  r: Reading,
  current: ReadPage | undefined,
  pages: Map<string, SeenPage>,
  hops: number,
): ReadingOutcome {
  const visited = new Set(pages.keys());
  const hopped = hops > 0;
  if (!current) return { error: "no page is open" };
  if (r.kind === "summary") {
    if (!r.topic || hopped || pageIsAbout(current, r.topic))
      return { result: cite(summarize(current), current) };
    const link = linkTo(current, r.topic, visited);
    if (link) return { hop: link };
    if (r.strict) return { error: `no link on the page leads to "${r.topic}"` };
    return { result: cite(summarize(current), current) };
  }
  // A list, or its item with the lowest or highest price: from the page's list that names the thing, else from
  // the one on the page its link leads to.
  const usable = r.kind === "extreme" ? hasPrices : () => true;
  if (!hopped && !hasListOf(current, r.thing, usable)) {
    const link = linkTo(current, r.thing, visited);
    if (link) return { hop: link };
  }
  const list =
    !r.named || hasListOf(current, r.thing, usable) ? pickList(current, r.thing, usable) : undefined;
  if (!list)
    return { error: `the page has no list of ${r.thing}${r.kind === "extreme" ? " with prices" : ""}` };
  if (r.kind === "list")
    return {
      result: cite(
        itemsOf(list, r.thing)
          .map((i) => `- ${i}`)
          .join("\n"),
        current,
      ),
    };
  const of = list.items.filter((i) => amountOf(i) !== undefined).length;
  return { result: cite(`${extremeItem(list, r.highest)}\n(the ${r.word} of ${of})`, current) };
}

/** The link not yet visited that leads to a page on `topic`: named by it, else the most promising for it. */
function linkTo(page: ReadPage, topic: string, visited: Set<string>): Link | undefined {
  // Never off the site nor to sign-in, cookies or social pages (a footer's "Facebook" link names the site).
  const open = page.links.filter((l) => followable(l, page.url) && !visited.has(l.href.split("#")[0]!));
  return bestLink(open, topic) ?? promisingLink(open, topic, visited);
}
