import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";

/** The readable part of a page: its title, its text as blocks (paragraphs, list items, headings) and its links. */
export interface ExtractedPage {
  title: string;
  blocks: string[];
  links: { url: string; text: string }[];
}

const BLOCKS = "p, li, h1, h2, h3, h4, h5, h6, pre, blockquote, td, th, dd, dt, figcaption, caption";
const NOISE =
  "script, style, noscript, template, svg, nav, header, footer, aside, form, iframe, " +
  '[role="navigation"], [role="banner"], [role="contentinfo"]';
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

type Doc = ReturnType<typeof parseHTML>["document"];

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
 * Extract the readable text of an HTML page with Readability (on linkedom); a page Readability cannot make sense
 * of (too short, no article) falls back to its body without navigation and scripts. Links are collected from the
 * whole page first, because Readability rewrites the document.
 */
export function extractHtml(html: string, pageUrl: string): ExtractedPage {
  // The parser's own cost grows with nesting too (200,000 nested divs: 30 s): such a page is read as text.
  if (nestsDeeperThan(html, MAX_PARSE_DEPTH)) return extractText(htmlToText(html), pageUrl);
  const { document } = parseHTML(html);
  const links = collectLinks(document, pageUrl);
  const pageTitle = clean(document.querySelector("title")?.textContent);
  const firstHeading = clean(document.querySelector("h1")?.textContent);

  let blocks: string[] = [];
  let title = "";
  try {
    // Readability works on its own copy: a failed parse must not leave the fallback a half-rewritten page.
    const copy = readabilityFits(document) ? parseHTML(html).document : undefined;
    if (copy) removeOverlays(copy);
    const article = copy
      ? new Readability(copy as unknown as Document, { charThreshold: 200 }).parse()
      : null;
    if (article?.content) {
      blocks = blocksOf(parseHTML(`<html><body>${article.content}</body></html>`).document);
      title = clean(article.title);
    }
  } catch {
    // Readability throws on some malformed documents; the fallback below still reads them.
  }
  if (blocks.join(" ").length < 200) {
    for (const el of Array.from(document.querySelectorAll(NOISE))) el.remove();
    removeOverlays(document);
    const fallback = blocksOf(document);
    if (fallback.join(" ").length > blocks.join(" ").length) blocks = fallback;
  }
  return { title: title || pageTitle || firstHeading || hostOf(pageUrl), blocks, links };
}

/** A plain-text page: paragraphs are separated by blank lines; the first short line is taken as its title. */
export function extractText(text: string, pageUrl: string): ExtractedPage {
  const blocks = text
    .split(/\r?\n\s*\r?\n/)
    .map(clean)
    .filter((b) => b.length > 0);
  const first = blocks[0];
  const title = first && first.length <= 120 ? first : hostOf(pageUrl);
  return { title, blocks, links: [] };
}

function blocksOf(document: Doc): string[] {
  const body = document.querySelector("body") ?? document.documentElement;
  if (!body) return [];
  const out: string[] = [];
  for (const el of Array.from(body.querySelectorAll(BLOCKS))) {
    // A block inside another block (a <p> in an <li>) is already part of its parent's text.
    if (el.parentElement?.closest(BLOCKS)) continue;
    const text = clean(el.textContent);
    if (text) out.push(text);
  }
  if (out.length === 0) {
    const text = clean(body.textContent);
    if (text) out.push(text);
  }
  return out;
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
