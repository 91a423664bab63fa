import { z } from "@hono/zod-openapi";
import { listStatuses } from "../../browsing/input";
import { pagingQuery } from "../../http/pagination";

const taskStatus = z.enum(["queued", "running", "succeeded", "failed", "cancelled"]);

// The examples /docs shows: one task, as the service answers it at each stage.
const TASK_ID = "0b9f6c1e-4f7c-4c43-9a53-3d7b6b6e8f10";
const VIEW_URL = `https://scoutpost.example.com/platform/browsing/${TASK_ID}`;
const TASK = "go to https://example.com then find 'Example'";
const createdExample = {
  task_id: TASK_ID,
  view_url: VIEW_URL,
  status: "queued" as const,
  result: null,
  paused: false,
  structured_result: null,
  webhook_url: "https://hooks.example.com/scoutpost",
  rejection_reason: null,
};

/** What POST answers (docs/design.md §5); `rejection_reason` is set when the task was refused for credits. */
export const BrowsingTaskCreated = z
  .object({
    task_id: z.string(),
    view_url: z.string(),
    status: taskStatus,
    result: z.string().nullable(),
    paused: z.boolean(),
    structured_result: z.unknown().nullable(),
    webhook_url: z.string().nullable(),
    rejection_reason: z.string().nullable(),
  })
  .openapi("BrowsingTaskCreated", { example: createdExample });

export const BrowsingStep = z
  .object({
    step: z.number().int(),
    action: z.record(z.string(), z.unknown()),
    url: z.string().nullable(),
    title: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("BrowsingStep");

export const BrowsingTask = BrowsingTaskCreated.extend({
  task: z.string(),
  start_url: z.string().nullable(),
  max_steps: z.number().int(),
  agent: z.string().nullable().openapi({ description: "As given at creation (stored and echoed)" }),
  webhook_format: z.string().nullable(),
  cancel_requested: z.boolean(),
  steps: z.array(BrowsingStep),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  error: z.string().nullable(),
}).openapi("BrowsingTask", {
  example: {
    ...createdExample,
    status: "succeeded",
    result: "Found 'Example Domain': the page's heading, above one paragraph and a 'More information' link.",
    task: TASK,
    start_url: "https://example.com",
    max_steps: 25,
    agent: null,
    webhook_format: "scout",
    cancel_requested: false,
    steps: [
      {
        step: 1,
        action: { type: "goto_url", url: "https://example.com" },
        url: "https://example.com/",
        title: "Example Domain",
        created_at: "2026-11-28T09:30:03.412Z",
      },
      {
        step: 2,
        action: { type: "find", text: "Example" },
        url: "https://example.com/",
        title: "Example Domain",
        created_at: "2026-11-28T09:30:05.087Z",
      },
    ],
    created_at: "2026-11-28T09:30:00.000Z",
    started_at: "2026-11-28T09:30:01.250Z",
    completed_at: "2026-11-28T09:30:06.731Z",
    error: null,
  },
});

export const BrowsingTaskListItem = z
  .object({
    task_id: z.string(),
    status: z.enum(listStatuses),
    task: z.string(),
    query: z.string().openapi({ description: "The task, as the reference API lists it" }),
    start_url: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    view_url: z.string(),
    rejection_reason: z.string().nullable(),
  })
  .openapi("BrowsingTaskListItem");
const listItemExample = {
  task_id: TASK_ID,
  status: "succeeded" as const,
  task: TASK,
  query: TASK,
  start_url: "https://example.com",
  created_at: "2026-11-28T09:30:00.000Z",
  completed_at: "2026-11-28T09:30:06.731Z",
  view_url: VIEW_URL,
  rejection_reason: null,
};

export const BrowsingTaskList = z
  .object({
    tasks: z.array(BrowsingTaskListItem),
    total: z.number().int(),
    filtered_total: z.number().int(),
    summary: z.object({
      running: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
      cancelled: z.number().int(),
    }),
    page_size: z.number().int().nullable(),
    has_more: z.boolean(),
    prev_cursor: z.string().nullable(),
    next_cursor: z.string().nullable(),
  })
  .openapi("BrowsingTaskList", {
    example: {
      tasks: [listItemExample],
      total: 1,
      filtered_total: 1,
      summary: { running: 0, succeeded: 1, failed: 0, cancelled: 0 },
      page_size: null,
      has_more: false,
      prev_cursor: null,
      next_cursor: null,
    },
  });

export const ListQuery = z.object({
  status: z.enum(listStatuses).optional(),
  ...pagingQuery,
});

export const TaskIdParam = z.object({
  id: z
    .string()
    .openapi({ param: { name: "id", in: "path" }, example: "0b9f6c1e-4f7c-4c43-9a53-3d7b6b6e8f10" }),
});

export const TrajectoryQuery = z.object({
  output_type: z.enum(["json", "zip"]).default("json"),
});

export const TrajectoryJson = z
  .object({
    task_id: z.string(),
    steps: z.array(z.object({ step: z.number().int(), image: z.string().describe("base64 WEBP") })),
  })
  .openapi("Trajectory", {
    example: {
      task_id: TASK_ID,
      steps: [{ step: 1, image: "UklGRlYAAABXRUJQVlA4IEoAAADQAQCdASoBAAEAAUAmJaQAA3AA/vuUAAA=" }],
    },
  });

export const Detail = z.object({ detail: z.string() }).openapi("Detail");

/** FastAPI's 422 body (docs/spec.md §2), for the OpenAPI description. */
export const ValidationErrorBody = z.object({
  detail: z.array(
    z.object({
      loc: z.array(z.union([z.string(), z.number()])),
      msg: z.string(),
      type: z.string(),
      input: z.unknown().optional(),
      ctx: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});
