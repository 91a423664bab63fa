import { randomUUID } from "node:crypto";
import type { RouteHandler, z } from "@hono/zod-openapi";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { charge } from "../../billing/credits";
import { keysetPage } from "../../db/pagination";
import { jobs, researchTaskCounts, researchTasks } from "../../db/schema";
import type { AppDeps, AppEnv } from "../../deps";
import { conflict, notFound } from "../../http/errors";
import type {
  CreateResearchBody,
  createResearchTask as createRoute,
  deleteResearchTask,
  getResearchTask,
  listResearchTasks,
} from "./research.routes";
import { notifyFinished, type ResearchRow, researchViewUrl, toDetail, toListItem } from "./research.store";
import { RESEARCH_QUEUE } from "./research.worker";

/** Charge, then store and queue the task in one transaction; a refused charge stores the task as failed. */
export const create: RouteHandler<typeof createRoute, AppEnv> = (c) => {
  const { config } = c.get("deps");
  const row = createResearchTask(c.get("deps"), c.get("account"), c.req.valid("json"));
  return c.json(
    {
      task_id: row.id,
      view_url: researchViewUrl(config, row.id),
      status: row.status,
      webhook_url: row.webhookUrl,
      rejection_reason: row.rejectionReason,
    },
    200,
  );
};

/**
 * Create a research task for the account (the API's POST and the platform's form): charged, stored and queued in
 * one transaction, or stored as failed (and announced) when the charge is refused.
 */
export function createResearchTask(
  deps: AppDeps,
  account: { id: string },
  body: z.infer<typeof CreateResearchBody>,
): ResearchRow {
  const { db, clock, config } = deps;
  const id = randomUUID();
  const now = clock.now();
  const cost = body.mode === "fast" ? config.credits.researchFast : config.credits.researchDeep;
  return db.transaction((tx) => {
    const base = {
      id,
      accountId: account.id,
      query: body.query,
      mode: body.mode,
      userTimezone: body.user_timezone ?? null,
      userLocation: body.user_location ?? null,
      outputSchema: body.output_schema ?? null,
      webhookUrl: body.webhook_url || null,
      // As given (omitted: null, sent as `scout`), as browsing tasks and scouts keep it.
      webhookFormat: body.webhook_url ? (body.webhook_format ?? null) : null,
      updates: [],
      createdAt: now,
    };
    const charged = charge(tx, clock, account.id, "research_task", cost, id);
    if (!charged.ok) {
      const error = `Not enough prepaid credits: a ${body.mode} research task costs ${cost}; add credits or set up billing`;
      const failed = tx
        .insert(researchTasks)
        .values({ ...base, status: "failed", error, rejectionReason: charged.reason, completedAt: now })
        .returning()
        .get();
      if (failed.webhookUrl) {
        notifyFinished(tx, deps, failed, { status: "failed", error, rejectionReason: charged.reason }, now);
      }
      return failed;
    }
    const jobId = deps.jobs.enqueue(tx, RESEARCH_QUEUE, { taskId: id });
    return tx
      .insert(researchTasks)
      .values({ ...base, status: "queued", jobId })
      .returning()
      .get();
  });
}

/**
 * The authoritative view of one task, or undefined when the account has none with this id: a task whose job lost
 * its lease (its worker died) is reconciled on the spot, re-queued once and then failed with "worker_lost", before
 * it is returned. The API's GET and the platform's task page both read a task this way.
 */
export function findReconciled(deps: AppDeps, accountId: string, taskId: string): ResearchRow | undefined {
  const find = () =>
    deps.db
      .select()
      .from(researchTasks)
      .where(and(eq(researchTasks.id, taskId), eq(researchTasks.accountId, accountId)))
      .get();
  const row = find();
  if (row?.status === "running" && row.jobId && reconcile(deps, row)) return find();
  return row;
}

export const get: RouteHandler<typeof getResearchTask, AppEnv> = (c) => {
  const deps = c.get("deps");
  const row = findReconciled(deps, c.get("account").id, c.req.valid("param").task_id);
  if (!row) throw notFound("Research task not found");
  return c.json(toDetail(row, deps.config), 200);
};

export const remove: RouteHandler<typeof deleteResearchTask, AppEnv> = (c) => {
  deleteResearch(c.get("deps"), c.get("account").id, c.req.valid("param").task_id);
  return c.body(null, 204);
};

/**
 * Delete the account's finished task; the API's DELETE and the platform's button. 404 when it has none with this
 * id, 409 while it is queued or running. Its status is read reconciled (a dead worker's task is not left running for
 * good) and checked again in the delete itself, so a task that is still being worked on is never deleted.
 */
export function deleteResearch(deps: AppDeps, accountId: string, taskId: string): void {
  const row = findReconciled(deps, accountId, taskId);
  if (!row) throw notFound("Research task not found");
  const deleted = deps.db
    .delete(researchTasks)
    .where(
      and(
        eq(researchTasks.id, taskId),
        eq(researchTasks.accountId, accountId),
        inArray(researchTasks.status, ["succeeded", "failed"]),
      ),
    )
    .run().changes;
  if (deleted === 0) throw conflict(`Research task has not finished (status: ${row.status})`);
}

/** Recover the task's job if its lease expired; a job waiting again makes the task queued. True if anything changed. */
function reconcile(deps: AppDeps, row: ResearchRow): boolean {
  const { db, clock } = deps;
  const jobOf = () => db.select().from(jobs).where(eq(jobs.id, row.jobId!)).get();
  let job = jobOf();
  if (job?.status === "running" && job.leaseExpiresAt !== null && job.leaseExpiresAt < clock.now()) {
    deps.jobs.recoverExpired();
    job = jobOf();
  }
  if (job?.status !== "pending") return job?.status === "failed";
  return (
    db
      .update(researchTasks)
      .set({ status: "queued" })
      .where(and(eq(researchTasks.id, row.id), eq(researchTasks.status, "running")))
      .run().changes > 0
  );
}

/** Stored state only (SPEC.md §3): no job lookups, so a dead worker's task reads as running until reconciled. */
export const list: RouteHandler<typeof listResearchTasks, AppEnv> = (c) => {
  const { status, page_size, cursor } = c.req.valid("query");
  const { db, config } = c.get("deps");
  const mine = eq(researchTasks.accountId, c.get("account").id);
  const filter: SQL | undefined =
    status === "running"
      ? and(mine, inArray(researchTasks.status, ["queued", "running"]))
      : status
        ? and(mine, eq(researchTasks.status, status))
        : mine;

  // Maintained by triggers (drizzle/0002): O(1) however many tasks the account has.
  const counts = db
    .select({ status: researchTaskCounts.status, n: researchTaskCounts.n })
    .from(researchTaskCounts)
    .where(eq(researchTaskCounts.accountId, c.get("account").id))
    .all();
  const count = (...s: string[]) => counts.filter((r) => s.includes(r.status)).reduce((a, r) => a + r.n, 0);
  const summary = {
    running: count("queued", "running"),
    succeeded: count("succeeded"),
    failed: count("failed"),
  };
  const total = summary.running + summary.succeeded + summary.failed;

  const page = keysetPage(
    { createdAt: researchTasks.createdAt, id: researchTasks.id },
    { pageSize: page_size, cursor },
    (q) => {
      const base = db
        .select({
          id: researchTasks.id,
          status: researchTasks.status,
          query: researchTasks.query,
          createdAt: researchTasks.createdAt,
        })
        .from(researchTasks)
        .where(and(filter, q.where))
        .orderBy(...q.orderBy);
      return q.limit === undefined ? base.all() : base.limit(q.limit).all();
    },
  );
  return c.json(
    {
      tasks: page.items.map((r) => toListItem(r, config)),
      total,
      filtered_total: status ? (summary[status] ?? 0) : total,
      summary,
      page_size: page.page_size,
      has_more: page.has_more,
      prev_cursor: page.prev_cursor,
      next_cursor: page.next_cursor,
    },
    200,
  );
};
