// The browsing service: browsing tasks created (charged and queued), run on the shared browser (worker.ts),
// finished with their webhook (finish.ts), read, listed (store.ts), cancelled and deleted, and their trajectory
// (trajectory.ts). The API (src/api/browsing) and the platform's pages (src/platform/pages/browsing*.ts*) both go
// through these functions; the service knows no HTTP, so a request it refuses is a value (Refusal), never an HTTP
// error. The rule for what lives here rather than in src/engines/: the engines are machinery that knows nothing of
// a capability's tasks (the browser, the navigator, the research engine, output schemas, the model client);
// whatever stores, schedules, words or lists this capability's work is the service.

import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { charge, refundWork } from "../billing/credits";
import { get, run, tx, type Work } from "../db/store";
import type { AppDeps } from "../deps";
import { conflictRefusal, notFoundRefusal, type Refusal } from "../refusal";
import { notify } from "./finish";
import { type CreateBrowsingTaskInput, DEFAULT_MAX_STEPS } from "./input";
import { type BrowsingTaskRow, findTask } from "./store";
import { BROWSING_QUEUE, interruptTask } from "./worker";

const taskNotFound = () => notFoundRefusal("Browsing task not found");

/**
 * Create a task (the API's POST and the platform's form): charge and enqueue in one transaction. A refused charge
 * stores the task failed with rejection_reason (and notifies its webhook), as the reference API does.
 */
export function* createBrowsingTask(
  deps: AppDeps,
  account: { id: string },
  body: CreateBrowsingTaskInput,
): Work<BrowsingTaskRow> {
  const { clock, config, jobs } = deps;
  const id = randomUUID();
  return yield* tx(function* () {
    const charged = yield* charge(clock, account.id, "browsing_task", config.credits.browsingTask, id);
    const now = clock.now();
    yield* run((db, t) =>
      db.insert(t.browsingTasks).values({
        id,
        accountId: account.id,
        task: body.task,
        startUrl: body.start_url ?? null,
        maxSteps: body.max_steps ?? DEFAULT_MAX_STEPS,
        agent: body.agent ?? null,
        outputSchema: body.output_schema ?? null,
        status: charged.ok ? "queued" : "failed",
        rejectionReason: charged.ok ? null : charged.reason,
        error: charged.ok ? null : "Not enough prepaid credits for this task; add credits or set up billing",
        webhookUrl: body.webhook_url ?? null,
        webhookFormat: body.webhook_format ?? null,
        createdAt: now,
        completedAt: charged.ok ? null : now,
      }),
    );
    if (charged.ok) {
      const jobId = yield* jobs.enqueueWork(BROWSING_QUEUE, { taskId: id });
      yield* run((db, t) => db.update(t.browsingTasks).set({ jobId }).where(eq(t.browsingTasks.id, id)));
    }
    const row = (yield* get((db, t) => db.select().from(t.browsingTasks).where(eq(t.browsingTasks.id, id))))!;
    // A refused task is finished too: its webhook says so, as for any failed task.
    if (!charged.ok) yield* notify(deps, row);
    return row;
  });
}

/**
 * Cancel the account's task (the API's POST and the platform's button): a queued task ends at once; a running one
 * is flagged (durable) and interrupted if it runs in this process. Refused (not_found) when the account has no
 * task with this id, refused (conflict) when the task has finished; cancelling a cancelled task changes nothing.
 */
export function* cancelTask(deps: AppDeps, accountId: string, id: string): Work<Refusal | undefined> {
  const { clock } = deps;
  const task = yield* findTask(accountId, id);
  if (!task) return taskNotFound();
  if (task.status === "succeeded" || task.status === "failed") {
    return conflictRefusal(`Task has already finished (status: ${task.status})`);
  }
  if (task.status === "queued" || task.status === "running") {
    // Compare-and-swap on the status: a worker may claim the queued task at this very moment. A task cancelled
    // before it started gets its charge back.
    const cancelledQueued = yield* tx(function* () {
      const changed = yield* run((db, t) =>
        db
          .update(t.browsingTasks)
          .set({ status: "cancelled", cancelRequested: true, completedAt: clock.now() })
          .where(and(eq(t.browsingTasks.id, id), eq(t.browsingTasks.status, "queued"))),
      );
      if (changed === 1) yield* refundWork(accountId, "browsing_task", id);
      return changed;
    });
    if (cancelledQueued === 0) {
      yield* run((db, t) =>
        db.update(t.browsingTasks).set({ cancelRequested: true }).where(eq(t.browsingTasks.id, id)),
      );
      interruptTask(deps, id);
    }
  }
  return undefined;
}

/**
 * Delete the account's finished (or cancelled) task, its steps with it (foreign key cascade); the API's DELETE and
 * the platform's button. Refused (not_found) when the account has no task with this id, refused (conflict) while
 * the task is queued or running: the status is checked in the delete itself, so a task a worker has just claimed is
 * never taken from under it.
 */
export function* deleteTask(accountId: string, id: string): Work<Refusal | undefined> {
  const deleted = yield* run((db, t) =>
    db
      .delete(t.browsingTasks)
      .where(
        and(
          eq(t.browsingTasks.id, id),
          eq(t.browsingTasks.accountId, accountId),
          inArray(t.browsingTasks.status, ["succeeded", "failed", "cancelled"]),
        ),
      ),
  );
  if (deleted === 0) {
    const task = yield* findTask(accountId, id);
    if (!task) return taskNotFound();
    return conflictRefusal(`Task has not finished (status: ${task.status}); cancel it first`);
  }
  return undefined;
}
