import { createRoute, type z } from "@hono/zod-openapi";
import { CreateScoutBody, PatchScoutBody } from "../../scouts/input";
import type { ScoutAction } from "../../scouts/store";
import {
  DetailSchema,
  ListScoutsQuery,
  ListUpdatesQuery,
  ScoutIdParam,
  ScoutListSchema,
  ScoutSchema,
  ScoutUpdateListSchema,
} from "./scouts.schemas";

const tags = ["Scouts"];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const notFound = { 404: json(DetailSchema, "Unknown scout (or another account's)") };
const invalid = { 422: { description: "Validation error" } };
const scoutOk = { 200: json(ScoutSchema, "The scout"), ...notFound, ...invalid };

export const createScout = createRoute({
  operationId: "createScout",
  method: "post",
  path: "/v1/scouting/tasks",
  tags,
  summary: "Create a scout",
  request: { body: { required: true, content: { "application/json": { schema: CreateScoutBody } } } },
  responses: { 200: json(ScoutSchema, "The new scout (active)"), ...invalid },
});

export const listScouts = createRoute({
  operationId: "listScouts",
  method: "get",
  path: "/v1/scouting/tasks",
  tags,
  summary: "List scouts, newest first",
  request: { query: ListScoutsQuery },
  responses: { 200: json(ScoutListSchema, "A page of scouts"), ...invalid },
});

export const getScout = createRoute({
  operationId: "getScout",
  method: "get",
  path: "/v1/scouting/tasks/{scout_id}",
  tags,
  summary: "Get a scout",
  request: { params: ScoutIdParam },
  responses: scoutOk,
});

export const patchScout = createRoute({
  operationId: "updateScout",
  method: "patch",
  path: "/v1/scouting/tasks/{scout_id}",
  tags,
  summary: 'Change a scout (webhook_url "" removes the webhook)',
  request: {
    params: ScoutIdParam,
    body: { required: true, content: { "application/json": { schema: PatchScoutBody } } },
  },
  responses: scoutOk,
});

export const deleteScout = createRoute({
  operationId: "deleteScout",
  method: "delete",
  path: "/v1/scouting/tasks/{scout_id}",
  tags,
  summary: "Delete a scout and its updates (its past deliveries stay in the log)",
  request: { params: ScoutIdParam },
  responses: { 204: { description: "Deleted" }, ...notFound, ...invalid },
});

const actionSummaries: Record<ScoutAction, string> = {
  pause: "Pause a scout (no runs until resumed)",
  resume: "Resume a paused scout on its schedule",
  done: "Mark a scout done (no more runs)",
  restart: "Make a scout active again and run it now",
};

/** POST /v1/scouting/tasks/{scout_id}/<action>: no body, answers the scout. */
export const actionRoute = (action: ScoutAction) =>
  createRoute({
    operationId: `${action}Scout`,
    method: "post",
    path: `/v1/scouting/tasks/{scout_id}/${action}`,
    tags,
    summary: actionSummaries[action],
    request: { params: ScoutIdParam },
    responses: scoutOk,
  });

export const listUpdates = createRoute({
  operationId: "listScoutUpdates",
  method: "get",
  path: "/v1/scouting/tasks/{scout_id}/updates",
  tags,
  summary: "A scout's updates, newest first",
  request: { params: ScoutIdParam, query: ListUpdatesQuery },
  responses: { 200: json(ScoutUpdateListSchema, "A page of updates"), ...notFound, ...invalid },
});
