import type { Db } from "../db/client";
import { native, type Work } from "../db/store";

/**
 * A call into a module whose storage is still synchronous and SQLite-only (the job runner's enqueue and
 * outstanding-jobs lookup, the credits' charge, the webhook delivery log): run on the connection, or the
 * transaction, the work is in. On PostgreSQL it needs that module's storage work instead; until then it throws.
 */
export function* notConverted<T>(what: string, sqlite: (db: Db) => T): Work<T> {
  return yield* native({
    sqlite,
    pg: async () => {
      throw new Error(`not on PostgreSQL yet: ${what}`);
    },
  });
}
