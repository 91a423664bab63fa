import { eq, lt, sql } from "drizzle-orm";
import { perConnection } from "../../db/client";
import { $, native, one, run, statement, type Work } from "../../db/store";
import type { RetryPolicy } from "../retry-policy";
import type { RetiredSecret, SigningAccount } from "../signing";

// A rate-limited receiver's pace (webhook_pace, written only here): each automatic attempt to it reserves the
// slot at `next_at` and moves it on by one spacing, in one statement, so two claims (two instances) never take one
// slot. A burst waits in the delivery log, each delivery until its own slot: queued, never dropped.

const statements = perConnection((c) => ({
  reserve: c.prepare(`insert into webhook_pace (key, next_at) values (@key, @now + @pace)
    on conflict (key) do update set next_at = max(webhook_pace.next_at, @now) + @pace
    returning next_at - @pace as slot`),
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

/**
 * Forget the paces whose next slot is before `cutoff`: a reservation takes the later of its row and now, so such a
 * row says nothing (a deleted destination's, an idle one's). Returns how many went.
 */
export function prunePace(cutoff: number): Work<number> {
  return run((db, t) => db.delete(t.webhookPace).where(lt(t.webhookPace.nextAt, cutoff)));
}

/**
 * What applies to a relay destination's deliveries: its retry policy (null: the default), rate limit, and the
 * secrets that sign its forwards (null: not signed by us) and its transform.
 */
export interface DestinationPolicy {
  retry: RetryPolicy | null;
  rateLimitPerS: number | null;
  signing: SigningAccount | null;
  /** Its JSONata transform (src/relay/transform.ts), run at each attempt; null: none. */
  transform: string | null;
}

type PolicyRow = {
  retry: RetryPolicy | null;
  rateLimitPerS: number | null;
  signingSecret: string | null;
  retired: RetiredSecret[] | null;
  transform: string | null;
};

const policyOf = ({ signingSecret, retired, ...p }: PolicyRow): DestinationPolicy => ({
  ...p,
  signing: signingSecret ? { webhookSecret: signingSecret, retiredWebhookSecrets: retired ?? [] } : null,
});

/**
 * The retry policy, rate limit and signing secrets of relay destination `id`, read for each attempt, so a change
 * (a rotation too) applies to its waiting deliveries; undefined once it is deleted (relay_destinations is src/relay's;
 * the log only reads it).
 */
export function* destinationPolicy(id: string): Work<DestinationPolicy | undefined> {
  const row = yield* one(policy, { id });
  return row && policyOf(row);
}

const policy = statement((db, t) =>
  db
    .select({
      retry: t.relayDestinations.retry,
      rateLimitPerS: t.relayDestinations.rateLimitPerS,
      signingSecret: t.relayDestinations.signingSecret,
      retired: t.relayDestinations.retiredSigningSecrets,
      transform: t.relayDestinations.transform,
    })
    .from(t.relayDestinations)
    .where(eq(t.relayDestinations.id, $("id"))),
);
