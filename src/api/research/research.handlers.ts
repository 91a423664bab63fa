import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../deps";
import { notFound, refusalError } from "../../http/errors";
import {
  createResearchTask,
  deleteResearch,
  findReconciled,
  listResearchTasks,
} from "../../research/service";
import { researchViewUrl, toDetail } from "../../research/store";
import type {
  createResearchTask as createRoute,
  deleteResearchTask,
  getResearchTask,
  listResearchTasks as listRoute,
} from "./research.routes";

// Thin adapters over the research service (src/research/service.ts): parse, call, serialize.

/** Charge, then store and queue the task in one transaction; a refused charge stores the task as failed. */
export const create: RouteHandler<typeof createRoute, AppEnv> = async (c) => {
  const deps = c.get("deps");
  const { config } = deps;
  const row = await deps.store.run(createResearchTask(deps, c.get("account"), c.req.valid("json")));
  return c.json(
    {
      task_id: row.id,
      view_url: researchViewUrl(config, row.id),
      status: row.status,
      webhook_url: row.webhookUrl,
      rejection_reason: row.rejectionReason,
      mode: row.mode,
    },
    200,
  );
};

export const get: RouteHandler<typeof getResearchTask, AppEnv> = async (c) => {
  const deps = c.get("deps");
  const row = await deps.store.run(findReconciled(deps, c.get("account").id, c.req.valid("param").task_id));
  if (!row) throw notFound("Research task not found");
  return c.json(toDetail(row, deps.config), 200);
};

export const remove: RouteHandler<typeof deleteResearchTask, AppEnv> = async (c) => {
  const deps = c.get("deps");
  const refused = await deps.store.run(
    deleteResearch(deps, c.get("account").id, c.req.valid("param").task_id),
  );
  if (refused) throw refusalError(refused);
  return c.body(null, 204);
};

/** Stored state only (docs/spec.md §3): no job lookups, so a dead worker's task reads as running until reconciled. */
export const list: RouteHandler<typeof listRoute, AppEnv> = async (c) => {
  const { status, page_size, cursor } = c.req.valid("query");
  const { store, config } = c.get("deps");
  return c.json(
    await store.run(listResearchTasks(config, c.get("account").id, { status, pageSize: page_size, cursor })),
    200,
  );
};
