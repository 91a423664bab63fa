// The delivery list page (`/platform/webhooks`): stats, failing receivers, filters, the deliveries, Send test.

import type { Context } from "hono";
import { deliverySources, webhookFormats } from "../../db/schema";
import { BULK_REDELIVER_MAX, countRedeliverable } from "../../webhooks/bulk-redeliver";
import {
  type DeliveryStats,
  deliveryStats,
  deliveryStatuses,
  errorClasses,
  listDeliveries,
} from "../../webhooks/queries";
import { deliveryView } from "../../webhooks/views";
import { Badge, sourceHref, Time } from "../display";
import { takeNotice } from "../flash";
import { Csrf } from "../forms";
import { Layout } from "../layout";
import { Head, pageCursor } from "../lists";
import type { PlatformEnv } from "../session";
import { filterParams, readFilters, Select } from "./delivery-filters";

const PAGE_SIZE = 50;

// The header's numbers are over 24 h of deliveries and attempts: recomputed at most every STATS_TTL_MS per account,
// since the page refreshes itself every 3 s while deliveries are in flight and the counts cost more than the list.
const STATS_TTL_MS = 15_000;
async function cachedStats(c: Context<PlatformEnv>, accountId: string): Promise<DeliveryStats> {
  const { store, clock, memory } = c.get("deps");
  const statsCache = memory.deliveryStats;
  const now = clock.now();
  const hit = statsCache.get(accountId);
  if (hit && now - hit.at < STATS_TTL_MS && now >= hit.at) return hit.stats;
  const stats = await store.run(deliveryStats(accountId, "24h", now));
  if (statsCache.size > 1_000) statsCache.clear();
  statsCache.set(accountId, { at: now, stats });
  return stats;
}

/** The failed deliveries to exactly `url` created since `sinceIso` (to the minute): a failing receiver's link. */
const failedAt = (url: string, sinceIso: string) =>
  `/platform/webhooks?${new URLSearchParams({ status: "failed", receiver: url, since: sinceIso.slice(0, 16) })}`;

/** The inspector's front page: stats, filters, a row per delivery, bulk redelivery, and the Send test form. */
export async function renderList(c: Context<PlatformEnv>, error?: string) {
  const { store } = c.get("deps");
  const session = c.get("session");
  const q = c.req.query();
  const filters = readFilters(q);
  // Left by the bulk redelivery form for this session (a link cannot make the page claim it queued anything).
  const notice = takeNotice(c, "/platform/webhooks");
  // Bulk redelivery applies to the failed deliveries among those the filters show.
  const failedMatching =
    filters.status === undefined || filters.status === "failed"
      ? await store.run(countRedeliverable(session.account.id, { ...filters, status: "failed" }))
      : 0;
  const cursor = pageCursor(q.cursor);
  const page = await store.run(listDeliveries(session.account.id, filters, { pageSize: PAGE_SIZE, cursor }));
  const rows = page.items.map(deliveryView);
  const stats = await cachedStats(c, session.account.id);
  const failing = stats.failing_receivers;
  // The failing receivers are an overview of the account: on the first page of the unfiltered list only.
  const unfiltered = !cursor && Object.values(filters).every((v) => v === undefined);
  const inFlight = rows.some((r) => r.status === "pending" || r.status === "delivering");
  const keep = filterParams(filters, q);
  const link = (cur: string) => `/platform/webhooks?${new URLSearchParams([...keep, ["cursor", cur]])}`;
  const rate = stats.success_rate === null ? "—" : `${(stats.success_rate * 100).toFixed(1)} %`;
  const ms = (v: number | null) => (v === null ? "—" : `${v} ms`);

  return (
    <Layout
      title="Webhook deliveries"
      session={session}
      section="webhooks"
      refreshSeconds={inFlight ? 3 : undefined}
    >
      <h1>Webhook deliveries</h1>
      {error ? <p class="flash error">{error}</p> : null}
      {notice ? <p class="flash">{notice}</p> : null}
      <div class="stats card">
        <div>
          Last 24 h<b>{stats.deliveries.total}</b>
        </div>
        <div>
          Success rate<b>{rate}</b>
        </div>
        <div>
          Failed<b>{stats.deliveries.failed}</b>
        </div>
        <div>
          In flight<b>{stats.deliveries.pending + stats.deliveries.delivering}</b>
        </div>
        <div class="wide">
          p50 / p95<b>{`${ms(stats.latency_ms.p50)} / ${ms(stats.latency_ms.p95)}`}</b>
        </div>
      </div>
      {failing.length > 0 && unfiltered ? (
        <div class="card scroll">
          <h2>Receivers with failures, last 24 h</h2>
          <table>
            <Head columns={["URL", "Failed", "Deliveries", "Last failure"]} />
            <tbody>
              {failing.map((r) => (
                <tr>
                  <td class="url mono">
                    <a href={failedAt(r.url, stats.since)}>{r.url}</a>
                  </td>
                  <td class="num">{r.failed}</td>
                  <td class="num">{r.total}</td>
                  <td>
                    <Time iso={r.last_failed_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <form method="get" action="/platform/webhooks" class="card row">
        <label>
          Find by id
          <input
            type="text"
            name="id"
            size={38}
            placeholder="a delivery (webhook-id), task, scout or update id"
          />
        </label>
        <button type="submit" class="secondary">
          Find
        </button>
      </form>
      <div class="card">
        <form method="get" action="/platform/webhooks" class="filters">
          <Select name="status" label="Status" values={deliveryStatuses} current={filters.status} />
          <Select name="source_type" label="Source" values={deliverySources} current={filters.sourceType} />
          <label>
            Source id
            <input type="text" name="source_id" value={filters.sourceId ?? ""} />
          </label>
          <label>
            Update id
            <input type="text" name="update_id" value={filters.updateId ?? ""} />
          </label>
          <label>
            URL contains
            <input type="text" name="url" value={filters.url ?? ""} />
          </label>
          {filters.receiver ? (
            <label>
              Receiver (exactly)
              <input type="text" name="receiver" value={filters.receiver} />
            </label>
          ) : null}
          <label>
            Last status
            <input
              type="text"
              name="status_code"
              placeholder="401 or 5xx"
              size={6}
              value={filters.statusCode === undefined ? "" : q.status_code}
            />
          </label>
          <Select name="error_class" label="Last error" values={errorClasses} current={filters.errorClass} />
          <label>
            From (UTC)
            <input type="datetime-local" name="since" value={filters.since === undefined ? "" : q.since} />
          </label>
          <label>
            Before (UTC)
            <input type="datetime-local" name="until" value={filters.until === undefined ? "" : q.until} />
          </label>
          <button type="submit">Filter</button>
          <a href="/platform/webhooks">Clear</a>
        </form>
      </div>
      <p class="muted">{`${page.filtered_total} of ${page.total} deliveries${inFlight ? " · refreshing while in flight" : ""}`}</p>
      {failedMatching > 0 ? (
        <form method="post" action="/platform/webhooks/redeliver" class="card row">
          <Csrf session={session} />
          {[...keep].map(([name, value]) => (
            <input type="hidden" name={name} value={value} />
          ))}
          <span>
            {`${failedMatching} failed deliver${failedMatching === 1 ? "y" : "ies"} here can be redelivered (test deliveries and those already queued are left out). `}
            {failedMatching > BULK_REDELIVER_MAX
              ? `The oldest ${BULK_REDELIVER_MAX} are redelivered per click.`
              : ""}
          </span>
          <button type="submit">{`Redeliver ${Math.min(failedMatching, BULK_REDELIVER_MAX)} failed`}</button>
        </form>
      ) : null}
      <div class="card scroll">
        <table>
          <Head
            columns={["Status", "Created", "Source", "URL", "Format", "Attempts", "Last result", "Latency"]}
          />
          <tbody>
            {rows.map((d) => (
              <tr>
                <td>
                  <a href={`/platform/webhooks/deliveries/${d.id}`}>
                    <Badge status={d.status} />
                  </a>
                </td>
                <td>
                  <a href={`/platform/webhooks/deliveries/${d.id}`}>
                    <Time iso={d.created_at} />
                  </a>
                </td>
                <td>
                  {d.source_type}
                  <br />
                  {sourceHref(d.source_type, d.source_id) ? (
                    <a
                      class="mono"
                      href={sourceHref(d.source_type, d.source_id)}
                      title={d.source_id ?? undefined}
                    >
                      {d.source_id?.slice(0, 8)}
                    </a>
                  ) : (
                    <span class="muted mono">{d.source_id?.slice(0, 8) ?? ""}</span>
                  )}
                </td>
                <td class="url mono">{d.url}</td>
                <td>{d.format}</td>
                <td class="num">
                  {d.manual_attempts ? `${d.attempts} + ${d.manual_attempts}` : String(d.attempts)}
                </td>
                <td title={d.last_error ?? undefined}>
                  {d.last_status_code === null && d.last_error_class ? (
                    <span class="badge b-failed">{d.last_error_class}</span>
                  ) : (
                    <Badge status={d.last_status_code} />
                  )}
                </td>
                <td class="num">{ms(d.latency_ms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p class="muted">No deliveries match.</p> : null}
        <div class="pager">
          {page.prev_cursor ? <a href={link(page.prev_cursor)}>← Newer</a> : null}
          {page.next_cursor ? <a href={link(page.next_cursor)}>Older →</a> : null}
        </div>
      </div>
      <h2>Send a test</h2>
      <form method="post" action="/platform/webhooks/test" class="card row">
        <Csrf session={session} />
        <label>
          Webhook URL
          <input type="url" name="webhook_url" required placeholder="https://hooks.example.com/scout" />
        </label>
        <Select name="webhook_format" label="Format" values={webhookFormats} current="scout" any={false} />
        <button type="submit">Send test</button>
      </form>
    </Layout>
  );
}
