import { createRoute, z } from "@hono/zod-openapi";
import { statsWindows } from "../../../webhooks/queries";

const windows = Object.keys(statsWindows) as [keyof typeof statsWindows, ...(keyof typeof statsWindows)[]];
const count = z.number().int();

export const StatsSchema = z
  .object({
    window: z.enum(windows),
    since: z.string().openapi({ format: "date-time" }),
    until: z.string().openapi({ format: "date-time" }),
    deliveries: z.object({
      total: count,
      pending: count,
      delivering: count,
      succeeded: count,
      failed: count,
    }),
    success_rate: z
      .number()
      .nullable()
      .openapi({ description: "succeeded / (succeeded + failed), 0..1; null when none finished" }),
    attempts: z.object({
      total: count,
      succeeded: count,
      failed: count,
      by_error_class: z.object({
        timeout: count,
        network: count,
        http_status: count,
        blocked: count,
        interrupted: count,
        transform: count,
      }),
    }),
    latency_ms: z
      .object({ p50: count.nullable(), p95: count.nullable() })
      .openapi({ description: "Nearest-rank percentiles of finished attempts' durations" }),
    failing_receivers: z
      .array(
        z.object({
          url: z.string(),
          failed: count.openapi({ description: "Deliveries to this URL created in the window that failed" }),
          total: count.openapi({ description: "Deliveries to this URL created in the window" }),
          last_failed_at: z.string().openapi({ format: "date-time" }),
        }),
      )
      .openapi({
        description: "Receivers with failed deliveries in the window, most failures first (at most 5)",
      }),
  })
  .openapi("WebhookStats");

export const getStats = createRoute({
  operationId: "getWebhookStats",
  method: "get",
  path: "/v1/webhooks/stats",
  tags: ["Webhooks"],
  summary: "Delivery counts, success rate, latency and errors over a window",
  request: {
    query: z.object({
      window: z.enum(windows).default("24h").openapi({ description: "1h, 24h (default), 7d or 30d" }),
    }),
  },
  responses: {
    200: { description: "Stats over the window", content: { "application/json": { schema: StatsSchema } } },
  },
});
