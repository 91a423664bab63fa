import type { Account } from "./accounts/keys";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { Store } from "./db/store";
import type { JobRunner } from "./jobs/runner";
import type { Logger } from "./logger";
import type { ProcessMemory } from "./memory";
import type { HttpClients } from "./net/clients";
import type { Forwarder } from "./webhooks/forwarders";

/**
 * Everything the app and the workers need, built once at boot (src/index.ts) or by a test. Nothing below reads
 * process.env or opens a port by itself.
 */
export interface AppDeps {
  /** Where every service's state lives, SQLite or PostgreSQL: storage work runs on it (src/db/store/). */
  store: Store;
  /**
   * The SQLite connection under `store`, for what only SQLite has (its write lock, its file backup, hand-written
   * hot paths); absent on PostgreSQL.
   */
  db?: Db;
  config: Config;
  clock: Clock;
  logger: Logger;
  jobs: JobRunner;
  /** Whether a browser can be launched; absent means not checked yet. */
  browserStatus?: () => "ok" | "unavailable";
  /** Every outbound HTTP client, each with its guard policy (src/net/clients.ts); whoever built deps closes them. */
  http: HttpClients;
  /** What this process keeps in memory only (memos, work in flight, page notices): src/memory.ts. */
  memory: ProcessMemory;
  /** How deliveries of other modules' events are sent (the relay's forwards): src/webhooks/forwarders.ts. */
  forwarders: readonly Forwarder[];
}

/** Hono context shape shared by every route. */
export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    /** Set by the auth middleware on authenticated routes. */
    account: Account;
    apiKeyId: string;
  };
};

/**
 * The SQLite connection when the store runs on SQLite, for what only SQLite has (its database-wide write lock, the
 * group commit, the file backup); undefined on PostgreSQL, also where a test's deps carry a SQLite handle beside it.
 */
export function sqliteConnection(deps: Pick<AppDeps, "store" | "db">): Db | undefined {
  return deps.store.dialect === "sqlite" ? deps.db : undefined;
}
