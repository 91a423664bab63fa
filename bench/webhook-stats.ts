/**
 * `GET /v1/webhooks/stats` at scale (not part of the test run): `npx tsx bench/webhook-stats.ts [deliveries]`.
 *
 * Seeds a temp-file database with `deliveries` (default 200,000) deliveries spread evenly over 30 days, each with
 * one finished attempt, nine in ten in the measured account and one in ten in another, to 50 receiver URLs (one
 * in four failed), then times deliveryStats for each window (median of 5 calls). Stats run synchronously on the
 * event loop, so this is also how long they hold up everything else.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAccount } from "../src/accounts/keys";
import { systemClock } from "../src/clock";
import { createDb } from "../src/db/client";
import { uuidv7 } from "../src/db/ids";
import { runNow } from "../src/db/store";
import { deliveryStats, statsWindows } from "../src/webhooks/stats";
import { median, writeResult } from "./lib";

const N = Number(process.argv[2] ?? 200_000);
const DAY = 86_400_000;

const dir = mkdtempSync(join(tmpdir(), "scoutpost-bench-"));
const db = createDb(join(dir, "bench.db"));
const measured = runNow(db, createAccount(systemClock, "measured", 0));
const other = runNow(db, createAccount(systemClock, "other", 0));
const c = db.$client;
const now = Date.now();
const insertDelivery = c.prepare(`insert into webhook_deliveries
  (id, account_id, source_type, url, format, event, status, attempts, created_at, completed_at)
  values (?, ?, 'scout', ?, 'scout', '{}', ?, 1, ?, ?)`);
const insertAttempt = c.prepare(`insert into webhook_attempts
  (id, delivery_id, account_id, number, trigger, started_at, completed_at, duration_ms, request_url,
   request_headers, request_body, response_status, error_class)
  values (?, ?, ?, 1, 'initial', ?, ?, ?, ?, '{}', ?, ?, ?)`);
const body = JSON.stringify({ event_type: "scout_update", report_content: "x".repeat(600) });
c.transaction(() => {
  for (let i = 0; i < N; i++) {
    const t = now - Math.floor((i / N) * 30 * DAY);
    const id = uuidv7(t);
    const account = i % 10 === 0 ? other.id : measured.id;
    const url = `https://hooks.example.com/r/${i % 50}`;
    const failed = i % 4 === 3;
    const ms = (i * 7919) % 3000;
    insertDelivery.run(id, account, url, failed ? "failed" : "succeeded", t, t + ms);
    insertAttempt.run(
      uuidv7(t),
      id,
      account,
      t,
      t + ms,
      ms,
      url,
      body,
      failed ? 503 : 200,
      failed ? "http_status" : null,
    );
  }
})();
c.pragma("optimize");

const results: Record<string, { median_ms: number; deliveries: number }> = {};
for (const window of Object.keys(statsWindows) as (keyof typeof statsWindows)[]) {
  const times: number[] = [];
  let total = 0;
  for (let k = 0; k < 5; k++) {
    const t0 = performance.now();
    total = runNow(db, deliveryStats(measured.id, window, now)).deliveries.total;
    times.push(performance.now() - t0);
  }
  results[window] = { median_ms: Math.round(median(times) * 10) / 10, deliveries: total };
  process.stdout.write(
    `window ${window}: ${results[window].median_ms} ms (${total} deliveries in the window)\n`,
  );
}
writeResult("webhook-stats", { seeded: N, windows: results });
c.close();
rmSync(dir, { recursive: true, force: true });
