import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { ManualClock } from "../../src/clock";
import { createDb } from "../../src/db/client";
import { createPgDb } from "../../src/db/pg/client";
import { postgresStore } from "../../src/db/pg/store";
import { all, native, type Store, serializeAcrossInstances, sqliteStore, tx } from "../../src/db/store";
import { JobRunner } from "../../src/jobs/runner";
import { silentLogger } from "../../src/logger";
import { type IncomingRelayRequest, type IngestDeps, ingest } from "../../src/relay/ingest";
import { getRequest, insertRequest } from "../../src/relay/requests";
import { createSource, getSource } from "../../src/relay/sources";
import { pgQueriesSent } from "../helpers/pg-queries";
import { type TestDatabase, withPostgres } from "../helpers/postgres";
import { tempDir } from "../helpers/temp";

// Ingest on PostgreSQL is one statement, the PL/pgSQL function relay_ingest (src/relay/ingest-pg.ts,
// drizzle/pg/0008_relay_source_counts.sql), where SQLite runs src/relay/ingest.ts's `record`: these check it is
// one round trip, that it excludes an instance still running `record` on the same key, and that it writes the rows
// SQLite writes. test/relay/stores.test.ts runs the rest of ingest's behaviour on both databases.

const T0 = Date.UTC(2026, 5, 1);

let database: TestDatabase;
const closers: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  database = await withPostgres();
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const close of closers.splice(0).reverse()) await close();
});
afterAll(async () => {
  await database?.drop();
});

const depsOf = (store: Store, clock: ManualClock, db?: IngestDeps["db"]): IngestDeps => ({
  store,
  clock,
  db,
  jobs: new JobRunner(store, clock, silentLogger),
});

async function pgDeps(clock: ManualClock): Promise<IngestDeps> {
  const h = await createPgDb(database.url, { max: 4 });
  closers.push(() => h.close());
  return depsOf(postgresStore(h), clock);
}

function sqliteDeps(clock: ManualClock): IngestDeps {
  const db = createDb(join(tempDir("relay-ingest-pg"), "db.sqlite"));
  closers.push(() => {
    db.$client.close();
  });
  return depsOf(sqliteStore(db), clock, db);
}

const post = (headers: Record<string, string>, body = "{}", path = "/"): IncomingRelayRequest => ({
  method: "POST",
  path,
  query: path === "/" ? null : "a=1&b=%C3%A9",
  headers: { "content-type": "application/json", ...headers },
  body: Buffer.from(body),
});

/** A source checking a shared secret in `x-k`, with one destination for all, one filtered, one paused. */
async function fanOutSource(deps: IngestDeps, clock: ManualClock) {
  const account = await deps.store.run(
    createAccount(clock, `acct-${Math.random().toString(36).slice(2)}`, 0),
  );
  const source = await deps.store.run(
    createSource(clock, account.id, {
      name: "fan-out",
      verify: { scheme: "header", secret: "k", header: "x-k" },
      destinations: [
        { url: "http://127.0.0.1:9/all", retry: { schedule_s: [30, 60] } },
        { url: "http://127.0.0.1:9/pushes", format: "slack", filter: { body: { kind: "push" } } },
        { url: "http://127.0.0.1:9/paused", paused: true },
      ],
    }),
  );
  return { account, source };
}

describe("relay ingest on PostgreSQL", () => {
  it("records each request in one round trip: accepted with deliveries, duplicate, rejected, without a key", async () => {
    const clock = new ManualClock(T0);
    const deps = await pgDeps(clock);
    const { source } = await fanOutSource(deps, clock);
    const wake = vi.spyOn(deps.jobs, "wake");
    await ingest(deps, source, post({ "x-k": "k" })); // the pool's first connection
    wake.mockClear();
    const queries = pgQueriesSent().count;

    const push = JSON.stringify({ kind: "push" });
    const first = await ingest(deps, source, post({ "x-k": "k", "webhook-id": "w1" }, push));
    expect(first).toMatchObject({ accepted: true, duplicate: false });
    expect(queries()).toBe(1);
    // Woken once, after the deliveries committed (two: the paused destination gets none).
    expect(wake).toHaveBeenCalledTimes(1);

    expect(await ingest(deps, source, post({ "x-k": "k", "webhook-id": "w1" }, push))).toEqual({
      accepted: true,
      requestId: first.requestId,
      duplicate: true,
    });
    expect(queries()).toBe(1);
    expect(await ingest(deps, source, post({ "x-k": "no", "webhook-id": "w2" }))).toMatchObject({
      accepted: false,
      reason: expect.any(String),
    });
    expect(queries()).toBe(1);
    expect(await ingest(deps, source, post({ "x-k": "k" }))).toMatchObject({ duplicate: false });
    expect(queries()).toBe(1);
    // Neither the duplicate nor the rejection has deliveries; the last request's one is woken for.
    expect(wake).toHaveBeenCalledTimes(2);
  });

  it("waits for an instance still running the statement-by-statement ingest on the same key, then sees its request", async () => {
    const clock = new ManualClock(T0);
    const [older, newer] = [await pgDeps(clock), await pgDeps(clock)];
    const { account, source } = await fanOutSource(older, clock);
    const key = "webhook-id:evt-1";
    const earlier = await ingest(older, source, post({ "x-k": "k" }));
    const { deliveries: _, ...row } = (await older.store.run(getRequest(account.id, earlier.requestId)))!;
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const released = new Promise<void>((r) => (release = r));
    // What src/relay/ingest.ts's `record` did before: the lock (firstAcceptedWithKey), then the request.
    const holder = older.store.run(
      tx(function* () {
        yield* serializeAcrossInstances(`relay-dedupe:${source.id}:${key}`);
        yield* native({
          sqlite: () => undefined,
          pg: async () => {
            locked();
            await released;
          },
        });
        yield* insertRequest({ ...row, id: "held-request", dedupeKey: key });
      }),
    );
    await isLocked;
    const waiting = ingest(newer, source, post({ "x-k": "k", "webhook-id": "evt-1" }));
    const h = await createPgDb(database.url, { max: 1 });
    closers.push(() => h.close());
    try {
      await vi.waitFor(
        async () => {
          const { rows } = await h.pool.query(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
               and database = (select oid from pg_database where datname = current_database())`,
          );
          expect(rows[0].n).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      // Ended either way: a test that fails does not leave the holder waiting.
      release();
    }
    await holder;
    expect(await waiting).toEqual({ accepted: true, requestId: "held-request", duplicate: true });
  });
});

describe("relay ingest's rows", () => {
  /** One run of requests through ingest, and every row it wrote, read back through drizzle. */
  async function rowsWritten(deps: IngestDeps, clock: ManualClock) {
    const { account, source } = await fanOutSource(deps, clock);
    const push = JSON.stringify({ kind: "push", text: "é ✓" });
    const requests = [
      post({ "x-k": "k", "webhook-id": "w1", "x-e": "a" }, push, "/sub/path"),
      post({ "x-k": "k", "webhook-id": "w1" }, push),
      post({ "x-k": "wrong", "webhook-id": "w2" }, push),
      post({ "x-k": "k" }, JSON.stringify({ kind: "ping" })),
      { ...post({ "x-k": "k" }), body: Buffer.from([0, 255, 1, 128]) },
    ];
    for (const req of requests) {
      clock.advance(1000);
      await ingest(deps, source, req);
    }
    const run = deps.store.run.bind(deps.store);
    const requestRows = await run(
      all((db, t) =>
        db
          .select()
          .from(t.relayRequests)
          .where(eq(t.relayRequests.sourceId, source.id))
          .orderBy(asc(t.relayRequests.receivedAt)),
      ),
    );
    const deliveries = await run(
      all((db, t) =>
        db
          .select()
          .from(t.deliveries)
          .where(eq(t.deliveries.sourceId, source.id))
          .orderBy(asc(t.deliveries.createdAt), asc(t.deliveries.url)),
      ),
    );
    const counted = await run(getSource(account.id, source.id));
    const written = {
      requestRows,
      deliveries,
      count: [counted?.requestCount, counted?.lastRequestAt],
    };
    // Ids are random: each becomes its place of first appearance.
    const ids = new Map<string, string>();
    return JSON.parse(
      JSON.stringify(written).replace(
        /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
        (id) => {
          if (!ids.has(id)) ids.set(id, `id-${ids.size}`);
          return ids.get(id)!;
        },
      ),
    );
  }

  it("are those SQLite's ingest writes, field for field", async () => {
    const sqliteClock = new ManualClock(T0);
    const onSqlite = await rowsWritten(sqliteDeps(sqliteClock), sqliteClock);
    const pgClock = new ManualClock(T0);
    const onPg = await rowsWritten(await pgDeps(pgClock), pgClock);
    expect(onPg).toEqual(onSqlite);
    expect(onPg.requestRows.map((r: { status: string }) => r.status)).toEqual([
      "accepted",
      "duplicate",
      "rejected",
      "accepted",
      "accepted",
    ]);
    // The first push went to the unfiltered and the filtered destination, the ping and the binary body to the
    // unfiltered one; the paused one got none.
    expect(onPg.deliveries.map((d: { url: string }) => d.url.split("/").pop())).toEqual([
      "all",
      "pushes",
      "all",
      "all",
    ]);
    expect(onPg.count).toEqual([5, T0 + 5000]);
  });
});
