import { and, count, eq, inArray, isNull, lt, max, sql } from "drizzle-orm";
import { all, fastOnSqlite, get, type Work } from "../../db/store";
import type { Tables } from "../../db/store/work";
import { parseRetiredSecrets, type SigningAccount } from "../signing";
import { statements } from "./sql";
import type { AttemptTarget, ClaimedDelivery, DeliveryStatus, RelayedRequest } from "./types";

export type { ClaimedDelivery };

// What the send path reads from the log, as storage work: SQLite reads with the prepared statements it writes with
// (./sql.ts), PostgreSQL with their drizzle twins (the inspector reads through drizzle, src/webhooks/queries.ts).
// A stored event is handed over as its JSON text (`sql` of the column: drizzle's JSON mode would parse it).

/** The delivery (with its account's secrets and last attempt number), or undefined. */
export function* loadTarget(deliveryId: string): Work<AttemptTarget | undefined> {
  const row = yield* fastOnSqlite(
    (db) =>
      statements(db).target.get(deliveryId) as
        | (Omit<AttemptTarget, "retiredWebhookSecrets"> & { retired: string })
        | undefined,
    function* () {
      const d = yield* get((db, t) =>
        db
          .select({
            id: t.deliveries.id,
            accountId: t.deliveries.accountId,
            url: t.deliveries.url,
            format: t.deliveries.format,
            event: sql<string>`${t.deliveries.event}`,
            requestId: t.deliveries.requestId,
            destinationId: t.deliveries.destinationId,
            status: t.deliveries.status,
            webhookSecret: t.accounts.webhookSecret,
            retired: sql<string>`${t.accounts.retiredWebhookSecrets}`,
          })
          .from(t.deliveries)
          .innerJoin(t.accounts, eq(t.accounts.id, t.deliveries.accountId))
          .where(eq(t.deliveries.id, deliveryId)),
      );
      if (!d) return undefined;
      const last = yield* get((db, t) =>
        db
          .select({ n: max(t.deliveryAttempts.number) })
          .from(t.deliveryAttempts)
          .where(eq(t.deliveryAttempts.deliveryId, deliveryId)),
      );
      return { ...d, status: d.status as DeliveryStatus, lastNumber: last?.n ?? 0 };
    },
  );
  if (!row) return undefined;
  const { retired, ...target } = row;
  return { ...target, retiredWebhookSecrets: parseRetiredSecrets(retired) };
}

/** The signing secrets of an account (read on every claim: a rotation applies to the next attempt). */
export function* accountSecrets(accountId: string): Work<SigningAccount | undefined> {
  return (yield* accountsSecrets([accountId])).get(accountId);
}

/** accountSecrets of several accounts, by id (an account that is gone is absent): one read for a turn's claims. */
export function* accountsSecrets(ids: readonly string[]): Work<Map<string, SigningAccount>> {
  type Row = { id: string; webhookSecret: string; retired: string };
  const rows = yield* fastOnSqlite(
    (db) =>
      ids.flatMap((id) => {
        const row = statements(db).account.get(id) as Omit<Row, "id"> | undefined;
        return row ? [{ id, ...row }] : [];
      }),
    () =>
      all((db, t) =>
        db
          .select({
            id: t.accounts.id,
            webhookSecret: t.accounts.webhookSecret,
            retired: sql<string>`${t.accounts.retiredWebhookSecrets}`,
          })
          .from(t.accounts)
          .where(inArray(t.accounts.id, [...ids])),
      ),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { webhookSecret: r.webhookSecret, retiredWebhookSecrets: parseRetiredSecrets(r.retired) },
    ]),
  );
}

/** Whether an attempt of the delivery is in flight: its claim is held, or one of its attempts has no result yet. */
export function* attemptInFlight(d: { id: string; status: string }): Work<boolean> {
  if (d.status === "delivering") return true;
  const open = yield* fastOnSqlite(
    (db) => statements(db).openAttempt.get(d.id) !== undefined,
    function* () {
      const row = yield* get((db, t) =>
        db
          .select({ id: t.deliveryAttempts.id })
          .from(t.deliveryAttempts)
          .where(and(eq(t.deliveryAttempts.deliveryId, d.id), isNull(t.deliveryAttempts.completedAt)))
          .limit(1),
      );
      return row !== undefined;
    },
  );
  return open;
}

/** Unfinished deliveries: waiting (for their first attempt or a retry) and in flight. */
export function unfinishedDeliveries(): Work<{ pending: number; delivering: number }> {
  // Each count reads one partial index (it holds exactly those rows), never the table.
  const inStatus = (status: "pending" | "delivering") =>
    get((db, t) => db.select({ n: count() }).from(t.deliveries).where(eq(t.deliveries.status, status)));
  return fastOnSqlite(
    (db) => {
      const s = statements(db);
      return {
        pending: (s.pending.get() as { n: number }).n,
        delivering: (s.delivering.get() as { n: number }).n,
      };
    },
    function* () {
      const pending = (yield* inStatus("pending"))?.n ?? 0;
      return { pending, delivering: (yield* inStatus("delivering"))?.n ?? 0 };
    },
  );
}

/** A delivery whose claim's lease ran out (its process died mid-attempt). */
export type ExpiredDelivery = ClaimedDelivery & {
  lostCount: number;
  allocationId: string;
  lastError: string | null;
};

/** Claimed deliveries whose lease ended before `now`. */
export function expiredClaims(now: number): Work<ExpiredDelivery[]> {
  return fastOnSqlite(
    (db) => statements(db).expired.all(now) as ExpiredDelivery[],
    () =>
      all((db, t) =>
        db
          .select({
            ...claimedColumns(t),
            allocationId: sql<string>`${t.deliveries.allocationId}`,
            lastError: t.deliveries.lastError,
          })
          .from(t.deliveries)
          .where(and(eq(t.deliveries.status, "delivering"), lt(t.deliveries.leaseExpiresAt, now))),
      ),
  );
}

/** The columns a claim hands over (./sql.ts's CLAIMED), for drizzle. */
const claimedColumns = (t: Tables) => ({
  id: t.deliveries.id,
  accountId: t.deliveries.accountId,
  url: t.deliveries.url,
  format: t.deliveries.format,
  event: sql<string>`${t.deliveries.event}`,
  requestId: t.deliveries.requestId,
  attempts: t.deliveries.attempts,
  manualAttempts: t.deliveries.manualAttempts,
  lostCount: t.deliveries.lostCount,
  destinationId: t.deliveries.destinationId,
  createdAt: t.deliveries.createdAt,
  slotAt: t.deliveries.slotAt,
});

/** The relayed request a relay delivery forwards (relay_requests is src/relay's; the log only reads it). */
export function* relayedRequest(requestId: string): Work<RelayedRequest | undefined> {
  return yield* fastOnSqlite(
    (db) => {
      const row = statements(db).relayedRequest.get(requestId) as
        | (RelayedRequest & { headers: string })
        | undefined;
      return row && { ...row, headers: JSON.parse(row.headers) as Record<string, string> };
    },
    () =>
      get((db, t) =>
        db
          .select({
            id: t.relayRequests.id,
            sourceId: t.relayRequests.sourceId,
            method: t.relayRequests.method,
            path: t.relayRequests.path,
            query: t.relayRequests.query,
            headers: t.relayRequests.headers,
            body: t.relayRequests.body,
            receivedAt: t.relayRequests.receivedAt,
          })
          .from(t.relayRequests)
          .where(eq(t.relayRequests.id, requestId)),
      ),
  );
}
