#!/usr/bin/env node
// Runs the CLI from its TypeScript sources through tsx where tsx is installed (a checkout: no build step needed),
// else the built dist/cli.js: a production install, such as the image, has no tsx.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
let command;
try {
  // tsx resolved from here, not from the working directory, which may be any folder.
  command = ["--import", import.meta.resolve("tsx"), join(root, "src", "cli.ts")];
} catch {
  command = ["--enable-source-maps", join(root, "dist", "cli.js")];
}
const child = spawn(process.execPath, [...command, ...process.argv.slice(2)], { stdio: "inherit" });
// A signal sent to this process alone (`kill <pid>`, a supervisor) reaches the command too: `scoutpost listen`
// stops on SIGINT and SIGTERM.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
