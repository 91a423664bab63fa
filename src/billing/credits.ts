import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { DbOrTx } from "../db/client";
import { accounts, usageEvents } from "../db/schema";

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
export function charge(
  db: DbOrTx,
  clock: Clock,
  accountId: string,
  kind: UsageKind,
  credits: number,
  refId?: string,
): ChargeResult {
  const acct = db
    .select({ balance: accounts.creditsBalance, billing: accounts.billingEnabled })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .get();
  if (!acct) return { ok: false, reason: "insufficient_prepaid_balance" };
  if (!acct.billing && acct.balance < credits) return { ok: false, reason: "insufficient_prepaid_balance" };
  const overage = Math.min(credits, Math.max(0, credits - Math.max(0, acct.balance)));
  db.update(accounts)
    .set({ creditsBalance: sql`${accounts.creditsBalance} - ${credits}` })
    .where(eq(accounts.id, accountId))
    .run();
  const usageId = randomUUID();
  db.insert(usageEvents)
    .values({ id: usageId, accountId, kind, refId, credits, overage, createdAt: clock.now() })
    .run();
  return { ok: true, overage, usageId };
}

/**
 * Undo a charge whose work gave the caller nothing (a relayed request the model server refused): its usage event
 * goes and its credits come back, inside the caller's transaction. Returns whether there was such a charge.
 */
export function refund(db: DbOrTx, accountId: string, usageId: string): boolean {
  const event = db
    .delete(usageEvents)
    .where(and(eq(usageEvents.id, usageId), eq(usageEvents.accountId, accountId)))
    .returning({ credits: usageEvents.credits })
    .get();
  if (!event) return false;
  db.update(accounts)
    .set({ creditsBalance: sql`${accounts.creditsBalance} + ${event.credits}` })
    .where(eq(accounts.id, accountId))
    .run();
  return true;
}

/** Refund the charge for one piece of work (`kind` with `refId`) that never ran; whether there was one to refund. */
export function refundWork(db: DbOrTx, accountId: string, kind: UsageKind, refId: string): boolean {
  const event = db
    .select({ id: usageEvents.id })
    .from(usageEvents)
    .where(
      and(eq(usageEvents.refId, refId), eq(usageEvents.accountId, accountId), eq(usageEvents.kind, kind)),
    )
    .get();
  return event ? refund(db, accountId, event.id) : false;
}

/** Counts of charged work per kind since `since` (ms). */
export function activitySince(db: DbOrTx, accountId: string, since: number) {
  const rows = db
    .select({
      kind: usageEvents.kind,
      n: sql<number>`count(*)`,
      overage: sql<number>`coalesce(sum(${usageEvents.overage}),0)`,
    })
    .from(usageEvents)
    .where(and(eq(usageEvents.accountId, accountId), gte(usageEvents.createdAt, since)))
    .groupBy(usageEvents.kind)
    .all();
  const count = (k: UsageKind) => rows.find((r) => r.kind === k)?.n ?? 0;
  return {
    scout_runs: count("scout_run"),
    browsing_tasks: count("browsing_task"),
    research_tasks: count("research_task"),
    chat_requests: count("chat_request"),
    overage_credits: rows.reduce((s, r) => s + r.overage, 0),
  };
}
