import type { Config } from "../../config";
import { urlsInQuery } from "../../engines/research/search";
import { validationError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { pageScouts, pageUpdates, scoutCounts } from "./scouts.list";
import {
  actionRoute,
  createScout,
  deleteScout,
  getScout,
  listScouts,
  listUpdates,
  patchScout,
  type ScoutAction,
} from "./scouts.routes";
import { scoutJson, updateJson } from "./scouts.serialize";
import * as store from "./scouts.store";

/** SCOUT_MIN_INTERVAL_S is configuration, so this bound is checked here rather than in the static schema. */
function checkInterval(value: number | undefined, min: number): void {
  if (value !== undefined && value < min) {
    throw validationError(
      ["body", "output_interval"],
      `Input should be greater than or equal to ${min}`,
      "greater_than_equal",
      value,
      { ge: min },
    );
  }
}

/**
 * A scout reads the URLs in its query, or searches (SEARCH_URL). Without either, every run would fail: refuse such
 * a query now, at its field, rather than store a scout that can never run.
 */
function checkSources(query: string | undefined, config: Config): void {
  if (query === undefined || config.searchUrl || urlsInQuery(query).length > 0) return;
  throw validationError(
    ["body", "query"],
    "The query names no URL to watch, and this instance has no SEARCH_URL to search with: put the page's URL in the query",
    "value_error",
    query,
  );
}

const router = createRouter()
  .openapi(createScout, (c) => {
    const { db, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    checkInterval(body.output_interval, config.scouts.minIntervalS);
    checkSources(body.query, config);
    const row = store.insertScout(db, clock, c.get("account").id, body, config.scouts.minIntervalS);
    return c.json(scoutJson(config, row), 200);
  })
  .openapi(listScouts, (c) => {
    const { db, config } = c.get("deps");
    const q = c.req.valid("query");
    const accountId = c.get("account").id;
    const { total, summary } = scoutCounts(db, accountId);
    const page = pageScouts(db, accountId, q.status, { pageSize: q.page_size ?? q.limit, cursor: q.cursor });
    const { items, ...rest } = page;
    return c.json(
      {
        scouts: items.map((s) => scoutJson(config, s)),
        total,
        filtered_total: q.status ? summary[q.status] : total,
        summary,
        ...rest,
      },
      200,
    );
  })
  .openapi(getScout, (c) => {
    const { db, config } = c.get("deps");
    const row = store.requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    return c.json(scoutJson(config, row), 200);
  })
  .openapi(patchScout, (c) => {
    const { db, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    // Validation comes before lookup, as in FastAPI: a bad interval on an unknown id is 422.
    checkInterval(body.output_interval, config.scouts.minIntervalS);
    checkSources(body.query, config);
    const row = store.requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    return c.json(scoutJson(config, store.patchScout(db, clock, row, body)), 200);
  })
  .openapi(deleteScout, (c) => {
    const { db } = c.get("deps");
    store.deleteScout(db, store.requireScout(db, c.get("account").id, c.req.valid("param").scout_id));
    return c.body(null, 204);
  })
  .openapi(listUpdates, (c) => {
    const { db, config } = c.get("deps");
    const q = c.req.valid("query");
    const row = store.requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    const { items, ...rest } = pageUpdates(db, row.id, {
      pageSize: q.page_size ?? q.limit,
      cursor: q.cursor,
    });
    return c.json({ updates: items.map((u) => updateJson(config, u)), ...rest }, 200);
  });

for (const action of ["pause", "resume", "done", "restart"] as ScoutAction[]) {
  router.openapi(actionRoute(action), (c) => {
    const { db, clock, config } = c.get("deps");
    const row = store.requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    return c.json(scoutJson(config, store.transition(db, clock, row, action)), 200);
  });
}

/** The scout endpoints of DESIGN.md §5 (the webhook test endpoint lives with the webhooks). */
export const scoutsRouter = router;
