/**
 * Relay ingest on PostgreSQL beside SQLite (not part of `npm run bench`):
 * `npx tsx bench/relay-pg.ts <postgres-url> [seconds=10] [connections=10]`.
 *
 * The ingest route of the real app served in this process (@hono/node-server), with its store on SQLite (a temp
 * file, group commit) and then on the PostgreSQL database named (a transaction per request). A source verifying
 * `github` with one paused destination, so only the request, the dedupe lookup and the count are written, as in
 * bench/relay.ts's step (a). autocannon drives 900-byte GitHub-signed POSTs, each with its own delivery id, and
 * prints acknowledged requests/s and latency for each store. The driver shares the process: compare the two rows,
 * not with bench/relay.ts. Each row also gives the pg round trips per request (./peers/pg-count.ts).
 */
import "@hono/zod-openapi";
import { createHmac, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { createAccount } from "../src/accounts/keys";
import { createApp } from "../src/app";
import { systemClock } from "../src/clock";
import { loadConfig } from "../src/config";
import { createDb } from "../src/db/client";
import { createPgDb } from "../src/db/pg/client";
import { postgresStore } from "../src/db/pg/store";
import { type Store, sqliteStore } from "../src/db/store";
import type { AppDeps } from "../src/deps";
import { JobRunner } from "../src/jobs/runner";
import { silentLogger } from "../src/logger";
import { createProcessMemory } from "../src/memory";
import { createHttpClients } from "../src/net/clients";
import { relayForwarder } from "../src/relay/forwarder";
import { createSource } from "../src/relay/sources";
import { countRoundTrips } from "./peers/pg-count";

const url = process.argv[2];
if (!url) throw new Error("usage: npx tsx bench/relay-pg.ts <postgres-url> [seconds] [connections]");
const SECONDS = Number(process.argv[3] ?? 10);
const CONNECTIONS = Number(process.argv[4] ?? 10);
const secret = "b".repeat(40);
// Every pg query counted (BEGIN and COMMIT among them): the SQLite side makes none.
const trips = countRoundTrips();

async function measure(name: string, store: Store, db: ReturnType<typeof createDb>) {
  const config = loadConfig({ DATABASE_PATH: ":memory:", AGENT_ALLOW_PRIVATE_NETWORKS: "true" });
  const memory = createProcessMemory();
  const deps: AppDeps = {
    db,
    store,
    config,
    clock: systemClock,
    logger: silentLogger,
    jobs: new JobRunner(store, systemClock, silentLogger, { storage: memory.storage }),
    http: createHttpClients(config),
    memory,
    forwarders: [relayForwarder],
  };
  const account = await store.run(createAccount(systemClock, `bench-${randomUUID()}`, 0));
  const source = await store.run(
    createSource(systemClock, account.id, {
      name: "bench",
      verify: { scheme: "github", secret },
      destinations: [{ url: "http://127.0.0.1:9/hook", paused: true }],
    }),
  );
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  const signed = () => {
    const delivery = randomUUID();
    const body = JSON.stringify({ action: "opened", delivery, pad: "x".repeat(820) });
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-github-delivery": delivery,
        "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
      },
    };
  };
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}/hooks/relay/${source.token}`,
      connections: CONNECTIONS,
      duration,
      requests: [{ method: "POST", setupRequest: (req) => ({ ...req, ...signed() }) }],
    });
  await run(2); // warm-up
  trips.reset();
  const r = await run(SECONDS);
  const failures = r.non2xx + r.errors + r.timeouts;
  process.stdout.write(
    `${name}: ${(r.requests.total / SECONDS).toFixed(0)} acknowledged req/s, p50 ${r.latency.p50} ms, ` +
      `p99 ${r.latency.p99} ms, ${failures} failed, ` +
      `${(trips.counts.queries / r.requests.total).toFixed(2)} pg round trips per request\n`,
  );
  await new Promise((r) => server.close(r));
  await deps.http.close();
}

const dir = mkdtempSync(join(tmpdir(), "scoutpost-relay-pg-bench-"));
try {
  const sqlite = createDb(join(dir, "relay.db"));
  await measure("SQLite", sqliteStore(sqlite), sqlite);
  const pg = await createPgDb(url, { max: CONNECTIONS });
  // The app's other parts (none on this route) keep the SQLite connection.
  await measure("PostgreSQL", postgresStore(pg), sqlite);
  await pg.close();
  sqlite.$client.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
