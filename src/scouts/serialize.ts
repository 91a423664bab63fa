import type { Config } from "../config";
import { citationJson } from "../engines/research/report";
import { type ScoutRow, scoutPageUrl, type UpdateRow, updatePageUrl } from "./updates";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const unixS = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));
/** ISO 8601, or null for a time no date can hold (a due time stored before the API bounded start times). */
const isoOrNull = (ms: number | null) =>
  ms === null || Number.isNaN(new Date(ms).getTime()) ? null : iso(ms);

// Scouts and their updates as the API answers them (its schemas: src/api/scouting/scouts.schemas.ts) and the
// platform's pages show them.

/**
 * A scout row as the API shows it: `*_timestamp` in unix seconds, other times ISO 8601. A due time that has passed
 * (a resumed scout owing a run, a service just back up) shows as `now`: the run is on its way.
 */
export function scoutJson(config: Config, s: ScoutRow, now: number) {
  // The next due run: the published `next_output_timestamp` (and the SDK's `next_run_at`) are ours, in their units.
  const nextDue = s.status === "active" && s.nextRunAt !== null ? Math.max(s.nextRunAt, now) : null;
  return {
    id: s.id,
    query: s.query,
    display_name: s.displayName,
    status: s.status,
    output_interval: s.outputInterval,
    created_at: iso(s.createdAt)!,
    updated_at: iso(s.updatedAt)!,
    next_run_timestamp: unixS(nextDue),
    next_output_timestamp: unixS(nextDue),
    next_run_at: isoOrNull(nextDue),
    last_run_timestamp: unixS(s.lastRunAt),
    start_timestamp: unixS(s.startAt),
    paused_at: iso(s.pausedAt),
    completed_at: iso(s.completedAt),
    user_timezone: s.userTimezone,
    user_location: s.userLocation,
    webhook_url: s.webhookUrl,
    webhook_format: s.webhookFormat,
    notify: s.notify,
    ignore: s.ignore,
    output_schema: s.outputSchema ?? null,
    skip_email: s.skipEmail,
    is_public: s.isPublic,
    view_url: scoutPageUrl(config, s.id),
  };
}

/**
 * A stored update as the API shows it: `timestamp` in unix milliseconds, as the reference API does; `content` is the
 * report (the same text as `report_content`, the webhook payload's name for it).
 */
export function updateJson(config: Config, u: UpdateRow) {
  return {
    id: u.id,
    timestamp: u.timestamp,
    status: u.status,
    has_changes: u.hasChanges,
    summary: u.summary,
    content: u.reportContent,
    report_content: u.reportContent,
    structured_result: u.structuredResult ?? null,
    stats: u.stats ?? null,
    details_url: updatePageUrl(config, u.scoutId, u.id),
    citations: (u.citations ?? []).map(citationJson),
    error: u.error,
  };
}
