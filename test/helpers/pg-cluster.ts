import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports";

// A private PostgreSQL cluster from Debian's packages, in a temp dir on 127.0.0.1 and a free port, trust auth: the
// test run's server (test/helpers/postgres-setup.ts) and the benchmarks' (bench/scale.ts).

/** The newest Debian PostgreSQL's bin directory (/usr/lib/postgresql/<major>/bin), if one is installed. */
export function debianPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] === undefined ? undefined : join(root, majors[0], "bin");
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
 * Start a private cluster; returns its admin URL, its data directory and how to stop it (and remove its files).
 * Tests run it without fsync (a lost test database is nothing); `durable` keeps PostgreSQL's defaults, as a
 * benchmark must.
 */
export async function startCluster(
  bin: string,
  opts: { durable?: boolean } = {},
): Promise<{ url: string; data: string; stop: () => void }> {
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
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, data, stop };
}
