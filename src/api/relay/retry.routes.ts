import { createRoute, z } from "@hono/zod-openapi";
import { RETRY_LIMITS } from "../../webhooks/retry-policy";
import { ErrorSchema } from "../webhooks/params";
import { failingExample } from "./examples";

// docs/design.md §6b "Destination" and "Failing destinations": a destination's retry policy, rate limit and
// signing, the destinations failing now, and retrying all of one's failed deliveries.

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const iso = z.string().openapi({ format: "date-time" });
const tags = ["Relay"];

const scheduleField = z
  .array(z.number().int().min(0).max(RETRY_LIMITS.delayS))
  .min(1)
  .max(RETRY_LIMITS.delays)
  .openapi({
    description:
      "Seconds to wait before the first attempt, then after each failed one (each at most 86400); one attempt " +
      "per entry",
    example: [0, 5, 300, 1800, 7200, 18000, 36000, 36000],
  });
const maxAttemptsField = z.number().int().min(1).max(RETRY_LIMITS.attempts);
const maxAgeField = z.number().int().min(1).max(RETRY_LIMITS.ageS);

/**
 * A retry policy as given: `schedule_s`, or `max_attempts` with `max_age_s`. One object with the three fields (not
 * a union), so a bad value is reported at its own place, `["body","retry","schedule_s",0]`, as pydantic would.
 */
export const RetryInputSchema = z
  .object({
    schedule_s: scheduleField.optional(),
    max_attempts: maxAttemptsField.optional(),
    max_age_s: maxAgeField.optional(),
  })
  .superRefine((v, ctx) => {
    const capped = v.max_attempts !== undefined || v.max_age_s !== undefined;
    if (v.schedule_s !== undefined && capped)
      ctx.addIssue({ code: "custom", message: "Give schedule_s, or max_attempts and max_age_s, not both" });
    else if (v.schedule_s === undefined)
      for (const field of ["max_attempts", "max_age_s"] as const)
        if (v[field] === undefined)
          ctx.addIssue({
            code: "invalid_type",
            expected: "number",
            path: [field],
            message: "Field required",
          });
  })
  .openapi("RelayRetryInput", {
    description:
      "When a failed forward is tried again: `schedule_s` (the waits themselves), or `max_attempts` and " +
      "`max_age_s` over the default waits. Absent: the default schedule, 0, 5, 300, 1800, 7200, 18000, 36000, " +
      "36000 s. A receiver's longer `Retry-After` is honoured up to the policy's last allowed time.",
  });

export type RetryInput = z.infer<typeof RetryInputSchema>;

/** The policy to store from a valid input. */
export const retryPolicyOf = (r: RetryInput) =>
  r.schedule_s !== undefined
    ? { schedule_s: r.schedule_s }
    : { max_attempts: r.max_attempts!, max_age_s: r.max_age_s! };

export const RetryViewSchema = z
  .union([
    z.object({ schedule_s: z.array(z.number().int()) }),
    z.object({ max_attempts: z.number().int(), max_age_s: z.number().int() }),
  ])
  .openapi("RelayRetry", { description: "The destination's retry policy, the default filled in" });

export const rateLimitField = z.number().gt(0).max(1000).openapi({
  description:
    "At most this many forwards a second start towards the destination; a burst waits its turn, none is dropped",
});

export const signField = z.boolean().openapi({
  description:
    "Sign forwards with Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`) under a " +
    "secret of the destination's own, shown once in this answer; `false` stops signing and drops the secret",
});

const FailingSchema = z
  .object({
    source_id: z.string(),
    source_name: z.string(),
    destination_id: z.string(),
    url: z.string(),
    paused: z.boolean(),
    last_error: z.string().nullable(),
    last_status_code: z.number().int().nullable(),
    last_failed_at: iso.nullable().openapi({ description: "Null while its failures are retries that wait" }),
    failed_count: z.number().int(),
    waiting_count: z
      .number()
      .int()
      .openapi({ description: "Deliveries waiting for an attempt (a retry, or their turn) or in flight" }),
    next_attempt_at: iso.nullable(),
  })
  .openapi("RelayFailingDestination");

export const listFailingDestinations = createRoute({
  operationId: "listFailingRelayDestinations",
  method: "get",
  path: "/v1/relay/destinations/failing",
  tags,
  summary:
    "Destinations whose last delivery failed or whose deliveries wait for a retry, with the last error",
  responses: {
    200: {
      description: "The failing destinations",
      ...json(
        z
          .object({ destinations: z.array(FailingSchema) })
          .openapi("RelayFailingDestinationList", { example: { destinations: [failingExample] } }),
      ),
    },
  },
});

export const retryDestination = createRoute({
  operationId: "retryRelayDestination",
  method: "post",
  path: "/v1/relay/sources/{id}/destinations/{destination_id}/retry",
  tags,
  summary:
    "Retry all of a destination's failed deliveries: one more attempt each, spaced by its rate limit (at most " +
    "10,000 a call; `remaining` says how many are left)",
  request: { params: z.object({ id: z.string().max(200), destination_id: z.string().max(200) }) },
  responses: {
    200: {
      description: "How many were queued",
      ...json(
        z
          .object({ queued: z.number().int(), remaining: z.number().int() })
          .openapi("RelayDestinationRetry", { example: { queued: 3, remaining: 0 } }),
      ),
    },
    404: { description: "Destination not found", ...json(ErrorSchema) },
  },
});
