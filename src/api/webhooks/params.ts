import { z } from "@hono/zod-openapi";
import { errorClasses, parseStatusCode } from "../../webhooks/queries";

/** `error_class` filter: the last attempt's error class. */
export const errorClassFilter = z
  .enum(errorClasses)
  .optional()
  .openapi({ description: "The last attempt's error class" });

const ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * An instant given as unix milliseconds (digits only) or ISO 8601 (`2026`, `2026-01`, `2026-01-31`,
 * `2026-01-31T12:00:00Z`, `...+02:00`); a date or time without an offset is UTC. A year alone (four digits) is
 * the start of that year, not 2026 ms after 1970. Returns unix ms, or undefined when unparseable.
 */
export function parseInstant(raw: string): number | undefined {
  const reduced = /^(\d{4})(?:-(\d{2}))?$/.exec(raw.trim());
  if (reduced) return parseInstant(`${reduced[1]}-${reduced[2] ?? "01"}-01`);
  if (/^\d{1,15}$/.test(raw)) return Number(raw);
  const m = ISO.exec(raw.trim());
  if (!m) return undefined;
  const [, date, time, zone] = m;
  // Date.parse rolls an impossible day over (2026-02-30 is March 2nd); such a date is an error instead.
  const [y, mo, d] = date!.split("-").map(Number) as [number, number, number];
  const day = new Date(0);
  day.setUTCFullYear(y, mo - 1, d);
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return undefined;
  const ms = Date.parse(time ? `${date}T${time}${zone ?? "Z"}` : `${date}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

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
