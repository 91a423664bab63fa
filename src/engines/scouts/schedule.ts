/** Pure scheduling rules of scouts; all times are unix milliseconds, intervals seconds as stored. */

/**
 * The due time after a run claimed for `dueAt`: the first `dueAt + k·interval` (k ≥ 1) later than `now`.
 * Missed intervals are skipped rather than queued, so a service down for a week runs a scout once when it comes
 * back, and the cadence stays on the original grid.
 */
export function nextDueAfter(dueAt: number, intervalS: number, now: number): number {
  const step = intervalS * 1000;
  if (step <= 0) return now + 1000;
  const k = Math.max(1, Math.floor((now - dueAt) / step) + 1);
  return dueAt + k * step;
}

/** First run: at `start_timestamp` (unix seconds) when given and in the future, else now (0 means now, as the reference API has it). */
export function firstRunAt(startTimestampS: number | null | undefined, now: number): number {
  if (!startTimestampS) return now;
  return Math.max(now, startTimestampS * 1000);
}

/**
 * When a resumed scout runs next: on its regular grid after its last run if that is still ahead, else now, so
 * pausing and resuming neither skips a run that is owed nor runs twice in one interval.
 */
export function resumeAt(
  s: { lastRunAt: number | null; startAt: number | null; outputInterval: number },
  now: number,
): number {
  if (s.lastRunAt === null) return Math.max(now, s.startAt ?? now);
  return Math.max(now, s.lastRunAt + s.outputInterval * 1000);
}
