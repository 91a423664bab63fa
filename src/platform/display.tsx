// Values as the pages show them: counts, status badges, times, source links, logged bodies, headers and Markdown.

import { storedBytes } from "../text";
import { type MarkdownOptions, renderMarkdown } from "./markdown";

/** "1 task", "3 tasks". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A status as a coloured badge: delivery states, or an HTTP status by class. */
export function Badge(p: { status: string | number | null }) {
  if (p.status === null) return <span class="muted">—</span>;
  const cls = typeof p.status === "number" ? `b-${String(p.status)[0]}xx` : `b-${p.status}`;
  return <span class={`badge ${cls}`}>{String(p.status)}</span>;
}

/** An ISO time as the pages write it: `2026-01-31 12:00:00 UTC`. */
export const utcLabel = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** An ISO time shown compactly (UTC), the full value on hover. */
export function Time(p: { iso: string | null }) {
  if (!p.iso) return <span class="muted">—</span>;
  return (
    <time datetime={p.iso} title={p.iso}>
      {utcLabel(p.iso)}
    </time>
  );
}

const SOURCE_PAGES: Partial<Record<string, string>> = {
  scout: "/platform/scouts",
  research: "/platform/research",
  browsing: "/platform/browsing",
  relay: "/platform/relay",
};

/** The page of a delivery's source (a scout, a research or browsing task), when it has one. */
export const sourceHref = (type: string, id: string | null) =>
  id && SOURCE_PAGES[type] ? `${SOURCE_PAGES[type]}/${encodeURIComponent(id)}` : undefined;

/** A logged body: as text (Body), or, when its bytes were not UTF-8, their size and base64. */
export function StoredBody(p: { body: string; encoding: "utf8" | "base64" }) {
  if (p.encoding === "utf8") return <Body text={p.body} />;
  return (
    <>
      <p class="muted">{`Not UTF-8 text: ${plural(storedBytes(p.body, p.encoding).length, "byte")}, shown in base64.`}</p>
      <pre class="raw">{p.body}</pre>
    </>
  );
}

/** A body verbatim, with a laid-out copy when it is JSON. */
export function Body(p: { text: string | null | undefined }) {
  if (!p.text) return <p class="muted">(empty)</p>;
  let formatted: string | undefined;
  try {
    formatted = JSON.stringify(JSON.parse(p.text), null, 2);
  } catch {
    // not JSON: only the text as sent
  }
  // The body exactly as sent (the signed bytes, to copy when checking a signature), then the JSON laid out.
  return (
    <>
      <pre class="raw">{p.text}</pre>
      {formatted !== undefined && formatted !== p.text ? (
        <details>
          <summary>Formatted</summary>
          <pre>{formatted}</pre>
        </details>
      ) : null}
    </>
  );
}

/** Headers as a compact table. */
export function Headers(p: { headers: Record<string, string> | null | undefined }) {
  const entries = Object.entries(p.headers ?? {});
  if (entries.length === 0) return <p class="muted">(no headers)</p>;
  return (
    <div class="scroll">
      <table class="mono">
        <tbody>
          {entries.map(([k, v]) => (
            <tr>
              <th>{k}</th>
              <td class="url">{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Markdown rendered by src/platform/markdown.ts, which escapes every input character before adding markup. */
export function Markdown(p: { source: string; options?: MarkdownOptions }) {
  return <div class="md" dangerouslySetInnerHTML={{ __html: renderMarkdown(p.source, p.options) }} />;
}
