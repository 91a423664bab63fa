import { createRoute, z } from "@hono/zod-openapi";
import { deliverySources, deliveryStatuses, errorClasses } from "../../db/schema";
import { BULK_REDELIVER_MAX } from "../../webhooks/bulk-redeliver";
import { errorClassFilter, instantField, statusCodeBodyField } from "./params";
import { attemptResultFields } from "./test-endpoint.routes";

export const RedeliverResultSchema = z
  .object({
    ...attemptResultFields,
    attempt_number: z
      .number()
      .int()
      .openapi({ description: "Number of the new attempt in the delivery's log" }),
    error_class: z.enum(errorClasses).nullable(),
    delivery_status: z
      .enum(deliveryStatuses)
      .openapi({ description: "The delivery's status after the attempt (a success makes it `succeeded`)" }),
  })
  .openapi("WebhookRedeliverResult", {
    example: {
      success: true,
      delivery_id: "01a22162-1020-7a3e-9b21-4c6d8e0f1a2b",
      status_code: 200,
      error: null,
      duration_ms: 91,
      attempt_number: 3,
      error_class: null,
      delivery_status: "succeeded",
    },
  });

const detail = (description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ detail: z.string() }) } },
});

export const redeliver = createRoute({
  operationId: "redeliverDelivery",
  method: "post",
  path: "/v1/webhooks/deliveries/{id}/redeliver",
  tags: ["Webhooks"],
  summary: "Redeliver a webhook now (one manual attempt)",
  description:
    "Makes one manual attempt with the delivery's current payload, signed afresh, and answers with its outcome. " +
    "It counts in `manual_attempts`, not `attempts`, and no automatic retries follow it. " +
    "`GET /v1/webhooks/deliveries/{id}` shows the full attempt log.",
  request: { params: z.object({ id: z.string().max(200) }) },
  responses: {
    200: {
      description: "The attempt's outcome",
      content: { "application/json": { schema: RedeliverResultSchema } },
    },
    404: detail("Unknown delivery (or another account's)"),
    409: detail("An attempt of this delivery is in flight"),
  },
});

export const BulkRedeliverBody = z
  .object({
    status: z.enum(["failed", "succeeded"]).default("failed"),
    source_type: z.enum(deliverySources).optional(),
    source_id: z.string().max(200).optional(),
    url: z.string().max(2048).optional(),
    since: instantField,
    until: instantField,
    update_id: z.string().max(200).optional(),
    status_code: statusCodeBodyField,
    error_class: errorClassFilter,
    max: z.number().int().min(1).max(BULK_REDELIVER_MAX).default(100),
    dry_run: z.boolean().default(false),
  })
  .openapi("WebhookBulkRedeliverRequest", {
    example: {
      status: "failed",
      url: "hooks.example.com",
      since: "2026-11-28T08:00:00Z",
      until: "2026-11-28T10:00:00Z",
      status_code: "5xx",
      max: 100,
    },
  });

export const bulkRedeliver = createRoute({
  operationId: "redeliverDeliveries",
  method: "post",
  path: "/v1/webhooks/deliveries/redeliver",
  tags: ["Webhooks"],
  summary: "Redeliver every finished delivery that matches (recover after an outage)",
  description:
    "Queues one manual attempt for each of your deliveries matching the filters (those of the list; `status` " +
    "`failed` by default, or `succeeded`), oldest first, at most `max`. The attempts run in the background, a " +
    "few at a time, and survive a restart; each shows in its delivery's attempt log. `dry_run` only counts.",
  request: {
    body: {
      required: false,
      content: {
        "application/json": {
          schema: BulkRedeliverBody,
        },
      },
    },
  },
  responses: {
    202: {
      description: "What matched and what was queued",
      content: {
        "application/json": {
          schema: z
            .object({
              matched: z.number().int().openapi({ description: "Deliveries matching the filters" }),
              queued: z.number().int().openapi({ description: "Manual attempts queued (0 for a dry run)" }),
              delivery_ids: z
                .array(z.string())
                .openapi({ description: "The deliveries selected, oldest first" }),
              dry_run: z.boolean(),
            })
            .openapi("WebhookBulkRedeliverResult", {
              example: {
                matched: 2,
                queued: 2,
                delivery_ids: [
                  "01a22162-1020-7a3e-9b21-4c6d8e0f1a2b",
                  "01a2217e-67f4-7b10-8c3d-9e5f1a2b4c6d",
                ],
                dry_run: false,
              },
            }),
        },
      },
    },
  },
});
