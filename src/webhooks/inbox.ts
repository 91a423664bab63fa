import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { randomBase62 } from "../accounts/keys";
import type { Clock } from "../clock";
import { perConnection } from "../db/client";
import { deleteInSlicesWork, SLICE_ROWS } from "../db/slices";
import { fastOnSqlite, get, run, type Work } from "../db/store";
import type { AppEnv } from "../deps";
import { type StoredBody, storedBody } from "../text";

/** Largest body an inbox records; a bigger one is answered 413 and recorded (cut at this size) as such. */
export const INBOX_BODY_CAP = 256 * 1024;
/** Beyond this the sender is cut off: an inbox is a rehearsal tool, not a sink for unbounded uploads. */
const DRAIN_LIMIT = 16 * 1024 * 1024;
/** Capture tokens are the only secret of an inbox URL: 40 base62 characters, ~238 bits. */
const TOKEN_LENGTH = 40;
const TOKEN_PATTERN = /^[0-9A-Za-z]{40}$/;

/** Create an inbox for the account; its URL is `${publicUrl}/hooks/inbox/<token>`. */
export function* createInbox(
  clock: Clock,
  accountId: string,
  opts: { name?: string | null; responseStatus?: number },
) {
  const row = {
    id: randomUUID(),
    accountId,
    token: randomBase62(TOKEN_LENGTH),
    name: opts.name ?? null,
    responseStatus: opts.responseStatus ?? 200,
    createdAt: clock.now(),
  };
  yield* run((db, t) => db.insert(t.inboxes).values(row));
  return row;
}

/** Delete an inbox of the account and (by cascade) its captured requests. False when there was none. */
export function* deleteInbox(accountId: string, id: string): Work<boolean> {
  const removed = yield* run((db, t) =>
    db.delete(t.inboxes).where(and(eq(t.inboxes.id, id), eq(t.inboxes.accountId, accountId))),
  );
  return removed > 0;
}

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

/** Delete captured requests received before `cutoff`, in short slices (retention). Returns how many went. */
export function pruneInboxRequests(cutoff: number): Work<number> {
  return deleteInSlicesWork(() =>
    run((db, t) => {
      const old = db
        .select({ id: t.inboxRequests.id })
        .from(t.inboxRequests)
        .where(lt(t.inboxRequests.receivedAt, cutoff))
        .limit(SLICE_ROWS);
      return db.delete(t.inboxRequests).where(inArray(t.inboxRequests.id, old));
    }),
  );
}

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
 * The capture route's two statements, prepared once per connection: on this hot path, building and preparing the
 * query each time cost more than running it. Column names are those of webhook_inboxes / webhook_inbox_requests.
 */
const statements = perConnection((c) => ({
  lookup: c.prepare("select id, response_status as responseStatus from webhook_inboxes where token = ?"),
  insert: c.prepare(
    `insert into webhook_inbox_requests (id, inbox_id, method, path, query, headers, body, body_encoding,
       body_truncated, response_status, received_at)
     values (@id, @inboxId, @method, @path, @query, @headers, @body, @bodyEncoding, @bodyTruncated,
       @responseStatus, @receivedAt)`,
  ),
}));

type CapturedInbox = { id: string; responseStatus: number };

/** The inbox whose capture token is `token`, if any (the capture route's lookup, on the token's unique index). */
export function inboxByToken(token: string): Work<CapturedInbox | undefined> {
  return fastOnSqlite(
    (db) => statements(db).lookup.get(token) as CapturedInbox | undefined,
    () =>
      get((db, t) =>
        db
          .select({ id: t.inboxes.id, responseStatus: t.inboxes.responseStatus })
          .from(t.inboxes)
          .where(eq(t.inboxes.token, token)),
      ),
  );
}

/** One captured request, as the capture route records it. */
export type CapturedRequest = StoredBody & {
  id: string;
  inboxId: string;
  method: string;
  path: string;
  query: string | null;
  headers: Record<string, string>;
  bodyTruncated: boolean;
  responseStatus: number;
  receivedAt: number;
};

/** Record one captured request (the capture route's insert). */
export function recordCapture(row: CapturedRequest): Work<void> {
  return fastOnSqlite(
    (db) => {
      // The prepared statement takes the column values as SQLite keeps them: JSON text, and 1 or 0.
      statements(db).insert.run({
        ...row,
        headers: JSON.stringify(row.headers),
        bodyTruncated: row.bodyTruncated ? 1 : 0,
      });
    },
    function* () {
      // drizzle reads a value's constructor, which a header record made without a prototype lacks; spread, a
      // header named __proto__ stays an own field.
      const values = { ...row, headers: { ...row.headers } };
      yield* run((db, t) => db.insert(t.inboxRequests).values(values));
    },
  );
}

async function capture(c: Context<AppEnv>): Promise<Response> {
  const { store, clock } = c.get("deps");
  const token = c.req.param("token") ?? "";
  const inbox = TOKEN_PATTERN.test(token) ? await store.run(inboxByToken(token)) : undefined;
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
