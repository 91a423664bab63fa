import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { type CorpusSite, type ServedSite, serveSite } from "../corpus/serve";
import { browsingApp } from "./support";

// A manage page in a real browser with two forms asking the same things (a booking's reference and email): a
// request to cancel sends the cancelling form, filled in within it; one to change, the changing form. "… so cancel
// my parking" asks after its reason, and "my Ferncroft parking" names only the site.

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} | Ferncroft Parking</title></head>` +
  `<body><header><nav><a href="/">Home</a> · <a href="/manage">Your booking</a></nav></header>` +
  `<main><h1>${title}</h1>${body}</main><footer>© 2026 Ferncroft Parking Ltd</footer></body></html>`;

const FERNCROFT: CorpusSite = {
  name: "ferncroft",
  layout,
  pages: {
    "/": layout("Airport parking", "<p>Park by the terminal at Ferncroft.</p>"),
    "/manage": layout(
      "Your booking",
      `<h2>Change your booking</h2><form method="post" action="/manage/change">
      <p><label>Booking reference <input name="ref" required></label></p>
      <p><label>Email you booked with <input type="email" name="email" required></label></p>
      <p><label>New collection date <input type="date" name="to"></label></p>
      <button type="submit">Change</button></form>
      <h2>Cancel your booking</h2><form method="post" action="/manage/cancel">
      <p><label>Booking reference <input name="ref" required></label></p>
      <p><label>Email you booked with <input type="email" name="email" required></label></p>
      <button type="submit">Cancel booking</button></form>`,
    ),
  },
  forms: {
    "/manage/change": { title: "Change requested", reply: (f) => `We'll change ${f.ref}.` },
    "/manage/cancel": { title: "Cancelled", reply: (f) => `Booking ${f.ref} is cancelled.` },
  },
};

let pool: BrowserPool;
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite(FERNCROFT);
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await site?.close();
});

const clock = { now: () => Date.UTC(2026, 10, 26, 10) };

describe("two forms asking the same things", () => {
  it("cancels with the cancelling form, its fields filled in within it", async () => {
    const t = browsingApp(pool, {}, clock);
    const sent = site.submissions.length;
    const done = await t.run({
      task: "our flight's been cancelled so cancel my ferncroft parking, booking FP-2291, email ana@example.com",
      start_url: `${site.url}/manage`,
    });
    expect(done.error).toBeNull();
    expect(site.submissions.slice(sent)).toEqual([
      { path: "/manage/cancel", fields: { ref: "FP-2291", email: "ana@example.com" } },
    ]);
  });

  it("changes with the changing form", async () => {
    const t = browsingApp(pool, {}, clock);
    const sent = site.submissions.length;
    const done = await t.run({
      task: "change my ferncroft parking booking FP-3310 so i collect the car on tuesday 15th december. ben@example.com",
      start_url: `${site.url}/manage`,
    });
    expect(done.error).toBeNull();
    expect(site.submissions.slice(sent)).toEqual([
      { path: "/manage/change", fields: { ref: "FP-3310", email: "ben@example.com", to: "2026-12-15" } },
    ]);
  });
});
