import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt } from "drizzle-orm";
import { randomBase62 } from "../accounts/keys";
import type { Clock } from "../clock";

import type { inboxRequests } from "../db/schema";
import { deleteInSlicesWork, SLICE_ROWS } from "../db/slices";
import { $, exec, one, rowPlaceholders, run, statement, type Work } from "../db/store";

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

// The capture route's two statements, defined once and prepared per connection: on this hot path, building and
// preparing the query each time cost more than running it.
const lookup = statement((db, t) =>
  db
    .select({ id: t.inboxes.id, responseStatus: t.inboxes.responseStatus })
    .from(t.inboxes)
    .where(eq(t.inboxes.token, $("token"))),
);
const insert = statement((db, t) => db.insert(t.inboxRequests).values(rowPlaceholders(t.inboxRequests)));

/** The inbox whose capture token is `token`, if any (the capture route's lookup, on the token's unique index). */
export function inboxByToken(token: string): Work<{ id: string; responseStatus: number } | undefined> {
  return one(lookup, { token });
}

/** One captured request, as the capture route records it. */
export type CapturedRequest = typeof inboxRequests.$inferSelect;

/** Record one captured request (the capture route's insert). */
export function* recordCapture(row: CapturedRequest): Work<void> {
  yield* exec(insert, row);
}
