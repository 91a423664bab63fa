import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A page of the fixture site: HTML text, or a full answer (status, type, headers; `hang` never answers). */
export type FixturePage =
  | string
  | {
      body?: string | Buffer;
      status?: number;
      contentType?: string;
      headers?: Record<string, string>;
      hang?: boolean;
    };

export interface SearchResult {
  url: string;
  title: string;
  content: string;
}

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
  `<nav><a href="/">Home</a> · <a href="/history.html">History</a> · <a href="/technology.html">Lamp and lens</a> · ` +
  `<a href="/visit.html">Visiting</a></nav><main><article><h1>${title}</h1>${body}</article></main>` +
  `<footer>© Glimmerfen Heritage Society</footer></body></html>`;

/**
 * The default site: a fictional lighthouse with facts no model or search engine knows, so a test can tell that a
 * report really came from these pages. `/keepers.html` is linked only from `/history.html` (one level down).
 */
export const LIGHTHOUSE_SITE: Record<string, FixturePage> = {
  "/": layout(
    "Glimmerfen Heritage Society",
    `<p>Welcome to the Glimmerfen Heritage Society, the volunteers who look after the old lighthouse on the
    Glimmerfen headland and its small museum. Read about <a href="/history.html">the history of the lighthouse</a>,
    <a href="/technology.html">its lamp and lens</a>, or plan <a href="/visit.html">a visit</a>.</p>
    <p>The society was founded by local residents who wanted to keep the tower open to the public after the light
    was automated, and it is funded by members and visitors.</p>`,
  ),
  "/history.html": layout(
    "History of the Glimmerfen Lighthouse",
    `<p>The Glimmerfen Lighthouse was built in 1874 by the engineer Marta Kessel, after three ships were lost on the
    Glimmerfen shoals in a single winter. Its granite tower is 42 metres tall and has 212 steps.</p>
    <p>During the storm of 1921 the keepers kept the lamp burning for four nights without relief, and the lighthouse
    became a symbol of the coast. The tower was restored between 1998 and 2001.</p>
    <p>Read more about <a href="/keepers.html">the lighthouse keepers</a> who lived at the station.</p>`,
  ),
  "/keepers.html": layout(
    "The Keepers of Glimmerfen",
    `<p>Eleven keepers served at the Glimmerfen station. The first keeper was Anders Lund, who lit the lamp on its
    first night in 1874.</p>
    <p>The last keeper of the Glimmerfen Lighthouse was Ivo Brandt, who left the station in 1989 when the light was
    automated. He later became the first chairman of the heritage society.</p>`,
  ),
  "/technology.html": layout(
    "Lamp and lens",
    `<p>The lantern holds a first-order Fresnel lens made in Paris. The light flashes white every 7.5 seconds and is
    visible for 23 nautical miles in clear weather.</p>
    <p>Originally the lamp burned paraffin; it was electrified in 1952 and automated in 1989. A fog signal was added
    in 1903 and silenced in 1987.</p>`,
  ),
  "/visit.html": layout(
    "Visiting the lighthouse",
    `<p>The lighthouse museum is open Tuesday to Sunday from 10:00 to 17:00 between April and October. Tickets cost
    8 euros for adults; children under twelve enter free of charge.</p>
    <p>The climb to the gallery takes about ten minutes. Sturdy shoes are recommended, and dogs are not allowed in
    the tower.</p>`,
  ),
  "/notes.txt": {
    contentType: "text/plain; charset=utf-8",
    body: "Field notes\n\nThe Glimmerfen fog signal was a diaphone installed in 1903.\n\nIt was silenced in 1987.",
  },
  "/moved": { status: 301, headers: { location: "/history.html" } },
  "/loop": { status: 302, headers: { location: "/loop" } },
  "/logo.png": { contentType: "image/png", body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) },
};

const textOf = (html: string) =>
  html
    .replace(/<(script|style|nav|footer)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A fixture web site on 127.0.0.1 for engine tests. `GET /search?q=…&format=json` answers like SearXNG: by default
 * it searches the site's own HTML pages (most query words first), or returns what `setSearchResults` set.
 * `requests` records every path asked for, in order.
 */
export async function startFixtureSite(pages: Record<string, FixturePage> = LIGHTHOUSE_SITE) {
  const site = new Map(Object.entries(pages));
  let searchOverride: SearchResult[] | { status: number } | undefined;
  const requests: string[] = [];
  let base = "";

  const search = (q: string): SearchResult[] => {
    const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const scored: (SearchResult & { hits: number })[] = [];
    for (const [path, page] of site) {
      if (typeof page !== "string") continue;
      const text = textOf(page).toLowerCase();
      const hits = words.filter((w) => text.includes(w)).length;
      if (hits === 0) continue;
      const title = page.match(/<title>([^<]*)<\/title>/)?.[1] ?? path;
      scored.push({ url: `${base}${path}`, title, content: textOf(page).slice(0, 160), hits });
    }
    return scored.sort((a, b) => b.hits - a.hits).map(({ hits: _, ...r }) => r);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", base);
    requests.push(url.pathname + url.search);
    if (url.pathname === "/search") {
      const override = searchOverride;
      if (override && "status" in override) {
        res.statusCode = override.status;
        return res.end("{}");
      }
      res.setHeader("content-type", "application/json");
      const results = override ?? search(url.searchParams.get("q") ?? "");
      return res.end(JSON.stringify({ query: url.searchParams.get("q"), results }));
    }
    const page = site.get(url.pathname);
    if (page === undefined) {
      res.statusCode = 404;
      return res.end("not found");
    }
    const spec = typeof page === "string" ? { body: page } : page;
    if (spec.hang) return; // never answered: the client's timeout must end it
    res.statusCode = spec.status ?? 200;
    res.setHeader("content-type", spec.contentType ?? "text/html; charset=utf-8");
    for (const [k, v] of Object.entries(spec.headers ?? {})) res.setHeader(k, v);
    res.end(spec.body ?? "");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Base URL without a trailing slash; also a SEARCH_URL. */
    url: base,
    requests,
    /** Add or replace a page (HTML string or full answer); the next request sees it. */
    setPage(path: string, page: FixturePage) {
      site.set(path, page);
    },
    removePage(path: string) {
      site.delete(path);
    },
    /** Fix the search answer (a results list, or an error status); undefined goes back to searching the site. */
    setSearchResults(results: SearchResult[] | { status: number } | undefined) {
      searchOverride = results;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export type FixtureSite = Awaited<ReturnType<typeof startFixtureSite>>;
