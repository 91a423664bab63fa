import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { type CorpusSite, type ServedSite, serveSite } from "../corpus/serve";
import { browsingApp } from "./support";

// A quote form by purpose in a real browser, its "How often" a group of radio buttons: the group is one choice,
// named by its legend, and the button of the frequency asked is checked; a frequency none of them is sends nothing.

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Brightpane</title></head><body>` +
  `<header><nav><a href="/">Home</a> · <a href="/quote">Get a price</a></nav></header>` +
  `<main><h1>${title}</h1>${body}</main><footer>© 2026 Brightpane Ltd</footer></body></html>`;

const BRIGHTPANE: CorpusSite = {
  name: "brightpane",
  layout,
  pages: {
    "/": layout("Welcome", "<p>Rounds every 4 or 8 weeks across Stourcombe.</p>"),
    "/quote": layout(
      "Get a price for window cleaning",
      `<form method="post" action="/quote/send">
      <p><label>House <select name="house"><option value="flat">Flat</option><option value="semi">3-bed semi</option>
      <option value="detached">Detached</option></select></label></p>
      <fieldset><legend>How often</legend>
      <label><input type="radio" name="frequency" value="4-weekly"> Every 4 weeks</label>
      <label><input type="radio" name="frequency" value="8-weekly"> Every 8 weeks</label>
      <label><input type="radio" name="frequency" value="one-off"> Just once</label></fieldset>
      <p><label>Postcode <input name="postcode" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Get my price</button></form>`,
    ),
  },
  forms: {
    "/quote/send": {
      title: "Thanks",
      reply: (f) => `Thanks, ${f.name}. We'll email ${f.email} a ${f.frequency} price for ${f.postcode}.`,
    },
  },
};

let pool: BrowserPool;
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite(BRIGHTPANE);
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await site?.close();
});

const clock = { now: () => Date.UTC(2026, 10, 26, 10) };

describe("a group of radio buttons", () => {
  it("checks the button of the frequency asked, named by the group's legend", async () => {
    const t = browsingApp(pool, {}, clock);
    const sent = site.submissions.length;
    const done = await t.run({
      task: "get a quote from brightpane for cleaning my windows every 8 weeks, it's a 3 bed semi, SQ5 3RT. Owen Tallis owen@example.com",
      start_url: `${site.url}/`,
    });
    expect(done.error).toBeNull();
    expect(done.steps.map((s) => s.action)).toContainEqual({
      type: "fill",
      field: "How often",
      text: "Every 8 weeks",
    });
    expect(site.submissions.slice(sent)).toEqual([
      {
        path: "/quote/send",
        fields: {
          house: "semi",
          frequency: "8-weekly",
          postcode: "SQ5 3RT",
          name: "Owen Tallis",
          email: "owen@example.com",
        },
      },
    ]);
    expect(done.result).toContain("We'll email owen@example.com a 8-weekly price for SQ5 3RT.");
  });

  it("sends nothing when the frequency asked is none of the buttons", async () => {
    const t = browsingApp(pool, {}, clock);
    const sent = site.submissions.length;
    const done = await t.run({
      task: "get a quote from brightpane for fortnightly window cleaning, SQ5 3RT. Owen Tallis owen@example.com",
      start_url: `${site.url}/`,
    });
    expect(done.status).toBe("failed");
    expect(done.error).toContain('the task says how often (fortnightly), which no option of "How often" is');
    expect(site.submissions.length).toBe(sent);
  });
});
