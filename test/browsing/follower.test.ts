import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { browsingSteps, browsingTasks, deliveries, jobs } from "../../src/db/schema";
import { BrowserPool } from "../../src/engines/browser/pool";
import { BLANK_WEBP } from "../../src/engines/navigator/loop";
import { silentLogger } from "../../src/logger";
import { startBrowseSite, TREASURE } from "../helpers/browse-site";
import { capStorage } from "../helpers/deps";
import { unzip } from "../helpers/zip";
import { browsingApp, isWebp, waitFor } from "./support";

// One Chromium for the whole file: launching is the expensive part, and tasks get fresh contexts anyway.
let pool: BrowserPool;
let site: Awaited<ReturnType<typeof startBrowseSite>>;
beforeAll(async () => {
  site = await startBrowseSite();
  pool = new BrowserPool({ logger: silentLogger });
});
afterAll(async () => {
  await pool?.close();
  await site?.close();
});

describe("instruction follower: happy path", () => {
  it("follows links, the search box and the form, then serves the trajectory as JSON and ZIP", async () => {
    const t = browsingApp(pool);
    expect(
      ((await (await t.app.request("/health")).json()) as { checks: { browser: string } }).checks.browser,
    ).toBe("ok");
    const task = [
      `go to ${site.url("/")}`,
      "click 'Pricing'",
      "go back",
      "search for 'kettle'",
      "click 'Red kettle'",
      `open ${site.url("/form.html")}`,
      "type 'Ada Lovelace' into 'Name'",
      "type 'ada@example.com' into the Email field",
      "click the 'Send' button",
    ].join("\n");
    const done = await t.run({ task, webhook_url: "http://127.0.0.1:9/hook" });

    expect(done.error).toBeNull();
    expect(done.status).toBe("succeeded");
    expect(done.result).toContain("Thanks, Ada Lovelace!");
    expect(done.result).toContain("We will write to ada@example.com.");
    expect(done.steps.map((s) => [s.step, s.action.type, new URL(s.url).pathname, s.title])).toEqual([
      [1, "goto_url", "/", "Fixture Home"],
      [2, "click", "/pricing.html", "Pricing"],
      [3, "go_back", "/", "Fixture Home"],
      [4, "search", "/search", "Search results"],
      [5, "click", "/item/red-kettle", "Red kettle"],
      [6, "goto_url", "/form.html", "Contact form"],
      [7, "fill", "/form.html", "Contact form"],
      [8, "fill", "/form.html", "Contact form"],
      [9, "click", "/submit", "Thank you"],
    ]);
    expect(site.requests).toContainEqual({ method: "GET", path: "/search?q=kettle" });

    // The webhook delivery was written with the task's final state.
    const delivery = t.deps.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.sourceType, "browsing"), eq(deliveries.sourceId, done.task_id)))
      .get()!;
    expect(delivery.event).toMatchObject({
      scout: { id: done.task_id, query: task },
      update: { status: "completed", has_changes: true, report_content: done.result },
    });

    // JSON: steps numbered from 1, each image base64 WEBP.
    const json = await t.trajectory(done.task_id);
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
    const traj = (await json.json()) as { task_id: string; steps: { step: number; image: string }[] };
    expect(traj.task_id).toBe(done.task_id);
    expect(traj.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const s of traj.steps) expect(isWebp(Buffer.from(s.image, "base64")), `step ${s.step}`).toBe(true);
    expect(Object.keys(traj.steps[0]!).sort()).toEqual(["image", "step"]);

    // ZIP: trajectory.json plus step_001.webp ... step_009.webp, the same images.
    const zip = await t.trajectory(done.task_id, "zip");
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toBe(
      `attachment; filename="trajectory-${done.task_id}.zip"`,
    );
    const entries = await unzip(Buffer.from(await zip.arrayBuffer()));
    const names = traj.steps.map((s) => `step_00${s.step}.webp`);
    expect(entries.map((e) => e.name)).toEqual(["trajectory.json", ...names]);
    expect(JSON.parse(entries[0]!.data.toString("utf8"))).toEqual({
      task_id: done.task_id,
      steps: traj.steps.map((s, i) => ({ step: s.step, image_filename: names[i] })),
    });
    for (const [i, e] of entries.slice(1).entries()) {
      expect(isWebp(e.data), e.name).toBe(true);
      expect(e.data.equals(Buffer.from(traj.steps[i]!.image, "base64")), e.name).toBe(true);
      expect(e.compressed).toBe(false);
    }
  });

  it("scrolls a long page and finds text far below the first screen", async () => {
    const t = browsingApp(pool);
    const done = await t.run({
      task: "scroll down. scroll down. find 'hidden treasure'. scroll to the top",
      start_url: site.url("/long.html"),
    });
    expect(done.status).toBe("succeeded");
    expect(done.result).toContain(TREASURE);
    expect(done.steps.map((s) => s.action.type)).toEqual([
      "goto_url",
      "scroll",
      "scroll",
      "find",
      "scroll_to",
    ]);
    const images = t.deps.db.select().from(browsingSteps).where(eq(browsingSteps.taskId, done.task_id)).all();
    // Each scroll moved the page: no two consecutive screenshots are the same picture.
    for (let i = 1; i < images.length; i++) expect(images[i]!.image.equals(images[i - 1]!.image)).toBe(false);
  });
});

describe("shared browser and shutdown", () => {
  it("is relaunched on next use after it went away (crash or kill)", async () => {
    const first = await pool.acquire();
    await first.close(); // what a crashed or killed Chromium looks like to Playwright: a disconnect
    const t = browsingApp(pool);
    const done = await t.run({ task: "find 'Pro plan'", start_url: site.url("/pricing.html") });
    expect(done.status).toBe("succeeded");
    const second = await pool.acquire();
    expect(second).not.toBe(first);
    expect(second.isConnected()).toBe(true);
  });

  it("a task interrupted by shutdown goes back to the queue and starts over on the next run", async () => {
    const t = browsingApp(pool);
    const id = await t.create({
      task: Array(60).fill("scroll down").join("\n"),
      start_url: site.url("/long.html"),
    });
    const steps = () => t.deps.db.select().from(browsingSteps).where(eq(browsingSteps.taskId, id)).all();
    t.deps.jobs.start();
    await waitFor(() => steps().length >= 2);
    await t.deps.jobs.stop(0); // no grace: abort the task in flight
    const row = () => t.deps.db.select().from(browsingTasks).where(eq(browsingTasks.id, id)).get()!;
    expect(row().status).toBe("running");
    expect(t.deps.db.select().from(jobs).where(eq(jobs.queue, "browsing")).get()!.status).toBe("pending");

    // Shrink the task so the rerun is quick: it must start from step 1 again, not continue.
    const before = steps().map((s) => s.id);
    t.deps.db.update(browsingTasks).set({ maxSteps: 2 }).where(eq(browsingTasks.id, id)).run();
    await t.deps.jobs.runUntilEmpty();
    expect(row()).toMatchObject({
      status: "failed",
      error: "Reached max_steps (2) before the task was finished",
    });
    expect(steps().map((s) => s.step)).toEqual([1, 2]);
    expect(steps().some((s) => before.includes(s.id))).toBe(false);
  });
});

describe("instruction follower: a full disk", () => {
  it("puts the task off instead of failing it when its steps cannot be stored, and runs it again once there is room", async () => {
    const clock = new ManualClock(Date.now());
    const t = browsingApp(pool, {}, clock);
    const id = await t.create({ task: "find 'Pricing'", start_url: site.url("/") });
    const row = () => t.deps.db.select().from(browsingTasks).where(eq(browsingTasks.id, id)).get()!;
    const job = () => t.deps.db.select().from(jobs).where(eq(jobs.queue, "browsing")).get()!;
    // The first screenshot needs pages the disk no longer has.
    const release = capStorage(t.deps.db);
    await t.deps.jobs.runUntilEmpty();
    expect(row()).toMatchObject({ status: "running", error: null });
    expect(job()).toMatchObject({ status: "pending", availableAt: clock.now() + 30_000, lostCount: 0 });

    release();
    clock.advance(30_000);
    await t.deps.jobs.runUntilEmpty();
    expect(row()).toMatchObject({ status: "succeeded", error: null });
    const steps = t.deps.db.select().from(browsingSteps).where(eq(browsingSteps.taskId, id)).all();
    expect(steps.map((s) => s.step)).toEqual([1, 2]);
  });
});

describe("instruction follower: errors", () => {
  it("a step that fails ends the task failed with a clear error, keeping the trajectory", async () => {
    const t = browsingApp(pool);
    const done = await t.run({
      task: "click 'Pricing', then click 'Nonexistent button', then go back",
      start_url: site.url("/"),
    });
    expect(done.status).toBe("failed");
    expect(done.error).toBe(
      'Step 3 (click "Nonexistent button") failed: No link, button or text "Nonexistent button" is visible on the page',
    );
    expect(done.steps).toHaveLength(3);
    expect(done.steps[2]!.action).toMatchObject({
      type: "click",
      error: expect.stringMatching(/Nonexistent/),
    });
    const traj = (await (await t.trajectory(done.task_id)).json()) as { steps: { step: number }[] };
    expect(traj.steps.map((s) => s.step)).toEqual([1, 2, 3]);
  });

  it("going back from the first page fails the step: the blank tab before it is not a page", async () => {
    const t = browsingApp(pool);
    const done = await t.run({ task: "go back", start_url: site.url("/pricing.html") });
    expect(done.status).toBe("failed");
    expect(done.error).toBe("Step 2 (go back) failed: There is no previous page to go back to");
    expect(done.steps.map((s) => s.url)).toEqual([site.url("/pricing.html"), site.url("/pricing.html")]);
  });

  it("an instruction it does not understand fails the task, naming it and the vocabulary", async () => {
    const t = browsingApp(pool);
    const done = await t.run({
      task: "click 'About us'. Translate the page into French",
      start_url: site.url("/"),
    });
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(
      /^Cannot carry out instruction 2 \("Translate the page into French"\): .*MODEL_BASE_URL/,
    );
    expect(done.steps.map((s) => s.title)).toEqual(["Fixture Home", "About us"]);
  });

  it("a page that stops responding fails the task at the step bound, keeping that step; the browser serves the next task", async () => {
    const t = browsingApp(pool, { BROWSER_STEP_TIMEOUT_MS: "3000" });
    const done = await t.run({ task: "find 'hello'", start_url: site.url("/busy.html") });
    expect(done.status).toBe("failed");
    expect(done.error).toMatch(
      /^Step [12] \((go to .*\/busy\.html|find "hello")\) did not finish within 3 s: the page stopped responding$/,
    );
    // The step that hung is in the trajectory with that error, a screenshot (the last the page gave) and its URL.
    const last = done.steps.at(-1)!;
    expect(done.error).toMatch(new RegExp(`^Step ${last.step} `));
    expect(last).toMatchObject({ action: { error: done.error }, url: site.url("/busy.html") });
    const stored = t.deps.db.select().from(browsingSteps).where(eq(browsingSteps.taskId, done.task_id)).all();
    expect(stored.map((s) => s.step)).toEqual(done.steps.map((s) => s.step));
    expect(isWebp(stored.at(-1)!.image)).toBe(true);
    const next = await t.run({ task: "find 'Pricing'", start_url: site.url("/") });
    expect(next.error).toBeNull();
    expect(next.status).toBe("succeeded");
  });

  it("the stand-in screenshot of a step that hung before the page gave any is an image Chromium decodes", async () => {
    const context = await (await pool.acquire()).newContext();
    try {
      const page = await context.newPage();
      const width = await page.evaluate(
        async (src) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          return img.naturalWidth;
        },
        `data:image/webp;base64,${BLANK_WEBP.toString("base64")}`,
      );
      expect(width).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("a task that runs past BROWSER_TASK_TIMEOUT_MS fails with that reason, keeping its steps", async () => {
    const t = browsingApp(pool, { BROWSER_TASK_TIMEOUT_MS: "3000" });
    // Eleven steps of which ten wait a second each: far more than the task's 3 s.
    const done = await t.run({ task: Array(10).fill("wait").join("\n"), start_url: site.url("/") });
    expect(done.status).toBe("failed");
    expect(done.error).toBe("The task did not finish within 3 s (BROWSER_TASK_TIMEOUT_MS)");
    expect(done.steps.length).toBeGreaterThanOrEqual(1);
    expect(done.steps.length).toBeLessThan(5);
  });

  it("respects max_steps", async () => {
    const t = browsingApp(pool);
    const done = await t.run({
      task: "scroll down; scroll down; scroll down",
      start_url: site.url("/long.html"),
      max_steps: 2,
    });
    expect(done.status).toBe("failed");
    expect(done.error).toBe("Reached max_steps (2) before the task was finished");
    expect(done.steps).toHaveLength(2);
  });

  it("cancelling a running task stops it at the next step boundary, keeping its steps", async () => {
    const t = browsingApp(pool);
    const id = await t.create({
      task: Array(60).fill("scroll down").join("\n"),
      start_url: site.url("/long.html"),
      max_steps: 100,
    });
    t.deps.jobs.start();
    try {
      const steps = () =>
        t.deps.db.select().from(browsingSteps).where(eq(browsingSteps.taskId, id)).all().length;
      await waitFor(() => steps() >= 2);
      const res = await t.app.request(`/v1/browsing/tasks/${id}/cancel`, {
        method: "POST",
        headers: t.user.headers,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ cancel_requested: true });
      const status = () =>
        t.deps.db.select().from(browsingTasks).where(eq(browsingTasks.id, id)).get()!.status;
      await waitFor(() => status() === "cancelled");
      const kept = steps();
      expect(kept).toBeGreaterThanOrEqual(2);
      expect(kept).toBeLessThan(61);
      const traj = (await (await t.trajectory(id)).json()) as { steps: unknown[] };
      expect(traj.steps).toHaveLength(kept);
    } finally {
      await t.deps.jobs.stop();
    }
  });
});
