import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { type CorpusSite, type ServedSite, serveSite } from "../corpus/serve";
import { browsingApp } from "./support";

// Seeking an answer without a model, in a real browser, over a key cutter's and cobbler's site whose name says
// "keys" and "soles" and whose menu names no page after the questions: the most expensive call-out, read from the
// table of the page a link led to once the pages' lists gave none; a repair's price, found by what is asked rather
// than by the site's name; a question with a subject of its own after a statement about something else, and one
// with none whose statement gives a count.

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Hartley's Keys & Soles</title>` +
  `</head><body><header><nav><a href="/">Home</a> · <a href="/news">Prices from March</a> · ` +
  `<a href="/keys">Keys</a> · <a href="/fobs">Key fobs</a> · <a href="/extras">Odd jobs</a> · ` +
  `<a href="/callout">Emergency</a> · <a href="/shoes">Cobbler</a></nav>` +
  `<form role="search" action="/search"><input type="search" name="q" aria-label="Search"><button>Search</button>` +
  `</form></header>` +
  `<main><h1>${title}</h1>${body}</main><footer>© 2026 Hartley's Keys & Soles · 14 Bridge Row</footer></body></html>`;

const table = (caption: string, head: string[], rows: string[][]) =>
  `<table><caption>${caption}</caption><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`)
    .join("")}</table>`;

const HARTLEY: CorpusSite = {
  name: "hartley",
  layout,
  pages: {
    "/": layout("Hartley's Keys & Soles", "<p>Keys cut, locks fitted and shoes mended since 1998.</p>"),
    "/news": layout(
      "Prices from March",
      "<p>From 1 March a standard key will be £6 and a night call-out £150.</p>",
    ),
    "/keys": layout(
      "Key cutting",
      table(
        "Keys",
        ["Key", "Price"],
        [
          ["Cylinder key", "£5"],
          ["Mortice key", "£7"],
        ],
      ),
    ),
    "/fobs": layout(
      "Key fobs",
      table(
        "Fobs",
        ["Fob", "Price"],
        [
          ["Door fob", "£16"],
          ["Gate remote", "£38"],
        ],
      ),
    ),
    "/extras": layout(
      "Odd jobs",
      "<ul><li>Watch battery fitted</li><li>Dog tag engraved</li><li>Knife sharpening</li></ul>",
    ),
    "/callout": layout(
      "Emergency locksmiths",
      table(
        "Call-out charges",
        ["When", "Call-out"],
        [
          ["Weekdays, 08:00–18:00", "£80"],
          ["Nights, 22:00–08:00", "£140"],
          ["Christmas Day and New Year's Day", "£170"],
        ],
      ),
    ),
    "/shoes": layout(
      "Shoe repairs",
      table(
        "Repairs, a pair",
        ["Repair", "Men's", "Women's"],
        [
          ["Heels, rubber", "£13", "£10"],
          ["Stiletto heel tips", "—", "£8"],
        ],
      ),
    ),
  },
  forms: {},
};

let pool: BrowserPool;
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite(HARTLEY);
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await site?.close();
});

const clock = { now: () => Date.UTC(2026, 10, 26, 10) };
const run = async (task: string) => {
  const done = await browsingApp(pool, {}, clock).run({ task, start_url: `${site.url}/` });
  return { ...done, paths: done.steps.map((s) => new URL(s.url).pathname) };
};

describe("seeking an answer over a site not named after the question", () => {
  it("answers a superlative from the table of a page a link led to when no page's list gave one", async () => {
    const done = await run("what's the most expensive call out rate at hartley's");
    expect(done.error).toBeNull();
    expect(done.result).toContain("£170");
    expect(done.paths.at(-1)).toBe("/callout");
  });

  it("weighs links by what is asked, not by the words of the site's name the question says", async () => {
    const done = await run("how much are stiletto heel tips at hartley's keys & soles");
    expect(done.error).toBeNull();
    expect(done.result).toContain("£8");
    expect(done.paths).not.toContain("/keys");
    expect(done.paths).not.toContain("/fobs");
  });

  it("does not carry a statement's words to a question with a subject of its own", async () => {
    const done = await run("i'm visiting my parents over christmas and new year, how much is a gate remote");
    expect(done.error).toBeNull();
    expect(done.result).toContain("£38");
  });

  it("carries a count a statement gives to the price question after it", async () => {
    const done = await run("hartley's, 3 door fobs for our flats, how much is the cost");
    expect(done.error).toBeNull();
    expect(done.result).toContain("£48 for 3");
  });
});
