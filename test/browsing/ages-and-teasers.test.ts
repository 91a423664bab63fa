import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { type CorpusSite, type ServedSite, serveSite } from "../corpus/serve";
import { headedRow } from "../helpers/records-page";
import { browsingApp } from "./support";

// A piercing studio's site in a real browser without a model: its home page's cards tease prices ("From £25"), its
// price list is behind a menu link not named for it ("Steel and gold") and beside a "Book a piercing" link, and its
// table gives the youngest age for each piercing. The cheapest piercing is read from the price list, not the teaser;
// a daughter's age said before the question narrows the list it asks for.

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Ironleaf Piercing</title>` +
  `</head><body><header><nav><a href="/">Home</a> · <a href="/piercing">Steel and gold</a> · ` +
  `<a href="/studio">Find us</a></nav></header><main><h1>${title}</h1>${body}</main>` +
  `<footer>© 2026 Ironleaf Piercing · 0161 496 0777</footer></body></html>`;

const STUDIO: CorpusSite = {
  name: "ironleaf",
  layout,
  pages: {
    "/": layout(
      "Ironleaf Piercing",
      `<p><a href="/piercing/book">Book a piercing</a></p><h2>What we do</h2>
      <div class="card"><h3>Piercing</h3><p>From £22</p></div>
      <div class="card"><h3>Jewellery</h3><p>From £12</p></div>`,
    ),
    "/piercing": layout(
      "Steel and gold",
      `<table><caption>Piercing prices</caption><tr><th>Piercing</th><th>Price</th><th>Youngest age</th></tr>${[
        headedRow("Lobe", "£22", "7, with a parent"),
        headedRow("Helix", "£32", "14, with a parent"),
        headedRow("Tragus", "£35", "16"),
        headedRow("Tongue", "£40", "18"),
      ].join("")}</table>`,
    ),
    "/piercing/book": layout(
      "Book",
      `<form method="post" action="/piercing/book/send"><p><label>Name <input
      name="name" required></label></p><button type="submit">Book</button></form>`,
    ),
    "/studio": layout("Find us", "<p>12 Mill Row, Ashby. Open Tuesday to Saturday.</p>"),
  },
  forms: {},
};

let pool: BrowserPool;
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite(STUDIO);
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await site?.close();
});

const clock = { now: () => Date.UTC(2026, 10, 26, 10) };
const run = (task: string) => browsingApp(pool, {}, clock).run({ task, start_url: `${site.url}/` });

describe("a teaser, a link for doing, and an age said before the question", () => {
  it("reads the cheapest piercing from the price list, not the home page's card", async () => {
    const done = await run("what's the cheapest piercing at ironleaf");
    expect(done.error).toBeNull();
    expect(done.result).toMatch(/^Lobe\b.*£22/);
    expect(done.result).toContain("/piercing");
  });

  it("lists the piercings a 14 year old can have, her age said in the clause before", async () => {
    const done = await run("my daughter is 14, which piercings can she get at ironleaf");
    expect(done.error).toBeNull();
    expect(done.result).toMatch(/^Lobe, Helix\b/);
    expect(done.result).not.toMatch(/Tragus|Tongue/);
  });
});
