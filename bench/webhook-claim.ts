/**
 * The dispatcher's claim while a receiver is at its cap (not part of the test run): `npx tsx bench/webhook-claim.ts`.
 *
 * With one receiver full (WEBHOOK_RECEIVER_CONCURRENCY) and a backlog of deliveries waiting for it, every claim
 * must pass over that backlog to reach the other receivers' deliveries. This times the store's claim (16 rows,
 * rolled back each time) for backlogs of 0 to 100,000 and 1 to 1,000 other receivers with waiting deliveries.
 * Prints µs per claim and writes bench/results/webhook-claim.json.
 */
import { createAccount } from "../src/accounts/keys";
import { systemClock } from "../src/clock";
import { createDb } from "../src/db/client";
import { runNow } from "../src/db/store";
import { deliveryQueueStore } from "../src/webhooks/delivery-queue";
import { median, writeResult } from "./lib";

const CASES = [
  [0, 1],
  [1_000, 1],
  [100_000, 1],
  [100_000, 100],
  [0, 1_000],
  [100_000, 1_000],
] as const;
const FULL = "https://stuck.example/hook";
/** WEBHOOK_RECEIVER_CONCURRENCY's default. */
const CAP = 4;

const results: { backlog: number; receivers: number; us_per_claim: number }[] = [];
for (const [backlog, receivers] of CASES) {
  const db = createDb(":memory:");
  const account = runNow(db, createAccount(systemClock, "bench", 0));
  const c = db.$client;
  const insert = c.prepare(`insert into webhook_deliveries
      (id, account_id, source_type, url, format, event, status, next_attempt_at, created_at)
      values (?, ?, 'scout', ?, 'scout', '{}', 'pending', ?, ?)`);
  const inFlight = c.prepare(`insert into webhook_deliveries
      (id, account_id, source_type, url, format, event, status, allocation_id, lease_expires_at, created_at)
      values (?, ?, 'scout', ?, 'scout', '{}', 'delivering', 'elsewhere', 1e13, 0)`);
  c.transaction(() => {
    // The stuck receiver has its cap's worth of deliveries in flight: the claim must pass over its backlog.
    for (let i = 0; i < CAP; i++) inFlight.run(`stuck-${i}`, account.id, FULL);
    for (let i = 0; i < backlog; i++) insert.run(`full-${i}`, account.id, FULL, 1_000 + i, 1_000 + i);
    for (let i = 0; i < receivers; i++)
      insert.run(`open-${i}`, account.id, `https://ok.example/hook/${i}`, 1_000_000 + i, 1_000_000);
  })();
  const store = deliveryQueueStore({ maxAttempts: 3, caps: { receiver: CAP } });
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    c.exec("savepoint s");
    const t0 = performance.now();
    runNow(db, store.claim("bench", 1e13, 2e6, 16));
    times.push((performance.now() - t0) * 1000);
    c.exec("rollback to s; release s");
  }
  const us = Math.round(median(times));
  results.push({ backlog, receivers, us_per_claim: us });
  process.stdout.write(
    `full receiver's backlog ${backlog}, ${receivers} other receivers waiting: ${us} µs per claim\n`,
  );
  c.close();
}
writeResult("webhook-claim", { cases: results });
