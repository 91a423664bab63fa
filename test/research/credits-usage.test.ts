import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { accounts, deliveries, jobs, scouts } from "../../src/db/schema";
import { makeAccount, type SqliteDeps } from "../helpers/deps";
import { type FixtureSite, startFixtureSite } from "../helpers/fixture-site";
import { researchApp } from "./helpers";

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

const DAY = 24 * 3600_000;
const balanceOf = (deps: SqliteDeps, id: string) =>
  deps.db.select().from(accounts).where(eq(accounts.id, id)).get()!.creditsBalance;
const setAccount = (deps: SqliteDeps, id: string, set: Partial<typeof accounts.$inferInsert>) =>
  deps.db.update(accounts).set(set).where(eq(accounts.id, id)).run();

function addScout(
  deps: SqliteDeps,
  accountId: string,
  status: "active" | "paused" | "done",
  createdAt: number,
) {
  const id = randomUUID();
  deps.db
    .insert(scouts)
    .values({
      id,
      accountId,
      query: "q",
      displayName: "q",
      status,
      outputInterval: 86_400,
      createdAt,
      updatedAt: 0,
    })
    .run();
  return id;
}

describe("credits: research tasks", () => {
  it("charges the mode's price per task (fast 5, deep 15 by default)", async () => {
    const { deps, api, user } = researchApp();
    await api.create({ query: `a ${site.url}/`, mode: "fast" });
    expect(balanceOf(deps, user.account.id)).toBe(995);
    await api.create({ query: `b ${site.url}/` });
    expect(balanceOf(deps, user.account.id)).toBe(980);
  });

  it("gives the credits back for a task that read nothing (no sources, or none could be read), not for one that read", async () => {
    const { deps, app, api, user } = researchApp();
    const noSources = (await api.create({ query: "What is the capital of France?" })).body.task_id;
    const unreadable = (await api.create({ query: `Lamp? ${site.url}/missing-page.html`, mode: "fast" })).body
      .task_id;
    const read = (await api.create({ query: `Lamp? ${site.url}/technology.html`, mode: "fast" })).body
      .task_id;
    expect(balanceOf(deps, user.account.id)).toBe(1000 - 15 - 5 - 5);
    await deps.jobs.runUntilEmpty();
    expect((await api.get(noSources)).body).toMatchObject({ status: "failed" });
    expect((await api.get(unreadable)).body).toMatchObject({ status: "failed" });
    expect((await api.get(read)).body).toMatchObject({ status: "succeeded" });
    expect(balanceOf(deps, user.account.id)).toBe(1000 - 5);
    const usage = (await (await app.request("/v1/usage", { headers: user.headers })).json()) as {
      activity: { research_tasks: number };
    };
    expect(usage.activity.research_tasks).toBe(1);
  });

  it("without billing, stores a task it cannot pay for as failed with insufficient_prepaid_balance", async () => {
    const { deps, api, user } = researchApp({ env: { CREDITS_RESEARCH_DEEP: "15" } });
    setAccount(deps, user.account.id, { creditsBalance: 10 });
    const { status, body } = await api.create({
      query: `deep ${site.url}/`,
      webhook_url: "http://127.0.0.1:9/h",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "failed", rejection_reason: "insufficient_prepaid_balance" });
    const task = (await api.get(body.task_id)).body;
    expect(task).toMatchObject({
      status: "failed",
      rejection_reason: "insufficient_prepaid_balance",
      completed_at: expect.any(String),
      result: null,
    });
    expect(task.error).toMatch(/costs 15/);
    expect(balanceOf(deps, user.account.id)).toBe(10);
    expect(deps.db.select().from(jobs).where(eq(jobs.queue, "research")).all()).toEqual([]);
    // A refused task is finished too: its webhook says so.
    const delivery = deps.db.select().from(deliveries).where(eq(deliveries.sourceId, body.task_id)).get();
    expect(delivery?.event).toMatchObject({ update: { status: "failed" } });
    expect((await api.list("?status=failed")).body.tasks.map((t) => t.task_id)).toEqual([body.task_id]);

    // A cheaper task still fits.
    const fast = await api.create({ query: `fast ${site.url}/`, mode: "fast" });
    expect(fast.body).toMatchObject({ status: "queued", rejection_reason: null });
    expect(balanceOf(deps, user.account.id)).toBe(5);
  });

  it("with billing set up, keeps working past zero and meters the overage", async () => {
    const { deps, api, app, user } = researchApp();
    setAccount(deps, user.account.id, { creditsBalance: 10, billingEnabled: true });
    expect((await api.create({ query: `a ${site.url}/` })).body.status).toBe("queued");
    expect((await api.create({ query: `b ${site.url}/`, mode: "fast" })).body.status).toBe("queued");
    expect(balanceOf(deps, user.account.id)).toBe(-10);
    const usage = await (await app.request("/v1/usage", { headers: user.headers })).json();
    expect(usage).toMatchObject({
      credits_balance: -10,
      billing_enabled: true,
      overage_credits: 10,
      activity: { research_tasks: 2 },
    });
  });
});

describe("usage", () => {
  it("reports balance, active scouts and activity per period", async () => {
    const clock = new ManualClock();
    const { deps, api, app, user } = researchApp({ clock });
    const other = makeAccount(deps, "bob");
    const a = addScout(deps, user.account.id, "active", 1);
    const b = addScout(deps, user.account.id, "active", 2);
    addScout(deps, user.account.id, "paused", 3);
    addScout(deps, other.account.id, "active", 4);

    await api.create({ query: `old ${site.url}/`, mode: "fast" });
    clock.advance(3 * DAY);
    await api.create({ query: `new ${site.url}/`, mode: "fast" });
    await api.create({ query: `new ${site.url}/`, mode: "deep" });

    const get = async (q = "") => {
      const res = await app.request(`/v1/usage${q}`, { headers: user.headers });
      return { status: res.status, body: await res.json() };
    };
    const month = await get("?period=30d");
    const navigator = {
      requests_today: 0,
      daily_limit: null,
      remaining_requests: null,
      reset_at: "2026-01-05T00:00:00.000Z",
      per_second_limit: null,
    };
    expect(month).toEqual({
      status: 200,
      body: {
        credits_balance: 1000 - 5 - 5 - 15,
        billing_enabled: false,
        num_active_scouts: 2,
        active_scout_ids: [a, b],
        rate_limits: {
          requests_today: 2,
          daily_limit: null,
          remaining_requests: null,
          reset_at: "2026-01-05T00:00:00.000Z",
          status: "available",
          limited_by: "prepaid_credits",
          remaining_credits: 1000 - 5 - 5 - 15,
        },
        navigator_rate_limits: navigator,
        n1_rate_limits: navigator,
        activity: {
          period: "30d",
          scout_runs: 0,
          browsing_tasks: 0,
          research_tasks: 3,
          navigator_calls: 0,
          n1_calls: 0,
          chat_requests: 0,
        },
        overage_credits: 0,
      },
    });
    // 24h by default, as published.
    expect((await get()).body.activity).toMatchObject({ period: "24h", research_tasks: 2 });
    expect((await get("?period=24h")).body.activity).toMatchObject({ period: "24h", research_tasks: 2 });
    expect((await get("?period=7d")).body.activity).toMatchObject({ period: "7d", research_tasks: 3 });
    clock.advance(31 * DAY);
    expect((await get("?period=30d")).body.activity.research_tasks).toBe(0);
    expect((await get("?period=90d")).body.activity.research_tasks).toBe(3);
  });

  it("counts a refused task as no activity", async () => {
    const { deps, api, app, user } = researchApp();
    setAccount(deps, user.account.id, { creditsBalance: 0 });
    await api.create({ query: `x ${site.url}/` });
    const usage = await (await app.request("/v1/usage", { headers: user.headers })).json();
    expect(usage.activity.research_tasks).toBe(0);
    // Nothing left to pay for even a chat request with: the one limit this instance enforces is reached.
    expect(usage.rate_limits).toMatchObject({
      requests_today: 0,
      status: "unavailable",
      limited_by: "prepaid_credits",
      remaining_credits: 0,
    });
  });

  it("reports no limit under billing", async () => {
    const { deps, app, user } = researchApp();
    setAccount(deps, user.account.id, { creditsBalance: -50, billingEnabled: true });
    const usage = await (await app.request("/v1/usage", { headers: user.headers })).json();
    expect(usage.rate_limits).toMatchObject({
      status: "available",
      limited_by: "none",
      remaining_credits: null,
      daily_limit: null,
    });
  });

  it("refuses an unknown period with 422 and needs a key", async () => {
    const { app, user } = researchApp();
    const res = await app.request("/v1/usage?period=1y", { headers: user.headers });
    expect(res.status).toBe(422);
    expect((await res.json()).detail[0]).toMatchObject({ loc: ["query", "period"], type: "enum" });
    expect((await app.request("/v1/usage")).status).toBe(401);
  });
});
