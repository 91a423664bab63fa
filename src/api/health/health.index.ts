import { pingDb } from "../../db/client";
import { recentStorageProblem } from "../../db/errors";
import { createRouter } from "../../http/router";
import { VERSION } from "../../version";
import { unfinishedDeliveries } from "../../webhooks/delivery-queue";
import { health } from "./health.routes";

const startedAt = Date.now();

function pendingDeliveries(db: Parameters<typeof pingDb>[0]): number {
  try {
    const { pending, delivering } = unfinishedDeliveries(db);
    return pending + delivering;
  } catch {
    return 0;
  }
}

export const healthRouter = createRouter().openapi(health, (c) => {
  const { db, clock, browserStatus } = c.get("deps");
  const dbOk = pingDb(db);
  // Reads work on a full disk; what a write met in the last minute says whether the service can do its work.
  const problem = dbOk ? recentStorageProblem(db, clock.now()) : undefined;
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
