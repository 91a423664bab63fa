import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Table } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteConfig } from "drizzle-orm/sqlite-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { createAccount, createApiKey } from "../../src/accounts/keys";
import { systemClock } from "../../src/clock";
import { createDb } from "../../src/db/client";
import { createPgDb } from "../../src/db/pg/client";
import { copySqliteToPostgres, tablesInCopyOrder } from "../../src/db/pg/from-sqlite";
import * as pgSchema from "../../src/db/pg/schema";
import { runNow } from "../../src/db/store";
import {
  copyHere,
  emptyTarget,
  migrateHere,
  onPg,
  pgCounts,
  scoutpost,
  sqliteCounts,
  sqliteTables,
  tableNames,
} from "../helpers/migrate";
import { fillReleaseDatabase, type ReleaseRows } from "../helpers/release-db";
import { insertBrowsingTask } from "../platform/seed";
import { T0 } from "../scouts/harness";
import { closedPort } from "../webhooks/receiver";

const migrate = (from: string, to: string) => scoutpost(["migrate-to-postgres", "--from", from, "--to", to]);

/** The rows of every table, each sorted the same way, as drizzle reads them through a schema. */
const sorted = (rows: unknown[]) =>
  rows.map((r) => [JSON.stringify(r), r] as const).sort(([a], [b]) => (a < b ? -1 : 1));

let dir: string;
let file: string;
let made: ReleaseRows;
let before: Record<string, number>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "scoutpost-migrate-"));
  file = join(dir, "scoutpost.db");
  made = await fillReleaseDatabase(file);
  before = sqliteCounts(file);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("scoutpost migrate-to-postgres: happy path", () => {
  it("the database made by the release has rows in every table of the schema (so each is shown copied)", () => {
    expect(tableNames.length).toBeGreaterThanOrEqual(20);
    expect(tableNames.filter((n) => !(before[n]! > 0))).toEqual([]);
  });

  it("copies every table: equal row counts, equal rows through both schemas, printed table by table", async () => {
    const target = await emptyTarget();
    const res = migrate(file, target.url);
    expect(res.status, res.stderr).toBe(0);
    expect(await pgCounts(target.url)).toEqual(before);
    for (const n of tableNames) {
      expect(res.stdout).toContain(`  ${n}: ${before[n]} row`);
      expect(res.stdout).toMatch(new RegExp(`\\n  ${n} +${before[n]} → ${before[n]}\\n`));
    }

    const source = createDb(file);
    const copy = await createPgDb(target.url, { max: 2 });
    try {
      for (const [name, table] of Object.entries(sqliteTables)) {
        const fromSqlite = source.select().from(table).all();
        const fromPg = await copy.db
          .select()
          .from((pgSchema as unknown as Record<string, Table>)[name] as PgTable);
        expect(sorted(fromPg), name).toEqual(sorted(fromSqlite));
      }
    } finally {
      source.$client.close();
      await copy.close();
    }
  });

  it("keeps each value's type: booleans, bytes, JSON text byte for byte, bigint times; no sequence to carry", async () => {
    const target = await emptyTarget();
    expect((await copyHere(file, target.url)).status).toBe(0);
    const raw = new Database(file, { readonly: true });
    onTestFinished(() => {
      raw.close();
    });
    const sqliteText = (q: string) => new Map(raw.prepare(q).raw().all() as [string, string][]);
    await onPg(target.url, async (c) => {
      const billing = await c.query("select id, billing_enabled from accounts where id = any($1)", [
        [made.alice, made.bob],
      ]);
      expect(Object.fromEntries(billing.rows.map((r) => [r.id, r.billing_enabled]))).toEqual({
        [made.alice]: false,
        [made.bob]: true,
      });
      const steps = await c.query("select image from browsing_steps where task_id = $1", [
        made.browsingTaskId,
      ]);
      expect(steps.rows.map((r) => r.image)).toEqual([made.screenshot]);
      expect((await c.query("select body from relay_requests")).rows.map((r) => r.body)).toEqual([
        made.relayBody,
      ]);

      const pgText = async (q: string) =>
        new Map((await c.query({ text: q, rowMode: "array" })).rows as [string, string][]);
      for (const q of [
        "select id, event from webhook_deliveries",
        "select id, request_headers from webhook_attempts",
        "select id, response_headers from webhook_attempts",
        "select id, headers from webhook_inbox_requests",
        "select id, citations from scout_updates",
      ])
        expect(await pgText(q), q).toEqual(sqliteText(q));

      const scout = await c.query(
        "select created_at, pg_typeof(created_at)::text as type from scouts where id = $1",
        [made.scoutId],
      );
      // int8 arrives as text, or as a number once createPgDb has set its parser in this process.
      expect(scout.rows.map((r) => [Number(r.created_at), r.type])).toEqual([[T0, "bigint"]]);
      const sequences = await c.query(
        "select sequence_name from information_schema.sequences where sequence_schema = current_schema()",
      );
      expect(sequences.rows).toEqual([]);
    });
  });

  it("copies tables larger than one insert: 2,500 accounts, 24 MB of screenshots", async () => {
    const big = join(dir, "big.db");
    const db = createDb(big);
    const accounts = db.$client.transaction(() =>
      Array.from({ length: 2_500 }, (_, i) => runNow(db, createAccount(systemClock, `acct-${i}`, i)).id),
    )();
    const images = Array.from({ length: 24 }, () => randomBytes(1024 * 1024));
    insertBrowsingTask(db, accounts[0]!, { images });
    db.$client.close();
    const target = await emptyTarget();
    const res = await copyHere(big, target.url);
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toContain("  accounts: 2500 rows copied\n");
    await onPg(target.url, async (c) => {
      const credits = await c.query("select sum(credits_balance)::text as sum from accounts");
      expect(credits.rows[0].sum).toBe(String((2_499 * 2_500) / 2));
      const steps = await c.query("select md5(image) as md5 from browsing_steps order by step");
      expect(steps.rows.map((r) => r.md5)).toEqual(
        images.map((b) => createHash("md5").update(b).digest("hex")),
      );
    });
  });

  it("copies one snapshot: what a running service writes during the copy is not in it", async () => {
    const live = join(dir, "live.db");
    copyFileSync(file, live);
    const source = createDb(live);
    const service = createDb(live);
    const { url } = await emptyTarget();
    const target = await createPgDb(url, { max: 1 });
    try {
      await copySqliteToPostgres(source.$client, target.pool, (line) => {
        // Between two tables: an account and its key, committed by another connection.
        if (!line.startsWith("accounts:")) return;
        const acct = runNow(service, createAccount(systemClock, "late", 0));
        runNow(service, createApiKey(systemClock, acct.id));
      });
    } finally {
      source.$client.close();
      service.$client.close();
      await target.close();
    }
    expect(sqliteCounts(live).api_keys).toBe(before.api_keys! + 1);
    expect(await pgCounts(url)).toEqual(before);
  });

  it("copies the tables the schema has, parents before the tables that reference them", () => {
    const order = tablesInCopyOrder().map((t) => t.name);
    expect([...order].sort()).toEqual([...tableNames].sort());
    for (const table of Object.values(sqliteTables)) {
      const { name, foreignKeys } = sqliteConfig(table);
      for (const fk of foreignKeys) {
        const parent = sqliteConfig(fk.reference().foreignTable).name;
        expect(order.indexOf(parent), `${parent} before ${name}`).toBeLessThan(order.indexOf(name));
      }
    }
  });
});

describe("scoutpost migrate-to-postgres: errors", () => {
  it("refuses a target that already holds rows, and writes nothing to it", async () => {
    const target = await emptyTarget();
    expect((await copyHere(file, target.url)).status).toBe(0);
    const again = migrate(file, target.url);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(
      /^migrate-to-postgres: the target database already holds rows \(in accounts, .*\n$/,
    );
    expect(await pgCounts(target.url)).toEqual(before);
  });

  it("rolls back and exits 1 when a table's count differs after the copy", async () => {
    const target = await emptyTarget();
    const made = await createPgDb(target.url);
    // A rule drops every row sent to settings: what arrives is not what was read.
    await made.pool.query("create rule settings_vanish as on insert to settings do instead nothing");
    await made.close();
    const res = await copyHere(file, target.url);
    expect(res.status).toBe(1);
    expect(res.stderr).toBe(
      `migrate-to-postgres: row counts differ after the copy (settings: SQLite ${before.settings}, PostgreSQL 0): rolled back, nothing was written\n`,
    );
    expect(Object.values(await pgCounts(target.url)).every((n) => n === 0)).toBe(true);
  });

  it("a database it cannot reach, or that does not exist, is one line and exit 1, the password not shown", async () => {
    const port = await closedPort();
    const refused = migrate(file, `postgres://scout:hunter2@127.0.0.1:${port}/scoutpost`);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^migrate-to-postgres: cannot open PostgreSQL at postgres://scout:\\*\\*\\*@127\\.0\\.0\\.1:${port}/scoutpost: .*ECONNREFUSED.*\\n$`,
      ),
    );
    const target = await emptyTarget();
    const missing = new URL(target.url);
    missing.pathname = `/${target.name}_missing`;
    const absent = await copyHere(file, missing.toString());
    expect(absent.status).toBe(1);
    expect(absent.stderr).toMatch(
      /^migrate-to-postgres: cannot open PostgreSQL at .*: database ".*_missing" does not exist\n$/,
    );
  });

  it("a missing or foreign SQLite file is refused and left as it was; a command written wrong exits 2", async () => {
    const target = await emptyTarget();
    const nowhere = join(dir, "nowhere.db");
    const missing = await copyHere(nowhere, target.url);
    expect([missing.status, missing.stderr.split("\n").length]).toEqual([1, 2]);
    expect(existsSync(nowhere)).toBe(false);
    const foreign = join(dir, "foreign.db");
    const notes = new Database(foreign);
    notes.exec("create table notes (x text)");
    notes.close();
    expect(await copyHere(foreign, target.url)).toMatchObject({
      status: 1,
      stderr: `migrate-to-postgres: ${foreign} is not a Scoutpost database (it has no migrations table)\n`,
    });
    const after = new Database(foreign, { readonly: true });
    expect(after.prepare("select name from sqlite_master").pluck().all()).toEqual(["notes"]);
    after.close();
    expect(await migrateHere(["--from", file])).toMatchObject({
      status: 2,
      stderr:
        "migrate-to-postgres: no PostgreSQL database named: pass --to postgres://… or set DATABASE_URL\n",
    });
    expect((await copyHere(file, "http://127.0.0.1/x")).status).toBe(2);
  });
});
