import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll } from "vitest";
import { createApp } from "../../src/app";
import { ManualClock } from "../../src/clock";
import { deliveries, deliveryAttempts, jobs } from "../../src/db/schema";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { jsonInit, makeAccount, makeDeps, type SqliteDeps } from "../helpers/deps";
import { type Receiver, startReceiver } from "../webhooks/receiver";

/**
 * The relay on a ManualClock (docs/design.md §6b retry policies): real SQLite, the real dispatcher, a real
 * receiver on 127.0.0.1. `runAll` runs every due job, then moves the clock to the earliest attempt still due, until
 * nothing waits: hours of backoff take no real time, and each attempt's start is the clock's reading then.
 */
export function retryHarness(start = Date.UTC(2026, 0, 1)) {
  const clock = new ManualClock(start);
  // The receiver answers at once and no test here times an attempt out: the timeout only has to outlast a machine
  // busy with other work (at 2 s a transform test once found nothing at the receiver while two full runs shared
  // the machine).
  const deps: SqliteDeps = makeDeps({
    env: { WEBHOOK_TIMEOUT_MS: "30000", WEBHOOK_BACKOFF_MS: "10" },
    clock,
  });
  registerWebhookDispatcher(deps);
  const app = createApp(deps);
  const call = (headers: Record<string, string>) => async (method: string, path: string, body?: unknown) => {
    const res = await app.request(
      path,
      body === undefined ? { method, headers } : jsonInit(method, body, headers),
    );
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: a test reads answers by their documented fields
    return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
  };
  const user = makeAccount(deps, "alice");
  const api = call(user.headers);

  /** A source with `destinations`; returns its ingest path and destination ids. */
  const source = async (destinations: unknown[]) => {
    const res = await api("POST", "/v1/relay/sources", { name: "shop", destinations });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return {
      id: res.body.id as string,
      path: new URL(res.body.ingest_url).pathname,
      destinations: res.body.destinations as {
        id: string;
        retry: unknown;
        rate_limit_per_s: number | null;
      }[],
    };
  };
  const ingest = async (path: string, body = '{"id":"evt_1"}') => {
    const res = await app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    return res.status;
  };
  const deliveriesTo = (destinationId: string) =>
    deps.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.destinationId, destinationId))
      .orderBy(asc(deliveries.createdAt), asc(deliveries.id))
      .all();
  const attemptsOf = (deliveryIds: string[]) =>
    deps.db
      .select()
      .from(deliveryAttempts)
      .where(inArray(deliveryAttempts.deliveryId, deliveryIds))
      .orderBy(asc(deliveryAttempts.startedAt), asc(deliveryAttempts.number))
      .all();
  const runAll = async (maxRounds = 500) => {
    for (let round = 0; round < maxRounds; round++) {
      await deps.jobs.runUntilEmpty();
      const waiting = deps.db.select().from(deliveries).where(eq(deliveries.status, "pending")).all();
      // Redeliveries wait as jobs (src/webhooks/bulk-redeliver.ts), a rate limit's slot their due time.
      const queued = deps.db.select().from(jobs).where(eq(jobs.status, "pending")).all();
      const due = [...waiting.map((d) => d.nextAttemptAt), ...queued.map((j) => j.availableAt)]
        .filter((t): t is number => t !== null)
        .sort((a, b) => a - b)[0];
      if (due === undefined) return;
      clock.set(Math.max(clock.now(), due));
    }
    throw new Error("deliveries still waiting after every round");
  };
  const close = async () => {
    await deps.jobs.stop(0);
    await deps.http.close();
    deps.db.$client.close();
  };
  return { deps, clock, app, user, api, call, source, ingest, deliveriesTo, attemptsOf, runAll, close };
}

/** The waits between consecutive starts, in seconds. */
export const gapsS = (starts: number[]) => starts.slice(1).map((t, i) => (t - starts[i]!) / 1000);

/**
 * A test file's real receiver on 127.0.0.1 (its planned answers forgotten after each test) and its harnesses, each
 * closed after its test.
 */
export function retrySuite() {
  let receiver: Receiver | undefined;
  const open: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());
  afterEach(async () => {
    receiver?.reset();
    for (const close of open.splice(0)) await close();
  });
  return {
    get receiver(): Receiver {
      return receiver!;
    },
    harness(start?: number) {
      const h = retryHarness(start);
      open.push(h.close);
      return h;
    },
  };
}
