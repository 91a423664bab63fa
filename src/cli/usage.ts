import { CLIENT_COMMANDS, type Command, commandEntry } from "./client-commands";
import { MIGRATE_USAGE } from "./migrate-to-postgres";

// The commands as data: `scoutpost --help`, `scoutpost keys --help` and `scoutpost keys create --help` print from
// this table, and `main` asks it whether a command is known and whether it may create the database, before it
// opens anything.

export const COMMANDS: Command[] = [
  {
    names: ["accounts create"],
    usage: "accounts create NAME [--credits N]",
    what: "create an account (creates the database if there is none)",
    createsDatabase: true,
  },
  { names: ["accounts list"], usage: "accounts list", what: "list accounts with balances" },
  {
    names: ["keys create"],
    usage: "keys create [--account NAME] [--name LABEL]",
    what: "create an API key (printed once)",
  },
  { names: ["keys list"], usage: "keys list", what: "list keys (prefix only)" },
  { names: ["keys revoke"], usage: "keys revoke ID", what: "revoke a key" },
  { names: ["credits grant"], usage: "credits grant ACCOUNT N", what: "add N credits to an account" },
  {
    names: ["billing enable", "billing disable"],
    usage: "billing enable|disable ACCOUNT",
    what: "set up or remove billing (overage metering)",
  },
  {
    names: ["backup"],
    usage: "backup FILE",
    what: "online backup of the database to FILE (with DATABASE_URL set: prints the pg_dump and pg_restore commands to use)",
  },
  {
    names: ["migrate-to-postgres"],
    usage: MIGRATE_USAGE,
    what: "copy every table of the SQLite database (default DATABASE_PATH) into an empty PostgreSQL one (default DATABASE_URL)",
  },
  ...CLIENT_COMMANDS,
];

const HELP_FLAGS: ReadonlySet<string> = new Set(["--help", "-h", "help"]);
/** The usage of every command in `commands`, as `--help` prints it. */
function usage(commands: Command[]): string {
  return `Usage: scoutpost <command> [--help]\n\n${commands.map(commandEntry).join("\n")}\n\nThe database is DATABASE_PATH (default ./data/scoutpost.db), or DATABASE_URL when set.\n`;
}

export const USAGE = usage(COMMANDS);

/** The command `argv` names (its first one or two words), or undefined for none. */
export function commandOf(argv: string[]): Command | undefined {
  const two = argv.slice(0, 2).join(" ");
  return COMMANDS.find((c) => c.names.includes(two) || c.names.includes(argv[0] ?? ""));
}

/**
 * The help `argv` asks for, or undefined when it asks for none: `--help` or `-h` anywhere, or `help` first, prints
 * the entries of the command or group its other words name (all of them for none, or a name that matches nothing).
 */
export function helpFor(argv: string[]): string | undefined {
  if (!argv.some((a) => a === "--help" || a === "-h") && argv[0] !== "help") return undefined;
  const words = argv.filter((a) => !HELP_FLAGS.has(a) && !a.startsWith("-")).slice(0, 2);
  for (let n = words.length; n > 0; n--) {
    const prefix = words.slice(0, n).join(" ");
    const hits = COMMANDS.filter((c) => c.names.some((m) => m === prefix || m.startsWith(`${prefix} `)));
    if (hits.length > 0) return usage(hits);
  }
  return USAGE;
}
