import type { Context } from "hono";
import { Hono } from "hono";
import { type DeliverySource, deliverySources, webhookFormats } from "../../db/schema";
import { BULK_REDELIVER_MAX, countRedeliverable, redeliverMatching } from "../../webhooks/bulk-redeliver";
import { TOO_MANY_INLINE_NOTICE, withInlineSlot } from "../../webhooks/inline-limit";
import { parseInstant } from "../../webhooks/instant";
import {
  type DeliveryFilters,
  type DeliveryStats,
  type DeliveryStatus,
  deliveryStats,
  deliveryStatuses,
  errorClasses,
  findDeliveryReference,
  listDeliveries,
  parseStatusCode,
} from "../../webhooks/queries";
import { sendTestDelivery } from "../../webhooks/test-delivery";
import { parseWebhookUrl } from "../../webhooks/url-policy";
import { deliveryView } from "../../webhooks/views";
import { Badge, Csrf, Head, Layout, pageCursor, sourceHref, Time } from "../layout";
import {
  type PlatformEnv,
  readForm,
  readFormText,
  redirectWithNotice,
  requireSession,
  takeNotice,
} from "../session";

const PAGE_SIZE = 50;
const pick = <T extends string>(allowed: readonly T[], v: string | undefined) =>
  allowed.includes(v as T) ? (v as T) : undefined;

/**
 * A `datetime-local` field's value (`2026-01-31T12:00`, or a bare date) read as UTC, as the labels say; anything
 * else is ignored rather than refused, since it came from a hand-edited URL.
 */
export function utcField(v: string | undefined): number | undefined {
  const m = v?.trim().match(/^(\d{4}-\d\d-\d\d)(?:T(\d\d:\d\d(?::\d\d)?))?$/);
  if (!m) return undefined;
  // The API's reading, so an impossible day (2026-02-30) is ignored rather than rolled over into March.
  return parseInstant(`${m[1]}T${m[2] ?? "00:00"}Z`);
}

/** The list's filters from a query string or a form (the bulk redelivery form carries them as hidden fields). */
function readFilters(q: Record<string, unknown>): DeliveryFilters {
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  return {
    status: pick<DeliveryStatus>(deliveryStatuses, text(q.status)),
    sourceType: pick<DeliverySource>(deliverySources, text(q.source_type)),
    sourceId: text(q.source_id)?.slice(0, 200),
    updateId: text(q.update_id)?.slice(0, 200),
    url: text(q.url),
    receiver: text(q.receiver),
    since: utcField(text(q.since)),
    until: utcField(text(q.until)),
    statusCode: parseStatusCode(text(q.status_code) ?? ""),
    errorClass: pick(errorClasses, text(q.error_class)),
  };
}

/** The filters in force as URL parameters, the times as the user wrote them (what paging and forms carry on). */
function filterParams(f: DeliveryFilters, raw: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(
    Object.entries({
      status: f.status,
      source_type: f.sourceType,
      source_id: f.sourceId,
      update_id: f.updateId,
      url: f.url,
      receiver: f.receiver,
      since: f.since === undefined ? undefined : String(raw.since),
      until: f.until === undefined ? undefined : String(raw.until),
      status_code: f.statusCode === undefined ? undefined : String(raw.status_code).trim(),
      error_class: f.errorClass,
    }).filter((e): e is [string, string] => !!e[1]),
  );
}

// The header's numbers are over 24 h of deliveries and attempts: recomputed at most every STATS_TTL_MS per account,
// since the page refreshes itself every 3 s while deliveries are in flight and the counts cost more than the list.
const STATS_TTL_MS = 15_000;
const statsCache = new Map<string, { at: number; stats: DeliveryStats }>();
function cachedStats(c: Context<PlatformEnv>, accountId: string): DeliveryStats {
  const { db, clock } = c.get("deps");
  const now = clock.now();
  const hit = statsCache.get(accountId);
  if (hit && now - hit.at < STATS_TTL_MS && now >= hit.at) return hit.stats;
  const stats = deliveryStats(db, accountId, "24h", now);
  if (statsCache.size > 1_000) statsCache.clear();
  statsCache.set(accountId, { at: now, stats });
  return stats;
}

/** The failed deliveries to exactly `url` created since `sinceIso` (to the minute): a failing receiver's link. */
const failedAt = (url: string, sinceIso: string) =>
  `/platform/webhooks?${new URLSearchParams({ status: "failed", receiver: url, since: sinceIso.slice(0, 16) })}`;

/** The inspector's front page: stats, filters, a row per delivery, bulk redelivery, and the Send test form. */
function renderList(c: Context<PlatformEnv>, error?: string) {
  const { db } = c.get("deps");
  const session = c.get("session");
  const q = c.req.query();
  const filters = readFilters(q);
  // Left by the bulk redelivery form for this session (a link cannot make the page claim it queued anything).
  const notice = takeNotice(c, "/platform/webhooks");
  // Bulk redelivery applies to the failed deliveries among those the filters show.
  const failedMatching =
    filters.status === undefined || filters.status === "failed"
      ? countRedeliverable(db, session.account.id, { ...filters, status: "failed" })
      : 0;
  const cursor = pageCursor(q.cursor);
  const page = listDeliveries(db, session.account.id, filters, { pageSize: PAGE_SIZE, cursor });
  const rows = page.items.map(deliveryView);
  const stats = cachedStats(c, session.account.id);
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

function Select(p: {
  name: string;
  label: string;
  values: readonly string[];
  current?: string;
  any?: boolean;
}) {
  return (
    <label>
      {p.label}
      <select name={p.name}>
        {p.any === false ? null : <option value="">any</option>}
        {p.values.map((v) => (
          <option value={v} selected={v === p.current}>
            {v}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `/platform/webhooks`: the list, and `POST /platform/webhooks/test` (one real attempt, then its page). */
export const deliveryListPages = new Hono<PlatformEnv>()
  .use("/platform/webhooks", requireSession)
  .use("/platform/webhooks/test", requireSession)
  .use("/platform/webhooks/redeliver", requireSession)
  .get("/platform/webhooks", (c) => {
    const id = c.req.query("id")?.trim();
    if (!id) return c.html(renderList(c));
    // An id pasted from a receiver's log (webhook-id), a task, a scout or an update: go where it leads.
    const found = findDeliveryReference(c.get("deps").db, c.get("session").account.id, id.slice(0, 200));
    if (found === "delivery")
      return c.redirect(`/platform/webhooks/deliveries/${encodeURIComponent(id)}`, 303);
    if (found) return c.redirect(`/platform/webhooks?${new URLSearchParams({ [`${found}_id`]: id })}`, 303);
    return c.html(renderList(c, `No delivery, source or update has the id ${id.slice(0, 200)}.`), 404);
  })
  .post("/platform/webhooks/test", async (c) => {
    const deps = c.get("deps");
    const text = await readFormText(c);
    const { url, problem } = parseWebhookUrl(text("webhook_url"));
    if (!url) return c.html(renderList(c, `Webhook URL: ${problem}`), 422);
    const accountId = c.get("session").account.id;
    const sent = await withInlineSlot(deps, accountId, () =>
      sendTestDelivery(deps, accountId, {
        url: url.href,
        format: pick(webhookFormats, text("webhook_format")) ?? "scout",
      }),
    );
    if (sent === "too_many") return c.html(renderList(c, TOO_MANY_INLINE_NOTICE), 429);
    return c.redirect(`/platform/webhooks/deliveries/${sent.deliveryId}`, 303);
  })
  .post("/platform/webhooks/redeliver", async (c) => {
    const deps = c.get("deps");
    const form = await readForm(c);
    const filters = readFilters(form);
    // Only failed deliveries are redelivered from here, whatever else the form says.
    const { queued } = redeliverMatching(deps, c.get("session").account.id, {
      filters: { ...filters, status: "failed" },
      max: BULK_REDELIVER_MAX,
      dryRun: false,
    });
    return redirectWithNotice(
      c,
      "/platform/webhooks",
      queued > 0
        ? `Queued ${queued} redeliver${queued === 1 ? "y" : "ies"}: they run in the background, a few at a time.`
        : "No failed delivery matches these filters: nothing was queued.",
      filterParams(filters, form).toString(),
    );
  });
