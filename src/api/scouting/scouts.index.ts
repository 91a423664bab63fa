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

const router = createRouter()
  .openapi(createScout, (c) => {
    const { db, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    const row = store.createScout(db, clock, config, c.get("account").id, body);
    return c.json(scoutJson(config, row, clock.now()), 200);
  })
  .openapi(listScouts, (c) => {
    const { db, clock, config } = c.get("deps");
    const q = c.req.valid("query");
    const accountId = c.get("account").id;
    const { total, summary } = scoutCounts(db, accountId);
    const page = pageScouts(db, accountId, q.status, { pageSize: q.page_size ?? q.limit, cursor: q.cursor });
    const { items, ...rest } = page;
    return c.json(
      {
        scouts: items.map((s) => scoutJson(config, s, clock.now())),
        total,
        filtered_total: q.status ? summary[q.status] : total,
        summary,
        ...rest,
      },
      200,
    );
  })
  .openapi(getScout, (c) => {
    const { db, clock, config } = c.get("deps");
    const row = store.requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    return c.json(scoutJson(config, row, clock.now()), 200);
  })
  .openapi(patchScout, (c) => {
    const { db, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    // Validation comes before lookup, as in FastAPI: a bad interval on an unknown id is 422.
    store.checkScoutInput(body, config);
    const row = store.requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    return c.json(scoutJson(config, store.patchScout(db, clock, row, body), clock.now()), 200);
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
    return c.json(scoutJson(config, store.transition(db, clock, row, action), clock.now()), 200);
  });
}

/** The scout endpoints of DESIGN.md §5 (the webhook test endpoint lives with the webhooks). */
export const scoutsRouter = router;
