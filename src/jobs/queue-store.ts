import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { jobs } from "../db/schema";
import { $, exec, many, native, one, serializeAcrossInstances, statement, type Work } from "../db/store";
import { claimWithinCaps, countKeys } from "./caps";
import * as onPg from "./store-pg";
import * as onSqlite from "./store-sqlite";
import type { ClaimedJob, ExpiredEntry, JobsClaim, QueueStore } from "./types";

// The `jobs` table as a queue store (src/jobs/types.ts QueueStore). Its transitions are statements defined once for
// both databases and prepared once per connection (src/db/store/statement.ts): the runner runs them on every job.
// Every write is guarded on the allocation: only the holder of the current claim may settle, renew or hand back a
// job; a job reclaimed after its lease expired belongs to its new holder. The claim alone differs by database.

const held = (j: typeof jobs) => and(eq(j.id, $("id")), eq(j.allocationId, $("allocationId")));
const released = { allocationId: null, leaseExpiresAt: null, updatedAt: $("now") };
const done = statement((db, t) =>
  db
    .update(t.jobs)
    .set({ status: "done", ...released })
    .where(held(t.jobs)),
);
const failed = statement((db, t) =>
  db
    .update(t.jobs)
    .set({ status: "failed", lastError: $("error"), ...released })
    .where(held(t.jobs)),
);
const pending = statement((db, t) =>
  db
    .update(t.jobs)
    .set({ status: "pending", availableAt: $("availableAt"), ...released })
    .where(held(t.jobs)),
);
const renew = statement((db, t) =>
  db
    .update(t.jobs)
    .set({ leaseExpiresAt: $("leaseUntil"), updatedAt: $("now") })
    .where(held(t.jobs)),
);
const expired = statement((db, t) =>
  db
    .select({
      id: t.jobs.id,
      payload: t.jobs.payload,
      lostCount: t.jobs.lostCount,
      allocationId: t.jobs.allocationId,
      lastError: t.jobs.lastError,
    })
    .from(t.jobs)
    .where(
      and(eq(t.jobs.status, "running"), lt(t.jobs.leaseExpiresAt, $("now")), eq(t.jobs.queue, $("queue"))),
    ),
);
const requeue = statement((db, t) =>
  db
    .update(t.jobs)
    .set({
      status: $("status"),
      lostCount: $("lost"),
      availableAt: $("now"),
      lastError: $("error"),
      ...released,
    })
    .where(held(t.jobs)),
);
// The groups of the queue's jobs claimed now (by any process): a handful, read from the claim index.
const heldGroups = statement((db, t) =>
  db
    .select({ k: t.jobs.groupKey })
    .from(t.jobs)
    .where(and(eq(t.jobs.queue, $("queue")), eq(t.jobs.status, "running"), isNotNull(t.jobs.groupKey))),
);
// When the queue's next pending job falls due: the first entry of jobs_claim_idx's (queue, 'pending') run.
const nextDue = statement((db, t) =>
  db
    .select({ at: sql<number | null>`min(${t.jobs.availableAt})` })
    .from(t.jobs)
    .where(and(eq(t.jobs.queue, $("queue")), eq(t.jobs.status, "pending"))),
);
// A claimed job a cap leaves no room for, handed back exactly as it was.
const unclaim = statement((db, t) =>
  db
    .update(t.jobs)
    .set({ status: "pending", allocationId: null, leaseExpiresAt: null })
    .where(and(held(t.jobs), eq(t.jobs.status, "running"))),
);

/**
 * Claim up to `limit` due jobs of the claim's queue, oldest due first, passing over the groups in `exclude`: the
 * one statement that differs by database (SQLite's plan, PostgreSQL's FOR UPDATE SKIP LOCKED).
 */
const claimDue = (c: JobsClaim, exclude: string[], limit: number): Work<ClaimedJob[]> =>
  native({
    sqlite: (db) => onSqlite.claimDue(db, c, exclude, limit),
    pg: (db) => onPg.claimDue(db, c, exclude, limit),
  });

/**
 * The claim within a group cap: counted from the groups claimed now by any process. A queue's capped claims take
 * turns across instances (an advisory lock per queue name), so two never both count the same free slot; on SQLite
 * the write lock does this.
 */
function* claimCapped(c: JobsClaim, groupConcurrency: number, limit: number): Work<ClaimedJob[]> {
  yield* serializeAcrossInstances(`jobs:${c.queue}`);
  const claimed = yield* many(heldGroups, { queue: c.queue });
  const caps = [
    {
      of: (r: ClaimedJob) => r.groupKey ?? "",
      limit: groupConcurrency,
      held: countKeys(claimed.map((r) => r.k!)),
    },
  ];
  return yield* claimWithinCaps(
    caps,
    limit,
    ([full], n) => claimDue(c, full!, n),
    (r) => exec(unclaim, { id: r.id, allocationId: c.allocationId }),
  );
}

/**
 * The default store: rows of the `jobs` table whose `queue` is `queue`, with JSON payloads. With
 * `groupConcurrency`, at most that many jobs of one group (EnqueueOptions.group) are claimed at once, and a full
 * group's backlog is passed over, so one group cannot take every slot of the queue. Only the claim's SQL differs
 * by database (src/jobs/store-sqlite.ts, src/jobs/store-pg.ts); what the runner sees does not.
 */
export function jobsStore<P>(queue: string, opts: { groupConcurrency?: number } = {}): QueueStore<P> {
  const { groupConcurrency } = opts;
  return {
    *claim(allocationId, leaseUntil, now, limit) {
      const c = { queue, allocationId, leaseUntil, now };
      // SQLite first looks whether anything is due, from the index alone; on PostgreSQL that look would be a round
      // trip of its own, and the claim finds nothing as soon.
      if (!(yield* native({ sqlite: (db) => onSqlite.anyDue(db, queue, now), pg: async () => true })))
        return [];
      const rows =
        groupConcurrency === undefined
          ? yield* claimDue(c, [], limit)
          : yield* claimCapped(c, groupConcurrency, limit);
      return rows.map(({ id, payload, lostCount }) => ({ id, payload: JSON.parse(payload) as P, lostCount }));
    },
    *settle(id, allocationId, result, now, error) {
      const p = { id, allocationId, now };
      if (result === "done") yield* exec(done, p);
      else if (result === "failed") yield* exec(failed, { ...p, error: error ?? null });
      else yield* exec(pending, { ...p, availableAt: result === "release" ? now : result.retryAt });
    },
    *renew(id, allocationId, leaseUntil, now) {
      yield* exec(renew, { id, allocationId, leaseUntil, now });
    },
    *expired(now) {
      return (yield* many(expired, { queue, now })) as ExpiredEntry<P>[];
    },
    *requeue(e, lost, givingUp, now) {
      const { id, allocationId } = e;
      const [status, error] = givingUp ? ["failed", "worker_lost"] : ["pending", e.lastError];
      return (yield* exec(requeue, { id, allocationId, status, lost, now, error })) === 1;
    },
    *nextDue() {
      const at = (yield* one(nextDue, { queue }))?.at;
      return at === null || at === undefined ? null : Number(at);
    },
  };
}
