import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "./client";
import { storageProblem } from "./errors";

/**
 * How long one statement waits for another process's write lock (SQLite's busy_timeout). better-sqlite3 waits
 * synchronously, on the event loop, so this stays a few milliseconds: longer waits happen asynchronously
 * (waitForWriteLock), or the work is put off and tried again.
 */
export const BUSY_TIMEOUT_MS = 5;

/** How long an API write waits, without blocking, for another process's write lock before its 503. */
export const WRITE_LOCK_WAIT_MS = 4_000;

/** What a 503 for a held lock tells the client to wait (seconds): locks are held briefly, unlike a full disk. */
export const BUSY_RETRY_AFTER_S = 2;

/** How long start-up waits for another process's write lock (a CLI command run as the service starts). */
export const START_LOCK_WAIT_MS = 30_000;

/** How long background work that met a held lock waits before it is tried again. */
export const BUSY_RETRY_MS = 1_000;

/**
 * Whether this connection can take the write lock now: BEGIN IMMEDIATE and ROLLBACK at once (a few microseconds
 * when it is free; at most BUSY_TIMEOUT_MS when another process holds it). Inside a transaction of ours the lock
 * is already held.
 */
export function writeLockFree(db: Db): boolean {
  const c = db.$client;
  if (c.inTransaction) return true;
  try {
    c.exec("BEGIN IMMEDIATE");
  } catch (err) {
    if (storageProblem(err) === "busy") return false;
    throw err;
  }
  c.exec("ROLLBACK");
  return true;
}

/**
 * Wait until the write lock is free (true) or `maxMs` has passed (false), polling with a growing pause between
 * tries so that the event loop goes on serving reads meanwhile. The lock is not held afterwards: a write that
 * follows can still meet a new holder, and then fails fast as busy.
 */
export async function waitForWriteLock(db: Db, maxMs = WRITE_LOCK_WAIT_MS): Promise<boolean> {
  const deadline = performance.now() + maxMs;
  let pause = 2;
  while (!writeLockFree(db)) {
    const left = deadline - performance.now();
    if (left <= 0) return false;
    await sleep(Math.min(pause, left));
    pause = Math.min(pause * 2, 100);
  }
  return true;
}

/**
 * Run a write that must not fail because another process holds the write lock for a moment (start-up's own
 * writes): on busy, wait without blocking (waitForWriteLock) and run it again, until `maxMs` has passed. `write`
 * must be one transaction, so a busy run changed nothing. With no SQLite handle (PostgreSQL) it runs once.
 */
export async function retryWhileLocked<T>(
  db: Db | undefined,
  write: () => Promise<T>,
  maxMs = START_LOCK_WAIT_MS,
): Promise<T> {
  const deadline = performance.now() + maxMs;
  for (;;) {
    try {
      return await write();
    } catch (err) {
      const left = deadline - performance.now();
      if (!db || storageProblem(err) !== "busy" || left <= 0) throw err;
      await waitForWriteLock(db, left);
    }
  }
}
