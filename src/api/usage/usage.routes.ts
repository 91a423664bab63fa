import { createRoute, z } from "@hono/zod-openapi";

/** Periods `GET /v1/usage` reports on, with their length in milliseconds. */
export const PERIODS = {
  "24h": 24 * 3600_000,
  "7d": 7 * 24 * 3600_000,
  "30d": 30 * 24 * 3600_000,
  "90d": 90 * 24 * 3600_000,
} as const;

const periodNames = ["24h", "7d", "30d", "90d"] as const;
const nullInt = (description: string) => z.number().int().nullable().openapi({ description });
const resetAt = z
  .string()
  .openapi({ format: "date-time", description: "Next 00:00 UTC, when requests_today starts again" });

const RateLimits = z
  .object({
    requests_today: z.number().int().openapi({
      description: "Browsing and research tasks and chat requests charged since 00:00 UTC",
    }),
    daily_limit: nullInt("Always null: this instance enforces no daily request limit"),
    remaining_requests: nullInt("Always null: no daily request limit"),
    reset_at: resetAt,
    status: z.enum(["available", "unavailable"]).openapi({
      description:
        "unavailable when the prepaid credits cannot pay for the cheapest work (billing not set up)",
    }),
    limited_by: z.enum(["prepaid_credits", "none"]).openapi({
      description:
        "The limit this instance enforces on the account: its prepaid credits, or none under billing",
    }),
    remaining_credits: nullInt("Prepaid credits left to spend; null under billing (no limit)"),
  })
  .openapi("RateLimits");

const RESET_AT = "2026-11-29T00:00:00.000Z";
const navigatorLimits = {
  requests_today: 2,
  daily_limit: null,
  remaining_requests: null,
  reset_at: RESET_AT,
  per_second_limit: null,
};

const NavigatorRateLimits = z
  .object({
    requests_today: z.number().int().openapi({ description: "Chat requests charged since 00:00 UTC" }),
    daily_limit: nullInt("Always null: no daily limit here"),
    remaining_requests: nullInt("Always null: no daily limit here"),
    reset_at: resetAt,
    per_second_limit: nullInt("Always null: no per-second limit here"),
  })
  .openapi("NavigatorRateLimits");

export const UsageResponse = z
  .object({
    credits_balance: z
      .number()
      .int()
      .openapi({ description: "Prepaid credits left (negative under billing)" }),
    billing_enabled: z.boolean(),
    num_active_scouts: z.number().int(),
    active_scout_ids: z.array(z.string()),
    rate_limits: RateLimits,
    navigator_rate_limits: NavigatorRateLimits,
    n1_rate_limits: NavigatorRateLimits.openapi({ description: "Deprecated alias of navigator_rate_limits" }),
    activity: z.object({
      period: z.enum(periodNames),
      scout_runs: z.number().int(),
      browsing_tasks: z.number().int(),
      research_tasks: z.number().int(),
      navigator_calls: z.number().int().openapi({ description: "Chat completion requests (any model)" }),
      n1_calls: z.number().int().openapi({ description: "Deprecated alias of navigator_calls" }),
      chat_requests: z.number().int(),
    }),
    overage_credits: z.number().int().openapi({
      description: "Credits charged beyond a zero balance in the period (metered, billing only)",
    }),
  })
  .openapi("Usage", {
    example: {
      credits_balance: 940,
      billing_enabled: false,
      num_active_scouts: 1,
      active_scout_ids: ["3f6c2a9e-8b1d-4c7a-9e52-1d4b7f0a6c38"],
      rate_limits: {
        requests_today: 5,
        daily_limit: null,
        remaining_requests: null,
        reset_at: RESET_AT,
        status: "available",
        limited_by: "prepaid_credits",
        remaining_credits: 940,
      },
      navigator_rate_limits: navigatorLimits,
      n1_rate_limits: navigatorLimits,
      activity: {
        period: "24h",
        scout_runs: 1,
        browsing_tasks: 1,
        research_tasks: 2,
        navigator_calls: 2,
        n1_calls: 2,
        chat_requests: 2,
      },
      overage_credits: 0,
    },
  });

export const getUsage = createRoute({
  operationId: "getUsage",
  method: "get",
  path: "/v1/usage",
  tags: ["Usage"],
  summary: "Active scouts, limits, and charged work in a period; credits and billing",
  request: {
    query: z.object({
      period: z.enum(periodNames).default("24h").openapi({ description: "Activity period (default 24h)" }),
    }),
  },
  responses: {
    200: { description: "Usage of the account", content: { "application/json": { schema: UsageResponse } } },
    422: { description: "Validation error (an unknown period)" },
  },
});
