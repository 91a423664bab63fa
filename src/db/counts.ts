import { count, inArray } from "drizzle-orm";
import { all, type Work } from "./store";
import type { Tables } from "./store/work";

type StatusTable = Tables["researchTasks"] | Tables["browsingTasks"];

/**
 * Rows of a task table per status, with every status in `statuses` named (zero when absent), so gauges over them
 * never lose a series. The owner of the table exposes it (research/store.ts, browsing/store.ts).
 */
export function* countByStatus<S extends string>(
  table: (t: Tables) => StatusTable,
  statuses: readonly S[],
): Work<Record<S, number>> {
  const out = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  const rows = yield* all((db, t) => {
    const tbl = table(t);
    return db
      .select({ status: tbl.status, n: count() })
      .from(tbl)
      .where(inArray(tbl.status, statuses as never))
      .groupBy(tbl.status);
  });
  for (const r of rows) out[r.status as S] = r.n;
  return out;
}
