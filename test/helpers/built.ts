import { join } from "node:path";
import { inject } from "vitest";
import { projectPath } from "../../src/root";

/**
 * The command that runs the built service (`index`) or CLI (`cli`) as `npm start` runs dist/: node on this run's
 * build (test/helpers/build-setup.ts). Arguments follow it. Outside a vitest run (a benchmark such as
 * bench/scale.ts), there is no run's build: the sources, through tsx.
 */
export function builtCommand(entry: "index" | "cli"): [string, ...string[]] {
  if (!process.env.VITEST) return [process.execPath, "--import", "tsx", projectPath("src", `${entry}.ts`)];
  const dir = inject("builtDir");
  if (!dir)
    throw new Error("no build for this run: test/helpers/build-setup.ts runs unless only `unit` runs");
  return [process.execPath, "--enable-source-maps", join(dir, `${entry}.js`)];
}
