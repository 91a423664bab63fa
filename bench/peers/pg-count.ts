/**
 * Round trips a process makes to PostgreSQL, counted in the client (pg_stat_statements is not loaded on a server
 * with its defaults): every pg Client#query (a statement, BEGIN or COMMIT; pg sends one at a time per connection),
 * and the transactions among them (each COMMIT or ROLLBACK, and each statement outside BEGIN ... COMMIT).
 * Installed before any query runs; a client `skip` names (a poll of the bench's own) is left out.
 */
import pg from "pg";

export function countRoundTrips(skip: () => object | undefined = () => undefined) {
  const counts = { queries: 0, transactions: 0 };
  const open = new WeakSet<object>();
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...a: unknown[]) {
    if (this !== skip()) {
      counts.queries++;
      const q = a[0];
      const text = (typeof q === "string" ? q : ((q as { text?: string })?.text ?? ""))
        .trimStart()
        .slice(0, 8)
        .toLowerCase();
      if (text.startsWith("begin") || text.startsWith("start")) open.add(this);
      else if (text.startsWith("commit") || text.startsWith("rollback")) {
        open.delete(this);
        counts.transactions++;
      } else if (!open.has(this)) counts.transactions++;
    }
    return (query as (...x: unknown[]) => unknown).apply(this, a);
  } as typeof query;
  return {
    reset: () => {
      counts.queries = 0;
      counts.transactions = 0;
    },
    counts,
  };
}
