#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npx scoutpost <command>` works without a build step.
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const child = spawn(
  process.execPath,
  // tsx resolved from here, not from the working directory, which may be any folder.
  ["--import", import.meta.resolve("tsx"), join(root, "src", "cli.ts"), ...process.argv.slice(2)],
  { stdio: "inherit" },
);
// A signal sent to this process alone (`kill <pid>`, a supervisor) reaches the command too: `scoutpost listen`
// stops on SIGINT and SIGTERM.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
