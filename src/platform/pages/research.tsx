import type { Context } from "hono";
import { Hono } from "hono";
import { zodToHTTPError } from "../../http/errors";
import { CreateResearchBody } from "../../research/input";
import {
  createResearchTask,
  deleteResearch,
  findReconciled,
  pageResearchTasks,
} from "../../research/service";
import { toDetail, toListItem } from "../../research/store";
import { clip } from "../../text";
import { Badge, Body, Markdown, Time } from "../display";
import { redirectWithNotice, takeNotice } from "../flash";
import { Csrf, formProblem, PostButton, WebhookFields } from "../forms";
import { Layout, NotFound } from "../layout";
import { pageCursor, StatusFilter } from "../lists";
import { safeHref, withoutSourcesSection } from "../markdown";
import { type PlatformEnv, readFormText, requireSession } from "../session";
import { TaskTable, TaskTimes, taskAction } from "../tasks";

const PAGE_SIZE = 50;
const RESEARCH_STATUSES = ["queued", "running", "succeeded", "failed"] as const;

/** Numbered sources with the anchors the report's `[n]` references point at; only http(s) URLs become links. */
export function Sources(p: { citations: { id: number; url: string; title: string }[] }) {
  if (p.citations.length === 0) return null;
  return (
    <ol class="sources">
      {p.citations.map((s) => {
        const href = safeHref(s.url);
        return (
          <li id={`source-${s.id}`} value={s.id}>
            {href ? (
              <a href={href} rel="noopener nofollow noreferrer" target="_blank">
                {s.title || s.url}
              </a>
            ) : (
              s.title || s.url
            )}
            <span class="mono url muted">{s.url}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** `/platform/research`: the account's tasks, newest first, and the New research task form. */
async function renderResearchList(
  c: Context<PlatformEnv>,
  form: { error?: string; query?: string; mode?: string; webhook_url?: string; webhook_format?: string } = {},
) {
  const { store, config } = c.get("deps");
  const session = c.get("session");
  const notice = takeNotice(c, "/platform/research");
  const status = RESEARCH_STATUSES.find((s) => s === c.req.query("status"));
  const page = await store.run(
    pageResearchTasks(session.account.id, {
      pageSize: PAGE_SIZE,
      cursor: pageCursor(c.req.query("cursor")),
      status,
    }),
  );
  return (
    <Layout title="Research tasks" session={session} section="research">
      <h1>Research tasks</h1>
      {notice ? <p class="flash">{notice}</p> : null}
      {form.error ? <p class="flash error">{form.error}</p> : null}
      <StatusFilter base="/platform/research" statuses={RESEARCH_STATUSES} current={status} />
      <TaskTable
        columns={["Mode", "Query"]}
        rows={page.items.map((r) => {
          const t = toListItem(r, config);
          return {
            href: `/platform/research/${r.id}`,
            status: t.status,
            createdAt: t.created_at,
            cells: (
              <>
                <td>{r.mode}</td>
                <td class="url">
                  <a href={`/platform/research/${r.id}`}>{clip(r.query, 200, "…")}</a>
                </td>
              </>
            ),
          };
        })}
        empty="No research tasks yet: ask one below (or POST /v1/research/tasks)."
        base="/platform/research"
        status={status}
        prev={page.prev_cursor}
        next={page.next_cursor}
      />
      <h2>New research task</h2>
      <form method="post" action="/platform/research" class="card row">
        <Csrf session={session} />
        <label>
          Question (with the URLs to read, unless this instance searches the web)
          <textarea
            name="query"
            required
            maxlength={10_000}
            placeholder="Who built https://example.org/lighthouse, and when?"
          >
            {form.query ?? ""}
          </textarea>
        </label>
        <label>
          Mode
          <select name="mode">
            <option value="deep" selected={form.mode !== "fast"}>
              deep
            </option>
            <option value="fast" selected={form.mode === "fast"}>
              fast
            </option>
          </select>
        </label>
        <WebhookFields url={form.webhook_url} format={form.webhook_format} />
        <button type="submit">Research</button>
      </form>
    </Layout>
  );
}

/** `/platform/research` (the account's tasks) and `/platform/research/:id` (the report with its sources). */
export const researchPages = new Hono<PlatformEnv>()
  .use("/platform/research", requireSession)
  .use("/platform/research/*", requireSession)
  .get("/platform/research", async (c) => c.html(await renderResearchList(c)))
  .post("/platform/research", async (c) => {
    const text = await readFormText(c);
    const values = {
      query: text("query"),
      mode: text("mode") || undefined,
      webhook_url: text("webhook_url") || undefined,
      // A format without a URL means nothing: not stored.
      webhook_format: (text("webhook_url") && text("webhook_format")) || undefined,
    };
    // The service's own schema and create path, so a task made here is one the API would have made (and charged).
    const parsed = CreateResearchBody.safeParse(values);
    if (!parsed.success) {
      const problem = formProblem(zodToHTTPError(parsed.error, "body", values))!;
      return c.html(await renderResearchList(c, { error: problem, ...values }), 422);
    }
    const deps = c.get("deps");
    const row = await deps.store.run(createResearchTask(deps, c.get("session").account, parsed.data));
    return c.redirect(`/platform/research/${row.id}`, 303);
  })
  .post("/platform/research/:id/rerun", async (c) => {
    const deps = c.get("deps");
    const session = c.get("session");
    const row = await deps.store.run(findReconciled(deps, session.account.id, c.req.param("id")));
    if (!row) return c.html(<NotFound session={session} section="research" />, 404);
    // A new task with the same question, mode and webhook, charged and queued as any other.
    const again = await deps.store.run(
      createResearchTask(deps, session.account, {
        query: row.query,
        mode: row.mode,
        webhook_url: row.webhookUrl,
        webhook_format: row.webhookFormat,
      }),
    );
    return c.redirect(`/platform/research/${again.id}`, 303);
  })
  .post("/platform/research/:id/delete", (c) =>
    taskAction(
      c,
      "research",
      `/platform/research/${c.req.param("id")}`,
      () =>
        c
          .get("deps")
          .store.run(deleteResearch(c.get("deps"), c.get("session").account.id, c.req.param("id"))),
      () => redirectWithNotice(c, "/platform/research", "The research task was deleted."),
    ),
  )
  .get("/platform/research/:id", async (c) => {
    const deps = c.get("deps");
    const { config } = deps;
    const session = c.get("session");
    // Reconciled like the API's GET: a task whose worker died does not read as running forever.
    const row = await deps.store.run(findReconciled(deps, session.account.id, c.req.param("id")));
    if (!row) return c.html(<NotFound session={session} section="research" />, 404);
    const t = toDetail(row, config);
    const working = t.status === "queued" || t.status === "running";
    const cited = new Set(t.citations.map((s) => s.id));
    return c.html(
      <Layout title="Research" session={session} section="research" refreshSeconds={working ? 3 : undefined}>
        <p>
          <a href="/platform/research">← Research tasks</a>
        </p>
        <h1>
          Research <Badge status={t.status} />
        </h1>
        <div class="card">
          <dl class="kv">
            <dt>Query</dt>
            <dd class="prewrap">{t.query}</dd>
            <dt>Mode</dt>
            <dd>{t.mode}</dd>
            <TaskTimes
              created={t.created_at}
              completed={t.completed_at}
              id={row.id}
              webhookUrl={row.webhookUrl}
            />
          </dl>
          {t.error ? <p class="flash error">{t.error}</p> : null}
          {working ? null : (
            <div class="actions">
              <PostButton
                session={session}
                action={`/platform/research/${row.id}/rerun`}
                label="Ask again"
                kind="secondary"
              />
              <PostButton
                session={session}
                action={`/platform/research/${row.id}/delete`}
                label="Delete task"
                kind="danger"
              />
            </div>
          )}
        </div>
        {working ? (
          <div class="card">
            <p class="muted">Working on it; this page refreshes itself.</p>
            <ul>
              {t.updates.map((u) => (
                <li>
                  <Time iso={u.timestamp} /> {u.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {t.result ? (
          <article class="card">
            <Markdown source={withoutSourcesSection(t.result)} options={{ citations: cited }} />
          </article>
        ) : null}
        {t.citations.length > 0 ? <h2>Sources</h2> : null}
        <Sources citations={t.citations} />
        {t.structured_result === null ? null : (
          <details class="card">
            <summary>Structured result</summary>
            <Body text={JSON.stringify(t.structured_result)} />
          </details>
        )}
      </Layout>,
    );
  });
