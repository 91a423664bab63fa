import { randomUUID } from "node:crypto";
import { and, count, eq, gte, or, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { usageEvents } from "../db/schema";
import { all, get, run, type Work } from "../db/store";

export type UsageKind = (typeof usageEvents.$inferSelect)["kind"];

export type ChargeResult =
  | {
      ok: true;
      overage: number;
      /** The usage event recording the charge (what `refund` takes). */
      usageId: string;
    }
  | { ok: false; reason: "insufficient_prepaid_balance" };

/**
 * Charge `credits` to an account for one piece of work, inside the caller's transaction. Without billing set up,
 * a balance too small refuses the work (nothing is charged); with billing, the balance may go below zero and the
 * part below zero is recorded as metered overage.
 */
export function* charge(
  clock: Clock,
  accountId: string,
  kind: UsageKind,
  credits: number,
  refId?: string,
): Work<ChargeResult> {
  // Checked and taken in one statement, so two charges on two instances cannot both spend the same credits
  // (PostgreSQL reads do not lock): the row is only debited when billing is on or the balance covers the work.
  const debited = yield* get((db, t) =>
    db
      .update(t.accounts)
      .set({ creditsBalance: sql`${t.accounts.creditsBalance} - ${credits}` })
      .where(
        and(
          eq(t.accounts.id, accountId),
          or(eq(t.accounts.billingEnabled, true), gte(t.accounts.creditsBalance, credits)),
        ),
      )
      .returning({ balance: t.accounts.creditsBalance }),
  );
  if (!debited) return { ok: false, reason: "insufficient_prepaid_balance" };
  const before = debited.balance + credits;
  const overage = Math.min(credits, Math.max(0, credits - Math.max(0, before)));
  const usageId = randomUUID();
  yield* run((db, t) =>
    db
      .insert(t.usageEvents)
      .values({ id: usageId, accountId, kind, refId, credits, overage, createdAt: clock.now() }),
  );
  return { ok: true, overage, usageId };
}

/**
 * Undo a charge whose work gave the caller nothing (a relayed request the model server refused): its usage event
 * goes and its credits come back, inside the caller's transaction. Returns whether there was such a charge.
 */
export function* refund(accountId: string, usageId: string): Work<boolean> {
  const event = yield* get((db, t) =>
    db
      .delete(t.usageEvents)
      .where(and(eq(t.usageEvents.id, usageId), eq(t.usageEvents.accountId, accountId)))
      .returning({ credits: t.usageEvents.credits }),
  );
  if (!event) return false;
  yield* run((db, t) =>
    db
      .update(t.accounts)
      .set({ creditsBalance: sql`${t.accounts.creditsBalance} + ${event.credits}` })
      .where(eq(t.accounts.id, accountId)),
  );
  return true;
}

/** Refund the charge for one piece of work (`kind` with `refId`) that never ran; whether there was one to refund. */
export function* refundWork(accountId: string, kind: UsageKind, refId: string): Work<boolean> {
  const event = yield* get((db, t) =>
    db
      .select({ id: t.usageEvents.id })
      .from(t.usageEvents)
      .where(
        and(
          eq(t.usageEvents.refId, refId),
          eq(t.usageEvents.accountId, accountId),
          eq(t.usageEvents.kind, kind),
        ),
      ),
  );
  return event ? yield* refund(accountId, event.id) : false;
}

/** The account's credits as they stand now (a charge may have landed since its row was read), if it exists. */
export function* creditsOf(accountId: string): Work<{ balance: number; billing: boolean } | undefined> {
  return yield* get((db, t) =>
    db
      .select({ balance: t.accounts.creditsBalance, billing: t.accounts.billingEnabled })
      .from(t.accounts)
      .where(eq(t.accounts.id, accountId)),
  );
}

/** Add `n` credits (negative: take them) to an account's balance; returns the new balance. */
export function* grantCredits(accountId: string, n: number): Work<number | undefined> {
  const row = yield* get((db, t) =>
    db
      .update(t.accounts)
      .set({ creditsBalance: sql`${t.accounts.creditsBalance} + ${n}` })
      .where(eq(t.accounts.id, accountId))
      .returning({ balance: t.accounts.creditsBalance }),
  );
  return row?.balance;
}

/** Set up billing (overage metering) for an account, or remove it. Whether the account exists. */
export function* setBilling(accountId: string, on: boolean): Work<boolean> {
  return (
    (yield* run((db, t) =>
      db.update(t.accounts).set({ billingEnabled: on }).where(eq(t.accounts.id, accountId)),
    )) > 0
  );
}

/** Counts of charged work per kind since `since` (ms). */
export function* activitySince(accountId: string, since: number) {
  const rows = yield* all((db, t) =>
    db
      .select({
        kind: t.usageEvents.kind,
        n: count(),
        overage: sql<number>`coalesce(sum(${t.usageEvents.overage}), 0)`.mapWith(Number),
      })
      .from(t.usageEvents)
      .where(and(eq(t.usageEvents.accountId, accountId), gte(t.usageEvents.createdAt, since)))
      .groupBy(t.usageEvents.kind),
  );
  const countOf = (k: UsageKind) => rows.find((r) => r.kind === k)?.n ?? 0;
  return {
    scout_runs: countOf("scout_run"),
    browsing_tasks: countOf("browsing_task"),
    research_tasks: countOf("research_task"),
    chat_requests: countOf("chat_request"),
    overage_credits: rows.reduce((s, r) => s + r.overage, 0),
  };
}
