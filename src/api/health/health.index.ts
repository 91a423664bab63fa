import { type Db, pingDb } from "../../db/client";
import { writeLockFree } from "../../db/lock";
import { runNow } from "../../db/store";
import { createRouter } from "../../http/router";
import { VERSION } from "../../version";
import { unfinishedDeliveries } from "../../webhooks/log";
import { health } from "./health.routes";

const startedAt = Date.now();

function pendingDeliveries(db: Db): number {
  try {
    const { pending, delivering } = runNow(db, unfinishedDeliveries());
    return pending + delivering;
  } catch {
    return 0;
  }
}

function lockHeldElsewhere(db: Db): boolean {
  try {
    return !writeLockFree(db);
  } catch {
    return false; // another storage problem: the writes that meet it say which
  }
}

export const healthRouter = createRouter().openapi(health, (c) => {
  const { db, clock, browserStatus, memory } = c.get("deps");
  const dbOk = pingDb(db);
  // Reads work on a full disk; what a write met in the last minute says whether the service can do its work. A
  // lock another process holds now shows as busy (the service still answers; writes wait or are put off).
  const problem = !dbOk
    ? undefined
    : lockHeldElsewhere(db)
      ? ("busy" as const)
      : memory.storage.recent(clock.now());
  const healthy = dbOk && (problem === undefined || problem === "busy");
  const body = {
    status: healthy ? ("ok" as const) : ("error" as const),
    version: VERSION,
    uptime_s: Math.floor((Date.now() - startedAt) / 1000),
    checks: {
      database: dbOk ? (problem ?? ("ok" as const)) : ("error" as const),
      browser: browserStatus?.() ?? ("unavailable" as const),
      webhooks: { pending: dbOk ? pendingDeliveries(db) : 0 },
    },
  };
  return c.json(body, healthy ? 200 : 503);
});
