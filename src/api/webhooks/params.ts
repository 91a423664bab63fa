import { z } from "@hono/zod-openapi";
import { parseInstant } from "../../webhooks/instant";
import { errorClasses, parseStatusCode } from "../../webhooks/queries";

/** `error_class` filter: the last attempt's error class. */
export const errorClassFilter = z
  .enum(errorClasses)
  .optional()
  .openapi({ description: "The last attempt's error class" });

/** An instant as unix ms, or a 422 `datetime_parsing` issue at the field. */
function toInstant(raw: string | number | undefined, ctx: z.RefinementCtx): number | undefined {
  if (raw === undefined || raw === "" || typeof raw === "number") return raw === "" ? undefined : raw;
  const ms = parseInstant(raw);
  if (ms !== undefined) return ms;
  ctx.addIssue({
    code: "custom",
    message: "Input should be a valid datetime: ISO 8601 (2026-01-31T12:00:00Z) or unix milliseconds",
    params: { type: "datetime_parsing" },
  });
  return z.NEVER;
}

/** Query schema for `since`/`until`: a bad value is a 422 at its own `["query", name]`. */
export const instantParam = z
  .string()
  .optional()
  .transform(toInstant)
  .openapi({ type: "string", description: "ISO 8601 (UTC when no offset) or unix milliseconds" });

/** `since`/`until` in a JSON body: unix milliseconds as a number, or a string as the query parameter takes. */
export const instantField = z
  .union([z.number().int().min(0), z.string()])
  .optional()
  .transform(toInstant)
  .openapi({ description: "ISO 8601 (UTC when no offset) or unix milliseconds" });

/** `status_code` filter: one code (`401`) or a class (`4xx`, `5xx`) of the last attempt's response. */
function toStatusCode(raw: string | number | undefined, ctx: z.RefinementCtx) {
  if (raw === undefined || raw === "") return undefined;
  const parsed = parseStatusCode(String(raw));
  if (parsed) return parsed;
  ctx.addIssue({
    code: "custom",
    message: "Input should be an HTTP status code (401) or a class of them (4xx, 5xx)",
    params: { type: "value_error" },
  });
  return z.NEVER;
}
const statusCodeDescription = "The last attempt's status: a code (401) or a class (4xx, 5xx)";

export const statusCodeFilter = z
  .string()
  .optional()
  .transform(toStatusCode)
  .openapi({ type: "string", description: statusCodeDescription });

/** The same filter in a JSON body, where a code is naturally written as a number (`401`) too. */
export const statusCodeBodyField = z
  .union([z.number().int(), z.string()])
  .optional()
  .transform(toStatusCode)
  .openapi({ description: statusCodeDescription });

/** The pagination fields every list envelope carries. */
export const pageFields = {
  page_size: z.number().int().nullable(),
  has_more: z.boolean(),
  prev_cursor: z.string().nullable(),
  next_cursor: z.string().nullable(),
};

export const ErrorSchema = z.object({ detail: z.string() });
