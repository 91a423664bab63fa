import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

// vitest's globalSetup: the service and the CLI built once for the run (`node build.mjs`, what `npm start` runs),
// provided to every test file as `builtDir`, so the suites that start them as processes (test/helpers/built.ts)
// run plain JavaScript rather than compiling src/ through tsx in each process: a start costs ~0.8 s of CPU against
// ~4 s, and a full run starts about sixty. Each run builds into a folder of its own beside dist/ (the built files
// find package.json and drizzle/ in their folder's parent, src/root.ts), so two runs sharing the checkout never
// delete each other's files; a folder whose run has ended is removed here or by the next run.

declare module "vitest" {
  export interface ProvidedContext {
    builtDir: string | null;
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const PREFIX = ".test-build-";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export default function setup(project: TestProject): (() => void) | undefined {
  // `npm run test:quick` runs the unit project alone, which starts no process.
  if (project.vitest.projects.every((p) => p.name === "unit")) {
    project.provide("builtDir", null);
    return undefined;
  }
  for (const name of readdirSync(root)) {
    const pid = name.startsWith(PREFIX) ? Number(name.slice(PREFIX.length)) : Number.NaN;
    if (Number.isInteger(pid) && !alive(pid)) rmSync(join(root, name), { recursive: true, force: true });
  }
  const dir = join(root, `${PREFIX}${process.pid}`);
  const built = spawnSync(process.execPath, ["build.mjs", dir], { cwd: root, encoding: "utf8" });
  if (built.status !== 0) throw new Error(`node build.mjs ${dir} failed:\n${built.stderr}${built.stdout}`);
  project.provide("builtDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
