import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { jobs, scouts } from "../../src/db/schema";
import { runNow } from "../../src/db/store";
import type { CreateScoutInput } from "../../src/scouts/input";
import { SCOUT_RUN_QUEUE, type ScoutRunPayload } from "../../src/scouts/scheduler";
import { insertScout } from "../../src/scouts/store";
import type { SqliteDeps } from "../helpers/deps";

/** A temporary directory for SQLite files that outlive one set of deps (restarts); removed by `cleanup`. */
export function tempDbPath() {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-scouts-"));
  return { path: join(dir, "db.sqlite"), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A scout stored as the API stores it (same function), without going through HTTP. */
export function addScout(deps: SqliteDeps, accountId: string, input: Partial<CreateScoutInput> = {}) {
  return runNow(
    deps.db,
    insertScout(deps.clock, accountId, { query: "Monitor https://example.com", ...input }),
  );
}

/** The scout_run jobs enqueued so far, as payloads, oldest first. */
export function runJobs(deps: SqliteDeps): ScoutRunPayload[] {
  return deps.db
    .select()
    .from(jobs)
    .where(eq(jobs.queue, SCOUT_RUN_QUEUE))
    .orderBy(jobs.createdAt)
    .all()
    .map((j) => j.payload as ScoutRunPayload);
}

export const scoutRow = (deps: SqliteDeps, id: string) =>
  deps.db.select().from(scouts).where(eq(scouts.id, id)).get();
