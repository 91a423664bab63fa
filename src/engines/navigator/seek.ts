import type { PageRecord } from "../page/records";
import { answerQuestion } from "../question/answer";
import { IMPLIED_EVENTS } from "../question/attributes";
import { fitsDateAsked, inChristmasFortnight } from "../question/date-asked";
import { has, isGeneric, isHomePage, wordsOf } from "../question/match";
import type { Question } from "../question/question";
import { linkWeights, type WeighedLink } from "./link-meaning";
import { bare, originOf } from "./links";

/** A page the navigator has read, as seeking needs it: its records and its links. */
export interface SoughtPage {
  url: string;
  title: string;
  records: PageRecord[];
  links: WeighedLink[];
  /** Whether the page has a site search form. */
  searchable?: boolean;
}

/** A page as choosing where to go next needs it: its address and its links. */
type LinkedPage = Pick<SoughtPage, "url" | "links">;

/**
 * What seeking an answer gives: the answer with its page, a page to go to next (`click` on the page at hand, else
 * by its address: backtracking to a link of a page read earlier), a search to run, or why it cannot be answered.
 */
export type SeekOutcome =
  | { result: string; url: string; title: string }
  | { go: WeighedLink; onCurrent: boolean }
  | { search: string; narrowed?: boolean }
  | { error: string };

/** The most pages a question reads before it gives up, however many steps the task still has. */
export const MAX_SEEK_PAGES = 8;
/** How many pages a news item's answer, or one from a page not saying a word of the question, waits for (seek). */
const MAX_NEWS_DEFERRALS = 2;
/** Kinds a news item is the right place for: when something happened. */
const DATED: ReadonlySet<Question["type"]> = new Set(["date", "when", "year"]);

/**
 * The words a site's search is given for a question: its subject terms as asked, without the question around them
 * or the site's own name (`siteName`: "typhoid jab", not "typhoid jab fenners pharmacy", which every page matches).
 */
export function searchText(q: Question, thing?: string, siteName: ReadonlySet<string> = new Set()): string {
  if (thing) return thing;
  // A verb a page leaves unsaid is no word to search for ("slipway", not "use slipway").
  const nouns = q.terms.filter((t) => !IMPLIED_EVENTS.test(t));
  const asked = nouns.length > 0 ? nouns : q.terms;
  // The question's own words that are terms, in its order ("server api key", not "key api server"); compared as
  // stems are ("moorings" is the term "mooring").
  const words = q.asked.split(/\s+/).filter((w) => asked.some((t) => has({ words: wordsOf(w) }, t)));
  const own = words.filter((w) => ![...wordsOf(w)].every((s) => siteName.has(s)));
  return (own.length > 0 ? own : words).join(" ").replace(/[?.!,]+$/g, "");
}

/**
 * A second search, once the first one's best results did not answer: the question's words that no page read says
 * ("typhoid" of "typhoid jab", where every page says "jabs"), as a person tries fewer words. Undefined when every
 * word was said, or the words unsaid are the first search's.
 */
function narrowerSearch(q: Question, pages: SoughtPage[]): string | undefined {
  const said = pages
    .filter((p) => queryValues(p.url).length === 0)
    .map((p) => ({ words: wordsOf(p.records.map((r) => r.text).join(" ")) }));
  const name = siteNameOf(pages);
  const unsaid = q.terms.filter((t) => !isGeneric(t) && !said.some((p) => has(p, t)));
  const text = unsaid.length > 0 ? searchText({ ...q, terms: unsaid }, undefined, name) : "";
  return text && text !== searchText(q, undefined, name) ? text : undefined;
}

/**
 * The question without the site's name where it says it ("stiletto heel tips at hadley's keys & heels": stiletto,
 * heel, tip), for weighing links: the name's "keys" would lead to the key cutting page. A word the question says
 * outside the name too ("heel") stays.
 */
function withoutSiteNamed(q: Question, name: ReadonlySet<string>): Question {
  const words = q.asked.split(/\s+/);
  const inName = (w: string) => wordsOf(w).size > 0 && [...wordsOf(w)].every((x) => name.has(x));
  // The longest run of the name's words (the last of equal ones): "heel" of "stiletto heel tips" is not the name.
  let [at, end] = [-1, -1];
  for (let i = 0; i < words.length; i++) {
    if (!inName(words[i]!)) continue;
    let j = i + 1;
    while (j < words.length && (inName(words[j]!) || /^(?:&|and)$/i.test(words[j]!))) j++;
    if (j - i >= end - at) [at, end] = [i, j];
    i = j - 1;
  }
  if (at < 0) return q;
  const outside = wordsOf([...words.slice(0, at), ...words.slice(end)].join(" "));
  const terms = q.terms.filter((t) => ![...wordsOf(t)].every((x) => name.has(x) && !outside.has(x)));
  return terms.length > 0 ? { ...q, terms } : q;
}

/** The words of a site's name: those in the title of every page read but a search's, else in the home page's. */
export function siteNameOf(pages: readonly { url: string; title: string }[]): ReadonlySet<string> {
  const own = pages.filter((p) => queryValues(p.url).length === 0);
  const titles = own.map((p) => wordsOf(p.title));
  if (titles.length === 1) return isHomePage(own[0]!.url) ? titles[0]! : new Set();
  return new Set([...(titles[0] ?? [])].filter((w) => titles.every((t) => t.has(w))));
}

/**
 * Seek the answer to a question over the pages read so far, precision first (src/engines/question/answer.ts):
 * answered, or else the most promising link not yet followed on any page read (by the question's subject, the
 * section its answer is usually in, the heading a link sits under: link-meaning.ts), so a page that does not
 * answer sends the navigator back to the next best link; or the site's search, for a thing the links do not
 * name. When nothing is left to follow, or MAX_SEEK_PAGES were read, the error names what was looked for, the
 * pages read and the closest passages.
 */
export function seek(
  q: Question,
  pages: SoughtPage[],
  current: SoughtPage | undefined,
  state: {
    searched: boolean;
    /** Whether a second, narrower search was run (narrowerSearch). */
    narrowed?: boolean;
    thing?: string;
    tried?: ReadonlySet<string>;
    fallback?: unknown;
    deferred?: number;
  },
): SeekOutcome {
  const outcome = answerQuestion(pages.map(withoutEcho), q);
  const read = new Set(pages.map((p) => bare(p.url)));
  const site = originOf(pages[0]?.url ?? current?.url ?? "");
  const linked = withoutSiteNamed(q, siteNameOf(pages));
  if ("found" in outcome) {
    const { found } = outcome;
    // A news item's price or hours ("vouchers from £40") is not taken while a page such facts are usually on
    // ("Fees") is unread: it is read first, and answers instead when it says it as well.
    // So is a weekly rule's yes, no or hours for a date over Christmas ("On Saturdays and Sundays …" of "sunday
    // 27th december") while a page of those dates' own hours may be unread.
    const weekly = inChristmasFortnight(q.onDate) && fitsDateAsked(found.evidence, q.onDate) === 1;
    const deferrable =
      ((found.news && !DATED.has(q.type)) || weekly) && (state.deferred ?? 0) < MAX_NEWS_DEFERRALS;
    const next =
      deferrable && read.size < MAX_SEEK_PAGES ? nextLink(linked, pages, current, read, site) : undefined;
    if (next && next.weight >= 1) {
      state.deferred = (state.deferred ?? 0) + 1;
      return { go: next.link, onCurrent: next.onCurrent };
    }
    const elsewhere = (state.deferred ?? 0) < MAX_NEWS_DEFERRALS && read.size < MAX_SEEK_PAGES;
    const unsaid = elsewhere
      ? unsaidBy(
          linked,
          pages.find((p) => p.url === found.url),
        )
      : [];
    if (unsaid.length > 0) {
      const where = whereSaid(unsaid, linked, pages, current, read, site, state);
      if (where) {
        state.deferred = (state.deferred ?? 0) + 1;
        return where;
      }
    }
    return { result: found.text, url: found.url, title: found.title };
  }
  if (read.size < MAX_SEEK_PAGES) {
    const next = nextLink(linked, pages, current, new Set([...read, ...(state.tried ?? [])]), site);
    const named = next && next.weight >= 2;
    if (!named && current?.searchable && !state.searched && !state.fallback) {
      const text = searchText(q, state.thing, siteNameOf(pages));
      if (text) return { search: text };
    }
    if (
      !named &&
      current?.searchable &&
      state.searched &&
      !state.narrowed &&
      !state.fallback &&
      !state.thing
    ) {
      const text = narrowerSearch(q, pages);
      if (text) return { search: text, narrowed: true };
    }
    // A clause with a reading of its own to fall back on (a page's list) follows only links that name it.
    if (next && (!state.fallback || named)) return { go: next.link, onCurrent: next.onCurrent };
  }
  const closest = outcome.notFound.closest.map((c) => `"${c.text}" (${c.url})`).join("; ");
  if (read.size === 0) return { error: `looked for ${lookedFor(q)}, but no page is open` };
  return {
    error:
      `looked for ${lookedFor(q)} on ${read.size} page${read.size === 1 ? "" : "s"} ` +
      `(${[...read].join(", ")}) and none says it${closest ? `; closest: ${closest}` : ""}`,
  };
}

/** The words of a question ("podcast") that the page of its answer does not say, in its title or its records. */
function unsaidBy(q: Question, page: SoughtPage | undefined): string[] {
  if (!page) return [];
  const said = {
    words: wordsOf(`${page.title} ${page.records.map((r) => `${r.section} ${r.text}`).join(" ")}`),
  };
  // (Nor a light verb, which pages leave unsaid: "play" of "can we play paintball on sunday 27th december".)
  return q.terms.filter(
    (t) => /^\p{L}{4,}$/u.test(t) && !isGeneric(t) && !IMPLIED_EVENTS.test(t) && !has(said, t),
  );
}

/**
 * "Can I record a podcast … how much an hour with an engineer" answered by the recording page's "Extra hours: £35
 * an hour, with the engineer", which never says "podcast": before that answer is taken, the site's search is
 * run once, and a link naming the word unsaid (a result "Podcast suite") is followed.
 */
function whereSaid(
  unsaid: string[],
  q: Question,
  pages: SoughtPage[],
  current: SoughtPage | undefined,
  read: ReadonlySet<string>,
  site: string,
  state: { searched: boolean; thing?: string },
): SeekOutcome | undefined {
  if (current?.searchable && !state.searched) {
    const text = searchText(q, state.thing, siteNameOf(pages));
    if (text) return { search: text };
  }
  const next = nextLink(q, pages, current, read, site);
  const named = next && unsaid.some((t) => has({ words: wordsOf(`${next.link.text} ${next.link.href}`) }, t));
  return named ? { go: next.link, onCurrent: next.onCurrent } : undefined;
}

/** The values of a page address's query ("q=crab crumpet"): what a search was given. */
function queryValues(url: string): string[] {
  try {
    return [...new URL(url).searchParams.values()]
      .map((v) => v.toLowerCase().trim())
      .filter((v) => v.length > 2);
  } catch {
    return [];
  }
}

/**
 * A page as an answer's source: a search's results page (its snippets are cut, about whatever matched, and echo
 * the question: "12 results for “wifi password”") and a "page not found" have nothing to say.
 */
function withoutEcho(p: SoughtPage): SoughtPage {
  // A search's results and a missing page are where to go next, never what a page says.
  if (queryValues(p.url).length > 0 || /\b(?:not\s+found|404)\b/i.test(p.title)) return { ...p, records: [] };
  return p;
}

/** What a question looks for, in words: "a time (central library, wednesday)". */
function lookedFor(q: Question): string {
  const kind = q.type === "any" ? "an answer" : q.type === "yesno" ? "a yes or no" : `a ${q.type}`;
  const about = [...q.terms, ...q.days].join(", ");
  return about ? `${kind} about ${about}` : kind;
}

/**
 * The best link not yet followed, of every page read (the page at hand's first when it has the same address);
 * links to other sites are never followed. With no link pointing anywhere, the site's sections (its navigation)
 * are tried in order, so a question whose words no link has still looks around.
 */
export function nextLink(
  q: Question,
  pages: LinkedPage[],
  current: LinkedPage | undefined,
  read: ReadonlySet<string>,
  site: string,
): { link: WeighedLink; weight: number; onCurrent: boolean } | undefined {
  // Every link to a page is weighed ("Book" in the menu, "Book an appointment" in the text): the best one counts.
  const open: { link: WeighedLink; onCurrent: boolean }[] = [];
  const ordered = current ? [current, ...pages.filter((p) => p !== current)] : pages;
  for (const p of ordered) {
    for (const l of p.links) {
      const href = bare(l.href);
      if (!l.text || read.has(href) || originOf(href) !== site) continue;
      open.push({ link: l, onCurrent: p === current });
    }
  }
  const weights = linkWeights(
    open.map((o) => o.link),
    q,
  );
  // A search's results are where the thing searched for is: its content links come first, in their order.
  const results = new Set(
    pages
      .filter((p) => queryValues(p.url).length > 0)
      .flatMap((p) =>
        p.links
          .filter((l) => !l.chrome)
          .slice(0, 3)
          .map((l) => bare(l.href)),
      ),
  );
  let best: { link: WeighedLink; weight: number; onCurrent: boolean } | undefined;
  for (const o of open) {
    const w = (weights.get(o.link) ?? 0) + (results.has(bare(o.link.href)) ? 2.5 : 0);
    if (w > (best?.weight ?? 0)) best = { ...o, weight: w };
  }
  if (best) return best;
  const section = open.find(
    (o) => o.link.chrome && (weights.get(o.link) ?? 0) === 0 && !isHomePage(o.link.href),
  );
  return section ? { ...section, weight: 0 } : undefined;
}
