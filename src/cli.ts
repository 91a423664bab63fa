import { existsSync, realpathSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  createAccount,
  createApiKey,
  findAccountByName,
  listAccounts,
  listApiKeys,
  revokeApiKey,
} from "./accounts/keys";
import { grantCredits, setBilling } from "./billing/credits";
import { runListen } from "./cli/listen";
import { runMigrateToPostgres } from "./cli/migrate-to-postgres";
import { postgresBackupAdvice } from "./cli/pg-backup";
import { runTrigger } from "./cli/trigger";
import { commandOf, helpFor, USAGE } from "./cli/usage";
import { type Clock, systemClock } from "./clock";
import { ConfigError, loadConfig } from "./config";
import { createDb, type Db, makePrivate } from "./db/client";
import { openDatabase } from "./db/open";
import { type Store, sqliteStore } from "./db/store";

export class CliError extends Error {}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const v = args[i + 1];
  if (v === undefined || v.startsWith("--")) throw new CliError(`${name} needs a value`);
  args.splice(i, 2);
  return v;
}

function wholeNumber(raw: string | undefined, what: string): number {
  if (raw === undefined || !/^-?\d+$/.test(raw)) throw new CliError(`${what} must be a whole number`);
  return Number(raw);
}

async function accountNamed(store: Store, name: string | undefined) {
  if (!name) throw new CliError("an account name is required");
  const acct = await store.run(findAccountByName(name));
  if (!acct) throw new CliError(`no account named "${name}"`);
  return acct;
}

/** Run one CLI command against `db`, writing human-readable output through `out`. */
export async function runCli(
  argv: string[],
  ctx:
    | { store: Store; db?: Db; clock?: Clock; defaultCredits: number; out: (line: string) => void }
    | {
        db: Db;
        clock?: Clock;
        defaultCredits: number;
        out: (line: string) => void;
      },
): Promise<void> {
  const { db, out } = ctx;
  const store = "store" in ctx ? ctx.store : sqliteStore(ctx.db);
  const clock = ctx.clock ?? systemClock;
  const args = [...argv];
  const [group, action] = [args.shift(), args.shift()];
  switch (group === "backup" ? "backup" : `${group} ${action ?? ""}`.trim()) {
    case "accounts create": {
      const credits = option(args, "--credits");
      const name = args.shift();
      if (!name) throw new CliError("accounts create NAME");
      if (await store.run(findAccountByName(name))) throw new CliError(`account "${name}" already exists`);
      const acct = await store.run(
        createAccount(clock, name, credits ? wholeNumber(credits, "--credits") : ctx.defaultCredits),
      );
      out(`created account ${acct.name} (${acct.id}) with ${acct.creditsBalance} credits`);
      return;
    }
    case "accounts list":
      for (const a of await store.run(listAccounts()))
        out(`${a.id}  ${a.name}  credits=${a.creditsBalance}  billing=${a.billingEnabled ? "on" : "off"}`);
      return;
    case "keys create": {
      const acct = await accountNamed(store, option(args, "--account") ?? "default");
      const key = await store.run(createApiKey(clock, acct.id, { name: option(args, "--name") ?? "cli" }));
      out(
        `created key ${key.id} for account ${acct.name}:\n\n  ${key.key}\n\nStore it now; it is not shown again.`,
      );
      return;
    }
    case "keys list":
      for (const k of await store.run(listApiKeys()))
        out(
          `${k.id}  ${k.prefix}…  account=${k.account}  name=${k.name}  ${k.revokedAt ? "revoked" : "active"}  created=${new Date(k.createdAt).toISOString()}`,
        );
      return;
    case "keys revoke": {
      const id = args.shift();
      if (!id) throw new CliError("keys revoke ID");
      if (!(await store.run(revokeApiKey(clock, id)))) throw new CliError(`no active key with id ${id}`);
      out(`revoked key ${id}`);
      return;
    }
    case "credits grant": {
      const acct = await accountNamed(store, args.shift());
      const n = wholeNumber(args.shift(), "N");
      const balance = await store.run(grantCredits(acct.id, n));
      out(`account ${acct.name}: ${balance} credits`);
      return;
    }
    case "billing enable":
    case "billing disable": {
      const acct = await accountNamed(store, args.shift());
      const on = action === "enable";
      await store.run(setBilling(acct.id, on));
      out(`account ${acct.name}: billing ${on ? "enabled" : "disabled"}`);
      return;
    }
    case "backup": {
      const file = action;
      if (!file) throw new CliError("backup FILE");
      if (!db)
        throw new CliError(
          "backup copies a SQLite file; on PostgreSQL use pg_dump (scoutpost backup prints it)",
        );
      // Made private first: the copy holds the same secrets as the database.
      makePrivate(file, "w");
      // All pages in one step, from one snapshot. SQLite restarts a stepwise backup whenever another connection
      // writes between steps, so against a running service it may never end: 200 MB written every 100 ms by the
      // service had not ended after two minutes (`npx tsx bench/backup.ts`); in one step it cannot restart.
      await db.$client.backup(file, { progress: () => ALL_PAGES });
      out(`backed up to ${file}`);
      return;
    }
    default:
      throw new CliError(USAGE);
  }
}

/** The most pages better-sqlite3 lets one backup step copy (all of any database). */
const ALL_PAGES = 0x7fffffff;

/**
 * The SQLite file a command other than `accounts create` works on must exist: a mistyped DATABASE_PATH would
 * otherwise become a new, empty database, and `keys list` would print nothing and succeed.
 */
function missingDatabase(argv: string[], path: string): string | undefined {
  if (path === ":memory:" || commandOf(argv)?.createsDatabase || existsSync(path)) return undefined;
  return `no database at ${resolve(path)} (DATABASE_PATH=${path}): start the service once to create it, or set DATABASE_PATH to the file it uses`;
}

async function main(argv: string[]) {
  // Before the configuration and the database: asking how to use a command changes nothing and cannot fail.
  const help = helpFor(argv);
  if (help !== undefined) return void process.stdout.write(help);
  // A client of a running server over HTTP: it needs no database and none of the service's configuration.
  if (argv[0] === "listen") process.exit(await runListen(argv.slice(1), process.env));
  if (argv[0] === "trigger") process.exit(await runTrigger(argv.slice(1), process.env));
  try {
    if (!commandOf(argv)) throw new CliError(USAGE);
    const config = loadConfig(process.env);
    const out = (l: string) => process.stdout.write(`${l}\n`);
    if (argv[0] === "migrate-to-postgres")
      process.exit(
        await runMigrateToPostgres(argv.slice(1), config, {
          out,
          err: (l) => process.stderr.write(`${l}\n`),
        }),
      );
    if (argv[0] === "backup" && config.databaseUrl) {
      for (const line of postgresBackupAdvice(argv[1])) out(line);
      return;
    }
    if (config.databaseUrl) {
      const database = await openDatabase(config);
      try {
        await runCli(argv, { store: database.store, defaultCredits: config.defaultCredits, out });
      } finally {
        await database.close();
      }
      return;
    }
    const missing = missingDatabase(argv, config.databasePath);
    if (missing) throw new CliError(missing);
    // A command may wait for the service's writes: it blocks nothing but itself.
    const db = createDb(config.databasePath, { busyTimeoutMs: 5_000 });
    await runCli(argv, { db, defaultCredits: config.defaultCredits, out });
    db.$client.close();
  } catch (err) {
    if (err instanceof CliError || err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
}

const invokedPath = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : "";
if (import.meta.url === invokedPath) void main(process.argv.slice(2));
