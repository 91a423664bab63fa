import { and, asc, count, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import { all, get, type Work } from "../db/store";
import type { Tables } from "../db/store/work";
import type { AppDeps } from "../deps";
import { redeliverMatching } from "../webhooks/bulk-redeliver";
import { paceMs } from "../webhooks/retry-policy";
import { destinationOf } from "./destinations";

// Failing destinations (docs/design.md §6b "Failing destinations"): read from the delivery log, which src/webhooks
// writes; each question is a seek of its destination index (deliveries_destination_idx), never a walk of the log.

/** A destination whose last delivery failed, or whose deliveries wait for a retry. */
export interface FailingDestination {
  sourceId: string;
  sourceName: string;
  destinationId: string;
  url: string;
  paused: boolean;
  /** Why the newest failure failed: its error and status code. */
  lastError: string | null;
  lastStatusCode: number | null;
  /** When the last delivery failed (null while the failures are retries that still wait). */
  lastFailedAt: number | null;
  failed: number;
  /** Waiting for an attempt (first, retry, or their turn under the rate limit) or in flight. */
  waiting: number;
  /** The earliest next attempt among the waiting ones. */
  nextAttemptAt: number | null;
}

const ofDestination = (t: Tables, accountId: string, destinationId: string) =>
  and(eq(t.deliveries.destinationId, destinationId), eq(t.deliveries.accountId, accountId));

/** The failing state of one destination, or undefined when it is well. */
function* destinationHealth(accountId: string, destinationId: string) {
  const counts = yield* all((db, t) =>
    db
      .select({ status: t.deliveries.status, n: count() })
      .from(t.deliveries)
      .where(
        and(
          ofDestination(t, accountId, destinationId),
          inArray(t.deliveries.status, ["failed", "pending", "delivering"]),
        ),
      )
      .groupBy(t.deliveries.status),
  );
  const n = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  const newest = (status: "failed" | "succeeded") =>
    get((db, t) =>
      db
        .select({ at: max(t.deliveries.completedAt) })
        .from(t.deliveries)
        .where(and(ofDestination(t, accountId, destinationId), eq(t.deliveries.status, status))),
    );
  const lastFailedAt = n("failed") > 0 ? ((yield* newest("failed"))?.at ?? null) : null;
  const lastSucceededAt = (yield* newest("succeeded"))?.at ?? null;
  const lastFailed = lastFailedAt !== null && (lastSucceededAt === null || lastFailedAt > lastSucceededAt);
  // The waiting deliveries that failed before: a retry is due.
  const retrying = yield* get((db, t) =>
    db
      .select({
        lastError: t.deliveries.lastError,
        lastStatusCode: t.deliveries.lastStatusCode,
        nextAttemptAt: t.deliveries.nextAttemptAt,
      })
      .from(t.deliveries)
      .where(
        and(
          ofDestination(t, accountId, destinationId),
          eq(t.deliveries.status, "pending"),
          isNotNull(t.deliveries.lastError),
        ),
      )
      .orderBy(asc(t.deliveries.nextAttemptAt))
      .limit(1),
  );
  if (!lastFailed && !retrying) return undefined;
  const failure = lastFailed
    ? yield* get((db, t) =>
        db
          .select({ lastError: t.deliveries.lastError, lastStatusCode: t.deliveries.lastStatusCode })
          .from(t.deliveries)
          .where(
            and(
              ofDestination(t, accountId, destinationId),
              eq(t.deliveries.status, "failed"),
              eq(t.deliveries.completedAt, lastFailedAt),
            ),
          )
          .limit(1),
      )
    : retrying;
  const due = yield* get((db, t) =>
    db
      .select({ at: sql<number | null>`min(${t.deliveries.nextAttemptAt})` })
      .from(t.deliveries)
      .where(and(ofDestination(t, accountId, destinationId), eq(t.deliveries.status, "pending"))),
  );
  return {
    lastError: failure?.lastError ?? null,
    lastStatusCode: failure?.lastStatusCode ?? null,
    lastFailedAt: lastFailed ? lastFailedAt : null,
    failed: n("failed"),
    waiting: n("pending") + n("delivering"),
    nextAttemptAt: due?.at === null || due?.at === undefined ? null : Number(due.at),
  };
}

/** The account's destinations that are failing now, by source name and then as they were added. */
export function* failingDestinations(accountId: string): Work<FailingDestination[]> {
  const destinations = yield* all((db, t) =>
    db
      .select({
        sourceId: t.relaySources.id,
        sourceName: t.relaySources.name,
        destinationId: t.relayDestinations.id,
        url: t.relayDestinations.url,
        paused: t.relayDestinations.paused,
      })
      .from(t.relayDestinations)
      .innerJoin(t.relaySources, eq(t.relaySources.id, t.relayDestinations.sourceId))
      .where(eq(t.relayDestinations.accountId, accountId))
      .orderBy(asc(t.relaySources.name), asc(t.relayDestinations.createdAt), asc(t.relayDestinations.id)),
  );
  const out: FailingDestination[] = [];
  for (const d of destinations) {
    const health = yield* destinationHealth(accountId, d.destinationId);
    if (health) out.push({ ...d, ...health });
  }
  return out;
}

/** At most this many failed deliveries are queued by one retry; `remaining` says how many are left for the next. */
export const RETRY_FAILED_MAX = 10_000;

/**
 * Retry every failed delivery of the account's destination `destinationId` of source `sourceId`: each gets one
 * more attempt, as a redelivery does (src/webhooks/bulk-redeliver.ts: durable jobs, a few at a time), spaced by
 * the destination's rate limit when it has one. Undefined when the account has no such destination.
 */
export function* retryFailed(
  deps: Pick<AppDeps, "jobs" | "clock">,
  accountId: string,
  sourceId: string,
  destinationId: string,
): Work<{ queued: number; remaining: number } | undefined> {
  const d = yield* get((db, t) =>
    db
      .select({ id: t.relayDestinations.id, rateLimitPerS: t.relayDestinations.rateLimitPerS })
      .from(t.relayDestinations)
      .where(destinationOf(t, accountId, sourceId, destinationId)),
  );
  if (!d) return undefined;
  const done = yield* redeliverMatching(deps, accountId, {
    filters: { status: "failed", sourceType: "relay", destinationId },
    max: RETRY_FAILED_MAX,
    dryRun: false,
    pace: d.rateLimitPerS ? { key: destinationId, paceMs: paceMs(d.rateLimitPerS) } : undefined,
  });
  return { queued: done.queued, remaining: done.matched - done.queued };
}
