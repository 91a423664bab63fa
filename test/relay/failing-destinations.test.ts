import { describe, expect, it } from "vitest";
import { makeAccount } from "../helpers/deps";
import { startReceiver } from "../webhooks/receiver";
import { retrySuite } from "./retry-support";

// docs/design.md §6b: a destination's rate limit, the failing destinations list, retrying all of one's failed
// deliveries, and the 422s of a bad policy. A real receiver on 127.0.0.1; the clock is moved by hand.

const suite = retrySuite();

describe("rate limit", () => {
  it("a burst is spaced to rate_limit_per_s, queued and never dropped", async () => {
    const h = suite.harness();
    const s = await h.source([{ url: suite.receiver.url(), rate_limit_per_s: 2 }]);
    expect(s.destinations[0]!.rate_limit_per_s).toBe(2);
    const t0 = h.clock.now();
    for (let i = 0; i < 6; i++) expect(await h.ingest(s.path, `{"id":"evt_${i}"}`)).toBe(200);
    await h.runAll();
    const ds = h.deliveriesTo(s.destinations[0]!.id);
    expect(ds.map((d) => d.status)).toEqual(Array(6).fill("succeeded"));
    const starts = h.attemptsOf(ds.map((d) => d.id)).map((a) => a.startedAt);
    expect(starts.map((t) => t - t0)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
  });

  it("retries take their turn too, and a destination without a limit is not held", async () => {
    const h = suite.harness();
    suite.receiver.fallback = { status: 503 };
    const s = await h.source([
      { url: suite.receiver.url(), rate_limit_per_s: 1, retry: { schedule_s: [0, 0, 0] } },
      { url: suite.receiver.url("/free"), retry: { schedule_s: [0, 0, 0] } },
    ]);
    const t0 = h.clock.now();
    await h.ingest(s.path);
    await h.runAll();
    const starts = (i: number) =>
      h.attemptsOf(h.deliveriesTo(s.destinations[i]!.id).map((d) => d.id)).map((a) => a.startedAt - t0);
    expect(starts(0)).toEqual([0, 1000, 2000]);
    expect(starts(1)).toEqual([0, 0, 0]);
  });
});

describe("failing destinations", () => {
  it("lists a destination whose deliveries failed, with its last error and counts; retry sends them all again", async () => {
    const h = suite.harness();
    suite.receiver.fallback = { status: 503 };
    const healthy = await startReceiver();
    const s = await h.source([
      { url: suite.receiver.url("/down"), retry: { schedule_s: [0] } },
      { url: healthy.url("/up"), retry: { schedule_s: [0] } },
    ]);
    const [down, up] = s.destinations.map((d) => d.id);
    for (let i = 0; i < 3; i++) await h.ingest(s.path, `{"id":"evt_${i}"}`);
    await h.deps.jobs.runUntilEmpty();
    await healthy.close();
    suite.receiver.fallback = { status: 200 };
    expect(h.deliveriesTo(down!).map((d) => d.status)).toEqual(["failed", "failed", "failed"]);

    const listed = await h.api("GET", "/v1/relay/destinations/failing");
    expect(listed.status).toBe(200);
    expect(listed.body.destinations).toEqual([
      expect.objectContaining({
        source_id: s.id,
        source_name: "shop",
        destination_id: down,
        url: suite.receiver.url("/down"),
        last_error: "HTTP 503",
        last_status_code: 503,
        failed_count: 3,
        waiting_count: 0,
      }),
    ]);
    expect(listed.body.destinations.map((d: { destination_id: string }) => d.destination_id)).not.toContain(
      up,
    );

    const retried = await h.api("POST", `/v1/relay/sources/${s.id}/destinations/${down}/retry`);
    expect(retried).toEqual({ status: 200, body: { queued: 3, remaining: 0 } });
    await h.runAll();
    expect(h.deliveriesTo(down!).map((d) => d.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
    expect((await h.api("GET", "/v1/relay/destinations/failing")).body.destinations).toEqual([]);
  });

  it("lists a destination whose deliveries wait for a retry, with the retry's time", async () => {
    const h = suite.harness();
    suite.receiver.plan({ status: 500 });
    const s = await h.source([{ url: suite.receiver.url() }]);
    await h.ingest(s.path);
    await h.deps.jobs.runUntilEmpty();
    const [row] = (await h.api("GET", "/v1/relay/destinations/failing")).body.destinations;
    expect(row).toMatchObject({
      last_error: "HTTP 500",
      failed_count: 0,
      waiting_count: 1,
      last_failed_at: null,
    });
    expect(row.next_attempt_at).toBe(new Date(h.clock.now() + 5_000).toISOString());
  });

  it("a retry of a rate-limited destination's failures is spaced by its limit", async () => {
    const h = suite.harness();
    suite.receiver.fallback = { status: 503 };
    const s = await h.source([
      { url: suite.receiver.url(), retry: { schedule_s: [0] }, rate_limit_per_s: 4 },
    ]);
    for (let i = 0; i < 3; i++) await h.ingest(s.path, `{"id":"evt_${i}"}`);
    await h.runAll();
    suite.receiver.fallback = { status: 200 };
    h.clock.advance(60_000);
    const since = h.clock.now();
    await h.api("POST", `/v1/relay/sources/${s.id}/destinations/${s.destinations[0]!.id}/retry`);
    await h.runAll();
    const ds = h.deliveriesTo(s.destinations[0]!.id);
    const manual = h.attemptsOf(ds.map((d) => d.id)).filter((a) => a.trigger === "manual");
    expect(manual.map((a) => a.startedAt - since)).toEqual([0, 250, 500]);
  });
});

describe("failing destinations: security", () => {
  it("another account sees none of them and cannot retry them", async () => {
    const h = suite.harness();
    suite.receiver.fallback = { status: 503 };
    const s = await h.source([{ url: suite.receiver.url(), retry: { schedule_s: [0] } }]);
    await h.ingest(s.path);
    await h.runAll();
    const mallory = h.call(makeAccount(h.deps, "mallory").headers);
    expect((await mallory("GET", "/v1/relay/destinations/failing")).body).toEqual({ destinations: [] });
    const retry = await mallory(
      "POST",
      `/v1/relay/sources/${s.id}/destinations/${s.destinations[0]!.id}/retry`,
    );
    expect(retry.status).toBe(404);
    expect(h.deliveriesTo(s.destinations[0]!.id)[0]!.manualAttempts).toBe(0);
  });
});

describe("retry policy input: errors", () => {
  const loc = (res: { body: { detail: { loc: unknown[]; type: string }[] } }) =>
    res.body.detail.map((d) => [d.loc, d.type]);

  it("a bad value is a 422 at its own field, as FastAPI reports it", async () => {
    const h = suite.harness();
    const s = await h.source([]);
    const add = (d: Record<string, unknown>) =>
      h.api("POST", `/v1/relay/sources/${s.id}/destinations`, { url: suite.receiver.url(), ...d });
    expect(loc(await add({ retry: { schedule_s: [-1] } }))).toEqual([
      [["body", "retry", "schedule_s", 0], "greater_than_equal"],
    ]);
    expect(loc(await add({ retry: { schedule_s: [0, 86_401] } }))).toEqual([
      [["body", "retry", "schedule_s", 1], "less_than_equal"],
    ]);
    expect(loc(await add({ retry: { schedule_s: Array(21).fill(1) } }))).toEqual([
      [["body", "retry", "schedule_s"], "too_long"],
    ]);
    expect(loc(await add({ retry: { max_attempts: 3 } }))).toEqual([
      [["body", "retry", "max_age_s"], "missing"],
    ]);
    expect(loc(await add({ retry: { max_attempts: 51, max_age_s: 60 } }))).toEqual([
      [["body", "retry", "max_attempts"], "less_than_equal"],
    ]);
    expect(loc(await add({ retry: { schedule_s: [1], max_attempts: 2, max_age_s: 9 } }))).toEqual([
      [["body", "retry"], "value_error"],
    ]);
    expect(loc(await add({ rate_limit_per_s: 0 }))).toEqual([[["body", "rate_limit_per_s"], "greater_than"]]);
    const nested = await h.api("POST", "/v1/relay/sources", {
      name: "x",
      destinations: [{ url: suite.receiver.url(), retry: { schedule_s: ["soon"] } }],
    });
    expect(loc(nested)).toEqual([[["body", "destinations", 0, "retry", "schedule_s", 0], "int_parsing"]]);
  });

  it("PATCH changes the policy and the limit, and null puts back the default and no limit", async () => {
    const h = suite.harness();
    const s = await h.source([{ url: suite.receiver.url() }]);
    const path = `/v1/relay/sources/${s.id}/destinations/${s.destinations[0]!.id}`;
    const set = await h.api("PATCH", path, {
      retry: { max_attempts: 2, max_age_s: 60 },
      rate_limit_per_s: 0.5,
    });
    expect(set.body).toMatchObject({ retry: { max_attempts: 2, max_age_s: 60 }, rate_limit_per_s: 0.5 });
    const reset = await h.api("PATCH", path, { retry: null, rate_limit_per_s: null });
    expect(reset.body).toMatchObject({ retry: { schedule_s: [0, 5, 300, 1800, 7200, 18000, 36000, 36000] } });
    expect(reset.body.rate_limit_per_s).toBeNull();
  });
});
