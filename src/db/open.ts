import { sql } from "drizzle-orm";
import type { Config } from "../config";
import { startBackgroundCheckpoints } from "./checkpointer";
import { createDb, type Db, pingDb } from "./client";
import type { Peers } from "./peers";
import { native, type Store, sqliteStore } from "./store";

/** The database the service runs on, opened at start (src/index.ts) and closed at shutdown. */
export interface OpenDatabase {
  store: Store;
  /** The SQLite connection, for what only SQLite has (its write lock, its file backup); absent on PostgreSQL. */
  sqlite?: Db;
  /** How instances over the same database tell each other of waiting work; absent on SQLite (one process). */
  peers?: Peers;
  close(): Promise<void>;
}

/**
 * PostgreSQL when DATABASE_URL is set (its migrations applied once across instances, src/db/pg/client.ts), else
 * the SQLite file at DATABASE_PATH with its WAL checkpoints off the event loop. Throws when the database cannot be
 * opened; src/db/errors.ts says why in one line.
 */
export async function openDatabase(
  config: Pick<Config, "databasePath" | "databaseUrl">,
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    // Loaded only here: on SQLite the PostgreSQL driver would be memory held for nothing (docs/performance.md).
    const [{ createPgDb }, { postgresStore }, { pgPeers }] = await Promise.all([
      import("./pg/client"),
      import("./pg/store"),
      import("./pg/peers"),
    ]);
    const pg = await createPgDb(config.databaseUrl);
    const peers = pgPeers(config.databaseUrl, pg.pool);
    return {
      store: postgresStore(pg),
      peers,
      close: async () => {
        await peers.close();
        await pg.close();
      },
    };
  }
  const db = createDb(config.databasePath);
  const stopCheckpoints =
    config.databasePath === ":memory:" ? async () => {} : startBackgroundCheckpoints(db, config.databasePath);
  return {
    store: sqliteStore(db),
    sqlite: db,
    close: async () => {
      await stopCheckpoints();
      db.$client.close();
    },
  };
}

const selectOne = sql`select 1`;

/** Whether the database answers a query now (for /health). */
export async function ping(store: Store): Promise<boolean> {
  try {
    return await store.run(
      native({
        sqlite: (db) => pingDb(db),
        pg: async (db) => (await db.execute(selectOne)).rows.length === 1,
      }),
    );
  } catch {
    return false;
  }
}
