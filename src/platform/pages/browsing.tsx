// The browsing pages' routes, and the task list with the New task form (a task's page: ./browsing-task-page.tsx).

import type { Context } from "hono";
import { Hono } from "hono";
import { CreateBrowsingTaskBody, DEFAULT_MAX_STEPS, listStatuses } from "../../browsing/input";
import { cancelTask, createBrowsingTask, deleteTask } from "../../browsing/service";
import { findTask, listTasks } from "../../browsing/store";
import { zodToHTTPError } from "../../http/errors";
import { clip } from "../../text";
import { plural } from "../display";
import { redirectWithNotice, takeNotice } from "../flash";
import { Csrf, formProblem, WebhookFields } from "../forms";
import { Layout, NotFound } from "../layout";
import { pageCursor, StatusFilter } from "../lists";
import { type PlatformEnv, readFormText, requireSession } from "../session";
import { TaskTable, taskAction } from "../tasks";
import { browsingFiles } from "./browsing-files";
import { renderBrowsingTask } from "./browsing-task-page";

const PAGE_SIZE = 50;

/** Values of the New browsing task form, as typed (kept when it comes back with a problem). */
type NewTaskValues = {
  task?: string;
  start_url?: string;
  max_steps?: string;
  webhook_url?: string;
  webhook_format?: string;
};

/** `/platform/browsing`: the account's tasks (all, or one status) and the New browsing task form. */
async function renderBrowsingList(
  c: Context<PlatformEnv>,
  form: { error?: string; values?: NewTaskValues } = {},
) {
  const { store, config } = c.get("deps");
  const session = c.get("session");
  const status = listStatuses.find((s) => s === c.req.query("status"));
  const page = await store.run(
    listTasks(config, session.account.id, {
      pageSize: PAGE_SIZE,
      cursor: pageCursor(c.req.query("cursor")),
      status,
    }),
  );
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
            What to do (without a model, as you would ask a person: a question, “go to the pricing page”,
            “summarize this page”, “fill in the contact form with name … and submit”)
            <textarea
              name="task"
              required
              maxlength={10_000}
              placeholder="Go to the pricing page and tell me what the Pro plan costs"
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
  .get("/platform/browsing", async (c) => c.html(await renderBrowsingList(c)))
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
      return c.html(await renderBrowsingList(c, { error: problem, values }), 422);
    }
    const deps = c.get("deps");
    const row = await deps.store.run(createBrowsingTask(deps, c.get("session").account, parsed.data));
    return c.redirect(`/platform/browsing/${row.id}`, 303);
  })
  .route("/", browsingFiles)
  .post("/platform/browsing/:id/cancel", (c) =>
    taskAction(c, "browsing", `/platform/browsing/${c.req.param("id")}`, () =>
      c.get("deps").store.run(cancelTask(c.get("deps"), c.get("session").account.id, c.req.param("id"))),
    ),
  )
  .post("/platform/browsing/:id/delete", (c) =>
    taskAction(
      c,
      "browsing",
      `/platform/browsing/${c.req.param("id")}`,
      () => c.get("deps").store.run(deleteTask(c.get("session").account.id, c.req.param("id"))),
      () => redirectWithNotice(c, "/platform/browsing", "The task was deleted, with its screenshots."),
    ),
  )
  .post("/platform/browsing/:id/rerun", async (c) => {
    const deps = c.get("deps");
    const session = c.get("session");
    const row = await deps.store.run(findTask(session.account.id, c.req.param("id")));
    if (!row) return c.html(<NotFound session={session} section="browsing" />, 404);
    // A new task with the same inputs, charged and queued as any other (a refused charge opens a failed one).
    const again = await deps.store.run(
      createBrowsingTask(deps, session.account, {
        task: row.task,
        start_url: row.startUrl,
        max_steps: row.maxSteps,
        output_schema: row.outputSchema as Record<string, unknown> | null,
        webhook_url: row.webhookUrl,
        webhook_format: row.webhookFormat,
      }),
    );
    return c.redirect(`/platform/browsing/${again.id}`, 303);
  })
  .get("/platform/browsing/:id", async (c) => {
    const { store } = c.get("deps");
    const session = c.get("session");
    const row = await store.run(findTask(session.account.id, c.req.param("id")));
    if (!row) return c.html(<NotFound session={session} section="browsing" />, 404);
    return c.html(await renderBrowsingTask(c, row));
  });
