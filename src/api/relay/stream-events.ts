import type { AppDeps } from "../../deps";
import { acceptedAfter, type RelayRequestRow, withDeliveries } from "../../relay/requests";
import { requestView } from "./views";

// The body of GET /v1/relay/sources/{id}/stream (src/api/relay/stream.ts): a source's accepted requests as
// Server-Sent Events. New requests are found by polling the database, not by an in-process event bus, so a stream
// sees the requests any process sharing the database accepted.

/** How often the database is asked for new requests. */
export const POLL_MS = 200;
/** A comment line this often keeps proxies and clients from timing the connection out. */
export const HEARTBEAT_MS = 15_000;
/**
 * Bytes of events a stream holds for a client slower than the database: below this the stream reads on, at it
 * the reads stop until the client (through the socket's drain) takes some. The server's memory per stream is
 * this, the read in progress and the chunk being written to the socket.
 */
export const STREAM_BUFFER_BYTES = 1024 * 1024;
/** Bodies read from the database at once; a request larger than this is read (and sent) alone. */
export const READ_BYTES = 256 * 1024;
/** Requests read at once when they are small. */
const READ_ROWS = 100;
/**
 * A request is sent once it is this old. Its `received_at` is taken before its transaction commits (and requests
 * of the same millisecond are ordered by a random id suffix), so a request committed a moment after a later one
 * could otherwise sort before a position already sent and be skipped; waiting this long lets it land first.
 */
export const SETTLE_MS = 250;

export type Position = { id: string; receivedAt: number } | null;

const encoder = new TextEncoder();
const PING = ": ping\n\n";

/**
 * The stream of `sourceId`'s accepted requests after `start` (all of them when null), until `signal` aborts or
 * the reader cancels; `onClose` is called once when it ends, however it ends. The database is read only while
 * fewer than STREAM_BUFFER_BYTES wait unread (the stream's `pull`), so a client that stops reading stops the
 * reads and holds a bounded number of bytes; on resuming (or reconnecting with Last-Event-ID) it gets the rest.
 */
export function requestStream(
  deps: Pick<AppDeps, "store" | "clock" | "logger">,
  sourceId: string,
  start: Position,
  signal: AbortSignal,
  onClose: () => void,
): ReadableStream<Uint8Array> {
  let position = start;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let nap: { timer: ReturnType<typeof setTimeout>; wake: () => void } | undefined;
  let closed = false;
  let controller: ReadableStreamDefaultController<Uint8Array>;
  const stop = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    signal.removeEventListener("abort", close);
    // A pull waiting for the next poll ends now rather than holding the stream until its timer.
    if (nap) clearTimeout(nap.timer);
    nap?.wake();
    nap = undefined;
    onClose();
  };
  // The server went (shutdown) or the client did (abort): the reader, if any, sees the end.
  const close = () => {
    if (closed) return;
    stop();
    controller.close();
  };
  const sleep = () =>
    new Promise<void>((wake) => {
      nap = { timer: setTimeout(wake, POLL_MS), wake };
    });
  /** The next requests old enough to send, at most READ_BYTES of bodies (or one larger request). */
  const nextReady = async (): Promise<RelayRequestRow[]> => {
    const rows = await deps.store.run(acceptedAfter(sourceId, position, READ_ROWS, READ_BYTES));
    const settled = deps.clock.now() - SETTLE_MS;
    // Rows are oldest first: the first unsettled one holds back every later one (and so keeps the order).
    const cut = rows.findIndex((r) => r.receivedAt > settled);
    return cut === -1 ? rows : rows.slice(0, cut);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        if (signal.aborted) return close();
        signal.addEventListener("abort", close, { once: true });
        // A first comment at once: the client sees the stream open before any request arrives.
        controller.enqueue(encoder.encode(PING));
        // A client that is not reading has bytes waiting already; a ping would only add to them.
        heartbeat = setInterval(() => {
          if ((controller.desiredSize ?? 0) > 0) controller.enqueue(encoder.encode(PING));
        }, HEARTBEAT_MS);
      },
      // Called (never twice at once) while fewer than STREAM_BUFFER_BYTES are queued: one read per call, or a poll.
      async pull() {
        while (!closed) {
          let ready: RelayRequestRow[];
          try {
            ready = await nextReady();
            if (closed) return;
            if (ready.length > 0) {
              const events = (await deps.store.run(withDeliveries(ready))).map(
                (r) => `event: request\nid: ${r.id}\ndata: ${JSON.stringify(requestView(r))}\n\n`,
              );
              if (closed) return;
              controller.enqueue(encoder.encode(events.join("")));
              const last = ready[ready.length - 1]!;
              position = { id: last.id, receivedAt: last.receivedAt };
              return;
            }
          } catch (err) {
            // The database closed under us (shutdown) or failed: end the stream; the client reconnects.
            deps.logger.warn("relay stream stopped", { sourceId, error: String(err) });
            return close();
          }
          await sleep();
        }
      },
      cancel: stop,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: STREAM_BUFFER_BYTES }),
  );
}
