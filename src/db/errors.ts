/** A storage condition that passes without a code change: the disk fills up, a lock is held, a volume fails. */
export type StorageProblem = "full" | "busy" | "unwritable";

/**
 * What kind of storage problem `err` is, or undefined for any other error (a constraint or a syntax error is a
 * bug, not a condition to wait out). Callers answer 503 (HTTP) or try the work again later (jobs) instead of
 * failing it for good.
 */
export function storageProblem(err: unknown): StorageProblem | undefined {
  if (!(err instanceof Error)) return undefined;
  if (err instanceof DatabaseUnreachable) return "unwritable";
  const code = (err as { code?: unknown }).code;
  if (typeof code !== "string") return undefined;
  if (err.name === "SqliteError") {
    if (code === "SQLITE_FULL") return "full";
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return "busy";
    if (code.startsWith("SQLITE_IOERR") || code.startsWith("SQLITE_READONLY")) return "unwritable";
    return undefined;
  }
  // node-postgres' DatabaseError: the server's SQLSTATE (PostgreSQL's "Appendix A. Error Codes") and a severity.
  if ("severity" in err && /^[0-9A-Z]{5}$/.test(code)) return POSTGRES_PROBLEMS.get(code);
  return undefined;
}

/** The SQLSTATEs that are conditions to wait out; every other one (a constraint, a syntax error) is a bug. */
const POSTGRES_PROBLEMS: ReadonlyMap<string, StorageProblem> = new Map([
  ["53100", "full"], // disk_full
  ["40001", "busy"], // serialization_failure
  ["40P01", "busy"], // deadlock_detected
  ["55P03", "busy"], // lock_not_available
  ["53200", "busy"], // out_of_memory
  ["53300", "busy"], // too_many_connections
  ["25006", "unwritable"], // read_only_sql_transaction: a standby, or default_transaction_read_only
  ["58030", "unwritable"], // io_error
  ["57P01", "unwritable"], // admin_shutdown
  ["57P02", "unwritable"], // crash_shutdown
  ["57P03", "unwritable"], // cannot_connect_now: starting up or shutting down
]);

/**
 * The PostgreSQL server could not be reached or dropped the connection (refused, reset, timed out): raised by the
 * PostgreSQL store in place of the driver's socket error (src/db/store/drive.ts), so that it reads as a storage
 * problem here and an outbound request's socket error never does.
 */
export class DatabaseUnreachable extends Error {
  override name = "DatabaseUnreachable";
  constructor(cause: Error) {
    super(`The database could not be reached: ${cause.message}`, { cause });
  }
}

/** PostgreSQL out of reach, or shutting down or starting up: what a query of /health's own meets as well. */
function serverGone(err: unknown): boolean {
  if (err instanceof DatabaseUnreachable) return true;
  const code = (err as { code?: unknown } | undefined)?.code;
  return (
    err instanceof Error && "severity" in err && (code === "57P01" || code === "57P02" || code === "57P03")
  );
}

/** How long work put off by a storage problem waits before it is tried again. */
export const STORAGE_RETRY_MS = 30_000;

/** How long /health reports a storage problem after the last write it refused, unless a write commits sooner. */
export const STORAGE_PROBLEM_SHOWN_MS = 60_000;

/**
 * The last storage problem this process's writes met, for /health: a full disk shows there, where a monitor sees
 * it, and not only in the log. One per deps (`deps.memory.storage`), shared with its job runner; the HTTP error
 * handler and the runner note into it, and a job whose work and new state commit clears it.
 */
export class StorageHealth {
  private last: { problem: Exclude<StorageProblem, "busy">; at: number } | undefined;

  /** Remember that a write met `problem` at `at`; `err`, the error it met, says whether /health sees it live. */
  note(problem: StorageProblem, at: number, err?: unknown): void {
    // A held lock is not remembered: /health sees it live while it lasts (src/db/lock.ts), and remembering it would
    // hide a full disk met just before. Nor is a server that was out of reach: /health's own query sees that live,
    // and remembering it would keep every instance out of a balancer's rotation for a minute after the server is back.
    if (problem !== "busy" && !serverGone(err)) this.last = { problem, at };
  }

  /**
   * A write committed since: the problem it met before has passed, and /health says so at once. One comparison
   * while nothing is remembered, so a path that commits often can call it.
   */
  wrote(): void {
    if (this.last !== undefined) this.last = undefined;
  }

  /** The full or unwritable disk a write met within the last STORAGE_PROBLEM_SHOWN_MS, none committing since. */
  recent(now: number): Exclude<StorageProblem, "busy"> | undefined {
    const seen = this.last;
    return seen && now - seen.at < STORAGE_PROBLEM_SHOWN_MS ? seen.problem : undefined;
  }
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
