import { type InferInsertModel, type InferSelectModel, is, SQL, type Table } from "drizzle-orm";
import { PgTable, getTableConfig as pgConfig } from "drizzle-orm/pg-core";
import { SQLiteTable, getTableConfig as sqliteConfig } from "drizzle-orm/sqlite-core";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as pg from "../../src/db/pg/schema";
import * as sqlite from "../../src/db/schema";

// The PostgreSQL schema is the SQLite schema's twin (src/db/pg/schema.ts): a store written against one reads and
// writes the same rows through the other. Pure: no database, only drizzle's view of the two schemas.

type Column =
  | ReturnType<typeof pgConfig>["columns"][number]
  | ReturnType<typeof sqliteConfig>["columns"][number];
type Config = ReturnType<typeof pgConfig> | ReturnType<typeof sqliteConfig>;

/** The tables a schema module exports, by export name. */
function tablesOf(module: Record<string, unknown>, kind: typeof PgTable | typeof SQLiteTable) {
  return Object.fromEntries(Object.entries(module).filter(([, v]) => is(v, kind))) as Record<string, Table>;
}
const pgTables = tablesOf(pg, PgTable);
const sqliteTables = tablesOf(sqlite, SQLiteTable);

/** A WHERE of a partial index or a SQL default as its text (they hold no parameters). */
const sqlText = (s: SQL | undefined) =>
  s?.queryChunks.map((c) => (c as { value?: string[] }).value?.join("") ?? "?").join("");

/** A column's default as the SQL literal it stands for, so `[]` (SQLite's JSON mode) equals pg's sql`'[]'`. */
const defaultOf = (c: Column) =>
  is(c.default, SQL)
    ? sqlText(c.default)
    : Array.isArray(c.default)
      ? `'${JSON.stringify(c.default)}'`
      : c.default;

/** What the parity test compares of a table: everything but the column types, which differ by design. */
function shape(config: Config) {
  return {
    name: config.name,
    columns: config.columns.map((c) => ({
      name: c.name,
      notNull: c.notNull,
      primary: c.primary,
      unique: c.isUnique ? c.uniqueName : false,
      default: defaultOf(c),
      enumValues: c.enumValues,
    })),
    primaryKeys: config.primaryKeys.map((k) => k.columns.map((c) => c.name)),
    indexes: config.indexes
      .map((i) => ({
        name: i.config.name ?? "",
        columns: i.config.columns.map((c) => (c as { name: string }).name),
        unique: i.config.unique,
        where: sqlText(i.config.where),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    uniqueConstraints: config.uniqueConstraints.map((u) => [u.name, u.columns.map((c) => c.name)]),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return {
          name: fk.getName(),
          columns: ref.columns.map((c) => c.name),
          foreignColumns: ref.foreignColumns.map((c) => c.name),
          // Unset is "no action" in both dialects' SQL.
          onDelete: fk.onDelete ?? "no action",
          onUpdate: fk.onUpdate ?? "no action",
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The PostgreSQL type each SQLite column type may become (src/db/pg/columns.ts). */
const TYPE_MAP: Record<string, string[]> = {
  SQLiteText: ["text"],
  SQLiteTextJson: ["text"],
  SQLiteInteger: ["bigint", "integer"],
  SQLiteReal: ["double precision"],
  SQLiteBoolean: ["boolean"],
  SQLiteBlobBuffer: ["bytea"],
};

describe("the PostgreSQL schema is the SQLite schema's twin", () => {
  it("exports the same tables under the same names", () => {
    expect(Object.keys(pgTables).sort()).toEqual(Object.keys(sqliteTables).sort());
    expect(Object.keys(sqliteTables)).toHaveLength(23);
  });

  it.each(Object.keys(sqliteTables))(
    "%s: same columns, nullability, defaults, keys, indexes and foreign keys",
    (name) => {
      const lite = sqliteConfig(sqliteTables[name] as SQLiteTable);
      const twin = pgConfig(pgTables[name] as PgTable);
      expect(shape(twin)).toEqual(shape(lite));
    },
  );

  it.each(Object.keys(sqliteTables))("%s: each column's type maps as documented, times as bigint", (name) => {
    const lite = sqliteConfig(sqliteTables[name] as SQLiteTable);
    const twin = pgConfig(pgTables[name] as PgTable);
    for (const column of lite.columns) {
      const pgType = twin.columns.find((c) => c.name === column.name)?.getSQLType();
      expect(TYPE_MAP[column.columnType], `${name}.${column.name}`).toContain(pgType);
      // Unix milliseconds pass 2^31 (in 1970): every time column must be int8.
      if (/At$|^timestamp$/.test(column.name)) expect(pgType, `${name}.${column.name}`).toBe("bigint");
    }
  });

  it("gives every table the same TypeScript row and insert types (checked by tsc)", () => {
    type Lite = typeof sqlite;
    type Names = { [K in keyof Lite]: Lite[K] extends Table ? K : never }[keyof Lite];
    type Same<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
    type Model<T, Insert> = T extends Table
      ? Insert extends true
        ? InferInsertModel<T>
        : InferSelectModel<T>
      : 0;
    /** The tables whose row (or insert) type differs between the two schemas: none. */
    type Differing<Insert> = {
      [K in Names]: Same<Model<Lite[K], Insert>, Model<(typeof pg)[K & keyof typeof pg], Insert>> extends true
        ? never
        : K;
    }[Names];
    expectTypeOf<Differing<false>>().toEqualTypeOf<never>();
    expectTypeOf<Differing<true>>().toEqualTypeOf<never>();
  });
});
