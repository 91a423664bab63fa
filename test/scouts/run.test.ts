import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { accounts, deliveries, jobs, scoutUpdates, usageEvents } from "../../src/db/schema";
import { runScout } from "../../src/scouts/run";
import { SCOUT_RUN_QUEUE, ScoutScheduler } from "../../src/scouts/scheduler";
import { scoutRunQueue } from "../../src/scouts/worker";
import { makeDeps } from "../helpers/deps";
import { startModelServer } from "../helpers/model-server";
import { HOUR, productPage, runHarness, T0 } from "./harness";
import { runJobs, tempDbPath } from "./helpers";

type Harness = Awaited<ReturnType<typeof runHarness>>;
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function createScout(t: Harness, body: Record<string, unknown> = {}) {
  const res = await t.call<{ id: string }>("POST", "/v1/scouting/tasks", {
    query: t.query,
    output_interval: 3600,
    webhook_url: t.receiver.url,
    ...body,
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

describe("scout runs: change detection against a real page", () => {
  it("first run notifies; a changed page flips has_changes and the summary names the change; an unchanged one does not", async () => {
    h = await runHarness();
    const id = await createScout(h);

    expect(await h.runDue()).toBe(1);
    let [first] = await h.updates(id);
    expect(first).toMatchObject({
      status: "completed",
      has_changes: true,
      timestamp: T0,
      error: null,
    });
    // The update's own page, which shows its full results.
    expect(first!.details_url).toBe(`https://scoutpost.test/platform/scouts/${id}/updates/${first!.id}`);
    expect(first!.summary).toMatch(/^First run: .*Widget Pro/);
    expect(first!.report_content).toContain("49 euros");
    expect(first!.citations).toEqual([
      {
        id: 1,
        url: `${h.site.url}/product.html`,
        title: "Widget Pro",
        preview_data: { title: "Widget Pro", description: null, favicon: null, image: null },
      },
    ]);
    expect(h.receiver.received).toHaveLength(1);
    expect(h.receiver.received[0]!.body).toMatchObject({
      event_type: "scout_update",
      scout: { id, query: h.query },
      update: { id: first!.id, has_changes: true, status: "completed", details_url: first!.details_url },
    });

    h.site.setPage(
      "/product.html",
      productPage({ price: 59, extra: "A new Widget Pro Max was announced for June." }),
    );
    h.clock.advance(HOUR);
    expect(await h.runDue()).toBe(1);
    const [second] = await h.updates(id);
    expect(second!.has_changes).toBe(true);
    expect(second!.summary).toMatch(/^2 changes since the last run\./);
    expect(second!.summary).toMatch(/Changed: "[^"]*49 euros[^"]*" → "[^"]*59 euros[^"]*"/);
    expect(second!.summary).toContain('New: "A new Widget Pro Max was announced for June."');
    expect(second!.report_content).toMatch(/^## What changed\n/);
    expect(h.receiver.received).toHaveLength(2);
    expect(h.receiver.received[1]!.body).toMatchObject({ update: { id: second!.id, has_changes: true } });

    h.clock.advance(HOUR);
    expect(await h.runDue()).toBe(1);
    const [third] = await h.updates(id);
    expect(third).toMatchObject({ has_changes: false, summary: "No changes since the last run." });
    // notify "changes": a run without changes sends nothing.
    expect(h.receiver.received).toHaveLength(2);

    await h.call("PATCH", `/v1/scouting/tasks/${id}`, { notify: "always" });
    h.clock.advance(HOUR);
    await h.runDue();
    expect(h.receiver.received).toHaveLength(3);
    expect(h.receiver.received[2]!.body).toMatchObject({ update: { has_changes: false } });

    // Newest first, four runs, each charged.
    const all = await h.updates(id);
    expect(all.map((u) => u.timestamp)).toEqual([T0 + 3 * HOUR, T0 + 2 * HOUR, T0 + HOUR, T0]);
    [first] = all.slice(-1);
    expect(first!.has_changes).toBe(true);
    const charged = h.deps.db.select().from(usageEvents).where(eq(usageEvents.kind, "scout_run")).all();
    expect(charged).toHaveLength(4);
    const balance = h.deps.db.select().from(accounts).where(eq(accounts.id, h.user.account.id)).get()!;
    expect(balance.creditsBalance).toBe(1000 - 4 * h.deps.config.credits.scoutRun);
  });

  it("sees a change anywhere on a watched page, not only in the passages that match the query's words", async () => {
    h = await runHarness();
    const long = (price: number) =>
      `<!doctype html><html><head><title>Acme</title></head><body><main><article><h1>Acme</h1>${Array.from(
        { length: 10 },
        (_, i) => `<p>Paragraph ${i + 1} says something ordinary about the company and its long history.</p>`,
      ).join("")}<p>The basic plan costs ${price} dollars a month.</p></article></main></body></html>`;
    h.site.setPage("/acme.html", long(10));
    const id = await createScout(h, { query: `Tell me when ${h.site.url}/acme.html changes` });
    await h.runDue();
    h.site.setPage("/acme.html", long(25));
    h.clock.advance(HOUR);
    await h.runDue();
    const [second] = await h.updates(id);
    expect(second!.has_changes).toBe(true);
    expect(second!.summary).toMatch(
      /Changed: "The basic plan costs 10 dollars a month\." → "[^"]*25 dollars/,
    );
  });

  it("a watched page that fails once is neither reported emptied nor, the next time, all new", async () => {
    h = await runHarness();
    // Named without its trailing slash: the page is fetched as ".../" but known by the URL the query gives.
    const root = h.site.url;
    h.site.setPage("/", productPage({ extra: "Stock is checked every morning at nine." }));
    const id = await createScout(h, { query: `${h.query} and ${root}` });
    await h.runDue();
    h.site.setPage("/", { status: 503, body: "busy" });
    h.clock.advance(HOUR);
    await h.runDue();
    const [during] = await h.updates(id);
    expect(during).toMatchObject({ status: "completed", has_changes: false });
    expect(during!.summary).toBe(
      `No changes since the last run. Could not read ${root} this time; what it said last time is kept.`,
    );
    h.site.setPage("/", productPage({ extra: "Stock is checked every morning at nine." }));
    h.clock.advance(HOUR);
    await h.runDue();
    const [after] = await h.updates(id);
    expect(after).toMatchObject({ has_changes: false, summary: "No changes since the last run." });
    expect(h.receiver.received).toHaveLength(1); // the first run only
  });

  it("a run whose query changed while it ran stores nothing; the new query's first run follows at once", async () => {
    h = await runHarness();
    const id = await createScout(h);
    const t = h;
    h.site.setPage("/other.html", productPage({ price: 99 }));
    // The page answers only after the scout's query has been changed, mid-run.
    const changeQuery = () =>
      t.call("PATCH", `/v1/scouting/tasks/${id}`, { query: `Watch the price at ${t.site.url}/other.html` });
    const server = createServer(async (_req, res) => {
      t.clock.advance(1_000); // the run takes a second
      await changeQuery();
      res.writeHead(200, { "content-type": "text/html" }).end(productPage());
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const slow = `http://127.0.0.1:${(server.address() as AddressInfo).port}/product.html`;
      await h.call("PATCH", `/v1/scouting/tasks/${id}`, { query: `Watch the Widget Pro at ${slow}` });
      // Without moving the clock on: the run of the old query is dropped, and the run it owed is the new query's.
      expect(await h.runDue()).toBe(1);
      const updates = await h.updates(id);
      expect(updates).toHaveLength(1);
      expect(updates[0]!.summary).toMatch(/^First run: /);
      expect(updates[0]!.report_content).toContain("99");
      expect(h.deps.db.select().from(usageEvents).all()).toHaveLength(1);
      expect(h.receiver.received).toHaveLength(1);
      // The run owed is queued under the dropped run's due time (one update id for both): had the process died
      // before the dropped run's job was settled, its retry and the new run could not both store and charge.
      const runs = h.deps.db
        .select()
        .from(jobs)
        .all()
        .filter((j) => j.queue === SCOUT_RUN_QUEUE);
      expect(runs).toHaveLength(2);
      expect(new Set(runs.map((j) => (j.payload as { dueAt: number }).dueAt)).size).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it.each([
    ["paused", "pause"],
    ["marked done", "done"],
  ])("a run during which the scout was %s stores, charges and announces nothing", async (_, action) => {
    h = await runHarness();
    const t = h;
    let id = "";
    const server = createServer(async (_req, res) => {
      await t.call("POST", `/v1/scouting/tasks/${id}/${action}`);
      res.writeHead(200, { "content-type": "text/html" }).end(productPage());
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const slow = `http://127.0.0.1:${(server.address() as AddressInfo).port}/product.html`;
      id = await createScout(h, { query: `Watch the Widget Pro at ${slow}`, notify: "always" });
      expect(await h.runDue()).toBe(1);
      expect(await h.updates(id)).toEqual([]);
      expect(h.deps.db.select().from(usageEvents).all()).toHaveLength(0);
      expect(h.deps.db.select().from(deliveries).all()).toHaveLength(0);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it("leaves sentences with an ignore text out: a clock on the page stops reporting changes", async () => {
    h = await runHarness();
    const at = (time: string) => productPage({ extra: `This page was last updated at ${time} today.` });
    h.site.setPage("/product.html", at("12:00:31"));
    const id = await createScout(h);
    await h.runDue();
    h.site.setPage("/product.html", at("12:05:02"));
    h.clock.advance(HOUR);
    await h.runDue();
    expect((await h.updates(id))[0]!.has_changes).toBe(true); // the clock alone
    const patched = await h.call("PATCH", `/v1/scouting/tasks/${id}`, { ignore: ["Last  Updated"] });
    expect(patched.body).toMatchObject({ ignore: ["Last  Updated"] });
    h.site.setPage("/product.html", at("12:09:44"));
    h.clock.advance(HOUR);
    await h.runDue();
    // Neither the new time nor the text leaving the comparison counts as a change.
    expect((await h.updates(id))[0]).toMatchObject({
      has_changes: false,
      summary: "No changes since the last run.",
    });
    // A real change still does.
    h.site.setPage(
      "/product.html",
      productPage({ price: 59, extra: "This page was last updated at 12:14:00 today." }),
    );
    h.clock.advance(HOUR);
    await h.runDue();
    expect((await h.updates(id))[0]!.summary).toMatch(/^1 change since the last run\. Changed: .*59 euros/);
  });

  it("sees a price that changes in a short block of its own: plan cards and table cells", async () => {
    h = await runHarness();
    const pricing = (basic: string, pro: string) => `<!doctype html><html><head><title>Pricing</title></head>
      <body><main><h1>Pricing</h1>
      <p>Choose the plan that fits your team. All plans include unlimited projects and email support.</p>
      <div class="plan"><h2>Basic</h2><div class="price">${basic}</div><div>per month</div>
        <ul><li>5 users</li><li>10 GB storage</li></ul></div>
      <div class="plan"><h2>Pro</h2><div class="price">${pro}</div><div>per month</div>
        <ul><li>50 users</li><li>1 TB storage</li></ul></div>
      <table><tr><th>Plan</th><th>Price</th></tr><tr><td>Basic</td><td>${basic}</td></tr>
        <tr><td>Pro</td><td>${pro}</td></tr></table></main></body></html>`;
    h.site.setPage("/pricing", pricing("$10", "$49"));
    const id = await createScout(h, { query: `Tell me when the price on ${h.site.url}/pricing changes` });
    await h.runDue();
    h.clock.advance(HOUR);
    await h.runDue();
    expect((await h.updates(id))[0]).toMatchObject({ has_changes: false });
    h.site.setPage("/pricing", pricing("$15", "$49"));
    h.clock.advance(HOUR);
    await h.runDue();
    const [latest] = await h.updates(id);
    expect(latest!.has_changes).toBe(true);
    // The card and the table row, each a record whose value changed, said as subject: before → after.
    expect(latest!.summary).toBe("2 changes since the last run. Changed: Basic: $10 → $15; Basic: $10 → $15");
    expect(h.receiver.received).toHaveLength(2); // the first run and the change
  });

  it("taking a text out of ignore reports no change by itself", async () => {
    h = await runHarness();
    const at = (time: string) => productPage({ extra: `This page was last updated at ${time} today.` });
    h.site.setPage("/product.html", at("12:00:31"));
    const id = await createScout(h, { ignore: ["last updated"] });
    await h.runDue();
    await h.call("PATCH", `/v1/scouting/tasks/${id}`, { ignore: [] });
    h.clock.advance(HOUR);
    await h.runDue();
    expect((await h.updates(id))[0]).toMatchObject({
      has_changes: false,
      summary: "No changes since the last run.",
    });
  });

  it("a new query starts afresh: its first run is a first run, not a diff against the old page", async () => {
    h = await runHarness();
    h.site.setPage("/other.html", productPage({ price: 99, extra: "This is another shop entirely." }));
    const id = await createScout(h);
    await h.runDue();
    const patched = await h.call("PATCH", `/v1/scouting/tasks/${id}`, {
      query: `Watch the price at ${h.site.url}/other.html`,
    });
    expect(patched.status).toBe(200);
    h.clock.advance(HOUR);
    await h.runDue();
    const [fresh] = await h.updates(id);
    expect(fresh).toMatchObject({ status: "completed", has_changes: true });
    expect(fresh!.summary).toMatch(/^First run: /);
    // Writing the same query back changes nothing.
    await h.call("PATCH", `/v1/scouting/tasks/${id}`, {
      query: `Watch the price at ${h.site.url}/other.html`,
    });
    h.clock.advance(HOUR);
    await h.runDue();
    expect((await h.updates(id))[0]).toMatchObject({ has_changes: false });
  });

  it("announces the first failed run after a good one (the page went away), not every failure after it", async () => {
    h = await runHarness();
    const id = await createScout(h);
    await h.runDue();
    h.site.removePage("/product.html");
    for (let i = 0; i < 2; i++) {
      h.clock.advance(HOUR);
      await h.runDue();
    }
    const [second, first] = await h.updates(id);
    expect([first!.status, second!.status]).toEqual(["failed", "failed"]);
    expect(h.receiver.received.map((r) => (r.body as { update: { status: string } }).update.status)).toEqual([
      "completed",
      "failed",
    ]);
  });

  it("pages through updates with limit and cursor", async () => {
    h = await runHarness();
    const id = await createScout(h, { webhook_url: undefined });
    for (let i = 0; i < 3; i++) {
      h.site.setPage("/product.html", productPage({ price: 40 + i }));
      await h.runDue();
      h.clock.advance(HOUR);
    }
    const p1 = await h.call<{ updates: { timestamp: number }[]; next_cursor: string; has_more: boolean }>(
      "GET",
      `/v1/scouting/tasks/${id}/updates?limit=2`,
    );
    expect(p1.body.updates.map((u) => u.timestamp)).toEqual([T0 + 2 * HOUR, T0 + HOUR]);
    expect(p1.body.has_more).toBe(true);
    const p2 = await h.call<{ updates: { timestamp: number }[]; has_more: boolean }>(
      "GET",
      `/v1/scouting/tasks/${id}/updates?page_size=2&cursor=${p1.body.next_cursor}`,
    );
    expect(p2.body.updates.map((u) => u.timestamp)).toEqual([T0]);
    expect(p2.body.has_more).toBe(false);
  });
});

describe("scout runs: failures", () => {
  it("without credits a run is stored as failed (insufficient_prepaid_balance), not charged, and reads no page", async () => {
    h = await runHarness({ credits: 0 });
    const id = await createScout(h);
    await h.runDue();
    const [u] = await h.updates(id);
    expect(u).toMatchObject({ status: "failed", has_changes: false, error: "insufficient_prepaid_balance" });
    expect(u!.summary).toMatch(/insufficient_prepaid_balance/);
    expect(h.site.requests).not.toContain("/product.html");
    expect(h.deps.db.select().from(usageEvents).all()).toHaveLength(0);
    expect(h.receiver.received).toHaveLength(0);
  });

  it("an engine failure is a failed update, not charged; the next good run is the first and notifies", async () => {
    h = await runHarness();
    h.site.removePage("/product.html");
    const id = await createScout(h);
    await h.runDue();
    const [failed] = await h.updates(id);
    expect(failed).toMatchObject({ status: "failed", has_changes: false });
    expect(failed!.error).toMatch(/No usable source/);
    expect(h.deps.db.select().from(usageEvents).all()).toHaveLength(0);
    expect(h.receiver.received).toHaveLength(0);

    h.site.setPage("/product.html", productPage());
    h.clock.advance(HOUR);
    await h.runDue();
    const [good] = await h.updates(id);
    expect(good).toMatchObject({ status: "completed", has_changes: true });
    expect(good!.summary).toMatch(/^First run/);
    expect(h.receiver.received).toHaveLength(1);
  });

  it("when every delivery attempt fails, the update stays available through the API", async () => {
    h = await runHarness();
    h.receiver.setStatus(503);
    const id = await createScout(h);
    await h.runDue();
    expect(h.receiver.received).toHaveLength(h.deps.config.webhooks.maxAttempts);
    const [d] = h.deps.db.select().from(deliveries).all();
    expect(d).toMatchObject({ status: "failed", sourceType: "scout", sourceId: id, attempts: 3 });
    const [u] = await h.updates(id);
    expect(u).toMatchObject({ id: d!.updateId, status: "completed", has_changes: true });
  });

  it("a retried run job stores, charges and announces nothing twice", async () => {
    h = await runHarness();
    const id = await createScout(h);
    await h.scheduler.tick();
    const [job] = runJobs(h.deps);
    // Two workers on the same job at once (a lease lost mid-run), then a third after both finished.
    const both = await Promise.all([runScout(h.deps, job!), runScout(h.deps, job!)]);
    expect(both.sort()).toEqual(["completed", "skipped"]);
    expect(await runScout(h.deps, job!)).toBe("skipped");
    expect(await h.updates(id)).toHaveLength(1);
    expect(h.deps.db.select().from(usageEvents).all()).toHaveLength(1);
    expect(h.deps.db.select().from(deliveries).all()).toHaveLength(1);
  });
});

describe("scout runs: restarts and usage", () => {
  it("a run claimed before a crash happens after restart, and is the one catch-up run after a long downtime", async () => {
    const file = tempDbPath();
    h = await runHarness({ dbPath: file.path });
    const id = await createScout(h, { webhook_url: undefined });
    await h.runDue();
    // The next run is claimed (job stored), then the process dies before running it.
    h.clock.advance(HOUR);
    expect(await h.scheduler.tick()).toBe(1);
    h.deps.db.$client.close();

    const clock = new ManualClock(T0 + 6.5 * HOUR);
    const deps = makeDeps({ clock, dbPath: file.path });
    deps.jobs.register(SCOUT_RUN_QUEUE, scoutRunQueue(deps));
    // Missed due times 2h..6h: the run queued before the crash is still owed and runs; no second one is queued
    // beside it (that would run straight after it and be charged again).
    expect(await new ScoutScheduler(deps).tick()).toBe(0);
    await deps.jobs.runUntilEmpty();
    const rows = deps.db.select().from(scoutUpdates).where(eq(scoutUpdates.scoutId, id)).all();
    expect(rows.map((u) => u.status)).toEqual(["completed", "completed"]);
    expect(await new ScoutScheduler(deps).tick()).toBe(0);
    // Back on the grid: the next run at 7h.
    clock.set(T0 + 7 * HOUR);
    expect(await new ScoutScheduler(deps).tick()).toBe(1);
    deps.db.$client.close();
    file.cleanup();
  });

  it("GET /v1/usage counts active scouts and scout runs", async () => {
    h = await runHarness();
    const a = await createScout(h);
    const b = await createScout(h);
    await h.runDue();
    await h.call("POST", `/v1/scouting/tasks/${b}/pause`);
    const usage = await h.call("GET", "/v1/usage?period=24h");
    expect(usage.body).toMatchObject({
      num_active_scouts: 1,
      active_scout_ids: [a],
      activity: { scout_runs: 2 },
    });
  });
});

describe("scout runs: delete", () => {
  it("deleting a scout stops its runs and removes its updates; its past deliveries stay in the log", async () => {
    h = await runHarness();
    const id = await createScout(h);
    await h.runDue();
    expect(h.deps.db.select().from(deliveries).all()).toHaveLength(1);

    // A run claimed before the delete must not bring anything back.
    h.clock.advance(HOUR);
    await h.scheduler.tick();
    expect((await h.call("DELETE", `/v1/scouting/tasks/${id}`)).status).toBe(204);
    await h.deps.jobs.runUntilEmpty();
    h.clock.advance(10 * HOUR);
    expect(await h.runDue()).toBe(0);

    expect((await h.call("GET", `/v1/scouting/tasks/${id}/updates`)).status).toBe(404);
    expect(h.deps.db.$client.prepare("select count(*) n from scout_updates").get()).toEqual({ n: 0 });
    const logged = h.deps.db.select().from(deliveries).all();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ sourceId: id, status: "succeeded" });
    expect(h.receiver.received).toHaveLength(1);
  });
});

describe("scout runs: published update fields", () => {
  const schema = {
    type: "object",
    properties: {
      price_eur: { type: "number" },
      colours_in_stock: { type: "array", items: { type: "string" } },
    },
    required: ["price_eur"],
  };

  it("content is the report, stats say what the run did, timestamp is unix ms; without a model no structured_result", async () => {
    h = await runHarness();
    const id = await createScout(h, { output_schema: schema });
    await h.runDue();
    const [u] = await h.updates(id);
    expect(u!.timestamp).toBe(T0);
    expect(Number.isInteger(u!.timestamp)).toBe(true);
    expect(u!.content).toBe(u!.report_content);
    expect(u!.content).toContain("49 euros");
    expect(u!.structured_result).toBeNull();
    expect(u!.stats).toEqual({
      pages_read: 1,
      sources: 1,
      duration_ms: 0, // the manual clock does not move during the run
      model_tokens: null,
      structured_output: "no_model",
    });

    // A scout without output_schema says so.
    const plain = await createScout(h);
    await h.runDue();
    expect((await h.updates(plain))[0]!.stats).toMatchObject({ structured_output: "none", pages_read: 1 });
  });

  it("with a model, each run fills output_schema into structured_result and counts the report's tokens", async () => {
    const model = await startModelServer([
      { content: "The Widget Pro costs 49 euros [1].\n" },
      { content: '{"price_eur": 49, "colours_in_stock": ["blue", "green"]}' },
    ]);
    try {
      h = await runHarness({ env: { MODEL_BASE_URL: model.baseUrl } });
      const id = await createScout(h, { output_schema: schema });
      await h.runDue();
      const [u] = await h.updates(id);
      expect(u!.status).toBe("completed");
      expect(u!.structured_result).toEqual({ price_eur: 49, colours_in_stock: ["blue", "green"] });
      expect(u!.stats).toMatchObject({
        pages_read: 1,
        sources: 1,
        model_tokens: { prompt: 10, completion: 5, total: 15 },
        structured_output: "filled",
      });
      // The fill asked for the scout's schema, as research does.
      expect(model.requests[1]!.body.response_format).toEqual({ type: "json_object" });
      expect(JSON.stringify(model.requests[1]!.body.messages)).toContain("price_eur");

      // Every run fills it again; an answer that does not fit, even corrected, leaves it null.
      model.setScript([
        { content: "The Widget Pro costs 49 euros [1].\n" },
        { content: '{"price_eur": "forty-nine"}' },
        { content: '{"price_eur": "still not"}' },
      ]);
      h.clock.advance(HOUR);
      await h.runDue();
      const [second] = await h.updates(id);
      expect(second!.status).toBe("completed");
      expect(second!.structured_result).toBeNull();
      expect(second!.stats).toMatchObject({ structured_output: "failed" });
    } finally {
      await model.close();
    }
  });

  it("a failed run has stats that read nothing and no structured_result", async () => {
    h = await runHarness();
    const id = await createScout(h, { output_schema: schema });
    await h.call("PATCH", `/v1/scouting/tasks/${id}`, { query: "Watch http://127.0.0.1:9/gone.html" });
    await h.runDue();
    const [u] = await h.updates(id);
    expect(u!.status).toBe("failed");
    expect(u!.content).toBe(u!.report_content);
    expect(u!.structured_result).toBeNull();
    expect(u!.stats).toMatchObject({
      pages_read: 0,
      sources: 0,
      model_tokens: null,
      structured_output: "none",
    });
  });
});
