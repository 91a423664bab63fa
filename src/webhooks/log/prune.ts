import { and, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, deliveries } from "../../db/schema";
import { deleteInSlices, SLICE_ROWS } from "../../db/slices";

/**
 * finished → gone: delete deliveries completed before `cutoff` (their attempts go by cascade). Unfinished
 * deliveries are never pruned. Returns how many went.
 */
export function prune(db: Db, cutoff: number): number {
  // Per account, from the (account, created_at) index: a delivery completed before the cutoff was created before
  // it too, so the range holds every candidate and the scan never walks newer rows.
  const oldDeliveries = (accountId: string) =>
    db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.accountId, accountId),
          lt(deliveries.createdAt, cutoff),
          inArray(deliveries.status, ["succeeded", "failed"]),
          isNotNull(deliveries.completedAt),
          lt(deliveries.completedAt, cutoff),
        ),
      )
      .limit(SLICE_ROWS);
  let removed = 0;
  for (const { id } of db.select({ id: accounts.id }).from(accounts).all())
    removed += deleteInSlices(
      () =>
        db
          .delete(deliveries)
          .where(inArray(deliveries.id, oldDeliveries(id)))
          .run().changes,
    );
  return removed;
}
