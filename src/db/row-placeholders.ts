import { getTableColumns, type Table } from "drizzle-orm";
import { $ } from "./store";

/**
 * A placeholder for every column of `table`, named as the column's field: the values of an insert of a whole row,
 * defined once (src/db/store/statement.ts). A run takes the row itself as its params.
 */
export function rowPlaceholders<T extends Table>(table: T): Record<keyof T["_"]["columns"], never> {
  return Object.fromEntries(Object.keys(getTableColumns(table)).map((k) => [k, $(k)])) as never;
}
