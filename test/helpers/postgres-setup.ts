import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

// vitest's globalSetup: the PostgreSQL server the store-level suites make their throwaway databases on
// (test/helpers/postgres.ts), provided to every test file as `pgAdminUrl`, an admin URL to database `postgres`.
// TEST_DATABASE_URL names one (CI starts its own, .ci/run); without it, when Debian's PostgreSQL is installed, a
// private cluster is started here once for the run (in a temp dir, on 127.0.0.1 and a free port, trust auth) and
// stopped at the end. With neither, or when that cluster cannot start, `pgAdminUrl` is null and `pgProblem` says
// why: only the suites that need PostgreSQL fail (withPostgres() throws it), not the whole run.

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string | null;
    pgProblem: string | null;
  }
}

/** The newest Debian PostgreSQL's bin directory (/usr/lib/postgresql/<major>/bin), if one is installed. */
export function debianPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] === undefined ? undefined : join(root, majors[0], "bin");
}

/** A TCP port nobody listens on at 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Run a PostgreSQL tool. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (which
 * Debian's package creates); as anyone else, as that user.
 */
function run(bin: string, tool: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]]
    : [join(bin, tool), args];
  const out = spawnSync(cmd, argv, { encoding: "utf8", timeout: 60_000 });
  if (out.status !== 0)
    throw new Error(
      `${tool} ${args.join(" ")} failed (${out.status ?? out.signal}): ${out.stderr || out.stdout}`,
    );
}

/**
 * Start a private cluster; returns its admin URL and how to stop it (and remove its files). Tests run it without
 * fsync; `durable` keeps PostgreSQL's defaults (fsync, synchronous commit), for benchmarks that measure writes.
 */
export async function startCluster(
  bin: string,
  opts: { durable?: boolean } = {},
): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-pg-"));
  if (process.getuid?.() === 0) {
    const postgres = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (postgres.status !== 0) throw new Error("no `postgres` user: install Debian's postgresql package");
    chownSync(dir, Number(postgres.stdout.trim()), Number(group.stdout.trim()));
  }
  const data = join(dir, "data");
  run(bin, "initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const fast = opts.durable ? "" : " -c fsync=off -c synchronous_commit=off";
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${fast}`;
  run(bin, "pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "start"]);
  const stop = () => {
    try {
      run(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  const provide = (url: string | null, problem: string | null) => {
    project.provide("pgAdminUrl", url);
    project.provide("pgProblem", problem);
  };
  if (given) {
    provide(given, null);
    return undefined;
  }
  const bin = debianPostgresBin();
  if (!bin) {
    provide(null, "TEST_DATABASE_URL is not set and no /usr/lib/postgresql/*/bin/initdb exists");
    return undefined;
  }
  try {
    const cluster = await startCluster(bin);
    provide(cluster.url, null);
    return cluster.stop;
  } catch (err) {
    provide(null, `the private cluster of ${bin} did not start: ${(err as Error).message}`);
    return undefined;
  }
}
