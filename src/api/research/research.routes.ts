import { createRoute, z } from "@hono/zod-openapi";
import { pagingQuery } from "../../http/pagination";
import { CreateResearchBody, researchListStatuses } from "../../research/input";
import { structuredOutputStatuses } from "../../research/store";

const tags = ["Research"];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const PreviewData = z
  .object({
    title: z.string().nullable().openapi({ description: "The page's <title>" }),
    description: z.string().nullable().openapi({ description: "Its meta description (or og:description)" }),
    favicon: z.string().nullable().openapi({ description: "Its icon (link rel=icon), an absolute URL" }),
    image: z.string().nullable().openapi({ description: "Its og:image, an absolute URL" }),
  })
  .openapi("CitationPreviewData", {
    description: "How the page presents itself; null where it does not say",
  });
const Citation = z
  .object({ id: z.number().int(), url: z.string(), title: z.string(), preview_data: PreviewData })
  .openapi("Citation");
const Status = z.enum(["queued", "running", "succeeded", "failed"]);

// The examples /docs shows: one fast task, as the service answers it when created, finished and listed.
const TASK_ID = "6a1f0c2e-3b9d-4e85-a7c4-2f9e8b1d0c53";
const QUERY = "Who built https://example.com/lighthouse?";
const task = {
  task_id: TASK_ID,
  view_url: `https://scoutpost.example.com/platform/research/${TASK_ID}`,
  webhook_url: "https://hooks.example.com/scoutpost",
  rejection_reason: null,
  mode: "fast" as const,
};

export const CreatedResearchTask = z
  .object({
    task_id: z.uuid(),
    view_url: z.string(),
    status: Status,
    webhook_url: z.string().nullable(),
    rejection_reason: z.string().nullable(),
    mode: z.enum(["fast", "deep"]),
  })
  .openapi("CreatedResearchTask", { example: { ...task, status: "queued" } });

export const ResearchTask = z
  .object({
    task_id: z.uuid(),
    query: z.string(),
    mode: z.enum(["fast", "deep"]),
    status: Status,
    created_at: z.string().openapi({ format: "date-time" }),
    started_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    view_url: z.string(),
    result: z.string().nullable().openapi({ description: "The report in markdown, citing [n]" }),
    structured_result: z.unknown().nullable(),
    structured_output_status: z.enum(structuredOutputStatuses).openapi({
      description:
        "none: no output_schema; pending: queued or running; succeeded: structured_result was filled; " +
        "failed: it could not be (no model, or the model's answers did not match the schema, or the task failed)",
    }),
    citations: z.array(Citation),
    updates: z.array(z.object({ timestamp: z.string(), message: z.string() })),
    rejection_reason: z.string().nullable(),
    error: z.string().nullable(),
    user_timezone: z.string().nullable(),
    user_location: z.string().nullable(),
    webhook_url: z.string().nullable(),
    webhook_format: z.string().nullable(),
  })
  .openapi("ResearchTask", {
    example: {
      ...task,
      query: QUERY,
      status: "succeeded",
      created_at: "2026-11-28T09:30:00.000Z",
      started_at: "2026-11-28T09:30:00.412Z",
      completed_at: "2026-11-28T09:30:41.908Z",
      result:
        "# Who built the Example lighthouse\n\nThe lighthouse was built in 1874 by the harbour board [1], " +
        "to plans by its engineer, Ana Ribeiro [2].",
      structured_result: null,
      structured_output_status: "none",
      citations: [
        {
          id: 1,
          url: "https://example.com/lighthouse",
          title: "The Example lighthouse",
          preview_data: {
            title: "The Example lighthouse",
            description: "History of the lighthouse and its keepers.",
            favicon: "https://example.com/favicon.ico",
            image: null,
          },
        },
        {
          id: 2,
          url: "https://example.org/engineers/ribeiro",
          title: "Ana Ribeiro, harbour engineer",
          preview_data: { title: "Ana Ribeiro", description: null, favicon: null, image: null },
        },
      ],
      updates: [
        {
          timestamp: "2026-11-28T09:30:00.530Z",
          message: 'Searching the web for "Example lighthouse builder"',
        },
        { timestamp: "2026-11-28T09:30:41.871Z", message: "Finished with 2 sources" },
      ],
      error: null,
      user_timezone: "Europe/Lisbon",
      user_location: null,
      webhook_format: "scout",
    },
  });

export const TaskListItem = z
  .object({
    task_id: z.uuid(),
    status: z.enum(researchListStatuses),
    query: z.string(),
    created_at: z.string(),
    view_url: z.string(),
    rejection_reason: z.string().nullable(),
  })
  .openapi("TaskListItem");

export const TaskListResponse = z
  .object({
    tasks: z.array(TaskListItem),
    total: z.number().int(),
    filtered_total: z.number().int(),
    summary: z
      .object({ running: z.number().int(), succeeded: z.number().int(), failed: z.number().int() })
      .openapi("TaskListSummary"),
    page_size: z.number().int().nullable(),
    has_more: z.boolean(),
    prev_cursor: z.string().nullable(),
    next_cursor: z.string().nullable(),
  })
  .openapi("TaskListResponse", {
    example: {
      tasks: [
        {
          task_id: TASK_ID,
          status: "succeeded",
          query: QUERY,
          created_at: "2026-11-28T09:30:00.000Z",
          view_url: task.view_url,
          rejection_reason: null,
        },
      ],
      total: 1,
      filtered_total: 1,
      summary: { running: 0, succeeded: 1, failed: 0 },
      page_size: null,
      has_more: false,
      prev_cursor: null,
      next_cursor: null,
    },
  });

export const createResearchTask = createRoute({
  operationId: "createResearchTask",
  method: "post",
  path: "/v1/research/tasks",
  tags,
  summary: "Create a research task",
  description:
    "Charges credits and queues the task. Without billing and without enough credits the task is stored as " +
    'failed with rejection_reason "insufficient_prepaid_balance" and still returned.',
  request: { body: { required: true, content: { "application/json": { schema: CreateResearchBody } } } },
  responses: { 200: json(CreatedResearchTask, "The task (queued, or failed when refused)") },
});

export const getResearchTask = createRoute({
  operationId: "getResearchTask",
  method: "get",
  path: "/v1/research/tasks/{task_id}",
  tags,
  summary: "Get a research task (authoritative status, reconciled on the spot)",
  request: { params: z.object({ task_id: z.string().max(100) }) },
  responses: {
    200: json(ResearchTask, "The task"),
    404: json(z.object({ detail: z.string() }), "Unknown task"),
  },
});

export const deleteResearchTask = createRoute({
  operationId: "deleteResearchTask",
  method: "delete",
  path: "/v1/research/tasks/{task_id}",
  tags,
  summary: "Delete a finished research task",
  description:
    "Its charge stays in /v1/usage and its webhook deliveries stay in the log (pruned after WEBHOOK_RETENTION_DAYS). " +
    "A queued or running task is refused until it finishes.",
  request: { params: z.object({ task_id: z.string().max(100) }) },
  responses: {
    204: { description: "Deleted" },
    404: json(z.object({ detail: z.string() }), "Unknown task"),
    409: json(z.object({ detail: z.string() }), "The task has not finished"),
  },
});

export const listResearchTasks = createRoute({
  operationId: "listResearchTasks",
  method: "get",
  path: "/v1/research/tasks",
  tags,
  summary: "List research tasks, newest first (stored state: queued shows as running)",
  request: {
    query: z.object({
      status: z.enum(researchListStatuses).optional(),
      ...pagingQuery,
    }),
  },
  responses: { 200: json(TaskListResponse, "A page of tasks") },
});
