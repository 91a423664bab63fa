/**
 * What an instance with nothing to do costs: `npx tsx bench/idle.ts [--seconds 30] [--dir checkout ...]`.
 *
 * Starts the service from each checkout's sources (through tsx; default: this one) on a fresh SQLite file, then on
 * a fresh database of a throwaway PostgreSQL server, waits until /health answers and 5 s more, and measures over
 * `seconds` of nothing to do: the CPU of the service's process, and on PostgreSQL of the server's processes too,
 * and the transactions the server committed for that database (pg_stat_database). Checkouts run one after another
 * on the same server; compare two by passing both (`git worktree add /tmp/before <commit>`, with its node_modules).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { debianPostgresBin, startCluster } from "../test/helpers/pg-cluster";
import { freePort } from "../test/helpers/ports";
import { writeResult } from "./lib";
import { cpuUs, postmasterPid } from "./peers/lib";

const argv = process.argv.slice(2);
const option = (name: string) => argv.flatMap((a, i) => (a === `--${name}` ? [argv[i + 1]!] : []));
const SECONDS = Number(option("seconds")[0] ?? 30);
const DIRS = option("dir").length ? option("dir").map((d) => resolve(d)) : [process.cwd()];
const SETTLE_MS = 5_000;

const bin = debianPostgresBin();
if (!bin) throw new Error("bench/idle.ts needs Debian's postgresql (apt-get install postgresql)");
const cluster = await startCluster(bin, { durable: true });
const serverPid = postmasterPid(Number(new URL(cluster.url).port));

async function admin<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: cluster.url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

async function started(
  dir: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: dir,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port };
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`${dir}: the service did not answer /health within 60 s`);
}

async function stopped(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

const commits = async (name: string) =>
  Number(
    (
      await admin<{ n: string }>("select xact_commit as n from pg_stat_database where datname = $1", [name])
    )[0]!.n,
  );

const rows: Record<string, unknown>[] = [];
for (const dir of DIRS) {
  const tmp = mkdtempSync(join(tmpdir(), "scoutpost-idle-"));
  const sqlite = await started(dir, { DATABASE_PATH: join(tmp, "idle.db") });
  await sleep(SETTLE_MS);
  let cpu = cpuUs(sqlite.child.pid!);
  await sleep(SECONDS * 1000);
  rows.push({
    dir,
    database: "SQLite",
    service_cpu_ms_per_min: ((cpuUs(sqlite.child.pid!) - cpu) / 1000) * (60 / SECONDS),
  });
  await stopped(sqlite.child);
  rmSync(tmp, { recursive: true, force: true });

  const name = `sp_idle_${Date.now()}`;
  await admin(`create database ${name}`);
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  const onPg = await started(dir, { DATABASE_URL: url.toString() });
  await sleep(SETTLE_MS);
  cpu = cpuUs(onPg.child.pid!);
  const server = cpuUs(serverPid, { tree: true });
  const before = await commits(name);
  await sleep(SECONDS * 1000);
  rows.push({
    dir,
    database: "PostgreSQL",
    service_cpu_ms_per_min: ((cpuUs(onPg.child.pid!) - cpu) / 1000) * (60 / SECONDS),
    server_cpu_ms_per_min: ((cpuUs(serverPid, { tree: true }) - server) / 1000) * (60 / SECONDS),
    // Less the one this query's own connection commits.
    commits_per_min: (((await commits(name)) - before - 1) * 60) / SECONDS,
  });
  await stopped(onPg.child);
  await admin(`drop database ${name} with (force)`);
}
cluster.stop();

console.log(`idle for ${SECONDS} s after ${SETTLE_MS / 1000} s to settle; per minute:`);
for (const r of rows) console.log(JSON.stringify(r));
// The last checkout's rows by database, for bench/run.ts's report.
const last = rows.slice(-2);
writeResult("idle", { seconds: SECONDS, rows, sqlite: last[0], postgres: last[1] });
