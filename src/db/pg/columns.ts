import { bigint, customType, text } from "drizzle-orm/pg-core";
import { errorClasses } from "../schema";

// How the SQLite schema's column types map onto PostgreSQL, one helper per kind:
// - unix-millisecond times, and counts that can pass 2^31 (credits, request counts): int8, read as a JS number
//   (every such value is far below 2^53); small numbers (status codes, attempts, steps) stay integer;
// - integer booleans become boolean; blobs become bytea, read as a Buffer;
// - JSON is text holding the same JSON.stringify output SQLite stores. Not jsonb: jsonb reorders keys and drops
//   duplicate ones, so a stored event or header set would not come back as written, and no query reads inside
//   these values.

export const id = () => text().primaryKey();
export const int8 = () => bigint({ mode: "number" });
export const createdAt = () => int8().notNull();

const jsonText = customType<{ data: unknown; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => JSON.parse(value),
});
export const json = <T>() => jsonText().$type<T>();

/** pg returns bytea as a Buffer and sends a Buffer as binary, so no conversion is needed either way. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export { errorClasses };
export const bodyEncodings = ["utf8", "base64"] as const;
