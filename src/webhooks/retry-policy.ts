// A relay destination's retry policy as data (docs/design.md §6b "Destination"): either the waits themselves, or a
// cap on attempts and age over the default waits. Our own webhooks (tasks, scouts, tests) never use it: they keep
// the spec's three attempts of ./retry.ts. Which failures are worth another attempt is ./retry.ts's classify, for
// both.

/** The waits, in seconds: before the first attempt, then after each failed one. */
export interface ScheduleRetry {
  schedule_s: number[];
}

/** Attempts on the default waits, until `max_attempts` were made or the delivery is `max_age_s` old. */
export interface CappedRetry {
  max_attempts: number;
  max_age_s: number;
}

export type RetryPolicy = ScheduleRetry | CappedRetry;

/** Immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: about 27.5 hours, past a long outage. */
export const DEFAULT_SCHEDULE_S: readonly number[] = [0, 5, 300, 1800, 7200, 18000, 36000, 36000];
export const DEFAULT_RETRY: ScheduleRetry = { schedule_s: [...DEFAULT_SCHEDULE_S] };

/** Limits of a policy, checked where one is accepted (the API's schema names them too). */
export const RETRY_LIMITS = { delays: 20, delayS: 86_400, attempts: 50, ageS: 7 * 86_400 } as const;

const isSchedule = (p: RetryPolicy): p is ScheduleRetry => "schedule_s" in p;

/** How many automatic attempts the policy allows in all. */
export function maxAttemptsOf(p: RetryPolicy): number {
  return isSchedule(p) ? p.schedule_s.length : p.max_attempts;
}

/** The wait before the first attempt, in ms (the schedule's first delay; none for a capped policy). */
export function firstDelayMs(p: RetryPolicy): number {
  return isSchedule(p) ? (p.schedule_s[0] ?? 0) * 1000 : 0;
}

/** The wait after failed attempt number `made` (1-based) of the default schedule, its last wait repeating. */
const defaultWaitS = (made: number) => DEFAULT_SCHEDULE_S[Math.min(made, DEFAULT_SCHEDULE_S.length - 1)] ?? 0;

/**
 * When the next automatic attempt is due after a retryable failure, or undefined when the policy allows no more.
 * `made` attempts were made (this one included), the last came back at `completedAt`. The wait is the policy's;
 * a longer `Retry-After` from the receiver is honoured up to the policy's deadline — the nominal time of a
 * schedule's last attempt counted from `createdAt`, or `createdAt + max_age_s` — and never past it. A capped
 * policy whose next wait passes its deadline makes one last attempt at the deadline, and none once it is past.
 */
export function nextAttemptAt(
  p: RetryPolicy,
  at: { made: number; createdAt: number; completedAt: number; retryAfterMs?: number },
): number | undefined {
  if (at.made >= maxAttemptsOf(p)) return undefined;
  const waitS = isSchedule(p) ? (p.schedule_s[at.made] ?? 0) : defaultWaitS(at.made);
  const deadline =
    at.createdAt + (isSchedule(p) ? p.schedule_s.reduce((a, b) => a + b, 0) : p.max_age_s) * 1000;
  const scheduled = at.completedAt + waitS * 1000;
  if (!isSchedule(p)) {
    if (at.completedAt >= deadline) return undefined;
    const asked = at.completedAt + (at.retryAfterMs ?? 0);
    return Math.min(Math.max(scheduled, asked), deadline);
  }
  if (at.retryAfterMs === undefined || at.completedAt + at.retryAfterMs <= scheduled) return scheduled;
  // A schedule's own wait can end past its deadline (attempts take time): Retry-After then adds nothing.
  return Math.min(at.completedAt + at.retryAfterMs, Math.max(deadline, scheduled));
}

/** The spacing between attempt starts that keeps a receiver at `perSecond` requests a second. */
export const paceMs = (perSecond: number) => Math.ceil(1000 / perSecond);
