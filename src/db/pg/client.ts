import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { projectPath } from "../../root";
import * as schema from "./schema";

export type PgDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** An open PostgreSQL store: the drizzle handle, the pool under it, and `close()` to end every connection. */
export interface PgHandle {
  db: PgDb;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * The session-level advisory lock migrations run under, so instances starting together migrate once: the first
 * migrates, the others wait on the lock and then find every migration recorded. A fixed key ("scoutpst" in ASCII);
 * nothing else in the database may take it.
 */
export const MIGRATION_LOCK_KEY = 0x73636f7574707374n;

const migrationsFolder = projectPath("drizzle", "pg");

/**
 * int8 as a JS number rather than pg's default string: the int8 columns hold unix-millisecond times and counts,
 * all far below 2^53, and the SQLite store hands out numbers for the same columns. A value that would lose
 * precision fails its query instead of coming back wrong.
 */
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n))
    throw new RangeError(`int8 value ${text} is beyond 2^53: not exact as a number`);
  return n;
}

/**
 * Connect to the PostgreSQL database at `url` (postgres:// or postgresql://) and apply every migration in
 * `drizzle/pg/` not yet applied, under MIGRATION_LOCK_KEY. `max` bounds the pool's connections (default 10); a
 * transaction holds one for its length.
 */
export async function createPgDb(url: string, opts: { max?: number } = {}): Promise<PgHandle> {
  // Set on pg's shared registry, not per pool: drizzle's node-postgres session looks parsers up there for every
  // query it runs, so a per-pool parser would not reach them. The setting is the same for every pool made here.
  pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle connection the server drops (a restart, a terminated backend) is discarded by the pool and the next
  // query opens another; without a listener the pool's 'error' event would end the process.
  pool.on("error", () => {});
  try {
    await migrateOnce(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  return { db, pool, close: () => pool.end() };
}

/** Apply the migrations on one dedicated connection holding the advisory lock; the lock is released after. */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrate(drizzle({ client, casing: "snake_case" }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    // A connection that failed may still hold the lock: destroying it releases the lock with the session.
    client.release(failed);
  }
}
