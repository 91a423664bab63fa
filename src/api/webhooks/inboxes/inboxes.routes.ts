import { createRoute, z } from "@hono/zod-openapi";
import { boundedPagingQuery, pagingQuery } from "../../../http/pagination";
import { ErrorSchema, pageFields } from "../params";

const iso = z.string().openapi({ format: "date-time" });
const inboxId = z.object({ id: z.string().max(200) });
// The examples /docs shows: an inbox that caught one signed test webhook.
const INBOX_ID = "5c2e8f1a-9d3b-4a6c-8e7f-0b1d2c3e4f5a";
const TOKEN = "Fybh0m3NqT7xK2vLp9WcR4sZ8dYe1uHaJ6gBnM0o";
const inboxExample = {
  id: INBOX_ID,
  name: "staging receiver",
  url: `https://scoutpost.example.com/hooks/inbox/${TOKEN}`,
  local_url: `http://127.0.0.1:8080/hooks/inbox/${TOKEN}`,
  response_status: 200,
  created_at: "2026-11-28T09:00:00.000Z",
  request_count: 1,
  last_request_at: "2026-11-28T09:30:00.143Z",
};
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
  .openapi("WebhookInbox", { example: inboxExample });

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
const capturedExample = {
  id: "b41d7e2c-6a9f-4e13-8c05-7f2a9d1e3b60",
  method: "POST",
  path: "/",
  query: null,
  headers: {
    "content-type": "application/json",
    "user-agent": "Scout-Webhook/1.0",
    "webhook-id": "01a2217e-67f4-7b10-8c3d-9e5f1a2b4c6d",
    "webhook-timestamp": "1795858200",
    "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
  },
  body: JSON.stringify({
    event_type: "scout_update",
    scout: {
      id: "00000000-0000-0000-0000-000000000000",
      display_name: "Test scout",
      query: "Test webhook from Scoutpost",
    },
    update: {
      id: "2b7f0e94-5c1a-4d38-9e62-a0f3c8d1b475",
      timestamp: "2026-11-28T09:30:00.000Z",
      status: "completed",
      has_changes: true,
      summary: "This is a test webhook from Scoutpost. If you can read this, your endpoint works.",
      details_url: "https://scoutpost.example.com/platform/webhooks",
      report_content: "Test webhook: no real findings. Real updates carry the scout's report here.",
    },
    delivery: {
      id: "01a2217e-67f4-7b10-8c3d-9e5f1a2b4c6d",
      attempt: 1,
      timestamp: "2026-11-28T09:30:00.000Z",
    },
  }),
  body_encoding: "utf8" as const,
  body_truncated: false,
  response_status: 200,
  received_at: "2026-11-28T09:30:00.143Z",
};

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
          schema: z
            .object({
              name: z.string().min(1).max(200).nullish(),
              response_status: z.number().int().min(200).max(599).optional().openapi({
                description:
                  "Status the inbox answers with (default 200); `?status=NNN` overrides per request",
              }),
            })
            .openapi({ example: { name: "staging receiver", response_status: 200 } }),
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
          schema: z.object({ inboxes: z.array(InboxSchema), ...pageFields }).openapi("WebhookInboxList", {
            example: {
              inboxes: [inboxExample],
              page_size: null,
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
            .openapi("WebhookInboxRequestList", {
              example: {
                requests: [capturedExample],
                total: 1,
                page_size: 50,
                has_more: false,
                prev_cursor: null,
                next_cursor: null,
              },
            }),
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
