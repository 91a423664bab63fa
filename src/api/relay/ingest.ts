import type { IncomingMessage } from "node:http";
import { type Context, Hono } from "hono";
import { storageProblem } from "../../db/errors";
import { waitForWriteLock } from "../../db/lock";
import { type AppDeps, type AppEnv, sqliteConnection } from "../../deps";
import { type IncomingRelayRequest, ingest } from "../../relay/ingest";
import { type Source, sourceByToken } from "../../relay/sources";

/**
 * Past the cap a body is read on without being kept, so that a sender still writing can read its 413; this far
 * past the cap it is cut off instead. The cap alone decides the answer: a body is kept whole or refused whole.
 */
const DRAIN_PAST_CAP = 1024 * 1024;

/**
 * The public ingest route, `ANY /hooks/relay/<token>[/<sub-path>]` (no API key: the token is the secret):
 * docs/design.md §6b. It answers 200 `{ok, request_id}` only once the request and its deliveries are committed;
 * 401 when the sender's signature fails, 508 for a forwarding loop (src/relay/loops.ts), 413 past the cap.
 */
export const relayIngestRouter = new Hono<AppEnv>()
  .all("/hooks/relay/:token", (c) => receive(c))
  .all("/hooks/relay/:token/*", (c) => receive(c));

async function receive(c: Context<AppEnv>) {
  const deps = c.get("deps");
  const token = c.req.param("token") ?? "";
  const source = await deps.store.run(sourceByToken(token));
  if (!source) return c.json({ detail: "Not Found" }, 404);
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const body = await readBody(
    incoming ?? (c.req.raw.body as AsyncIterable<Uint8Array> | null),
    deps.config.relay.maxBodyBytes,
  );
  // Past the cap a body may be left partly unread, so the connection cannot carry another request: it says so.
  if (body === "too_large")
    return c.json(
      { detail: `Body larger than RELAY_MAX_BODY_BYTES (${deps.config.relay.maxBodyBytes} bytes)` },
      413,
      { Connection: "close" },
    );
  const url = new URL(c.req.url);
  const prefix = `/hooks/relay/${token}`;
  const req: IncomingRelayRequest = {
    method: c.req.method,
    path: url.pathname.slice(prefix.length) || "/",
    query: url.search ? url.search.slice(1) : null,
    headers: incoming ? nodeHeaders(incoming) : fetchHeaders(c.req.raw.headers),
    body,
    // As the sender was given it: our public address (whatever a proxy rewrote the host to), then the path and
    // query as received, which the URL parser would re-encode.
    url: `${deps.config.publicUrl}${incoming?.url ?? `${url.pathname}${url.search}`}`,
  };
  const out = await ingestWaitingForLock(deps, source, req);
  if (!out.accepted)
    deps.logger.warn("relay request rejected", {
      requestId: out.requestId,
      sourceId: source.id,
      reason: out.reason,
    });
  if (!out.accepted) return c.json({ detail: out.reason, request_id: out.requestId }, out.loop ? 508 : 401);
  return c.json({ ok: true, request_id: out.requestId, ...(out.duplicate ? { duplicate: true } : {}) }, 200);
}

/**
 * The body's bytes, whole, or "too_large" past `cap` (whatever the cap). Read from Node's request stream when served by
 * @hono/node-server: reading it through the Fetch Request costs several times more per request on this hot path
 * (docs/performance.md, relay ingest). Exported for bench/relay-server.ts's bare route, which reads the same way.
 */
export async function readBody(
  stream: AsyncIterable<Uint8Array> | null | undefined,
  cap: number,
): Promise<Buffer | "too_large"> {
  if (!stream) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size <= cap) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    else if (size > cap + DRAIN_PAST_CAP) break;
  }
  if (size > cap) return "too_large";
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

function nodeHeaders(m: IncomingMessage): Record<string, string> {
  // No prototype: a header named __proto__ is recorded like any other.
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of Object.entries(m.headers))
    if (v !== undefined) out[k] = Array.isArray(v) ? v.join(", ") : v;
  return out;
}

function fetchHeaders(h: Headers): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  h.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/**
 * Ingest, and on SQLite, when the write met another process's lock (nothing of it was written), wait for the lock
 * as every other write route does (src/http/write-lock.ts) and try once more; still held, the error handler
 * answers 503 with Retry-After. Waiting only when the write meets the lock spares every request a probe of it.
 * PostgreSQL has no such lock: its transactions wait for the rows they need.
 */
async function ingestWaitingForLock(deps: AppDeps, source: Source, req: IncomingRelayRequest) {
  try {
    return await ingest(deps, source, req);
  } catch (err) {
    const db = sqliteConnection(deps);
    if (!db || storageProblem(err) !== "busy") throw err;
    if (!(await waitForWriteLock(db))) throw err;
    return ingest(deps, source, req);
  }
}
