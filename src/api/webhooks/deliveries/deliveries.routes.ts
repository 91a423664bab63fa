import { createRoute, z } from "@hono/zod-openapi";
import { deliveryFormats, deliverySources } from "../../../db/schema";
import { boundedPagingQuery } from "../../../http/pagination";
import { deliveryStatuses, errorClasses } from "../../../webhooks/queries";
import { ErrorSchema, errorClassFilter, instantParam, pageFields, statusCodeFilter } from "../params";

const iso = z.string().openapi({ format: "date-time" });

// The examples /docs shows: a scout update's delivery that failed once, then succeeded on its retry.
const DELIVERY_ID = "01a22162-1020-7a3e-9b21-4c6d8e0f1a2b";
const UPDATE_ID = "8d2e4b61-0f3a-4c9d-b7e5-6a1c2f9d0e84";
const deliveryExample = {
  id: DELIVERY_ID,
  source_type: "scout" as const,
  source_id: "3f6c2a9e-8b1d-4c7a-9e52-1d4b7f0a6c38",
  update_id: UPDATE_ID,
  url: "https://hooks.example.com/scoutpost",
  format: "scout" as const,
  request_id: null,
  status: "succeeded" as const,
  attempts: 2,
  manual_attempts: 0,
  next_attempt_at: null,
  last_status_code: 200,
  last_error: null,
  last_error_class: null,
  created_at: "2026-11-28T09:00:04.512Z",
  completed_at: "2026-11-28T09:00:09.717Z",
  latency_ms: 87,
};
const event = {
  scout: {
    id: deliveryExample.source_id,
    display_name: "Example pricing",
    query: "Tell me when https://example.com/pricing changes",
  },
  update: {
    id: UPDATE_ID,
    timestamp: "2026-11-28T09:00:04.512Z",
    status: "completed",
    has_changes: true,
    summary: "1 change since the last run. Changed: Pro plan $24 → $29 a month",
    details_url: `https://scoutpost.example.com/platform/scouts/${deliveryExample.source_id}/updates/${UPDATE_ID}`,
    report_content: "The Pro plan now costs $29 a month [1].",
  },
};
/** An attempt's request as sent: the scout payload, signed (Standard Webhooks). */
const sent = (attempt: number, timestamp: string) => ({
  url: deliveryExample.url,
  method: "POST",
  headers: {
    "content-type": "application/json",
    "user-agent": "Scout-Webhook/1.0",
    "x-scout-event": "scout.update",
    "webhook-id": DELIVERY_ID,
    "webhook-timestamp": String(Math.floor(Date.parse(timestamp) / 1000)),
    "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  },
  body: JSON.stringify({
    event_type: "scout_update",
    ...event,
    delivery: { id: DELIVERY_ID, attempt, timestamp },
  }),
  body_encoding: "utf8" as const,
});

export const DeliverySchema = z
  .object({
    id: z.string(),
    source_type: z.enum(deliverySources),
    source_id: z.string().nullable(),
    update_id: z.string().nullable(),
    url: z.string(),
    format: z.enum(deliveryFormats).openapi({ description: "`passthrough`: a relayed request's own bytes" }),
    request_id: z
      .string()
      .nullable()
      .openapi({ description: "The relayed request this delivery forwards (source_type `relay`)" }),
    status: z.enum(deliveryStatuses),
    attempts: z.number().int().openapi({ description: "Automatic attempts made" }),
    manual_attempts: z.number().int(),
    next_attempt_at: iso.nullable(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    last_error_class: z
      .enum(errorClasses)
      .nullable()
      .openapi({ description: "The last recorded attempt's error class (null after a success)" }),
    created_at: iso,
    completed_at: iso.nullable(),
    latency_ms: z.number().int().nullable().openapi({ description: "Duration of the last attempt" }),
  })
  .openapi("WebhookDelivery");

const AttemptSchema = z
  .object({
    number: z.number().int(),
    trigger: z.enum(["initial", "retry", "manual", "test"]),
    started_at: iso,
    completed_at: iso.nullable(),
    duration_ms: z.number().int().nullable(),
    request: z.object({
      url: z.string(),
      method: z.string(),
      headers: z.record(z.string(), z.string()),
      body: z.string(),
      body_encoding: z.enum(["utf8", "base64"]).openapi({
        description: "utf8: body is the text sent; base64: the bytes sent (a relayed body) were not UTF-8",
      }),
    }),
    response: z
      .object({
        status: z.number().int(),
        headers: z.record(z.string(), z.string()),
        body: z.string().openapi({ description: "The first 16 KiB of the response" }),
        body_encoding: z.enum(["utf8", "base64"]).openapi({
          description:
            "utf8: body is the text received; base64: the bytes were not UTF-8 and body holds them in base64",
        }),
      })
      .nullable()
      .openapi({ description: "Null when no response arrived (timeout, network error, blocked)" }),
    error_class: z.enum(errorClasses).nullable(),
    error_message: z.string().nullable(),
    retryable: z.boolean().nullable(),
  })
  .openapi("WebhookAttempt");

export const DeliveryDetailSchema = DeliverySchema.extend({
  event: z.unknown().openapi({ description: "The event the payload is built from (scout + update)" }),
  attempt_log: z.array(AttemptSchema).openapi({ description: "Every attempt, in order" }),
}).openapi("WebhookDeliveryDetail", {
  example: {
    ...deliveryExample,
    event,
    attempt_log: [
      {
        number: 1,
        trigger: "initial",
        started_at: "2026-11-28T09:00:04.540Z",
        completed_at: "2026-11-28T09:00:04.652Z",
        duration_ms: 112,
        request: sent(1, "2026-11-28T09:00:04.540Z"),
        response: {
          status: 503,
          headers: { "content-type": "text/plain", "retry-after": "5" },
          body: "Service Unavailable",
          body_encoding: "utf8",
        },
        error_class: "http_status",
        error_message: "HTTP 503",
        retryable: true,
      },
      {
        number: 2,
        trigger: "retry",
        started_at: "2026-11-28T09:00:09.630Z",
        completed_at: "2026-11-28T09:00:09.717Z",
        duration_ms: 87,
        request: sent(2, "2026-11-28T09:00:09.630Z"),
        response: {
          status: 200,
          headers: { "content-type": "application/json" },
          body: '{"ok":true}',
          body_encoding: "utf8",
        },
        error_class: null,
        error_message: null,
        retryable: null,
      },
    ],
  },
});

export const listDeliveries = createRoute({
  operationId: "listDeliveries",
  method: "get",
  path: "/v1/webhooks/deliveries",
  tags: ["Webhooks"],
  summary: "List webhook deliveries (newest first)",
  request: {
    query: z.object({
      status: z.enum(deliveryStatuses).optional(),
      source_type: z.enum(deliverySources).optional(),
      source_id: z.string().max(200).optional(),
      url: z.string().max(2048).optional().openapi({ description: "Substring of the URL (literal match)" }),
      since: instantParam.openapi({ description: "created_at >= since (ISO 8601 or unix ms)" }),
      until: instantParam.openapi({ description: "created_at < until (ISO 8601 or unix ms)" }),
      update_id: z.string().max(200).optional().openapi({ description: "The scout update announced" }),
      status_code: statusCodeFilter,
      error_class: errorClassFilter,
      ...boundedPagingQuery,
    }),
  },
  responses: {
    200: {
      description: "A page of deliveries",
      content: {
        "application/json": {
          schema: z
            .object({
              deliveries: z.array(DeliverySchema),
              total: z.number().int(),
              filtered_total: z.number().int(),
              ...pageFields,
            })
            .openapi("WebhookDeliveryList", {
              example: {
                deliveries: [deliveryExample],
                total: 1,
                filtered_total: 1,
                page_size: 50,
                has_more: false,
                prev_cursor: null,
                next_cursor: null,
              },
            }),
        },
      },
    },
  },
});

export const getDelivery = createRoute({
  operationId: "getDelivery",
  method: "get",
  path: "/v1/webhooks/deliveries/{id}",
  tags: ["Webhooks"],
  summary: "One delivery with its event and every attempt",
  request: { params: z.object({ id: z.string().max(200) }) },
  responses: {
    200: { description: "The delivery", content: { "application/json": { schema: DeliveryDetailSchema } } },
    404: { description: "Delivery not found", content: { "application/json": { schema: ErrorSchema } } },
  },
});
