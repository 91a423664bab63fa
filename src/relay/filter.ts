import { z } from "@hono/zod-openapi";

export { jsonEqual, matchesFilter, type RelayFilter } from "./filter-match";

export const FILTER_MAX_CONDITIONS = 20;
export const FILTER_KEY_MAX = 200;
export const FILTER_HEADER_VALUE_MAX = 1000;
/** A body condition's value, as JSON text. */
export const FILTER_BODY_VALUE_MAX = 4000;

const headerName = z
  .string()
  .min(1)
  .max(FILTER_KEY_MAX)
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, "must be a valid header name");

const bodyPath = z
  .string()
  .min(1)
  .max(FILTER_KEY_MAX)
  .regex(/^[^.]+(\.[^.]+)*$/, "must be dot-separated keys or indexes, none empty");

// Any JSON value. Not z.json(): its recursive type sends the OpenAPI generator into endless recursion.
const bodyValue = z
  .unknown()
  .refine((v) => v !== undefined, { message: "a JSON value is required" })
  .refine((v) => (JSON.stringify(v) ?? "").length <= FILTER_BODY_VALUE_MAX, {
    message: `must be at most ${FILTER_BODY_VALUE_MAX} characters as JSON`,
  })
  .openapi({ description: "Any JSON value, compared exactly" });

const atMost = (n: number) => (r: Record<string, unknown>) => Object.keys(r).length <= n;

/** The filter as the API accepts it. */
export const relayFilterSchema = z
  .object({
    headers: z
      .record(headerName, z.string().max(FILTER_HEADER_VALUE_MAX))
      .refine(atMost(FILTER_MAX_CONDITIONS), {
        message: `at most ${FILTER_MAX_CONDITIONS} header conditions`,
      })
      .refine((r) => new Set(Object.keys(r).map((k) => k.toLowerCase())).size === Object.keys(r).length, {
        message: "a header is named twice (names are case-insensitive)",
      })
      .optional(),
    body: z
      .record(bodyPath, bodyValue)
      .refine(atMost(FILTER_MAX_CONDITIONS), { message: `at most ${FILTER_MAX_CONDITIONS} body conditions` })
      .optional(),
  })
  .strict();
