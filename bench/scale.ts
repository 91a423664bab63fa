/**
 * Scale-out benchmark (issue 27): `npx tsx bench/scale.ts [seconds] [deliveries]`.
 *
 * In one run, on this machine: one Scoutpost on SQLite, then 1, 2 and 3 Scoutposts on one PostgreSQL (a private
 * Debian cluster with its durable defaults, started here; or the admin URL in SCALE_DATABASE_URL). Each instance is
 * the real service (src/index.ts) in its own process, as compose.yaml runs them. For each setup:
 *   a. relay ingest: acknowledged requests/s, autocannon with 10 connections on each instance at once, 900-byte
 *      GitHub-signed POSTs to one source whose destination is paused (so ingest alone is measured);
 *   b. durable deliveries/s: `deliveries` deliveries (default 10,000) written at once by this process (as a
 *      producer would), to a plain node:http destination answering 200, timed from their commit until none is
 *      pending or in flight; with the CPU the instances and the database server used per delivery (/proc).
 * Writes bench/results/scale.json.
 */

import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { inArray, sql } from "drizzle-orm";
import pg from "pg";
import { generateApiKey } from "../src/accounts/keys";
import { systemClock } from "../src/clock";
import { createDb } from "../src/db/client";
import { createPgDb } from "../src/db/pg/client";
import { postgresStore } from "../src/db/pg/store";
import { get, type Store, sqliteStore, tx } from "../src/db/store";
import { JobRunner } from "../src/jobs/runner";
import { silentLogger } from "../src/logger";
import { enqueueDelivery } from "../src/webhooks/event";
import { debianPostgresBin, startCluster } from "../test/helpers/pg-cluster";
import { type RunningService, startService } from "../test/helpers/service";
import { writeResult } from "./lib";
import { child, githubSigner, RECEIVER_SOURCE, stopChildren } from "./processes";

const SECONDS = Number(process.argv[2] ?? 10);
const DELIVERIES = Number(process.argv[3] ?? 10_000);
const CONNECTIONS = 10;
const DEADLINE_MS = 300_000;
const SECRET = "s".repeat(40);
const TICK_S = 100; // USER_HZ on Linux: /proc CPU times are in 1/100 s

const receiverPort = await child(["-e", RECEIVER_SOURCE]);
const destination = `http://127.0.0.1:${receiverPort}/hook`;

const given = process.env.SCALE_DATABASE_URL?.trim();
const bin = debianPostgresBin();
if (!given && !bin) throw new Error("bench/scale.ts needs Debian's postgresql, or SCALE_DATABASE_URL");
const cluster = given ? undefined : await startCluster(bin!, { durable: true });
const adminUrl = given ?? cluster!.url;

/** CPU seconds used so far by `pids` (user + system). */
function cpuOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone
    }
  }
  return ticks / TICK_S;
}

/** The PostgreSQL server's processes (the postmaster and its backends) when it runs here as user postgres. */
function postgresPids(): number[] {
  if (given) return [];
  const uid = Number(readFileSync("/etc/passwd", "utf8").match(/^postgres:[^:]*:(\d+):/m)?.[1] ?? -1);
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${d}/status`, "utf8"))?.[1] === String(uid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

interface Setup {
  name: string;
  instances: number;
  env: (i: number) => Record<string, string>;
  store: () => Promise<{ store: Store; close: () => Promise<void> }>;
  cleanup: () => Promise<void>;
}

async function pgSetup(instances: number): Promise<Setup> {
  const name = `sp_scale_${instances}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: `PostgreSQL × ${instances}`,
    instances,
    env: () => ({ DATABASE_URL: url.toString() }),
    store: async () => {
      const h = await createPgDb(url.toString(), { max: 4 });
      return { store: postgresStore(h), close: () => h.close() };
    },
    cleanup: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function sqliteSetup(): Setup {
  const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), "scoutpost-scale-"));
  const path = join(dir, "scale.db");
  return {
    name: "SQLite × 1",
    instances: 1,
    env: () => ({ DATABASE_PATH: path }),
    store: async () => {
      const db = createDb(path, { busyTimeoutMs: 10_000 });
      return {
        store: sqliteStore(db),
        close: async () => {
          db.$client.close();
        },
      };
    },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

const unfinished = (store: Store) =>
  store.run(
    get((db, t) =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(t.deliveries)
        .where(inArray(t.deliveries.status, ["pending", "delivering"])),
    ),
  );

async function measure(setup: Setup) {
  const key = generateApiKey();
  const services: RunningService[] = [];
  // One after another: the first migrates, so start-up is not what is measured.
  for (let i = 0; i < setup.instances; i++)
    services.push(
      await startService(
        {
          ...setup.env(i),
          BOOTSTRAP_API_KEY: key,
          INSTANCE_ID: `scale-${i + 1}`,
          AGENT_ALLOW_PRIVATE_NETWORKS: "true",
          WEBHOOK_CONCURRENCY: "16",
          WEBHOOK_RECEIVER_CONCURRENCY: "64",
          LOG_LEVEL: "info",
        },
        60_000,
      ),
    );
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${services[0]!.baseUrl}${path}`, {
      method,
      headers: { "X-API-Key": key, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const source = await api<{ id: string; ingest_url: string; destinations: { id: string }[] }>(
    "POST",
    "/v1/relay/sources",
    {
      name: "scale",
      verify: { scheme: "github", secret: SECRET },
      destinations: [{ url: destination, paused: true }],
    },
  );
  const ingestPath = new URL(source.ingest_url).pathname;
  const signed = githubSigner(SECRET);
  const pids = services.map((s) => s.proc.pid!);

  const ingestOnce = (seconds: number) =>
    Promise.all(
      services.map((s) =>
        autocannon({
          url: `${s.baseUrl}${ingestPath}`,
          connections: CONNECTIONS,
          duration: seconds,
          requests: [{ method: "POST", setupRequest: (req) => ({ ...req, ...signed() }) }],
        }),
      ),
    );
  await ingestOnce(2); // warm-up: JIT, sockets, caches
  const c0 = cpuOf(pids);
  const runs = await ingestOnce(SECONDS);
  const ingestCpu = cpuOf(pids) - c0;
  const acknowledged = runs.reduce((n, r) => n + r.requests.total - r.non2xx, 0);
  const failures = runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  const ingest = {
    rps: Math.round(acknowledged / SECONDS),
    p50_ms: Math.max(...runs.map((r) => r.latency.p50)),
    p99_ms: Math.max(...runs.map((r) => r.latency.p99)),
    failures,
    instance_cpu_us: Math.round((ingestCpu * 1e6) / Math.max(1, acknowledged)),
  };

  // Durable deliveries: written by this process in one transaction, then drained by the instances.
  const { store, close } = await setup.store();
  const owner = await store.run(
    get((db, t) => db.select({ id: t.relaySources.accountId }).from(t.relaySources).limit(1)),
  );
  const jobs = new JobRunner(store, systemClock, silentLogger);
  await store.run(
    tx(function* () {
      for (let i = 0; i < DELIVERIES; i++) {
        const updateId = randomUUID();
        yield* enqueueDelivery(
          { clock: systemClock, jobs },
          {
            accountId: owner!.id,
            source: { type: "scout", id: "5ca1e000-0000-4000-8000-000000000000" },
            updateId,
            url: destination,
            event: {
              scout: { id: "5ca1e000-0000-4000-8000-000000000000", display_name: "Scale", query: "scale" },
              update: {
                id: updateId,
                timestamp: new Date().toISOString(),
                status: "completed",
                has_changes: true,
                summary: `scale ${i}`,
                details_url: "http://localhost/platform/scouts/5ca1e000",
                report_content: "x".repeat(200),
              },
            },
          },
        );
      }
    }),
  );
  // Read now: the instances' pools opened their connections (one server process each) during the ingest run.
  const dbPids = setup.name.startsWith("PostgreSQL") ? postgresPids() : [];
  const t0 = performance.now();
  const i0 = cpuOf(pids);
  const d0 = cpuOf(dbPids);
  const deadline = Date.now() + DEADLINE_MS;
  while (Number((await unfinished(store))!.n) > 0) {
    if (Date.now() > deadline) throw new Error(`${setup.name}: deliveries did not drain in time`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - t0) / 1000;
  const deliveries = {
    dps: Math.round(DELIVERIES / seconds),
    instance_cpu_us: Math.round(((cpuOf(pids) - i0) * 1e6) / DELIVERIES),
    database_cpu_us: dbPids.length ? Math.round(((cpuOf(dbPids) - d0) * 1e6) / DELIVERIES) : null,
  };
  await close();
  for (const s of services) {
    s.proc.kill("SIGTERM");
    await s.exited;
  }
  await setup.cleanup();
  const out = { setup: setup.name, instances: setup.instances, ingest, deliveries };
  process.stdout.write(`${JSON.stringify(out)}\n`);
  return out;
}

const results = [];
try {
  results.push(await measure(sqliteSetup()));
  for (const n of [1, 2, 3]) results.push(await measure(await pgSetup(n)));
} finally {
  cluster?.stop();
  stopChildren();
}
writeResult("scale", {
  seconds: SECONDS,
  deliveries: DELIVERIES,
  connections_per_instance: CONNECTIONS,
  cores: (await import("node:os")).cpus().length,
  node: process.version,
  results,
});
