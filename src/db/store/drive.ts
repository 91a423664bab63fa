import { DrizzleQueryError } from "drizzle-orm";
import { type Db, type DbOrTx, sqliteOf } from "../client";
import { DatabaseUnreachable } from "../errors";
import * as sqliteTables from "../schema";
import { transaction } from "../tx";
import {
  type Params,
  type PreparedOp,
  paramFiller,
  pgStatementName,
  preparedStatements,
  type Statement,
} from "./statement";
import type { Op, PgExec, Tables, Work } from "./work";

// The two drivers of storage work (src/db/store/work.ts): one runs it synchronously on a better-sqlite3
// connection, the other awaits each statement on PostgreSQL through drizzle.

/** A defined statement as it runs on SQLite: each mode's answer. */
interface SqlitePrepared {
  all(values: Params): unknown[];
  get(values: Params): unknown;
  /** The rows changed. */
  run(values: Params): number;
}
/** drizzle's prepared query on node-postgres (the pool's, or a transaction's). */
interface PgPrepared {
  execute(values: Params): Promise<unknown>;
}

/** Each handle's prepared statements (./statement.ts): SQLite's per database, PostgreSQL's per pool or transaction. */
const sqlitePreparedOn = preparedStatements<SqlitePrepared>();
const pgPreparedOn = preparedStatements<PgPrepared>();

/** Run `work` on SQLite to its end, synchronously. Inside a transaction of the connection, it is part of it. */
export function runSqlite<T>(db: DbOrTx, work: Work<T>): T {
  let step = work.next();
  while (!step.done) {
    let answer: unknown;
    try {
      answer = sqliteAnswer(db, step.value);
    } catch (err) {
      // The storage function may catch it (a unique violation it expects); if not, it leaves through here.
      step = work.throw(err);
      continue;
    }
    step = work.next(answer);
  }
  return step.value;
}

function sqliteAnswer(handle: DbOrTx, op: Op): unknown {
  // A transaction handle takes the same calls as the database (the statements run on its connection).
  const db = handle as Db;
  switch (op.kind) {
    case "all":
      return (op.build(db, sqliteTables) as { all(): unknown[] }).all();
    case "get":
      return (op.build(db, sqliteTables) as { get(): unknown }).get();
    case "run":
      return (op.build(db, sqliteTables) as { run(): { changes: number } }).run().changes;
    case "tx":
      return transaction(db, () => runSqlite(handle, op.work()));
    case "native":
      return op.sqlite(db);
    case "batch":
      return runSqlite(handle, op.work);
    case "after":
      // The run is synchronous: a microtask comes once it, and the transaction it may be part of, have ended.
      queueMicrotask(op.fn);
      return undefined;
    case "prepared": {
      const p = sqlitePreparedOn(handle, op.statement, () => sqlitePrepared(db, op.statement));
      if (op.mode === "run") return p.run(op.params);
      return op.mode === "all" ? p.all(op.params) : p.get(op.params);
    }
  }
}

/**
 * A defined statement on SQLite: reads through drizzle's prepared query (it maps rows to fields), writes straight
 * on better-sqlite3's statement with the parameters filled as paramFiller worked out (answering the rows changed).
 * Each is prepared when first run: a statement is run one way only.
 */
function sqlitePrepared(db: Db, statement: Statement<unknown>): SqlitePrepared {
  const query = statement.build(db, sqliteTables) as Preparable<Omit<SqlitePrepared, "run">>;
  let read: Omit<SqlitePrepared, "run"> | undefined;
  let write: ((values: Params) => number) | undefined;
  const reader = () => (read ??= query.prepare());
  const writer = () => {
    if (!write) {
      const { sql, params } = query.toSQL();
      const stmt = sqliteOf(db).prepare(sql);
      const fill = paramFiller(params);
      write = (values) => stmt.run(...fill(values)).changes;
    }
    return write;
  };
  return {
    all: (values) => reader().all(values),
    get: (values) => reader().get(values),
    run: (values) => writer()(values),
  };
}

/** A drizzle query that can be prepared: better-sqlite3's `prepare()`, node-postgres' `prepare(name)`. */
interface Preparable<P> {
  prepare(name?: string): P;
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * The PostgreSQL side, as much of drizzle's node-postgres database (or a transaction on it) as the driver uses.
 * Its builders take the same calls as SQLite's and are awaited instead of run.
 */
export interface PgRunner {
  transaction<T>(fn: (tx: PgRunner) => Promise<T>): Promise<T>;
}

/**
 * Run `work` on PostgreSQL to its end; `tables` are the PostgreSQL twins of src/db/schema.ts's. The `afterCommit`
 * calls it yields run once it has ended (so after its outermost transaction), whether it succeeded or not.
 */
export async function runPg<T>(db: PgRunner, tables: unknown, work: Work<T>): Promise<T> {
  const after: (() => void)[] = [];
  try {
    // The driver's errors reach the work, and leave through it, as driverError makes them (below).
    return await drivePg(db, tables, work, after);
  } finally {
    for (const fn of after) fn();
  }
}

/** node-postgres' messages for a connection that ended or never opened (they carry no code). */
const DROPPED_CONNECTION = /^Connection terminated|timeout exceeded when trying to connect|is not queryable/;

/**
 * The error work on PostgreSQL ends with, as callers should see it. drizzle wraps the driver's error in one whose
 * message holds the query and its parameters (secrets among them, which must not reach a log): the driver's own
 * error is thrown instead, with its SQLSTATE `code` (src/db/errors.ts storageProblem). A socket that could not
 * connect or was dropped becomes DatabaseUnreachable.
 */
function driverError(err: unknown): unknown {
  const e = err instanceof DrizzleQueryError && err.cause instanceof Error ? err.cause : err;
  // Already seen by an inner transaction's driver, or the server's own error: as it is.
  if (!(e instanceof Error) || e instanceof DatabaseUnreachable || "severity" in e) return e;
  const socket = typeof (e as { syscall?: unknown }).syscall === "string";
  const dropped = DROPPED_CONNECTION.test(e.message);
  return socket || dropped ? new DatabaseUnreachable(e) : e;
}

async function drivePg<T>(db: PgRunner, tables: unknown, work: Work<T>, after: (() => void)[]): Promise<T> {
  let step = work.next();
  while (!step.done) {
    let answer: unknown;
    try {
      answer = await pgAnswer(db, tables, step.value, after);
    } catch (err) {
      step = work.throw(driverError(err));
      continue;
    }
    step = work.next(answer);
  }
  return step.value;
}

async function pgAnswer(db: PgRunner, tables: unknown, op: Op, after: (() => void)[]): Promise<unknown> {
  // The builders are typed as SQLite's (Tables); at run time they are PostgreSQL's, which take the same calls.
  const build = (o: { build: (db: Db, t: Tables) => unknown }) =>
    o.build(db as unknown as Db, tables as Tables) as PromiseLike<unknown>;
  switch (op.kind) {
    case "all":
      return await build(op);
    case "get":
      return ((await build(op)) as unknown[])[0];
    case "run":
      return ((await build(op)) as { rowCount: number | null }).rowCount ?? 0;
    case "tx":
      // drizzle's transaction on a transaction is a savepoint, as on SQLite.
      return db.transaction((inner) => drivePg(inner, tables, op.work(), after));
    case "native":
      return op.pg(db as unknown as PgExec);
    case "batch":
      return op.pg(db as unknown as PgExec);
    case "after":
      after.push(op.fn);
      return undefined;
    case "prepared":
      return pgPrepared(db, tables, op);
  }
}

/**
 * A defined statement on PostgreSQL, prepared once per handle (the pool, or a transaction's connection) under a
 * name of its text: the server parses it once per connection.
 */
async function pgPrepared(db: PgRunner, tables: unknown, op: PreparedOp): Promise<unknown> {
  const p = pgPreparedOn(db, op.statement, () => {
    const query = op.statement.build(db as unknown as Db, tables as Tables) as Preparable<PgPrepared>;
    return query.prepare(pgStatementName(query));
  });
  const answer = await p.execute(op.params);
  if (op.mode === "run") return (answer as { rowCount: number | null }).rowCount ?? 0;
  return op.mode === "all" ? answer : (answer as unknown[])[0];
}
