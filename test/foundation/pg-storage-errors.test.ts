import { type AddressInfo, connect, createServer, type Socket } from "node:net";
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
import { relayForwarder } from "../../src/relay/forwarder";
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
    forwarders: [relayForwarder],
  };
  return { deps, app: createApp(deps) };
}

/** A fresh migrated database with an account and its API key; `then` runs on it before the connection closes. */
async function databaseWithKey(then?: (pool: pg.Pool, name: string) => Promise<unknown>) {
  const database = await withPostgres();
  closing.push(database.drop);
  const migrated = await createPgDb(database.url, { max: 1 });
  const store = postgresStore(migrated);
  const account = await store.run(createAccount(systemClock, "storage", 100));
  const { key } = await store.run(createApiKey(systemClock, account.id));
  await then?.(migrated.pool, database.name);
  await migrated.close();
  return { database, key };
}

/**
 * A TCP hop on 127.0.0.1 to the server at `target`, to be cut (its connections dropped, new ones closed at once,
 * as a restarting server or a network blip does) and restored.
 */
async function cuttableHop(target: URL) {
  const open = new Set<Socket>();
  let cut = false;
  const track = (s: Socket) => {
    open.add(s);
    s.on("error", () => {});
    s.on("close", () => open.delete(s));
  };
  const server = createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = connect(Number(target.port), target.hostname);
    track(client);
    track(upstream);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const drop = () => {
    for (const s of open) s.destroy();
  };
  closing.push(() => {
    drop();
    return new Promise((resolve) => server.close(resolve));
  });
  const url = new URL(target);
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      cut = true;
      drop();
    },
    restore() {
      cut = false;
    },
  };
}

describe("PostgreSQL storage problems", () => {
  it("a database that refuses writes: writes are 503 'could not write', reads go on, /health says unwritable", async () => {
    const { database, key } = await databaseWithKey((pool, name) =>
      pool.query(`alter database ${name} set default_transaction_read_only = on`),
    );

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

  it("a server out of reach and back: /health is 200 as soon as it answers again, not a minute later", async () => {
    const { database, key } = await databaseWithKey();
    const hop = await cuttableHop(new URL(database.url));
    const { app } = appOver(hop.url);
    const headers = { "X-API-Key": key, "Content-Type": "application/json" };
    const write = (name: string) =>
      app.request("/v1/webhooks/inboxes", { method: "POST", headers, body: JSON.stringify({ name }) });
    const checks = async () => {
      const res = await app.request("/health");
      return {
        status: res.status,
        database: ((await res.json()) as { checks: { database: string } }).checks.database,
      };
    };
    expect((await write("before")).status).toBe(200);
    hop.cut();
    expect((await write("while out of reach")).status).toBe(503);
    expect(await checks()).toEqual({ status: 503, database: "error" });
    hop.restore();
    expect((await write("after")).status).toBe(200);
    expect(await checks()).toEqual({ status: 200, database: "ok" });
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
