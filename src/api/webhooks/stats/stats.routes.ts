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
  .openapi("WebhookStats", {
    example: {
      window: "24h",
      since: "2026-11-27T10:00:00.000Z",
      until: "2026-11-28T10:00:00.000Z",
      deliveries: { total: 42, pending: 1, delivering: 0, succeeded: 39, failed: 2 },
      success_rate: 0.9512,
      attempts: {
        total: 47,
        succeeded: 39,
        failed: 8,
        by_error_class: { timeout: 2, network: 1, http_status: 5, blocked: 0, interrupted: 0, transform: 0 },
      },
      latency_ms: { p50: 84, p95: 412 },
      failing_receivers: [
        {
          url: "https://hooks.example.com/broken",
          failed: 2,
          total: 3,
          last_failed_at: "2026-11-28T09:12:44.019Z",
        },
      ],
    },
  });

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
