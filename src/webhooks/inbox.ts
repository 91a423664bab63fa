import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt } from "drizzle-orm";
import { randomBase62 } from "../accounts/keys";
import type { Clock } from "../clock";
import { perConnection } from "../db/client";
import { deleteInSlicesWork, SLICE_ROWS } from "../db/slices";
import { fastOnSqlite, get, run, type Work } from "../db/store";
import type { StoredBody } from "../text";

/** Largest body an inbox records; a bigger one is answered 413 and recorded (cut at this size) as such. */
export const INBOX_BODY_CAP = 256 * 1024;
/** Capture tokens are the only secret of an inbox URL: 40 base62 characters, ~238 bits. */
const TOKEN_LENGTH = 40;
const TOKEN_PATTERN = /^[0-9A-Za-z]{40}$/;

/** Whether `token` has the shape of a capture token (anything else is looked up nowhere). */
export const isCaptureToken = (token: string): boolean => TOKEN_PATTERN.test(token);

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
