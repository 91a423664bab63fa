import type { AppDeps } from "../deps";

/**
 * Test sends and single redeliveries of one account in flight at once. They run inside the request (the caller
 * waits for the answer), outside the dispatcher's WEBHOOK_CONCURRENCY, and each may hold a connection for the
 * whole webhook timeout: without a cap one key could open any number of them at once.
 */
export const INLINE_ATTEMPTS_PER_ACCOUNT = 4;

/**
 * Run `send` (a test send or a single redelivery of the account) if the account has fewer than
 * INLINE_ATTEMPTS_PER_ACCOUNT in flight; else answer "too_many" without running it (the API answers a 429,
 * src/api/webhooks/inline-limit.ts; the platform a notice, TOO_MANY_INLINE_NOTICE).
 */
export async function withInlineSlot<T>(
  deps: AppDeps,
  accountId: string,
  send: () => Promise<T>,
): Promise<T | "too_many"> {
  const counts = deps.memory.inlineAttempts;
  const n = counts.get(accountId) ?? 0;
  if (n >= INLINE_ATTEMPTS_PER_ACCOUNT) return "too_many";
  counts.set(accountId, n + 1);
  try {
    return await send();
  } finally {
    const left = (counts.get(accountId) ?? 1) - 1;
    if (left > 0) counts.set(accountId, left);
    else counts.delete(accountId);
  }
}

/** The platform's notice for "too_many". */
export const TOO_MANY_INLINE_NOTICE = `${INLINE_ATTEMPTS_PER_ACCOUNT} test sends or redeliveries are already in flight; try again in a moment.`;
