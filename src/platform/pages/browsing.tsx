import type { Context } from "hono";
import { Hono } from "hono";
import { CreateBrowsingTaskBody, DEFAULT_MAX_STEPS, listStatuses } from "../../browsing/input";
import { cancelTask, createBrowsingTask, deleteTask } from "../../browsing/service";
import { findTask, listTasks, taskView } from "../../browsing/store";
import { trajectoryReady } from "../../browsing/trajectory";
import { describeAction } from "../../engines/navigator/loop";
import type { Action } from "../../engines/navigator/types";
import { zodToHTTPError } from "../../http/errors";
import { clip } from "../../text";
import {
  Badge,
  Body,
  Csrf,
  formProblem,
  Layout,
  NotFound,
  PostButton,
  pageCursor,
  plural,
  StatusFilter,
  TaskTable,
  TaskTimes,
  taskAction,
  WebhookFields,
} from "../layout";
import { type PlatformEnv, readFormText, redirectWithNotice, requireSession, takeNotice } from "../session";
import { browsingFiles } from "./browsing-files";

const PAGE_SIZE = 50;
// Lazy images inside a sideways-scrolling strip load only when scrolled to; the first screenful loads at once.
const EAGER_STEPS = 8;

type Step = ReturnType<typeof taskView>["steps"][number];

/** A step's action in words, with what was typed (the API's describeAction leaves that out). */
export function stepLabel(action: Record<string, unknown>): string {
  const a = action as Action;
  try {
    if (a.type === "fill") return `type "${a.text}" into "${a.field}"`;
    if (a.type === "type") return `type "${a.text}"`;
    return describeAction(a);
  } catch {
    return JSON.stringify(action);
  }
}

function Frame(p: { taskId: string; s: Step }) {
  const { s } = p;
  const src = `/platform/browsing/${p.taskId}/steps/${s.step}.webp`;
  const error = typeof s.action.error === "string" ? s.action.error : undefined;
  return (
    <figure id={`step-${s.step}`}>
      <a href={src} target="_blank" rel="noopener">
        <img
          src={src}
          width={1280}
          height={800}
          alt={`Step ${s.step}: ${stepLabel(s.action)}`}
          loading={s.step > EAGER_STEPS ? "lazy" : "eager"}
        />
      </a>
      <figcaption>
        <span>
          <b>{`${s.step}. `}</b>
          {stepLabel(s.action)}
        </span>
        <span class="mono url">{s.url ?? ""}</span>
        <span class="muted">{s.title ?? ""}</span>
        {error ? <span class="flash error">{error}</span> : null}
      </figcaption>
    </figure>
  );
}

/** Values of the New browsing task form, as typed (kept when it comes back with a problem). */
type NewTaskValues = {
  task?: string;
  start_url?: string;
  max_steps?: string;
  webhook_url?: string;
  webhook_format?: string;
};

/** `/platform/browsing`: the account's tasks (all, or one status) and the New browsing task form. */
function renderBrowsingList(c: Context<PlatformEnv>, form: { error?: string; values?: NewTaskValues } = {}) {
  const { db, config } = c.get("deps");
  const session = c.get("session");
  const status = listStatuses.find((s) => s === c.req.query("status"));
  const page = listTasks(db, config, session.account.id, {
    pageSize: PAGE_SIZE,
    cursor: pageCursor(c.req.query("cursor")),
    status,
  });
  const notice = takeNotice(c, "/platform/browsing");
  return (
    <Layout title="Browsing tasks" session={session} section="browsing">
      <h1>Browsing tasks</h1>
      {notice ? <p class="flash">{notice}</p> : null}
      {form.error ? <p class="flash error">{form.error}</p> : null}
      <p class="muted">{`${plural(page.total, "task")} · ${page.summary.running} running`}</p>
      <StatusFilter base="/platform/browsing" statuses={listStatuses} current={status} />
      <TaskTable
        columns={["Task", "Start URL"]}
        rows={page.tasks.map((t) => ({
          href: `/platform/browsing/${t.task_id}`,
          status: t.status,
          createdAt: t.created_at,
          cells: (
            <>
              <td class="url">
                <a href={`/platform/browsing/${t.task_id}`}>{clip(t.task, 160, "…")}</a>
              </td>
              <td class="url mono">{t.start_url ?? ""}</td>
            </>
          ),
        }))}
        empty="No browsing tasks yet: start one below (or POST /v1/browsing/tasks)."
        base="/platform/browsing"
        status={status}
        prev={page.prev_cursor}
        next={page.next_cursor}
      />
      <h2>New browsing task</h2>
      <form method="post" action="/platform/browsing" class="card">
        <Csrf session={session} />
        <div class="row">
          <label>
            What to do (without a model: steps such as go to, click, type … into, search for, find)
            <textarea
              name="task"
              required
              maxlength={10_000}
              placeholder="go to https://example.com, click 'More information' then find 'IANA'"
            >
              {form.values?.task ?? ""}
            </textarea>
          </label>
        </div>
        <div class="row">
          <label>
            Start URL (optional)
            <input
              type="url"
              name="start_url"
              placeholder="https://example.com"
              value={form.values?.start_url ?? ""}
            />
          </label>
          <label>
            Steps at most
            <input
              type="number"
              name="max_steps"
              min={1}
              max={100}
              value={form.values?.max_steps || String(DEFAULT_MAX_STEPS)}
            />
          </label>
          <WebhookFields url={form.values?.webhook_url} format={form.values?.webhook_format} />
          <button type="submit">Start task</button>
        </div>
      </form>
    </Layout>
  );
}

/** `/platform/browsing` (the account's tasks) and `/platform/browsing/:id` (the filmstrip), plus the files. */
export const browsingPages = new Hono<PlatformEnv>()
  .use("/platform/browsing", requireSession)
  .use("/platform/browsing/*", requireSession)
  .get("/platform/browsing", (c) => c.html(renderBrowsingList(c)))
  .post("/platform/browsing", async (c) => {
    const text = await readFormText(c);
    const values: NewTaskValues = {
      task: text("task"),
      start_url: text("start_url"),
      max_steps: text("max_steps"),
      webhook_url: text("webhook_url"),
      webhook_format: text("webhook_format"),
    };
    const body = {
      task: values.task,
      start_url: values.start_url || undefined,
      max_steps: values.max_steps ? Number(values.max_steps) : undefined,
      webhook_url: values.webhook_url || undefined,
      // A format without a URL means nothing: not stored.
      webhook_format: (values.webhook_url && values.webhook_format) || undefined,
    };
    // The service's own schema and create path, so a task made here is one the API would have made (and charged).
    const parsed = CreateBrowsingTaskBody.safeParse(body);
    if (!parsed.success) {
      const problem = formProblem(zodToHTTPError(parsed.error, "body", body))!;
      return c.html(renderBrowsingList(c, { error: problem, values }), 422);
    }
    const row = createBrowsingTask(c.get("deps"), c.get("session").account, parsed.data);
    return c.redirect(`/platform/browsing/${row.id}`, 303);
  })
  .route("/", browsingFiles)
  .post("/platform/browsing/:id/cancel", (c) =>
    taskAction(c, "browsing", `/platform/browsing/${c.req.param("id")}`, () =>
      cancelTask(c.get("deps"), c.get("session").account.id, c.req.param("id")),
    ),
  )
  .post("/platform/browsing/:id/delete", (c) =>
    taskAction(
      c,
      "browsing",
      `/platform/browsing/${c.req.param("id")}`,
      () => deleteTask(c.get("deps"), c.get("session").account.id, c.req.param("id")),
      () => redirectWithNotice(c, "/platform/browsing", "The task was deleted, with its screenshots."),
    ),
  )
  .post("/platform/browsing/:id/rerun", (c) => {
    const deps = c.get("deps");
    const session = c.get("session");
    const row = findTask(deps.db, session.account.id, c.req.param("id"));
    if (!row) return c.html(<NotFound session={session} section="browsing" />, 404);
    // A new task with the same inputs, charged and queued as any other (a refused charge opens a failed one).
    const again = createBrowsingTask(deps, session.account, {
      task: row.task,
      start_url: row.startUrl,
      max_steps: row.maxSteps,
      output_schema: row.outputSchema as Record<string, unknown> | null,
      webhook_url: row.webhookUrl,
      webhook_format: row.webhookFormat,
    });
    return c.redirect(`/platform/browsing/${again.id}`, 303);
  })
  .get("/platform/browsing/:id", (c) => {
    const { db, config } = c.get("deps");
    const session = c.get("session");
    const row = findTask(db, session.account.id, c.req.param("id"));
    if (!row) return c.html(<NotFound session={session} section="browsing" />, 404);
    const t = taskView(db, config, row);
    const base = `/platform/browsing/${t.task_id}`;
    const ready = trajectoryReady(row.status);
    return c.html(
      <Layout
        title="Browsing task"
        session={session}
        section="browsing"
        refreshSeconds={ready ? undefined : 3}
      >
        <p>
          <a href="/platform/browsing">← Browsing tasks</a>
        </p>
        <h1>
          Browsing task <Badge status={row.status} />
        </h1>
        <div class="card">
          <dl class="kv">
            <dt>Task</dt>
            <dd class="prewrap">{t.task}</dd>
            <dt>Start URL</dt>
            <dd class="mono">{t.start_url ?? "—"}</dd>
            <dt>Steps</dt>
            <dd>{`${t.steps.length} of at most ${t.max_steps}`}</dd>
            <TaskTimes
              created={t.created_at}
              completed={t.completed_at}
              id={row.id}
              webhookUrl={row.webhookUrl}
            />
          </dl>
          {t.error ? <p class="flash error">{t.error}</p> : null}
          <div class="actions">
            {ready ? (
              <>
                <a class="button" href={`${base}/trajectory.json`} download>
                  Download JSON
                </a>
                <a class="button" href={`${base}/trajectory.zip`} download>
                  Download ZIP
                </a>
                <PostButton session={session} action={`${base}/rerun`} label="Run again" kind="secondary" />
                <PostButton session={session} action={`${base}/delete`} label="Delete task" kind="danger" />
              </>
            ) : (
              <>
                <span class="muted">The trajectory can be downloaded once the task has finished.</span>
                <PostButton session={session} action={`${base}/cancel`} label="Cancel task" kind="danger" />
              </>
            )}
          </div>
        </div>
        <h2>{`Filmstrip (${plural(t.steps.length, "step")})`}</h2>
        {t.steps.length === 0 ? <p class="muted">No steps yet.</p> : null}
        <div class="filmstrip">
          {t.steps.map((s) => (
            <Frame taskId={t.task_id} s={s} />
          ))}
        </div>
        <h2>Result</h2>
        {t.result ? (
          <pre class="result">{t.result}</pre>
        ) : (
          <p class="muted">
            {t.status === "failed"
              ? "No result: the task failed (the error is above)."
              : t.status === "cancelled"
                ? "No result: the task was cancelled."
                : "No result yet."}
          </p>
        )}
        {t.structured_result === null ? null : (
          <details class="card" open>
            <summary>Structured result</summary>
            <Body text={JSON.stringify(t.structured_result)} />
          </details>
        )}
      </Layout>,
    );
  });
