import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../deps";
import { notFound } from "../../http/errors";
import { createRouter } from "../../http/router";
import {
  acceptedAfter,
  newestPosition,
  type RelayRequestRow,
  streamPosition,
  withDeliveries,
} from "../../relay/requests";
import { getSource } from "../../relay/sources";
import { ErrorSchema } from "../webhooks/params";
import { requestView } from "./views";

// docs/design.md §6b, docs/relay.md "Live stream and scoutpost listen": a source's accepted requests as
// Server-Sent Events. New requests are found by polling the database, not by an in-process event bus, so a stream
// sees the requests any process sharing the database accepted.

/** How often the database is asked for new requests. */
export const POLL_MS = 200;
/** A comment line this often keeps proxies and clients from timing the connection out. */
export const HEARTBEAT_MS = 15_000;
/** Requests read per query (a stream catching up reads again at once while the client keeps up). */
const BATCH = 100;
/**
 * A request is sent once it is this old. Its `received_at` is taken before its transaction commits (and requests
 * of the same millisecond are ordered by a random id suffix), so a request committed a moment after a later one
 * could otherwise sort before a position already sent and be skipped; waiting this long lets it land first.
 */
export const SETTLE_MS = 250;

type Position = { id: string; receivedAt: number } | null;

export const streamRequests = createRoute({
  method: "get",
  path: "/v1/relay/sources/{id}/stream",
  tags: ["Relay"],
  summary: "Follow a source's accepted requests live (Server-Sent Events)",
  description:
    "One `event: request` per accepted request, oldest first: `id` is the request id, `data` the request as " +
    "`GET /v1/relay/sources/{id}/requests` shows it. With `Last-Event-ID` (or `?last_event_id=`) the stream " +
    "resumes right after that request; an id that is not one of this source's (unknown, pruned) starts, like no " +
    "id, after the newest request at connect time. A `: ping` comment is sent on connect and every 15 s.",
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
      content: { "text/event-stream": { schema: z.string() } },
    },
    404: { description: "Source not found", content: { "application/json": { schema: ErrorSchema } } },
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
  const body = requestStream(deps, sourceId, start, c.req.raw.signal);
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

/** The stream of `sourceId`'s accepted requests after `start` (all of them when null). */
function requestStream(
  deps: Pick<AppDeps, "store" | "clock" | "logger">,
  sourceId: string,
  start: Position,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let position = start;
  let poll: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  const stop = () => {
    closed = true;
    clearTimeout(poll);
    clearInterval(heartbeat);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (s: string) => {
        if (!closed) controller.enqueue(encoder.encode(s));
      };
      const end = () => {
        if (closed) return;
        stop();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
      const next = (rows: RelayRequestRow[]) => {
        const settled = deps.clock.now() - SETTLE_MS;
        // Rows are oldest first: the first unsettled one holds back every later one (and so keeps the order).
        const cut = rows.findIndex((r) => r.receivedAt > settled);
        return cut === -1 ? rows : rows.slice(0, cut);
      };
      const tick = async () => {
        poll = undefined;
        if (closed) return;
        try {
          // One batch per chunk; a client that has not read the last one (desiredSize 0) is not sent more.
          while (!closed && (controller.desiredSize ?? 1) > 0) {
            const rows = await deps.store.run(acceptedAfter(sourceId, position, BATCH));
            const ready = next(rows);
            if (ready.length === 0) break;
            const events = (await deps.store.run(withDeliveries(ready))).map(
              (r) => `event: request\nid: ${r.id}\ndata: ${JSON.stringify(requestView(r))}\n\n`,
            );
            write(events.join(""));
            const last = ready[ready.length - 1]!;
            position = { id: last.id, receivedAt: last.receivedAt };
            if (ready.length < BATCH) break;
          }
        } catch (err) {
          // The database closed under us (shutdown) or failed: end the stream; the client reconnects.
          deps.logger.warn("relay stream stopped", { sourceId, error: String(err) });
          end();
          return;
        }
        // Closed while a read was awaited: no next poll.
        if (!closed) poll = setTimeout(tick, POLL_MS);
      };
      if (signal.aborted) return stop();
      signal.addEventListener("abort", end, { once: true });
      // A first comment at once: the client sees the stream open before any request arrives.
      write(": ping\n\n");
      heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
      void tick();
    },
    cancel() {
      stop();
    },
  });
}
