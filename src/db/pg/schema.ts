// The PostgreSQL twin of src/db/schema.ts, where each table and column is documented: the same tables, column
// names, TypeScript names and value types, indexes, unique constraints and foreign keys (checked by
// test/foundation/pg-schema.test.ts). The type mapping is in ./columns.ts. drizzle.pg.config.ts generates
// drizzle/pg/ from this module.

export * from "./tables/accounts";
export * from "./tables/tasks";
export * from "./tables/webhooks";
