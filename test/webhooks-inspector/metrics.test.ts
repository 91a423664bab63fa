import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { browsingTasks, researchTasks, scouts } from "../../src/db/schema";
import { enqueueJob } from "../../src/jobs/runner";
import { metrics } from "../../src/metrics";
import { makeTestApp } from "../helpers/deps";
import { insertDelivery } from "./seed";

/**
 * Parse Prometheus text exposition into `name{labels}` -> value; throws on any malformed sample line. Values as
 * Prometheus reads them (Go's ParseFloat: NaN and Inf in any case; prom-client writes an empty mean as "Nan").
 */
function parseProm(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (-?[0-9.e+-]+|[Nn][Aa][Nn]|[+-][Ii]nf)$/.exec(line);
    if (!m) throw new Error(`bad exposition line: ${line}`);
    out.set(`${m[1]}${m[2] ?? ""}`, Number(m[3]));
  }
  return out;
}

describe("/metrics", () => {
  it("is Prometheus text with the process counters and the stored-state gauges", async () => {
    const { app, deps, user } = makeTestApp();
    const { db, clock } = deps;
    const me = user.account.id;
    insertDelivery(db, me, { status: "pending" });
    insertDelivery(db, me, { status: "pending" });
    insertDelivery(db, me, { status: "delivering" });
    insertDelivery(db, me, { status: "succeeded" });
    enqueueJob(db, clock, "research", {});
    enqueueJob(db, clock, "research", {});
    enqueueJob(db, clock, "browsing", {});
    const now = clock.now();
    for (const status of ["running", "running", "succeeded"] as const) {
      db.insert(researchTasks)
        .values({ id: randomUUID(), accountId: me, query: "q", mode: "fast", status, createdAt: now })
        .run();
    }
    db.insert(browsingTasks)
      .values({ id: randomUUID(), accountId: me, task: "t", maxSteps: 5, status: "queued", createdAt: now })
      .run();
    for (const status of ["active", "active", "paused"] as const) {
      db.insert(scouts)
        .values({
          id: randomUUID(),
          accountId: me,
          query: "q",
          displayName: "d",
          status,
          outputInterval: 86400,
          createdAt: now,
          updatedAt: now,
        })
        .run();
    }
    metrics.webhookAttempts.inc({ outcome: "success", error_class: "", trigger: "initial" });

    const res = await app.request("/metrics", { headers: user.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const samples = parseProm(text);
    for (const name of [
      "scoutpost_webhook_attempts_total",
      "scoutpost_webhook_deliveries_total",
      "scoutpost_webhook_attempt_duration_seconds",
      "scoutpost_engine_runs_total",
      "scoutpost_webhook_queue_depth",
      "scoutpost_jobs_pending",
      "scoutpost_research_tasks",
      "scoutpost_browsing_tasks",
      "scoutpost_scouts_active",
      "process_resident_memory_bytes",
      "process_open_fds",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(samples.get('scoutpost_webhook_queue_depth{status="pending"}')).toBe(2);
    expect(samples.get('scoutpost_webhook_queue_depth{status="delivering"}')).toBe(1);
    expect(samples.get('scoutpost_jobs_pending{queue="research"}')).toBe(2);
    expect(samples.get('scoutpost_jobs_pending{queue="browsing"}')).toBe(1);
    expect(samples.get('scoutpost_research_tasks{status="running"}')).toBe(2);
    expect(samples.get('scoutpost_research_tasks{status="queued"}')).toBe(0);
    expect(samples.get('scoutpost_browsing_tasks{status="queued"}')).toBe(1);
    expect(samples.get("scoutpost_scouts_active")).toBe(2);
    // This very process's memory: more than the 10 MB any Node.js process holds, less than the machine has.
    expect(samples.get("process_resident_memory_bytes")).toBeGreaterThan(10e6);
    expect(samples.get("process_resident_memory_bytes")).toBeLessThan(64e9);
    expect(
      samples.get('scoutpost_webhook_attempts_total{outcome="success",error_class="",trigger="initial"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it("reads each scrape fresh from the database", async () => {
    const { app, deps, user } = makeTestApp();
    const depth = async () =>
      parseProm(await (await app.request("/metrics", { headers: user.headers })).text()).get(
        'scoutpost_webhook_queue_depth{status="pending"}',
      );
    expect(await depth()).toBe(0);
    insertDelivery(deps.db, user.account.id, { status: "pending" });
    expect(await depth()).toBe(1);
  });

  it("is not public (SPEC §5: only /health is): it takes an API key, or METRICS_TOKEN as a Bearer token", async () => {
    const token = "scrape-token-0123456789";
    const { app, user } = makeTestApp({ env: { METRICS_TOKEN: token } });
    const status = async (headers: Record<string, string>) =>
      (await app.request("/metrics", { headers })).status;
    const refused = await app.request("/metrics");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toBe("Bearer");
    expect(await refused.json()).toEqual({ detail: "Not authenticated" });
    expect(await status({ Authorization: `Bearer ${token}` })).toBe(200);
    expect(await status({ Authorization: `Bearer ${token}x` })).toBe(401);
    expect(await status({ "X-API-Key": token })).toBe(401);
    expect(await status(user.headers)).toBe(200);
    expect(await status({ Authorization: `Bearer ${user.key}` })).toBe(200);
    // Without METRICS_TOKEN, only API keys open it.
    const plain = makeTestApp();
    expect((await plain.app.request("/metrics")).status).toBe(401);
    expect((await plain.app.request("/metrics", { headers: plain.user.headers })).status).toBe(200);
  });

  it("refuses a METRICS_TOKEN shorter than 16 characters at startup", () => {
    expect(() => makeTestApp({ env: { METRICS_TOKEN: "short" } })).toThrow(/METRICS_TOKEN/);
  });
});
