/** Pure scheduling rules of scouts; all times are unix milliseconds, intervals seconds as stored. */

/**
 * The due time after a run claimed for `dueAt`: the first `dueAt + k·interval` (k ≥ 1) later than `now`.
 * Missed intervals are skipped rather than queued, so a service down for a week runs a scout once when it comes
 * back, and the cadence stays on the original grid.
 */
export function nextDueAfter(
  dueAt: number,
  intervalS: number,
  now: number,
  timeZone?: string | null,
): number {
  const step = intervalS * 1000;
  if (step <= 0) return now + 1000;
  let k = Math.max(1, Math.floor((now - dueAt) / step) + 1);
  if (!timeZone || intervalS % DAY_S !== 0) return dueAt + k * step;
  // Whole days in a time zone: the same wall-clock time k·days later, so a daily 09:00 run stays at 09:00 when the
  // clocks change (a fixed step would move it an hour). The fixed grid's k is off by at most one either way.
  const days = intervalS / DAY_S;
  const at = (n: number) => addLocalDays(dueAt, n * days, timeZone);
  while (at(k) <= now) k++;
  while (k > 1 && at(k - 1) > now) k--;
  return at(k);
}

const DAY_S = 86_400;

/** The wall-clock time of instant `t` in `timeZone`, written as if it were UTC (unix ms). */
function wallClock(t: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
      .formatToParts(t)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return (
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) +
    (t % 1000)
  );
}

/**
 * The instant `days` calendar days after `t` at the same wall-clock time in `timeZone`. A wall time the clocks skip
 * (02:30 on a spring-forward night) comes out an hour later; one they repeat, as the earlier of the two.
 */
export function addLocalDays(t: number, days: number, timeZone: string): number {
  const wall = wallClock(t, timeZone) + days * DAY_S * 1000;
  // The zone's offset at the answer: guess with the offset now, then correct with the offset at the guess.
  const offsetAt = (u: number) => wallClock(u, timeZone) - u;
  const guess = wall - offsetAt(t);
  const candidate = wall - offsetAt(guess);
  // No instant shows this wall time (clocks going forward): the one an offset earlier shows it an hour on.
  if (wallClock(candidate, timeZone) !== wall) return Math.max(candidate, wall - offsetAt(candidate));
  // Of two instants showing this wall time (clocks going back), take the earlier.
  const earlier = candidate - 3_600_000;
  return wallClock(earlier, timeZone) === wall ? earlier : candidate;
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
