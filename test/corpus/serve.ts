import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FixturePage } from "../helpers/fixture-site";
import { notFoundBody } from "./sites/kit";

/** A form the site accepts: the confirmation page's title and its plain sentences built from the fields sent. */
export interface FormSpec {
  title: string;
  reply: (fields: Record<string, string>) => string;
}

/**
 * A corpus site: its pages (some linked from nowhere, so only its search finds them), the page function that
 * wraps search results and confirmations in the site's own header and footer, and the forms it accepts by path.
 */
export interface CorpusSite {
  name: string;
  pages: Record<string, FixturePage>;
  layout: (title: string, body: string) => string;
  forms: Record<string, FormSpec>;
}

export interface Submission {
  path: string;
  fields: Record<string, string>;
}

const STOP = new Set(
  "a an and are at be by can do does for from how i in is it me my of on or the to what when where which who with you your".split(
    " ",
  ),
);

const mainText = (html: string) =>
  (html.match(/<main>([\s\S]*)<\/main>/)?.[1] ?? html)
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The site's search: its own pages (linked or not) ranked by how many of the query's words they hold. */
function searchPage(site: CorpusSite, q: string): string {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w));
  const hits: { path: string; title: string; text: string; score: number }[] = [];
  for (const [path, page] of Object.entries(site.pages)) {
    if (typeof page !== "string") continue;
    const text = mainText(page);
    const lower = `${text} ${path}`.toLowerCase();
    const title = page.match(/<h1>([^<]*)<\/h1>/)?.[1] ?? path;
    // A word in the title counts twice, as it does in most site search engines.
    const score =
      words.filter((w) => lower.includes(w)).length +
      words.filter((w) => title.toLowerCase().includes(w)).length;
    if (score === 0) continue;
    hits.push({ path, title, text, score });
  }
  hits.sort((a, b) => b.score - a.score || a.path.localeCompare(b.path));
  const list = hits
    .slice(0, 8)
    .map((h) => `<li><a href="${h.path}">${h.title}</a><p>${esc(h.text.slice(0, 150))}…</p></li>`)
    .join("");
  const body = hits.length
    ? `<p>${hits.length} result${hits.length === 1 ? "" : "s"} for “${esc(q)}”.</p><ol class="results">${list}</ol>`
    : `<p>No results for “${esc(q)}”. Check the spelling or try fewer words.</p>`;
  return site.layout("Search results", body);
}

/**
 * Serve a corpus site on 127.0.0.1: its pages, `GET /search?q=` from its own pages, and form POSTs
 * (application/x-www-form-urlencoded) answered with a confirmation that says the values back in sentences.
 * `submissions` records every form sent, in order, so a harness can check the fields a task filled in.
 */
export async function serveSite(site: CorpusSite) {
  const submissions: Submission[] = [];
  let base = "";
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    const send = (status: number, html: string) => {
      res.statusCode = status;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(html);
    };
    if (req.method === "POST") {
      const form = site.forms[url.pathname];
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      if (!form) return send(405, site.layout("Something went wrong", "<p>That form could not be sent.</p>"));
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      submissions.push({ path: url.pathname, fields });
      return send(200, site.layout(form.title, `<p>${esc(form.reply(fields))}</p>`));
    }
    if (url.pathname === "/search") return send(200, searchPage(site, url.searchParams.get("q") ?? ""));
    const page = site.pages[url.pathname] ?? site.pages[url.pathname.replace(/\/$/, "")];
    if (page === undefined) return send(404, site.layout("Page not found", notFoundBody));
    const spec = typeof page === "string" ? { body: page } : page;
    res.statusCode = spec.status ?? 200;
    res.setHeader("content-type", spec.contentType ?? "text/html; charset=utf-8");
    for (const [k, v] of Object.entries(spec.headers ?? {})) res.setHeader(k, v);
    res.end(spec.body ?? "");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    name: site.name,
    /** Base URL without a trailing slash. */
    url: base,
    submissions,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export type ServedSite = Awaited<ReturnType<typeof serveSite>>;
