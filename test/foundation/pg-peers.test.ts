import pg from "pg";
import { afterAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { createPgDb } from "../../src/db/pg/client";
import { LISTENER_NAME, pgPeers } from "../../src/db/pg/peers";
import { postgresStore } from "../../src/db/pg/store";
import { JobRunner } from "../../src/jobs/runner";
import { silentLogger } from "../../src/logger";
import { type TestDatabase, withPostgres } from "../helpers/postgres";

// Instances over one PostgreSQL database tell each other of waiting work (src/db/pg/peers.ts): an instance with no
// free slot tells, and an idle one looks at once. The runners here look on their own only every ten minutes, so a
// job an idle instance takes within seconds was found because it was told.

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const d of databases) await d.drop();
});

/** How many listening connections of the test database have run their LISTEN. */
async function listening(url: string, name: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2 and query ilike 'listen %'",
      [name, LISTENER_NAME],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

/** Two instances (a pool, peers and a runner each) over one fresh database; each job waits for `release`. */
async function twoInstances() {
  const database = await withPostgres();
  databases.push(database);
  const seen: { by: string; n: number }[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const make = async (by: string) => {
    const handle = await createPgDb(database.url, { max: 4 });
    const peers = pgPeers(database.url, handle.pool);
    const store = postgresStore(handle);
    const runner = new JobRunner(store, { now: () => Date.now() }, silentLogger, {
      idleLookMs: 600_000,
      peers,
    });
    runner.register<{ n: number }>("q", {
      concurrency: 1,
      handler: async (j) => {
        seen.push({ by, n: j.payload.n });
        await gate;
      },
    });
    onTestFinished(async () => {
      release();
      await runner.stop(1_000);
      await peers.close();
      await handle.close();
    });
    runner.start();
    return { store, runner };
  };
  const a = await make("a");
  await make("b");
  const bothListening = () =>
    vi.waitFor(async () => expect(await listening(database.url, database.name)).toBe(2), { timeout: 10_000 });
  await bothListening();
  return { database, a, seen, bothListening };
}

describe("PostgreSQL: instances tell each other of waiting work", () => {
  it("a job enqueued on an instance with no free slot is taken by an idle one at once", async () => {
    const { a, seen } = await twoInstances();
    await a.store.run(a.runner.enqueueWork("q", { n: 1 }));
    await vi.waitFor(() => expect(seen).toEqual([{ by: "a", n: 1 }]), { timeout: 10_000 });
    // `a` is full: it tells, and `b` looks.
    await a.store.run(a.runner.enqueueWork("q", { n: 2 }));
    await vi.waitFor(() => expect(seen).toContainEqual({ by: "b", n: 2 }), { timeout: 10_000 });
  });

  it("an instance whose listening connection was cut listens again", async () => {
    const { database, a, seen, bothListening } = await twoInstances();
    await a.store.run(a.runner.enqueueWork("q", { n: 1 }));
    await vi.waitFor(() => expect(seen).toEqual([{ by: "a", n: 1 }]), { timeout: 10_000 });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2",
        [database.name, LISTENER_NAME],
      );
    } finally {
      await admin.end();
    }
    await bothListening();
    await a.store.run(a.runner.enqueueWork("q", { n: 2 }));
    await vi.waitFor(() => expect(seen).toContainEqual({ by: "b", n: 2 }), { timeout: 10_000 });
  });
});
