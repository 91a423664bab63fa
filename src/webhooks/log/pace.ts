import { eq, sql } from "drizzle-orm";
import { perConnection } from "../../db/client";
import { fastOnSqlite, get, native, type Work } from "../../db/store";
import type { RetryPolicy } from "../retry-policy";

// A rate-limited receiver's pace (webhook_pace, written only here): each automatic attempt to it reserves the
// slot at `next_at` and moves it on by one spacing, in one statement, so two claims (two instances) never take one
// slot. A burst waits in the delivery log, each delivery until its own slot: queued, never dropped.

const statements = perConnection((c) => ({
  reserve: c.prepare(`insert into webhook_pace (key, next_at) values (@key, @now + @pace)
    on conflict (key) do update set next_at = max(webhook_pace.next_at, @now) + @pace
    returning next_at - @pace as slot`),
  policy: c.prepare(`select retry, rate_limit_per_s as rateLimitPerS from relay_destinations where id = ?`),
}));

/**
 * Reserve the next start for `key` at or after `now`, `paceMs` after the one reserved before it; returns it (now,
 * when the receiver has been idle that long).
 */
export function reservePace(key: string, now: number, paceMs: number): Work<number> {
  return native({
    sqlite: (db) => (statements(db).reserve.get({ key, now, pace: paceMs }) as { slot: number }).slot,
    pg: async (db) => {
      const { rows } =
        await db.execute(sql`insert into webhook_pace (key, next_at) values (${key}, ${now + paceMs})
        on conflict (key) do update set next_at = greatest(webhook_pace.next_at, ${now}) + ${paceMs}
        returning next_at - ${paceMs} as slot`);
      return Number((rows[0] as { slot: number | string }).slot);
    },
  });
}

/** What applies to a relay destination's deliveries: its retry policy (null: the default) and rate limit. */
export interface DestinationPolicy {
  retry: RetryPolicy | null;
  rateLimitPerS: number | null;
}

/**
 * The retry policy and rate limit of relay destination `id`, read when each attempt is claimed and settled, so a
 * change applies to its waiting deliveries too; undefined once it is deleted (relay_destinations is src/relay's;
 * the log only reads it).
 */
export function* destinationPolicy(id: string): Work<DestinationPolicy | undefined> {
  return yield* fastOnSqlite(
    (db) => {
      const row = statements(db).policy.get(id) as
        | { retry: string | null; rateLimitPerS: number | null }
        | undefined;
      return row && { ...row, retry: row.retry === null ? null : (JSON.parse(row.retry) as RetryPolicy) };
    },
    () =>
      get((db, t) =>
        db
          .select({ retry: t.relayDestinations.retry, rateLimitPerS: t.relayDestinations.rateLimitPerS })
          .from(t.relayDestinations)
          .where(eq(t.relayDestinations.id, id)),
      ),
  );
}
