import { createHash } from "node:crypto";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Config } from "../config";
import type { scouts, scoutUpdates, UpdateStats } from "../db/schema";
import { all, get, type Work } from "../db/store";
import type { WebhookEvent } from "../webhooks/event";
import { diffUpdates, type Finding, type FindingsDiff } from "./compare";

export type ScoutRow = typeof scouts.$inferSelect;
export type UpdateRow = typeof scoutUpdates.$inferSelect;
export type { UpdateStats };

/** The stats of a run that read nothing (it failed, or was refused for credits) and took `durationMs`. */
export const emptyStats = (durationMs: number): UpdateStats => ({
  pages_read: 0,
  sources: 0,
  duration_ms: durationMs,
  model_tokens: null,
  structured_output: "none",
});

/**
 * The id of the update for one claimed due time: derived from (scout, due time), so a run retried after its
 * worker died finds its own update instead of storing (and charging, and announcing) a second one.
 */
export function updateIdFor(scoutId: string, dueAt: number): string {
  const h = createHash("sha256").update(`${scoutId}:${dueAt}`).digest("hex");
  // UUID layout with version 8 (custom) and the RFC 4122 variant, so it looks like every other id.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((Number.parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The latest completed update of a scout since its query last changed: the baseline a run compares against
 * (failed runs have no findings; runs of an earlier query watched something else). With `before`, the latest one
 * earlier than that time.
 */
export function* lastCompletedUpdate(
  scout: Pick<ScoutRow, "id" | "baselineAt">,
  before?: number,
): Work<UpdateRow | undefined> {
  return yield* get((db, t) =>
    db
      .select()
      .from(t.scoutUpdates)
      .where(
        and(
          eq(t.scoutUpdates.scoutId, scout.id),
          eq(t.scoutUpdates.status, "completed"),
          scout.baselineAt === null ? undefined : gt(t.scoutUpdates.timestamp, scout.baselineAt),
          before === undefined ? undefined : lt(t.scoutUpdates.timestamp, before),
        ),
      )
      .orderBy(desc(t.scoutUpdates.timestamp), desc(t.scoutUpdates.id))
      .limit(1),
  );
}

/** The scout's latest update (status, whether it changed, when), if it has one: one read of the (scout, time) index. */
export function* latestUpdate(
  scoutId: string,
): Work<Pick<UpdateRow, "status" | "hasChanges" | "timestamp"> | undefined> {
  return yield* get((db, t) =>
    db
      .select({
        status: t.scoutUpdates.status,
        hasChanges: t.scoutUpdates.hasChanges,
        timestamp: t.scoutUpdates.timestamp,
      })
      .from(t.scoutUpdates)
      .where(eq(t.scoutUpdates.scoutId, scoutId))
      .orderBy(desc(t.scoutUpdates.timestamp), desc(t.scoutUpdates.id))
      .limit(1),
  );
}

/** Whether the update with this id is stored. */
export function* updateExists(id: string): Work<boolean> {
  const row = yield* get((db, t) =>
    db.select({ id: t.scoutUpdates.id }).from(t.scoutUpdates).where(eq(t.scoutUpdates.id, id)).limit(1),
  );
  return row !== undefined;
}

/** `{PUBLIC_URL}/platform/scouts/<id>`: the page of a scout and its updates (view_url). */
export const scoutPageUrl = (config: Config, scoutId: string) =>
  `${config.publicUrl}/platform/scouts/${scoutId}`;

/** `{PUBLIC_URL}/platform/scouts/<id>/updates/<update id>`: one update's full results (details_url). */
export const updatePageUrl = (config: Config, scoutId: string, updateId: string) =>
  `${scoutPageUrl(config, scoutId)}/updates/${updateId}`;

/** A failed run as an update: no findings, so the next completed run still compares with the last good one. */
export function failedUpdate(
  scout: ScoutRow,
  id: string,
  now: number,
  error: string,
  summary: string,
  stats: UpdateStats = emptyStats(0),
): UpdateRow {
  return {
    id,
    scoutId: scout.id,
    accountId: scout.accountId,
    timestamp: now,
    status: "failed",
    hasChanges: false,
    summary,
    reportContent: "",
    findings: null,
    findingsVersion: 1,
    citations: [],
    error,
    structuredResult: null,
    stats,
  };
}

/** The webhook event (docs/spec.md §6 structured payload without the delivery block) announcing an update. */
export function updateEvent(config: Config, scout: ScoutRow, u: UpdateRow): WebhookEvent {
  return {
    scout: { id: scout.id, display_name: scout.displayName, query: scout.query },
    update: {
      id: u.id,
      timestamp: new Date(u.timestamp).toISOString(),
      status: u.status,
      has_changes: u.hasChanges,
      summary: u.summary,
      details_url: updatePageUrl(config, scout.id, u.id),
      report_content: u.reportContent,
    },
  };
}

export const storedFindings = (u: UpdateRow | undefined): Finding[] =>
  Array.isArray(u?.findings) ? (u.findings as Finding[]) : [];

/**
 * What changed between a completed update and the completed run before it (of the same query), as the run compared
 * them: both sides without what the scout ignores. Undefined for a first run (nothing before it to compare with).
 */
export function* changesSincePrevious(
  scout: Pick<ScoutRow, "id" | "baselineAt" | "ignore">,
  update: UpdateRow,
): Work<FindingsDiff | undefined> {
  if (update.status !== "completed") return undefined;
  // An update from before the query last changed compares with the runs of its own query.
  const since = scout.baselineAt !== null && update.timestamp > scout.baselineAt ? scout.baselineAt : null;
  const previous = yield* lastCompletedUpdate({ id: scout.id, baselineAt: since }, update.timestamp);
  return previous ? changesBetween(scout, previous, update) : undefined;
}

/** What changed from one update's findings to another's, made alike and both without what the scout ignores. */
export const changesBetween = (
  scout: Pick<ScoutRow, "ignore">,
  from: UpdateRow,
  to: UpdateRow,
): FindingsDiff =>
  diffUpdates(
    { findings: storedFindings(from), version: from.findingsVersion },
    { findings: storedFindings(to), version: to.findingsVersion },
    scout.ignore,
  );

/** The scout's completed updates, newest first (at most `limit`): what an update can be compared with. */
export function* completedUpdates(
  scoutId: string,
  limit: number,
): Work<Pick<UpdateRow, "id" | "timestamp">[]> {
  return yield* all((db, t) =>
    db
      .select({ id: t.scoutUpdates.id, timestamp: t.scoutUpdates.timestamp })
      .from(t.scoutUpdates)
      .where(and(eq(t.scoutUpdates.scoutId, scoutId), eq(t.scoutUpdates.status, "completed")))
      .orderBy(desc(t.scoutUpdates.timestamp), desc(t.scoutUpdates.id))
      .limit(limit),
  );
}
