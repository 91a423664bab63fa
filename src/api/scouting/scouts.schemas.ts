import { z } from "@hono/zod-openapi";
import { cursorParam, pageSizeParam } from "../../http/pagination";
import { optionalWebhookUrlField, webhookFormatField } from "../../webhooks/url-policy";

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** Ten years: any longer and a schedule stops meaning anything (and its times stop fitting a date). */
const MAX_INTERVAL_S = 10 * 365 * 86_400;
/** 9999-12-31T23:59:59Z: the last second every client can show as a date. */
const MAX_TIMESTAMP_S = 253_402_300_799;

/** Fields a scout is created with; PATCH takes any of them. `output_interval`'s lower bound is SCOUT_MIN_INTERVAL_S. */
const scoutFields = {
  query: z
    .string()
    .trim()
    .min(1)
    .max(10_000)
    .openapi({ example: "Tell me when https://example.com/pricing changes" }),
  display_name: z.string().trim().min(1).max(200).nullish(),
  output_interval: z.number().int().max(MAX_INTERVAL_S).optional().openapi({
    description: "Seconds between runs (at least SCOUT_MIN_INTERVAL_S, at most 10 years, default 86400)",
  }),
  start_timestamp: z
    .number()
    .int()
    .min(0)
    .max(MAX_TIMESTAMP_S)
    .nullish()
    .openapi({ description: "Unix seconds of the first run (before the year 10000); 0 or absent means now" }),
  user_timezone: z
    .string()
    .max(64)
    .refine(isTimeZone, "Unknown time zone: use an IANA name such as America/Los_Angeles")
    .nullish(),
  user_location: z.string().max(200).nullish(),
  webhook_url: optionalWebhookUrlField,
  webhook_format: webhookFormatField.nullish(),
  notify: z
    .enum(["changes", "always"])
    .optional()
    .openapi({ description: "Send a webhook on changes (default; the first run always) or after every run" }),
  ignore: z
    .array(z.string().trim().min(2).max(200))
    .max(50)
    .optional()
    .openapi({
      description:
        "Text to leave out of change detection: a sentence containing any of these (case and spacing ignored) " +
        "is not compared, e.g. a 'last updated' clock or a view counter",
      example: ["last updated", "people are viewing"],
    }),
};

export const CreateScoutBody = z.object(scoutFields).openapi("CreateScout");
export const PatchScoutBody = z.object(scoutFields).partial().openapi("UpdateScout");
export type CreateScoutInput = z.infer<typeof CreateScoutBody>;
export type PatchScoutInput = z.infer<typeof PatchScoutBody>;

export const scoutStatuses = ["active", "paused", "done"] as const;

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
    citations: z.array(z.object({ id: z.number().int(), url: z.string(), title: z.string() })),
    error: z.string().nullable(),
  })
  .openapi("ScoutUpdate");

export const ScoutUpdateListSchema = z
  .object({ updates: z.array(ScoutUpdateSchema), ...page })
  .openapi("ScoutUpdateList");

/** `page_size`, or `limit` as the reference SDK sends it, and `cursor`. */
const paging = { page_size: pageSizeParam, limit: pageSizeParam, cursor: cursorParam };
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
