import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createAccount, createApiKey } from "../../src/accounts/keys";
import { createApp } from "../../src/app";
import { systemClock } from "../../src/clock";
import { loadConfig } from "../../src/config";
import type { Db } from "../../src/db/client";
import { storageProblem } from "../../src/db/errors";
import { createPgDb, type PgHandle } from "../../src/db/pg/client";
import * as pgSchema from "../../src/db/pg/schema";
import { postgresStore } from "../../src/db/pg/store";
import { get, run } from "../../src/db/store";
import type { AppDeps } from "../../src/deps";
import { JobRunner } from "../../src/jobs/runner";
import { silentLogger } from "../../src/logger";
import { createProcessMemory } from "../../src/memory";
import { createHttpClients } from "../../src/net/clients";
import { freePort } from "../helpers/ports";
import { withPostgres } from "../helpers/postgres";

// What a PostgreSQL that cannot take writes, or cannot be reached, looks like from outside: 503 with a clear detail
// (never a 500 or a query with its parameters), /health saying so, and reads going on where they can.

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

/** A PostgreSQL store over `url` without migrating (the database may refuse writes), and an app over it. */
function appOver(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 2_000 });
  pool.on("error", () => {});
  const handle: PgHandle = {
    pool,
    db: drizzle({ client: pool, schema: pgSchema, casing: "snake_case" }) as PgHandle["db"],
    close: () => pool.end(),
  };
  closing.push(handle.close);
  const store = postgresStore(handle);
  const config = loadConfig({ AGENT_ALLOW_PRIVATE_NETWORKS: "true" });
  const memory = createProcessMemory();
  const http = createHttpClients(config);
  closing.push(() => http.close());
  const deps: AppDeps = {
    db: undefined as unknown as Db,
    store,
    config,
    clock: systemClock,
    logger: silentLogger,
    jobs: new JobRunner(store, systemClock, silentLogger, { storage: memory.storage }),
    http,
    memory,
  };
  return { deps, app: createApp(deps) };
}

describe("PostgreSQL storage problems", () => {
  it("a database that refuses writes: writes are 503 'could not write', reads go on, /health says unwritable", async () => {
    const database = await withPostgres();
    closing.push(database.drop);
    const migrated = await createPgDb(database.url, { max: 1 });
    const store = postgresStore(migrated);
    const account = await store.run(createAccount(systemClock, "read-only", 100));
    const { key } = await store.run(createApiKey(systemClock, account.id));
    await migrated.pool.query(`alter database ${database.name} set default_transaction_read_only = on`);
    await migrated.close();

    const { app } = appOver(database.url);
    const headers = { "X-API-Key": key, "Content-Type": "application/json" };
    expect((await app.request("/v1/usage", { headers })).status).toBe(200);
    const write = await app.request("/v1/webhooks/inboxes", {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "refused" }),
    });
    expect(write.status).toBe(503);
    expect(write.headers.get("retry-after")).toBe("30");
    const body = (await write.json()) as { detail: string };
    expect(body.detail).toMatch(/could not write to its storage/);
    const health = await app.request("/health");
    expect(health.status).toBe(503);
    expect(((await health.json()) as { checks: { database: string } }).checks.database).toBe("unwritable");
  });

  it("an unreachable database: requests are 503, /health is 503, and nothing says more than that", async () => {
    const { app } = appOver(`postgres://postgres@127.0.0.1:${await freePort()}/nothing`);
    const res = await app.request("/v1/usage", { headers: { "X-API-Key": `sp_${"a".repeat(40)}` } });
    expect(res.status).toBe(503);
    expect(await res.text()).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select/i);
    expect((await app.request("/health")).status).toBe(503);
  });

  it("reads the server's SQLSTATE through drizzle's wrapper, whose message would carry the parameters", async () => {
    const database = await withPostgres();
    closing.push(database.drop);
    const handle = await createPgDb(database.url, { max: 1 });
    closing.push(handle.close);
    const store = postgresStore(handle);
    const secret = "whsec_never-in-an-error-message";
    const failed = await store
      .run(run((db, t) => db.insert(t.settings).values({ key: "k", value: secret })))
      .then(() => store.run(run((db, t) => db.insert(t.settings).values({ key: "k", value: secret }))))
      .then(
        () => undefined,
        (err: unknown) => err as Error & { code?: string },
      );
    expect(failed?.code).toBe("23505");
    expect(failed?.message).not.toContain(secret);
    expect(storageProblem(failed)).toBeUndefined();
    const row = await store.run(get((db, t) => db.select().from(t.settings)));
    expect(row?.value).toBe(secret);
  });
});
