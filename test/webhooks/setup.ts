import { asc, eq } from "drizzle-orm";
import { type Clock, ManualClock } from "../../src/clock";
import type { WebhookFormat } from "../../src/db/schema";
import { deliveries, deliveryAttempts } from "../../src/db/schema";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { enqueueDeliveryNow, type WebhookEvent } from "../../src/webhooks/event";
import { makeAccount, makeDeps, type SqliteDeps } from "../helpers/deps";
import { waitFor } from "./receiver";

/** Short timings, for the tests that still run on real time (the runner started, a real clock). */
export const TEST_ENV = { WEBHOOK_TIMEOUT_MS: "400", WEBHOOK_BACKOFF_MS: "10" };

export const sampleEvent: WebhookEvent = {
  scout: {
    id: "3f1c2b9e-0000-4000-8000-000000000001",
    display_name: "Acme pricing",
    query: "Track Acme pricing",
  },
  update: {
    id: "3f1c2b9e-0000-4000-8000-000000000002",
    timestamp: "2026-01-01T00:00:00.000Z",
    status: "completed",
    has_changes: true,
    summary: "Prices went up",
    details_url: "http://localhost:8080/platform/scouts/3f1c2b9e-0000-4000-8000-000000000001",
    report_content: "Pro plan: $20 -> $25",
  },
};

/**
 * Real deps (SQLite, runner, config) with the dispatcher registered and one account. The clock is a ManualClock
 * set to now unless `clock` is given: `settle` moves it to each retry's due time, so a retry costs no real time.
 */
export function pipeline(
  opts: { env?: Record<string, string>; dbPath?: string; tlsCa?: string; clock?: Clock } = {},
) {
  const clock = opts.clock ?? new ManualClock(Date.now());
  const deps: SqliteDeps = makeDeps({
    env: { ...TEST_ENV, ...opts.env },
    dbPath: opts.dbPath,
    clock,
    webhookTlsCa: opts.tlsCa,
  });
  registerWebhookDispatcher(deps);
  const user = makeAccount(deps);
  const { account } = user;

  const enqueue = (url: string, format?: WebhookFormat) =>
    deps.db.transaction((tx) =>
      enqueueDeliveryNow(tx, deps, {
        accountId: account.id,
        source: { type: "scout", id: sampleEvent.scout.id },
        updateId: sampleEvent.update.id,
        url,
        format,
        event: sampleEvent,
      }),
    );
  const delivery = (id: string) => deps.db.select().from(deliveries).where(eq(deliveries.id, id)).get()!;
  const attempts = (id: string) =>
    deps.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.deliveryId, id))
      .orderBy(asc(deliveryAttempts.number))
      .all();
  const settled = (id: string) => {
    const d = delivery(id);
    return d.status === "succeeded" || d.status === "failed" ? d : undefined;
  };
  /**
   * Run the delivery until it is settled. On a ManualClock: run every due job to the end (`runUntilEmpty`), then
   * move the clock to the delivery's next attempt, and again, so backoff and Retry-After take no real time (an
   * attempt's own exchange, and its timeout, still do). On another clock: the real runner, polled until the
   * delivery is settled (bounded by `timeoutMs`), then stopped.
   */
  const settle = async (id: string, timeoutMs = 15_000) => {
    if (clock instanceof ManualClock) {
      for (let round = 0; round < 100; round++) {
        await deps.jobs.runUntilEmpty();
        const d = settled(id);
        if (d) return d;
        const { status, nextAttemptAt } = delivery(id);
        if (nextAttemptAt === null) throw new Error(`delivery ${id} is ${status} with no attempt due`);
        clock.set(Math.max(clock.now(), nextAttemptAt));
      }
      throw new Error(`delivery ${id} did not settle in 100 rounds`);
    }
    deps.jobs.start();
    try {
      return await waitFor(() => settled(id), timeoutMs, `delivery ${id} to settle`);
    } finally {
      await deps.jobs.stop(2_000);
    }
  };
  const close = async () => {
    await deps.jobs.stop(1_000);
    await deps.http.close();
    deps.db.$client.close();
  };
  return { deps, clock, account, user, enqueue, delivery, attempts, settle, close };
}
