import { and, type Column, count, eq, gte, lte, sql } from "drizzle-orm";
import { all, type Work } from "../db/store";

export const statsWindows = {
  "1h": 3_600_000,
  "24h": 86_400_000,
  "7d": 604_800_000,
  "30d": 2_592_000_000,
} as const;
export type StatsWindow = keyof typeof statsWindows;

type ErrorClass = "timeout" | "network" | "http_status" | "blocked" | "interrupted" | "transform";

/** The relay's health over a window, shaped as `GET /v1/webhooks/stats` answers it. */
export interface DeliveryStats {
  window: StatsWindow;
  since: string;
  until: string;
  deliveries: { total: number; pending: number; delivering: number; succeeded: number; failed: number };
  /** succeeded / (succeeded + failed) among deliveries created in the window; null when none finished. */
  success_rate: number | null;
  attempts: {
    total: number;
    succeeded: number;
    failed: number;
    by_error_class: Record<ErrorClass, number>;
  };
  /** Nearest-rank percentiles of finished attempts' durations; null when no attempt finished. */
  latency_ms: { p50: number | null; p95: number | null };
  /** The receivers (URLs) with failed deliveries in the window, most failures first (at most five). */
  failing_receivers: { url: string; failed: number; total: number; last_failed_at: string }[];
}

/**
 * Counts and latency percentiles for the account over `window` ending at `now`: deliveries by their creation
 * time, attempts by their start time. Its two grouped reads are portable SQL (the statements SQLite runs are the
 * ones measured below); the counts and the percentiles are made here, the same on both databases.
 */
export function* deliveryStats(accountId: string, window: StatsWindow, now: number): Work<DeliveryStats> {
  const since = now - statsWindows[window];
  /** The account's rows whose `time` falls in the window. */
  const inWindow = (account: Column, time: Column) =>
    and(eq(account, accountId), gte(time, since), lte(time, now));
  // One pass over the window's deliveries gives both the counts by status and the failing receivers.
  const byUrlStatus = yield* all((db, t) => {
    const deliveries = t.deliveries;
    return db
      .select({
        url: deliveries.url,
        status: deliveries.status,
        n: count(),
        last: sql<number>`max(coalesce(${deliveries.completedAt}, ${deliveries.createdAt}))`.mapWith(Number),
      })
      .from(deliveries)
      .where(inWindow(deliveries.accountId, deliveries.createdAt))
      .groupBy(deliveries.url, deliveries.status);
  });
  const d = { total: 0, pending: 0, delivering: 0, succeeded: 0, failed: 0 };
  const receivers = new Map<string, FailingReceiver>();
  for (const r of byUrlStatus) {
    d[r.status] += r.n;
    d.total += r.n;
    const rec = receivers.get(r.url) ?? { url: r.url, total: 0, failed: 0, lastFailedAt: 0 };
    rec.total += r.n;
    if (r.status === "failed") {
      rec.failed = r.n;
      rec.lastFailedAt = r.last;
    }
    receivers.set(r.url, rec);
  }
  const finished = d.succeeded + d.failed;

  // One pass over the window's attempts too: counts by (error class, finished, duration), from which the classes'
  // counts and the latency percentiles both follow. Durations are whole milliseconds bounded by the timeout, so
  // the groups stay few, and no second scan sorts the window (reading each percentile with ORDER BY ... OFFSET
  // sorted it twice: 30 days of 180,000 attempts took half a second, now a quarter).
  const groups = yield* all((db, t) => {
    const deliveryAttempts = t.deliveryAttempts;
    // 1 or 0 on SQLite, true or false on PostgreSQL: read as truthy.
    const finishedExpr = sql<number | boolean>`(${deliveryAttempts.completedAt} is not null)`;
    return db
      .select({
        errorClass: deliveryAttempts.errorClass,
        done: finishedExpr,
        ms: deliveryAttempts.durationMs,
        n: count(),
      })
      .from(deliveryAttempts)
      .where(inWindow(deliveryAttempts.accountId, deliveryAttempts.startedAt))
      .groupBy(deliveryAttempts.errorClass, finishedExpr, deliveryAttempts.durationMs);
  });
  const classes: Record<ErrorClass, number> = {
    timeout: 0,
    network: 0,
    http_status: 0,
    blocked: 0,
    interrupted: 0,
    transform: 0,
  };
  const a = { total: 0, succeeded: 0, failed: 0, by_error_class: classes };
  const durations = new Map<number, number>();
  for (const r of groups) {
    a.total += r.n;
    if (r.errorClass) {
      classes[r.errorClass] += r.n;
      a.failed += r.n;
    } else if (r.done) a.succeeded += r.n; // finished without an error class: a 2xx
    if (r.ms !== null) durations.set(r.ms, (durations.get(r.ms) ?? 0) + r.n);
  }

  return {
    window,
    since: new Date(since).toISOString(),
    until: new Date(now).toISOString(),
    deliveries: d,
    success_rate: finished === 0 ? null : Math.round((d.succeeded / finished) * 10_000) / 10_000,
    attempts: a,
    latency_ms: latencyPercentiles(durations),
    failing_receivers: mostFailing(receivers.values()).map((r) => ({
      url: r.url,
      failed: r.failed,
      total: r.total,
      last_failed_at: new Date(r.lastFailedAt).toISOString(),
    })),
  };
}

/** A receiver (webhook URL) that failed deliveries in a window. */
export interface FailingReceiver {
  url: string;
  /** Deliveries to it created in the window, and how many of them failed. */
  total: number;
  failed: number;
  /** When its latest failed delivery (created in the window) failed, unix ms. */
  lastFailedAt: number;
}

/** The receivers with failures, most failures first (then the latest failure, then the URL), at most `limit`. */
function mostFailing(receivers: Iterable<FailingReceiver>, limit = 5): FailingReceiver[] {
  return [...receivers]
    .filter((r) => r.failed > 0)
    .sort(
      (a, b) =>
        b.failed - a.failed ||
        b.lastFailedAt - a.lastFailedAt ||
        (a.url < b.url ? -1 : a.url > b.url ? 1 : 0),
    )
    .slice(0, limit);
}

/** p50 and p95 by nearest rank of the durations counted in `counts` (duration in ms -> how many attempts). */
export function latencyPercentiles(counts: Map<number, number>): { p50: number | null; p95: number | null } {
  const sorted = [...counts].sort((x, y) => x[0] - y[0]);
  const n = sorted.reduce((sum, [, k]) => sum + k, 0);
  const at = (p: number) => {
    if (n === 0) return null;
    const rank = Math.ceil((p / 100) * n);
    let seen = 0;
    for (const [ms, k] of sorted) {
      seen += k;
      if (seen >= rank) return ms;
    }
    return null;
  };
  return { p50: at(50), p95: at(95) };
}
