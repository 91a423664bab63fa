/**
 * The per-object cost of a backup, for bench/pg-screenshots.ts: `count` small screenshots (512 bytes each, so the
 * object count and not the bytes dominates) stored as bytea rows or as large objects, then `pg_dump -Fc` of the
 * database and `pg_restore` of that dump into a fresh one, as an operator backs up and restores. pg_dump writes a
 * table of contents entry per large object and pg_restore recreates each one on its own, so the difference grows
 * with the number of screenshots kept, not with their size.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const FILL: Record<string, string> = {
  bytea: `create table s (id int primary key, image bytea not null);
    insert into s select i, decode(repeat(md5(i::text), 32), 'hex') from generate_series(1, $1::int) i`,
  lo: `create table s (id int primary key, image oid not null);
    insert into s select i, lo_from_bytea(0, decode(repeat(md5(i::text), 32), 'hex'))
    from generate_series(1, $1::int) i`,
};

interface Timed {
  seconds: number;
  peak_rss_mb: number | null;
}
/** A backup of the screenshots stored one way. */
export interface Backup {
  dump: Timed;
  dump_mb: number;
  restore: Timed;
}

/** Run a PostgreSQL client tool; seconds taken and, when /usr/bin/time exists, its peak RSS in MB. */
function timed(tool: string, args: string[]): Timed {
  const withTime = existsSync("/usr/bin/time");
  const [cmd, argv] = withTime ? ["/usr/bin/time", ["-f", "%M", tool, ...args]] : [tool, args];
  const t0 = performance.now();
  const out = spawnSync(cmd, argv, { encoding: "utf8", timeout: 1_800_000 });
  const seconds = Math.round((performance.now() - t0) / 100) / 10;
  if (out.status !== 0) throw new Error(`${tool} failed: ${out.stderr}`);
  const kb = withTime ? Number(out.stderr.trim().split("\n").pop()) : Number.NaN;
  return { seconds, peak_rss_mb: Number.isNaN(kb) ? null : Math.round(kb / 1024) };
}

/** Dump and restore `count` small screenshots stored each way, on the server at `adminUrl`. */
export async function dumpAndRestore(
  adminUrl: string,
  bin: string,
  count: number,
): Promise<{ count: number; object_bytes: number; bytea: Backup; lo: Backup }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-bench-dump-"));
  const made: string[] = [];
  const urlOf = (db: string) => Object.assign(new URL(adminUrl), { pathname: `/${db}` }).toString();
  const fresh = async () => {
    const name = `sp_bench_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${name}`);
    made.push(name);
    return name;
  };
  try {
    const results: Record<string, Backup> = {};
    for (const [kind, fill] of Object.entries(FILL)) {
      const source = await fresh();
      const client = new pg.Client({ connectionString: urlOf(source) });
      await client.connect();
      const [create, insert] = fill.split(";") as [string, string];
      await client.query(create);
      await client.query(insert, [count]);
      await client.end();
      const file = join(dir, `${kind}.dump`);
      const dump = timed(join(bin, "pg_dump"), ["-Fc", "-f", file, urlOf(source)]);
      const restore = timed(join(bin, "pg_restore"), ["-d", urlOf(await fresh()), file]);
      results[kind] = { dump, dump_mb: Math.round((statSync(file).size / 2 ** 20) * 10) / 10, restore };
    }
    return { count, object_bytes: 512, bytea: results.bytea as Backup, lo: results.lo as Backup };
  } finally {
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
