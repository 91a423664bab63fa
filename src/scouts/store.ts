import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../clock";
import { get, run, tx, type Work } from "../db/store";
import { dropPendingJobs } from "../jobs/store";
import { conflictRefusal, type Refusal } from "../refusal";
import { displayNameFromQuery } from "./display-name";
import type { CreateScoutInput, PatchScoutInput } from "./input";
import { firstRunAt, resumeAt } from "./schedule";
import { outstandingRunDue, SCOUT_RUN_QUEUE } from "./scheduler";
import { type ScoutRow, type UpdateRow, updateExists, updateIdFor } from "./updates";

// The scouts' rows: the only writes of scouts outside a run (run.ts) and the scheduler's claims (scheduler.ts).

export const DEFAULT_INTERVAL_S = 86_400;

/** What the API's POST /v1/scouting/tasks/{id}/<action> and the platform's buttons do to a scout. */
export type ScoutAction = "pause" | "resume" | "done" | "restart";

/** The caller's scout, or undefined (unknown, or another account's). */
export function* findScout(accountId: string, id: string): Work<ScoutRow | undefined> {
  return yield* get((db, t) =>
    db
      .select()
      .from(t.scouts)
      .where(and(eq(t.scouts.id, id), eq(t.scouts.accountId, accountId))),
  );
}

/** One update of a scout (the scout already checked as the caller's), or undefined. */
export function* findUpdate(scoutId: string, updateId: string): Work<UpdateRow | undefined> {
  return yield* get((db, t) =>
    db
      .select()
      .from(t.scoutUpdates)
      .where(and(eq(t.scoutUpdates.id, updateId), eq(t.scoutUpdates.scoutId, scoutId))),
  );
}

const blankToNull = (v: string | null | undefined) => (v === "" || v === undefined ? null : v);

/**
 * Store a new active scout; its first run is due at `start_timestamp`, or now. Without `output_interval` it runs
 * daily, or every SCOUT_MIN_INTERVAL_S when that is longer.
 */
export function* insertScout(
  clock: Clock,
  accountId: string,
  input: CreateScoutInput,
  minIntervalS = 0,
): Work<ScoutRow> {
  const now = clock.now();
  const row: ScoutRow = {
    id: randomUUID(),
    accountId,
    query: input.query,
    displayName: input.display_name || displayNameFromQuery(input.query),
    status: "active",
    outputInterval: input.output_interval ?? Math.max(DEFAULT_INTERVAL_S, minIntervalS),
    startAt: input.start_timestamp ? input.start_timestamp * 1000 : null,
    nextRunAt: firstRunAt(input.start_timestamp, now),
    lastRunAt: null,
    baselineAt: null,
    userTimezone: input.user_timezone ?? null,
    userLocation: input.user_location ?? null,
    webhookUrl: blankToNull(input.webhook_url),
    webhookFormat: input.webhook_format ?? null,
    notify: input.notify ?? "changes",
    ignore: input.ignore ?? [],
    outputSchema: input.output_schema ?? null,
    skipEmail: input.skip_email ?? false,
    isPublic: input.is_public ?? false,
    createdAt: now,
    updatedAt: now,
    pausedAt: null,
    completedAt: null,
  };
  yield* run((db, t) => db.insert(t.scouts).values(row));
  return row;
}

/**
 * Apply a PATCH. Fields left out stay; `webhook_url: ""` (or null) removes the webhook; a new query makes the next
 * run a first run (nothing to compare with). A new `start_timestamp`
 * reschedules an active scout to it; a new `output_interval` moves the next run to one interval after the last.
 */
export function* patchScout(clock: Clock, s: ScoutRow, p: PatchScoutInput): Work<ScoutRow> {
  const now = clock.now();
  const next: ScoutRow = { ...s, updatedAt: now };
  if (p.query !== undefined && p.query !== s.query) {
    next.query = p.query;
    // The scout now watches something else: its next run starts afresh instead of diffing against the old target.
    next.baselineAt = now;
  }
  if (p.display_name !== undefined) next.displayName = p.display_name || displayNameFromQuery(next.query);
  if (p.user_timezone !== undefined) next.userTimezone = p.user_timezone;
  if (p.user_location !== undefined) next.userLocation = p.user_location;
  if (p.webhook_url !== undefined) next.webhookUrl = blankToNull(p.webhook_url);
  if (p.webhook_format !== undefined) next.webhookFormat = p.webhook_format;
  if (p.notify !== undefined) next.notify = p.notify;
  if (p.ignore !== undefined) next.ignore = p.ignore;
  if (p.output_schema !== undefined) next.outputSchema = p.output_schema;
  if (p.skip_email !== undefined) next.skipEmail = p.skip_email;
  if (p.is_public !== undefined) next.isPublic = p.is_public;
  if (p.output_interval !== undefined) {
    next.outputInterval = p.output_interval;
    // A new interval counts from the last run. A paused scout holds its schedule for resume (see transition): a
    // due time it already owes stays owed, and resume runs at once one that has passed.
    if (s.status === "active" && s.lastRunAt !== null)
      next.nextRunAt = Math.max(now, s.lastRunAt + p.output_interval * 1000);
    else if (s.status === "paused" && s.lastRunAt !== null && !owedAtPause(s))
      next.nextRunAt = s.lastRunAt + p.output_interval * 1000;
  }
  if (p.start_timestamp !== undefined) {
    const startAt = p.start_timestamp ? p.start_timestamp * 1000 : null;
    next.startAt = startAt;
    // Only a new start in the future moves the schedule: a client writing back what GET gave it (null, or the
    // start already passed) must not buy an extra run now.
    if (s.status !== "done" && startAt !== null && startAt > now && startAt !== s.startAt)
      next.nextRunAt = startAt;
  }
  yield* run((db, t) => db.update(t.scouts).set(next).where(eq(t.scouts.id, s.id)));
  return next;
}

/**
 * The due time a pause holds for resume (the scheduler claims only active scouts, and the API shows none while
 * paused): the next one on the scout's grid, or, when the pause catches a run queued or running, that run's own,
 * since the run will find the scout paused and store nothing: resume owes it, under the same due time (so the
 * same update id: if the run stores after all, because the scout was resumed before it finished, the owed run
 * finds its update and does nothing).
 */
function* heldDue(s: ScoutRow): Work<number | null> {
  const caught = yield* outstandingRunDue(s.id);
  if (caught === undefined || (yield* updateExists(updateIdFor(s.id, caught)))) return s.nextRunAt;
  return Math.min(caught, s.nextRunAt ?? caught);
}

/** Whether a paused scout's held due time had already come when it was paused (a run it owes). */
const owedAtPause = (s: ScoutRow) => s.nextRunAt !== null && s.nextRunAt <= (s.pausedAt ?? s.nextRunAt);

/**
 * The state machine of pause / resume / done / restart. Repeating a transition is a no-op, not an error; pausing or
 * resuming a done scout is refused (conflict).
 */
export function* transition(clock: Clock, s: ScoutRow, action: ScoutAction): Work<ScoutRow | Refusal> {
  const now = clock.now();
  let change: Partial<ScoutRow> | undefined;
  if (action === "pause") {
    if (s.status === "done") return conflictRefusal("Scout is done; restart it to run it again");
    if (s.status === "active") change = { status: "paused", pausedAt: now, nextRunAt: yield* heldDue(s) };
  } else if (action === "resume") {
    if (s.status === "done") return conflictRefusal("Scout is done; use restart to run it again");
    // Back where the schedule stood (a time passed meanwhile is due at once); rows paused before the schedule
    // was held have none.
    if (s.status === "paused")
      change = { status: "active", pausedAt: null, nextRunAt: s.nextRunAt ?? resumeAt(s, now) };
  } else if (action === "done") {
    if (s.status !== "done") change = { status: "done", completedAt: now, pausedAt: null, nextRunAt: null };
  } else {
    change = { status: "active", pausedAt: null, completedAt: null, nextRunAt: now };
  }
  if (!change) return s;
  const next = { ...s, ...change, updatedAt: now };
  yield* run((db, t) => db.update(t.scouts).set(next).where(eq(t.scouts.id, s.id)));
  return next;
}

/**
 * Delete a scout: its updates go with it (foreign key cascade) and its queued runs are dropped; deliveries
 * already made stay in the webhook log, which does not reference the scout row.
 */
export function* deleteScout(s: ScoutRow): Work<void> {
  yield* tx(function* () {
    yield* run((db, t) => db.delete(t.scouts).where(eq(t.scouts.id, s.id)));
    // A queued run's subject is its scout (enqueueScoutRun; migration 0019 gave the ones queued before their
    // subject from their payload).
    yield* dropPendingJobs(SCOUT_RUN_QUEUE, s.id);
  });
}
