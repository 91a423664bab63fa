import { sql } from "drizzle-orm";
import { afterCommit, native, type Work } from "../db/store";
import type { AppDeps } from "../deps";
import { deliveryRows, type NewDelivery, WEBHOOK_QUEUE } from "../webhooks/event";
import type { IngestOutcome } from "./ingest";
import { DEDUPE_WINDOW_MS, type RelayRequestRow } from "./requests";
import { countSlot } from "./sources";

// Relay ingest on PostgreSQL in one round trip. There every statement is a round trip, and ingest's transaction
// (src/relay/ingest.ts `record`) was BEGIN, the dedupe lock and lookup, the request, each delivery, the source's
// count and COMMIT: 4 to 6 of them, and one more per delivery. The PL/pgSQL function relay_ingest
// (drizzle/pg/0008_relay_source_counts.sql) does the same writes in one statement, its own transaction.
// bench/relay-pg.ts (a request with a dedupe key, 10 connections, 2 cores under a load of 3-7 from other work):
// 7.0 round trips per acknowledged request became 2.0 (the other is the route's read of the source), and
// acknowledged requests/s went from a median of 258 (86-371) to 318 (258-533), 6 runs each, interleaved. What was
// left serial was the source's count, one row held through the commit's WAL flush; it is now kept in a few rows
// (src/relay/sources.ts COUNT_SLOTS, with the numbers; docs/performance.md, "Relay ingest on PostgreSQL in one
// round trip").
// SQLite, whose statements are calls in process, runs `record` as before.

/**
 * Record `row` and, unless it turns out a duplicate, its `deliveries` (the matched destinations', in the order
 * given); count it on its source; in one statement. PostgreSQL only: SQLite runs ingest's `record` in its group
 * commit. The job runner is woken once deliveries have committed.
 */
export function* recordInOneTrip(
  deps: Pick<AppDeps, "clock" | "jobs">,
  row: RelayRequestRow,
  deliveries: readonly NewDelivery[],
  /** The rejection (if any) is a forwarding loop's. */
  loop: boolean,
): Work<IngestOutcome> {
  const { body, headers, ...rest } = row;
  const args = {
    ...rest,
    headers: JSON.stringify(headers),
    since: row.receivedAt - DEDUPE_WINDOW_MS,
    slot: countSlot(),
    deliveries: deliveryRows(deps.clock.now(), deliveries),
  };
  const { outcome, wake } = yield* native({
    sqlite: () => {
      throw new Error("recordInOneTrip is PostgreSQL's: SQLite runs ingest's record in its group commit");
    },
    pg: async (db) => {
      const { rows } = await db.execute(
        sql`select relay_ingest(${JSON.stringify(args)}::json, ${body}) as first`,
      );
      const first = (rows[0]?.first as string | null) ?? undefined;
      const outcome = outcomeOf(row, first, loop);
      return { outcome, wake: !first && outcome.accepted && args.deliveries.length > 0 };
    },
  });
  if (wake) yield* afterCommit(() => deps.jobs.wake(WEBHOOK_QUEUE));
  return outcome;
}

/** What ingest answers for `row`, recorded as the duplicate of `first` when there is one. */
export function outcomeOf(row: RelayRequestRow, first: string | undefined, loop: boolean): IngestOutcome {
  if (first) return { accepted: true, requestId: first, duplicate: true };
  if (row.status !== "accepted")
    return { accepted: false, requestId: row.id, reason: row.reason ?? "", loop };
  return { accepted: true, requestId: row.id, duplicate: false };
}
