import { afterAll } from "vitest";
import type { Clock } from "../../src/clock";
import { loadConfig } from "../../src/config";
import { createDb, type Db } from "../../src/db/client";
import { uuidv7 } from "../../src/db/ids";
import { createPgDb, type PgHandle } from "../../src/db/pg/client";
import { postgresStore } from "../../src/db/pg/store";
import { run, type Store, sqliteStore, type Work } from "../../src/db/store";
import type { AppDeps } from "../../src/deps";
import { JobRunner } from "../../src/jobs/runner";
import { silentLogger } from "../../src/logger";
import { createProcessMemory } from "../../src/memory";
import { createHttpClients } from "../../src/net/clients";
import { relayForwarder } from "../../src/relay/forwarder";
import { type TestDatabase, withPostgres } from "./postgres";

// Service code written once, run on each database: `describe.each(STORES)` and, per case, instances (deps) whose
// storage is that database. On PostgreSQL `deps.db` (the SQLite handle) throws when touched, so a test passing
// there shows the code under test ran on the store alone; `deps.http` throws unless asked for (`{ http: true }`).

export type StoreKind = "SQLite" | "PostgreSQL";
export const STORES: StoreKind[] = ["SQLite", "PostgreSQL"];

const untouchable = <T extends object>(what: string) =>
  new Proxy({} as T, {
    get: (_, key) => {
      throw new Error(`${what}.${String(key)} used on PostgreSQL`);
    },
  });

/**
 * Per test file: `database(kind)` opens one database of that kind (a fresh in-memory SQLite, or a throwaway
 * PostgreSQL database) and returns a function making instances on it: each on PostgreSQL a pool of its own, as a
 * process of its own would have; on SQLite one connection (one process). Everything is closed after the file.
 */
export function storeFixture() {
  const databases: TestDatabase[] = [];
  const pools: PgHandle[] = [];
  const clients: AppDeps["http"][] = [];
  afterAll(async () => {
    for (const c of clients) await c.close();
    for (const h of pools) await h.close();
    for (const d of databases) await d.drop();
  });

  async function database(
    kind: StoreKind,
  ): Promise<(clock: Clock, opts?: { http?: boolean }) => Promise<AppDeps>> {
    const memoryDb = createDb(":memory:");
    let url: string | undefined;
    if (kind === "PostgreSQL") {
      const made = await withPostgres();
      databases.push(made);
      url = made.url;
    }
    return async (clock, opts = {}) => {
      let store: Store;
      let db: Db;
      if (url) {
        const handle = await createPgDb(url, { max: 4 });
        pools.push(handle);
        store = postgresStore(handle);
        db = untouchable<Db>("deps.db");
      } else {
        store = sqliteStore(memoryDb);
        db = memoryDb;
      }
      const config = loadConfig({ AGENT_ALLOW_PRIVATE_NETWORKS: "true" });
      const memory = createProcessMemory();
      // Polling every minute: a test that sees a job run soon after it is enqueued saw the runner woken.
      const jobs = new JobRunner(store, clock, silentLogger, { pollMs: 60_000, storage: memory.storage });
      const http = opts.http ? createHttpClients(config) : untouchable<AppDeps["http"]>("deps.http");
      if (opts.http) clients.push(http);
      const forwarders = [relayForwarder];
      return { db, store, config, clock, logger: silentLogger, jobs, http, memory, forwarders };
    };
  }
  return { database };
}

/** A finished delivery row as the log would hold it (what the reads under test look at). */
export function* insertDelivery(
  accountId: string,
  d: {
    sourceId: string;
    createdAt: number;
    status: "succeeded" | "failed";
    id?: string;
    sourceType?: "scout" | "test";
  },
): Work<string> {
  const id = d.id ?? uuidv7(d.createdAt);
  yield* run((db, t) =>
    db.insert(t.deliveries).values({
      id,
      accountId,
      sourceType: d.sourceType ?? "scout",
      sourceId: d.sourceId,
      url: "https://receiver.example/hook",
      format: "scout",
      event: {},
      status: d.status,
      lastError: d.status === "failed" ? `failed at ${d.createdAt}` : null,
      createdAt: d.createdAt,
      completedAt: d.createdAt,
    }),
  );
  return id;
}
