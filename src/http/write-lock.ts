import type { MiddlewareHandler } from "hono";
import { BUSY_RETRY_AFTER_S, waitForWriteLock } from "../db/lock";
import { type AppEnv, sqliteConnection } from "../deps";
import { HTTPError } from "./errors";

const READS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

export const BUSY_DETAIL = "The database is busy, so the request was not completed. Try again shortly.";

/** The 503 for a write that met another process's lock: short Retry-After, as locks are held briefly. */
const busyError = () => new HTTPError(503, BUSY_DETAIL, { "Retry-After": String(BUSY_RETRY_AFTER_S) });

/**
 * Before a request that writes: while another process holds SQLite's write lock, wait for it asynchronously (the
 * event loop goes on serving reads) for up to WRITE_LOCK_WAIT_MS, then answer 503 with Retry-After. Without this
 * the wait would be SQLite's own, synchronous, freezing every other request for as long.
 */
export const awaitWriteLock: MiddlewareHandler<AppEnv> = async (c, next) => {
  // PostgreSQL has no database-wide write lock: each transaction waits for the rows it touches only.
  const db = sqliteConnection(c.get("deps"));
  if (db && !READS.has(c.req.method)) {
    if (!(await waitForWriteLock(db))) throw busyError();
  }
  await next();
};
