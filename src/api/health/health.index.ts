import type { Db } from "../../db/client";
import { writeLockFree } from "../../db/lock";
import { ping } from "../../db/open";
import { type AppDeps, sqliteConnection } from "../../deps";
import { createRouter } from "../../http/router";
import { VERSION } from "../../version";
import { unfinishedDeliveries } from "../../webhooks/log";
import { health } from "./health.routes";

const startedAt = Date.now();

async function pendingDeliveries(deps: AppDeps): Promise<number> {
  try {
    const { pending, delivering } = await deps.store.run(unfinishedDeliveries());
    return pending + delivering;
  } catch {
    return 0;
  }
}

/** SQLite only: another process holding the file's write lock now (PostgreSQL has no such lock to wait on). */
function lockHeldElsewhere(db: Db | undefined): boolean {
  if (!db) return false;
  try {
    return !writeLockFree(db);
  } catch {
    return false; // another storage problem: the writes that meet it say which
  }
}

export const healthRouter = createRouter().openapi(health, async (c) => {
  const deps = c.get("deps");
  const { store, clock, browserStatus, memory, config } = deps;
  const dbOk = await ping(store);
  // Reads work on a full disk; what a write met in the last minute says whether the service can do its work. A
  // lock another process holds now shows as busy (the service still answers; writes wait or are put off).
  const problem = !dbOk
    ? undefined
    : lockHeldElsewhere(sqliteConnection(deps))
      ? ("busy" as const)
      : memory.storage.recent(clock.now());
  const healthy = dbOk && (problem === undefined || problem === "busy");
  const body = {
    status: healthy ? ("ok" as const) : ("error" as const),
    version: VERSION,
    uptime_s: Math.floor((Date.now() - startedAt) / 1000),
    instance: { id: config.instanceId, database: store.dialect },
    checks: {
      database: dbOk ? (problem ?? ("ok" as const)) : ("error" as const),
      browser: browserStatus?.() ?? ("unavailable" as const),
      webhooks: { pending: dbOk ? await pendingDeliveries(deps) : 0 },
    },
  };
  return c.json(body, healthy ? 200 : 503);
});
