import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { ManualClock } from "../../src/clock";
import { createDb, type Db } from "../../src/db/client";
import { decodeCursor } from "../../src/db/pagination";
import { createPgDb, type PgHandle } from "../../src/db/pg/client";
import { postgresStore } from "../../src/db/pg/store";
import { all, type Store, sqliteStore } from "../../src/db/store";
import { JobRunner } from "../../src/jobs/runner";
import { silentLogger } from "../../src/logger";
import { type IncomingRelayRequest, type IngestDeps, ingest, replay } from "../../src/relay/ingest";
import {
  acceptedAfter,
  getRequest,
  insertRequest,
  listRequests,
  newestPosition,
  PAGE_BODY_BYTES,
  type RelayRequestRow,
} from "../../src/relay/requests";
import { createSource, deleteSource, getSource, type Source, sourceByToken } from "../../src/relay/sources";
import { type TestDatabase, withPostgres } from "../helpers/postgres";
import { tempDir } from "../helpers/temp";

// The relay's storage (sources by token, the request log, dedupe, counts, ingest's transaction) run by both stores:
// SQLite in memory and a real PostgreSQL (test/helpers/postgres.ts). An "instance" is a connection of its own on one
// database (a pool on PostgreSQL, a connection to one file on SQLite), as two processes would have.

const T0 = Date.UTC(2026, 5, 1);
const DAY = 86_400_000;

let database: TestDatabase;
const closers: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  database = await withPostgres();
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
afterAll(async () => {
  await database?.drop();
});

/** Ingest's dependencies over one instance of the database (the job runner is not started). */
function depsOf(store: Store, clock: ManualClock, db?: Db): IngestDeps {
  return { store, clock, db, jobs: new JobRunner(store, clock, silentLogger) };
}

async function pgInstance(clock: ManualClock): Promise<IngestDeps> {
  const h: PgHandle = await createPgDb(database.url, { max: 4 });
  closers.push(() => h.close());
  return depsOf(postgresStore(h), clock);
}

type Open = (clock: ManualClock) => Promise<IngestDeps[]>;
const stores: [string, Open][] = [
  [
    "SQLite",
    async (clock) => {
      // Two connections to one file for the tests of two instances; the other tests use the first.
      const path = join(tempDir("relay-stores"), "db.sqlite");
      const dbs = [createDb(path), createDb(path)];
      closers.push(() => {
        for (const db of dbs) db.$client.close();
      });
      return dbs.map((db) => depsOf(sqliteStore(db), clock, db));
    },
  ],
  ["PostgreSQL", async (clock) => [await pgInstance(clock), await pgInstance(clock)]],
];

const post = (headers: Record<string, string> = {}, body = "{}"): IncomingRelayRequest => ({
  method: "POST",
  path: "/",
  query: null,
  headers: { "content-type": "application/json", ...headers },
  body: Buffer.from(body),
});

describe.each(stores)("relay storage on %s", (_dialect, open) => {
  async function setup() {
    const clock = new ManualClock(T0);
    const [deps, other] = await open(clock);
    const run = deps!.store.run.bind(deps!.store);
    const account = await run(createAccount(clock, `acct-${Math.random().toString(36).slice(2)}`, 0));
    const newSource = (input: Parameters<typeof createSource>[2] = { name: "s" }) =>
      run(createSource(clock, account.id, input));
    return { clock, deps: deps!, other: other!, run, account, newSource };
  }

  describe("a source by its ingest token", () => {
    it("finds the source with its destinations, oldest first, as getSource reads it", async () => {
      const { run, account, newSource } = await setup();
      const created = await newSource({
        name: "GitHub",
        verify: { scheme: "github", secret: "s3cret" },
        destinations: [
          { url: "http://127.0.0.1:9/a" },
          {
            url: "http://127.0.0.1:9/b",
            format: "slack",
            paused: true,
            filter: { headers: { "x-e": "push" } },
          },
        ],
      });
      await newSource({ name: "another" });
      const found = await run(sourceByToken(created.token));
      // Ingest reads no counts; the rest is getSource's.
      const { requestCount, lastRequestAt, ...detail } = (await run(getSource(account.id, created.id)))!;
      expect(found).toEqual(detail);
      expect([requestCount, lastRequestAt]).toEqual([0, null]);
      expect(found).toMatchObject({ id: created.id, name: "GitHub", verifySecret: "s3cret" });
      expect(found!.destinations.map((d) => [d.url, d.format, d.paused, d.filter])).toEqual([
        ["http://127.0.0.1:9/a", "passthrough", false, null],
        ["http://127.0.0.1:9/b", "slack", true, { headers: { "x-e": "push" } }],
      ]);
      const bare = await newSource({ name: "no destinations" });
      expect((await run(sourceByToken(bare.token)))?.destinations).toEqual([]);
    });

    it("finds nothing for an unknown or malformed token, or a deleted source's", async () => {
      const { run, account, newSource } = await setup();
      const gone = await newSource({ name: "gone", destinations: [{ url: "http://127.0.0.1:9/a" }] });
      expect(await run(sourceByToken(gone.token))).toBeDefined();
      expect(await run(deleteSource(account.id, gone.id))).toBe(true);
      expect(await run(sourceByToken(gone.token))).toBeUndefined();
      expect(await run(sourceByToken("A".repeat(40)))).toBeUndefined();
      expect(await run(sourceByToken("not a token"))).toBeUndefined();
    });
  });

  describe("the request log", () => {
    it("keeps a request as it came and lists a source's requests newest first, in keyset pages", async () => {
      const { run, account, newSource } = await setup();
      const source = await newSource();
      const elsewhere = await newSource({ name: "other" });
      const row = (id: string, receivedAt: number, sourceId = source.id): RelayRequestRow => ({
        id,
        sourceId,
        accountId: account.id,
        receivedAt,
        method: "PUT",
        path: "/sub/path",
        query: "a=1",
        headers: { "x-b": "2", "content-type": "application/octet-stream" },
        body: Buffer.from([0, 255, 1, 128]),
        status: "accepted",
        reason: null,
        dedupeKey: null,
      });
      // Two requests share a time: the id breaks the tie.
      const times = [T0, T0 + 1, T0 + 1, T0 + 2, T0 + 5];
      const ids = times.map((_, i) => `req-${i}`);
      for (const [i, at] of times.entries()) await run(insertRequest(row(ids[i]!, at)));
      await run(insertRequest(row("req-other", T0 + 3, elsewhere.id)));

      const seen: string[] = [];
      let page = await run(listRequests(account.id, source.id, { pageSize: 2 }));
      seen.push(...page.items.map((r) => r.id));
      while (page.next_cursor) {
        page = await run(
          listRequests(account.id, source.id, { pageSize: 2, cursor: decodeCursor(page.next_cursor) }),
        );
        seen.push(...page.items.map((r) => r.id));
      }
      expect(seen).toEqual([...ids].reverse());

      const stored = await run(getRequest(account.id, "req-0"));
      expect(stored).toEqual({ ...row("req-0", T0), deliveries: [] });
      expect(Buffer.isBuffer(stored!.body)).toBe(true);
      expect(await run(getRequest("another account", "req-0"))).toBeUndefined();
      expect(await run(listRequests("another account", source.id, {}))).toMatchObject({ items: [] });
    });

    it("lists at most 64 KiB of each body with its whole size, read so from the database; getRequest has it whole", async () => {
      const { run, account, newSource } = await setup();
      const source = await newSource();
      const big = Buffer.alloc(PAGE_BODY_BYTES + 1000, "é");
      const row = (id: string, body: Buffer, receivedAt: number): RelayRequestRow => ({
        id,
        sourceId: source.id,
        accountId: account.id,
        receivedAt,
        method: "POST",
        path: "/",
        query: null,
        headers: {},
        body,
        status: "accepted",
        reason: null,
        dedupeKey: null,
      });
      await run(insertRequest(row("empty", Buffer.alloc(0), T0)));
      await run(insertRequest(row("small", Buffer.from("{}"), T0 + 1)));
      await run(insertRequest(row("big", big, T0 + 2)));
      const page = await run(listRequests(account.id, source.id, { pageSize: 10 }));
      expect(page.items.map((r) => [r.id, Buffer.isBuffer(r.body) && r.body.length, r.bodyBytes])).toEqual([
        ["big", PAGE_BODY_BYTES, big.length],
        ["small", 2, 2],
        ["empty", 0, 0],
      ]);
      expect(page.items[0]!.body.equals(big.subarray(0, PAGE_BODY_BYTES))).toBe(true);
      expect((await run(getRequest(account.id, "big")))!.body.equals(big)).toBe(true);
    });

    it("gives a stream the accepted requests after a position, oldest first, and the newest position", async () => {
      const { deps, clock, run, newSource } = await setup();
      const source = await newSource({ name: "s", verify: { scheme: "header", secret: "k", header: "x-k" } });
      const ids: string[] = [];
      for (const k of ["k", "wrong", "k", "k"]) {
        clock.advance(1);
        ids.push((await ingest(deps, source, post({ "x-k": k }))).requestId);
      }
      const newest = await run(newestPosition(source.id));
      expect(newest).toEqual({ id: ids[3], receivedAt: T0 + 4 });
      const first = await run(acceptedAfter(source.id, { id: ids[0]!, receivedAt: T0 + 1 }, 10));
      // The rejected one is not streamed; the `header` scheme's secret is neither kept nor forwarded.
      expect(first.map((r) => r.id)).toEqual([ids[2], ids[3]]);
      expect(first[0]!.headers).not.toHaveProperty("x-k");
      expect((await run(acceptedAfter(source.id, null, 1))).map((r) => r.id)).toEqual([ids[0]]);
    });

    it("reads a stream's next requests within a byte budget of bodies, a larger one alone", async () => {
      const { run, account, newSource } = await setup();
      const source = await newSource();
      const sizes = [300, 300, 300, 1000, 10];
      for (const [i, size] of sizes.entries())
        await run(
          insertRequest({
            id: `big-${i}`,
            sourceId: source.id,
            accountId: account.id,
            receivedAt: T0 + i,
            method: "POST",
            path: "/",
            query: null,
            headers: {},
            body: Buffer.alloc(size, i),
            status: "accepted",
            reason: null,
            dedupeKey: null,
          }),
        );
      const reads: string[][] = [];
      let after: { id: string; receivedAt: number } | null = null;
      for (let i = 0; i < sizes.length; i++) {
        const rows: RelayRequestRow[] = await run(acceptedAfter(source.id, after, 10, 700));
        if (rows.length === 0) break;
        reads.push(rows.map((r) => r.id));
        const last = rows[rows.length - 1]!;
        after = { id: last.id, receivedAt: last.receivedAt };
        expect(rows.every((r) => r.body.length === sizes[Number(r.id.slice(4))])).toBe(true);
      }
      expect(reads).toEqual([["big-0", "big-1"], ["big-2"], ["big-3"], ["big-4"]]);
    });
  });

  describe("ingest", () => {
    it("answers a sender's retry within the window as a duplicate of the first, and after it as new", async () => {
      const { deps, clock, run, account, newSource } = await setup();
      const source = await newSource();
      const again = await newSource({ name: "same key, other source" });
      const key = { "idempotency-key": "evt-1" };
      const first = await ingest(deps, source, post(key));
      expect(first).toMatchObject({ accepted: true, duplicate: false });
      clock.advance(DAY - 1);
      expect(await ingest(deps, source, post(key))).toEqual({
        accepted: true,
        requestId: first.requestId,
        duplicate: true,
      });
      expect(await ingest(deps, again, post(key))).toMatchObject({ accepted: true, duplicate: false });
      expect(await ingest(deps, source, post({ "idempotency-key": "evt-2" }))).toMatchObject({
        duplicate: false,
      });
      clock.advance(2);
      const later = await ingest(deps, source, post(key));
      expect(later).toMatchObject({ accepted: true, duplicate: false });
      expect(later.requestId).not.toBe(first.requestId);

      const log = await run(listRequests(account.id, source.id, {}));
      expect(log.items.map((r) => [r.status, r.reason])).toEqual([
        ["accepted", null],
        ["accepted", null],
        ["duplicate", `Repeats request ${first.requestId}`],
        ["accepted", null],
      ]);
    });

    it("takes one of two instances receiving the same key at once, and answers the other as its duplicate", async () => {
      const { deps, other, newSource } = await setup();
      const source = await newSource();
      const keys = Array.from({ length: 20 }, (_, i) => `evt-${i}`);
      const outcomes = await Promise.all(
        keys.flatMap((k) => [deps, other].map((d) => ingest(d, source, post({ "webhook-id": k })))),
      );
      for (const [i] of keys.entries()) {
        const pair = outcomes.slice(2 * i, 2 * i + 2);
        expect(pair.map((o) => "duplicate" in o && o.duplicate).sort()).toEqual([false, true]);
        expect(pair[0]!.requestId).toBe(pair[1]!.requestId);
      }
      const accepted = await deps.store.run(
        all((db, t) =>
          db
            .select({ key: t.relayRequests.dedupeKey })
            .from(t.relayRequests)
            .where(and(eq(t.relayRequests.sourceId, source.id), eq(t.relayRequests.status, "accepted"))),
        ),
      );
      expect(accepted.map((r) => r.key).sort()).toEqual(keys.map((k) => `webhook-id:${k}`).sort());
    });

    it("counts every request on its source, accepted, rejected or duplicate, with the last one's time", async () => {
      const { deps, other, clock, run, account, newSource } = await setup();
      const source = await newSource({ name: "s", verify: { scheme: "header", secret: "k", header: "x-k" } });
      const sent: Promise<unknown>[] = [];
      const requests: Record<string, string>[] = [
        { "x-k": "k" },
        { "x-k": "no" },
        { "x-k": "k", "webhook-id": "w" },
      ];
      for (const [i, headers] of requests.entries())
        for (const d of [deps, other]) {
          clock.set(T0 + i);
          sent.push(ingest(d, source, post(headers)));
        }
      await Promise.all(sent);
      const counted = await run(getSource(account.id, source.id));
      expect(counted).toMatchObject({ requestCount: 6, lastRequestAt: T0 + 2 });
      const statuses = (await run(listRequests(account.id, source.id, {}))).items.map((r) => r.status);
      expect(statuses.sort()).toEqual([
        "accepted",
        "accepted",
        "accepted",
        "duplicate",
        "rejected",
        "rejected",
      ]);
    });

    it("fans an accepted request out to each unpaused, matching destination, and replays it as new deliveries", async () => {
      const { deps, run, account, newSource } = await setup();
      const source: Source = await newSource({
        name: "fan-out",
        destinations: [
          { url: "http://127.0.0.1:9/all" },
          { url: "http://127.0.0.1:9/pushes", filter: { body: { kind: "push" } } },
          { url: "http://127.0.0.1:9/paused", paused: true },
        ],
      });
      const [everything, pushes, paused] = source.destinations.map((d) => d.id);
      const push = await ingest(deps, source, post({}, JSON.stringify({ kind: "push" })));
      const ping = await ingest(deps, source, post({}, JSON.stringify({ kind: "ping" })));
      const fanned = async (id: string) =>
        (await run(getRequest(account.id, id)))!.deliveries.map((d) => [d.destinationId, d.status]);
      expect(await fanned(push.requestId)).toEqual([
        [everything, "pending"],
        [pushes, "pending"],
      ]);
      expect(await fanned(ping.requestId)).toEqual([[everything, "pending"]]);

      const replayed = await replay(deps, account.id, ping.requestId, paused);
      expect(replayed).toMatchObject({ deliveries: [{ destinationId: paused }] });
      expect((await fanned(ping.requestId)).map(([d]) => d)).toEqual([everything, paused]);
    });
  });
});
