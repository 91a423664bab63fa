import { z } from "@hono/zod-openapi";
import { pagingQueryWithLimit } from "../../http/pagination";
import { scoutStatuses } from "../../scouts/input";

// The examples /docs shows: one scout watching a pricing page, with an output_schema, and its latest update.
const SCOUT_ID = "3f6c2a9e-8b1d-4c7a-9e52-1d4b7f0a6c38";
const UPDATE_ID = "8d2e4b61-0f3a-4c9d-b7e5-6a1c2f9d0e84";
const SCOUT_URL = `https://scoutpost.example.com/platform/scouts/${SCOUT_ID}`;
const PRICES = { type: "object", properties: { pro_price_usd: { type: "number" } } };
const scoutExample = {
  id: SCOUT_ID,
  query: "Tell me when https://example.com/pricing changes",
  display_name: "Example pricing",
  status: "active" as const,
  output_interval: 86400,
  created_at: "2026-11-20T08:00:00.000Z",
  updated_at: "2026-11-28T09:00:04.512Z",
  next_run_timestamp: 1795942800,
  next_output_timestamp: 1795942800,
  next_run_at: "2026-11-29T09:00:00.000Z",
  last_run_timestamp: 1795856400,
  start_timestamp: 1795161600,
  paused_at: null,
  completed_at: null,
  user_timezone: "America/Los_Angeles",
  user_location: null,
  webhook_url: "https://hooks.example.com/scoutpost",
  webhook_format: "scout",
  notify: "changes" as const,
  ignore: ["last updated"],
  output_schema: PRICES,
  skip_email: false,
  is_public: false,
  view_url: SCOUT_URL,
};
const pageExample = { page_size: 20, has_more: false, prev_cursor: null, next_cursor: null };

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
      .openapi({ description: "JSON Schema of each update's structured_result; null when none was given" }),
    skip_email: z.boolean().openapi({ description: "Stored and echoed; no effect here (no email is sent)" }),
    is_public: z.boolean().openapi({ description: "Stored and echoed; no effect here (nothing is public)" }),
    view_url: z.string(),
  })
  .openapi("Scout", { example: scoutExample });

const pageFields = {
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
    ...pageFields,
  })
  .openapi("ScoutList", {
    example: {
      scouts: [scoutExample],
      total: 1,
      filtered_total: 1,
      summary: { active: 1, paused: 0, done: 0 },
      ...pageExample,
    },
  });

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

const report =
  "## What changed\n\n- Changed: Pro plan **$24** → **$29** a month\n\n# Example pricing\n\n" +
  "The Pro plan now costs $29 a month [1].";

export const ScoutUpdateListSchema = z
  .object({ updates: z.array(ScoutUpdateSchema), ...pageFields })
  .openapi("ScoutUpdateList", {
    example: {
      updates: [
        {
          id: UPDATE_ID,
          timestamp: 1795856404512,
          status: "completed",
          has_changes: true,
          summary: "1 change since the last run. Changed: Pro plan $24 → $29 a month",
          content: report,
          report_content: report,
          structured_result: { pro_price_usd: 29 },
          stats: {
            pages_read: 3,
            sources: 1,
            duration_ms: 4512,
            model_tokens: { prompt: 2310, completion: 184, total: 2494 },
            structured_output: "filled",
          },
          details_url: `${SCOUT_URL}/updates/${UPDATE_ID}`,
          citations: [
            {
              id: 1,
              url: "https://example.com/pricing",
              title: "Pricing - Example",
              preview_data: { title: "Pricing - Example", description: null, favicon: null, image: null },
            },
          ],
          error: null,
        },
      ],
      ...pageExample,
    },
  });

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
