import type { Context } from "hono";
import { Hono } from "hono";
import { fieldError, zodToHTTPError } from "../../http/errors";
import { CreateScoutBody, PatchScoutBody } from "../../scouts/input";
import { pageScouts, pageUpdates, scoutCounts } from "../../scouts/list";
import { runOutstanding } from "../../scouts/scheduler";
import { scoutJson, updateJson } from "../../scouts/serialize";
import { checkScoutInput, createScout } from "../../scouts/service";
import {
  deleteScout,
  findScout,
  findUpdate,
  patchScout,
  type ScoutAction,
  transition,
} from "../../scouts/store";
import {
  changesBetween,
  changesSincePrevious,
  completedUpdates,
  latestUpdate,
  type ScoutRow,
} from "../../scouts/updates";
import { latestDeliveryBySource, latestDeliveryByUpdate } from "../../webhooks/queries";
import {
  Badge,
  Csrf,
  formProblem,
  Head,
  Layout,
  NotFound,
  Pager,
  PostButton,
  pageCursor,
  plural,
  Time,
  utcLabel,
} from "../layout";
import { type PlatformEnv, readFormText, redirectWithNotice, requireSession, takeNotice } from "../session";
import { Changes, every, ScoutForm, type ScoutFormValues, UpdateCard } from "./scout-parts";

const PAGE_SIZE = 50;
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

const NOTICES = {
  created:
    "Created: its first run is due now (or at its start time); this page shows the update when it is in.",
  pause: "Paused: no runs until you resume it.",
  resume: "Resumed: the next run is scheduled.",
  done: "Marked done: it will not run again unless you restart it.",
  restart: "Running now: the update appears below when the run finishes.",
  "is-done": "This scout is done (perhaps marked so elsewhere): restart it to run it again.",
  saved: "Saved: the changes apply from its next run.",
  unchanged: "Nothing to save: the form was as the scout already is.",
} as const;

// A row from before the schedule fields were bounded can hold a time no Date can show: no time rather than a 500.
const iso = (unixS: number | null) => {
  const d = new Date((unixS ?? Number.NaN) * 1000);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

/** `/platform/scouts`: the account's scouts with their last result, and the New scout form. */
function renderScoutList(c: Context<PlatformEnv>, form: { error?: string; values?: ScoutFormValues } = {}) {
  const { db, config, clock } = c.get("deps");
  const session = c.get("session");
  const notice = takeNotice(c, "/platform/scouts");
  const { total, summary } = scoutCounts(db, session.account.id);
  const page = pageScouts(db, session.account.id, undefined, {
    pageSize: PAGE_SIZE,
    cursor: pageCursor(c.req.query("cursor")),
  });
  // Each scout's latest webhook delivery: a Slack hook that stopped working shows here, not only in the inspector.
  const hooks = latestDeliveryBySource(
    db,
    session.account.id,
    "scout",
    page.items.map((r) => r.id),
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
              const last = latestUpdate(db, row.id);
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
                    <Time iso={iso(s.next_run_timestamp)} />
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

/** Runs an update page offers to compare with. */
const COMPARE_CHOICES = 50;

/** The scout form's fields that its page's Edit changes. */
const EDITED = [
  "query",
  "display_name",
  "output_interval",
  "notify",
  "user_timezone",
  "webhook_url",
  "webhook_format",
  "ignore",
] as const;

/** A scout as its Edit form shows it (and as the edit handler compares what came back with). */
function formValues(row: ScoutRow) {
  return {
    query: row.query,
    display_name: row.displayName,
    output_interval: row.outputInterval,
    notify: row.notify,
    user_timezone: row.userTimezone ?? "",
    webhook_url: row.webhookUrl ?? "",
    // No format stored means the structured one, which the form shows chosen.
    webhook_format: row.webhookFormat ?? "scout",
    ignore: row.ignore,
  };
}

/**
 * `/platform/scouts/:id/edit`: the scout's fields in the New scout form's layout, filled in as it is, or as typed
 * when the edit came back with a problem. A page of its own: the scout's page refreshes itself while a run is due,
 * which would wipe a form being typed into.
 */
function renderEditPage(
  c: Context<PlatformEnv>,
  row: ScoutRow,
  edit: { error?: string; values?: ScoutFormValues } = {},
) {
  const { config } = c.get("deps");
  const session = c.get("session");
  return (
    <Layout title={`Edit ${row.displayName}`} session={session} section="scouts">
      <p>
        <a href={`/platform/scouts/${row.id}`}>{`← ${row.displayName}`}</a>
      </p>
      <h1>Edit scout</h1>
      {edit.error ? <p class="flash error">{edit.error}</p> : null}
      <ScoutForm
        session={session}
        values={edit.values ?? { ...formValues(row), ignore: row.ignore.join("\n") }}
        minInterval={config.scouts.minIntervalS}
        edit={{ scoutId: row.id }}
      />
    </Layout>
  );
}

/** `/platform/scouts/:id`: a scout, its actions, and its updates over time. */
function renderScoutPage(c: Context<PlatformEnv>, row: ScoutRow) {
  const { db, config, clock } = c.get("deps");
  const session = c.get("session");
  const notice = takeNotice(c, `/platform/scouts/${row.id}`);
  const s = scoutJson(config, row, clock.now());
  const cursor = pageCursor(c.req.query("cursor"));
  const page = pageUpdates(db, row.id, { pageSize: UPDATES_PAGE_SIZE, cursor });
  const updates = page.items.map((u) => updateJson(config, u));
  const sent = latestDeliveryByUpdate(
    db,
    session.account.id,
    row.id,
    updates.map((u) => u.id),
  );
  // A run is due (Run now, or its time has come) or under way: show its update as soon as it is stored.
  const running =
    runOutstanding(db, row.id) ||
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
            <Time iso={iso(s.next_run_timestamp)} />
          </dd>
          <dt>Last run</dt>
          <dd>
            <Time iso={iso(s.last_run_timestamp)} />
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

/** `/platform/scouts` (the account's scouts) and `/platform/scouts/:id` (its updates over time). */
export const scoutPages = new Hono<PlatformEnv>()
  .use("/platform/scouts", requireSession)
  .use("/platform/scouts/*", requireSession)
  .get("/platform/scouts", (c) => c.html(renderScoutList(c)))
  .post("/platform/scouts", async (c) => {
    const { db, clock, config } = c.get("deps");
    const text = await readFormText(c);
    const values: ScoutFormValues = {
      query: text("query"),
      display_name: text("display_name") || undefined,
      output_interval: text("output_interval") ? Number(text("output_interval")) : undefined,
      webhook_url: text("webhook_url") || undefined,
      webhook_format: text("webhook_format") || undefined,
      notify: text("notify") || undefined,
      user_timezone: text("user_timezone") || undefined,
    };
    // The service's own checks, so a scout made here is one the API would have made.
    try {
      const parsed = CreateScoutBody.safeParse(values);
      if (!parsed.success) throw zodToHTTPError(parsed.error, "body", values);
      const made = createScout(db, clock, config, c.get("session").account.id, parsed.data);
      if ("problem" in made) throw fieldError("body", made.problem);
      return redirectWithNotice(c, `/platform/scouts/${made.scout.id}`, NOTICES.created);
    } catch (err) {
      const problem = formProblem(err);
      if (!problem) throw err;
      return c.html(renderScoutList(c, { error: problem, values }), 422);
    }
  })
  .get("/platform/scouts/:id/updates/:updateId", (c) => {
    const { db, config } = c.get("deps");
    const session = c.get("session");
    const row = findScout(db, session.account.id, c.req.param("id"));
    const update = row && findUpdate(db, row.id, c.req.param("updateId"));
    if (!row || !update) return c.html(<NotFound session={session} section="scouts" />, 404);
    const u = updateJson(config, update);
    const delivery = latestDeliveryByUpdate(db, session.account.id, row.id, [u.id]).get(u.id);
    // Compared with the run before, or with another completed run of the scout the reader picks.
    const others = completedUpdates(db, row.id, COMPARE_CHOICES).filter((o) => o.id !== update.id);
    const picked = c.req.query("compare");
    const other = picked ? findUpdate(db, row.id, picked) : undefined;
    // Itself is no comparison; a later run is compared the other way round (from this run to that one).
    const against = other?.status === "completed" && other.id !== update.id ? other : undefined;
    const later = against !== undefined && against.timestamp > update.timestamp;
    return c.html(
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
          <Changes diff={changesSincePrevious(db, row, update)} />
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
      </Layout>,
    );
  })
  .get("/platform/scouts/:id", (c) => {
    const row = findScout(c.get("deps").db, c.get("session").account.id, c.req.param("id"));
    if (!row) return c.html(<NotFound session={c.get("session")} section="scouts" />, 404);
    return c.html(renderScoutPage(c, row));
  })
  .get("/platform/scouts/:id/edit", (c) => {
    const row = findScout(c.get("deps").db, c.get("session").account.id, c.req.param("id"));
    if (!row) return c.html(<NotFound session={c.get("session")} section="scouts" />, 404);
    return c.html(renderEditPage(c, row));
  })
  .post("/platform/scouts/:id/edit", async (c) => {
    const { db, clock, config } = c.get("deps");
    const row = findScout(db, c.get("session").account.id, c.req.param("id"));
    if (!row) return c.html(<NotFound session={c.get("session")} section="scouts" />, 404);
    const text = await readFormText(c);
    const values: ScoutFormValues = Object.fromEntries(EDITED.map((name) => [name, text(name)]));
    const typed: Record<(typeof EDITED)[number], unknown> = {
      query: text("query"),
      display_name: text("display_name") || null,
      output_interval: Number(text("output_interval") || Number.NaN),
      notify: text("notify"),
      user_timezone: text("user_timezone") || null,
      webhook_url: text("webhook_url"),
      webhook_format: text("webhook_format"),
      ignore: text("ignore")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    };
    // Only what changed is patched: a field written back as it was must not move the schedule (a new interval
    // reschedules from the last run) or make the next run a first run (a new query).
    const was = formValues(row);
    const patch = Object.fromEntries(
      EDITED.filter((name) => JSON.stringify(typed[name] ?? "") !== JSON.stringify(was[name])).map((name) => [
        name,
        typed[name],
      ]),
    );
    try {
      const parsed = PatchScoutBody.safeParse(patch);
      if (!parsed.success) throw zodToHTTPError(parsed.error, "body", patch);
      const problem = checkScoutInput(parsed.data, config);
      if (problem) throw fieldError("body", problem);
      if (Object.keys(patch).length > 0) patchScout(db, clock, row, parsed.data);
    } catch (err) {
      const problem = formProblem(err);
      if (!problem) throw err;
      return c.html(renderEditPage(c, row, { error: problem, values }), 422);
    }
    const back = `/platform/scouts/${row.id}`;
    return redirectWithNotice(c, back, Object.keys(patch).length ? NOTICES.saved : NOTICES.unchanged);
  })
  .post("/platform/scouts/:id/delete", (c) => {
    const { db } = c.get("deps");
    const session = c.get("session");
    const row = findScout(db, session.account.id, c.req.param("id"));
    // As the API's DELETE: an unknown scout, or another account's, is not found.
    if (!row) return c.html(<NotFound session={session} section="scouts" />, 404);
    deleteScout(db, row);
    return redirectWithNotice(c, "/platform/scouts", `Deleted “${row.displayName}” and its updates.`);
  })
  .post("/platform/scouts/:id/:action{pause|resume|done|restart}", (c) => {
    const { db, clock } = c.get("deps");
    const session = c.get("session");
    const row = findScout(db, session.account.id, c.req.param("id"));
    // Another account's scout is answered exactly like an unknown one.
    if (!row) return c.html(<NotFound session={session} section="scouts" />, 404);
    const action = c.req.param("action") as ScoutAction;
    const back = `/platform/scouts/${row.id}`;
    // Pause or resume from a page older than the scout's state (done elsewhere): say why nothing changed.
    if ("refused" in transition(db, clock, row, action))
      return redirectWithNotice(c, back, NOTICES["is-done"]);
    return redirectWithNotice(c, back, NOTICES[action]);
  });

/** The account's scout with this id, or undefined (unknown, or another account's). */
