import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { createBrowsingTask } from "../../src/browsing/service";
import { registerBrowsingWorker } from "../../src/browsing/worker";
import { ManualClock } from "../../src/clock";
import { all, get } from "../../src/db/store";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { createResearchTask } from "../../src/research/service";
import { registerResearchQueue } from "../../src/research/worker";
import { startBrowseSite } from "../helpers/browse-site";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { STORES, storeFixture } from "../helpers/stores";

// The research and browsing workers on both databases: the research engine's progress notes (a synchronous
// callback, written behind it in order) and the navigator's step rows and cancel checks (awaited callbacks) go
// through deps.store, so a task runs the same on SQLite and PostgreSQL.

const NOW = Date.UTC(2026, 0, 5);
const fixture = storeFixture();
let pool: BrowserPool;
let lighthouse: FixtureSite;
let shop: Awaited<ReturnType<typeof startBrowseSite>>;
beforeAll(async () => {
  lighthouse = await startFixtureSite();
  shop = await startBrowseSite();
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await lighthouse?.close();
  await shop?.close();
});

describe.each(STORES)("workers on %s", (kind) => {
  it("a research task keeps its progress notes in order as it runs, and succeeds", async () => {
    const clock = new ManualClock(NOW);
    const deps = await (await fixture.database(kind))(clock, { http: true });
    const account = await deps.store.run(createAccount(clock, "researcher", 1_000));
    registerResearchQueue(deps);
    const url = `${lighthouse.url}/`;
    const task = await deps.store.run(
      createResearchTask(deps, account, { query: `Who looks after the lighthouse? ${url}`, mode: "fast" }),
    );
    await deps.jobs.runUntilEmpty();

    const done = await deps.store.run(
      get((db, t) => db.select().from(t.researchTasks).where(eq(t.researchTasks.id, task.id))),
    );
    expect(done?.error ?? null).toBeNull();
    expect(done?.status).toBe("succeeded");
    const notes = done!.updates!.map((u) => u.message);
    expect(notes[0]).toBe("Started");
    expect(notes).toContain(`Reading ${url}`);
    expect(notes.indexOf(`Reading ${url}`)).toBeGreaterThan(0);
    expect(notes.at(-1)).toMatch(/^Finished with \d+ sources?$/);
    expect(done!.updates!.every((u) => u.timestamp === NOW)).toBe(true);
  });

  it("a browsing task stores each step as it goes and finishes", async () => {
    const clock = new ManualClock(NOW);
    const deps = await (await fixture.database(kind))(clock);
    const account = await deps.store.run(createAccount(clock, "browser", 1_000));
    registerBrowsingWorker(deps, { pool });
    const task = await deps.store.run(
      createBrowsingTask(deps, account, { task: `go to ${shop.url("/")}\nclick 'Pricing'` }),
    );
    await deps.jobs.runUntilEmpty();

    const done = await deps.store.run(
      get((db, t) => db.select().from(t.browsingTasks).where(eq(t.browsingTasks.id, task.id))),
    );
    expect(done?.error ?? null).toBeNull();
    expect(done?.status).toBe("succeeded");
    const steps = await deps.store.run(
      all((db, t) =>
        db
          .select()
          .from(t.browsingSteps)
          .where(eq(t.browsingSteps.taskId, task.id))
          .orderBy(t.browsingSteps.step),
      ),
    );
    expect(steps.map((s) => [s.step, s.action.type, new URL(s.url!).pathname])).toEqual([
      [1, "goto_url", "/"],
      [2, "click", "/pricing.html"],
    ]);
    expect(steps.every((s) => Buffer.isBuffer(s.image) && s.image.length > 0)).toBe(true);
  });
});
