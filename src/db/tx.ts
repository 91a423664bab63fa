import { type Db, perConnection } from "./client";

// The one transaction mechanism of the hand-written write paths (the job runner, the delivery log): better-sqlite3's
// own, made once per connection. At the top it begins IMMEDIATE (the write lock is taken at once, so two processes
// never deadlock upgrading a read); nested, it is a savepoint that rolls back alone when its function throws.

const wrapper = perConnection((c) => c.transaction((fn: () => unknown) => fn()));

/** Run `fn` in a transaction on `db`'s connection (a savepoint when one is open already). */
export function transaction<T>(db: Db, fn: () => T): T {
  return wrapper(db).immediate(fn) as T;
}

type Queued = { run: () => unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void };
/** The writes waiting for the connection's next group commit: part of the connection, dropped with it. */
const queueOf = perConnection((): Queued[] => []);

/**
 * Group commit: run `fn` in a transaction shared with every other write queued in the same turn of the event
 * loop, and resolve once that transaction has committed. A commit costs far more than the statements in it, and
 * the attempts started together (or answered together) write together. Each `fn` runs in its own savepoint, so
 * one that throws rejects alone and leaves nothing behind, unless SQLite itself ended the transaction (a full
 * disk): then every write of the batch rejects with that error and none is left.
 */
export function groupCommit<T>(db: Db, fn: () => T): Promise<T> {
  const queue = queueOf(db);
  if (queue.length === 0) setImmediate(() => flush(db));
  return new Promise<T>((resolve, reject) => {
    queue.push({ run: fn, resolve: resolve as (v: unknown) => void, reject });
  });
}

function flush(db: Db): void {
  const batch = queueOf(db).splice(0);
  const results: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    transaction(db, () => {
      for (const item of batch) {
        try {
          results.push({ ok: true, value: transaction(db, item.run) });
        } catch (error) {
          // SQLite ended the whole transaction (a full disk, an I/O error): the writes before this one are gone,
          // and the rest must not run outside it, each committing alone. The batch fails as one.
          if (!db.$client.inTransaction) throw error;
          results.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    for (const item of batch) item.reject(error);
    return;
  }
  batch.forEach((item, i) => {
    const r = results[i]!;
    if (r.ok) item.resolve(r.value);
    else item.reject(r.error);
  });
}
