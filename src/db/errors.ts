/** A storage condition that passes without a code change: the disk fills up, a lock is held, a volume fails. */
export type StorageProblem = "full" | "busy" | "unwritable";

/**
 * What kind of storage problem `err` is, or undefined for any other error (a constraint or a syntax error is a
 * bug, not a condition to wait out). Callers answer 503 (HTTP) or try the work again later (jobs) instead of
 * failing it for good.
 */
export function storageProblem(err: unknown): StorageProblem | undefined {
  if (!(err instanceof Error) || err.name !== "SqliteError") return undefined;
  const code = (err as { code?: unknown }).code;
  if (typeof code !== "string") return undefined;
  if (code === "SQLITE_FULL") return "full";
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return "busy";
  if (code.startsWith("SQLITE_IOERR") || code.startsWith("SQLITE_READONLY")) return "unwritable";
  return undefined;
}

/** How long work put off by a storage problem waits before it is tried again. */
export const STORAGE_RETRY_MS = 30_000;

/** How long /health reports a storage problem after the last write it refused. */
export const STORAGE_PROBLEM_SHOWN_MS = 60_000;

const lastProblem = new WeakMap<object, { problem: Exclude<StorageProblem, "busy">; at: number }>();

/**
 * Remember that a write on `db`'s connection met `problem` at `at` (the HTTP error handler and the job runner
 * call it), for /health: a full disk shows there, where a monitor sees it, and not only in the log.
 */
export function noteStorageProblem(db: { $client: object }, problem: StorageProblem, at: number): void {
  // A held lock is not remembered: /health sees it live while it lasts (src/db/lock.ts), and remembering it would
  // hide a full disk met just before.
  if (problem !== "busy") lastProblem.set(db.$client, { problem, at });
}

/** The full or unwritable disk a write on `db` met within the last STORAGE_PROBLEM_SHOWN_MS, if any. */
export function recentStorageProblem(
  db: { $client: object },
  now: number,
): Exclude<StorageProblem, "busy"> | undefined {
  const seen = lastProblem.get(db.$client);
  return seen && now - seen.at < STORAGE_PROBLEM_SHOWN_MS ? seen.problem : undefined;
}

/**
 * Why the database at `path` could not be opened (or written at start-up), in one line for the operator: the
 * error's message and code, and what to do about a storage problem. Start-up prints it instead of a stack trace.
 */
export function cannotOpen(path: string, err: unknown): string {
  const { message = String(err), code } = err as { message?: string; code?: unknown };
  const named = typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message;
  const problem = code === "ENOSPC" ? "full" : storageProblem(err);
  const hint =
    problem === "full"
      ? ": the disk is full; free some space and start again"
      : problem
        ? ": check that the disk has space and the file system is writable"
        : "";
  return `Cannot open the database at ${path}: ${named}${hint}`;
}
