import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { is } from "drizzle-orm";
import { SQLiteTable, getTableConfig as sqliteConfig } from "drizzle-orm/sqlite-core";
import pg from "pg";
import { onTestFinished } from "vitest";
import { runMigrateToPostgres } from "../../src/cli/migrate-to-postgres";
import * as sqliteSchema from "../../src/db/schema";
import { builtCommand } from "./built";
import { withPostgres } from "./postgres";

// What the tests of `scoutpost migrate-to-postgres` and of `scoutpost backup` on PostgreSQL share: the CLI run as
// a process or in this one, and every table's row count on either side.

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The tables of the SQLite schema by export name: the tests' own list, independent of the command's. */
export const sqliteTables = Object.fromEntries(
  Object.entries(sqliteSchema).filter(([, v]) => is(v, SQLiteTable)),
) as Record<string, SQLiteTable>;
export const tableNames = Object.values(sqliteTables).map((t) => sqliteConfig(t).name);

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `scoutpost …` as a process, as an operator runs it. */
export function scoutpost(args: string[], env: Record<string, string> = {}): CliRun {
  const [command, ...cli] = builtCommand("cli");
  const res = spawnSync(command, [...cli, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** `scoutpost migrate-to-postgres ARGS` in this process: the code the process runs, without its start-up time. */
export async function migrateHere(args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runMigrateToPostgres(
    args,
    { databasePath: "./data/scoutpost.db", databaseUrl: undefined },
    { out: (l) => out.push(l), err: (l) => err.push(l) },
  );
  return { status, stdout: out.map((l) => `${l}\n`).join(""), stderr: err.map((l) => `${l}\n`).join("") };
}

export const copyHere = (from: string, to: string) => migrateHere(["--from", from, "--to", to]);

/** A fresh PostgreSQL database, dropped when the calling test ends. */
export async function emptyTarget() {
  const target = await withPostgres();
  onTestFinished(() => target.drop());
  return target;
}

export function sqliteCounts(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(
      tableNames.map((n) => [n, db.prepare(`select count(*) from "${n}"`).pluck().get() as number]),
    );
  } finally {
    db.close();
  }
}

/** Run `fn` with a plain pg client on `url`. */
export async function onPg<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const pgCounts = (url: string) =>
  onPg(url, async (c) => {
    const counts: Record<string, number> = {};
    for (const n of tableNames)
      counts[n] = Number((await c.query(`select count(*) from "${n}"`)).rows[0].count);
    return counts;
  });
