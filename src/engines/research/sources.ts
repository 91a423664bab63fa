import type { Dispatcher } from "undici";
import { bm25Scores } from "./bm25";
import { type ExtractedPage, extractHtml, extractText } from "./extract";
import { FetchError, fetchPage } from "./fetch-page";

/** A page that was read: the URL asked for, where it ended up (after redirects) and its readable content. */
export interface ReadPage extends ExtractedPage {
  url: string;
  requested: string;
}

export interface ReadOptions {
  dispatcher: Dispatcher;
  signal?: AbortSignal;
  /** The run's time limit: when it passes, reading stops and what was read is kept (an abort of `signal` throws). */
  deadline?: AbortSignal;
  onProgress?: (message: string) => void;
  /** Pages fetched at once. */
  concurrency?: number;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Read candidate URLs in order until `want` pages with readable text were read or the candidates run out.
 * Failures are reported through onProgress and returned (their messages, and in `unread` the URLs as given), never
 * thrown (an abort is thrown). When `deadline` passes, the pages read so far are returned.
 */
export async function readPages(
  urls: string[],
  want: number,
  opts: ReadOptions,
): Promise<{ pages: ReadPage[]; failures: string[]; unread: string[] }> {
  const pages: ReadPage[] = [];
  const failures: string[] = [];
  const unread: string[] = [];
  const seenFinal = new Set<string>();
  const concurrency = opts.concurrency ?? 3;
  // Advance by the batch actually read: a batch is shorter when fewer pages are still wanted, and stepping by
  // `concurrency` then skipped the candidates in between.
  for (let i = 0, size = 0; i < urls.length && pages.length < want; i += size) {
    const batch = urls.slice(i, i + Math.min(concurrency, want - pages.length));
    size = batch.length;
    const results = await Promise.all(batch.map((url) => readOne(url, opts)));
    opts.signal?.throwIfAborted();
    for (const r of results) {
      if ("error" in r) {
        failures.push(r.error);
        unread.push(r.url);
        opts.onProgress?.(`Could not use ${r.url}: ${r.error}`);
      } else if (!seenFinal.has(r.page.url) && pages.length < want) {
        // Two candidates redirecting to the same page count once.
        seenFinal.add(r.page.url);
        pages.push(r.page);
      }
    }
    if (opts.deadline?.aborted) break;
  }
  return { pages, failures, unread };
}

async function readOne(
  url: string,
  opts: ReadOptions,
): Promise<{ page: ReadPage } | { url: string; error: string }> {
  opts.onProgress?.(`Reading ${url}`);
  try {
    const fetched = await fetchPage(url, {
      dispatcher: opts.dispatcher,
      signal: anySignal(opts.signal, opts.deadline),
      timeoutMs: opts.timeoutMs,
      maxBytes: opts.maxBytes,
    });
    const extracted =
      fetched.contentType === "html"
        ? extractHtml(fetched.body, fetched.url)
        : extractText(fetched.body, fetched.url);
    if (extracted.blocks.length === 0) return { url, error: `${url} has no readable text` };
    return { page: { ...extracted, url: fetched.url, requested: url } };
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    if (opts.deadline?.aborted) return { url, error: "not read: the research time limit passed" };
    const message = err instanceof FetchError ? err.message : `unexpected error: ${(err as Error).message}`;
    return { url, error: message };
  }
}

/** A signal aborted when any of the given ones is. */
export const anySignal = (...signals: (AbortSignal | undefined)[]): AbortSignal | undefined => {
  const present = signals.filter((x): x is AbortSignal => x !== undefined);
  return present.length > 1 ? AbortSignal.any(present) : present[0];
};

/**
 * Links worth following one level down (deep mode): links of the pages read whose anchor text or URL path shares
 * terms with the query, best first, excluding pages already read or tried.
 */
export function promisingLinks(
  pages: ReadPage[],
  query: string,
  exclude: Set<string>,
  limit: number,
): string[] {
  const links = new Map<string, string>();
  for (const page of pages) {
    for (const link of page.links) {
      if (exclude.has(link.url) || links.has(link.url)) continue;
      const path = decodeURIComponentSafe(new URL(link.url).pathname).replace(/[/_.-]+/g, " ");
      links.set(link.url, `${link.text} ${path}`);
    }
  }
  const entries = [...links.entries()];
  const scores = bm25Scores(
    entries.map(([, text]) => text),
    query,
  );
  return entries
    .map(([url], i) => ({ url, score: scores[i] ?? 0 }))
    .filter((l) => l.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((l) => l.url);
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
