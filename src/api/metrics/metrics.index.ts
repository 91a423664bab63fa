import { count, eq, inArray } from "drizzle-orm";
import { Gauge, Registry } from "prom-client";
import type { Db } from "../../db/client";
import { browsingTasks, jobs, researchTasks, scouts } from "../../db/schema";
import { requireMetricsAccess } from "../../http/auth";
import { createRouter } from "../../http/router";
import { registry } from "../../metrics";
import { unfinishedDeliveries } from "../../webhooks/log";

type Table = typeof researchTasks | typeof browsingTasks;

/** Row counts per status, with every status named (zero when absent) so series never vanish between scrapes. */
function byStatus(db: Db, table: Table, statuses: readonly string[]): Record<string, number> {
  const out = Object.fromEntries(statuses.map((s) => [s, 0]));
  const rows = db
    .select({ status: table.status, n: count() })
    .from(table)
    .where(inArray(table.status, statuses as never))
    .groupBy(table.status)
    .all();
  for (const r of rows) out[r.status] = r.n;
  return out;
}

function gauge(reg: Registry, name: string, help: string, values: Record<string, number>, label?: string) {
  const g = new Gauge({ name, help, labelNames: label ? [label] : [], registers: [reg] });
  for (const [k, v] of Object.entries(values)) label ? g.set({ [label]: k }, v) : g.set(v);
}

/**
 * Gauges over stored state, read from the database at scrape time into a registry of their own (the app's
 * database is per instance; the process registry of src/metrics.ts is global).
 */
export function collectStateGauges(db: Db): Registry {
  const reg = new Registry();
  const queue = unfinishedDeliveries(db);
  gauge(reg, "scoutpost_webhook_queue_depth", "Webhook deliveries not yet finished", queue, "status");
  const pending = db
    .select({ queue: jobs.queue, n: count() })
    .from(jobs)
    .where(eq(jobs.status, "pending"))
    .groupBy(jobs.queue)
    .all();
  const byQueue = Object.fromEntries(pending.map((r) => [r.queue, r.n]));
  gauge(reg, "scoutpost_jobs_pending", "Jobs waiting to be claimed, by queue", byQueue, "queue");
  const research = byStatus(db, researchTasks, ["queued", "running", "succeeded", "failed"]);
  gauge(reg, "scoutpost_research_tasks", "Research tasks by status", research, "status");
  const browsing = byStatus(db, browsingTasks, ["queued", "running", "succeeded", "failed", "cancelled"]);
  gauge(reg, "scoutpost_browsing_tasks", "Browsing tasks by status", browsing, "status");
  const active = db.select({ n: count() }).from(scouts).where(eq(scouts.status, "active")).get()!.n;
  gauge(reg, "scoutpost_scouts_active", "Scouts in the active state", { active });
  return reg;
}

/**
 * `GET /metrics`: Prometheus text, for any API key or METRICS_TOKEN. It carries only counts across all accounts,
 * never ids or payloads.
 */
export const metricsRouter = createRouter().get("/metrics", requireMetricsAccess(), async (c) => {
  const merged = Registry.merge([registry, collectStateGauges(c.get("deps").db)]);
  return c.body(await merged.metrics(), 200, { "Content-Type": registry.contentType });
});
