import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { deliveries, jobs, researchTasks } from "../../src/db/schema";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { capStorage, type SqliteDeps } from "../helpers/deps";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { Browser } from "../webhooks-inspector/platform-helpers";
import { researchApp } from "./helpers";

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const LEASE_MS = 60_000;

/**
 * Leave a task the way a worker process that died mid-run leaves it: its job claimed with a lease nobody renews,
 * the task marked running.
 */
function abandon(deps: SqliteDeps, taskId: string) {
  const task = deps.db.select().from(researchTasks).where(eq(researchTasks.id, taskId)).get()!;
  const now = deps.clock.now();
  deps.db
    .update(jobs)
    .set({ status: "running", allocationId: randomUUID(), leaseExpiresAt: now + LEASE_MS, updatedAt: now })
    .where(eq(jobs.id, task.jobId!))
    .run();
  deps.db
    .update(researchTasks)
    .set({ status: "running", startedAt: now })
    .where(eq(researchTasks.id, taskId))
    .run();
}

describe("research tasks: a dead worker", () => {
  it("shows running in the list until the single GET reconciles it: re-queued once, then worker_lost", async () => {
    const clock = new ManualClock();
    const { deps, api } = researchApp({ clock });
    const { body } = await api.create({
      query: `Lamp? ${site.url}/technology.html`,
      mode: "fast",
      webhook_url: "http://127.0.0.1:9/hook",
    });
    const id = body.task_id;

    abandon(deps, id);
    clock.advance(LEASE_MS + 1);
    // Not yet reconciled: the list reads stored state only, so the dead worker's task still reads as running.
    expect((await api.list()).body.tasks[0]).toMatchObject({ task_id: id, status: "running" });
    expect((await api.list()).body.summary).toEqual({ running: 1, succeeded: 0, failed: 0 });

    // The authoritative view reconciles: the lease expired, so the task is waiting again (first loss).
    expect((await api.get(id)).body.status).toBe("queued");
    const job = deps.db.select().from(jobs).where(eq(jobs.queue, "research")).get()!;
    expect(job).toMatchObject({ status: "pending", lostCount: 1 });

    // The second worker dies too: given up, failed with worker_lost, and the webhook says so.
    abandon(deps, id);
    clock.advance(LEASE_MS + 1);
    expect((await api.list("?status=running")).body.filtered_total).toBe(1);
    const failed = (await api.get(id)).body;
    expect(failed).toMatchObject({
      status: "failed",
      error: "worker_lost",
      completed_at: expect.any(String),
    });
    expect((await api.list("?status=failed")).body.tasks.map((t) => t.task_id)).toEqual([id]);
    const delivery = deps.db.select().from(deliveries).where(eq(deliveries.sourceId, id)).get()!;
    expect(delivery.sourceType).toBe("research");
    expect(delivery.event).toMatchObject({ scout: { id }, update: { status: "failed", has_changes: false } });
  });

  it("reconciles the platform's task page the same way: a dead worker's task does not read as running", async () => {
    const clock = new ManualClock();
    const { deps, app, user, api } = researchApp({ clock });
    const { body } = await api.create({ query: `Lamp? ${site.url}/technology.html`, mode: "fast" });
    abandon(deps, body.task_id);
    clock.advance(LEASE_MS + 1);
    const browser = new Browser(app);
    await browser.signIn(user.key);
    const html = await (await browser.get(`/platform/research/${body.task_id}`)).text();
    expect(html).toContain("b-queued");
    expect(html).not.toContain("b-running");
    const job = deps.db.select().from(jobs).where(eq(jobs.queue, "research")).get()!;
    expect(job).toMatchObject({ status: "pending", lostCount: 1 });
  });

  it("runs a re-queued task to completion on the next claim", async () => {
    const clock = new ManualClock();
    const { deps, api } = researchApp({ clock });
    const { body } = await api.create({ query: `Lamp? ${site.url}/technology.html`, mode: "fast" });
    abandon(deps, body.task_id);
    clock.advance(LEASE_MS + 1);
    await deps.jobs.runUntilEmpty();
    const task = (await api.get(body.task_id)).body;
    expect(task.status).toBe("succeeded");
    expect(task.result).toContain("first-order Fresnel lens");
    expect(JSON.stringify(task.updates)).toContain("Restarted after its worker was lost");
  });

  it("leaves a running task with a live lease alone", async () => {
    const clock = new ManualClock();
    const { deps, api } = researchApp({ clock });
    const { body } = await api.create({ query: `Lamp? ${site.url}/technology.html`, mode: "fast" });
    abandon(deps, body.task_id);
    clock.advance(LEASE_MS - 1);
    expect((await api.get(body.task_id)).body.status).toBe("running");
    expect(deps.db.select().from(jobs).get()).toMatchObject({ status: "running", lostCount: 0 });
  });
});

describe("research tasks: a full disk", () => {
  it("puts the task off instead of failing it, and finishes it once there is room", async () => {
    const clock = new ManualClock();
    const { deps, api } = researchApp({ clock });
    // The disk fills up while the page is being read: the task's next writes find no room.
    let release: (() => void) | undefined;
    const page = await new Promise<Server>((resolve) => {
      const server = createServer((_req, res) => {
        release ??= capStorage(deps.db);
        res.writeHead(200, { "content-type": "text/html" });
        res.end(`<html><head><title>Lamp</title></head><body><article><h1>Lamp</h1>
          <p>The lantern holds a first-order Fresnel lens made in Paris. ${"The lamp and lens turn. ".repeat(40)}</p>
          </article></body></html>`);
      });
      server.listen(0, "127.0.0.1", () => resolve(server));
    });
    try {
      const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}/lamp.html`;
      // A query that fills most of its row's page: the report no longer fits beside it and needs a page the disk
      // does not have, while the short failure notes would still fit (before the fix the task failed for good
      // with "Research failed: database or disk is full").
      const { body } = await api.create({ query: `Lamp? ${url} ${"q".repeat(3_200)}`, mode: "fast" });
      await deps.jobs.runUntilEmpty();
      const job = deps.db.select().from(jobs).where(eq(jobs.queue, "research")).get()!;
      expect(job).toMatchObject({ status: "pending", availableAt: clock.now() + 30_000, lostCount: 0 });
      expect(deps.db.select().from(researchTasks).get()).toMatchObject({ error: null, completedAt: null });

      release!();
      clock.advance(30_000);
      await deps.jobs.runUntilEmpty();
      const task = (await api.get(body.task_id)).body;
      expect(task).toMatchObject({ status: "succeeded", error: null });
      expect(task.result).toContain("first-order Fresnel lens");
    } finally {
      await new Promise<void>((r) => page.close(() => r()));
    }
  });
});

describe("research tasks: restart", () => {
  it("loses no queued or running task across a process restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scoutpost-research-"));
    try {
      const dbPath = join(dir, "db.sqlite");
      const first = researchApp({ dbPath });
      const queued = (await first.api.create({ query: `Lamp? ${site.url}/technology.html`, mode: "fast" }))
        .body;
      const running = (await first.api.create({ query: `Visit? ${site.url}/visit.html`, mode: "fast" })).body;
      // The first process dies mid-run: one task claimed with a lease that has already run out, one never started.
      abandon(first.deps, running.task_id);
      first.deps.db
        .update(jobs)
        .set({ leaseExpiresAt: Date.now() - 1 })
        .where(eq(jobs.status, "running"))
        .run();
      first.deps.db.$client.close();

      const second = researchApp({ dbPath });
      await second.deps.jobs.runUntilEmpty();
      const a = (await second.api.get(queued.task_id)).body;
      const b = (await second.api.get(running.task_id)).body;
      expect([a.status, b.status]).toEqual(["succeeded", "succeeded"]);
      expect(a.result).toContain("first-order Fresnel lens");
      expect(b.result).toContain("Tickets cost 8 euros");
      expect(JSON.stringify(b.updates)).toContain("Restarted after its worker was lost");
      second.deps.db.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("research tasks: webhooks", () => {
  let receiver: Server;
  let hookUrl = "";
  const received: { headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let text = "";
      req.on("data", (c) => {
        text += c;
      });
      req.on("end", () => {
        received.push({ headers: req.headers, body: JSON.parse(text) });
        res.end("ok");
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

  it("delivers one notification per finished task, in its format, through the pipeline", async () => {
    const { deps, api } = researchApp();
    registerWebhookDispatcher(deps);
    const ok = await api.create({
      query: `When was the Glimmerfen lighthouse built? ${site.url}/history.html`,
      mode: "fast",
      webhook_url: `${hookUrl}?t=ok`,
    });
    const bad = await api.create({
      query: "no sources",
      webhook_url: `${hookUrl}?t=bad`,
      webhook_format: "slack",
    });
    await api.create({ query: `Lamp? ${site.url}/technology.html`, mode: "fast" }); // no webhook_url: nothing sent
    await deps.jobs.runUntilEmpty();

    expect(received).toHaveLength(2);
    const structured = received.find((r) => (r.body as { scout?: unknown }).scout)!;
    expect(structured.headers["x-scout-event"]).toBe("scout.update");
    expect(structured.body).toMatchObject({
      event_type: "scout_update",
      scout: {
        id: ok.body.task_id,
        // The URL as host and path: dropping it would leave a question about nothing in particular.
        display_name: `When was the Glimmerfen lighthouse built? ${new URL(site.url).host}/history.html`,
        query: `When was the Glimmerfen lighthouse built? ${site.url}/history.html`,
      },
      update: {
        status: "completed",
        has_changes: true,
        details_url: `http://localhost:8080/platform/research/${ok.body.task_id}`,
        summary: expect.stringContaining("1874"),
        report_content: expect.stringContaining("Marta Kessel"),
      },
      delivery: { attempt: 1 },
    });
    const slack = received.find((r) => (r.body as { blocks?: unknown }).blocks)!;
    expect(JSON.stringify(slack.body)).toContain("failed");
    const rows = deps.db.select().from(deliveries).all();
    expect(rows.map((r) => [r.sourceId, r.format, r.status]).sort()).toEqual(
      [
        [ok.body.task_id, "scout", "succeeded"],
        [bad.body.task_id, "slack", "succeeded"],
      ].sort(),
    );
  });
});
