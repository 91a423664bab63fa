import { createRoute, z } from "@hono/zod-openapi";
import { deliveryFormats, deliverySources } from "../../../db/schema";
import { boundedPagingQuery } from "../../../http/pagination";
import { deliveryStatuses, errorClasses } from "../../../webhooks/queries";
import { ErrorSchema, errorClassFilter, instantParam, pageFields, statusCodeFilter } from "../params";

const iso = z.string().openapi({ format: "date-time" });

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
}).openapi("WebhookDeliveryDetail");

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
            .openapi("WebhookDeliveryList"),
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
