import { and, count, eq, isNull, lt, sql } from "drizzle-orm";
import { $, batchedOnPg, many, one, statement, type Work } from "../../db/store";
import type { Tables } from "../../db/store/work";
import { parseRetiredSecrets, type SigningAccount } from "../signing";
import { recordedAttempts } from "./statements";
import type { AttemptTarget, ClaimedDelivery, DeliveryStatus, RelayedRequest } from "./types";

export type { ClaimedDelivery };

// What the send path reads from the log, as storage work: statements defined once for both databases and prepared
// once per connection (src/db/store/statement.ts); the inspector reads through drizzle (src/webhooks/queries.ts).
// A stored event, and retired secrets, are handed over as their JSON text (`sql` of the column: drizzle's JSON mode
// would parse them).

/** What every attempt needs of its delivery. */
const sendColumns = (t: Tables) => ({
  id: t.deliveries.id,
  accountId: t.deliveries.accountId,
  url: t.deliveries.url,
  format: t.deliveries.format,
  event: sql<string>`${t.deliveries.event}`,
  requestId: t.deliveries.requestId,
  destinationId: t.deliveries.destinationId,
});

const target = statement((db, t) =>
  db
    .select({
      ...sendColumns(t),
      status: t.deliveries.status,
      webhookSecret: t.accounts.webhookSecret,
      retired: sql<string>`${t.accounts.retiredWebhookSecrets}`,
      lastNumber:
        sql<number>`(select coalesce(max(${t.deliveryAttempts.number}), 0) from ${t.deliveryAttempts}
        where ${t.deliveryAttempts.deliveryId} = ${t.deliveries.id})`.mapWith(Number),
    })
    .from(t.deliveries)
    .innerJoin(t.accounts, eq(t.accounts.id, t.deliveries.accountId))
    .where(eq(t.deliveries.id, $("id"))),
);

const secrets = statement((db, t) =>
  db
    .select({
      webhookSecret: t.accounts.webhookSecret,
      retired: sql<string>`${t.accounts.retiredWebhookSecrets}`,
    })
    .from(t.accounts)
    .where(eq(t.accounts.id, $("id"))),
);

const openAttempt = statement((db, t) =>
  db
    .select({ id: t.deliveryAttempts.id })
    .from(t.deliveryAttempts)
    // No LIMIT: drizzle would bind it bare, which re-prepares the statement on every run (src/db/store/statement.ts);
    // `one` reads one row.
    .where(and(eq(t.deliveryAttempts.deliveryId, $("id")), isNull(t.deliveryAttempts.completedAt))),
);

/** Deliveries in `status`, counted from its partial index (it holds exactly those rows): the status a literal. */
const inStatus = (status: "pending" | "delivering") =>
  statement((db, t) =>
    db
      .select({ n: count() })
      .from(t.deliveries)
      .where(sql`${t.deliveries.status} = ${sql.raw(`'${status}'`)}`),
  );
const pending = inStatus("pending");
const delivering = inStatus("delivering");

/** The delivery (with its account's secrets and last attempt number), or undefined. */
export function* loadTarget(deliveryId: string): Work<AttemptTarget | undefined> {
  const row = yield* one(target, { id: deliveryId });
  if (!row) return undefined;
  const { retired, status, ...rest } = row;
  return { ...rest, status: status as DeliveryStatus, retiredWebhookSecrets: parseRetiredSecrets(retired) };
}

/** The signing secrets of an account (read on every claim: a rotation applies to the next attempt). */
export function* accountSecrets(accountId: string): Work<SigningAccount | undefined> {
  return (yield* accountsSecrets([accountId])).get(accountId);
}

/**
 * accountSecrets of several accounts, by id (an account that is gone is absent): for a turn's claims, one read on
 * PostgreSQL (a round trip), the defined statement once per account on SQLite.
 */
export function* accountsSecrets(ids: readonly string[]): Work<Map<string, SigningAccount>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = yield* batchedOnPg(
    async (db) =>
      (
        await db.execute(sql`select id, webhook_secret as "webhookSecret", retired_webhook_secrets as retired
          from accounts where id in ${unique}`)
      ).rows as SecretRow[],
    secretsEach(unique),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { webhookSecret: r.webhookSecret, retiredWebhookSecrets: parseRetiredSecrets(r.retired) },
    ]),
  );
}

type SecretRow = { id: string; webhookSecret: string; retired: string };

function* secretsEach(ids: readonly string[]): Work<SecretRow[]> {
  const rows: SecretRow[] = [];
  for (const id of ids) {
    const row = yield* one(secrets, { id });
    if (row) rows.push({ id, webhookSecret: row.webhookSecret, retired: row.retired });
  }
  return rows;
}

/** Whether an attempt of the delivery is in flight: its claim is held, or one of its attempts has no result yet. */
export function* attemptInFlight(d: { id: string; status: string }): Work<boolean> {
  if (d.status === "delivering") return true;
  return (yield* one(openAttempt, { id: d.id })) !== undefined;
}

/** Unfinished deliveries: waiting (for their first attempt or a retry) and in flight. */
export function* unfinishedDeliveries(): Work<{ pending: number; delivering: number }> {
  return { pending: (yield* one(pending))?.n ?? 0, delivering: (yield* one(delivering))?.n ?? 0 };
}

/** A delivery whose claim's lease ran out (its process died mid-attempt). */
export type ExpiredDelivery = ClaimedDelivery & {
  lostCount: number;
  allocationId: string;
  lastError: string | null;
};

// The lease index's own predicate (drizzle/sqlite/0003), a literal as the index has it, so the index serves it.
// `attempts`: those recorded, as requeueExpired and failClaim count them (a dead claim may have started none).
const expired = statement((db, t) =>
  db
    .select({
      ...claimedColumns(t),
      attempts: recordedAttempts(),
      allocationId: sql<string>`${t.deliveries.allocationId}`,
      lastError: t.deliveries.lastError,
    })
    .from(t.deliveries)
    .where(and(sql`${t.deliveries.status} = 'delivering'`, lt(t.deliveries.leaseExpiresAt, $("now")))),
);

/** Claimed deliveries whose lease ended before `now`. */
export function expiredClaims(now: number): Work<ExpiredDelivery[]> {
  return many(expired, { now });
}

/** The columns a claim hands over (./claim.ts's CLAIMED). */
const claimedColumns = (t: Tables) => ({
  ...sendColumns(t),
  attempts: t.deliveries.attempts,
  manualAttempts: t.deliveries.manualAttempts,
  lostCount: t.deliveries.lostCount,
  createdAt: t.deliveries.createdAt,
  slotAt: t.deliveries.slotAt,
});

const relayed = statement((db, t) =>
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
    .where(eq(t.relayRequests.id, $("id"))),
);

/** The relayed request a relay delivery forwards (relay_requests is src/relay's; the log only reads it). */
export function relayedRequest(requestId: string): Work<RelayedRequest | undefined> {
  return one(relayed, { id: requestId });
}
