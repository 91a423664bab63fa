import Database from "better-sqlite3";
import type { Config } from "../config";
import { createDb, type Db } from "../db/client";
import { createPgDb, type PgHandle } from "../db/pg/client";
import { copySqliteToPostgres } from "../db/pg/from-sqlite";

// `scoutpost migrate-to-postgres` (docs/postgres.md, "Moving from SQLite to PostgreSQL"): copy a SQLite database
// into an empty PostgreSQL one. Exit codes as `scoutpost listen`'s: 2 for a command written wrong, 1 for a copy
// that failed or was refused (always with nothing written), each with one line on stderr.

export const MIGRATE_USAGE = "migrate-to-postgres [--from SQLITE_FILE] [--to POSTGRES_URL]";

class Stop extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2,
  ) {
    super(message);
  }
}

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

function parse(argv: string[], config: Pick<Config, "databasePath" | "databaseUrl">) {
  const opts: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i]!, argv[i + 1]];
    if (name !== "--from" && name !== "--to") throw new Stop(`Usage: scoutpost ${MIGRATE_USAGE}`, 2);
    if (value === undefined || value.startsWith("--")) throw new Stop(`${name} needs a value`, 2);
    opts[name] = value;
  }
  const from = opts["--from"] ?? config.databasePath;
  const to = opts["--to"] ?? config.databaseUrl;
  if (!to) throw new Stop("no PostgreSQL database named: pass --to postgres://… or set DATABASE_URL", 2);
  if (!/^postgres(ql)?:\/\/./.test(to)) throw new Stop("--to must be a postgres:// or postgresql:// URL", 2);
  return { from, to };
}

/** The URL as it may be printed: the password replaced. */
function shown(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "the URL given";
  }
}

/** An error's message on one line (a refused connection to several addresses has only its parts' messages). */
function oneLine(err: unknown): string {
  const e = err as Error & { errors?: Error[]; code?: string };
  const message = e.message || e.errors?.map((x) => x.message).join("; ") || e.code || String(err);
  return message.split("\n")[0]!;
}

/**
 * Open the SQLite file at `path` with the current release's migrations applied, after checking that it exists and
 * is a Scoutpost database (migrating, or creating, anything else would change a file that is not ours).
 */
function openSource(path: string): Db {
  let probe: Database.Database;
  try {
    probe = new Database(path, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new Stop(`cannot open the SQLite database ${path}: ${oneLine(err)}`, 1);
  }
  try {
    const ours = probe
      .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
      .get();
    if (!ours) throw new Stop(`${path} is not a Scoutpost database (it has no migrations table)`, 1);
  } finally {
    probe.close();
  }
  // Brings a file an older release wrote up to the current schema, as starting this release would.
  return createDb(path, { busyTimeoutMs: 5_000 });
}

/** `scoutpost migrate-to-postgres …`: returns the exit code; progress and counts go to `out`, a failure to `err`. */
export async function runMigrateToPostgres(
  argv: string[],
  config: Pick<Config, "databasePath" | "databaseUrl">,
  io: Io,
): Promise<number> {
  let source: Db | undefined;
  let target: PgHandle | undefined;
  try {
    const { from, to } = parse(argv, config);
    source = openSource(from);
    io.out(`copying ${from} to ${shown(to)}`);
    try {
      target = await createPgDb(to, { max: 1 });
    } catch (err) {
      throw new Stop(`cannot open PostgreSQL at ${shown(to)}: ${oneLine(err)}`, 1);
    }
    const counts = await copySqliteToPostgres(source.$client, target.pool, (line) => io.out(`  ${line}`));
    const width = Math.max(...counts.map((c) => c.table.length));
    io.out("row counts (SQLite → PostgreSQL):");
    for (const c of counts) io.out(`  ${c.table.padEnd(width)}  ${c.sqlite} → ${c.postgres}`);
    const rows = counts.reduce((n, c) => n + c.postgres, 0);
    io.out(`done: ${rows} rows in ${counts.length} tables, every count matches`);
    return 0;
  } catch (err) {
    io.err(`migrate-to-postgres: ${err instanceof Stop ? err.message : oneLine(err)}`);
    return err instanceof Stop ? err.code : 1;
  } finally {
    source?.$client.close();
    await target?.close();
  }
}
