import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import { deleteInSlicesWork, SLICE_ROWS } from "../../db/slices";
import { all, run, type Work } from "../../db/store";
import { statusWhere } from "./machine";
import { prunePace } from "./pace";

/**
 * finished → gone: delete deliveries completed before `cutoff` (their attempts go by cascade), and the paces of
 * receivers idle since then. Unfinished deliveries are never pruned. Returns how many went. Each slice is a statement of its own: outside a transaction
 * each commits alone.
 */
export function* prune(cutoff: number): Work<number> {
  const accounts = yield* all((db, t) => db.select({ id: t.accounts.id }).from(t.accounts));
  let removed = 0;
  for (const { id: accountId } of accounts)
    removed += yield* deleteInSlicesWork(() =>
      run((db, t) => {
        // Per account, from the (account, created_at) index: a delivery completed before the cutoff was created
        // before it too, so the range holds every candidate and the scan never walks newer rows.
        const d = t.deliveries;
        const old = db
          .select({ id: d.id })
          .from(d)
          .where(
            and(
              eq(d.accountId, accountId),
              lt(d.createdAt, cutoff),
              statusWhere(d.status, "prune"),
              isNotNull(d.completedAt),
              lt(d.completedAt, cutoff),
            ),
          )
          .limit(SLICE_ROWS);
        return db.delete(d).where(inArray(d.id, old));
      }),
    );
  // The paces of receivers idle since the cutoff go with them (they say nothing any more).
  yield* prunePace(cutoff);
  return removed;
}
