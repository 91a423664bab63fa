import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus registry. Counters and histograms are observed where the work happens (the webhook
 * sender, the engines); gauges over stored state (queue depth, tasks by status) are collected at scrape time by
 * the /metrics route.
 */
export const registry = new Registry();
// The process's own: memory (resident, heap by space), CPU, open files, event-loop delay, GC: what a dashboard
// watches for a leak or a stall, under the names every Node.js dashboard already knows (process_*, nodejs_*).
collectDefaultMetrics({ register: registry });

export const metrics = {
  /** One increment per finished webhook attempt. outcome: success|retryable|final; error_class as in the log. */
  webhookAttempts: new Counter({
    name: "scoutpost_webhook_attempts_total",
    help: "Webhook delivery attempts by outcome",
    labelNames: ["outcome", "error_class", "trigger"] as const,
    registers: [registry],
  }),
  /** Deliveries reaching a final state, counted each time (a failed one a redelivery makes succeed: once each). */
  webhookDeliveries: new Counter({
    name: "scoutpost_webhook_deliveries_total",
    help: "Webhook deliveries that reached a final status (each time they did), by that status",
    labelNames: ["status"] as const,
    registers: [registry],
  }),
  /** Requests a relay source received, by what became of them: accepted | rejected | duplicate. */
  relayRequests: new Counter({
    name: "scoutpost_relay_requests_total",
    help: "Requests received by relay sources, by status",
    labelNames: ["status"] as const,
    registers: [registry],
  }),
  webhookAttemptDuration: new Histogram({
    name: "scoutpost_webhook_attempt_duration_seconds",
    help: "Duration of webhook attempts (request sent to response read)",
    labelNames: ["outcome"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
  /** Finished engine work (research, browsing, scout runs, chat) by kind and status. */
  engineRuns: new Counter({
    name: "scoutpost_engine_runs_total",
    help: "Finished engine runs by kind and status",
    labelNames: ["kind", "status"] as const,
    registers: [registry],
  }),
};
