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

/** A page size from 1 to `max` in decimal digits (not `0x10` or `1e1`). */
const pageSize = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (/^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN) : v),
    z.number().int().min(1).max(max),
  );

/** Query schema for `page_size`: 1..1000, omitted means all items. */
export const pageSizeParam = pageSize(1000)
  .optional()
  .openapi({ type: "integer", description: "Items per page (1-1000); omit for all items" });

/** `page_size` and `cursor`: the query of every paged list. */
export const pagingQuery = { page_size: pageSizeParam, cursor: cursorParam };

/** The page size of a list that can grow without bound when `page_size` is omitted, and the most it may ask. */
export const BOUNDED_PAGE_DEFAULT = 50;
export const BOUNDED_PAGE_MAX = 500;

/**
 * `pagingQuery` for a list that can grow without bound (delivery log, relay requests, inbox captures): omitted,
 * `page_size` is BOUNDED_PAGE_DEFAULT rather than all items, so one unparameterised request cannot read the whole
 * log into one answer.
 */
export const boundedPagingQuery = {
  page_size: pageSize(BOUNDED_PAGE_MAX)
    .optional()
    .default(BOUNDED_PAGE_DEFAULT)
    .openapi({
      type: "integer",
      default: BOUNDED_PAGE_DEFAULT,
      description: `Items per page (1-${BOUNDED_PAGE_MAX}, default ${BOUNDED_PAGE_DEFAULT})`,
    }),
  cursor: cursorParam,
};

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
