import { Readable } from "node:stream";
import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { cancelTask, createBrowsingTask, deleteTask } from "../../browsing/service";
import { createdView, findTask, listTasks, taskView } from "../../browsing/store";
import { trajectoryJson, trajectoryReady, trajectoryZip } from "../../browsing/trajectory";
import type { AppEnv } from "../../deps";
import { conflict, notFound, refusalError } from "../../http/errors";
import type * as routes from "./browsing.routes";

// Thin adapters over the browsing service (src/browsing/service.ts): parse, call, serialize.

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

const taskNotFound = () => notFound("Browsing task not found");

/** Create through the API (see createBrowsingTask). */
export const create: Handler<typeof routes.createTask> = async (c) => {
  const deps = c.get("deps");
  const task = await deps.store.run(createBrowsingTask(deps, c.get("account"), c.req.valid("json")));
  return c.json(createdView(deps.config, task), 200);
};

export const list: Handler<typeof routes.listTasks> = async (c) => {
  const q = c.req.valid("query");
  const { store, config } = c.get("deps");
  return c.json(
    await store.run(
      listTasks(config, c.get("account").id, { status: q.status, pageSize: q.page_size, cursor: q.cursor }),
    ),
    200,
  );
};

export const get: Handler<typeof routes.getTask> = async (c) => {
  const { store, config } = c.get("deps");
  const task = await store.run(findTask(c.get("account").id, c.req.valid("param").id));
  if (!task) throw taskNotFound();
  return c.json(await store.run(taskView(config, task)), 200);
};

/** Cancel: a queued task ends at once; a running one is flagged (durable) and interrupted if it runs here. */
export const cancel: Handler<typeof routes.cancelTask> = async (c) => {
  const deps = c.get("deps");
  const accountId = c.get("account").id;
  const id = c.req.valid("param").id;
  const refused = await deps.store.run(cancelTask(deps, accountId, id));
  if (refused) throw refusalError(refused);
  const task = (await deps.store.run(findTask(accountId, id)))!;
  return c.json(await deps.store.run(taskView(deps.config, task)), 200);
};

export const remove: Handler<typeof routes.deleteTask> = async (c) => {
  const refused = await c.get("deps").store.run(deleteTask(c.get("account").id, c.req.valid("param").id));
  if (refused) throw refusalError(refused);
  return c.body(null, 204);
};

export const trajectory: Handler<typeof routes.getTrajectory> = async (c) => {
  const { store } = c.get("deps");
  const { output_type } = c.req.valid("query");
  const task = await store.run(findTask(c.get("account").id, c.req.valid("param").id));
  if (!task) throw taskNotFound();
  if (!trajectoryReady(task.status)) {
    throw conflict(`Trajectory is available once the task has completed (status: ${task.status})`);
  }
  if (output_type === "zip") {
    const stream = Readable.toWeb(await trajectoryZip(store, task.id)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="trajectory-${task.id}.zip"`,
    });
  }
  return c.body(await trajectoryJson(store, task.id), 200, { "Content-Type": "application/json" });
};
