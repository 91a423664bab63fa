import { createAccount, createApiKey } from "../../src/accounts/keys";
import { createApp } from "../../src/app";
import { type Clock, systemClock } from "../../src/clock";
import { loadConfig } from "../../src/config";
import { createDb, type Db } from "../../src/db/client";
import { runNow, sqliteStore } from "../../src/db/store";
import type { AppDeps } from "../../src/deps";
import { JobRunner } from "../../src/jobs/runner";
import { silentLogger } from "../../src/logger";
import { createProcessMemory } from "../../src/memory";
import { createHttpClients } from "../../src/net/clients";
import { relayForwarder } from "../../src/relay/forwarder";

/**
 * Real dependencies for a test: an in-memory SQLite with the real migrations, a real job runner (not started),
 * a silent logger, the config built from `env` exactly as production builds it, and the outbound HTTP clients
 * built from it (`webhookTlsCa`: a CA certificate webhook deliveries trust, for a self-signed local receiver).
 * A test that sends closes them with `deps.http.close()`.
 */
/** Deps on SQLite: the connection is always there (`deps.db`). */
export type SqliteDeps = AppDeps & { db: Db };

export function makeDeps(
  opts: { env?: Record<string, string>; clock?: Clock; dbPath?: string; webhookTlsCa?: string } = {},
): SqliteDeps {
  const config = loadConfig({ AGENT_ALLOW_PRIVATE_NETWORKS: "true", ...opts.env });
  const db = createDb(opts.dbPath ?? ":memory:");
  const clock = opts.clock ?? systemClock;
  const memory = createProcessMemory();
  const jobs = new JobRunner(sqliteStore(db), clock, silentLogger, { pollMs: 20, storage: memory.storage });
  const http = createHttpClients(config, { webhookTlsCa: opts.webhookTlsCa });
  const forwarders = [relayForwarder];
  return { db, store: sqliteStore(db), config, clock, logger: silentLogger, jobs, http, memory, forwarders };
}

/** A fresh account with one API key. */
export function makeAccount(
  deps: SqliteDeps,
  name = `acct-${Math.random().toString(36).slice(2, 8)}`,
  credits = 1000,
) {
  const account = runNow(deps.db, createAccount(deps.clock, name, credits));
  const { key, id: keyId } = runNow(deps.db, createApiKey(deps.clock, account.id));
  return { account, key, keyId, headers: { "X-API-Key": key } };
}

/** App + deps + one signed-up account: the usual starting point of an API test. */
export function makeTestApp(opts: Parameters<typeof makeDeps>[0] = {}) {
  const deps = makeDeps(opts);
  const app = createApp(deps);
  const user = makeAccount(deps, "alice");
  return { deps, app, user };
}

/** JSON request helper for app.request(). */
export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/**
 * Cap the database at the pages it has now and use up its free pages: the next write that needs a page fails with
 * SQLITE_FULL, exactly as on a full disk (`spare` pages are left for the writes that should still fit). Returns
 * the function that lifts the cap (the disk freed).
 */
export function capStorage(db: Db, spare = 0): () => void {
  const c = db.$client;
  c.exec("create table if not exists test_disk_filler (x blob)");
  c.pragma(`max_page_count = ${c.pragma("page_count", { simple: true })}`);
  const fill = c.prepare("insert into test_disk_filler (x) values (zeroblob(256))");
  try {
    for (let i = 0; i < 100_000; i++) fill.run();
  } catch (e) {
    if ((e as { code?: string }).code !== "SQLITE_FULL") throw e;
  }
  if (spare > 0) c.pragma(`max_page_count = ${(c.pragma("page_count", { simple: true }) as number) + spare}`);
  return () => void c.pragma("max_page_count = 1073741823");
}
