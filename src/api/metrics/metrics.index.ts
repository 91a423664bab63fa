import { Gauge, Registry } from "prom-client";
import { browsingTasksByStatus } from "../../browsing/store";
import type { AppDeps } from "../../deps";
import { requireMetricsAccess } from "../../http/auth";
import { createRouter } from "../../http/router";
import { pendingJobsByQueue } from "../../jobs/store";
import { registry } from "../../metrics";
import { researchTasksByStatus } from "../../research/store";
import { countActiveScouts } from "../../scouts/list";
import { unfinishedDeliveries } from "../../webhooks/log";

function gauge(reg: Registry, name: string, help: string, values: Record<string, number>, label?: string) {
  const g = new Gauge({ name, help, labelNames: label ? [label] : [], registers: [reg] });
  for (const [k, v] of Object.entries(values)) label ? g.set({ [label]: k }, v) : g.set(v);
}

/**
 * Gauges over stored state, read from the database at scrape time into a registry of their own (the app's
 * database is per instance; the process registry of src/metrics.ts is global).
 */
export async function collectStateGauges({ store }: Pick<AppDeps, "store">): Promise<Registry> {
  const reg = new Registry();
  const queue = await store.run(unfinishedDeliveries());
  gauge(reg, "scoutpost_webhook_queue_depth", "Webhook deliveries not yet finished", queue, "status");
  const byQueue = await store.run(pendingJobsByQueue());
  gauge(reg, "scoutpost_jobs_pending", "Jobs waiting to be claimed, by queue", byQueue, "queue");
  const research = await store.run(researchTasksByStatus(["queued", "running", "succeeded", "failed"]));
  gauge(reg, "scoutpost_research_tasks", "Research tasks by status", research, "status");
  const browsing = await store.run(
    browsingTasksByStatus(["queued", "running", "succeeded", "failed", "cancelled"]),
  );
  gauge(reg, "scoutpost_browsing_tasks", "Browsing tasks by status", browsing, "status");
  const active = await store.run(countActiveScouts());
  gauge(reg, "scoutpost_scouts_active", "Scouts in the active state", { active });
  return reg;
}

/**
 * `GET /metrics`: Prometheus text, for any API key or METRICS_TOKEN. It carries only counts across all accounts,
 * never ids or payloads.
 */
export const metricsRouter = createRouter().get("/metrics", requireMetricsAccess(), async (c) => {
  const merged = Registry.merge([registry, await collectStateGauges(c.get("deps"))]);
  return c.body(await merged.metrics(), 200, { "Content-Type": registry.contentType });
});
