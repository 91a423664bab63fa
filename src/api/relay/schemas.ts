import { z } from "@hono/zod-openapi";
import { relayDestinationFormats } from "../../db/schema";
import { relayFilterSchema } from "../../relay/filter";
import { webhookUrlField } from "../../webhooks/url-policy";
import * as examples from "./examples";
import { RetryInputSchema, RetryViewSchema, rateLimitField, signField } from "./retry.routes";
import { transformField } from "./transform.routes";
import { VerifyViewSchema } from "./verify.routes";

// The relay's bodies as the API takes and answers them (docs/design.md §6b); the routes are ./relay.routes.ts.

const iso = z.string().openapi({ format: "date-time" });

export const FilterSchema = relayFilterSchema.openapi("RelayFilter", {
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
