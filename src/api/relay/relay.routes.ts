import { createRoute, z } from "@hono/zod-openapi";
import { relayDestinationFormats } from "../../db/schema";
import { boundedPagingQuery, pagingQuery } from "../../http/pagination";
import { optionalWebhookUrlField } from "../../webhooks/url-policy";
import { ErrorSchema, pageFields } from "../webhooks/params";
import * as examples from "./examples";
import { RetryInputSchema, rateLimitField, signField } from "./retry.routes";
import { DestinationInput, DestinationSchema, FilterSchema, RequestSchema, SourceSchema } from "./schemas";
import { transformField } from "./transform.routes";
import { VerifyInputSchema } from "./verify.routes";

// docs/design.md §6b: sources, their destinations, their request log and replay, under /v1/relay (bodies in
// ./schemas.ts).

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const notFound = (what: string) => ({ description: `${what} not found`, ...json(ErrorSchema) });
const sourceParam = z.object({ id: z.string().max(200) });
const destinationParam = z.object({ id: z.string().max(200), destination_id: z.string().max(200) });
const tags = ["Relay"];

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
