import { and, eq, lt } from "drizzle-orm";
import type { idempotencyKeys } from "./schema";
import { get, run, tx, type Work } from "./store";
import type { Tables } from "./store/work";

// The store of Idempotency-Key answers: the only writer of idempotency_keys. The header's rules (which requests
// take a key, what is replayed) are the middleware's, src/http/idempotency.ts. Written once for SQLite and
// PostgreSQL (src/db/store/work.ts): a key answers the same whichever instance a retry reaches.

/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A first request still unanswered after this long was cut short (a crash, a failed write): a retry runs anew. */
export const ABANDONED_AFTER_MS = 5 * 60_000;

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

const keyOf = (t: Tables, accountId: string, key: string) =>
  and(eq(t.idempotencyKeys.accountId, accountId), eq(t.idempotencyKeys.key, key));

/**
 * The live row of the account's key, if there is one; else (none, expired or abandoned) reserve the key for this
 * request and return undefined. Looked up and reserved in one transaction: of two requests with one key, one
 * runs and the other is told so (on PostgreSQL the loser's insert meets the primary key and it reads the winner's).
 */
export function* reserveIdempotencyKey(
  now: number,
  k: { accountId: string; key: string; fingerprint: string },
): Work<IdempotencyKeyRow | undefined> {
  const mine = (t: Tables) => keyOf(t, k.accountId, k.key);
  return yield* tx(function* () {
    const row = yield* get((db, t) => db.select().from(t.idempotencyKeys).where(mine(t)));
    const expired = row && row.createdAt <= now - IDEMPOTENCY_TTL_MS;
    const abandoned = row && row.status === null && row.createdAt <= now - ABANDONED_AFTER_MS;
    if (row && !expired && !abandoned) return row;
    if (row) yield* run((db, t) => db.delete(t.idempotencyKeys).where(mine(t)));
    const reserved = yield* run((db, t) =>
      db
        .insert(t.idempotencyKeys)
        .values({ accountId: k.accountId, key: k.key, fingerprint: k.fingerprint, createdAt: now })
        .onConflictDoNothing(),
    );
    if (reserved === 1) return undefined;
    // Another instance reserved it between our read and our insert (PostgreSQL reads do not lock): theirs stands.
    return yield* get((db, t) => db.select().from(t.idempotencyKeys).where(mine(t)));
  });
}

/** Keep the answer to a reserved key, for replay. */
export function* keepIdempotentAnswer(
  accountId: string,
  key: string,
  answer: { status: number; contentType: string | null; body: string },
): Work<void> {
  yield* run((db, t) =>
    db
      .update(t.idempotencyKeys)
      .set(answer)
      .where(keyOf(t, accountId, key)),
  );
}

/** Free a reserved key (its request was not answered, or not with an answer to keep). */
export function* releaseIdempotencyKey(accountId: string, key: string): Work<void> {
  yield* run((db, t) => db.delete(t.idempotencyKeys).where(keyOf(t, accountId, key)));
}

/** Forget keys older than IDEMPOTENCY_TTL_MS (the hourly housekeeping job). Returns how many. */
export function* pruneIdempotencyKeys(now: number): Work<number> {
  return yield* run((db, t) =>
    db.delete(t.idempotencyKeys).where(lt(t.idempotencyKeys.createdAt, now - IDEMPOTENCY_TTL_MS)),
  );
}
