/** Shared pieces of the benchmarks (bench/*.ts): seeding, a throwaway app, percentiles, result files. */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAccount, createApiKey } from "../src/accounts/keys";
import { createApp } from "../src/app";
import { systemClock } from "../src/clock";
import { loadConfig } from "../src/config";
import { createDb, type Db } from "../src/db/client";
import { runNow, sqliteStore } from "../src/db/store";
import type { AppDeps } from "../src/deps";
import { JobRunner } from "../src/jobs/runner";
import { silentLogger } from "../src/logger";
import { createProcessMemory } from "../src/memory";
import { createHttpClients } from "../src/net/clients";
import { relayForwarder } from "../src/relay/forwarder";

/** Nearest-rank percentile (q in 0..1) of a sample. */
export function percentile(samples: number[], q: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
}

export const median = (samples: number[]) => percentile(samples, 0.5);

/** Write `bench/results/<name>.json`, which bench/run.ts collects into the report. */
export function writeResult(name: string, result: unknown): void {
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(join("bench/results", `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

/** A temp-file database with the real migrations, an app over it, and one account with a key. */
export function benchApp(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-bench-"));
  const db = createDb(join(dir, "bench.db"));
  const config = loadConfig(env);
  const memory = createProcessMemory();
  const deps: AppDeps = {
    db,
    store: sqliteStore(db),
    config,
    clock: systemClock,
    logger: silentLogger,
    jobs: new JobRunner(sqliteStore(db), systemClock, silentLogger, { storage: memory.storage }),
    http: createHttpClients(config),
    memory,
    forwarders: [relayForwarder],
  };
  const app = createApp(deps);
  const account = runNow(db, createAccount(systemClock, "bench", 1_000_000));
  const { key } = runNow(db, createApiKey(systemClock, account.id));
  return { dir, db, deps, app, account, key };
}

/** Insert `n` research tasks for an account: mostly finished, some failed, a few in flight. */
export function seedResearchTasks(db: Db, accountId: string, n: number, start: number): void {
  const insert = db.$client.prepare(
    "insert into research_tasks (id, account_id, query, mode, status, created_at) values (?, ?, ?, ?, ?, ?)",
  );
  db.$client.transaction(() => {
    for (let i = 0; i < n; i++) {
      const r = i % 100;
      const status = r < 2 ? "queued" : r < 3 ? "running" : r < 10 ? "failed" : "succeeded";
      insert.run(
        randomUUID(),
        accountId,
        `Benchmark question ${i} https://example.com/${i}`,
        "fast",
        status,
        start + i,
      );
    }
  })();
}
