import { z } from "@hono/zod-openapi";
import { pagingQueryWithLimit } from "../../http/pagination";
import { scoutStatuses } from "../../scouts/input";

export const ScoutSchema = z
  .object({
    id: z.string(),
    query: z.string(),
    display_name: z.string(),
    status: z.enum(scoutStatuses),
    output_interval: z.number().int(),
    created_at: z.string().openapi({ format: "date-time" }),
    updated_at: z.string().openapi({ format: "date-time" }),
    next_run_timestamp: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Unix seconds of the next due run; null unless active" }),
    next_output_timestamp: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Unix seconds of the next due run (the published name); null unless active" }),
    next_run_at: z
      .string()
      .nullable()
      .openapi({ format: "date-time", description: "The next due run in ISO 8601; null unless active" }),
    last_run_timestamp: z.number().int().nullable(),
    start_timestamp: z.number().int().nullable(),
    paused_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    user_timezone: z.string().nullable(),
    user_location: z.string().nullable(),
    webhook_url: z.string().nullable(),
    webhook_format: z.string().nullable(),
    notify: z.enum(["changes", "always"]),
    ignore: z.array(z.string()),
    output_schema: z
      .record(z.string(), z.unknown())
      .nullable()
      .openapi({ type: "object", description: "JSON Schema of each update's structured_result" }),
    skip_email: z.boolean().openapi({ description: "Stored and echoed; no effect here (no email is sent)" }),
    is_public: z.boolean().openapi({ description: "Stored and echoed; no effect here (nothing is public)" }),
    view_url: z.string(),
  })
  .openapi("Scout");

const page = {
  page_size: z.number().int().nullable(),
  has_more: z.boolean(),
  prev_cursor: z.string().nullable(),
  next_cursor: z.string().nullable(),
};

export const ScoutListSchema = z
  .object({
    scouts: z.array(ScoutSchema),
    total: z.number().int(),
    filtered_total: z.number().int(),
    summary: z.object({ active: z.number().int(), paused: z.number().int(), done: z.number().int() }),
    ...page,
  })
  .openapi("ScoutList");

export const ScoutUpdateSchema = z
  .object({
    id: z.string(),
    timestamp: z.number().int().openapi({ description: "Unix milliseconds" }),
    status: z.string().openapi({ description: "completed or failed" }),
    has_changes: z.boolean(),
    summary: z.string(),
    content: z
      .string()
      .openapi({ description: "The update's report (markdown); the same text as report_content" }),
    report_content: z.string(),
    structured_result: z.record(z.string(), z.unknown()).nullable().openapi({
      type: "object",
      description: "The scout's output_schema filled from this run (needs a model)",
    }),
    stats: z
      .object({
        pages_read: z.number().int(),
        sources: z.number().int(),
        duration_ms: z.number().int(),
        model_tokens: z
          .object({ prompt: z.number().int(), completion: z.number().int(), total: z.number().int() })
          .nullable()
          .openapi({ description: "The model's report-writing call; null when no model wrote the report" }),
        structured_output: z.enum(["none", "filled", "failed", "no_model"]),
      })
      .nullable()
      .openapi({ description: "What the run did; null for updates stored before runs recorded it" }),
    details_url: z.string(),
    citations: z.array(
      z.object({
        id: z.number().int(),
        url: z.string(),
        title: z.string(),
        preview_data: z.object({
          title: z.string().nullable(),
          description: z.string().nullable(),
          favicon: z.string().nullable(),
          image: z.string().nullable(),
        }),
      }),
    ),
    error: z.string().nullable(),
  })
  .openapi("ScoutUpdate");

export const ScoutUpdateListSchema = z
  .object({ updates: z.array(ScoutUpdateSchema), ...page })
  .openapi("ScoutUpdateList");

/** `page_size`, or `limit` as the official SDK sends it, and `cursor`. */
const paging = pagingQueryWithLimit;
export const ListScoutsQuery = z.object({ status: z.enum(scoutStatuses).optional(), ...paging });
export const ListUpdatesQuery = z.object(paging);

export const ScoutIdParam = z.object({
  scout_id: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: "scout_id", in: "path" } }),
});
export const DetailSchema = z.object({ detail: z.string() }).openapi("Detail");
