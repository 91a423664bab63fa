import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";

/** The readable part of a page: its title, its text as blocks (paragraphs, list items, headings) and its links. */
export interface ExtractedPage {
  title: string;
  blocks: string[];
  links: { url: string; text: string }[];
}

const BLOCKS = "p, li, h1, h2, h3, h4, h5, h6, pre, blockquote, td, th, dd, dt, figcaption, caption";
const NOISE = "script, style, noscript, template, svg, nav, header, footer, aside, form, iframe";
const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

type Doc = ReturnType<typeof parseHTML>["document"];

/**
 * Extract the readable text of an HTML page with Readability (on linkedom); a page Readability cannot make sense
 * of (too short, no article) falls back to its body without navigation and scripts. Links are collected from the
 * whole page first, because Readability rewrites the document.
 */
export function extractHtml(html: string, pageUrl: string): ExtractedPage {
  const { document } = parseHTML(html);
  const links = collectLinks(document, pageUrl);
  const pageTitle = clean(document.querySelector("title")?.textContent);
  const firstHeading = clean(document.querySelector("h1")?.textContent);

  let blocks: string[] = [];
  let title = "";
  try {
    // Readability works on its own copy: a failed parse must not leave the fallback a half-rewritten page.
    const article = new Readability(parseHTML(html).document as unknown as Document, {
      charThreshold: 200,
    }).parse();
    if (article?.content) {
      blocks = blocksOf(parseHTML(`<html><body>${article.content}</body></html>`).document);
      title = clean(article.title);
    }
  } catch {
    // Readability throws on some malformed documents; the fallback below still reads them.
  }
  if (blocks.join(" ").length < 200) {
    for (const el of Array.from(document.querySelectorAll(NOISE))) el.remove();
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
