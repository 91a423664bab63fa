import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { Config } from "../config";
import { countByStatus } from "../db/counts";
import { keysetPageWork, type PageRequest } from "../db/pagination";
import type { browsingTasks } from "../db/schema";
import { all, get, type Work } from "../db/store";
import type { Tables } from "../db/store/work";
import type { listStatuses } from "./input";

export type BrowsingTaskRow = typeof browsingTasks.$inferSelect;
export type ListStatus = (typeof listStatuses)[number];

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** `{PUBLIC_URL}/platform/browsing/<id>`: the page that shows the task's filmstrip. */
export const viewUrl = (config: Config, id: string) => `${config.publicUrl}/platform/browsing/${id}`;

/** A task of this account, or undefined (another account's task is treated exactly as an unknown one). */
export function* findTask(accountId: string, id: string): Work<BrowsingTaskRow | undefined> {
  return yield* get((db, t) =>
    db
      .select()
      .from(t.browsingTasks)
      .where(and(eq(t.browsingTasks.id, id), eq(t.browsingTasks.accountId, accountId))),
  );
}

/** The POST answer (docs/design.md §5), with `rejection_reason` as the research tasks' answer has it. */
export function createdView(config: Config, t: BrowsingTaskRow) {
  return {
    task_id: t.id,
    view_url: viewUrl(config, t.id),
    status: t.status,
    result: t.result,
    paused: false,
    structured_result: t.structuredResult ?? null,
    webhook_url: t.webhookUrl,
    rejection_reason: t.rejectionReason,
  };
}

/** The full task, with its steps' metadata (never the images: those are the trajectory). */
export function* taskView(config: Config, t: BrowsingTaskRow) {
  const steps = yield* all((db, tables) =>
    db
      .select({
        step: tables.browsingSteps.step,
        action: tables.browsingSteps.action,
        url: tables.browsingSteps.url,
        title: tables.browsingSteps.title,
        createdAt: tables.browsingSteps.createdAt,
      })
      .from(tables.browsingSteps)
      .where(eq(tables.browsingSteps.taskId, t.id))
      .orderBy(asc(tables.browsingSteps.step)),
  );
  return {
    ...createdView(config, t),
    task: t.task,
    start_url: t.startUrl,
    max_steps: t.maxSteps,
    agent: t.agent,
    webhook_format: t.webhookFormat,
    cancel_requested: t.cancelRequested,
    steps: steps.map((s) => ({
      step: s.step,
      action: s.action,
      url: s.url,
      title: s.title,
      created_at: iso(s.createdAt)!,
    })),
    created_at: iso(t.createdAt)!,
    started_at: iso(t.startedAt),
    completed_at: iso(t.completedAt),
    error: t.error,
  };
}

/** What taskView answers. */
export type TaskView = ReturnType<typeof taskView> extends Work<infer V> ? V : never;

/** Stored status as lists show it (docs/spec.md §3): a queued task is listed as running. */
const listStatus = (s: BrowsingTaskRow["status"]): ListStatus => (s === "queued" ? "running" : s);

const statusFilter = (t: Tables, status: ListStatus): SQL =>
  status === "running"
    ? inArray(t.browsingTasks.status, ["queued", "running"])
    : eq(t.browsingTasks.status, status);

/** The docs/spec.md §2 list envelope over this account's tasks, newest first, reading stored state only. */
export function* listTasks(config: Config, accountId: string, q: PageRequest & { status?: ListStatus }) {
  const mine = (t: Tables) => eq(t.browsingTasks.accountId, accountId);
  const filter = (t: Tables) => (q.status ? and(mine(t), statusFilter(t, q.status)) : mine(t));
  const counts = yield* all((db, t) =>
    db
      .select({ status: t.browsingTasks.status, n: count() })
      .from(t.browsingTasks)
      .where(mine(t))
      .groupBy(t.browsingTasks.status),
  );
  const summary = { running: 0, succeeded: 0, failed: 0, cancelled: 0 };
  for (const c of counts) summary[listStatus(c.status)] += c.n;
  const total = counts.reduce((s, c) => s + c.n, 0);
  const page = yield* keysetPageWork(q, (keyset) =>
    all((db, t) => {
      const k = keyset({ createdAt: t.browsingTasks.createdAt, id: t.browsingTasks.id });
      const query = db
        .select()
        .from(t.browsingTasks)
        .where(and(filter(t), k.where))
        .orderBy(...k.orderBy);
      return k.limit === undefined ? query : query.limit(k.limit);
    }),
  );
  return {
    tasks: page.items.map((t) => ({
      task_id: t.id,
      status: listStatus(t.status),
      task: t.task,
      // The reference API lists every kind of task's prompt as `query` (its clients read it so).
      query: t.task,
      start_url: t.startUrl,
      created_at: iso(t.createdAt)!,
      completed_at: iso(t.completedAt),
      view_url: viewUrl(config, t.id),
      rejection_reason: t.rejectionReason,
    })),
    total,
    filtered_total: q.status ? summary[q.status] : total,
    summary,
    page_size: page.page_size,
    has_more: page.has_more,
    prev_cursor: page.prev_cursor,
    next_cursor: page.next_cursor,
  };
}

/** Browsing tasks (of every account) per status, each of `statuses` named: the metrics gauge. */
export const browsingTasksByStatus = <S extends BrowsingTaskRow["status"]>(statuses: readonly S[]) =>
  countByStatus((t) => t.browsingTasks, statuses);
