import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../../deps";
import { storedBody } from "../../../text";
import { INBOX_BODY_CAP, inboxByToken, isCaptureToken, recordCapture } from "../../../webhooks/inbox";

// The inbox capture route: the HTTP side of an inbox (src/webhooks/inbox.ts owns its tables and statements).

/** Beyond this the sender is cut off: an inbox is a rehearsal tool, not a sink for unbounded uploads. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * The public capture route, `ANY /hooks/inbox/<token>[/<sub-path>]` (no API key: the token is the secret). It
 * records method, sub-path, query, headers, body and time, and answers the inbox's status, or `?status=NNN`
 * (200..599) to rehearse retries, with `Retry-After` when `?retry_after=N` is given. It runs one indexed lookup
 * and one insert, because it is a hot path.
 */
export const inboxCaptureRouter = new Hono<AppEnv>()
  .all("/hooks/inbox/:token", (c) => capture(c))
  .all("/hooks/inbox/:token/*", (c) => capture(c));

/**
 * Keep at most `cap` bytes of the body; `over` says the sender had more. The rest is read and dropped (up to
 * DRAIN_LIMIT) rather than cut off, because closing mid-upload makes clients lose the 413 they should see.
 */
async function readCapped(req: Request, cap: number): Promise<{ bytes: Uint8Array; over: boolean }> {
  if (!req.body) return { bytes: new Uint8Array(0), over: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size < cap) chunks.push(value.byteLength > cap - size ? value.subarray(0, cap - size) : value);
    size += value.byteLength;
    if (size > DRAIN_LIMIT) {
      await reader.cancel().catch(() => {});
      break;
    }
  }
  return { bytes: Buffer.concat(chunks), over: size > cap };
}

/** `?status=NNN` must be an integer 200..599; undefined when absent, null when malformed. */
function requestedStatus(raw: string | undefined): number | undefined | null {
  if (raw === undefined) return undefined;
  const n = /^\d{3}$/.test(raw) ? Number(raw) : Number.NaN;
  return n >= 200 && n <= 599 ? n : null;
}

function headerRecord(h: Headers): Record<string, string> {
  // No prototype: a header named __proto__ is recorded like any other.
  const out: Record<string, string> = Object.create(null);
  h.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

const NO_BODY: ReadonlySet<number> = new Set([204, 205, 304]);

async function capture(c: Context<AppEnv>): Promise<Response> {
  const { store, clock } = c.get("deps");
  const token = c.req.param("token") ?? "";
  const inbox = isCaptureToken(token) ? await store.run(inboxByToken(token)) : undefined;
  if (!inbox) return c.json({ detail: "Not Found" }, 404);

  const url = new URL(c.req.url);
  const asked = requestedStatus(url.searchParams.get("status") ?? undefined);
  const { bytes, over } = await readCapped(c.req.raw, INBOX_BODY_CAP);
  const status = over ? 413 : asked === null ? 400 : (asked ?? inbox.responseStatus);
  const id = randomUUID();
  await store.run(
    recordCapture({
      id,
      inboxId: inbox.id,
      method: c.req.method,
      path: url.pathname.slice(`/hooks/inbox/${token}`.length) || "/",
      query: url.search ? url.search.slice(1) : null,
      headers: headerRecord(c.req.raw.headers),
      ...storedBody(bytes, over),
      bodyTruncated: over,
      responseStatus: status,
      receivedAt: clock.now(),
    }),
  );

  const headers: Record<string, string> = {};
  const retryAfter = url.searchParams.get("retry_after");
  if (retryAfter && /^\d{1,5}$/.test(retryAfter)) headers["Retry-After"] = retryAfter;
  if (NO_BODY.has(status)) return c.body(null, status as 204, headers);
  const body =
    status === 413
      ? { detail: "Request body too large", request_id: id }
      : status === 400
        ? { detail: "status must be an integer from 200 to 599", request_id: id }
        : { ok: status < 300, request_id: id, status };
  return c.json(body, status as 200, headers);
}
