/** Why an attempt failed, as the attempt log and the metrics name it. */
export type ErrorClass = "timeout" | "network" | "http_status" | "blocked" | "interrupted" | "transform";

/** What came back from one attempt: an HTTP status, or an error that prevented one. */
export type AttemptResult = { status: number } | { error: Exclude<ErrorClass, "http_status"> };

export type Outcome = "success" | "retryable" | "final";

export interface Classification {
  outcome: Outcome;
  /** null on success. */
  errorClass: ErrorClass | null;
}

/** docs/spec.md §6.3: the only statuses worth another attempt. Everything else that is not 2xx ends the delivery. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Longest wait a receiver's Retry-After can ask for; beyond it we keep the spec's "short" backoff promise. */
export const RETRY_AFTER_CAP_MS = 10_000;
/** Jitter around each nominal delay (±20 %), so receivers that failed together are not retried in lockstep. */
export const JITTER = 0.2;

/**
 * Classify one attempt (docs/spec.md §6.2-6.3). Timeouts, network errors and interrupted attempts are retryable;
 * a blocked address and a relay destination's failed transform are final (retrying cannot unblock it); 2xx succeeds; statuses follow RETRYABLE_STATUSES.
 * A 3xx is final because redirects are never followed.
 */
export function classify(result: AttemptResult): Classification {
  if ("error" in result) {
    // A blocked address or a failed transform is final: retrying cannot unblock it or change what it computes.
    const final = result.error === "blocked" || result.error === "transform";
    return { outcome: final ? "final" : "retryable", errorClass: result.error };
  }
  if (result.status >= 200 && result.status <= 299) return { outcome: "success", errorClass: null };
  return {
    outcome: RETRYABLE_STATUSES.has(result.status) ? "retryable" : "final",
    errorClass: "http_status",
  };
}

/**
 * The retry schedule as data: the nominal wait before attempt 2, 3, ... `maxAttempts` (before jitter).
 * With the defaults (1000 ms, 3 attempts): [1000, 2000].
 */
export function backoffSchedule(baseMs: number, maxAttempts: number): number[] {
  return Array.from({ length: Math.max(0, maxAttempts - 1) }, (_, i) => baseMs * 2 ** i);
}

/**
 * Parse a Retry-After header (delay-seconds or an HTTP date) into milliseconds from `nowMs`. Returns undefined
 * when absent or unparseable; a date in the past gives 0.
 */
export function parseRetryAfter(value: string | undefined | null, nowMs: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  if (!/[a-z]/i.test(v)) return undefined; // "1.5" or "-3" is neither form
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/**
 * How long to wait after failed attempt number `attempt` (1-based) before the next one: the schedule's delay with
 * ±20 % jitter, but at least what the receiver's Retry-After asked for, capped at RETRY_AFTER_CAP_MS.
 */
export function retryDelayMs(opts: {
  baseMs: number;
  attempt: number;
  retryAfterMs?: number;
  random?: () => number;
}): number {
  const nominal = opts.baseMs * 2 ** Math.max(0, opts.attempt - 1);
  const jittered = Math.round(nominal * (1 - JITTER + 2 * JITTER * (opts.random ?? Math.random)()));
  const asked = opts.retryAfterMs === undefined ? 0 : Math.min(opts.retryAfterMs, RETRY_AFTER_CAP_MS);
  return Math.max(jittered, asked);
}
