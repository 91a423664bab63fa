import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { RouteConfig, RouteHandler, z } from "@hono/zod-openapi";
import { and, eq, inArray } from "drizzle-orm";
import { charge, refundWork } from "../../billing/credits";
import { browsingTasks } from "../../db/schema";
import type { AppDeps, AppEnv } from "../../deps";
import { conflict, notFound } from "../../http/errors";
import { notify } from "./browsing.finish";
import type * as routes from "./browsing.routes";
import { type CreateBrowsingTaskBody, DEFAULT_MAX_STEPS } from "./browsing.schemas";
import { type BrowsingTaskRow, createdView, findTask, listTasks, taskView } from "./browsing.store";
import { BROWSING_QUEUE, interruptTask } from "./browsing.worker";
import { trajectoryJson, trajectoryZip } from "./trajectory";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

const taskNotFound = () => notFound("Browsing task not found");

/** Create through the API (see createBrowsingTask). */
export const create: Handler<typeof routes.createTask> = (c) => {
  const deps = c.get("deps");
  const task = createBrowsingTask(deps, c.get("account"), c.req.valid("json"));
  return c.json(createdView(deps.config, task), 200);
};

/**
 * Create a task (the API's POST and the platform's form): charge and enqueue in one transaction. A refused charge
 * stores the task failed with rejection_reason (and notifies its webhook), as the reference API does.
 */
export function createBrowsingTask(
  deps: AppDeps,
  account: { id: string },
  body: z.infer<typeof CreateBrowsingTaskBody>,
): BrowsingTaskRow {
  const { db, clock, config, jobs } = deps;
  const id = randomUUID();
  return db.transaction((tx) => {
    const charged = charge(tx, clock, account.id, "browsing_task", config.credits.browsingTask, id);
    const now = clock.now();
    tx.insert(browsingTasks)
      .values({
        id,
        accountId: account.id,
        task: body.task,
        startUrl: body.start_url ?? null,
        maxSteps: body.max_steps ?? DEFAULT_MAX_STEPS,
        outputSchema: body.output_schema ?? null,
        status: charged.ok ? "queued" : "failed",
        rejectionReason: charged.ok ? null : charged.reason,
        error: charged.ok ? null : "Not enough prepaid credits for this task; add credits or set up billing",
        webhookUrl: body.webhook_url ?? null,
        webhookFormat: body.webhook_format ?? null,
        createdAt: now,
        completedAt: charged.ok ? null : now,
      })
      .run();
    if (charged.ok) {
      const jobId = jobs.enqueue(tx, BROWSING_QUEUE, { taskId: id });
      tx.update(browsingTasks).set({ jobId }).where(eq(browsingTasks.id, id)).run();
    }
    const row = tx.select().from(browsingTasks).where(eq(browsingTasks.id, id)).get()!;
    // A refused task is finished too: its webhook says so, as for any failed task.
    if (!charged.ok) notify(tx, deps, row);
    return row;
  });
}

export const list: Handler<typeof routes.listTasks> = (c) => {
  const q = c.req.valid("query");
  const { db, config } = c.get("deps");
  return c.json(
    listTasks(db, config, c.get("account").id, { status: q.status, pageSize: q.page_size, cursor: q.cursor }),
    200,
  );
};

export const get: Handler<typeof routes.getTask> = (c) => {
  const { db, config } = c.get("deps");
  const task = findTask(db, c.get("account").id, c.req.valid("param").id);
  if (!task) throw taskNotFound();
  return c.json(taskView(db, config, task), 200);
};

/** Cancel: a queued task ends at once; a running one is flagged (durable) and interrupted if it runs here. */
export const cancel: Handler<typeof routes.cancelTask> = (c) => {
  const deps = c.get("deps");
  const accountId = c.get("account").id;
  const id = c.req.valid("param").id;
  cancelTask(deps, accountId, id);
  return c.json(taskView(deps.db, deps.config, findTask(deps.db, accountId, id)!), 200);
};

/**
 * Cancel the account's task (the API's POST and the platform's button): 404 when it has none with this id, 409 when
 * the task has finished; cancelling a cancelled task changes nothing.
 */
export function cancelTask(deps: AppDeps, accountId: string, id: string): void {
  const { db, clock } = deps;
  const task = findTask(db, accountId, id);
  if (!task) throw taskNotFound();
  if (task.status === "succeeded" || task.status === "failed") {
    throw conflict(`Task has already finished (status: ${task.status})`);
  }
  if (task.status === "queued" || task.status === "running") {
    // Compare-and-swap on the status: a worker may claim the queued task at this very moment. A task cancelled
    // before it started gets its charge back.
    const cancelledQueued = db.transaction((tx) => {
      const res = tx
        .update(browsingTasks)
        .set({ status: "cancelled", cancelRequested: true, completedAt: clock.now() })
        .where(and(eq(browsingTasks.id, id), eq(browsingTasks.status, "queued")))
        .run();
      if (res.changes === 1) refundWork(tx, accountId, "browsing_task", id);
      return res;
    });
    if (cancelledQueued.changes === 0) {
      db.update(browsingTasks).set({ cancelRequested: true }).where(eq(browsingTasks.id, id)).run();
      interruptTask(deps, id);
    }
  }
}

export const remove: Handler<typeof routes.deleteTask> = (c) => {
  deleteTask(c.get("deps"), c.get("account").id, c.req.valid("param").id);
  return c.body(null, 204);
};

/**
 * Delete the account's finished (or cancelled) task, its steps with it (foreign key cascade); the API's DELETE and
 * the platform's button. 404 when it has none with this id, 409 while the task is queued or running: the status is
 * checked in the delete itself, so a task a worker has just claimed is never taken from under it.
 */
export function deleteTask(deps: AppDeps, accountId: string, id: string): void {
  const { db } = deps;
  const deleted = db
    .delete(browsingTasks)
    .where(
      and(
        eq(browsingTasks.id, id),
        eq(browsingTasks.accountId, accountId),
        inArray(browsingTasks.status, ["succeeded", "failed", "cancelled"]),
      ),
    )
    .run().changes;
  if (deleted === 0) {
    const task = findTask(db, accountId, id);
    if (!task) throw taskNotFound();
    throw conflict(`Task has not finished (status: ${task.status}); cancel it first`);
  }
}

export const trajectory: Handler<typeof routes.getTrajectory> = (c) => {
  const { db } = c.get("deps");
  const { output_type } = c.req.valid("query");
  const task = findTask(db, c.get("account").id, c.req.valid("param").id);
  if (!task) throw taskNotFound();
  if (task.status === "queued" || task.status === "running") {
    throw conflict(`Trajectory is available once the task has completed (status: ${task.status})`);
  }
  if (output_type === "zip") {
    const stream = Readable.toWeb(trajectoryZip(db, task.id)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="trajectory-${task.id}.zip"`,
    });
  }
  return c.body(trajectoryJson(db, task.id), 200, { "Content-Type": "application/json" });
};
