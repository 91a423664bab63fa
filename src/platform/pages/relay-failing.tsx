// The relay's failing destinations (docs/design.md §6b "Failing destinations") as a section of `/platform/relay`,
// with one button per destination that retries all of its failed deliveries.

import type { FailingDestination } from "../../relay/failing";
import { DEFAULT_RETRY, type RetryPolicy } from "../../webhooks/retry-policy";
import { plural, Time } from "../display";
import { PostButton } from "../forms";
import { Head } from "../lists";
import type { PlatformSession } from "../session";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A destination's retry policy and rate limit in a few words. */
export function retryLabel(retry: RetryPolicy | null, rateLimitPerS: number | null): string {
  const p = retry ?? DEFAULT_RETRY;
  const policy =
    "schedule_s" in p
      ? `${retry ? "" : "default: "}${plural(p.schedule_s.length, "attempt")} over ${duration(
          p.schedule_s.reduce((a, b) => a + b, 0),
        )}`
      : `${plural(p.max_attempts, "attempt")} within ${duration(p.max_age_s)}`;
  return rateLimitPerS ? `${policy}, at most ${rateLimitPerS}/s` : policy;
}

function duration(s: number): string {
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${Math.round(s / 360) / 10} h`;
}

/** The failing destinations, or nothing when none is. */
export function FailingDestinations(p: { session: PlatformSession; rows: FailingDestination[] }) {
  if (p.rows.length === 0) return null;
  return (
    <>
      <h2 id="failing">Failing destinations</h2>
      <div class="card scroll">
        <table>
          <Head columns={["Source", "Destination", "Last error", "Failed", "Waiting", "Next attempt", ""]} />
          <tbody>
            {p.rows.map((d) => (
              <tr>
                <td>
                  <a href={`/platform/relay/${d.sourceId}`}>{d.sourceName}</a>
                </td>
                <td class="url mono">{d.url}</td>
                <td>{d.lastError ?? <span class="muted">—</span>}</td>
                <td class="num">{String(d.failed)}</td>
                <td class="num">{String(d.waiting)}</td>
                <td>
                  <Time iso={iso(d.nextAttemptAt)} />
                </td>
                <td>
                  {d.failed > 0 ? (
                    <PostButton
                      session={p.session}
                      action={`/platform/relay/${d.sourceId}/destinations/${d.destinationId}/retry`}
                      label="Retry failed"
                      kind="secondary"
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
