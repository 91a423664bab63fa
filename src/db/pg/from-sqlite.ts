import type Database from "better-sqlite3";
import { is } from "drizzle-orm";
import { CasingCache } from "drizzle-orm/casing";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type pg from "pg";
import * as schema from "./schema";

// The copy behind `scoutpost migrate-to-postgres` (docs/postgres.md, "Moving from SQLite to PostgreSQL"): every
// table of the schema, rows as stored, from a SQLite file into an empty PostgreSQL database. It is the one writer
// that bypasses each table's owning module, on purpose: it moves rows those modules wrote, unchanged, once.

/** One table to copy: its name, its columns, how each column's SQLite value is sent, the tables it references. */
export interface TableCopy {
  name: string;
  columns: string[];
  convert: ((value: unknown) => unknown)[];
  parents: string[];
}

/** A table's rows in the SQLite snapshot and in PostgreSQL after the copy. */
export interface TableCount {
  table: string;
  sqlite: number;
  postgres: number;
}

/** Why a copy stopped with nothing written (the PostgreSQL transaction rolled back). */
export class CopyRefused extends Error {}

/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 65_535;
const ROWS_PER_INSERT = 1_000;
/** An insert is sent once its values pass this size, so a batch of screenshots stays a few MB. */
const BYTES_PER_INSERT = 8 * 1024 * 1024;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * How a value read from SQLite (integers as bigint, read with safeIntegers) is sent to PostgreSQL: booleans stored
 * as 0/1 become booleans, blobs stay Buffers (bytea), integers go as decimal text (exact whatever their size), and
 * text (JSON included) goes as it is stored, byte for byte.
 */
function converter(sqlType: string): (value: unknown) => unknown {
  if (sqlType === "boolean") return (v) => (v === null ? null : v !== 0n && v !== 0);
  if (sqlType === "bytea")
    return (v) => (v === null || Buffer.isBuffer(v) ? v : Buffer.from(String(v), "utf8"));
  return (v) => (typeof v === "bigint" ? v.toString() : v);
}

/**
 * Every table of the PostgreSQL schema (the SQLite schema's twin: test/foundation/pg-schema.test.ts), parents
 * before the tables whose foreign keys reference them. Read from the schema itself, so a table added to it is
 * copied without being listed anywhere.
 */
export function tablesInCopyOrder(): TableCopy[] {
  // The columns' names as the database has them: createPgDb's drizzle makes them snake_case from the keys.
  const casing = new CasingCache("snake_case");
  const tables = (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return {
        name: config.name,
        columns: config.columns.map((c) => casing.getColumnCasing(c)),
        convert: config.columns.map((c) => converter(c.getSQLType())),
        parents: [
          ...new Set(config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name)),
        ].filter((p) => p !== config.name),
      };
    });
  const ordered: TableCopy[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t.name) && t.parents.every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error("the schema's foreign keys form a cycle: no copy order exists");
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
  }
  return ordered;
}

function sqliteCount(source: Database.Database, table: string): number {
  const row = source
    .prepare(`select count(*) from ${quote(table)}`)
    .pluck()
    .safeIntegers(true)
    .get();
  return Number(row as bigint);
}

async function postgresCount(client: pg.PoolClient, table: string): Promise<number> {
  const res = await client.query<{ n: string }>(`select count(*)::text as n from ${quote(table)}`);
  return Number(res.rows[0]!.n);
}

/** Copy one table's rows in multi-row inserts; returns how many rows were read. */
async function copyTable(source: Database.Database, client: pg.PoolClient, t: TableCopy): Promise<number> {
  const columns = t.columns.map(quote).join(", ");
  const rowsPerInsert = Math.min(ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / t.columns.length));
  let values: unknown[] = [];
  let tuples: string[] = [];
  let bytes = 0;
  let copied = 0;
  const flush = async () => {
    if (tuples.length === 0) return;
    await client.query(`insert into ${quote(t.name)} (${columns}) values ${tuples.join(", ")}`, values);
    copied += tuples.length;
    values = [];
    tuples = [];
    bytes = 0;
  };
  const rows = source
    .prepare(`select ${columns} from ${quote(t.name)}`)
    .raw(true)
    .safeIntegers(true);
  // The statement stays open across the awaits: nothing else uses this connection meanwhile.
  for (const row of rows.iterate() as IterableIterator<unknown[]>) {
    const first = values.length;
    tuples.push(`(${row.map((_, i) => `$${first + i + 1}`).join(", ")})`);
    for (const [i, v] of row.entries()) {
      const sent = t.convert[i]!(v);
      values.push(sent);
      bytes += Buffer.isBuffer(sent) ? sent.length : typeof sent === "string" ? sent.length : 8;
    }
    if (tuples.length >= rowsPerInsert || bytes >= BYTES_PER_INSERT) await flush();
  }
  await flush();
  return copied;
}

/** Our tables that carry triggers of their own (research_tasks keeps research_task_counts). */
async function tablesWithTriggers(client: pg.PoolClient, tables: TableCopy[]): Promise<string[]> {
  const res = await client.query<{ relname: string }>(
    `select distinct c.relname from pg_trigger tg
       join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where not tg.tgisinternal and n.nspname = current_schema() and c.relname = any($1::text[])`,
    [tables.map((t) => t.name)],
  );
  return res.rows.map((r) => r.relname);
}

/**
 * Copy every table from `source` (a SQLite connection with the current migrations applied) into the PostgreSQL
 * database behind `pool` (migrated by createPgDb), and return the row counts of both, table by table.
 *
 * SQLite is read inside one read transaction: one snapshot, even if a service still writes the file. PostgreSQL is
 * written inside one transaction holding every table locked: it refuses (CopyRefused) a target that already holds a
 * row, and rolls back unless every table ends with as many rows as the snapshot has. User triggers are off for the
 * copy, so rows a trigger derives (research_task_counts) arrive as stored, not counted twice. `progress` gets a
 * line per table.
 */
export async function copySqliteToPostgres(
  source: Database.Database,
  pool: pg.Pool,
  progress: (line: string) => void,
): Promise<TableCount[]> {
  const tables = tablesInCopyOrder();
  const client = await pool.connect();
  // A broken connection rejects the query in flight; without a listener its 'error' event would end the process.
  client.on("error", () => {});
  let failed: Error | undefined;
  source.exec("begin");
  try {
    // The first read fixes the snapshot every later read sees.
    const expected = new Map(tables.map((t) => [t.name, sqliteCount(source, t.name)]));
    await client.query("begin");
    try {
      await client.query(`lock table ${tables.map((t) => quote(t.name)).join(", ")} in exclusive mode`);
      const held = [];
      for (const t of tables) if (await postgresCount(client, t.name)) held.push(t.name);
      if (held.length)
        throw new CopyRefused(
          `the target database already holds rows (in ${held.join(", ")}): it must be empty; nothing was written`,
        );
      const triggered = await tablesWithTriggers(client, tables);
      for (const name of triggered) await client.query(`alter table ${quote(name)} disable trigger user`);
      for (const t of tables) {
        const n = await copyTable(source, client, t);
        progress(`${t.name}: ${n} ${n === 1 ? "row" : "rows"} copied`);
      }
      for (const name of triggered) await client.query(`alter table ${quote(name)} enable trigger user`);
      const counts: TableCount[] = [];
      for (const t of tables)
        counts.push({
          table: t.name,
          sqlite: expected.get(t.name)!,
          postgres: await postgresCount(client, t.name),
        });
      const differ = counts.filter((c) => c.sqlite !== c.postgres);
      if (differ.length)
        throw new CopyRefused(
          `row counts differ after the copy (${differ.map((c) => `${c.table}: SQLite ${c.sqlite}, PostgreSQL ${c.postgres}`).join("; ")}): rolled back, nothing was written`,
        );
      await client.query("commit");
      return counts;
    } catch (err) {
      await client.query("rollback").catch(() => {});
      throw err;
    }
  } catch (err) {
    failed = err instanceof CopyRefused ? undefined : (err as Error);
    throw err;
  } finally {
    source.exec("commit");
    // A connection that failed mid-copy is discarded rather than handed out again.
    client.release(failed);
  }
}
