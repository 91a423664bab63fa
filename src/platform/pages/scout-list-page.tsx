// The scout list page (`/platform/scouts`): the account's scouts with their last result, and the New scout form.

import type { Context } from "hono";
import { pageScouts, scoutCounts } from "../../scouts/list";
import { scoutJson } from "../../scouts/serialize";
import { latestUpdate, type UpdateRow } from "../../scouts/updates";
import { latestDeliveryBySource } from "../../webhooks/queries";
import { Badge, plural, Time } from "../display";
import { takeNotice } from "../flash";
import { Layout } from "../layout";
import { Head, Pager, pageCursor } from "../lists";
import type { PlatformEnv } from "../session";
import { every, isoFromUnix, ScoutForm, type ScoutFormValues } from "./scout-parts";

const PAGE_SIZE = 50;

/** `/platform/scouts`: the account's scouts with their last result, and the New scout form. */
export async function renderScoutList(
  c: Context<PlatformEnv>,
  form: { error?: string; values?: ScoutFormValues } = {},
) {
  const { store, config, clock } = c.get("deps");
  const session = c.get("session");
  const notice = takeNotice(c, "/platform/scouts");
  const { page, total, summary, latest } = await store.run(
    (function* () {
      const counts = yield* scoutCounts(session.account.id);
      const page = yield* pageScouts(session.account.id, undefined, {
        pageSize: PAGE_SIZE,
        cursor: pageCursor(c.req.query("cursor")),
      });
      // Each scout's latest update: one read of the (scout, time) index each.
      const latest = new Map<string, Pick<UpdateRow, "status" | "hasChanges" | "timestamp"> | undefined>();
      for (const row of page.items) latest.set(row.id, yield* latestUpdate(row.id));
      return { ...counts, page, latest };
    })(),
  );
  // Each scout's latest webhook delivery: a Slack hook that stopped working shows here, not only in the inspector.
  const hooks = await store.run(
    latestDeliveryBySource(
      session.account.id,
      "scout",
      page.items.map((r) => r.id),
    ),
  );
  return (
    <Layout title="Scouts" session={session} section="scouts">
      <h1>Scouts</h1>
      {notice ? <p class="flash">{notice}</p> : null}
      {form.error ? <p class="flash error">{form.error}</p> : null}
      <p class="muted">{`${plural(total, "scout")} · ${summary.active} active · ${summary.paused} paused · ${summary.done} done`}</p>
      <div class="card scroll">
        <table>
          <Head columns={["Status", "Name", "Runs", "Last run", "Last result", "Webhook", "Next run"]} />
          <tbody>
            {page.items.map((row) => {
              const s = scoutJson(config, row, clock.now());
              const last = latest.get(row.id);
              const hook = hooks.get(row.id);
              return (
                <tr>
                  <td>
                    <Badge status={s.status} />
                  </td>
                  <td class="url">
                    <a href={`/platform/scouts/${s.id}`}>{s.display_name}</a>
                  </td>
                  <td>{every(s.output_interval)}</td>
                  <td>
                    <Time iso={last ? new Date(last.timestamp).toISOString() : null} />
                  </td>
                  <td>
                    {last ? (
                      <Badge
                        status={
                          last.status !== "completed"
                            ? last.status
                            : last.hasChanges
                              ? "changed"
                              : "unchanged"
                        }
                      />
                    ) : (
                      <span class="muted">no run yet</span>
                    )}
                  </td>
                  <td>
                    {hook ? (
                      <a
                        href={`/platform/webhooks/deliveries/${hook.id}`}
                        title={hook.lastError ?? undefined}
                      >
                        <Badge status={hook.status} />
                      </a>
                    ) : (
                      <span class="muted">{row.webhookUrl ? "none sent yet" : "—"}</span>
                    )}
                  </td>
                  <td>
                    <Time iso={isoFromUnix(s.next_run_timestamp)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {page.items.length === 0 ? (
          <p class="muted">No scouts yet: create one below (or POST /v1/scouting/tasks).</p>
        ) : null}
        <Pager base="/platform/scouts" prev={page.prev_cursor} next={page.next_cursor} />
      </div>
      <h2>New scout</h2>
      <ScoutForm session={session} values={form.values ?? {}} minInterval={config.scouts.minIntervalS} />
    </Layout>
  );
}
