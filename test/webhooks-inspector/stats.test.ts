import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { latencyPercentiles } from "../../src/webhooks/stats";
import { makeAccount, makeTestApp } from "../helpers/deps";
import { insertAttempt, insertDelivery } from "./seed";

const NOW = Date.UTC(2026, 2, 1, 12);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/**
 * Known data: in the last hour 3 deliveries (succeeded, failed, pending) with attempts of 100, 200 and 300 ms;
 * earlier today 3 more (2 succeeded, 1 delivering) with 7 attempts of 10..70 ms; 3 days ago one failed delivery;
 * 40 days ago one succeeded delivery (outside every window); and another account's delivery now.
 */
function seeded() {
  const clock = new ManualClock(NOW);
  const t = makeTestApp({ clock });
  const db = t.deps.db;
  const me = t.user.account.id;
  const at = (ago: number, status: "pending" | "delivering" | "succeeded" | "failed") =>
    insertDelivery(db, me, { status, createdAt: NOW - ago });

  const ok = at(10 * MIN, "succeeded");
  insertAttempt(db, me, ok, { number: 1, startedAt: NOW - 10 * MIN, durationMs: 100 });
  const bad = insertDelivery(db, me, {
    status: "failed",
    createdAt: NOW - 20 * MIN,
    completedAt: NOW - 18 * MIN,
  });
  insertAttempt(db, me, bad, {
    number: 1,
    startedAt: NOW - 20 * MIN,
    durationMs: 300,
    errorClass: "timeout",
    responseStatus: null,
  });
  insertAttempt(db, me, bad, {
    number: 2,
    startedAt: NOW - 19 * MIN,
    durationMs: 200,
    errorClass: "http_status",
    responseStatus: 503,
  });
  const pending = at(30 * MIN, "pending");
  // An attempt still in flight: counted, but it has no duration yet.
  insertAttempt(db, me, pending, { number: 1, startedAt: NOW - MIN, durationMs: null, completedAt: null });

  const earlier = [at(3 * HOUR, "succeeded"), at(5 * HOUR, "succeeded"), at(7 * HOUR, "delivering")];
  for (let i = 0; i < 7; i++) {
    insertAttempt(db, me, earlier[i % 3]!, {
      number: Math.floor(i / 3) + 1,
      startedAt: NOW - 2 * HOUR - i * MIN,
      durationMs: (i + 1) * 10,
      ...(i === 6 ? { errorClass: "network" as const, responseStatus: null } : {}),
    });
  }
  const old = at(3 * DAY, "failed");
  insertAttempt(db, me, old, {
    number: 1,
    startedAt: NOW - 3 * DAY,
    durationMs: 5000,
    errorClass: "blocked",
  });
  const ancient = at(40 * DAY, "succeeded");
  insertAttempt(db, me, ancient, { number: 1, startedAt: NOW - 40 * DAY, durationMs: 9999 });

  const bob = makeAccount(t.deps, "bob");
  const theirs = insertDelivery(db, bob.account.id, { status: "failed", createdAt: NOW - MIN });
  insertAttempt(db, bob.account.id, theirs, {
    number: 1,
    startedAt: NOW - MIN,
    durationMs: 1,
    errorClass: "timeout",
  });

  const stats = async (qs = "") => {
    const res = await t.app.request(`/v1/webhooks/stats${qs}`, { headers: t.user.headers });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { stats };
}

describe("webhook stats", () => {
  it("computes the last hour: counts, success rate, nearest-rank latency and error classes", async () => {
    const { stats } = seeded();
    const { status, body } = await stats("?window=1h");
    expect(status).toBe(200);
    expect(body).toEqual({
      window: "1h",
      since: new Date(NOW - HOUR).toISOString(),
      until: new Date(NOW).toISOString(),
      deliveries: { total: 3, pending: 1, delivering: 0, succeeded: 1, failed: 1 },
      success_rate: 0.5,
      attempts: {
        total: 4,
        succeeded: 1,
        failed: 2,
        by_error_class: { timeout: 1, network: 0, http_status: 1, blocked: 0, interrupted: 0, transform: 0 },
      },
      // durations 100, 200, 300: p50 = 2nd, p95 = 3rd
      latency_ms: { p50: 200, p95: 300 },
      failing_receivers: [
        {
          url: "https://hooks.example.com/a",
          failed: 1,
          total: 3,
          last_failed_at: new Date(NOW - 18 * MIN).toISOString(), // when it failed
        },
      ],
    });
  });

  it("defaults to 24 hours", async () => {
    const { stats } = seeded();
    const { body } = await stats();
    expect(body.window).toBe("24h");
    expect(body.deliveries).toEqual({ total: 6, pending: 1, delivering: 1, succeeded: 3, failed: 1 });
    expect(body.success_rate).toBe(0.75);
    // durations 10..70 and 100, 200, 300 (10 values): p50 = 5th = 50, p95 = 10th = 300
    expect(body.latency_ms).toEqual({ p50: 50, p95: 300 });
    expect(body.attempts).toMatchObject({ total: 11, succeeded: 7, failed: 3 });
  });

  it("widens to 7d and 30d, never counting older rows or another account's", async () => {
    const { stats } = seeded();
    const week = (await stats("?window=7d")).body;
    expect(week.deliveries).toMatchObject({ total: 7, failed: 2 });
    expect((week.attempts as { by_error_class: Record<string, number> }).by_error_class).toMatchObject({
      blocked: 1,
      timeout: 1,
    });
    expect(week.success_rate).toBe(0.6);
    expect(week.latency_ms).toEqual({ p50: 60, p95: 5000 });
    // Bob's failure (same URL, a minute ago) is not ours.
    expect(week.failing_receivers).toEqual([
      {
        url: "https://hooks.example.com/a",
        failed: 2,
        total: 7,
        last_failed_at: new Date(NOW - 18 * MIN).toISOString(), // when it failed
      },
    ]);
    const month = (await stats("?window=30d")).body;
    expect(month.deliveries).toMatchObject({ total: 7 });
  });

  it("reports null rate and latency when there is nothing to measure", async () => {
    const t = makeTestApp();
    const res = await t.app.request("/v1/webhooks/stats?window=1h", { headers: t.user.headers });
    expect(await res.json()).toMatchObject({
      success_rate: null,
      latency_ms: { p50: null, p95: null },
      failing_receivers: [],
    });
  });

  it("answers an unknown window with 422 at [query, window]", async () => {
    const { stats } = seeded();
    const { status, body } = await stats("?window=2d");
    expect(status).toBe(422);
    expect((body.detail as { loc: string[]; type: string }[])[0]).toMatchObject({
      loc: ["query", "window"],
      type: "enum",
    });
  });
});

describe("latency percentiles from counts by duration", () => {
  it("equal the nearest rank of the durations listed one by one, for any durations", () => {
    const nearestRank = (sorted: number[], p: number) =>
      sorted.length === 0 ? null : sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 12_000 }), { maxLength: 300 }), (durations) => {
        const counts = new Map<number, number>();
        for (const d of durations) counts.set(d, (counts.get(d) ?? 0) + 1);
        const sorted = [...durations].sort((a, b) => a - b);
        expect(latencyPercentiles(counts)).toEqual({
          p50: nearestRank(sorted, 50),
          p95: nearestRank(sorted, 95),
        });
      }),
      { numRuns: 300 },
    );
  });
});
