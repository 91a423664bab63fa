import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { type CorpusSite, type ServedSite, serveSite } from "../corpus/serve";
import { browsingApp } from "./support";

// A karting track's booking form in a real browser, with two checkboxes for extras: a request asking for one by
// what it adds ticks that one alone; one saying no to it, or nothing of either, ticks none.

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Apex Karting</title></head>` +
  `<body><header><nav><a href="/">Home</a> · <a href="/book">Book</a></nav></header>` +
  `<main><h1>${title}</h1>${body}</main><footer>© 2026 Apex Karting Ltd</footer></body></html>`;

const APEX: CorpusSite = {
  name: "apex",
  layout,
  pages: {
    "/": layout("Karting", "<p>Indoor karting for everyone over 8.</p>"),
    "/book": layout(
      "Book a session",
      `<form method="post" action="/book/send">
      <p><label>Drivers <select name="drivers"><option>1</option><option>2</option><option>3</option></select></label></p>
      <p><label><input type="checkbox" name="photos" value="yes"> Add trackside photos, £6</label></p>
      <p><label><input type="checkbox" name="buffet" value="yes"> Add the hot buffet, £9.50 a head</label></p>
      <p><label>Your name <input name="name" required></label></p>
      <button type="submit">Book</button></form>`,
    ),
  },
  forms: { "/book/send": { title: "Booked", reply: (f) => `Thanks, ${f.name}.` } },
};

let pool: BrowserPool;
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite(APEX);
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await site?.close();
});

const clock = { now: () => Date.UTC(2026, 10, 26, 10) };
const book = async (task: string) => {
  const t = browsingApp(pool, {}, clock);
  const sent = site.submissions.length;
  const done = await t.run({ task, start_url: `${site.url}/book` });
  return { error: done.error, sent: site.submissions.slice(sent) };
};

describe("checkboxes for extras", () => {
  it("ticks the one the request asks for by what it adds, and not the other", async () => {
    const { error, sent } = await book(
      "book a session at apex for 2 of us, and we want the trackside photos. Mark Doyle",
    );
    expect(error).toBeNull();
    expect(sent).toEqual([
      { path: "/book/send", fields: { drivers: "2", photos: "yes", name: "Mark Doyle" } },
    ]);
  });

  it("ticks none when the request says no to it", async () => {
    const { error, sent } = await book("book a session at apex for 3 of us, no photos thanks. Jo Pike");
    expect(error).toBeNull();
    expect(sent).toEqual([{ path: "/book/send", fields: { drivers: "3", name: "Jo Pike" } }]);
  });
});
