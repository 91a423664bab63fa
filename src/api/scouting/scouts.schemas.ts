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
      .openapi({ description: "Unix seconds; null unless active" }),
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
    report_content: z.string(),
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
