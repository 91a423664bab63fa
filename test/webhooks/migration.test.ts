import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWebhookSecret } from "../../src/accounts/keys";
import { accounts, deliveries } from "../../src/db/schema";
import { countRequest, getSource } from "../../src/relay/sources";
import { activeSecrets } from "../../src/webhooks/signing";
import { type Receiver, startReceiver } from "./receiver";
import { pipeline, sampleEvent } from "./setup";

// Upgrading a database written by the previous layout (a `jobs` row of queue 'webhook' per delivery) to the one
// where the delivery row is its own queue entry (drizzle/sqlite/0003): nothing in flight may be lost or sent twice.

let dir: string;
let receiver: Receiver;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "scoutpost-migration-"));
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A database file in WAL mode with every migration before `idx` applied, as an older build left it. */
function databaseBefore(name: string, idx: number) {
  const dbPath = join(dir, name);
  const old = new Database(dbPath);
  old.pragma("journal_mode = WAL");
  migrate(drizzle({ client: old }), { migrationsFolder: migrationsBefore(idx) });
  return { dbPath, old };
}

/** The migrations folder as it was before migration `idx`. */
function migrationsBefore(idx: number): string {
  const folder = join(dir, `drizzle-before-${idx}`);
  cpSync(new URL("../../drizzle/sqlite", import.meta.url), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  for (const e of journal.entries.filter((e) => e.idx >= idx)) unlinkSync(join(folder, `${e.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx < idx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** Account `acc`, as the older layouts had it. */
function insertAccount(old: Database.Database, now: number) {
  old
    .prepare(
      `insert into accounts (id, name, credits_balance, billing_enabled, webhook_secret, created_at)
       values ('acc', 'old', 0, 0, ?, ?)`,
    )
    .run(newWebhookSecret(), now);
}

describe("migration 0003: deliveries become their own queue entries", () => {
  it("keeps pending deliveries due when their jobs were, recovers one caught mid-attempt, and drops the jobs", async () => {
    const { dbPath, old } = databaseBefore("old.db", 3);
    const now = Date.now();
    const url = receiver.url();
    const event = JSON.stringify(sampleEvent);
    old
      .prepare(
        `insert into accounts (id, name, credits_balance, billing_enabled, webhook_secret, created_at)
         values ('acc', 'old', 0, 0, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', ?)`,
      )
      .run(now);
    const delivery = old.prepare(
      `insert into webhook_deliveries (id, account_id, source_type, url, format, event, status, attempts,
         next_attempt_at, created_at) values (?, 'acc', ?, ?, 'scout', ?, ?, ?, ?, ?)`,
    );
    const job = old.prepare(
      `insert into jobs (id, queue, payload, status, available_at, lease_expires_at, allocation_id, created_at,
         updated_at) values (?, 'webhook', ?, ?, ?, ?, ?, ?, ?)`,
    );
    // Waiting for its first attempt; the job says when (the delivery row did not know in the old layout).
    delivery.run("d-pending", "scout", url, event, "pending", 0, null, now - 5_000);
    job.run("j1", JSON.stringify({ deliveryId: "d-pending" }), "pending", now - 1_000, null, null, now, now);
    // Waiting for a retry in the future: it must stay waiting.
    delivery.run("d-later", "scout", url, event, "pending", 1, now + 3_600_000, now - 5_000);
    job.run(
      "j2",
      JSON.stringify({ deliveryId: "d-later" }),
      "pending",
      now + 3_600_000,
      null,
      null,
      now,
      now,
    );
    // Mid-attempt when the old process died: attempt 1 open, job running.
    delivery.run("d-mid", "scout", url, event, "delivering", 1, null, now - 5_000);
    old
      .prepare(
        `insert into webhook_attempts (id, delivery_id, account_id, number, trigger, started_at, request_url,
           request_headers, request_body) values ('a1', 'd-mid', 'acc', 1, 'initial', ?, ?, '{}', '{}')`,
      )
      .run(now - 4_000, url);
    job.run("j3", JSON.stringify({ deliveryId: "d-mid" }), "running", now - 4_000, now - 1, "x", now, now);
    // A test delivery is never dispatched: it must not become due.
    delivery.run("d-test", "test", url, event, "pending", 0, null, now - 5_000);
    // Another queue's job is untouched.
    old
      .prepare(
        `insert into jobs (id, queue, payload, status, available_at, created_at, updated_at)
         values ('j4', 'scout_run', '{}', 'pending', ?, ?, ?)`,
      )
      .run(now + 3_600_000, now, now);
    old.close();

    const p = pipeline({ dbPath });
    try {
      const row = (id: string) => p.delivery(id);
      expect(row("d-pending")).toMatchObject({ status: "pending", nextAttemptAt: now - 1_000 });
      expect(row("d-later")).toMatchObject({ status: "pending", nextAttemptAt: now + 3_600_000 });
      expect(row("d-mid")).toMatchObject({
        status: "delivering",
        allocationId: "migrated",
        leaseExpiresAt: 0,
      });
      // (A test left unfinished is failed at boot, as before: it never had a job.)
      expect(row("d-test")).toMatchObject({ status: "failed", nextAttemptAt: null });
      const jobs = p.deps.db.$client.prepare("select id from jobs order by id").all();
      expect(jobs).toEqual([{ id: "j4" }]);

      expect(await p.settle("d-pending")).toMatchObject({ status: "succeeded", attempts: 1 });
      expect(await p.settle("d-mid")).toMatchObject({ status: "succeeded", attempts: 2 });
      expect(p.attempts("d-mid").map((a) => [a.number, a.trigger, a.errorClass])).toEqual([
        [1, "initial", "interrupted"],
        [2, "retry", null],
      ]);
      expect(row("d-later")).toMatchObject({ status: "pending", attempts: 1 });
      const sent = receiver.requests.map((r) => r.headers["webhook-id"]).sort();
      expect(sent).toEqual(["d-mid", "d-pending"]);
    } finally {
      await p.close();
    }
  });
});

describe("migration 0005: replaced signing secrets become a list", () => {
  it("keeps a previous secret in its overlap signing until its expiry, and drops the old columns", async () => {
    const { dbPath, old } = databaseBefore("secrets.db", 5);
    const now = Date.now();
    const account = old.prepare(
      `insert into accounts (id, name, credits_balance, billing_enabled, webhook_secret, previous_webhook_secret,
         previous_webhook_secret_expires_at, created_at) values (?, ?, 0, 0, ?, ?, ?, ?)`,
    );
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    account.run("rotated", "rotated", current, previous, now + 3_600_000, now);
    account.run("never", "never", newWebhookSecret(), null, null, now);
    old.close();

    const p = pipeline({ dbPath });
    try {
      const row = (id: string) => p.deps.db.select().from(accounts).where(eq(accounts.id, id)).get()!;
      expect(row("rotated").retiredWebhookSecrets).toEqual([
        { secret: previous, expiresAt: now + 3_600_000 },
      ]);
      expect(activeSecrets(row("rotated"), now)).toEqual([current, previous]);
      expect(activeSecrets(row("rotated"), now + 3_600_000)).toEqual([current]);
      expect(row("never").retiredWebhookSecrets).toEqual([]);
      const columns = p.deps.db.$client.prepare("select name from pragma_table_info('accounts')").all();
      expect(columns.map((c) => (c as { name: string }).name)).not.toContain("previous_webhook_secret");
    } finally {
      await p.close();
    }
  });
});

describe("migration 0008: the last error class kept on the delivery", () => {
  it("fills it from each delivery's last completed attempt", async () => {
    const { dbPath, old } = databaseBefore("errclass.db", 8);
    const now = Date.now();
    insertAccount(old, now);
    const delivery = old.prepare(
      `insert into webhook_deliveries (id, account_id, source_type, url, format, event, status, attempts, created_at)
       values (?, 'acc', 'scout', 'https://h.example/x', 'scout', '{}', ?, ?, ?)`,
    );
    const attempt = old.prepare(
      `insert into webhook_attempts (id, delivery_id, account_id, number, trigger, started_at, completed_at,
         request_url, request_headers, request_body, error_class) values (?, ?, 'acc', ?, 'initial', ?, ?, 'x', '{}', '{}', ?)`,
    );
    delivery.run("timed-out", "failed", 2, now);
    attempt.run("a1", "timed-out", 1, now, now, "http_status");
    attempt.run("a2", "timed-out", 2, now, now, "timeout");
    delivery.run("ok", "succeeded", 1, now);
    attempt.run("a3", "ok", 1, now, now, null);
    delivery.run("never", "pending", 0, now);
    old.close();

    const p = pipeline({ dbPath });
    try {
      const cls = (id: string) =>
        p.deps.db.select().from(deliveries).where(eq(deliveries.id, id)).get()!.lastErrorClass;
      expect([cls("timed-out"), cls("ok"), cls("never")]).toEqual(["timeout", null, null]);
    } finally {
      await p.close();
    }
  });
});

describe("migration 0028: a relay source's count moves to its count rows", () => {
  it("keeps each source's request count and last request time, and counts on from there", async () => {
    const { dbPath, old } = databaseBefore("counts.db", 28);
    const now = Date.now();
    insertAccount(old, now);
    const source = old.prepare(
      `insert into relay_sources (id, account_id, name, token, request_count, last_request_at, created_at, updated_at)
       values (?, 'acc', ?, ?, ?, ?, ?, ?)`,
    );
    source.run("busy", "busy", "a".repeat(40), 41, now - 5, now - 100, now - 100);
    source.run("quiet", "quiet", "b".repeat(40), 0, null, now - 100, now - 100);
    old.close();

    const p = pipeline({ dbPath });
    try {
      const counts = async (id: string) => {
        const s = await p.deps.store.run(getSource("acc", id));
        return [s?.requestCount, s?.lastRequestAt];
      };
      expect([await counts("busy"), await counts("quiet")]).toEqual([
        [41, now - 5],
        [0, null],
      ]);
      const columns = p.deps.db.$client.prepare("select name from pragma_table_info('relay_sources')").all();
      expect(columns.map((c) => (c as { name: string }).name)).not.toContain("request_count");
      // The migrated count is slot 0's; a request counted on another slot adds to it.
      await p.deps.store.run(countRequest("busy", now, 3));
      await p.deps.store.run(countRequest("busy", now - 50, 0));
      expect(await counts("busy")).toEqual([43, now]);
    } finally {
      await p.close();
    }
  });
});
