import { afterAll, beforeAll } from "vitest";
import { ManualClock } from "../../src/clock";
import { createPgDb, type PgHandle } from "../../src/db/pg/client";
import { postgresStore } from "../../src/db/pg/store";
import type { AppDeps } from "../../src/deps";
import { JobRunner } from "../../src/jobs/runner";
import { silentLogger } from "../../src/logger";
import { makeDeps } from "../helpers/deps";
import { type TestDatabase, withPostgres } from "../helpers/postgres";
import { TEST_ENV } from "./setup";

// The webhook pipeline's dependencies on either database, for the suites that run each case on both: SQLite in
// memory (makeDeps, as every other webhook test) and a real PostgreSQL (test/helpers/postgres.ts). A PostgreSQL
// "instance" is a pool of its own on the suite's database, as a process would have, with its own job runner.

export type Kind = "SQLite" | "PostgreSQL";
export const KINDS: Kind[] = ["SQLite", "PostgreSQL"];

/**
 * Register the suite's PostgreSQL database (made before its tests, dropped after) and return the factory of
 * instances: real deps whose store (and job runner) is the given database's, sharing `clock`.
 */
export function storesForSuite() {
  let database: TestDatabase | undefined;
  const handles: PgHandle[] = [];
  const deps: AppDeps[] = [];
  beforeAll(async () => {
    database = await withPostgres();
  });
  afterAll(async () => {
    for (const d of deps) await d.http.close();
    for (const h of handles) await h.close();
    await database?.drop();
  });
  return async function instance(
    kind: Kind,
    opts: { clock?: ManualClock; env?: Record<string, string> } = {},
  ): Promise<AppDeps> {
    const clock = opts.clock ?? new ManualClock(Date.now());
    const base = makeDeps({ env: { ...TEST_ENV, ...opts.env }, clock });
    deps.push(base);
    if (kind === "SQLite") return base;
    const handle = await createPgDb(database!.url, { max: 4 });
    handles.push(handle);
    const store = postgresStore(handle);
    const jobs = new JobRunner(store, clock, silentLogger, { pollMs: 20, storage: base.memory.storage });
    return { ...base, store, jobs };
  };
}
