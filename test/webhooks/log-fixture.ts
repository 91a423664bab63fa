import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { createAccount } from "../../src/accounts/keys";
import { ManualClock } from "../../src/clock";
import { all, get, run, tx, type Work } from "../../src/db/store";
import type { AppDeps } from "../../src/deps";
import { type DeliveryCaps, deliveryQueueStore } from "../../src/webhooks/delivery-queue";
import { enqueueDelivery } from "../../src/webhooks/event";
import * as log from "../../src/webhooks/log";
import { sampleEvent } from "./setup";
import type { Kind } from "./stores";

// What the cases over both stores (test/webhooks/log-stores.test.ts, manual-stores.test.ts) drive the delivery log
// with: one account on a fresh instance, and the log's transitions each run in a transaction of its own.

export const NOW = 1_700_000_000_000;
export const URL = "http://127.0.0.1:9/hook";

/** An attempt's result as the exchange would record it: 200 succeeds, 503 is retryable, the rest final. */
export const result = (status: number | null, at: number): log.AttemptResultRow => ({
  completedAt: at,
  durationMs: 5,
  status,
  headers: status === null ? null : { "content-type": "text/plain" },
  body: status === null ? null : "answer",
  errorClass: status === 200 ? null : "http_status",
  errorMessage: status === 200 ? null : `HTTP ${status}`,
  retryable: status === 503,
});

/** A fresh instance of `kind` (from storesForSuite) with no deliveries and one account, on a ManualClock at NOW. */
export async function logFixture(
  instance: (kind: Kind, opts: { clock: ManualClock }) => Promise<AppDeps>,
  kind: Kind,
  opts: { maxAttempts?: number; caps?: DeliveryCaps } = {},
) {
  const clock = new ManualClock(NOW);
  const deps = await instance(kind, { clock });
  const { store } = deps;
  // The suite's PostgreSQL database outlives a case: each starts with no deliveries.
  await store.run(run((db, t) => db.delete(t.deliveries)));
  const account = await store.run(createAccount(clock, `acct-${randomUUID()}`, 0));
  const inTx = <T>(work: () => Work<T>) => store.run(tx(work));
  const enqueue = (url = URL) =>
    inTx(() =>
      enqueueDelivery(deps, { accountId: account.id, source: { type: "scout" }, url, event: sampleEvent }),
    );
  const row = async (id: string) =>
    (await store.run(get((db, t) => db.select().from(t.deliveries).where(eq(t.deliveries.id, id)))))!;
  const attempts = (id: string) =>
    store.run(
      all((db, t) =>
        db
          .select()
          .from(t.deliveryAttempts)
          .where(eq(t.deliveryAttempts.deliveryId, id))
          .orderBy(asc(t.deliveryAttempts.number)),
      ),
    );
  const claim = (allocationId: string, limit = 10) =>
    inTx(() => log.claimDue({ allocationId, leaseUntil: clock.now() + 15_000, now: clock.now(), limit }));
  const start = (
    deliveryId: string,
    number: number,
    trigger: log.AttemptTrigger,
    body: string | Buffer = "{}",
  ) => {
    const attemptId = randomUUID();
    const a = { attemptId, deliveryId, accountId: account.id, number, trigger, startedAt: clock.now() };
    return inTx(() => log.startAttempt({ ...a, url: URL, headers: { "webhook-id": deliveryId }, body })).then(
      () => attemptId,
    );
  };
  const queue = deliveryQueueStore({ maxAttempts: opts.maxAttempts ?? 3, caps: opts.caps });
  return { deps, clock, store, account, inTx, enqueue, row, attempts, claim, start, queue };
}
