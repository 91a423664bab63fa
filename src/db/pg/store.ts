import { pgStore, type Store } from "../store";
import type { PgHandle } from "./client";
import * as pgSchema from "./schema";

/** The store over an open PostgreSQL database: storage work built from the PostgreSQL tables. */
export function postgresStore(handle: PgHandle): Store {
  return pgStore(handle.db, pgSchema);
}
