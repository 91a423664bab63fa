import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { projectPath } from "../root";
import { BUSY_TIMEOUT_MS } from "./lock";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** A transaction handle; producers pass it to enqueue work atomically with their own writes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or a transaction: functions that write take this so callers choose atomicity. */
export type DbOrTx = Db | Tx;

const migrationsFolder = projectPath("drizzle", "sqlite");

/**
 * Make `path` a file only its owner may read or write (creating it if needed; `flags` "w" also empties it): the
 * database and its backups hold signing secrets, Slack URLs and the session key.
 */
export function makePrivate(path: string, flags: "a" | "w"): void {
  closeSync(openSync(path, flags, 0o600));
  chmodSync(path, 0o600);
}

/**
 * Open (creating if needed) the SQLite file at `path`, set the pragmas and apply every migration in
 * `drizzle/sqlite/`. `:memory:` gives a private in-memory database, as tests use. `busyTimeoutMs` is how long a
 * statement waits for another process's write lock: BUSY_TIMEOUT_MS for the service; a command-line tool may wait
 * longer.
 */
export function createDb(path: string, opts: { busyTimeoutMs?: number } = {}): Db {
  if (path !== ":memory:") {
    // The file holds signing secrets, Slack URLs and the session key: readable by the service's user only. SQLite
    // creates the -wal and -shm files with the main file's mode; a directory made here is private too.
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    makePrivate(path, "a");
  }
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  // NORMAL is durable across process crashes in WAL mode; only an OS crash can lose the last commits.
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  // Migrating waits for another instance's migration; afterwards a wait blocks the event loop (src/db/lock.ts).
  sqlite.pragma("busy_timeout = 5000");
  const db = drizzle({ client: sqlite, schema, casing: "snake_case" }) as Db;
  migrate(db, { migrationsFolder });
  sqlite.pragma(`busy_timeout = ${opts.busyTimeoutMs ?? BUSY_TIMEOUT_MS}`);
  return db;
}

/**
 * The better-sqlite3 connection under a database or a transaction handle. Hot paths (the job queue, the webhook
 * send path) run prepared statements on it directly: statements run on the connection of a transaction handle are
 * part of that transaction, since one connection has one transaction at a time. A drizzle transaction exposes its
 * connection only through its session (drizzle-orm 0.45), hence the cast.
 */
export function sqliteOf(db: DbOrTx): Database.Database {
  const client =
    "$client" in db
      ? (db as Db).$client
      : (db as unknown as { session?: { client?: Database.Database } }).session?.client;
  if (!client) throw new Error("sqliteOf: no better-sqlite3 connection under this handle");
  return client;
}

/**
 * What `build` makes of a connection (prepared statements, a transaction wrapper), made once per connection and
 * reused: hot paths run the same few statements on every call, and building and preparing them each time cost more
 * than running them. The returned accessor takes the database or a transaction handle (its connection).
 */
export function perConnection<T>(build: (c: Database.Database) => T): (db: DbOrTx) => T {
  const made = new WeakMap<Database.Database, T>();
  return (db) => {
    const c = sqliteOf(db);
    let v = made.get(c);
    if (v === undefined) {
      v = build(c);
      made.set(c, v);
    }
    return v;
  };
}

/**
 * perConnection for what is built through drizzle on the database handle itself (drizzle's prepared queries, which a
 * transaction handle cannot make): made once per handle, dropped with it.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let v = made.get(db);
    if (v === undefined) {
      v = build(db);
      made.set(db, v);
    }
    return v;
  };
}

/** Cheap liveness probe used by /health. */
export function pingDb(db: Db): boolean {
  try {
    return db.$client.prepare("select 1 as ok").get() !== undefined;
  } catch {
    return false;
  }
}
