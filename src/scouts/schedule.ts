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
  anchor?: number | null,
): number {
  const step = intervalS * 1000;
  if (step <= 0) return now + 1000;
  if (!timeZone || intervalS % DAY_S !== 0) {
    const k = Math.max(1, Math.floor((now - dueAt) / step) + 1);
    return dueAt + k * step;
  }
  // Whole days in a time zone: k·days after the due date, at the scout's time of day (that of its start, else of
  // the due time) on the wall clock, so a daily 09:00 run stays at 09:00 when the clocks change (a fixed step would
  // move it an hour). The dates follow the due time (a weekly scout moved to Thursdays stays on Thursdays) and the
  // time of day the anchor, so a night whose 02:30 the clocks skip moves that one run, not every run after it.
  const days = intervalS / DAY_S;
  const after = Math.max(now, dueAt);
  const dueDate = Math.floor(wallClock(dueAt, timeZone) / DAY_MS) * DAY_MS;
  const timeOfDay = mod(wallClock(anchor ?? dueAt, timeZone), DAY_MS);
  const at = (n: number) => fromWallClock(dueDate + n * days * DAY_MS + timeOfDay, timeZone);
  // The fixed grid's k is off by at most one either way.
  let k = Math.max(1, Math.floor((after - dueAt) / step) + 1);
  while (at(k) <= after) k++;
  while (k > 1 && at(k - 1) > after) k--;
  return at(k);
}

const DAY_MS = 86_400_000;
const mod = (a: number, b: number) => ((a % b) + b) % b;

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
 * The instant `timeZone`'s clocks show as `wall` (a wall-clock time written as UTC). A wall time the clocks skip
 * (02:30 on a spring-forward night) comes out later by the gap; one they repeat, as the earlier of the two.
 */
function fromWallClock(wall: number, timeZone: string): number {
  // The offsets in force a day either side (a zone changes at most once in between), as instants showing `wall`.
  const offsetAt = (u: number) => wallClock(u, timeZone) - u;
  const candidates = [offsetAt(wall - DAY_MS), offsetAt(wall + DAY_MS)].map((o) => wall - o);
  const exact = candidates.filter((c) => wallClock(c, timeZone) === wall);
  return exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
}

/** First run: at `start_timestamp` (unix seconds) when given and in the future, else now (0 means now, as the reference API has it). */
export function firstRunAt(startTimestampS: number | null | undefined, now: number): number {
  if (!startTimestampS) return now;
  return Math.max(now, startTimestampS * 1000);
}

/**
 * When a scout paused without a held due time (paused before pauses held one: see transition in store.ts)
 * runs next on resume: one interval after its last run if that is still ahead, else now.
 */
export function resumeAt(
  s: { lastRunAt: number | null; startAt: number | null; outputInterval: number },
  now: number,
): number {
  if (s.lastRunAt === null) return Math.max(now, s.startAt ?? now);
  return Math.max(now, s.lastRunAt + s.outputInterval * 1000);
}
