import type { Store } from "../../db/store";
import { fieldError, notFound, refusalError } from "../../http/errors";
import { pageSizeOf } from "../../http/pagination";
import { createRouter } from "../../http/router";
import { pageScouts, pageUpdates, scoutCounts } from "../../scouts/list";
import { scoutJson, updateJson } from "../../scouts/serialize";
import { checkScoutInput, createScout as create } from "../../scouts/service";
import * as store from "../../scouts/store";
import type { ScoutRow } from "../../scouts/updates";
import {
  actionRoute,
  createScout,
  deleteScout,
  getScout,
  listScouts,
  listUpdates,
  patchScout,
} from "./scouts.routes";

// Thin adapters over the scouts service (src/scouts/service.ts): parse, call, serialize.

/** The caller's scout, or 404: another account's id is answered exactly like an unknown one. */
async function requireScout(db: Store, accountId: string, id: string): Promise<ScoutRow> {
  const row = await db.run(store.findScout(accountId, id));
  if (!row) throw notFound("Scout not found");
  return row;
}

const router = createRouter()
  .openapi(createScout, async (c) => {
    const { store: db, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    const made = await db.run(create(clock, config, c.get("account").id, body));
    if ("problem" in made) throw fieldError("body", made.problem);
    return c.json(scoutJson(config, made.scout, clock.now()), 200);
  })
  .openapi(listScouts, async (c) => {
    const { store: db, clock, config } = c.get("deps");
    const q = c.req.valid("query");
    const accountId = c.get("account").id;
    const { total, summary } = await db.run(scoutCounts(accountId));
    const page = await db.run(pageScouts(accountId, q.status, { pageSize: pageSizeOf(q), cursor: q.cursor }));
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
  .openapi(getScout, async (c) => {
    const { store: db, clock, config } = c.get("deps");
    const row = await requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    return c.json(scoutJson(config, row, clock.now()), 200);
  })
  .openapi(patchScout, async (c) => {
    const { store: db, clock, config } = c.get("deps");
    const body = c.req.valid("json");
    // Validation comes before lookup, as in FastAPI: a bad interval on an unknown id is 422.
    const problem = checkScoutInput(body, config);
    if (problem) throw fieldError("body", problem);
    const row = await requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    return c.json(scoutJson(config, await db.run(store.patchScout(clock, row, body)), clock.now()), 200);
  })
  .openapi(deleteScout, async (c) => {
    const { store: db } = c.get("deps");
    const row = await requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    await db.run(store.deleteScout(row));
    return c.body(null, 204);
  })
  .openapi(listUpdates, async (c) => {
    const { store: db, config } = c.get("deps");
    const q = c.req.valid("query");
    const row = await requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    const { items, ...rest } = await db.run(
      pageUpdates(row.id, { pageSize: pageSizeOf(q), cursor: q.cursor }),
    );
    return c.json({ updates: items.map((u) => updateJson(config, u)), ...rest }, 200);
  });

for (const action of ["pause", "resume", "done", "restart"] as store.ScoutAction[]) {
  router.openapi(actionRoute(action), async (c) => {
    const { store: db, clock, config } = c.get("deps");
    const row = await requireScout(db, c.get("account").id, c.req.valid("param").scout_id);
    const next = await db.run(store.transition(clock, row, action));
    if ("refused" in next) throw refusalError(next);
    return c.json(scoutJson(config, next, clock.now()), 200);
  });
}

/** The scout endpoints of docs/design.md §5 (the webhook test endpoint lives with the webhooks). */
export const scoutsRouter = router;
