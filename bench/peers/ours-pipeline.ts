/**
 * Child of bench/peers/sqlite.ts and pg.ts: our delivery pipeline as src/index.ts composes it (openDatabase, the
 * job runner, the webhook dispatcher; SQLite with its background checkpointer, or PostgreSQL with DATABASE_URL),
 * alone in its process. Arguments: the receiver's URL, the number of deliveries, the number of warm-up deliveries.
 * Protocol (JSON lines): after the warm-up it prints `{ready, secret}`; on `go` it enqueues the deliveries (500 per
 * transaction, in one enqueueDeliveries each, as graphile-worker's side adds them with addJobs) and prints `{done, ms, queries, failed}` once none is pending or in flight.
 * `queries` counts pg client round trips (every Client#query: statements, BEGIN and COMMIT) the pipeline made
 * meanwhile, not the poll that watches for the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createAccount } from "../../src/accounts/keys";
import { systemClock } from "../../src/clock";
import { loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db/open";
import { tx } from "../../src/db/store";
import type { AppDeps } from "../../src/deps";
import { JobRunner } from "../../src/jobs/runner";
import { silentLogger } from "../../src/logger";
import { createProcessMemory } from "../../src/memory";
import { createHttpClients } from "../../src/net/clients";
import { relayForwarder } from "../../src/relay/forwarder";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { enqueueDeliveries } from "../../src/webhooks/event";
import { unfinishedDeliveries } from "../../src/webhooks/log";
import { EVENT, heard, say, waitFor } from "./fixture";
import { countRoundTrips } from "./pg-count";

const [url, countArg, warmupArg] = process.argv.slice(2);
const COUNT = Number(countArg);
const WARMUP = Number(warmupArg ?? 500);
const pgUrl = process.env.DATABASE_URL;

let poller: pg.Client | undefined;
const pgCount = countRoundTrips(() => poller);

const dir = mkdtempSync(join(tmpdir(), "scoutpost-peers-ours-"));
const config = loadConfig({
  ...(pgUrl ? { DATABASE_URL: pgUrl } : { DATABASE_PATH: join(dir, "bench.db") }),
  WEBHOOK_CONCURRENCY: "16",
  // One receiver, as each peer has: it gets every slot.
  WEBHOOK_RECEIVER_CONCURRENCY: "16",
});
const database = await openDatabase(config);
const { store } = database;
const memory = createProcessMemory();
const jobs = new JobRunner(store, systemClock, silentLogger, {
  storage: memory.storage,
  peers: database.peers,
});
const http = createHttpClients(config);
const deps: AppDeps = {
  db: database.sqlite,
  store,
  config,
  clock: systemClock,
  logger: silentLogger,
  jobs,
  http,
  memory,
  forwarders: [relayForwarder],
};
registerWebhookDispatcher(deps);
const account = await store.run(createAccount(systemClock, "bench", 0));
jobs.start();

if (pgUrl) {
  poller = new pg.Client({ connectionString: pgUrl });
  await poller.connect();
}
/** None pending or in flight: on PostgreSQL read by a connection of its own, left out of `queries`. */
async function drained(): Promise<boolean> {
  if (!poller) {
    const { pending, delivering } = await store.run(unfinishedDeliveries());
    return pending + delivering === 0;
  }
  const r = await poller.query(
    "select count(*)::int as n from webhook_deliveries where status in ('pending', 'delivering')",
  );
  return r.rows[0].n === 0;
}

async function deliver(n: number) {
  for (let i = 0; i < n; i += 500)
    await store.run(
      tx(() =>
        enqueueDeliveries(
          deps,
          Array.from({ length: Math.min(n, i + 500) - i }, () => ({
            accountId: account.id,
            source: { type: "scout" as const },
            url: url!,
            event: EVENT,
          })),
        ),
      ),
    );
  await waitFor(drained, "the deliveries", pgUrl ? 50 : 20);
}

async function stop() {
  await jobs.stop(5_000);
  await http.close();
  await poller?.end();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGTERM", () => void stop());

await deliver(WARMUP);
say({ ready: true, secret: account.webhookSecret });
await heard();
pgCount.reset();
const t0 = performance.now();
await deliver(COUNT);
const ms = performance.now() - t0;
say({ done: true, ms, ...pgCount.counts });
