import { createRoute, z } from "@hono/zod-openapi";

/** Periods `GET /v1/usage` reports on, with their length in milliseconds. */
export const PERIODS = {
  "24h": 24 * 3600_000,
  "7d": 7 * 24 * 3600_000,
  "30d": 30 * 24 * 3600_000,
  "90d": 90 * 24 * 3600_000,
} as const;

export const UsageResponse = z
  .object({
    credits_balance: z
      .number()
      .int()
      .openapi({ description: "Prepaid credits left (negative under billing)" }),
    billing_enabled: z.boolean(),
    num_active_scouts: z.number().int(),
    active_scout_ids: z.array(z.string()),
    activity: z.object({
      period: z.enum(["24h", "7d", "30d", "90d"]),
      scout_runs: z.number().int(),
      browsing_tasks: z.number().int(),
      research_tasks: z.number().int(),
      chat_requests: z.number().int(),
    }),
    overage_credits: z.number().int().openapi({
      description: "Credits charged beyond a zero balance in the period (metered, billing only)",
    }),
  })
  .openapi("Usage");

export const getUsage = createRoute({
  method: "get",
  path: "/v1/usage",
  tags: ["Usage"],
  summary: "Credits, billing, active scouts and charged work in a period",
  request: {
    query: z.object({
      period: z.enum(["24h", "7d", "30d", "90d"]).default("30d"),
    }),
  },
  responses: {
    200: { description: "Usage of the account", content: { "application/json": { schema: UsageResponse } } },
  },
});
