/**
 * Webhook pipeline benchmark (not part of the test run): `npx tsx bench/webhooks.ts [count] [rounds]`.
 *
 * Against one keep-alive receiver on 127.0.0.1 (its own process, so it does not share our event loop), it measures
 *   1. a plain undici POST loop at WEBHOOK_CONCURRENCY (no durability): the ceiling; both run at 16 requests in
 *      flight (BENCH_CONCURRENCY=<n> for another number; WEBHOOK_RECEIVER_CONCURRENCY is set to the same, since
 *      there is one receiver);
 *   2. the real pipeline (temp-file SQLite with the background checkpointer, as src/index.ts runs it; real job
 *      runner, dispatcher, signing, attempt log) draining `count` deliveries enqueued through enqueueDeliveryNow:
 *      durable deliveries/s;
 *   3. enqueue -> first-attempt latency (attempt started_at - delivery created_at) with deliveries enqueued one by
 *      one at half the measured throughput, so the number is the pipeline's own latency, not time spent queued;
 *   4. the SQLite floor: the pipeline's own SQL statements for `count` deliveries (enqueue, claim, attempt row,
 *      result and outcome), batched per transaction as the runner does, with no HTTP and none of the JS around
 *      them. The pipeline runs its SQLite work and its HTTP on one thread, so it cannot beat one plain request plus
 *      this floor per delivery: `ceiling` = plain time / (plain time + floor) bounds the ratio on this machine.
 * Beside each rate, the CPU time this process spent per request/delivery (process.cpuUsage(): every thread, so the
 * pipeline's includes its WAL checkpointer): a figure a busy shared machine disturbs less than the rates; and, on
 * Linux, the receiver's own CPU per request (from /proc: the two share the machine's cores).
 * Prints each round and the medians, and writes them to bench/results/webhooks.json.
 *
 * BENCH_DIR=<dir> puts the database elsewhere (default: the OS temp dir). BENCH_BREAKDOWN=1 also times every SQLite
 * statement the pipeline runs during the throughput phase and prints the costliest, in µs per delivery (the timing
 * wrapper itself adds about 1 µs per statement, so use it to compare statements, not to quote the rate).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq, inArray } from "drizzle-orm";
import { Agent, request } from "undici";
import { createAccount } from "../src/accounts/keys";
import { systemClock } from "../src/clock";
import { loadConfig } from "../src/config";
import { startBackgroundCheckpoints } from "../src/db/checkpointer";
import { createDb, type Db } from "../src/db/client";
import { uuidv7 } from "../src/db/ids";
import { deliveries, deliveryAttempts } from "../src/db/schema";
import { runNow, sqliteStore } from "../src/db/store";
import { transaction } from "../src/db/tx";
import type { AppDeps } from "../src/deps";
import { JobRunner } from "../src/jobs/runner";
import { silentLogger } from "../src/logger";
import { createProcessMemory } from "../src/memory";
import { createHttpClients } from "../src/net/clients";
import { relayForwarder } from "../src/relay/forwarder";
import { type ClaimedDelivery, deliveryQueueStore } from "../src/webhooks/delivery-queue";
import { registerWebhookDispatcher } from "../src/webhooks/dispatcher";
import { enqueueDeliveryNow, type WebhookEvent } from "../src/webhooks/event";
import * as log from "../src/webhooks/log";
import { unfinishedDeliveries } from "../src/webhooks/log";
import { median, percentile, writeResult } from "./lib";

const COUNT = Number(process.argv[2] ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const LATENCY_SAMPLES = Math.min(1_000, COUNT);
const DEADLINE_MS = 180_000;
const ROUNDS = Number(process.argv[3] ?? 3);

const RECEIVER = `
const http = require("node:http");
const server = http.createServer((req, res) => { req.resume(); req.on("end", () => { res.writeHead(200, {"content-type": "application/json"}); res.end('{"ok":true}'); }); });
server.keepAliveTimeout = 60000;
server.listen(0, "127.0.0.1", () => process.stdout.write(server.address().port + "\\n"));`;

async function startReceiver(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["-e", RECEIVER], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once("data", (d: Buffer) => resolve(d.toString().trim()));
    child.once("exit", () => reject(new Error("receiver exited")));
  });
  return { url: `http://127.0.0.1:${port}/hook`, child };
}

const event: WebhookEvent = {
  scout: {
    id: "11111111-1111-4111-8111-111111111111",
    display_name: "Bench scout",
    query: "benchmark the pipeline",
  },
  update: {
    id: "22222222-2222-4222-8222-222222222222",
    timestamp: new Date().toISOString(),
    status: "completed",
    has_changes: true,
    summary: "A summary of a typical length for an update that found something new on the page.",
    details_url: "http://localhost:8080/platform/scouts/11111111-1111-4111-8111-111111111111",
    report_content: "x".repeat(400),
  },
};

/** The best ratio a pipeline doing its SQLite work and its HTTP on one thread can reach: plain / (plain + floor). */
const ceiling = (plainRps: number, floorUs: number) => 1e6 / plainRps / (1e6 / plainRps + floorUs);

/**
 * CPU µs a child process has used so far (user + system, from /proc; clock ticks of 10 ms, Linux's USER_HZ), or
 * NaN where there is no /proc.
 */
function childCpuUs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** CPU µs this process spent (all threads) since `from`, per item. */
const cpuPer = (from: NodeJS.CpuUsage, items: number) => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / items;
};

async function plainLoop(url: string): Promise<{ rps: number; cpuUs: number }> {
  const agent = new Agent({ keepAliveTimeout: 10_000 });
  const body = JSON.stringify({ event_type: "scout_update", ...event });
  let next = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COUNT) {
        next++;
        const res = await request(url, {
          method: "POST",
          body,
          headers: { "content-type": "application/json" },
          dispatcher: agent,
        });
        await res.body.text();
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpuUs = cpuPer(cpu0, COUNT);
  await agent.close();
  return { rps: COUNT / seconds, cpuUs };
}

/** BENCH_BREAKDOWN: wrap better-sqlite3's statement methods to sum the time spent in each SQL text. */
function statementTimer(db: Db) {
  const proto = Object.getPrototypeOf(db.$client.prepare("select 1")) as Record<string, unknown>;
  const spent = new Map<string, { ns: bigint; calls: number }>();
  const originals = ["run", "all", "get"].map((m) => [m, proto[m]] as const);
  for (const [m, orig] of originals) {
    proto[m] = function (this: { source: string }, ...args: unknown[]) {
      const t = process.hrtime.bigint();
      try {
        return (orig as (...a: unknown[]) => unknown).apply(this, args);
      } finally {
        const key = `${m} ${this.source.replace(/\s+/g, " ").slice(0, 80)}`;
        const e = spent.get(key) ?? { ns: 0n, calls: 0 };
        e.ns += process.hrtime.bigint() - t;
        e.calls++;
        spent.set(key, e);
      }
    };
  }
  return {
    report(items: number) {
      for (const [m, orig] of originals) proto[m] = orig;
      const rows = [...spent].sort((a, b) => Number(b[1].ns - a[1].ns)).slice(0, 15);
      const total = [...spent.values()].reduce((n, e) => n + Number(e.ns), 0) / 1000 / items;
      process.stdout.write(`SQLite statements, µs per delivery (total ${total.toFixed(1)}):\n`);
      for (const [key, e] of rows)
        process.stdout.write(
          `  ${(Number(e.ns) / 1000 / items).toFixed(1).padStart(6)}  ${String(e.calls).padStart(6)} calls  ${key}\n`,
        );
    },
  };
}

async function until(check: () => boolean, label: string) {
  const deadline = Date.now() + DEADLINE_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`bench: timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function pipelineRun(url: string) {
  const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), "scoutpost-bench-"));
  const db = createDb(join(dir, "bench.db"));
  const stopCheckpoints = startBackgroundCheckpoints(db, join(dir, "bench.db"));
  const config = loadConfig({
    WEBHOOK_CONCURRENCY: String(CONCURRENCY),
    // One receiver, as the plain loop has: it gets every slot, as every request of the plain loop goes to it.
    WEBHOOK_RECEIVER_CONCURRENCY: String(CONCURRENCY),
    DATABASE_PATH: join(dir, "bench.db"),
  });
  const memory = createProcessMemory();
  const jobs = new JobRunner(sqliteStore(db), systemClock, silentLogger, { storage: memory.storage });
  const http = createHttpClients(config);
  const deps: AppDeps = {
    db,
    store: sqliteStore(db),
    config,
    clock: systemClock,
    logger: silentLogger,
    jobs,
    http,
    memory,
    forwarders: [relayForwarder],
  };
  registerWebhookDispatcher(deps);
  const account = runNow(db, createAccount(systemClock, "bench", 0));
  const enqueue = () =>
    enqueueDeliveryNow(db, deps, {
      accountId: account.id,
      source: { type: "scout", id: event.scout.id },
      url,
      event,
    });
  const settled = (ids: string[]) =>
    db
      .select({ n: count() })
      .from(deliveries)
      .where(and(inArray(deliveries.id, ids), inArray(deliveries.status, ["succeeded", "failed"])))
      .get()!.n;

  const timer = process.env.BENCH_BREAKDOWN ? statementTimer(db) : undefined;
  jobs.start();
  // Throughput: everything enqueued up front (in batches, as producers write in transactions), then drained.
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < COUNT; i += 500) {
    db.transaction((tx) => {
      for (let j = i; j < Math.min(COUNT, i + 500); j++)
        enqueueDeliveryNow(tx, deps, { accountId: account.id, source: { type: "scout" }, url, event });
    });
  }
  // Polled every 20 ms on the pipeline's own thread, so read from the two partial indexes, not the table.
  await until(() => {
    const { pending, delivering } = runNow(db, unfinishedDeliveries());
    return pending + delivering === 0;
  }, "the bulk deliveries");
  const throughput = COUNT / ((performance.now() - t0) / 1000);
  const cpuUs = cpuPer(cpu0, COUNT);
  timer?.report(COUNT);
  const failed = db.select({ n: count() }).from(deliveries).where(eq(deliveries.status, "failed")).get()!.n;

  // Latency: one delivery at a time at half the measured throughput (open loop).
  const gapMs = 1000 / (throughput / 2);
  const ids: string[] = [];
  const l0 = performance.now();
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    ids.push(enqueue());
    const wait = l0 + (i + 1) * gapMs - performance.now();
    await new Promise((r) => (wait > 1 ? setTimeout(r, wait) : setImmediate(r)));
  }
  await until(() => settled(ids) >= ids.length, "the latency deliveries");
  const latencies = db
    .select({ created: deliveries.createdAt, started: deliveryAttempts.startedAt })
    .from(deliveryAttempts)
    .innerJoin(deliveries, eq(deliveries.id, deliveryAttempts.deliveryId))
    .where(and(eq(deliveryAttempts.number, 1), inArray(deliveries.id, ids)))
    .all()
    .map((r) => r.started - r.created);

  await jobs.stop(5_000);
  await http.close();
  await stopCheckpoints();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
  return {
    throughput,
    cpuUs,
    failed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    gapMs,
  };
}

/**
 * The floor: the same statements the pipeline runs for each delivery, on the same kind of database, batched as the
 * runner batches them (one transaction per turn settles the last batch and claims and starts the next), but nothing
 * else: no HTTP, no building or signing (one request body and header set, made once), no runner, no promises.
 * Returns the wall time per delivery in µs (one thread, so also its CPU).
 */
async function sqliteFloor(url: string): Promise<number> {
  const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), "scoutpost-bench-"));
  const path = join(dir, "floor.db");
  const db = createDb(path);
  const stopCheckpoints = startBackgroundCheckpoints(db, path);
  const jobs = new JobRunner(sqliteStore(db), systemClock, silentLogger); // never started: enqueue's wake-up is a no-op
  const account = runNow(db, createAccount(systemClock, "floor", 0));
  const store = deliveryQueueStore({ maxAttempts: 3 });
  const body = JSON.stringify({ event_type: "scout_update", ...event });
  const headers = {
    "content-type": "application/json",
    "webhook-id": uuidv7(),
    "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
    "webhook-signature": `v1,${"A".repeat(44)}`,
  };
  const ok = { status: 200, headers: { "content-type": "application/json" }, body: '{"ok":true}' };
  const t0 = performance.now();
  for (let i = 0; i < COUNT; i += 500)
    transaction(db, () => {
      for (let j = i; j < Math.min(COUNT, i + 500); j++)
        enqueueDeliveryNow(
          db,
          { clock: systemClock, jobs },
          { accountId: account.id, source: { type: "scout" }, url, event },
        );
    });
  let inFlight: { attemptId: string; deliveryId: string; allocationId: string }[] = [];
  do {
    transaction(db, () => {
      const now = Date.now();
      for (const a of inFlight)
        runNow(
          db,
          log.succeedClaimed(a.attemptId, a, {
            completedAt: now,
            durationMs: 1,
            errorClass: null,
            errorMessage: null,
            retryable: false,
            ...ok,
          }),
        );
      const allocationId = uuidv7();
      inFlight = runNow(db, store.claim(allocationId, now + 15_000, now, CONCURRENCY)).map(
        ({ payload: d }: { payload: ClaimedDelivery }) => {
          const attemptId = uuidv7();
          runNow(
            db,
            log.startAttempt({
              attemptId,
              deliveryId: d.id,
              accountId: d.accountId,
              number: d.attempts + 1,
              trigger: "initial",
              startedAt: now,
              url: d.url,
              headers,
              body,
            }),
          );
          return { attemptId, deliveryId: d.id, allocationId };
        },
      );
    });
  } while (inFlight.length > 0);
  const perDeliveryUs = ((performance.now() - t0) * 1000) / COUNT;
  const { pending, delivering } = runNow(db, unfinishedDeliveries());
  if (pending + delivering > 0) throw new Error("bench: the floor left deliveries unfinished");
  await stopCheckpoints();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
  return perDeliveryUs;
}

async function main() {
  const { url, child } = await startReceiver();
  try {
    await plainLoop(url); // warm-up: JIT and sockets
    // Alternating rounds, medians reported: the machine is shared, and one round can land on a busy moment.
    const rounds: {
      plain: number;
      plainCpu: number;
      plainReceiverCpu: number;
      ours: Awaited<ReturnType<typeof pipelineRun>>;
      oursReceiverCpu: number;
      floorUs: number;
    }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      let r0 = childCpuUs(child.pid);
      const { rps: plain, cpuUs: plainCpu } = await plainLoop(url);
      const plainReceiverCpu = (childCpuUs(child.pid) - r0) / COUNT;
      r0 = childCpuUs(child.pid);
      const ours = await pipelineRun(url);
      const oursReceiverCpu = (childCpuUs(child.pid) - r0) / (COUNT + LATENCY_SAMPLES);
      const floorUs = await sqliteFloor(url);
      rounds.push({ plain, plainCpu, plainReceiverCpu, ours, oursReceiverCpu, floorUs });
      process.stdout.write(
        `round ${i + 1}: plain ${plain.toFixed(0)} req/s (${plainCpu.toFixed(0)} µs CPU each, receiver ` +
          `${plainReceiverCpu.toFixed(0)}), pipeline ${ours.throughput.toFixed(0)} deliveries/s ` +
          `(${ours.cpuUs.toFixed(0)} µs CPU each, receiver ${oursReceiverCpu.toFixed(0)}; ${ours.failed} failed), ` +
          `ratio ${(ours.throughput / plain).toFixed(2)}, latency p50 ${ours.p50} ms p99 ${ours.p99} ms, ` +
          `SQLite floor ${floorUs.toFixed(1)} µs/delivery (one-thread ceiling ${ceiling(plain, floorUs).toFixed(2)})\n`,
      );
    }
    const result = {
      count: COUNT,
      rounds: ROUNDS,
      concurrency: CONCURRENCY,
      node: process.version,
      plain_rps: Math.round(median(rounds.map((r) => r.plain))),
      pipeline_dps: Math.round(median(rounds.map((r) => r.ours.throughput))),
      ratio: Number(median(rounds.map((r) => r.ours.throughput / r.plain)).toFixed(3)),
      latency_p50_ms: median(rounds.map((r) => r.ours.p50)),
      latency_p99_ms: median(rounds.map((r) => r.ours.p99)),
      plain_cpu_us: Math.round(median(rounds.map((r) => r.plainCpu))),
      pipeline_cpu_us: Math.round(median(rounds.map((r) => r.ours.cpuUs))),
      receiver_cpu_us: Math.round(median(rounds.map((r) => r.plainReceiverCpu))),
      sqlite_floor_us: Number(median(rounds.map((r) => r.floorUs)).toFixed(1)),
      one_thread_ceiling: Number(median(rounds.map((r) => ceiling(r.plain, r.floorUs))).toFixed(3)),
      target: { ratio: 0.5, latency_p50_ms: 20 },
      per_round: rounds.map((r) => ({
        plain_rps: Math.round(r.plain),
        pipeline_dps: Math.round(r.ours.throughput),
        ratio: Number((r.ours.throughput / r.plain).toFixed(3)),
        plain_cpu_us: Math.round(r.plainCpu),
        pipeline_cpu_us: Math.round(r.ours.cpuUs),
        receiver_cpu_us_plain: Math.round(r.plainReceiverCpu),
        receiver_cpu_us_pipeline: Math.round(r.oursReceiverCpu),
        sqlite_floor_us: Number(r.floorUs.toFixed(1)),
        failed: r.ours.failed,
        latency_p50_ms: r.ours.p50,
        latency_p99_ms: r.ours.p99,
      })),
    };
    const lines = [
      `deliveries per round: ${COUNT}, concurrency: ${CONCURRENCY}, rounds: ${ROUNDS}, node ${process.version}`,
      `plain undici POST loop (no durability): ${result.plain_rps} req/s (median)`,
      `durable pipeline (enqueue + deliver):   ${result.pipeline_dps} deliveries/s (median)`,
      `ratio pipeline / plain:                 ${result.ratio.toFixed(2)}x (median of the rounds' ratios; target >= 0.5x)`,
      `enqueue -> first attempt at half load:  p50 ${result.latency_p50_ms} ms, p99 ${result.latency_p99_ms} ms (medians; target p50 < 20 ms)`,
      `CPU per request / delivery:             plain ${result.plain_cpu_us} µs, pipeline ${result.pipeline_cpu_us} µs (medians; all threads of this process); the receiver's ${result.receiver_cpu_us} µs per request`,
      `SQLite floor (our statements alone):    ${result.sqlite_floor_us} µs per delivery; one-thread ceiling ${result.one_thread_ceiling.toFixed(2)}x (plain time / (plain time + floor))`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
    writeResult("webhooks", result);
  } finally {
    child.kill();
  }
}

await main();
