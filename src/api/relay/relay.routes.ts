import { createRoute, z } from "@hono/zod-openapi";
import { relayDestinationFormats } from "../../db/schema";
import { boundedPagingQuery, pagingQuery } from "../../http/pagination";
import { relayFilterSchema } from "../../relay/filter";
import { optionalWebhookUrlField, webhookUrlField } from "../../webhooks/url-policy";
import { ErrorSchema, pageFields } from "../webhooks/params";
import * as examples from "./examples";
import { RetryInputSchema, RetryViewSchema, rateLimitField, signField } from "./retry.routes";
import { transformField } from "./transform.routes";
import { VerifyInputSchema, VerifyViewSchema } from "./verify.routes";

// docs/design.md §6b: sources, their destinations, their request log and replay, under /v1/relay.

const iso = z.string().openapi({ format: "date-time" });
const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const notFound = (what: string) => ({ description: `${what} not found`, ...json(ErrorSchema) });
const sourceParam = z.object({ id: z.string().max(200) });
const destinationParam = z.object({ id: z.string().max(200), destination_id: z.string().max(200) });
const tags = ["Relay"];

const FilterSchema = relayFilterSchema.openapi("RelayFilter", {
  description:
    "Exact matches, all of which must hold: `headers` by name (case-insensitive), `body` by dotted JSON path " +
    "(`data.object.status`, `items.0.id`)",
});

/** The filter as answered: what was accepted, as stored. */
const FilterView = z.object({
  headers: z.record(z.string(), z.string()).optional(),
  body: z.record(z.string(), z.unknown()).optional(),
});

export const DestinationSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    format: z.enum(relayDestinationFormats),
    filter: FilterView.nullable(),
    paused: z.boolean(),
    retry: RetryViewSchema,
    rate_limit_per_s: z.number().nullable(),
    transform: z
      .string()
      .nullable()
      .openapi({ description: "The JSONata expression reshaping each forward" }),
    sign: z.boolean().openapi({ description: "Whether forwards carry our Standard Webhooks signature" }),
    signing_secret: z.string().optional().openapi({
      description:
        "The destination's `whsec_` secret: only in the answer that made it (sign turned on, or a rotation)",
    }),
    created_at: iso,
  })
  .openapi("RelayDestination", { example: examples.destinationExample });

export const SourceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    ingest_url: z
      .string()
      .openapi({ description: "Point the sender here: `/hooks/relay/<token>` (no API key)" }),
    verify: VerifyViewSchema.nullable(),
    destinations: z.array(DestinationSchema),
    created_at: iso,
    request_count: z.number().int(),
    last_request_at: iso.nullable(),
  })
  .openapi("RelaySource", { example: examples.sourceExample });

export const DestinationInput = z
  .object({
    url: webhookUrlField,
    format: z.enum(relayDestinationFormats).optional(),
    filter: FilterSchema.nullish(),
    paused: z.boolean().optional(),
    retry: RetryInputSchema.nullish(),
    rate_limit_per_s: rateLimitField.nullish(),
    sign: signField.optional(),
    transform: transformField.nullish(),
  })
  .openapi("RelayDestinationInput", { example: examples.destinationInputExample });

export const RequestSchema = z
  .object({
    id: z.string(),
    received_at: iso,
    method: z.string(),
    path: z.string(),
    query: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
    body: z.string(),
    body_encoding: z.enum(["utf8", "base64"]),
    body_bytes: z.number().int().openapi({ description: "The whole body's size in bytes" }),
    body_truncated: z.boolean().openapi({
      description:
        "In a page of requests, a body over 64 KiB is cut there; `GET /v1/relay/requests/{id}` has all of it",
    }),
    status: z.enum(["accepted", "rejected", "duplicate"]),
    reason: z.string().nullable(),
    deliveries: z.array(
      z.object({ id: z.string(), destination_id: z.string().nullable(), status: z.string() }),
    ),
  })
  .openapi("RelayRequest", { example: examples.requestExample });

export const createSource = createRoute({
  operationId: "createRelaySource",
  method: "post",
  path: "/v1/relay/sources",
  tags,
  summary: "Create a source: an ingest URL that verifies its sender and forwards to destinations",
  request: {
    body: {
      required: true,
      ...json(
        z
          .object({
            name: z.string().min(1).max(200),
            verify: VerifyInputSchema.nullish(),
            destinations: z.array(DestinationInput).max(20).optional(),
          })
          .openapi({ example: examples.createSourceExample }),
      ),
    },
  },
  responses: { 200: { description: "The source", ...json(SourceSchema) } },
});

export const listSources = createRoute({
  operationId: "listRelaySources",
  method: "get",
  path: "/v1/relay/sources",
  tags,
  summary: "List sources (newest first)",
  request: { query: z.object(pagingQuery) },
  responses: {
    200: {
      description: "A page of sources",
      ...json(
        z.object({ sources: z.array(SourceSchema), ...pageFields }).openapi("RelaySourceList", {
          example: examples.sourceListExample,
        }),
      ),
    },
  },
});

export const getSource = createRoute({
  operationId: "getRelaySource",
  method: "get",
  path: "/v1/relay/sources/{id}",
  tags,
  summary: "One source",
  request: { params: sourceParam },
  responses: { 200: { description: "The source", ...json(SourceSchema) }, 404: notFound("Source") },
});

export const updateSource = createRoute({
  operationId: "updateRelaySource",
  method: "patch",
  path: "/v1/relay/sources/{id}",
  tags,
  summary: "Rename a source, or change or rotate its verification (the old secret is accepted for 24 h more)",
  request: {
    params: sourceParam,
    body: {
      required: true,
      ...json(
        z
          .object({ name: z.string().min(1).max(200).optional(), verify: VerifyInputSchema.nullish() })
          .openapi({ example: examples.updateSourceExample }),
      ),
    },
  },
  responses: { 200: { description: "The source", ...json(SourceSchema) }, 404: notFound("Source") },
});

export const deleteSource = createRoute({
  operationId: "deleteRelaySource",
  method: "delete",
  path: "/v1/relay/sources/{id}",
  tags,
  summary: "Delete a source, its destinations and its requests",
  request: { params: sourceParam },
  responses: { 204: { description: "Deleted" }, 404: notFound("Source") },
});

export const addDestination = createRoute({
  operationId: "addRelayDestination",
  method: "post",
  path: "/v1/relay/sources/{id}/destinations",
  tags,
  summary: "Add a destination to a source",
  request: { params: sourceParam, body: { required: true, ...json(DestinationInput) } },
  responses: { 200: { description: "The destination", ...json(DestinationSchema) }, 404: notFound("Source") },
});

export const updateDestination = createRoute({
  operationId: "updateRelayDestination",
  method: "patch",
  path: "/v1/relay/sources/{id}/destinations/{destination_id}",
  tags,
  summary: "Change a destination: URL, format, filter, retry policy, rate limit, or pause / resume it",
  request: {
    params: destinationParam,
    body: {
      required: true,
      ...json(
        z
          .object({
            url: optionalWebhookUrlField.transform((v) => v ?? undefined),
            format: z.enum(relayDestinationFormats).optional(),
            filter: FilterSchema.nullish(),
            paused: z.boolean().optional(),
            retry: RetryInputSchema.nullish().openapi({ description: "null: back to the default schedule" }),
            rate_limit_per_s: rateLimitField.nullish().openapi({ description: "null: no limit" }),
            sign: signField.optional(),
            transform: transformField.nullish().openapi({ description: "null: forward as received" }),
          })
          .openapi({ example: examples.updateDestinationExample }),
      ),
    },
  },
  responses: {
    200: { description: "The destination", ...json(DestinationSchema) },
    404: notFound("Destination"),
  },
});

export const deleteDestination = createRoute({
  operationId: "deleteRelayDestination",
  method: "delete",
  path: "/v1/relay/sources/{id}/destinations/{destination_id}",
  tags,
  summary: "Remove a destination (its deliveries stay in the log)",
  request: { params: destinationParam },
  responses: { 204: { description: "Deleted" }, 404: notFound("Destination") },
});

export const listRequests = createRoute({
  operationId: "listRelayRequests",
  method: "get",
  path: "/v1/relay/sources/{id}/requests",
  tags,
  summary:
    "Requests a source received (newest first, 50 a page unless `page_size` says), with the deliveries each " +
    "fanned out to; bodies over 64 KiB are cut there (`body_truncated`)",
  request: { params: sourceParam, query: z.object(boundedPagingQuery) },
  responses: {
    200: {
      description: "A page of requests",
      ...json(
        z.object({ requests: z.array(RequestSchema), ...pageFields }).openapi("RelayRequestList", {
          example: examples.requestListExample,
        }),
      ),
    },
    404: notFound("Source"),
  },
});

export const getRequest = createRoute({
  operationId: "getRelayRequest",
  method: "get",
  path: "/v1/relay/requests/{id}",
  tags,
  summary: "One request a source received, with its whole body and its deliveries",
  request: { params: z.object({ id: z.string().max(200) }) },
  responses: { 200: { description: "The request", ...json(RequestSchema) }, 404: notFound("Request") },
});

export const replayRequest = createRoute({
  operationId: "replayRelayRequest",
  method: "post",
  path: "/v1/relay/requests/{id}/replay",
  tags,
  summary: "Forward a stored request again, to every destination of its source or to one",
  request: {
    params: z.object({ id: z.string().max(200) }),
    body: {
      required: false,
      ...json(
        z
          .object({ destination_id: z.string().max(200).optional() })
          .openapi({ example: examples.replayExample }),
      ),
    },
  },
  responses: {
    200: {
      description:
        "The new deliveries; without `destination_id` the request is also sent again on the source's stream to " +
        "listening clients (`scoutpost listen`), as a new event whose id is `stream_event_id`",
      ...json(
        z
          .object({
            deliveries: z.array(z.object({ id: z.string(), destination_id: z.string() })),
            streamed: z
              .boolean()
              .openapi({ description: "Whether it was sent again on the source's live stream" }),
            stream_event_id: z.string().nullable().openapi({
              description: "The stream event's id (a request recorded as `Replay of request <id>`)",
            }),
          })
          .openapi({ example: examples.replayedExample }),
      ),
    },
    404: notFound("Request or destination"),
    409: { description: "The request was not accepted (rejected or a duplicate)", ...json(ErrorSchema) },
  },
});
