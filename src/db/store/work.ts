import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import type * as schema from "../schema";
import type { PreparedOp } from "./statement";

// Storage work written once for both databases. SQLite (better-sqlite3) answers synchronously and its
// transactions must not span an await: another request's statements would run inside them. PostgreSQL answers
// asynchronously. A storage function is therefore a generator that yields each statement it needs and is handed the
// answer: on SQLite a driver runs the whole of it synchronously (a transaction is exactly as it was, one commit, no
// interleaving, no promise per statement), on PostgreSQL a driver awaits each statement (src/db/store/drive.ts).
// Write it with `yield*`, which gives each statement's answer its type:
//
//   function* renameSource(id: string, name: string): Work<boolean> {
//     return (yield* run((db, t) => db.update(t.relaySources).set({ name }).where(eq(t.relaySources.id, id)))) > 0;
//   }
//
// A statement is built by a function of the database and its tables, never from tables imported from a schema:
// the PostgreSQL driver passes its own tables (src/db/pg/schema.ts mirrors src/db/schema.ts name for name and type
// for type, which test/foundation/pg-schema.test.ts checks), so one builder serves both. A build function returns
// the query and does not run it (no `.all()` / `.get()` / `.run()`: the driver does).

/** The tables a statement is built from: src/db/schema.ts's on SQLite, their PostgreSQL twins on PostgreSQL. */
export type Tables = typeof schema;

/** What PostgreSQL-only code is handed: drizzle's node-postgres database, or a transaction on it. */
export interface PgExec {
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
}
type Build<Q> = (db: Db, t: Tables) => Q;

/**
 * What a storage function yields: one statement built for this run or defined once (./statement.ts), a nested
 * transaction, or dialect-specific code.
 */
export type Op =
  | { kind: "all" | "get" | "run"; build: Build<unknown> }
  | { kind: "tx"; work: () => Work<unknown> }
  | { kind: "native"; sqlite: (db: Db) => unknown; pg: (db: PgExec) => Promise<unknown> }
  | { kind: "batch"; pg: (db: PgExec) => Promise<unknown>; work: Work<unknown> }
  | { kind: "after"; fn: () => void }
  | PreparedOp;

/** A storage function's run: yields what it needs from the database, returns `T`. */
export type Work<T> = Generator<Op, T, unknown>;

/** Every row a query returns. */
export function* all<R>(build: Build<{ all(): R[] }>): Work<R[]> {
  return (yield { kind: "all", build }) as R[];
}

/** The first row a query returns, if any (limit the query yourself where more could match). */
export function* get<R>(build: Build<{ get(): R | undefined }>): Work<R | undefined> {
  return (yield { kind: "get", build }) as R | undefined;
}

/** Run a write; returns how many rows it changed. */
export function* run(build: Build<{ run(): unknown }>): Work<number> {
  return (yield { kind: "run", build }) as number;
}

/** `work` in one transaction (a savepoint inside another): all of its writes land, or none. */
export function* tx<T>(work: () => Work<T>): Work<T> {
  return (yield { kind: "tx", work }) as T;
}

/**
 * Code that differs by database: what one dialect lacks (FOR UPDATE SKIP LOCKED, advisory locks) or a plan only
 * one planner takes (SQLite's rowid probes). `pg` gets the PostgreSQL drizzle database (src/db/pg/client.ts's PgDb, or a
 * transaction on it).
 */
export function* native<T>(impl: { sqlite: (db: Db) => T; pg: (db: PgExec) => Promise<T> }): Work<T> {
  return (yield { kind: "native", ...impl }) as T;
}

/**
 * Work done in one statement on PostgreSQL, where each statement is a round trip: `pg` writes a batch of rows at
 * once (a data-modifying CTE over a JSON parameter); SQLite, whose statements are calls in process, runs `work`,
 * the defined one-row statements for each. Both must land the same rows; the shared tests check it. `work` is the
 * generator itself, made by a function declared once: a generator function made per call costs microseconds.
 */
export function* batchedOnPg<T>(pg: (db: PgExec) => Promise<T>, work: Work<T>): Work<T> {
  return (yield { kind: "batch", pg, work }) as T;
}

/**
 * Within a transaction, make the work that takes the same `name` after this wait for this transaction to end, in
 * any instance: two instances starting together must not both find no row and both insert it. On PostgreSQL a
 * transaction-level advisory lock on `name` (hashed to 64 bits); on SQLite nothing, as its transactions already
 * hold the database's one write lock.
 */
export function* serializeAcrossInstances(name: string): Work<void> {
  yield* native({
    sqlite: () => undefined,
    pg: async (db) => {
      await db.execute(advisoryXactLock(name));
    },
  });
}

/** PostgreSQL's statement for serializeAcrossInstances, for code already on PostgreSQL's side of `native`. */
export const advisoryXactLock = (name: string): SQL =>
  sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`;

/**
 * Call `fn` once the work this is part of has finished running, its transaction committed (or rolled back): to
 * wake whoever should look at what it wrote (the job runner). On SQLite that is right after the synchronous run
 * (a microtask); on PostgreSQL, when the outermost `store.run` has settled. Not for writes: `fn` runs outside it.
 */
export function* afterCommit(fn: () => void): Work<void> {
  yield { kind: "after", fn };
}
