import { randomUUID } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import { run, type Work } from "../db/store";
import type { AppDeps } from "../deps";
import { STRANDED_GRACE_MS } from "./stranded";

/**
 * Test sends and single redeliveries of one account in flight at once. They run inside the request (the caller
 * waits for the answer), outside the dispatcher's WEBHOOK_CONCURRENCY, and each may hold a connection for the
 * whole webhook timeout: without a cap one key could open any number of them at once.
 */
export const INLINE_ATTEMPTS_PER_ACCOUNT = 4;

/** A slot taken: which one, and the send holding it. */
export type InlineSlot = { accountId: string; slot: number; holder: string };

/**
 * Take a free slot of the account's INLINE_ATTEMPTS_PER_ACCOUNT, held until `expiresAt` at the latest; undefined
 * when every slot is held. The slots are rows of webhook_inline_slots keyed by (account, slot number), so of two
 * instances taking one slot at once the primary key lets one in: the cap holds across instances, on either database.
 * A slot whose holder is past its `expiresAt` (it died) is taken over.
 */
export function* takeInlineSlot(
  accountId: string,
  now: number,
  expiresAt: number,
): Work<InlineSlot | undefined> {
  const holder = randomUUID();
  for (let slot = 0; slot < INLINE_ATTEMPTS_PER_ACCOUNT; slot++) {
    const taken = yield* run((db, t) =>
      db
        .insert(t.inlineSlots)
        .values({ accountId, slot, holder, expiresAt })
        .onConflictDoUpdate({
          target: [t.inlineSlots.accountId, t.inlineSlots.slot],
          set: { holder, expiresAt },
          setWhere: lte(t.inlineSlots.expiresAt, now),
        }),
    );
    if (taken > 0) return { accountId, slot, holder };
  }
  return undefined;
}

/** Give a slot back (if it is still this holder's: one that ran past its expiry may have been taken over). */
export function* releaseInlineSlot(s: InlineSlot): Work<void> {
  yield* run((db, t) =>
    db
      .delete(t.inlineSlots)
      .where(
        and(
          eq(t.inlineSlots.accountId, s.accountId),
          eq(t.inlineSlots.slot, s.slot),
          eq(t.inlineSlots.holder, s.holder),
        ),
      ),
  );
}

/**
 * Run `send` (a test send or a single redelivery of the account) if the account has fewer than
 * INLINE_ATTEMPTS_PER_ACCOUNT in flight, counted in the database over every instance; else answer "too_many"
 * without running it (the API answers a 429, src/api/webhooks/inline-limit.ts; the platform a notice,
 * TOO_MANY_INLINE_NOTICE). A slot is held at most as long as an exchange can last (the webhook timeout and the
 * grace after which an open attempt counts as stranded), so an instance that dies holding one frees it then.
 */
export async function withInlineSlot<T>(
  deps: AppDeps,
  accountId: string,
  send: () => Promise<T>,
): Promise<T | "too_many"> {
  const { store, clock, config, logger } = deps;
  const now = clock.now();
  const slot = await store.run(
    takeInlineSlot(accountId, now, now + config.webhooks.timeoutMs + STRANDED_GRACE_MS),
  );
  if (!slot) return "too_many";
  try {
    return await send();
  } finally {
    // The send's own answer stands if the slot cannot be given back now (a full disk): it frees when it expires.
    await store.run(releaseInlineSlot(slot)).catch((err: unknown) => {
      logger.warn("an inline webhook slot could not be given back; it frees when it expires", { err });
    });
  }
}

/** The platform's notice for "too_many". */
export const TOO_MANY_INLINE_NOTICE = `${INLINE_ATTEMPTS_PER_ACCOUNT} test sends or redeliveries are already in flight; try again in a moment.`;
