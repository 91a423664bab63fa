import { request } from "undici";

/** One search hit: where it points, its title and the engine's snippet. */
export interface SearchHit {
  url: string;
  title: string;
  snippet: string;
}

/** The search service failed; research goes on with the query's own URLs, if any. */
export class SearchError extends Error {
  override name = "SearchError";
}

const count = (s: string, ch: string) => s.split(ch).length - 1;

/**
 * A URL without the punctuation prose puts after it; a closing bracket stays when the URL opened it
 * (`https://en.wikipedia.org/wiki/Mercury_(planet)`), and goes when it closes the prose's own `(see https://…)`.
 */
function trimProse(url: string): string {
  let u = url;
  for (;;) {
    const last = u.at(-1);
    if (last === undefined || !".,;:!?)]}".includes(last)) return u;
    const opener = ({ ")": "(", "]": "[", "}": "{" } as Record<string, string>)[last];
    if (opener && count(u, opener) >= count(u, last)) return u;
    u = u.slice(0, -1);
  }
}

/** http(s) URLs written in the query, in order, without the punctuation that usually follows them in prose. */
export function urlsInQuery(query: string): string[] {
  const found = query.match(/https?:\/\/[^\s<>"'`]+/gi) ?? [];
  const urls = found.map(trimProse).filter((u) => {
    try {
      return Boolean(new URL(u).hostname);
    } catch {
      return false;
    }
  });
  return [...new Set(urls)];
}

/** The query with its URLs removed: what is searched for and ranked against. */
export function queryText(query: string): string {
  return query
    .replace(/https?:\/\/[^\s<>"'`]+/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Ask a SearXNG instance (`GET {searchUrl}/search?q=…&format=json`) and return its http(s) results in rank order,
 * at most `limit`. SEARCH_URL is the operator's own service (often on localhost), so it is called directly rather
 * than through the engines' private-network guard; the pages it returns are fetched through the guard.
 */
export async function searchWeb(
  searchUrl: string,
  query: string,
  opts: { signal?: AbortSignal; limit?: number; timeoutMs?: number } = {},
): Promise<SearchHit[]> {
  const url = new URL(`${searchUrl.replace(/\/+$/, "")}/search`);
  url.searchParams.set("q", query);
  url.searchParams.set("format", "json");
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 15_000);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let body: unknown;
  try {
    const res = await request(url, { method: "GET", signal, headers: { accept: "application/json" } });
    if (res.statusCode !== 200) {
      res.body.dump().catch(() => undefined);
      throw new SearchError(`Search service answered HTTP ${res.statusCode}`);
    }
    body = await res.body.json();
  } catch (err) {
    if (err instanceof SearchError || opts.signal?.aborted) throw err;
    throw new SearchError(`Search service unavailable: ${(err as Error).message}`);
  }
  const results = (body as { results?: unknown })?.results;
  if (!Array.isArray(results)) throw new SearchError("Search service sent no results list");
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  for (const r of results as Record<string, unknown>[]) {
    if (typeof r?.url !== "string" || !/^https?:\/\//i.test(r.url) || seen.has(r.url)) continue;
    seen.add(r.url);
    hits.push({
      url: r.url,
      title: typeof r.title === "string" ? r.title : r.url,
      snippet: typeof r.content === "string" ? r.content : "",
    });
    if (hits.length >= (opts.limit ?? 10)) break;
  }
  return hits;
}
