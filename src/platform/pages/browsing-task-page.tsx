// A browsing task's page (`/platform/browsing/:id`): its details, buttons, filmstrip of steps and result.

import type { Context } from "hono";
import { type BrowsingTaskRow, type TaskView, taskView } from "../../browsing/store";
import { trajectoryReady } from "../../browsing/trajectory";
import { describeAction } from "../../engines/navigator/loop";
import type { Action } from "../../engines/navigator/types";
import { Badge, Body, plural } from "../display";
import { PostButton } from "../forms";
import { Layout } from "../layout";
import type { PlatformEnv } from "../session";
import { TaskTimes } from "../tasks";

// Lazy images inside a sideways-scrolling strip load only when scrolled to; the first screenful loads at once.
const EAGER_STEPS = 8;

type Step = TaskView["steps"][number];

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

/** `/platform/browsing/:id`: the task, its buttons, its filmstrip (refreshing until it ends) and its result. */
export async function renderBrowsingTask(c: Context<PlatformEnv>, row: BrowsingTaskRow) {
  const { store, config } = c.get("deps");
  const session = c.get("session");
  const t = await store.run(taskView(config, row));
  const base = `/platform/browsing/${t.task_id}`;
  const ready = trajectoryReady(row.status);
  return (
    <Layout title="Browsing task" session={session} section="browsing" refreshSeconds={ready ? undefined : 3}>
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
    </Layout>
  );
}
