import { z } from "@hono/zod-openapi";
import { decodeCursor } from "../db/pagination";

// The query parameters of every paged list; the paging itself (keysetPage, cursors) is src/db/pagination.ts.

/** Query schema for `cursor`: decoding happens during validation, so a bad cursor is a 422 at query.cursor. */
export const cursorParam = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === "") return undefined;
    const c = decodeCursor(raw);
    if (!c) {
      ctx.addIssue({ code: "custom", message: "Invalid cursor", params: { type: "value_error" } });
      return z.NEVER;
    }
    return c;
  })
  .openapi({ type: "string", description: "Opaque cursor from `next_cursor` or `prev_cursor`" });

/** Query schema for `page_size`: 1..1000 in decimal digits (not `0x10` or `1e1`), omitted means all items. */
export const pageSizeParam = z
  .preprocess(
    (v) => (typeof v === "string" ? (/^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN) : v),
    z.number().int().min(1).max(1000),
  )
  .optional()
  .openapi({ type: "integer", description: "Items per page (1-1000); omit for all items" });

/** `page_size` and `cursor`: the query of every paged list. */
export const pagingQuery = { page_size: pageSizeParam, cursor: cursorParam };

/**
 * `pagingQuery` plus `limit`, an alias of `page_size` on the lists the official Python SDK sends it to:
 * `GET /v1/scouting/tasks/{id}/updates` (`scouts.get_updates(limit=…)`) and, from SDK releases before 2026-02,
 * `GET /v1/scouting/tasks`. Both given: `page_size` wins (pageSizeOf), as a newer client's explicit name.
 */
export const pagingQueryWithLimit = {
  ...pagingQuery,
  limit: pageSizeParam.openapi({
    type: "integer",
    description:
      "Alias of `page_size`, as the official Python SDK sends it; `page_size` wins when both are given",
  }),
};

/** The page size a list query asked for: `page_size`, else its `limit` alias, else undefined (all items). */
export const pageSizeOf = (q: { page_size?: number; limit?: number }): number | undefined =>
  q.page_size ?? q.limit;
