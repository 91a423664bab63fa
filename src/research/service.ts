// The research service: research tasks created (charged and queued), run (worker.ts), settled with their webhook
// (store.ts), read, listed and deleted. The API (src/api/research) and the platform's pages
// (src/platform/pages/research.tsx) both go through these functions; the service knows no HTTP, so a request it
// refuses is a value (Refusal), never an HTTP error. The rule for what lives here rather than in src/engines/: the
// engines are machinery that knows nothing of a capability's tasks (the research engine, the browser, the
// navigator, output schemas, the model client); whatever stores, schedules, words or lists this capability's work
// is the service.

import { randomUUID } from "node:crypto";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { charge } from "../billing/credits";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { keysetPage, type PageRequest } from "../db/pagination";
import { jobs, researchTaskCounts, researchTasks } from "../db/schema";
import { runNow } from "../db/store";
import type { AppDeps } from "../deps";
import { conflictRefusal, notFoundRefusal, type Refusal } from "../refusal";
import type { CreateResearchInput, ResearchListStatus } from "./input";
import { notifyFinished, type ResearchRow, toListItem } from "./store";
import { RESEARCH_QUEUE } from "./worker";

/**
 * Create a research task for the account (the API's POST and the platform's form): charged, stored and queued in
 * one transaction, or stored as failed (and announced) when the charge is refused.
 */
export function createResearchTask(
  deps: AppDeps,
  account: { id: string },
  body: CreateResearchInput,
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
    const charged = runNow(tx, charge(clock, account.id, "research_task", cost, id));
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

/**
 * Delete the account's finished task; the API's DELETE and the platform's button. Refused (not_found) when it has
 * none with this id, refused (conflict) while it is queued or running. Its status is read reconciled (a dead
 * worker's task is not left running for good) and checked again in the delete itself, so a task that is still
 * being worked on is never deleted.
 */
export function deleteResearch(deps: AppDeps, accountId: string, taskId: string): Refusal | undefined {
  const row = findReconciled(deps, accountId, taskId);
  if (!row) return notFoundRefusal("Research task not found");
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
  if (deleted === 0) return conflictRefusal(`Research task has not finished (status: ${row.status})`);
  return undefined;
}

/** Recover the task's job if its lease expired; a job waiting again makes the task queued. True if anything changed. */
function reconcile(deps: AppDeps, row: ResearchRow): boolean {
  const { db, clock } = deps;
  const jobOf = () => db.select().from(jobs).where(eq(jobs.id, row.jobId!)).get();
  let job = jobOf();
  if (job?.status === "running" && job.leaseExpiresAt !== null && job.leaseExpiresAt < clock.now()) {
    // On SQLite the recovery has run when this returns (src/db/store/index.ts); a failure is logged by the runner's
    // next turn meeting it again.
    deps.jobs.recoverExpired().catch((err: unknown) => deps.logger.warn("lease recovery failed", { err }));
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

/**
 * The API's list envelope (docs/spec.md §2) over the account's tasks, newest first. Stored state only (docs/spec.md §3): no
 * job lookups, so a dead worker's task reads as running until reconciled.
 */
export function listResearchTasks(
  db: Db,
  config: Config,
  accountId: string,
  q: PageRequest & { status?: ResearchListStatus },
) {
  const { status } = q;
  const mine = eq(researchTasks.accountId, accountId);
  const filter: SQL | undefined =
    status === "running"
      ? and(mine, inArray(researchTasks.status, ["queued", "running"]))
      : status
        ? and(mine, eq(researchTasks.status, status))
        : mine;

  // Maintained by triggers (drizzle/sqlite/0002): O(1) however many tasks the account has.
  const counts = db
    .select({ status: researchTaskCounts.status, n: researchTaskCounts.n })
    .from(researchTaskCounts)
    .where(eq(researchTaskCounts.accountId, accountId))
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
    { pageSize: q.pageSize, cursor: q.cursor },
    (k) => {
      const base = db
        .select({
          id: researchTasks.id,
          status: researchTasks.status,
          query: researchTasks.query,
          createdAt: researchTasks.createdAt,
          rejectionReason: researchTasks.rejectionReason,
        })
        .from(researchTasks)
        .where(and(filter, k.where))
        .orderBy(...k.orderBy);
      return k.limit === undefined ? base.all() : base.limit(k.limit).all();
    },
  );
  return {
    tasks: page.items.map((r) => toListItem(r, config)),
    total,
    filtered_total: status ? (summary[status] ?? 0) : total,
    summary,
    page_size: page.page_size,
    has_more: page.has_more,
    prev_cursor: page.prev_cursor,
    next_cursor: page.next_cursor,
  };
}

/**
 * A page of the account's tasks as the platform's list shows them, newest first: optionally of one stored status
 * (queued and running apart), with each task's mode.
 */
export function pageResearchTasks(
  db: Db,
  accountId: string,
  q: PageRequest & { pageSize: number; status?: ResearchRow["status"] },
) {
  const mine = and(
    eq(researchTasks.accountId, accountId),
    q.status ? eq(researchTasks.status, q.status) : undefined,
  );
  const cols = { createdAt: researchTasks.createdAt, id: researchTasks.id };
  return keysetPage(cols, { pageSize: q.pageSize, cursor: q.cursor }, (k) =>
    db
      .select({
        ...cols,
        status: researchTasks.status,
        query: researchTasks.query,
        mode: researchTasks.mode,
        rejectionReason: researchTasks.rejectionReason,
      })
      .from(researchTasks)
      .where(and(mine, k.where))
      .orderBy(...k.orderBy)
      .limit(k.limit ?? q.pageSize + 1)
      .all(),
  );
}
