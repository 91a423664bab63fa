/**
 * Every benchmark in one command: `npm run bench [-- --runs N] [-- --only name,name]`.
 *
 * Runs each benchmark N times (default 3) as its own process, collects the JSON each writes to bench/results/,
 * and writes bench/REPORT.md (machine, date, median/min/max of every metric, ratios against the baselines and the
 * targets of the issues). docs/performance.md's tables are replaced with the same tables, between the
 * `<!-- bench:start -->` and `<!-- bench:end -->` markers.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { median } from "./lib";

interface Metric {
  label: string;
  path: string;
  unit: string;
  /** A target the issue sets, checked against the median. */
  target?: { op: ">=" | "<="; value: number };
}
interface Bench {
  name: string;
  title: string;
  command: string[];
  metrics: Metric[];
}

const tsx = ["--import", "tsx"];
const BENCHES: Bench[] = [
  {
    name: "webhooks",
    title: "Webhook pipeline: 10,000 durable deliveries vs a plain undici POST loop (concurrency 16)",
    command: [...tsx, "bench/webhooks.ts", "10000", "1"],
    metrics: [
      { label: "durable pipeline", path: "pipeline_dps", unit: "deliveries/s" },
      { label: "plain undici loop (baseline)", path: "plain_rps", unit: "req/s" },
      { label: "ratio pipeline / plain", path: "ratio", unit: "x", target: { op: ">=", value: 0.5 } },
      {
        label: "enqueue → first attempt p50",
        path: "latency_p50_ms",
        unit: "ms",
        target: { op: "<=", value: 20 },
      },
      { label: "enqueue → first attempt p99", path: "latency_p99_ms", unit: "ms" },
      { label: "CPU per durable delivery (all threads)", path: "pipeline_cpu_us", unit: "µs" },
      { label: "CPU per plain request", path: "plain_cpu_us", unit: "µs" },
      { label: "receiver's CPU per request (it shares the cores)", path: "receiver_cpu_us", unit: "µs" },
      { label: "SQLite floor: our statements alone, per delivery", path: "sqlite_floor_us", unit: "µs" },
      { label: "one-thread ceiling: plain / (plain + floor)", path: "one_thread_ceiling", unit: "x" },
    ],
  },
  {
    name: "relay",
    title:
      "Relay ingest (autocannon, 10 connections, 900-byte GitHub-signed POSTs): durable ingest vs a bare Hono route, ingest + forward to one destination",
    command: [...tsx, "bench/relay.ts", "10", "10"],
    metrics: [
      { label: "durable ingest, destination paused", path: "ingest.rps", unit: "req/s" },
      { label: "bare Hono route, same server (baseline)", path: "bare.rps", unit: "req/s" },
      { label: "ratio ingest / bare", path: "ratio", unit: "x", target: { op: ">=", value: 0.2 } },
      { label: "server CPU per ingest (all threads)", path: "ingest.server_cpu_us", unit: "µs" },
      { label: "server CPU per bare request", path: "bare.server_cpu_us", unit: "µs" },
      { label: "pipeline alone (relay deliveries)", path: "pipeline_dps", unit: "deliveries/s" },
      { label: "sustained ingest + forward, backlog bounded", path: "sustained_rps", unit: "req/s" },
      {
        label: "ingest → first forward p50 (half of sustained)",
        path: "latency.p50_ms",
        unit: "ms",
        target: { op: "<=", value: 10 },
      },
      {
        label: "ingest → first forward p99 (half of sustained)",
        path: "latency.p99_ms",
        unit: "ms",
        target: { op: "<=", value: 50 },
      },
      {
        label: "inside the service: received → first attempt p50",
        path: "latency.service_p50_ms",
        unit: "ms",
      },
      {
        label: "inside the service: received → first attempt p99",
        path: "latency.service_p99_ms",
        unit: "ms",
      },
    ],
  },
  {
    name: "idle",
    title: "An instance with nothing to do, per minute (from its sources, 30 s after 5 s to settle)",
    command: [...tsx, "bench/idle.ts", "--seconds", "30"],
    metrics: [
      { label: "SQLite: service CPU", path: "sqlite.service_cpu_ms_per_min", unit: "ms" },
      { label: "PostgreSQL: service CPU", path: "postgres.service_cpu_ms_per_min", unit: "ms" },
      { label: "PostgreSQL: server CPU", path: "postgres.server_cpu_ms_per_min", unit: "ms" },
      { label: "PostgreSQL: transactions committed", path: "postgres.commits_per_min", unit: "" },
    ],
  },
  {
    name: "startup",
    title:
      "Start-up of `npm start` (dist/index.js, after `npm run build`) on a fresh database, median of 3 starts",
    command: [...tsx, "bench/startup.ts", "3"],
    metrics: [
      {
        label: "ready: spawn → first /health 200",
        path: "built.ready_ms",
        unit: "ms",
        target: { op: "<=", value: 500 },
      },
      { label: "CPU used by then (all threads)", path: "built.ready_cpu_ms", unit: "ms" },
      { label: "spawn → first answer of the full app", path: "built.api_ms", unit: "ms" },
      {
        label: "idle resident memory",
        path: "built.idle_rss_mb",
        unit: "MB",
        target: { op: "<=", value: 120 },
      },
      {
        label: "from the sources through tsx (how the tests start it): ready",
        path: "sources.ready_ms",
        unit: "ms",
      },
    ],
  },
  {
    name: "webhook-claim",
    title:
      "Webhook claim past a receiver at its cap (16 rows), by its backlog and the other receivers waiting",
    command: [...tsx, "bench/webhook-claim.ts"],
    metrics: [
      { label: "no backlog, 1 other receiver", path: "cases.0.us_per_claim", unit: "µs" },
      { label: "100,000 waiting, 1 other receiver", path: "cases.2.us_per_claim", unit: "µs" },
      { label: "100,000 waiting, 100 other receivers", path: "cases.3.us_per_claim", unit: "µs" },
      { label: "100,000 waiting, 1,000 other receivers", path: "cases.5.us_per_claim", unit: "µs" },
    ],
  },
  {
    name: "webhook-stats",
    title: "Webhook stats (GET /v1/webhooks/stats) with 200,000 deliveries over 30 days",
    command: [...tsx, "bench/webhook-stats.ts", "200000"],
    metrics: [
      { label: "window 24h (6,000 deliveries)", path: "windows.24h.median_ms", unit: "ms" },
      { label: "window 7d (42,000 deliveries)", path: "windows.7d.median_ms", unit: "ms" },
      { label: "window 30d (180,000 deliveries)", path: "windows.30d.median_ms", unit: "ms" },
    ],
  },
  {
    name: "research-list",
    title: "Research list, page_size=50, in-process (p50): 1,000 vs 100,000 stored tasks",
    command: [...tsx, "bench/research-list.ts", "300"],
    metrics: [
      { label: "first page, 1,000 tasks", path: "results.1000.first page.p50", unit: "ms" },
      { label: "first page, 100,000 tasks", path: "results.100000.first page.p50", unit: "ms" },
      {
        label: "deep page (cursor), 100,000 tasks",
        path: "results.100000.deep page (cursor).p50",
        unit: "ms",
      },
      { label: "status=running, 100,000 tasks", path: "results.100000.status=running.p50", unit: "ms" },
    ],
  },
  {
    name: "http-load",
    title:
      "HTTP load (autocannon, 10 connections): GET /v1/research/tasks?page_size=50 with 100,000 tasks vs a bare Hono route",
    command: [...tsx, "bench/http-load.ts", "10", "10"],
    metrics: [
      { label: "scoutpost", path: "ours.rps", unit: "req/s" },
      { label: "scoutpost p99 latency", path: "ours.p99_ms", unit: "ms" },
      { label: "bare Hono route (baseline)", path: "bare.rps", unit: "req/s" },
      { label: "ratio scoutpost / bare", path: "ratio", unit: "x" },
    ],
  },
  {
    name: "browsing",
    title:
      "Browsing: per-step screenshot + storage (and the model policy's element list) on a local page, and a 100-step trajectory export",
    command: ["--expose-gc", ...tsx, "bench/browsing.ts", "100"],
    metrics: [
      {
        label: "per step: CDP WEBP screenshot + SQLite insert (median)",
        path: "step.total_median_ms",
        unit: "ms",
      },
      { label: "per step: storage alone (median)", path: "step.storage_median_ms", unit: "ms" },
      { label: "per step: element list, one evaluate (median)", path: "step.elements_median_ms", unit: "ms" },
      {
        label: "per step: the element list's share over screenshot + insert",
        path: "step.elements_overhead_pct",
        unit: "%",
        target: { op: "<=", value: 20 },
      },
      { label: "ZIP export of 100 steps", path: "zip_export.ms", unit: "ms" },
      {
        label: "ZIP export peak live memory (slow client)",
        path: "zip_export.peak_live_mb_throttled_client",
        unit: "MB",
      },
      { label: "archive size", path: "zip_export.archive_mb", unit: "MB" },
    ],
  },
  {
    name: "backup",
    title: "`scoutpost backup` of a 200 MB database that the service writes to meanwhile",
    command: [...tsx, "bench/backup.ts", "200", "20,200"],
    metrics: [
      { label: "a write every 20 ms", path: "rounds.0.seconds", unit: "s" },
      { label: "a write every 200 ms", path: "rounds.1.seconds", unit: "s" },
    ],
  },
  // bench/peers/: one interleaved round (ours, then the peer, fresh processes) per run, so `--runs N` gives N rounds;
  // each run first checks that both sides send the same bytes. Ratios are ours / peer.
  {
    name: "peers-sqlite",
    title:
      "Peers: our SQLite pipeline vs BullMQ + Redis (AOF everysec), 10,000 signed deliveries, concurrency 16, same receiver",
    command: [...tsx, "bench/peers/sqlite.ts", "--rounds", "1"],
    metrics: [
      { label: "ours", path: "ours.dps.median", unit: "deliveries/s" },
      { label: "BullMQ worker", path: "bullmq.dps.median", unit: "deliveries/s" },
      { label: "ratio ours / BullMQ", path: "ratio.dps.median", unit: "x", target: { op: ">=", value: 1.5 } },
      { label: "CPU per delivery, ours", path: "ours.cpu_us.median", unit: "µs" },
      { label: "CPU per delivery, BullMQ node + redis-server", path: "bullmq.cpu_us.median", unit: "µs" },
      { label: "… of which redis-server", path: "bullmq.cpu_us_redis.median", unit: "µs" },
      {
        label: "CPU ratio ours / BullMQ",
        path: "ratio.cpu.median",
        unit: "x",
        target: { op: "<=", value: 0.6 },
      },
    ],
  },
  {
    name: "peers-pg",
    title:
      "Peers: our pipeline on PostgreSQL 15 (defaults) vs graphile-worker 0.17, 5,000 signed deliveries, concurrency 16",
    command: [...tsx, "bench/peers/pg.ts", "--rounds", "1"],
    metrics: [
      { label: "ours", path: "ours.dps.median", unit: "deliveries/s" },
      { label: "graphile-worker", path: "graphile.dps.median", unit: "deliveries/s" },
      { label: "graphile-worker + attempt log", path: "graphile_log.dps.median", unit: "deliveries/s" },
      {
        label: "ratio ours / graphile-worker",
        path: "ratio.dps.median",
        unit: "x",
        target: { op: ">=", value: 1 },
      },
      { label: "ratio ours / graphile-worker + log", path: "ratio.dps_vs_log.median", unit: "x" },
      { label: "CPU per delivery (node + postgres), ours", path: "ours.cpu_us.median", unit: "µs" },
      { label: "CPU per delivery, graphile-worker", path: "graphile.cpu_us.median", unit: "µs" },
      { label: "CPU per delivery, graphile-worker + log", path: "graphile_log.cpu_us.median", unit: "µs" },
      {
        label: "round trips per delivery, ours",
        path: "ours.round_trips.median",
        unit: "",
        target: { op: "<=", value: 3 },
      },
      { label: "round trips per delivery, graphile-worker", path: "graphile.round_trips.median", unit: "" },
      {
        label: "WAL per delivery, ours",
        path: "ours.wal_bytes.median",
        unit: "B",
        target: { op: "<=", value: 4096 },
      },
      { label: "WAL per delivery, graphile-worker", path: "graphile.wal_bytes.median", unit: "B" },
      { label: "WAL per delivery, graphile-worker + log", path: "graphile_log.wal_bytes.median", unit: "B" },
    ],
  },
  {
    name: "peers-relay",
    title:
      "Peers: our relay vs Fastify 5 + stripe.webhooks.constructEvent + BullMQ forwarding worker, 10,000 Stripe-signed 1 KB events, 10 connections",
    command: [...tsx, "bench/peers/relay.ts", "--rounds", "1"],
    metrics: [
      { label: "ours, acknowledged", path: "ours.acked_rps.median", unit: "req/s" },
      { label: "Fastify + BullMQ, acknowledged", path: "fastify.acked_rps.median", unit: "req/s" },
      {
        label: "ratio ours / Fastify",
        path: "ratio.acked_rps.median",
        unit: "x",
        target: { op: ">=", value: 1.5 },
      },
      { label: "ratio ours / Fastify, all forwarded", path: "ratio.forwarded_rps.median", unit: "x" },
      { label: "CPU per request, ours", path: "ours.cpu_us.median", unit: "µs" },
      { label: "CPU per request, Fastify node + redis-server", path: "fastify.cpu_us.median", unit: "µs" },
      {
        label: "CPU ratio ours / Fastify",
        path: "ratio.cpu.median",
        unit: "x",
        target: { op: "<=", value: 1 },
      },
    ],
  },
];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}
const RUNS = Number(arg("--runs") ?? 3);
const ONLY = arg("--only")?.split(",");

const at = (obj: unknown, path: string): number => {
  // Paths are dot-separated, but keys may contain spaces and '=': split on '.' only before a known key.
  let cur: unknown = obj;
  for (const key of path.split(".")) cur = (cur as Record<string, unknown> | undefined)?.[key];
  return typeof cur === "number" ? cur : Number.NaN;
};
const fmt = (n: number) =>
  Number.isNaN(n) ? "—" : Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2);

function machine() {
  let chromium = "not found";
  try {
    chromium = execFileSync("chromium", ["--version"], { encoding: "utf8" }).trim();
  } catch {
    // no browser: the browsing benchmark will fail and say so
  }
  return [
    `- date: ${new Date().toISOString()}`,
    `- machine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    `- load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
    `- node ${process.version}, ${chromium}`,
    `- runs per benchmark: ${RUNS} (each a fresh process; medians reported)`,
  ].join("\n");
}

const sections: string[] = [];
for (const bench of BENCHES.filter((b) => !ONLY || ONLY.includes(b.name))) {
  const samples: unknown[] = [];
  for (let i = 0; i < RUNS; i++) {
    process.stdout.write(`${bench.name}: run ${i + 1}/${RUNS}\n`);
    const res = spawnSync(process.execPath, bench.command, {
      stdio: ["ignore", "inherit", "inherit"],
      timeout: 600_000,
    });
    if (res.status !== 0) throw new Error(`${bench.name} failed (exit ${res.status ?? res.signal})`);
    samples.push(JSON.parse(readFileSync(`bench/results/${bench.name}.json`, "utf8")));
  }
  const rows = bench.metrics.map((m) => {
    const values = samples.map((s) => at(s, m.path)).filter((v) => !Number.isNaN(v));
    const med = values.length ? median(values) : Number.NaN;
    const verdict = m.target
      ? `${m.target.op} ${m.target.value}: ${(m.target.op === ">=" ? med >= m.target.value : med <= m.target.value) ? "met" : "**missed**"}`
      : "";
    return `| ${m.label} | ${fmt(med)} ${m.unit} | ${fmt(Math.min(...values))} – ${fmt(Math.max(...values))} | ${verdict} |`;
  });
  sections.push(
    [
      `### ${bench.title}`,
      "",
      `\`node ${bench.command.join(" ")}\``,
      "",
      "| metric | median | range | target |",
      "|---|---|---|---|",
      ...rows,
    ].join("\n"),
  );
}

const report = [
  `Generated by \`npm run bench\`.`,
  "",
  machine(),
  "",
  ...sections.flatMap((s) => [s, ""]),
].join("\n");
writeFileSync("bench/REPORT.md", `# Benchmark report\n\n${report}`);
const PERFORMANCE = "docs/performance.md";
const readme = readFileSync(PERFORMANCE, "utf8");
const start = "<!-- bench:start -->";
const end = "<!-- bench:end -->";
if (readme.includes(start) && readme.includes(end) && !ONLY) {
  const before = readme.slice(0, readme.indexOf(start) + start.length);
  const after = readme.slice(readme.indexOf(end));
  writeFileSync(PERFORMANCE, `${before}\n${report}\n${after}`);
}
process.stdout.write(`\n${report}\n`);
