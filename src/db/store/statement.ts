import { createHash } from "node:crypto";
import { getTableColumns, is, Param, Placeholder, sql, type Table } from "drizzle-orm";
import type { Db } from "../client";
import type { Tables, Work } from "./work";

// One definition per storage statement, for both databases. A statement is built once with drizzle from the
// store's tables, its varying values left as placeholders (`$("id")`), and prepared once per connection handle: a
// better-sqlite3 statement on SQLite, a named prepared statement on PostgreSQL (node-postgres parses it once per
// connection and binds it after). Each run only fills the placeholders. Building a drizzle query costs more than
// running it (docs/performance.md, "One definition per statement"), so hot paths use these; cold paths may still
// build a query per call with all / get / run (./work.ts).
//
//   const renameSource = statement((db, t) =>
//     db.update(t.relaySources).set({ name: $("name") }).where(eq(t.relaySources.id, $("id"))));
//   yield* exec(renameSource, { id, name });
//
// What a bound value costs a plan: SQLite serves a partial index (`where status = 'pending'`) only for the same
// literal, so a status a statement always has is written as SQL, not as a placeholder or a drizzle value. A bare
// bound LIMIT (`limit ?`, as drizzle writes `.limit(n)`) is read by SQLite when it prepares the statement, so every
// run binds it anew and SQLite prepares the statement again (a dedupe lookup 27 against 7 µs; the delivery claim
// 78 against 27 µs): `one` reads the first row of a statement with no LIMIT, and hand-written claims bind theirs as
// an expression (`limit +?`), which is read only when the statement runs.

type Build<Q> = (db: Db, t: Tables) => Q;

/** A statement defined once; `Q` is its drizzle query (typed as SQLite's; PostgreSQL's takes the same calls). */
export interface Statement<Q> {
  readonly build: Build<Q>;
}

/** Placeholder values, by name. A run missing a placeholder's value fails. */
export type Params = Record<string, unknown>;

/** Define a statement: `build` makes the query from the database handle and the tables, with `$` placeholders. */
export function statement<Q>(build: Build<Q>): Statement<Q> {
  return { build };
}

/**
 * A placeholder named `name`, filled from the params a run is given, and encoded as the column it stands for (a
 * JSON column's value is serialized). Typed to fit anywhere a value does: drizzle takes a placeholder in `set` as
 * in `values` and `where`, though its `set` types leave it out.
 */
export const $ = (name: string): never => sql.placeholder(name) as never;

/**
 * A placeholder for every column of `table`, named as the column's field: the values of an insert of a whole row.
 * A run takes the row itself as its params.
 */
export function rowPlaceholders<T extends Table>(table: T): Record<keyof T["_"]["columns"], never> {
  return Object.fromEntries(Object.keys(getTableColumns(table)).map((k) => [k, $(k)])) as never;
}

/** What a storage function yields to run a defined statement. */
export type PreparedOp = {
  kind: "prepared";
  mode: "all" | "get" | "run";
  statement: Statement<unknown>;
  params: Params;
};

/** Every row the statement returns. */
export function* many<R>(statement: Statement<{ all(): R[] }>, params: Params = {}): Work<R[]> {
  return (yield { kind: "prepared", mode: "all", statement, params }) as R[];
}

/** The first row the statement returns, if any. */
export function* one<R>(
  statement: Statement<{ get(): R | undefined }>,
  params: Params = {},
): Work<R | undefined> {
  return (yield { kind: "prepared", mode: "get", statement, params }) as R | undefined;
}

/** Run a write that returns no rows; answers how many rows it changed. */
export function* exec(statement: Statement<{ run(): unknown }>, params: Params = {}): Work<number> {
  return (yield { kind: "prepared", mode: "run", statement, params }) as number;
}

/**
 * How a prepared statement's parameters are filled from a run's params, worked out once: drizzle fills them anew on
 * every run, testing each parameter's kind through its prototype chain (about 200 ns a parameter, a fifth of a
 * 12-column insert on SQLite). Each placeholder is encoded as its column, as drizzle does; a fixed value stays.
 */
export function paramFiller(params: readonly unknown[]): (values: Params) => unknown[] {
  const fills = params.map((p): ((values: Params) => unknown) => {
    const placeholder = is(p, Placeholder)
      ? p
      : is(p, Param) && is(p.value, Placeholder)
        ? p.value
        : undefined;
    if (!placeholder) return () => p;
    const { name } = placeholder;
    const encode = is(p, Param) ? (v: unknown) => p.encoder.mapToDriverValue(v) : (v: unknown) => v;
    return (values) => {
      if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
      const v = values[name];
      // SQL NULL for null, as drizzle writes a null value it is given directly (its placeholders encode it).
      return v === null ? null : encode(v);
    };
  });
  return (values) => fills.map((fill) => fill(values));
}

/** What the drivers keep of a statement on each handle (a database, or one transaction on PostgreSQL), dropped with it. */
export function preparedStatements<P>(): (handle: object, statement: Statement<unknown>, make: () => P) => P {
  const made = new WeakMap<object, Map<Statement<unknown>, P>>();
  return (handle, statement, make) => {
    let onHandle = made.get(handle);
    if (!onHandle) {
      onHandle = new Map();
      made.set(handle, onHandle);
    }
    let prepared = onHandle.get(statement);
    if (!prepared) {
      prepared = make();
      onHandle.set(statement, prepared);
    }
    return prepared;
  };
}

/**
 * PostgreSQL's name for a statement: from its text, so one text always has one name on a connection (node-postgres
 * binds a name it has parsed before without sending the text again, so two texts must never share one).
 */
export function pgStatementName(query: { toSQL(): { sql: string } }): string {
  return `sp_${createHash("sha1").update(query.toSQL().sql).digest("hex").slice(0, 24)}`;
}
