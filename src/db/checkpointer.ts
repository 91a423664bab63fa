import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Db } from "./client";

// The worker: its own connection to the same file, checkpointing the WAL in PASSIVE mode (it never blocks the
// writer or readers) every `everyMs`. Plain CommonJS evaluated in the worker; better-sqlite3 is resolved by the main
// thread and passed in, so the worker needs no module resolution of its own.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
db.pragma("synchronous = NORMAL");
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch {
    // Busy or failing: the writer's own backstop checkpoint takes over; nothing is lost either way.
  }
}, workerData.everyMs);
parentPort.on("message", (m) => {
  if (m !== "stop") return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** How many WAL frames the writer lets pile up before it checkpoints itself (if the background one falls behind). */
const BACKSTOP_FRAMES = 10_000;
const DEFAULT_AUTOCHECKPOINT = 1_000;

/**
 * Checkpoint the WAL of `db` (a file database) from a background thread instead of in the writer's commits.
 *
 * With SQLite's default, the commit that takes the WAL past 1,000 pages copies them into the database file and
 * fsyncs both files, blocking the event loop for that commit (measured: about 18 µs per webhook delivery, amortised,
 * of a ~200 µs delivery). Here a worker thread with its own connection runs PASSIVE checkpoints every `everyMs`,
 * which neither block nor wait for the writer; the writer only checkpoints itself past BACKSTOP_FRAMES, should the
 * worker fall behind. Durability is unchanged: a commit is durable once in the WAL (synchronous=NORMAL, as before);
 * checkpoints only move committed pages into the main file.
 *
 * Returns `stop`, which ends the worker (await it before closing the database).
 */
export function startBackgroundCheckpoints(
  db: Db,
  path: string,
  opts: { everyMs?: number } = {},
): () => Promise<void> {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, path, everyMs: opts.everyMs ?? 20 },
  });
  // A worker that fails (cannot open the file, ...) just ends: the writer's backstop checkpoints still run.
  const exited = new Promise<void>((resolve) => {
    worker.once("exit", () => resolve());
    worker.once("error", () => undefined);
  });
  // Never keeps the process alive on its own.
  worker.unref();
  db.$client.pragma(`wal_autocheckpoint = ${BACKSTOP_FRAMES}`);
  let stopped: Promise<void> | undefined;
  return () => {
    stopped ??= (async () => {
      // Held until it has ended, or the process could exit with this await still pending.
      worker.ref();
      worker.postMessage("stop");
      await exited;
      if (db.$client.open) db.$client.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT}`);
    })();
    return stopped;
  };
}
