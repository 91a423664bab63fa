import { createRoute } from "@hono/zod-openapi";
import { CreateBrowsingTaskBody } from "../../browsing/input";
import {
  BrowsingTask,
  BrowsingTaskCreated,
  BrowsingTaskList,
  Detail,
  ListQuery,
  TaskIdParam,
  TrajectoryJson,
  TrajectoryQuery,
  ValidationErrorBody,
} from "./browsing.schemas";

const tags = ["Browsing"];
const json = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const notFound = json(Detail, "Unknown task (or another account's)");
const invalid = json(ValidationErrorBody, "Validation error");

export const createTask = createRoute({
  operationId: "createBrowsingTask",
  method: "post",
  path: "/v1/browsing/tasks",
  tags,
  summary: "Create a browsing task",
  request: { body: { required: true, content: { "application/json": { schema: CreateBrowsingTaskBody } } } },
  responses: {
    200: json(BrowsingTaskCreated, "Task accepted (or refused, with rejection_reason)"),
    422: invalid,
  },
});

export const listTasks = createRoute({
  operationId: "listBrowsingTasks",
  method: "get",
  path: "/v1/browsing/tasks",
  tags,
  summary: "List browsing tasks, newest first",
  request: { query: ListQuery },
  responses: { 200: json(BrowsingTaskList, "A page of tasks"), 422: invalid },
});

export const getTask = createRoute({
  operationId: "getBrowsingTask",
  method: "get",
  path: "/v1/browsing/tasks/{id}",
  tags,
  summary: "Get a browsing task with its steps",
  request: { params: TaskIdParam },
  responses: { 200: json(BrowsingTask, "The task"), 404: notFound },
});

export const cancelTask = createRoute({
  operationId: "cancelBrowsingTask",
  method: "post",
  path: "/v1/browsing/tasks/{id}/cancel",
  tags,
  summary: "Cancel a queued or running task",
  description: "A queued task is cancelled at once; a running one stops at its next step boundary.",
  request: { params: TaskIdParam },
  responses: {
    200: json(BrowsingTask, "The task after the request"),
    404: notFound,
    409: json(Detail, "The task has already finished"),
  },
});

export const deleteTask = createRoute({
  operationId: "deleteBrowsingTask",
  method: "delete",
  path: "/v1/browsing/tasks/{id}",
  tags,
  summary: "Delete a finished task with its steps and screenshots",
  description:
    "Its charge stays in /v1/usage and its webhook deliveries stay in the log (pruned after WEBHOOK_RETENTION_DAYS). " +
    "A queued or running task is refused: cancel it first.",
  request: { params: TaskIdParam },
  responses: {
    204: { description: "Deleted" },
    404: notFound,
    409: json(Detail, "The task has not finished"),
  },
});

export const getTrajectory = createRoute({
  operationId: "getBrowsingTrajectory",
  method: "get",
  path: "/v1/browsing/tasks/{id}/trajectory",
  tags,
  summary: "Download the trajectory of a finished task",
  description:
    "`output_type=json` (default): `{task_id, steps:[{step, image}]}` with base64 WEBP images. " +
    "`output_type=zip`: `trajectory.json` plus `step_001.webp`, `step_002.webp`, ... streamed.",
  request: { params: TaskIdParam, query: TrajectoryQuery },
  responses: {
    200: {
      description: "The trajectory",
      content: {
        "application/json": { schema: TrajectoryJson },
        "application/zip": { schema: { type: "string", format: "binary" } },
      },
    },
    404: notFound,
    409: json(Detail, "The task has not completed yet"),
    422: invalid,
  },
});
