// A scout's own page (`/platform/scouts/:id`: its actions and updates) and an update's page with its comparison.

import type { Context } from "hono";
import { pageUpdates } from "../../scouts/list";
import { runOutstanding } from "../../scouts/scheduler";
import { scoutJson, updateJson } from "../../scouts/serialize";
import type { ScoutAction } from "../../scouts/store";
import { findUpdate } from "../../scouts/store";
import {
  changesBetween,
  changesSincePrevious,
  completedUpdates,
  type ScoutRow,
  type UpdateRow,
} from "../../scouts/updates";
import { latestDeliveryByUpdate } from "../../webhooks/queries";
import { Badge, Time, utcLabel } from "../display";
import { takeNotice } from "../flash";
import { Csrf, PostButton } from "../forms";
import { Layout } from "../layout";
import { Pager, pageCursor } from "../lists";
import type { PlatformEnv } from "../session";
import { Changes, every, isoFromUnix, UpdateCard } from "./scout-parts";

const UPDATES_PAGE_SIZE = 20;

/** The buttons a scout's page offers in each state (the API's pause / resume / done / restart). */
const ACTIONS: Record<string, { action: ScoutAction; label: string; danger?: boolean }[]> = {
  active: [
    { action: "restart", label: "Run now" },
    { action: "pause", label: "Pause" },
    { action: "done", label: "Mark done", danger: true },
  ],
  paused: [
    { action: "resume", label: "Resume" },
    { action: "restart", label: "Run now" },
    { action: "done", label: "Mark done", danger: true },
  ],
  done: [{ action: "restart", label: "Restart" }],
};
/** A run's time as the compare choices name it, to the second (two runs can start in the same minute). */
const runLabel = (ms: number) => utcLabel(new Date(ms).toISOString());

/** Runs an update page offers to compare with. */
const COMPARE_CHOICES = 50;

/** `/platform/scouts/:id`: a scout, its actions, and its updates over time. */
export async function renderScoutPage(c: Context<PlatformEnv>, row: ScoutRow) {
  const { store, config, clock } = c.get("deps");
  const session = c.get("session");
  const notice = takeNotice(c, `/platform/scouts/${row.id}`);
  const s = scoutJson(config, row, clock.now());
  const cursor = pageCursor(c.req.query("cursor"));
  const page = await store.run(pageUpdates(row.id, { pageSize: UPDATES_PAGE_SIZE, cursor }));
  const updates = page.items.map((u) => updateJson(config, u));
  const sent = await store.run(
    latestDeliveryByUpdate(
      session.account.id,
      row.id,
      updates.map((u) => u.id),
    ),
  );
  // A run is due (Run now, or its time has come) or under way: show its update as soon as it is stored.
  const running =
    (await store.run(runOutstanding(row.id))) ||
    (row.status === "active" && row.nextRunAt !== null && row.nextRunAt <= clock.now());
  return (
    <Layout
      title={s.display_name}
      session={session}
      section="scouts"
      refreshSeconds={running ? 5 : undefined}
    >
      <p>
        <a href="/platform/scouts">← Scouts</a>
      </p>
      <h1>
        {`${s.display_name} `}
        <Badge status={s.status} />
      </h1>
      {notice ? <p class="flash">{notice}</p> : null}
      {running ? (
        <p class="muted">A run is due or under way: this page refreshes until its update is in.</p>
      ) : null}
      <div class="row toolbar">
        {(ACTIONS[s.status] ?? []).map((a) => (
          <PostButton
            session={session}
            action={`/platform/scouts/${s.id}/${a.action}`}
            label={a.label}
            kind={a.danger ? "danger" : undefined}
          />
        ))}
        <a class="button" href={`/platform/scouts/${s.id}/edit`}>
          Edit
        </a>
      </div>
      <div class="card">
        <dl class="kv">
          <dt>Query</dt>
          <dd class="prewrap">{s.query}</dd>
          <dt>Runs</dt>
          <dd>{`${every(s.output_interval)}, notifying on ${s.notify === "always" ? "every run" : "changes"}`}</dd>
          <dt>Next run</dt>
          <dd>
            <Time iso={isoFromUnix(s.next_run_timestamp)} />
          </dd>
          <dt>Last run</dt>
          <dd>
            <Time iso={isoFromUnix(s.last_run_timestamp)} />
          </dd>
          <dt>Webhook</dt>
          <dd class="mono">{s.webhook_url ? `${s.webhook_url} (${s.webhook_format ?? "scout"})` : "—"}</dd>
          {s.ignore.length > 0 ? (
            <>
              <dt>Ignores</dt>
              <dd>{s.ignore.map((t) => `“${t}”`).join(", ")}</dd>
            </>
          ) : null}
          <dt>Deliveries</dt>
          <dd>
            <a href={`/platform/webhooks?source_id=${s.id}`}>This scout's webhook deliveries</a>
          </dd>
        </dl>
      </div>
      <h2>Updates</h2>
      {updates.length === 0 ? <p class="muted">No runs yet.</p> : null}
      {updates.map((u, i) => (
        <UpdateCard
          u={u}
          open={i === 0 && !cursor}
          delivery={sent.get(u.id)}
          page={`/platform/scouts/${s.id}/updates/${u.id}`}
        />
      ))}
      <Pager base={`/platform/scouts/${s.id}`} prev={page.prev_cursor} next={page.next_cursor} />
      {/* Folded, so deleting months of updates takes a second, deliberate click (the pages run no scripts). */}
      <details class="card">
        <summary>Delete this scout</summary>
        <p>
          Its updates are deleted with it and it will not run again. Webhook deliveries already sent stay in
          the log.
        </p>
        <form method="post" action={`/platform/scouts/${s.id}/delete`}>
          <Csrf session={session} />
          <button type="submit" class="danger">
            Delete scout and its updates
          </button>
        </form>
      </details>
    </Layout>
  );
}

/** `/platform/scouts/:id/updates/:updateId`: an update, and what changed since the run before or another run. */
export async function renderUpdatePage(c: Context<PlatformEnv>, row: ScoutRow, update: UpdateRow) {
  const { store, config } = c.get("deps");
  const session = c.get("session");
  const u = updateJson(config, update);
  const delivery = (await store.run(latestDeliveryByUpdate(session.account.id, row.id, [u.id]))).get(u.id);
  // Compared with the run before, or with another completed run of the scout the reader picks.
  const picked = c.req.query("compare");
  const { others, other, previous } = await store.run(
    (function* () {
      const others = (yield* completedUpdates(row.id, COMPARE_CHOICES)).filter((o) => o.id !== update.id);
      const other = picked ? yield* findUpdate(row.id, picked) : undefined;
      const compared = other?.status === "completed" && other.id !== update.id;
      // What changed since the run before, unless another run is picked to compare with.
      const previous = compared ? undefined : yield* changesSincePrevious(row, update);
      return { others, other, previous };
    })(),
  );
  // Itself is no comparison; a later run is compared the other way round (from this run to that one).
  const against = other?.status === "completed" && other.id !== update.id ? other : undefined;
  const later = against !== undefined && against.timestamp > update.timestamp;
  return (
    <Layout title={`${row.displayName} · update`} session={session} section="scouts">
      <p>
        <a href={`/platform/scouts/${row.id}`}>{`← ${row.displayName}`}</a>
      </p>
      <h1>Update</h1>
      <p class="muted prewrap">{row.query}</p>
      <UpdateCard u={u} open={true} delivery={delivery} />
      {update.status !== "completed" ? null : against ? (
        <Changes
          diff={later ? changesBetween(row, update, against) : changesBetween(row, against, update)}
          title={
            later
              ? `What changed from this run to the later run of ${runLabel(against.timestamp)}`
              : `What changed from the run of ${runLabel(against.timestamp)} to this one`
          }
        />
      ) : (
        <Changes diff={previous} />
      )}
      {update.status === "completed" && others.length > 0 ? (
        <form method="get" action={`/platform/scouts/${row.id}/updates/${update.id}`} class="card row">
          <label>
            Compare with
            <select name="compare">
              <option value="">the run before</option>
              {others.map((o) => (
                <option value={o.id} selected={o.id === against?.id}>
                  {runLabel(o.timestamp)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" class="secondary">
            Compare
          </button>
        </form>
      ) : null}
    </Layout>
  );
}
