import type { Db, DbOrTx } from "../../db/client";
import { parseRetiredSecrets, type SigningAccount } from "../signing";
import { statements } from "./sql";
import type { AttemptTarget, ClaimedDelivery, RelayedRequest } from "./types";

export type { ClaimedDelivery };

// What the send path reads from the log, on the statements it writes with (the inspector reads through drizzle,
// src/webhooks/queries.ts).

/** The delivery (with its account's secrets and last attempt number), or undefined. */
export function loadTarget(db: DbOrTx, deliveryId: string): AttemptTarget | undefined {
  const row = statements(db).target.get(deliveryId) as
    | (Omit<AttemptTarget, "retiredWebhookSecrets"> & { retired: string })
    | undefined;
  if (!row) return undefined;
  const { retired, ...target } = row;
  return { ...target, retiredWebhookSecrets: parseRetiredSecrets(retired) };
}

/** The signing secrets of an account (read on every claim: a rotation applies to the next attempt). */
export function accountSecrets(db: DbOrTx, accountId: string): SigningAccount | undefined {
  const row = statements(db).account.get(accountId) as { webhookSecret: string; retired: string } | undefined;
  return row && { webhookSecret: row.webhookSecret, retiredWebhookSecrets: parseRetiredSecrets(row.retired) };
}

/** Whether an attempt of the delivery is in flight: its claim is held, or one of its attempts has no result yet. */
export function attemptInFlight(db: DbOrTx, d: { id: string; status: string }): boolean {
  return d.status === "delivering" || statements(db).openAttempt.get(d.id) !== undefined;
}

/** Unfinished deliveries: waiting (for their first attempt or a retry) and in flight. */
export function unfinishedDeliveries(db: Db): { pending: number; delivering: number } {
  const s = statements(db);
  return {
    pending: (s.pending.get() as { n: number }).n,
    delivering: (s.delivering.get() as { n: number }).n,
  };
}

/** A delivery whose claim's lease ran out (its process died mid-attempt). */
export type ExpiredDelivery = ClaimedDelivery & {
  lostCount: number;
  allocationId: string;
  lastError: string | null;
};

/** Claimed deliveries whose lease ended before `now`. */
export function expiredClaims(db: DbOrTx, now: number): ExpiredDelivery[] {
  return statements(db).expired.all(now) as ExpiredDelivery[];
}

/** The relayed request a relay delivery forwards (relay_requests is src/relay's; the log only reads it). */
export function relayedRequest(db: DbOrTx, requestId: string): RelayedRequest | undefined {
  const row = statements(db).relayedRequest.get(requestId) as
    | (RelayedRequest & { headers: string })
    | undefined;
  return row && { ...row, headers: JSON.parse(row.headers) as Record<string, string> };
}
