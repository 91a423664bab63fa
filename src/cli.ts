import { realpathSync } from "node:fs";
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
import { LISTEN_USAGE, runListen } from "./cli/listen";
import { MIGRATE_USAGE, runMigrateToPostgres } from "./cli/migrate-to-postgres";
import { postgresBackupAdvice } from "./cli/pg-backup";
import { type Clock, systemClock } from "./clock";
import { ConfigError, loadConfig } from "./config";
import { createDb, type Db, makePrivate } from "./db/client";
import { openDatabase } from "./db/open";
import { type Store, sqliteStore } from "./db/store";

const USAGE = `Usage: scoutpost <command>

  accounts create NAME [--credits N]   create an account
  accounts list                        list accounts with balances
  keys create [--account NAME] [--name LABEL]
                                       create an API key (printed once)
  keys list                            list keys (prefix only)
  keys revoke ID                       revoke a key
  credits grant ACCOUNT N              add N credits to an account
  billing enable|disable ACCOUNT       set up or remove billing (overage metering)
  backup FILE                          online backup of the database to FILE (with DATABASE_URL set:
                                       prints the pg_dump and pg_restore commands to use)
  ${MIGRATE_USAGE}
                                       copy every table of the SQLite database (default DATABASE_PATH)
                                       into an empty PostgreSQL one (default DATABASE_URL)
  ${LISTEN_USAGE}
                                       forward a relay source's requests to a local URL as they
                                       arrive (a running server: SCOUTPOST_URL, SCOUTPOST_API_KEY)
`;

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

async function main() {
  // A client of a running server over HTTP: it needs no database and none of the service's configuration.
  if (process.argv[2] === "listen") process.exit(await runListen(process.argv.slice(3), process.env));
  try {
    const config = loadConfig(process.env);
    const out = (l: string) => process.stdout.write(`${l}\n`);
    if (process.argv[2] === "migrate-to-postgres")
      process.exit(
        await runMigrateToPostgres(process.argv.slice(3), config, {
          out,
          err: (l) => process.stderr.write(`${l}\n`),
        }),
      );
    if (process.argv[2] === "backup" && config.databaseUrl) {
      for (const line of postgresBackupAdvice(process.argv[3])) out(line);
      return;
    }
    if (config.databaseUrl) {
      const database = await openDatabase(config);
      try {
        await runCli(process.argv.slice(2), {
          store: database.store,
          defaultCredits: config.defaultCredits,
          out,
        });
      } finally {
        await database.close();
      }
      return;
    }
    // A command may wait for the service's writes: it blocks nothing but itself.
    const db = createDb(config.databasePath, { busyTimeoutMs: 5_000 });
    await runCli(process.argv.slice(2), {
      db,
      defaultCredits: config.defaultCredits,
      out,
    });
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
if (import.meta.url === invokedPath) void main();
