import { contentLinks, pathWords, sameWord, words } from "./links";
import type { PageList, ReadPage } from "./page-read";

type Link = ReadPage["links"][number];

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, last: -1 };

/**
 * "open the first result", "click the 2nd link", "select the last product", "click the first link under Results":
 * the position, and the heading named after "under / in / below".
 */
const NTH =
  /^(?:click|tap|open|follow|select|visit|go\s+to|choose|pick)\s+(?:on\s+)?the\s+(first|second|third|fourth|fifth|last|\d+)(?:st|nd|rd|th)?\s+(?:search\s+)?(result|link|item|product|entry|article|one|option|hit)s?(?:\s+(?:under|in|below|beneath|from|of)\s+(?:the\s+)?(.+?)(?:\s+(?:section|heading|list))?)?$/i;

export interface NthRequest {
  which: string;
  /** The heading the link must be under, as the clause names it. */
  under?: string;
  /** Whether `under` is only preferred: "the first result" is under a heading like "Results" when there is one. */
  soft?: boolean;
}

export function nthRequest(clause: string): NthRequest | undefined {
  const m = clause.match(NTH);
  if (!m) return undefined;
  const which = m[1]!.toLowerCase();
  if (m[3]) return { which, under: m[3] };
  return /^(?:result|hit)$/i.test(m[2]!) ? { which, under: "results", soft: true } : { which };
}

/** How many of a heading's words the clause's name of it has, as a share of the name's words (0 when none). */
function headingScore(heading: string, name: string): number {
  const want = words(name);
  const have = words(heading);
  if (want.length === 0) return 0;
  return want.filter((w) => have.some((h) => sameWord(w, h))).length / want.length;
}

/**
 * The nth link of the page's content (navigation, header and footer left out), under the heading that best matches
 * the one named, if one is: the link, or why there is none.
 */
export function nthLink(links: Link[], req: NthRequest): { link: Link } | { error: string } {
  let content = contentLinks(links);
  if (req.under) {
    const sections = [...new Set(content.map((l) => l.section ?? ""))];
    const scored = sections.map((s) => ({ s, score: headingScore(s, req.under!) }));
    const best = Math.max(0, ...scored.map((x) => x.score));
    if (best === 0 && !req.soft)
      return { error: `the page has no links under a heading like "${req.under}"` };
    if (best > 0) {
      const chosen = new Set(scored.filter((x) => x.score === best).map((x) => x.s));
      content = content.filter((l) => chosen.has(l.section ?? ""));
    }
  }
  const n = ORDINALS[req.which] ?? Number(req.which);
  const link = n === -1 ? content.at(-1) : content[n - 1];
  if (link) return { link };
  const where = req.under && !req.soft ? ` under "${req.under}"` : " in its content";
  return { error: `the page has no ${req.which} link${where}` };
}

/** "list the products", "list all plans", "give me a list of the products": what to list. */
const LIST =
  /^(?:list|enumerate|name|show\s+me|give\s+me)\s+(?:a\s+list\s+of\s+)?(?:all\s+|every\s+)?(?:of\s+)?(?:the\s+)?(.+?)(?:\s+(?:on|in)\s+(?:this|the)\s+(?:page|site|website|shop|store))?$/i;

/** "what plans do you offer?", "which teapots do they sell?", "what products are there?": a list too. */
const WHAT_THERE =
  /^(?:what|which)\s+(?:kinds?\s+of\s+)?(.+?)\s+(?:(?:do|does|can)\s+(?:you|they|we|it|the\s+\S+)\s+(?:offer|sell|have|provide|stock|make)|are\s+(?:there|available|on\s+offer|listed))$/i;

export function listRequest(clause: string): string | undefined {
  const s = clause.trim().replace(/[?.!]+$/, "");
  const there = s.match(WHAT_THERE);
  if (there) return there[1]!.trim();
  const m = s.match(LIST);
  if (!m) return undefined;
  // "show me" and "give me" list only when they say so ("give me the founding year" is a question).
  if (/^(?:show|give)\s+me\b/i.test(s) && !/\ba\s+list\s+of\b/i.test(s)) return undefined;
  return m[1]!.trim();
}

/**
 * Whether a list's or a superlative's thing is more than a bare name of things ("plans", "office lunch platters"):
 * said with whose they are ("fieldfare tutors' cheapest exam course") or what someone does to them ("kinds of sofa
 * hartwell & daughter will recover", "menu a head that marlow & finch offer"). Such a clause is a question over
 * the site's records, not the page's bulleted list.
 */
export function asksOverSite(clause: string, thing: string): boolean {
  return (
    /['’]s?\s/.test(clause) ||
    thing.split(/\s+/).length > 4 ||
    /\b(?:at|from|that|which|who|they|you|we|do|does|can|will|would|sell|offer|have)\b/i.test(thing)
  );
}

/** What a list says of itself: its heading, the page's title, its items and the addresses its items link to. */
function listWords(page: ReadPage, list: PageList): string {
  const hrefOf = new Map(page.links.map((l) => [l.text, l.href]));
  const paths = list.items.map((item) => pathWords(hrefOf.get(item) ?? ""));
  return [list.heading, page.title, ...list.items, ...paths].join(" ");
}

/**
 * The page's list of `thing`: the one that shares most words with it (in its heading, items or their links:
 * "plans" finds the list of "The Pro plan costs…"), else the longest of the page's content. Undefined when the
 * page has no list.
 */
export function pickList(
  page: ReadPage,
  thing: string,
  usable: (l: PageList) => boolean = () => true,
): PageList | undefined {
  const lists = page.lists.filter(usable);
  const scored = lists.map((list) => ({ list, score: headingScore(listWords(page, list), thing) }));
  scored.sort((a, b) => b.score - a.score || b.list.items.length - a.list.items.length);
  return scored[0]?.list;
}

/** The items of a list that name `thing` ("teapot": the Blue teapot), or all of them when none does. */
export function itemsOf(list: PageList, thing: string): string[] {
  const named = list.items.filter((i) => headingScore(i, thing) > 0);
  return named.length > 0 ? named : list.items;
}

/** Whether the page has a list that names `thing` (in its heading, items or their links). */
export function hasListOf(
  page: ReadPage,
  thing: string,
  usable: (l: PageList) => boolean = () => true,
): boolean {
  return page.lists.some((list) => usable(list) && headingScore(listWords(page, list), thing) > 0);
}

/** "the cheapest plan", "which plan is the most expensive?": the list item with the lowest or highest price. */
export interface ExtremeRequest {
  highest: boolean;
  thing: string;
  /** How the clause says it ("cheapest"), for the result. */
  word: string;
}

const CHEAP = String.raw`cheapest|least\s+expensive|lowest[-\s]priced|most\s+affordable`;
const DEAR = String.raw`most\s+expensive|priciest|highest[-\s]priced|dearest`;
const EXTREME_THING = new RegExp(
  String.raw`^(?:(?:find|show\s+me|tell\s+me|get|give\s+me|what(?:'s|\s+is)|which\s+is)\s+)?(?:the\s+|(?:[\p{L}&-]+\s+){0,3}?[\p{L}-]+['’]s?\s+)?(${CHEAP}|${DEAR})\s+(.+)$`,
  "iu",
);
const WHICH_EXTREME = new RegExp(
  String.raw`^which\s+(.+?)\s+is\s+(?:the\s+)?(${CHEAP}|${DEAR})(?:\s+one)?$`,
  "i",
);

export function extremeRequest(clause: string): ExtremeRequest | undefined {
  const s = clause.trim().replace(/[?.!]+$/, "");
  const m = s.match(EXTREME_THING);
  const which = m ? null : s.match(WHICH_EXTREME);
  const word = m?.[1] ?? which?.[2];
  const thing = m?.[2] ?? which?.[1];
  if (!word || !thing) return undefined;
  return { highest: new RegExp(`^(?:${DEAR})$`, "i").test(word), thing, word: word.toLowerCase() };
}

/** The amount an item states ("$42 per month" → 42), or undefined. */
export function amountOf(item: string): number | undefined {
  const m = item.match(
    /[$€£¥]\s?(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s?(?:usd|eur|gbp|dollars?|euros?|pounds?)\b/i,
  );
  if (!m) return undefined;
  const n = Number((m[1] ?? m[2])!.replace(/,/g, ""));
  return Number.isNaN(n) ? undefined : n;
}

/** Whether a list states prices: two of its items or more have an amount. */
export const hasPrices = (l: PageList) => l.items.filter((i) => amountOf(i) !== undefined).length >= 2;

/** The item of `list` with the lowest (or highest) amount. */
export function extremeItem(list: PageList, highest: boolean): string {
  const priced = list.items.filter((i) => amountOf(i) !== undefined);
  const beats = (a: number, b: number) => (highest ? a > b : a < b);
  return priced.reduce((best, i) => (beats(amountOf(i)!, amountOf(best)!) ? i : best));
}
