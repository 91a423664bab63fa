import { createRoute, z } from "@hono/zod-openapi";
import { boundedPagingQuery, pagingQuery } from "../../../http/pagination";
import { ErrorSchema, pageFields } from "../params";

const iso = z.string().openapi({ format: "date-time" });
const inboxId = z.object({ id: z.string().max(200) });
const notFound = {
  description: "Inbox not found",
  content: { "application/json": { schema: ErrorSchema } },
};

export const InboxSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    url: z.string().openapi({ description: "Capture URL: any request to it is recorded (no API key)" }),
    local_url: z
      .string()
      .nullable()
      .openapi({
        description:
          "The same inbox over loopback (http://127.0.0.1:PORT/...), always accepted as a webhook_url: use it when " +
          "PUBLIC_URL is plain HTTP on a name other than localhost. Null when the service does not listen on loopback",
      }),
    response_status: z.number().int(),
    created_at: iso,
    request_count: z.number().int(),
    last_request_at: iso.nullable(),
  })
  .openapi("WebhookInbox");

export const InboxRequestSchema = z
  .object({
    id: z.string(),
    method: z.string(),
    path: z.string().openapi({ description: "Path after the inbox token ('/' for the inbox URL itself)" }),
    query: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
    body: z.string(),
    body_encoding: z.enum(["utf8", "base64"]).openapi({
      description:
        "utf8: body is the text as sent; base64: the bytes were not UTF-8 and body holds them in base64",
    }),
    body_truncated: z
      .boolean()
      .openapi({ description: "The body exceeded 256 KiB: answered 413, cut there" }),
    response_status: z.number().int(),
    received_at: iso,
  })
  .openapi("WebhookInboxRequest");

export const createInbox = createRoute({
  operationId: "createInbox",
  method: "post",
  path: "/v1/webhooks/inboxes",
  tags: ["Webhooks"],
  summary: "Create a capture inbox to point webhook URLs at",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            name: z.string().min(1).max(200).nullish(),
            response_status: z.number().int().min(200).max(599).optional().openapi({
              description: "Status the inbox answers with (default 200); `?status=NNN` overrides per request",
            }),
          }),
        },
      },
    },
  },
  responses: {
    200: { description: "The inbox", content: { "application/json": { schema: InboxSchema } } },
  },
});

export const listInboxes = createRoute({
  operationId: "listInboxes",
  method: "get",
  path: "/v1/webhooks/inboxes",
  tags: ["Webhooks"],
  summary: "List inboxes (newest first)",
  request: { query: z.object(pagingQuery) },
  responses: {
    200: {
      description: "A page of inboxes",
      content: {
        "application/json": {
          schema: z.object({ inboxes: z.array(InboxSchema), ...pageFields }).openapi("WebhookInboxList"),
        },
      },
    },
  },
});

export const getInbox = createRoute({
  operationId: "getInbox",
  method: "get",
  path: "/v1/webhooks/inboxes/{id}",
  tags: ["Webhooks"],
  summary: "One inbox",
  request: { params: inboxId },
  responses: {
    200: { description: "The inbox", content: { "application/json": { schema: InboxSchema } } },
    404: notFound,
  },
});

export const listInboxRequests = createRoute({
  operationId: "listInboxRequests",
  method: "get",
  path: "/v1/webhooks/inboxes/{id}/requests",
  tags: ["Webhooks"],
  summary: "Requests an inbox captured (newest first)",
  request: { params: inboxId, query: z.object(boundedPagingQuery) },
  responses: {
    200: {
      description: "A page of captured requests",
      content: {
        "application/json": {
          schema: z
            .object({ requests: z.array(InboxRequestSchema), total: z.number().int(), ...pageFields })
            .openapi("WebhookInboxRequestList"),
        },
      },
    },
    404: notFound,
  },
});

export const deleteInbox = createRoute({
  operationId: "deleteInbox",
  method: "delete",
  path: "/v1/webhooks/inboxes/{id}",
  tags: ["Webhooks"],
  summary: "Delete an inbox and its captured requests",
  request: { params: inboxId },
  responses: { 204: { description: "Deleted" }, 404: notFound },
});
