/**
 * Our pipeline on PostgreSQL vs graphile-worker 0.17 (`npm run bench -- --only peers-pg`, or
 * `npx tsx bench/peers/pg.ts [--rounds 3] [--count 5000]`).
 *
 * One throwaway PostgreSQL 15 cluster with its durable defaults (test/helpers/pg-cluster.ts), a fresh database for
 * every round of every side. Both deliver `count` signed webhooks at concurrency 16 to one receiver process: ours as
 * ./ours-pipeline.ts runs it with DATABASE_URL; graphile-worker as ./graphile-pipeline.ts runs it, plain and
 * with an attempt log (a request row before each send and a response row after, as we keep every attempt). First a
 * check that each sends the same request byte for byte but for the per-delivery values assertSamePipelineRequest
 * names; then rounds interleaved (ours, graphile, graphile + log, ...), fresh processes each, after a warm-up of
 * 500. Per delivery: CPU from /proc (the node process, plus the whole cluster: the postmaster with every backend
 * and helper process, ended ones included through the postmaster's reaped-children times); pg round trips (every
 * pg Client#query the process made: statements, BEGIN and COMMIT; our end-of-run poll is on a connection left out)
 * and transactions among them (each COMMIT or ROLLBACK, and each statement outside BEGIN ... COMMIT; counted by the
 * client because pg_stat_database.xact_commit, read after the backends had exited, missed most of ours); rows
 * written (pg_stat_database tup_inserted + tup_updated + tup_deleted of the round's fresh database, read once the
 * process has exited, divided by every delivery it made: the warm-up's, and start-up's migrations, included); WAL
 * bytes (pg_current_wal_lsn() before and after, the whole cluster); bytes on disk (what the round's database grew
 * by, pg_database_size, over every delivery it made).
 * Writes bench/results/peers-pg.json. `BENCH_PROF=<dir>` writes a CPU profile of every node child (ours among them)
 * there. `--waldump` also splits each round's WAL by record kind (pg_waldump --stats=record over the round's LSNs,
 * the whole cluster's) and prints the largest kinds per delivery.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import pg from "pg";
import { debianPostgresBin, startCluster } from "../../test/helpers/pg-cluster";
import { writeResult } from "../lib";
import { assertSamePipelineRequest } from "./identity";
import {
  args,
  cpuUs,
  postmasterPid,
  RECEIVER,
  type Recorded,
  receiverGet,
  spread,
  start,
  until,
} from "./lib";

const { rounds: ROUNDS, count: COUNT } = args(5_000);
const WALDUMP = process.argv.includes("--waldump");
const WARMUP = 500;
const tsx = [
  "--import",
  "tsx",
  ...(process.env.BENCH_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
];
const bin = debianPostgresBin();
if (!bin) throw new Error("bench/peers/pg.ts needs Debian's postgresql (pg_ctl under /usr/lib/postgresql)");

const receiver = start(["-e", RECEIVER]);
const { port } = (await receiver.next()) as { port: number };
const url = `http://127.0.0.1:${port}/hook`;
const cluster = await startCluster(bin, { durable: true });
const admin = new pg.Client({ connectionString: cluster.url });
const postmaster = postmasterPid(Number(new URL(cluster.url).port));

type SideName = "ours" | "graphile" | "graphile_log";
let serial = 0;
async function launch(side: SideName, warmup: number) {
  const db = `peers_${side}_${++serial}`;
  await admin.query(`create database ${db}`);
  const emptyBytes = await dbBytes(db);
  const dbUrl = Object.assign(new URL(cluster.url), { pathname: `/${db}` }).toString();
  const child =
    side === "ours"
      ? start([...tsx, "bench/peers/ours-pipeline.ts", url, String(COUNT), String(warmup)], {
          DATABASE_URL: dbUrl,
        })
      : start(
          [
            ...tsx,
            "bench/peers/graphile-pipeline.ts",
            url,
            dbUrl,
            String(COUNT),
            String(warmup),
            side === "graphile_log" ? "log" : "plain",
          ],
          // graphile-worker's switch for its per-job success line, as a busy deployment sets it.
          { NO_LOG_SUCCESS: "1" },
        );
  return { db, child, emptyBytes };
}

const dbBytes = async (db: string) =>
  Number((await admin.query("select pg_database_size($1)::bigint as b", [db])).rows[0].b);

const stats = async (db: string) => {
  await admin.query("select pg_stat_clear_snapshot()");
  const r = await admin.query(
    "select (tup_inserted + tup_updated + tup_deleted)::bigint as w from pg_stat_database where datname = $1",
    [db],
  );
  return { rows: Number(r.rows[0].w) };
};
const lsn = async () => (await admin.query("select pg_current_wal_lsn()::text as l")).rows[0].l as string;
const walBytes = async (from: string) =>
  Number(
    (await admin.query("select pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::bigint as b", [from])).rows[0].b,
  );

/**
 * Bytes per delivery by WAL record kind between two LSNs, largest first: pg_waldump's `--stats=record` table
 * (its "combined size", records and full-page images together).
 */
function walByKind(from: string, to: string): Record<string, number> {
  const out = spawnSync(
    join(bin!, "pg_waldump"),
    ["--stats=record", "-p", join(cluster.data, "pg_wal"), "-s", from, "-e", to],
    { encoding: "utf8", timeout: 120_000 },
  );
  if (out.status !== 0) throw new Error(`pg_waldump failed: ${out.stderr}`);
  const kinds: [string, number][] = [];
  for (const line of out.stdout.split("\n")) {
    // "Heap/INSERT   5000 ( 20.1)   …   2345678 ( 23.4)": the last number before the last percentage.
    const m = /^(\S+)\s+\d+\s.*\s(\d+)\s+\(\s*[\d.]+\)\s*$/.exec(line);
    if (m && m[1] !== "Total" && m[1] !== "Type") kinds.push([m[1]!, Number(m[2]) / COUNT]);
  }
  return Object.fromEntries(kinds.sort((a, b) => b[1] - a[1]));
}

async function firstRequest(side: SideName) {
  await receiverGet(port, "/__first");
  const { db, child } = await launch(side, 1);
  try {
    const { secret } = (await child.next()) as { secret: string };
    return { recorded: await receiverGet<Recorded>(port, "/__first"), secret };
  } finally {
    await child.stop();
    await admin.query(`drop database ${db} with (force)`);
  }
}

async function round(side: SideName) {
  const { db, child, emptyBytes } = await launch(side, WARMUP);
  try {
    await child.next();
    const w0 = await lsn();
    const hits0 = await receiverGet<number>(port, "/__hits");
    const c0 = cpuUs(child.pid);
    const p0 = cpuUs(postmaster, { tree: true });
    child.send("go");
    const done = (await child.next()) as { ms: number; queries: number; transactions: number };
    const nodeCpu = cpuUs(child.pid) - c0;
    const pgCpu = cpuUs(postmaster, { tree: true }) - p0;
    const wal = await walBytes(w0);
    const walKinds = WALDUMP ? walByKind(w0, await lsn()) : undefined;
    const hits = (await receiverGet<number>(port, "/__hits")) - hits0;
    await child.stop();
    await until(
      async () =>
        (await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [db]))
          .rows[0].n === 0,
      "the round's backends to exit",
      30_000,
      50,
    );
    // Backends flush their counters on their way out, once they have left pg_stat_activity.
    await new Promise((r) => setTimeout(r, 500));
    const s1 = await stats(db);
    const size = (await dbBytes(db)) - emptyBytes;
    if (hits !== COUNT) throw new Error(`bench: ${side} sent ${hits} requests for ${COUNT} deliveries`);
    const out = {
      dps: COUNT / (done.ms / 1000),
      cpu_us: (nodeCpu + pgCpu) / COUNT,
      node_cpu_us: nodeCpu / COUNT,
      postgres_cpu_us: pgCpu / COUNT,
      round_trips: done.queries / COUNT,
      transactions: done.transactions / COUNT,
      // Over the database's whole life (a backend flushes its counters when it can, at the latest when it ends):
      // the warm-up included, and start-up (migrations) and shutdown spread over every delivery.
      rows_written: s1.rows / (COUNT + WARMUP),
      wal_bytes: wal / COUNT,
      // What the round added to its database on disk (tables, indexes, their free space), over every delivery made.
      disk_bytes: size / (COUNT + WARMUP),
      ...(walKinds && { wal_by_kind: walKinds }),
    };
    process.stdout.write(
      `  ${side}: ${out.dps.toFixed(0)} deliveries/s, ${out.cpu_us.toFixed(0)} µs CPU each (node ${out.node_cpu_us.toFixed(0)} + ` +
        `postgres ${out.postgres_cpu_us.toFixed(0)}), ${out.round_trips.toFixed(2)} round trips, ${out.transactions.toFixed(2)} transactions, ` +
        `${out.rows_written.toFixed(2)} rows written, ${out.wal_bytes.toFixed(0)} B WAL, ${out.disk_bytes.toFixed(0)} B on disk\n`,
    );
    if (walKinds)
      for (const [kind, b] of Object.entries(walKinds).slice(0, 8))
        process.stdout.write(`    ${kind}: ${b.toFixed(0)} B\n`);
    return out;
  } finally {
    await child.stop();
    await admin.query(`drop database if exists ${db} with (force)`);
  }
}

try {
  await admin.connect();
  const ours = await firstRequest("ours");
  const varying: Record<string, string[]> = {};
  for (const peer of ["graphile", "graphile_log"] as const) {
    const p = await firstRequest(peer);
    varying[peer] = assertSamePipelineRequest(ours.recorded, ours.secret, p.recorded, p.secret, peer).varying;
  }
  process.stdout.write(
    `byte-identity: same request from all three but for ${varying.graphile!.join(", ")}\n`,
  );

  const per: Record<SideName, Awaited<ReturnType<typeof round>>>[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    process.stdout.write(`round ${i + 1}/${ROUNDS}\n`);
    const o = await round("ours");
    const g = await round("graphile");
    const l = await round("graphile_log");
    per.push({ ours: o, graphile: g, graphile_log: l });
  }
  const side = (s: SideName) => {
    const keys = Object.keys(per[0]![s]).filter((k) => k !== "wal_by_kind") as "dps"[];
    return Object.fromEntries(keys.map((k) => [k, spread(per.map((r) => r[s][k]))]));
  };
  const result = {
    count: COUNT,
    rounds: ROUNDS,
    concurrency: 16,
    warmup: WARMUP,
    node: process.version,
    postgres: (await admin.query("show server_version")).rows[0].server_version,
    byte_identity: { checked: true, varying },
    ours: side("ours"),
    graphile: side("graphile"),
    graphile_log: side("graphile_log"),
    // Ratios of each interleaved round (ours / peer).
    ratio: {
      dps: spread(per.map((r) => r.ours.dps / r.graphile.dps)),
      cpu: spread(per.map((r) => r.ours.cpu_us / r.graphile.cpu_us)),
      dps_vs_log: spread(per.map((r) => r.ours.dps / r.graphile_log.dps)),
      cpu_vs_log: spread(per.map((r) => r.ours.cpu_us / r.graphile_log.cpu_us)),
    },
    target: { dps_ratio: ">= 1.0", round_trips: "<= 3", wal_bytes: "<= 4096" },
    per_round: per,
  };
  process.stdout.write(
    `ours ${result.ours.dps!.median}/s; graphile-worker ${result.graphile.dps!.median}/s, with a log ` +
      `${result.graphile_log.dps!.median}/s; ratios ${result.ratio.dps.median}× and ${result.ratio.dps_vs_log.median}×\n`,
  );
  writeResult("peers-pg", result);
} finally {
  await admin.end().catch(() => {});
  cluster.stop();
  await receiver.stop();
}
