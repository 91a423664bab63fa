import { createRoute, z } from "@hono/zod-openapi";
import { webhookFormatField, webhookUrlField } from "../../webhooks/url-policy";
import { ErrorSchema } from "./params";

export const WebhookTestRequestSchema = z
  .object({
    webhook_url: webhookUrlField,
    webhook_format: webhookFormatField.nullish(),
    scout_id: z
      .string()
      .max(200)
      .nullish()
      .openapi({ description: "One of your scouts: its id, name and query fill the test event" }),
  })
  .openapi("WebhookTestRequest", {
    example: { webhook_url: "https://hooks.example.com/scoutpost", webhook_format: "slack" },
  });

/** What one attempt made on request came to: a test send's whole answer, and the core of a redelivery's. */
export const attemptResultFields = {
  success: z.boolean().openapi({ description: "Whether the receiver answered 2xx in time" }),
  delivery_id: z.string().openapi({ description: "The delivery, visible in the delivery log" }),
  status_code: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "The receiver's status; null when none arrived" }),
  error: z.string().nullable().openapi({ description: "Why the attempt failed; null on success" }),
  duration_ms: z.number().int(),
};

export const WebhookTestResultSchema = z.object(attemptResultFields).openapi("WebhookTestResult", {
  example: {
    success: false,
    delivery_id: "01a2217e-67f4-7b10-8c3d-9e5f1a2b4c6d",
    status_code: 404,
    error: "HTTP 404",
    duration_ms: 134,
  },
});

export const sendTestWebhook = createRoute({
  operationId: "sendTestWebhook",
  method: "post",
  path: "/v1/scouting/webhooks/test",
  tags: ["Webhooks"],
  summary: "Send one test webhook now",
  description:
    "Makes one real, signed attempt to `webhook_url` in `webhook_format` (recorded in the delivery log with trigger " +
    "`test`; no automatic retries) and answers with its outcome. A failed attempt is still a 200 with `success: false`.",
  request: {
    body: { required: true, content: { "application/json": { schema: WebhookTestRequestSchema } } },
  },
  responses: {
    200: {
      description: "The attempt's outcome",
      content: { "application/json": { schema: WebhookTestResultSchema } },
    },
    404: {
      description: "scout_id names none of your scouts",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});
