import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findBrowserExecutable } from "../src/engines/browser/executable";
import { debianPostgresBin } from "./helpers/pg-cluster";

// Which vitest project a test file belongs to, decided by what it needs (vitest.config.ts):
//
// - `evidence`: test/evidence/, the suites that attack the real service (crashes, fuzzing) — the slow ones;
// - `browser`: a real Chromium;
// - `integration`: PostgreSQL, child processes (the real service, the CLI) or sockets (servers on 127.0.0.1);
// - `unit`: none of these, in one process, run without a fresh module graph per file (`isolate: false`).
//
// A file's needs are read from its text and that of the test/ modules it imports (its helpers), so a new file
// lands in the right project by itself; test/helpers/unit-guard.ts stops a `unit` file that starts a process or
// a server anyway, naming this file.

export type Need = "chromium" | "postgres" | "processes" | "sockets";
export type ProjectName = "unit" | "integration" | "browser" | "evidence";

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const MARKERS: Record<Need, RegExp> = {
  chromium: /new BrowserPool\(|chromium\.launch\(|BROWSER_PATH: chromiumPath\b/,
  postgres: /withPostgres\(|inject\("pgAdminUrl"\)|startCluster\(/,
  processes:
    /from "node:child_process"|startService\(|startExpectingFailure\(|spawnCaptured\(|startRelayService\(|startInstances?\(/,
  sockets:
    /createServer\(|\.listen\(|serve\(\{|start(Browse|Fixture|Shop)Site\(|startModelServer\(|startReceiver\(|freePort\(|connect\(/,
};

/** The install command a missing need is met with (Debian's packages, as .ci/run installs them). */
export const INSTALLS: Partial<Record<Need, string>> = { chromium: "chromium", postgres: "postgresql" };

const TEST_DIRS = ["test", "src"];

function testFilesBelow(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) testFilesBelow(p, out);
    else if (e.name.endsWith(".test.ts")) out.push(p);
  }
  return out;
}

/** Every test file, as a path from the repository's root. */
export function testFiles(): string[] {
  return TEST_DIRS.flatMap((d) => testFilesBelow(join(repoRoot, d)))
    .map((f) => relative(repoRoot, f))
    .sort();
}

/** The text of `file` and of every test/ module it imports, directly or through another. */
function textWithHelpers(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return "";
  seen.add(file);
  const text = readFileSync(file, "utf8");
  let all = text;
  for (const [, spec] of text.matchAll(/from "(\.[^"]+)"/g)) {
    const target = resolve(dirname(file), spec!);
    if (!target.startsWith(join(repoRoot, "test"))) continue;
    const found = [target, `${target}.ts`].find((p) => p.endsWith(".ts") && existsSync(p));
    if (found) all += textWithHelpers(found, seen);
  }
  return all;
}

/** What a test file (a path from the root) needs beyond one Node.js process. */
export function needsOf(file: string): Set<Need> {
  const text = textWithHelpers(join(repoRoot, file));
  return new Set((Object.keys(MARKERS) as Need[]).filter((n) => MARKERS[n].test(text)));
}

export function projectOf(file: string, needs = needsOf(file)): ProjectName {
  if (file.startsWith("test/evidence/")) return "evidence";
  if (needs.has("chromium")) return "browser";
  return needs.size > 0 ? "integration" : "unit";
}

export interface Classified {
  file: string;
  needs: Set<Need>;
  project: ProjectName;
}

export function classify(): Classified[] {
  return testFiles().map((file) => {
    const needs = needsOf(file);
    return { file, needs, project: projectOf(file, needs) };
  });
}

/** Whether this machine has what a need asks for, or why not (the install that provides it). */
export function missing(): Partial<Record<Need, string>> {
  const out: Partial<Record<Need, string>> = {};
  // As the service looks for one (src/engines/browser/executable.ts), which is the one the tests use.
  if (!findBrowserExecutable()) out.chromium = "no Chromium or Chrome was found on this machine";
  if (!process.env.TEST_DATABASE_URL?.trim() && !debianPostgresBin())
    out.postgres = "TEST_DATABASE_URL is not set and no /usr/lib/postgresql/*/bin/initdb exists";
  return out;
}
