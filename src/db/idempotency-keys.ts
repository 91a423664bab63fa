import { and, eq, lt } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "./client";
import { idempotencyKeys } from "./schema";

// The store of Idempotency-Key answers: the only writer of idempotency_keys. The header's rules (which requests
// take a key, what is replayed) are the middleware's, src/http/idempotency.ts.

/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A first request still unanswered after this long was cut short (a crash, a failed write): a retry runs anew. */
export const ABANDONED_AFTER_MS = 5 * 60_000;

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

const keyOf = (accountId: string, key: string) =>
  and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));

/**
 * The live row of the account's key, if there is one; else (none, expired or abandoned) reserve the key for this
 * request and return undefined. Looked up and reserved in one transaction: of two requests with one key, one
 * runs and the other is told so.
 */
export function reserveIdempotencyKey(
  db: Db,
  now: number,
  k: { accountId: string; key: string; fingerprint: string },
): IdempotencyKeyRow | undefined {
  const mine = keyOf(k.accountId, k.key);
  return db.transaction((tx) => {
    const row = tx.select().from(idempotencyKeys).where(mine).get();
    const expired = row && row.createdAt <= now - IDEMPOTENCY_TTL_MS;
    const abandoned = row && row.status === null && row.createdAt <= now - ABANDONED_AFTER_MS;
    if (row && !expired && !abandoned) return row;
    if (row) tx.delete(idempotencyKeys).where(mine).run();
    tx.insert(idempotencyKeys)
      .values({ accountId: k.accountId, key: k.key, fingerprint: k.fingerprint, createdAt: now })
      .run();
    return undefined;
  });
}

/** Keep the answer to a reserved key, for replay. */
export function keepIdempotentAnswer(
  db: Db,
  accountId: string,
  key: string,
  answer: { status: number; contentType: string | null; body: string },
): void {
  db.update(idempotencyKeys).set(answer).where(keyOf(accountId, key)).run();
}

/** Free a reserved key (its request was not answered, or not with an answer to keep). */
export function releaseIdempotencyKey(db: Db, accountId: string, key: string): void {
  db.delete(idempotencyKeys).where(keyOf(accountId, key)).run();
}

/** Forget keys older than IDEMPOTENCY_TTL_MS (the hourly housekeeping job). Returns how many. */
export function pruneIdempotencyKeys(db: Db, clock: Clock): number {
  return db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, clock.now() - IDEMPOTENCY_TTL_MS))
    .run().changes;
}
