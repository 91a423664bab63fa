import { createRoute, z } from "@hono/zod-openapi";
import { HTTPError, notFound } from "../../http/errors";
import { createRouter } from "../../http/router";
import { newestPosition, streamPosition } from "../../relay/requests";
import { getSource } from "../../relay/sources";
import { ErrorSchema } from "../webhooks/params";
import { streamExample } from "./examples";
import { HEARTBEAT_MS, requestStream, STREAM_BUFFER_BYTES } from "./stream-events";

// docs/design.md §6b, docs/relay.md "Live stream and scoutpost listen". The events themselves: ./stream-events.ts.

/** Seconds a client refused for too many open streams is asked to wait before trying again. */
const RETRY_AFTER_S = 5;

export const streamRequests = createRoute({
  operationId: "streamRelayRequests",
  method: "get",
  path: "/v1/relay/sources/{id}/stream",
  tags: ["Relay"],
  summary: "Follow a source's accepted requests live (Server-Sent Events)",
  description:
    "One `event: request` per accepted request, oldest first: `id` is the request id, `data` the request as " +
    "`GET /v1/relay/sources/{id}/requests` shows it. With `Last-Event-ID` (or `?last_event_id=`) the stream " +
    "resumes right after that request; an id that is not one of this source's (unknown, pruned) starts, like no " +
    `id, after the newest request at connect time. A \`: ping\` comment is sent on connect and every ${HEARTBEAT_MS / 1000} s. ` +
    `The server holds at most about ${STREAM_BUFFER_BYTES / 1024 / 1024} MiB of unread events per stream: a client ` +
    "that reads slower than requests arrive is sent the rest as it reads (or after reconnecting with " +
    "`Last-Event-ID`). An API key may hold `RELAY_MAX_STREAMS_PER_KEY` streams open at once (10 by default); " +
    "past that the answer is 429 until one closes.",
  request: {
    params: z.object({ id: z.string().max(200) }),
    query: z.object({
      last_event_id: z
        .string()
        .max(200)
        .optional()
        .openapi({ description: "As the `Last-Event-ID` header, for clients that cannot set headers" }),
    }),
  },
  responses: {
    200: {
      description: "An event stream of the source's accepted requests",
      content: { "text/event-stream": { schema: z.string(), example: streamExample } },
    },
    404: { description: "Source not found", content: { "application/json": { schema: ErrorSchema } } },
    429: {
      description: "The API key already holds `RELAY_MAX_STREAMS_PER_KEY` open streams; see `Retry-After`",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});

export const relayStreamRouter = createRouter().openapi(streamRequests, async (c) => {
  const deps = c.get("deps");
  const sourceId = c.req.valid("param").id;
  if (!(await deps.store.run(getSource(c.get("account").id, sourceId)))) throw notFound("Source not found");
  const resumeFrom = c.req.header("last-event-id")?.trim() || c.req.valid("query").last_event_id;
  const start =
    (resumeFrom ? await deps.store.run(streamPosition(sourceId, resumeFrom)) : null) ??
    (await deps.store.run(newestPosition(sourceId)));
  // Taken after the awaits, so nothing between taking and handing it to the stream can fail and keep it.
  const max = deps.config.relay.maxStreamsPerKey;
  const release = takeStreamSlot(deps.memory.relayStreams, c.get("apiKeyId"), max);
  if (!release)
    throw new HTTPError(
      429,
      `This API key already has ${max} streams open (RELAY_MAX_STREAMS_PER_KEY); close one and retry`,
      { "Retry-After": String(RETRY_AFTER_S) },
    );
  const body = requestStream(deps, sourceId, start, c.req.raw.signal, release);
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      // Proxies of the nginx family would otherwise hold events back.
      "x-accel-buffering": "no",
    },
  }) as never;
});

/**
 * Count one more stream open for `keyId` if it has fewer than `max`: the function that gives the slot back (once,
 * however often it is called), or undefined when all are taken. A key with none open leaves no entry behind.
 * Each open stream polls the database and holds its buffer, so one key must not open any number of them.
 */
export function takeStreamSlot(
  open: Map<string, number>,
  keyId: string,
  max: number,
): (() => void) | undefined {
  const held = open.get(keyId) ?? 0;
  if (held >= max) return undefined;
  open.set(keyId, held + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    const left = (open.get(keyId) ?? 1) - 1;
    if (left > 0) open.set(keyId, left);
    else open.delete(keyId);
  };
}
