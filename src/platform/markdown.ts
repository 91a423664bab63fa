// A small markdown renderer for reports written by the research engine, a model, or text quoted from web pages.
// Every character of the input is HTML-escaped; the only markup in the output comes from the templates below, and
// links survive only with an http(s) URL. So no script, event handler or style from a page or a report reaches
// the browser, whatever the input.

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** HTML-escape text for element content and (quoted) attribute values. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** An absolute http(s) URL, normalised (quotes and spaces percent-encoded), or undefined for anything else. */
export function safeHref(raw: string): string | undefined {
  try {
    const url = new URL(raw.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export interface MarkdownOptions {
  /** Citation numbers that exist: `[n]` becomes a link to `#source-n` only for these. */
  citations?: ReadonlySet<number>;
}

// Rendered pieces are parked as \uE000<n>\uE000 tokens (a private-use character, replaced in the input) so
// later patterns never see (or break) their markup.
const TOKEN = /\uE000(\d+)\uE000/g;

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" rel="noopener nofollow noreferrer" target="_blank">${label}</a>`;

// Spans are bounded ({0,1000}, {0,500}): unbounded lazy scans go quadratic on a long paragraph of openers with no
// closers, which a hostile page quoted in a report could supply.
function inline(text: string, opts: MarkdownOptions, parked: string[], inLink = false): string {
  const park = (html: string) => `\uE000${parked.push(html) - 1}\uE000`;
  let s = text
    .replace(/`([^`]+)`/g, (_, code: string) => park(`<code>${escapeHtml(code)}</code>`))
    .replace(/\\([\\`*_{}[\]()#+\-.!~|>])/g, (_, ch: string) => park(escapeHtml(ch)));
  if (!inLink) {
    s = s
      .replace(/<(https?:\/\/[^\s<>]+)>/g, (m, url: string) => {
        const href = safeHref(url);
        return href ? park(link(href, escapeHtml(url))) : m;
      })
      .replace(
        /\[([^\]]{0,500})\]\(((?:[^()\s]|\([^()\s]{0,200}\)){0,2000})\)/g,
        (_, label: string, url: string) => {
          const inner = inline(label, opts, parked, true);
          const href = safeHref(url);
          // A link with any other scheme keeps its text and loses the link.
          return park(href ? link(href, inner) : inner);
        },
      )
      .replace(/\[(\d{1,4})\]/g, (m, n: string) =>
        opts.citations?.has(Number(n)) ? park(`<a class="cite" href="#source-${n}">[${n}]</a>`) : m,
      )
      .replace(/\bhttps?:\/\/[^\s<>"'`*]+[^\s<>"'`*.,;:!?)\]]/g, (url) => {
        const href = safeHref(url);
        return href ? park(link(href, escapeHtml(url))) : url;
      });
  }
  return escapeHtml(s)
    .replace(/\*\*(?=\S)([\s\S]{0,1000}?\S)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^\w])__(?=\S)([\s\S]{0,1000}?\S)__(?!\w)/g, "$1<strong>$2</strong>")
    .replace(/~~(?=\S)([\s\S]{0,1000}?\S)~~/g, "<del>$1</del>")
    .replace(/(^|[^\w*])\*(?=[^\s*])([^*]*?[^\s*])\*(?!\w)/g, "$1<em>$2</em>")
    .replace(/(^|[^\w])_(?=[^\s_])([^_]*?[^\s_])_(?!\w)/g, "$1<em>$2</em>");
}

const restore = (html: string, parked: string[]): string =>
  html.replace(TOKEN, (_, i: string) => restore(parked[Number(i)] ?? "", parked));

type Block =
  | { kind: "p" | "quote"; lines: string[] }
  | { kind: "h"; level: number; text: string }
  | { kind: "code"; text: string }
  | { kind: "ul" | "ol"; start: number; items: string[] }
  | { kind: "hr" };

const LIST_ITEM = /^\s{0,8}(?:([-*+])|(\d{1,9})[.)])\s+(.*)$/;

function blocks(md: string): Block[] {
  const lines = md.replace(/\r\n?/g, "\n").split("\n");
  const out: Block[] = [];
  const last = () => out.at(-1);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s{0,3}(```|~~~)/.exec(line);
    if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!); i++) body.push(lines[i]!);
      out.push({ kind: "code", text: body.join("\n") });
      continue;
    }
    if (line.trim() === "") {
      out.push({ kind: "p", lines: [] }); // a blank line ends paragraphs and lists
      continue;
    }
    const h = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (h) {
      out.push({ kind: "h", level: h[1]!.length, text: h[2]! });
      continue;
    }
    if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      out.push({ kind: "hr" });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const kind = item[1] ? "ul" : "ol";
      const prev = last();
      if (prev?.kind === kind) prev.items.push(item[3]!);
      else out.push({ kind, start: Number(item[2] ?? 1), items: [item[3]!] });
      continue;
    }
    const quote = /^\s{0,3}>\s?(.*)$/.exec(line);
    const kind = quote ? "quote" : "p";
    const text = quote ? quote[1]! : line.trim();
    const prev = last();
    // A non-blank line right after a list item continues that item (a wrapped line); after a hard break (two
    // trailing spaces or a backslash, as the research report ends a heading line with) on a line of its own.
    if ((prev?.kind === "ul" || prev?.kind === "ol") && !quote) {
      const at = prev.items.length - 1;
      const item = prev.items[at]!;
      const next = line.trimStart(); // its own hard break kept for the line after it
      prev.items[at] = /(?: {2,}|\\)$/.test(item)
        ? `${item.replace(/(?: +|\\)$/, "")}\n${next}`
        : `${item} ${next}`;
    } else if (prev?.kind === kind && prev.lines.length > 0) prev.lines.push(text);
    else out.push({ kind, lines: [text] });
  }
  return out;
}

/**
 * Render markdown to safe HTML: headings, paragraphs, lists, block quotes, rules, bold/italic/strikethrough,
 * inline code, fenced code, http(s) links (`rel="noopener nofollow noreferrer"`) and `[n]` citation references.
 * Raw HTML in the input is shown as text, never passed through.
 */
export function renderMarkdown(md: string, opts: MarkdownOptions = {}): string {
  const parked: string[] = [];
  const text = (s: string) => inline(s, opts, parked);
  const html = blocks(md.replace(/\uE000/g, "\uFFFD")).map((b): string => {
    switch (b.kind) {
      case "p":
        return b.lines.length ? `<p>${text(b.lines.join("\n"))}</p>` : "";
      case "quote":
        return `<blockquote><p>${text(b.lines.join("\n"))}</p></blockquote>`;
      case "h": {
        // Report headings sit below the page's own h1, so they start at h2.
        const level = Math.min(6, b.level + 1);
        return `<h${level}>${text(b.text)}</h${level}>`;
      }
      case "code":
        return `<pre><code>${escapeHtml(b.text)}</code></pre>`;
      case "hr":
        return "<hr>";
      default: {
        const start = b.kind === "ol" && b.start !== 1 ? ` start="${b.start}"` : "";
        return `<${b.kind}${start}>${b.items.map((it) => `<li>${it.split("\n").map(text).join("<br>")}</li>`).join("")}</${b.kind}>`;
      }
    }
  });
  return restore(html.filter(Boolean).join("\n"), parked);
}

/**
 * The report without its trailing "Sources" section, for pages that list the citations themselves (with
 * anchors the `[n]` references point at). A "Sources" heading followed by anything but a numbered list stays.
 */
export function withoutSourcesSection(md: string): string {
  const lines = md.replace(/\r\n?/g, "\n").split("\n");
  const at = lines.findLastIndex((l) => /^\s{0,3}#{1,6}\s+Sources\s*$/i.test(l));
  if (at < 0) return md;
  const rest = lines.slice(at + 1);
  return rest.every((l) => l.trim() === "" || /^\s*\d+[.)]\s/.test(l)) ? lines.slice(0, at).join("\n") : md;
}
