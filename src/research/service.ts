// The research service: research tasks created (charged and queued), run (worker.ts), settled with their webhook
// (store.ts), read, listed and deleted. The API (src/api/research) and the platform's pages
// (src/platform/pages/research.tsx) both go through these functions; the service knows no HTTP, so a request it
// refuses is a value (Refusal), never an HTTP error. The rule for what lives here rather than in src/engines/: the
// engines are machinery that knows nothing of a capability's tasks (the research engine, the browser, the
// navigator, output schemas, the model client); whatever stores, schedules, words or lists this capability's work
// is the service.

import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { charge } from "../billing/credits";
import type { Config } from "../config";
import { keysetPageWork, type PageRequest } from "../db/pagination";
import { all, get, run, tx, type Work } from "../db/store";
import type { Tables } from "../db/store/work";
import type { AppDeps } from "../deps";
import { conflictRefusal, notFoundRefusal, type Refusal } from "../refusal";
import type { CreateResearchInput, ResearchListStatus } from "./input";
import { notifyFinished, type ResearchRow, toListItem } from "./store";
import { RESEARCH_QUEUE } from "./worker";

/**
 * Create a research task for the account (the API's POST and the platform's form): charged, stored and queued in
 * one transaction, or stored as failed (and announced) when the charge is refused.
 */
export function* createResearchTask(
  deps: AppDeps,
  account: { id: string },
  body: CreateResearchInput,
): Work<ResearchRow> {
  const { clock, config } = deps;
  const id = randomUUID();
  const now = clock.now();
  const cost = body.mode === "fast" ? config.credits.researchFast : config.credits.researchDeep;
  return yield* tx(function* () {
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
    const charged = yield* charge(clock, account.id, "research_task", cost, id);
    if (!charged.ok) {
      const error = `Not enough prepaid credits: a ${body.mode} research task costs ${cost}; add credits or set up billing`;
      const failed = (yield* get((db, t) =>
        db
          .insert(t.researchTasks)
          .values({ ...base, status: "failed", error, rejectionReason: charged.reason, completedAt: now })
          .returning(),
      ))!;
      if (failed.webhookUrl) {
        yield* notifyFinished(
          deps,
          failed,
          { status: "failed", error, rejectionReason: charged.reason },
          now,
        );
      }
      return failed;
    }
    const jobId = yield* deps.jobs.enqueueWork(RESEARCH_QUEUE, { taskId: id });
    return (yield* get((db, t) =>
      db
        .insert(t.researchTasks)
        .values({ ...base, status: "queued", jobId })
        .returning(),
    ))!;
  });
}

/**
 * The authoritative view of one task, or undefined when the account has none with this id: a task whose job lost
 * its lease (its worker died) is reconciled on the spot, re-queued once and then failed with "worker_lost", before
 * it is returned. The API's GET and the platform's task page both read a task this way.
 */
export function* findReconciled(
  deps: AppDeps,
  accountId: string,
  taskId: string,
): Work<ResearchRow | undefined> {
  const find = () =>
    get((db, t) =>
      db
        .select()
        .from(t.researchTasks)
        .where(and(eq(t.researchTasks.id, taskId), eq(t.researchTasks.accountId, accountId))),
    );
  const row = yield* find();
  if (row?.status === "running" && row.jobId && (yield* reconcile(deps, row))) return yield* find();
  return row;
}

/**
 * Delete the account's finished task; the API's DELETE and the platform's button. Refused (not_found) when it has
 * none with this id, refused (conflict) while it is queued or running. Its status is read reconciled (a dead
 * worker's task is not left running for good) and checked again in the delete itself, so a task that is still
 * being worked on is never deleted.
 */
export function* deleteResearch(deps: AppDeps, accountId: string, taskId: string): Work<Refusal | undefined> {
  const row = yield* findReconciled(deps, accountId, taskId);
  if (!row) return notFoundRefusal("Research task not found");
  const deleted = yield* run((db, t) =>
    db
      .delete(t.researchTasks)
      .where(
        and(
          eq(t.researchTasks.id, taskId),
          eq(t.researchTasks.accountId, accountId),
          inArray(t.researchTasks.status, ["succeeded", "failed"]),
        ),
      ),
  );
  if (deleted === 0) return conflictRefusal(`Research task has not finished (status: ${row.status})`);
  return undefined;
}

/** Recover the task's job if its lease expired; a job waiting again makes the task queued. True if anything changed. */
function* reconcile(deps: AppDeps, row: ResearchRow): Work<boolean> {
  const { clock } = deps;
  const jobOf = () => get((db, t) => db.select().from(t.jobs).where(eq(t.jobs.id, row.jobId!)));
  let job = yield* jobOf();
  if (job?.status === "running" && job.leaseExpiresAt !== null && job.leaseExpiresAt < clock.now()) {
    yield* deps.jobs.recovery();
    job = yield* jobOf();
  }
  if (job?.status !== "pending") return job?.status === "failed";
  return (
    (yield* run((db, t) =>
      db
        .update(t.researchTasks)
        .set({ status: "queued" })
        .where(and(eq(t.researchTasks.id, row.id), eq(t.researchTasks.status, "running"))),
    )) > 0
  );
}

/**
 * The API's list envelope (docs/spec.md §2) over the account's tasks, newest first. Stored state only (docs/spec.md §3): no
 * job lookups, so a dead worker's task reads as running until reconciled.
 */
export function* listResearchTasks(
  config: Config,
  accountId: string,
  q: PageRequest & { status?: ResearchListStatus },
) {
  const { status } = q;
  const filter = (t: Tables) => {
    const mine = eq(t.researchTasks.accountId, accountId);
    return status === "running"
      ? and(mine, inArray(t.researchTasks.status, ["queued", "running"]))
      : status
        ? and(mine, eq(t.researchTasks.status, status))
        : mine;
  };

  // Maintained by triggers (drizzle/sqlite/0002, drizzle/pg/0001): O(1) however many tasks the account has.
  const counts = yield* all((db, t) =>
    db
      .select({ status: t.researchTaskCounts.status, n: t.researchTaskCounts.n })
      .from(t.researchTaskCounts)
      .where(eq(t.researchTaskCounts.accountId, accountId)),
  );
  const count = (...s: string[]) => counts.filter((r) => s.includes(r.status)).reduce((a, r) => a + r.n, 0);
  const summary = {
    running: count("queued", "running"),
    succeeded: count("succeeded"),
    failed: count("failed"),
  };
  const total = summary.running + summary.succeeded + summary.failed;

  const page = yield* keysetPageWork({ pageSize: q.pageSize, cursor: q.cursor }, (keyset) =>
    all((db, t) => {
      const k = keyset({ createdAt: t.researchTasks.createdAt, id: t.researchTasks.id });
      const base = db
        .select({
          id: t.researchTasks.id,
          status: t.researchTasks.status,
          query: t.researchTasks.query,
          createdAt: t.researchTasks.createdAt,
          rejectionReason: t.researchTasks.rejectionReason,
        })
        .from(t.researchTasks)
        .where(and(filter(t), k.where))
        .orderBy(...k.orderBy);
      return k.limit === undefined ? base : base.limit(k.limit);
    }),
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
export function* pageResearchTasks(
  accountId: string,
  q: PageRequest & { pageSize: number; status?: ResearchRow["status"] },
) {
  return yield* keysetPageWork({ pageSize: q.pageSize, cursor: q.cursor }, (keyset) =>
    all((db, t) => {
      const cols = { createdAt: t.researchTasks.createdAt, id: t.researchTasks.id };
      const k = keyset(cols);
      const mine = and(
        eq(t.researchTasks.accountId, accountId),
        q.status ? eq(t.researchTasks.status, q.status) : undefined,
      );
      return db
        .select({
          ...cols,
          status: t.researchTasks.status,
          query: t.researchTasks.query,
          mode: t.researchTasks.mode,
          rejectionReason: t.researchTasks.rejectionReason,
        })
        .from(t.researchTasks)
        .where(and(mine, k.where))
        .orderBy(...k.orderBy)
        .limit(k.limit ?? q.pageSize + 1);
    }),
  );
}
