import { pathToFileURL } from "node:url";
import { CLIENT_COMMANDS, commandEntry } from "./client-commands";
import { runListen } from "./listen";
import { runTrigger } from "./trigger";

// The single-file client a server hands out at GET /cli/scoutpost.mjs (src/api/relay/cli-client.ts): `listen` and
// `trigger` from the same sources as `npx scoutpost`, bundled by esbuild (src/cli/standalone-build.json) into
// one ES module that needs Node 20 and nothing else, so a laptop without the repository can follow a source.

const USAGE = `Usage: node scoutpost.mjs <command> [--help]\n\n${CLIENT_COMMANDS.map(commandEntry).join("\n")}\n`;

/** Run the client on `argv` (after the script's name); the process's exit code. */
export async function main(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const [command, ...rest] = argv;
  const asked = argv.includes("--help") || argv.includes("-h") || command === "help";
  const named = CLIENT_COMMANDS.find((c) =>
    c.names.includes(command === "help" ? (rest[0] ?? "") : (command ?? "")),
  );
  if (asked) {
    process.stdout.write(named ? `Usage: node scoutpost.mjs <command>\n\n${commandEntry(named)}\n` : USAGE);
    return 0;
  }
  if (command === "listen") return runListen(rest, env);
  if (command === "trigger") return runTrigger(rest, env);
  process.stderr.write(command ? `unknown command ${command}\n\n${USAGE}` : USAGE);
  return 2;
}

// A bundle's entry runs itself; imported from a test, it does not.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
