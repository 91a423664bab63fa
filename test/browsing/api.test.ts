import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registerBrowsingWorker } from "../../src/browsing/worker";
import { accounts, browsingSteps, browsingTasks, deliveries, jobs, usageEvents } from "../../src/db/schema";
import { jsonInit, makeAccount, makeTestApp } from "../helpers/deps";

// No Chromium in this file: BROWSER_PATH points nowhere, so tasks that run fail fast with the no-browser error.
const NO_BROWSER = "/nonexistent/chromium";

function setup(env: Record<string, string> = {}) {
  const t = makeTestApp({ env: { BROWSER_PATH: NO_BROWSER, PUBLIC_URL: "https://scout.example", ...env } });
  registerBrowsingWorker(t.deps);
  const post = (body: unknown, headers = t.user.headers) =>
    t.app.request("/v1/browsing/tasks", jsonInit("POST", body, headers));
  const get = (path: string, headers: Record<string, string> = t.user.headers) =>
    t.app.request(path, { headers });
  return { ...t, post, get };
}

/** A stored step of the task, as a worker writes one. */
function insertStep(deps: ReturnType<typeof setup>["deps"], taskId: string) {
  deps.db
    .insert(browsingSteps)
    .values({ id: "s1", taskId, step: 1, action: { type: "wait" }, image: Buffer.from("x"), createdAt: 1 })
    .run();
}

type Detail = { detail: { loc: (string | number)[]; type: string; msg: string }[] };

describe("browsing API: happy path", () => {
  it("creates a queued task, charges credits and enqueues a job in one go", async () => {
    const { post, deps, user } = setup();
    const res = await post({
      task: "go to https://example.com",
      agent: "ignored",
      webhook_url: "https://h.example/x",
      rejection_reason: null,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { task_id: string };
    expect(body).toEqual({
      task_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      view_url: `https://scout.example/platform/browsing/${body.task_id}`,
      status: "queued",
      result: null,
      paused: false,
      structured_result: null,
      webhook_url: "https://h.example/x",
      rejection_reason: null,
    });
    const acct = deps.db.select().from(accounts).where(eq(accounts.id, user.account.id)).get()!;
    expect(acct.creditsBalance).toBe(1000 - deps.config.credits.browsingTask);
    const usage = deps.db.select().from(usageEvents).all();
    expect(usage).toMatchObject([{ kind: "browsing_task", refId: body.task_id }]);
    const job = deps.db.select().from(jobs).where(eq(jobs.queue, "browsing")).get()!;
    expect(job.payload).toEqual({ taskId: body.task_id });
  });

  it("returns the full task with defaults, accepting nulls for optional fields", async () => {
    const { post, get } = setup();
    const { task_id } = (await (
      await post({ task: "find 'x'", start_url: null, max_steps: null, webhook_format: null })
    ).json()) as { task_id: string };
    const res = await get(`/v1/browsing/tasks/${task_id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      task_id,
      status: "queued",
      task: "find 'x'",
      start_url: null,
      max_steps: 25,
      steps: [],
      cancel_requested: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      completed_at: null,
      error: null,
      rejection_reason: null,
      agent: null,
    });
  });

  it("stores and echoes the agent asked for (the reference clients send one)", async () => {
    const { post, get } = setup();
    const { task_id } = (await (
      await post({ task: "find 'x'", start_url: "https://example.com", agent: "navigator-n1-latest" })
    ).json()) as { task_id: string };
    expect(await (await get(`/v1/browsing/tasks/${task_id}`)).json()).toMatchObject({
      agent: "navigator-n1-latest",
    });
  });

  it("lists tasks newest first in the research envelope, queued shown as running, with paging", async () => {
    const { post, get, deps } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(((await (await post({ task: `go to a${i}.example` })).json()) as { task_id: string }).task_id);
    deps.db.update(browsingTasks).set({ status: "succeeded" }).where(eq(browsingTasks.id, ids[0]!)).run();

    const all = (await (await get("/v1/browsing/tasks")).json()) as Record<string, unknown> & {
      tasks: { task_id: string; status: string }[];
    };
    expect(all).toMatchObject({
      total: 3,
      filtered_total: 3,
      summary: { running: 2, succeeded: 1, failed: 0, cancelled: 0 },
      page_size: null,
      has_more: false,
      prev_cursor: null,
      next_cursor: null,
    });
    expect(all.tasks.map((t) => t.task_id)).toEqual([...ids].reverse());
    expect(all.tasks[0]).toMatchObject({
      status: "running",
      view_url: expect.stringContaining(ids[2]!),
      // The prompt also as `query`, as the reference API lists every kind of task.
      task: "go to a2.example",
      query: "go to a2.example",
      rejection_reason: null,
    });

    const running = (await (await get("/v1/browsing/tasks?status=running")).json()) as {
      filtered_total: number;
    };
    expect(running.filtered_total).toBe(2);

    const p1 = (await (await get("/v1/browsing/tasks?page_size=2")).json()) as {
      tasks: { task_id: string }[];
      has_more: boolean;
      next_cursor: string;
    };
    expect(p1.tasks.map((t) => t.task_id)).toEqual([ids[2], ids[1]]);
    expect(p1.has_more).toBe(true);
    const p2 = (await (await get(`/v1/browsing/tasks?page_size=2&cursor=${p1.next_cursor}`)).json()) as {
      tasks: { task_id: string }[];
      has_more: boolean;
    };
    expect(p2.tasks.map((t) => t.task_id)).toEqual([ids[0]]);
    expect(p2.has_more).toBe(false);
  });

  it("cancels a queued task at once; the job then does nothing", async () => {
    const { post, app, deps, user } = setup();
    const { task_id } = (await (await post({ task: "go to example.com" })).json()) as { task_id: string };
    const res = await app.request(`/v1/browsing/tasks/${task_id}/cancel`, {
      method: "POST",
      headers: user.headers,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "cancelled", cancel_requested: true });
    await deps.jobs.runUntilEmpty();
    const row = deps.db.select().from(browsingTasks).where(eq(browsingTasks.id, task_id)).get()!;
    expect(row.status).toBe("cancelled");
    expect(row.error).toBeNull();
    // It never ran: its charge is refunded, and it is not counted as charged work.
    const balance = () => deps.db.select().from(accounts).where(eq(accounts.id, user.account.id)).get()!;
    expect(balance().creditsBalance).toBe(1000);
    expect(deps.db.select().from(usageEvents).all()).toEqual([]);
    // Cancelling again is harmless (and refunds nothing twice).
    const again = await app.request(`/v1/browsing/tasks/${task_id}/cancel`, {
      method: "POST",
      headers: user.headers,
    });
    expect(again.status).toBe(200);
    expect(balance().creditsBalance).toBe(1000);
  });

  it("a task cancelled while its worker is gone, then given up, ends cancelled: no worker_lost, no webhook", async () => {
    const { post, app, deps, user } = setup();
    const { task_id } = (await (
      await post({ task: "go to example.com", webhook_url: "http://127.0.0.1:9/hook" })
    ).json()) as { task_id: string };
    // A worker that died mid-task, twice: the task shows running, its job leased to nobody alive.
    deps.db.update(browsingTasks).set({ status: "running" }).where(eq(browsingTasks.id, task_id)).run();
    deps.db
      .update(jobs)
      .set({ status: "running", allocationId: "dead", leaseExpiresAt: Date.now() - 1, lostCount: 1 })
      .where(eq(jobs.queue, "browsing"))
      .run();
    const res = await app.request(`/v1/browsing/tasks/${task_id}/cancel`, {
      method: "POST",
      headers: user.headers,
    });
    expect(res.status).toBe(200);
    await deps.jobs.recoverExpired();
    const row = deps.db.select().from(browsingTasks).where(eq(browsingTasks.id, task_id)).get()!;
    expect(row).toMatchObject({ status: "cancelled", error: null });
    expect(deps.db.select().from(deliveries).all()).toEqual([]);
  });

  it("starts over a task whose previous worker died, discarding its partial steps", async () => {
    const { post, deps, get } = setup();
    const { task_id } = (await (await post({ task: "go to example.com" })).json()) as { task_id: string };
    // As a dead worker leaves it: running, with a step, and its job handed back to the queue.
    deps.db.update(browsingTasks).set({ status: "running" }).where(eq(browsingTasks.id, task_id)).run();
    insertStep(deps, task_id);
    await deps.jobs.runUntilEmpty();
    const task = (await (await get(`/v1/browsing/tasks/${task_id}`)).json()) as {
      status: string;
      steps: unknown[];
    };
    expect(task.status).toBe("failed"); // no browser in this file, but it ran again from the start
    expect(task.steps).toEqual([]);
  });
});

describe("browsing API: delete", () => {
  it("deletes a finished task with its steps; its webhook delivery stays; a queued one is refused", async () => {
    const { post, app, deps, user, get } = setup();
    const { task_id } = (await (
      await post({ task: "go to example.com", webhook_url: "http://127.0.0.1:9/hook" })
    ).json()) as { task_id: string };
    const del = () =>
      app.request(`/v1/browsing/tasks/${task_id}`, { method: "DELETE", headers: user.headers });
    const queued = await del();
    expect(queued.status).toBe(409);
    expect(await queued.json()).toEqual({
      detail: "Task has not finished (status: queued); cancel it first",
    });
    await deps.jobs.runUntilEmpty(); // fails: no browser in this file
    insertStep(deps, task_id);
    const res = await del();
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await get(`/v1/browsing/tasks/${task_id}`)).status).toBe(404);
    expect(deps.db.select().from(browsingSteps).all()).toEqual([]);
    expect(deps.db.select().from(deliveries).all()).toMatchObject([{ sourceId: task_id }]);
    expect((await del()).status).toBe(404);
  });

  it("deletes a cancelled task, and never another account's", async () => {
    const { post, app, deps, user } = setup();
    const { task_id } = (await (await post({ task: "go to example.com" })).json()) as { task_id: string };
    await app.request(`/v1/browsing/tasks/${task_id}/cancel`, { method: "POST", headers: user.headers });
    const bob = makeAccount(deps, "bob");
    const foreign = await app.request(`/v1/browsing/tasks/${task_id}`, {
      method: "DELETE",
      headers: bob.headers,
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ detail: "Browsing task not found" });
    expect(deps.db.select().from(browsingTasks).all()).toHaveLength(1);
    const own = await app.request(`/v1/browsing/tasks/${task_id}`, {
      method: "DELETE",
      headers: user.headers,
    });
    expect(own.status).toBe(204);
    expect(deps.db.select().from(browsingTasks).all()).toEqual([]);
  });
});

describe("browsing API: errors", () => {
  it("validates the body with FastAPI-shaped 422s at each field", async () => {
    const { post } = setup();
    const cases: [unknown, string, string][] = [
      [{}, "task", "missing"],
      [{ task: "" }, "task", "string_too_short"],
      [{ task: "x".repeat(10_001) }, "task", "string_too_long"],
      [{ task: 5 }, "task", "string_type"],
      [{ task: "a", start_url: "ftp://example.com/" }, "start_url", "url_parsing"],
      [{ task: "a", start_url: "not a url" }, "start_url", "url_parsing"],
      [{ task: "a", max_steps: 0 }, "max_steps", "greater_than_equal"],
      [{ task: "a", max_steps: 101 }, "max_steps", "less_than_equal"],
      [{ task: "a", max_steps: 2.5 }, "max_steps", "int_from_float"],
      [{ task: "a", output_schema: "yes" }, "output_schema", "model_type"],
      [
        { task: "a", output_schema: { properties: { a: { $ref: "#/nowhere" } } } },
        "output_schema",
        "value_error",
      ],
      [{ task: "a", webhook_url: "http://example.com/hook" }, "webhook_url", "url_parsing"],
      [{ task: "a", webhook_format: "xml" }, "webhook_format", "enum"],
    ];
    for (const [body, field, type] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      const detail = ((await res.json()) as Detail).detail;
      expect(detail[0], field).toMatchObject({ loc: ["body", field], type });
    }
  });

  it("answers unknown and foreign ids with 404 on every task route", async () => {
    const { post, app, deps } = setup();
    const { task_id } = (await (await post({ task: "go to example.com" })).json()) as { task_id: string };
    const bob = makeAccount(deps, "bob");
    for (const id of [task_id, "00000000-0000-0000-0000-000000000000", "not-a-uuid"]) {
      for (const [method, path] of [
        ["GET", `/v1/browsing/tasks/${id}`],
        ["POST", `/v1/browsing/tasks/${id}/cancel`],
        ["GET", `/v1/browsing/tasks/${id}/trajectory`],
        ["GET", `/v1/browsing/tasks/${id}/trajectory?output_type=zip`],
      ] as const) {
        const res = await app.request(path, { method, headers: bob.headers });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.json()).toEqual({ detail: "Browsing task not found" });
      }
    }
    const list = (await (await app.request("/v1/browsing/tasks", { headers: bob.headers })).json()) as {
      total: number;
    };
    expect(list.total).toBe(0);
  });

  it("refuses the trajectory of an unfinished task with 409, and a bad output_type with 422 first", async () => {
    const { post, get } = setup();
    const { task_id } = (await (await post({ task: "go to example.com" })).json()) as { task_id: string };
    const res = await get(`/v1/browsing/tasks/${task_id}/trajectory`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail: "Trajectory is available once the task has completed (status: queued)",
    });
    for (const id of [task_id, "00000000-0000-0000-0000-000000000000"]) {
      const bad = await get(`/v1/browsing/tasks/${id}/trajectory?output_type=pdf`);
      expect(bad.status).toBe(422);
      expect(((await bad.json()) as Detail).detail[0]).toMatchObject({
        loc: ["query", "output_type"],
        type: "enum",
      });
    }
  });

  it("stores a task refused for credits as failed with rejection_reason, still 200, nothing charged or queued", async () => {
    const { app, deps } = setup();
    const poor = makeAccount(deps, "poor", 3);
    const res = await app.request(
      "/v1/browsing/tasks",
      jsonInit("POST", { task: "go to example.com" }, poor.headers),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { task_id: string };
    expect(body).toMatchObject({ status: "failed", rejection_reason: "insufficient_prepaid_balance" });
    const task = (await (
      await app.request(`/v1/browsing/tasks/${body.task_id}`, { headers: poor.headers })
    ).json()) as Record<string, unknown>;
    expect(task).toMatchObject({ status: "failed", rejection_reason: "insufficient_prepaid_balance" });
    expect(
      deps.db.select().from(accounts).where(eq(accounts.id, poor.account.id)).get()!.creditsBalance,
    ).toBe(3);
    expect(deps.db.select().from(jobs).where(eq(jobs.queue, "browsing")).all()).toHaveLength(0);
  });

  it("notifies the webhook of a task refused for credits", async () => {
    const { app, deps } = setup();
    const poor = makeAccount(deps, "poor", 0);
    const body = { task: "go to example.com", webhook_url: "https://hooks.example/x" };
    const res = await app.request("/v1/browsing/tasks", jsonInit("POST", body, poor.headers));
    const { task_id } = (await res.json()) as { task_id: string };
    const delivery = deps.db.select().from(deliveries).where(eq(deliveries.sourceId, task_id)).get()!;
    expect(delivery.event).toMatchObject({
      scout: { id: task_id },
      update: { status: "failed", summary: expect.stringMatching(/prepaid credits/) },
    });
  });

  it("without a browser: the task fails with a clear error, /health says unavailable, the webhook fires", async () => {
    const { post, get, app, deps, user } = setup();
    expect(
      ((await (await app.request("/health")).json()) as { checks: { browser: string } }).checks.browser,
    ).toBe("unavailable");
    const { task_id } = (await (
      await post({
        task: "go to example.com",
        webhook_url: "http://127.0.0.1:9/hook",
        webhook_format: "slack",
      })
    ).json()) as { task_id: string };
    await deps.jobs.runUntilEmpty();
    const task = (await (await get(`/v1/browsing/tasks/${task_id}`)).json()) as Record<string, unknown>;
    expect(task).toMatchObject({ status: "failed", result: null, completed_at: expect.any(String) });
    expect(task.error).toBe(`No browser available: BROWSER_PATH=${NO_BROWSER} is not an executable file`);
    // Nothing ran: the charge is refunded.
    expect(
      deps.db.select().from(accounts).where(eq(accounts.id, user.account.id)).get()!.creditsBalance,
    ).toBe(1000);
    expect(deps.db.select().from(usageEvents).all()).toEqual([]);

    const traj = await get(`/v1/browsing/tasks/${task_id}/trajectory`);
    expect(traj.status).toBe(200);
    expect(await traj.json()).toEqual({ task_id, steps: [] });

    const delivery = deps.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.sourceType, "browsing"), eq(deliveries.sourceId, task_id)))
      .get()!;
    expect(delivery).toMatchObject({
      accountId: user.account.id,
      url: "http://127.0.0.1:9/hook",
      format: "slack",
    });
    expect(delivery.event).toMatchObject({
      scout: { id: task_id, display_name: "go to example.com", query: "go to example.com" },
      update: {
        status: "failed",
        has_changes: false,
        details_url: `https://scout.example/platform/browsing/${task_id}`,
      },
    });

    const cancel = await app.request(`/v1/browsing/tasks/${task_id}/cancel`, {
      method: "POST",
      headers: user.headers,
    });
    expect(cancel.status).toBe(409);
    expect(await cancel.json()).toEqual({ detail: "Task has already finished (status: failed)" });
  });
});
