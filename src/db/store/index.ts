import type { Db, DbOrTx } from "../client";
import { type PgRunner, runPg, runSqlite } from "./drive";
import type { Work } from "./work";

export { $, exec, many, one, rowPlaceholders, type Statement, statement } from "./statement";
export {
  advisoryXactLock,
  afterCommit,
  all,
  batchedOnPg,
  get,
  native,
  type PgExec,
  run,
  serializeAcrossInstances,
  tx,
  type Work,
} from "./work";

/**
 * Run storage work on a SQLite connection (or inside a transaction on it) synchronously, for the code that is not
 * async yet: each use is a place that still works on SQLite only.
 */
export const runNow: <T>(db: DbOrTx, work: Work<T>) => T = runSqlite;

/**
 * Where the service's state lives: SQLite by default, PostgreSQL when DATABASE_URL names one. Services hand it
 * their storage work (src/db/store/work.ts) and await the answer; only the store knows which database answers.
 */
export interface Store {
  readonly dialect: "sqlite" | "postgres";
  /** Run `work` to its end. On SQLite it has already finished when this returns (the promise is settled). */
  run<T>(work: Work<T>): Promise<T>;
  /**
   * Whether work run now would land inside a transaction someone else holds open on the same connection (SQLite,
   * whose one connection has one transaction at a time); never on PostgreSQL, where each transaction has its own.
   */
  busy(): boolean;
}

/** The store over a SQLite connection; `runNow` runs work synchronously for the code that is not async. */
export function sqliteStore(db: Db): Store & { runNow<T>(work: Work<T>): T } {
  return {
    dialect: "sqlite",
    run<T>(work: Work<T>): Promise<T> {
      try {
        return Promise.resolve(runSqlite(db, work));
      } catch (err) {
        return Promise.reject(err);
      }
    },
    runNow: (work) => runSqlite(db, work),
    busy: () => db.$client.inTransaction,
  };
}

/** The store over PostgreSQL: drizzle's node-postgres database and the PostgreSQL twins of the tables. */
export function pgStore(db: PgRunner, tables: unknown): Store {
  return { dialect: "postgres", run: (work) => runPg(db, tables, work), busy: () => false };
}
