#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npx scoutpost <command>` works without a build step.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const res = spawnSync(
  process.execPath,
  ["--import", "tsx", join(root, "src", "cli.ts"), ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
process.exit(res.status ?? 1);
