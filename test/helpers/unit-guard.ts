import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";
import { expect } from "vitest";

// The `unit` project's setup (vitest.config.ts): its files share one module graph per worker and must need nothing
// outside the process. A file that starts a child process or listens on a socket belongs to `integration`; this
// says so at once rather than leaving a server or a process behind for the next file (test/projects.ts decides
// the project by what a file's text shows it needs).

function refuse(what: string): never {
  const file = expect.getState().testPath ?? "this file";
  throw new Error(
    `${file} ${what}, which a unit test file may not: test/projects.ts puts a file in the integration project ` +
      "when its text (or a test helper it imports) shows the need; call the helper that shows it, or add the marker",
  );
}

for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const) {
  // biome-ignore lint/suspicious/noExplicitAny: replacing each of child_process's starters alike
  (childProcess as any)[name] = () => refuse(`starts a child process (child_process.${name})`);
}
net.Server.prototype.listen = function listen() {
  return refuse("listens on a socket (net.Server.listen)");
} as typeof net.Server.prototype.listen;
// `import { spawn } from "node:child_process"` reads the ESM view of the module: bring it up to date.
syncBuiltinESMExports();
