import { createRequire } from "node:module";
import type * as ReadabilityModule from "@mozilla/readability";
import type * as Linkedom from "linkedom";
import { mainContent } from "../page/main-content";
import { type DomNode, readRecords } from "../page/read";
import { lineRecords, type PageRecord } from "../page/records";
import { type Registration, registrationsOf } from "../page/registration";

/**
 * The parser and Readability, loaded at the first page read rather than at start: linkedom alone is ~10 MB
 * resident (docs/performance.md, start-up). Required as CommonJS, which both ship, so extraction stays synchronous;
 * require's own cache makes every later call a lookup.
 */
const load = createRequire(import.meta.url);
const dom = (): {
  parseHTML: typeof Linkedom.parseHTML;
  Readability: typeof ReadabilityModule.Readability;
} => ({
  parseHTML: load("linkedom").parseHTML,
  Readability: load("@mozilla/readability").Readability,
});

/**
 * How a page presents itself to a link preview (the `preview_data` of a citation): its <title>, its meta
 * description (or og:description), its favicon (link rel=icon) and its og:image, absolute http(s) URLs. What the
 * page does not have is null: nothing is guessed (no /favicon.ico the page never named).
 */
export interface PagePreview {
  title: string | null;
  description: string | null;
  favicon: string | null;
  image: string | null;
}

/**
 * The readable part of a page: its title, its main content as records (src/engines/page/records.ts) and as blocks
 * (the records' lines: what passages are cut from and a scout compares), and its links.
 */
export interface ExtractedPage {
  title: string;
  /** The site's own name, from its metadata or its footer's copyright line: pages need not repeat it. */
  site?: string;
  blocks: string[];
  records: PageRecord[];
  links: { url: string; text: string }[];
  preview: PagePreview;
  /** The company, charity and VAT numbers its footer states (src/engines/page/registration.ts), when it states any. */
  registrations?: Registration[];
}

export const EMPTY_PREVIEW: PagePreview = { title: null, description: null, favicon: null, image: null };

/** What is never the page's content: dialogs, hidden parts, and cookie, consent or newsletter banners. */
const OVERLAYS =
  'dialog, [role="dialog"], [role="alertdialog"], [aria-modal="true"], [hidden], [aria-hidden="true"]';
/** Banners use no standard element, only names: matched on id and class. */
const OVERLAY_NAMES = /cookie|consent|gdpr|newsletter/i;

/** Remove overlays (see OVERLAYS) from a document, before Readability or the fallback reads it. */
function removeOverlays(document: Doc): void {
  for (const el of Array.from(document.querySelectorAll(OVERLAYS))) el.remove();
  for (const el of Array.from(document.querySelectorAll("[id], [class]"))) {
    if (OVERLAY_NAMES.test(`${el.getAttribute("id") ?? ""} ${el.getAttribute("class") ?? ""}`)) el.remove();
  }
}
const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

type Doc = ReturnType<typeof Linkedom.parseHTML>["document"];

/**
 * Past these, Readability is skipped for the plain fallback: its cost grows much faster than the page (1,000 nested
 * divs, 6 KB, took 5.5 s; 95,000 links 7 s), and it runs on the one thread that serves every request. Real
 * articles stay far below both.
 */
const READABILITY_MAX_ELEMENTS = 15_000;
const READABILITY_MAX_DEPTH = 120;

/** Nesting (as the tags say, unclosed ones counted) past which a page is not parsed into a tree at all. */
const MAX_PARSE_DEPTH = 1_000;
const VOID_ELEMENTS: ReadonlySet<string> = new Set(
  "area base br col embed hr img input link meta param source track wbr keygen".split(" "),
);

/** Whether the tags of `html` nest deeper than `limit`: one linear scan, before any parsing. */
export function nestsDeeperThan(html: string, limit: number): boolean {
  let depth = 0;
  for (const m of html.matchAll(/<(\/)?([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/)?>/g)) {
    if (VOID_ELEMENTS.has(m[2]!.toLowerCase()) || m[3]) continue;
    if (m[1]) depth = Math.max(0, depth - 1);
    else if (++depth > limit) return true;
  }
  return false;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of an HTML page without a parser: scripts and styles dropped, block tags as paragraph breaks. */
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(
      /<\/?(?:p|div|li|ul|ol|h[1-6]|br|tr|td|th|section|article|blockquote|pre|table)\b[^>]*>/gi,
      "\n\n",
    )
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
      if (e[0] !== "#") return ENTITIES[e.toLowerCase()] ?? all;
      const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    })
    .replace(/[ \t\r\f\v]+/g, " ");
}

/** Whether the document is small and shallow enough for Readability (one pass, stopping at the first limit). */
function readabilityFits(document: Doc): boolean {
  const root = document.documentElement;
  if (!root) return true;
  const stack: [Element, number][] = [[root as unknown as Element, 1]];
  let count = 0;
  while (stack.length > 0) {
    const [el, depth] = stack.pop()!;
    if (++count > READABILITY_MAX_ELEMENTS || depth > READABILITY_MAX_DEPTH) return false;
    for (const child of Array.from(el.children)) stack.push([child, depth + 1]);
  }
  return true;
}

/**
 * Read an HTML page: its main content as records (navigation, page header and footer, banners, dialogs and forms
 * left out: src/engines/page/main-content.ts), its title as Readability finds it (without the site's name), its
 * links from the whole page and its preview. Readability's own choice of content is not used: it keeps footers
 * of pages it cannot place and drops tables it takes for layout, and a table is where most facts are.
 */
export function extractHtml(html: string, pageUrl: string): ExtractedPage {
  // The parser's own cost grows with nesting too (200,000 nested divs: 30 s): such a page is read as text.
  if (nestsDeeperThan(html, MAX_PARSE_DEPTH)) return extractText(htmlToText(html), pageUrl);
  const { parseHTML, Readability } = dom();
  const { document } = parseHTML(html);
  const links = collectLinks(document, pageUrl);
  const preview = previewOf(document, pageUrl);
  const pageTitle = clean(document.querySelector("title")?.textContent);
  const firstHeading = clean(document.querySelector("h1")?.textContent);

  let title = "";
  if (readabilityFits(document)) {
    try {
      // Readability rewrites the document it is given: a copy of its own.
      const copy = parseHTML(html).document;
      removeOverlays(copy);
      title = clean(new Readability(copy as unknown as Document, { charThreshold: 200 }).parse()?.title);
    } catch {
      // Readability throws on some malformed documents; the page's own title stands.
    }
  }
  // Read before the main content is taken out, which leaves the footer behind.
  const site = siteNameOf(document);
  const registrations = registrationsOf(footerText(document));
  const root = mainContent(document as unknown as Parameters<typeof mainContent>[0]);
  const records = root ? readRecords(root as unknown as DomNode) : [];
  return {
    title: title || pageTitle || firstHeading || hostOf(pageUrl),
    ...(site ? { site } : {}),
    blocks: records.map((r) => r.text),
    records,
    links,
    preview,
    ...(registrations.length > 0 ? { registrations } : {}),
  };
}

/** The text of a page's footers, a line for each of their blocks. */
function footerText(document: Doc): string {
  return Array.from(document.querySelectorAll('footer, [role="contentinfo"]'))
    .map((el) => htmlToText(el.outerHTML))
    .join("\n");
}

/** A site's name: og:site_name or application-name, else the holder named by its footer's "©" line. */
function siteNameOf(document: Doc): string | undefined {
  const named = metaContent(document, "og:site_name", "application-name");
  if (named) return named.slice(0, 100);
  const footer = clean(document.querySelector("footer")?.textContent);
  const holder = footer.match(
    /(?:©|\(c\)|copyright)\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?([^·|,.;\n]{2,80})/i,
  )?.[1];
  return holder?.trim() || undefined;
}

/** A plain-text page: paragraphs are separated by blank lines; the first short line is taken as its title. */
export function extractText(text: string, pageUrl: string): ExtractedPage {
  const blocks = text
    .split(/\r?\n\s*\r?\n/)
    .map(clean)
    .filter((b) => b.length > 0);
  const first = blocks[0];
  const title = first && first.length <= 120 ? first : hostOf(pageUrl);
  const records = blocks.flatMap((b) => lineRecords(b, ""));
  return { title, blocks, records, links: [], preview: EMPTY_PREVIEW };
}

const PREVIEW_TEXT_MAX = 500;
const PREVIEW_URL_MAX = 2048;

/** The page's link-preview metadata (PagePreview), read from its <head> (and <title>). */
/** The content of the first of `names` (a meta tag's name or property) that a page gives, or null. */
function metaContent(document: Doc, ...names: string[]): string | null {
  for (const name of names) {
    for (const el of Array.from(document.querySelectorAll("meta"))) {
      const key = (el.getAttribute("name") ?? el.getAttribute("property") ?? "").trim().toLowerCase();
      if (key !== name) continue;
      const value = clean(el.getAttribute("content"));
      if (value) return value;
    }
  }
  return null;
}

function previewOf(document: Doc, pageUrl: string): PagePreview {
  const meta = (...names: string[]) => metaContent(document, ...names);
  const text = (s: string | null) => (s ? s.slice(0, PREVIEW_TEXT_MAX) : null);
  const url = (href: string | null | undefined) => {
    if (!href?.trim()) return null;
    try {
      const u = new URL(href.trim(), pageUrl);
      return (u.protocol === "http:" || u.protocol === "https:") && u.href.length <= PREVIEW_URL_MAX
        ? u.href
        : null;
    } catch {
      return null;
    }
  };
  const icons = Array.from(document.querySelectorAll("link[rel][href]")).filter((el) =>
    (el.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes("icon"),
  );
  return {
    title: text(clean(document.querySelector("title")?.textContent) || meta("og:title")),
    description: text(meta("description", "og:description", "twitter:description")),
    favicon: url(icons[0]?.getAttribute("href")),
    image: url(meta("og:image", "og:image:url", "og:image:secure_url", "twitter:image")),
  };
}

function collectLinks(document: Doc, pageUrl: string): ExtractedPage["links"] {
  const seen = new Set<string>();
  const links: ExtractedPage["links"] = [];
  const page = new URL(pageUrl);
  page.hash = "";
  for (const a of Array.from(document.querySelectorAll("a[href]"))) {
    let url: URL;
    try {
      url = new URL(a.getAttribute("href") ?? "", page);
    } catch {
      continue;
    }
    url.hash = "";
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.href === page.href) continue;
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    links.push({ url: url.href, text: clean(a.textContent) || clean(a.getAttribute("title")) });
  }
  return links;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
