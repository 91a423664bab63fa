/**
 * One storage variant of bench/pg-screenshots.ts, in its own process so its peak RSS is its own:
 * `node --import tsx bench/pg-screenshots-run.ts <variant> <size_kb> <count> <concurrency> <admin_url> [pg_bin]`.
 *
 * Creates a throwaway database on the server at `admin_url`, applies the real migrations (createPgDb), writes
 * `count` screenshots of `size_kb` random (incompressible, as WEBP is) bytes as browsing steps, reads each back once
 * in shuffled order and checks its bytes, measures the space they take, dumps the database with pg_dump (when
 * `pg_bin` is given), deletes the tasks as the service does (the steps go by ON DELETE CASCADE) and measures what
 * is left. Prints one JSON object on stdout.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray, sql } from "drizzle-orm";
import pg from "pg";
import { createAccount } from "../src/accounts/keys";
import { systemClock } from "../src/clock";
import { createPgDb, type PgDb } from "../src/db/pg/client";
import { browsingTasks } from "../src/db/pg/schema";
import { postgresStore } from "../src/db/pg/store";
import { percentile } from "./lib";
import { type Step, variants } from "./pg-screenshots-variants";

const [variantName, sizeKb, countArg, concurrencyArg, adminUrl, pgBin] = process.argv.slice(2);
const variant = variants[variantName as keyof typeof variants];
if (!variant || !adminUrl)
  throw new Error("usage: pg-screenshots-run.ts <variant> <kb> <count> <conc> <url>");
const SIZE = Number(sizeKb) * 1024;
const COUNT = Number(countArg);
const CONCURRENCY = Number(concurrencyArg);
const STEPS_PER_TASK = 50;

const MB = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const ms = (n: number) => Math.round(n * 100) / 100;

/** Run `fn` over `items`, `concurrency` at a time; returns each call's duration in ms. */
async function inParallel<T>(items: T[], fn: (item: T) => Promise<void>): Promise<number[]> {
  const took: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      const t0 = performance.now();
      await fn(item);
      took.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return took;
}

async function scalar(db: PgDb, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await db.execute<{ v: string | number }>(query);
  return Number(rows[0]?.v);
}

async function main() {
  const name = `sp_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  const handle = await createPgDb(url.toString(), { max: CONCURRENCY });
  const db = handle.db;
  try {
    const account = await postgresStore(handle).run(createAccount(systemClock, "bench", 0));
    const taskIds = Array.from({ length: Math.ceil(COUNT / STEPS_PER_TASK) }, () => randomUUID());
    await db.insert(browsingTasks).values(
      taskIds.map((id) => ({
        id,
        accountId: account.id,
        task: "bench",
        maxSteps: STEPS_PER_TASK,
        status: "running" as const,
        createdAt: Date.now(),
      })),
    );
    await variant.setup(db);

    // Image i is a window of one random pool: every image differs and none compresses, yet the process holds
    // one pool rather than `count` images, so the RSS measured is the driver's, not the benchmark's.
    const pool = randomBytes(SIZE + COUNT * 64);
    const imageOf = (i: number) => pool.subarray(i * 64, i * 64 + SIZE);
    const steps: Step[] = Array.from({ length: COUNT }, (_, i) => ({
      id: randomUUID(),
      taskId: taskIds[Math.floor(i / STEPS_PER_TASK)] as string,
      step: (i % STEPS_PER_TASK) + 1,
      index: i,
    }));
    const rssBefore = maxRssMb();
    const wal0 = (await db.execute<{ v: string }>(sql`select pg_current_wal_lsn()::text as v`)).rows[0]?.v;

    const t0 = performance.now();
    const writes = await inParallel(steps, (s) => variant.write(db, s, imageOf(s.index)));
    const writeS = (performance.now() - t0) / 1000;
    const rssWrite = maxRssMb();
    const walBytes = await scalar(
      db,
      sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${wal0}::pg_lsn) as v`,
    );

    const shuffled = [...steps].sort(() => Math.random() - 0.5);
    const t1 = performance.now();
    const reads = await inParallel(shuffled, async (s) => {
      const image = await variant.read(db, s.id);
      if (!image.equals(imageOf(s.index))) throw new Error(`step ${s.id} came back different`);
    });
    const readS = (performance.now() - t1) / 1000;
    const rssRead = maxRssMb();

    const onDisk = await scalar(db, variant.sizeQuery);
    const dump = pgBin ? pgDump(pgBin, url.toString()) : null;

    const t2 = performance.now();
    await db.delete(browsingTasks).where(inArray(browsingTasks.id, taskIds));
    const deleteMs = performance.now() - t2;
    for (const table of variant.vacuum) await db.execute(sql.raw(`vacuum ${table}`));
    const afterDelete = {
      delete_ms: ms(deleteMs),
      on_disk_mb_after_delete_and_vacuum: MB(await scalar(db, variant.sizeQuery)),
      large_objects_left: await scalar(db, sql`select count(*) as v from pg_largeobject_metadata`),
    };
    const unlink = variant.unlinkOrphans ? await variant.unlinkOrphans(db) : null;

    return {
      variant: variantName,
      size_kb: Number(sizeKb),
      count: COUNT,
      concurrency: CONCURRENCY,
      payload_mb: MB(SIZE * COUNT),
      writes_per_s: Math.round(COUNT / writeS),
      write_p50_ms: ms(percentile(writes, 0.5)),
      write_p99_ms: ms(percentile(writes, 0.99)),
      reads_per_s: Math.round(COUNT / readS),
      read_p50_ms: ms(percentile(reads, 0.5)),
      read_p99_ms: ms(percentile(reads, 0.99)),
      rss_before_mb: rssBefore,
      rss_peak_write_mb: rssWrite,
      rss_peak_read_mb: rssRead,
      wal_mb: MB(walBytes),
      on_disk_mb: MB(onDisk),
      pg_dump: dump,
      ...afterDelete,
      unlink,
    };
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** `pg_dump -Fc` of the whole database, as a backup would run it: seconds and archive size. */
function pgDump(bin: string, url: string): { seconds: number; mb: number } | { error: string } {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-bench-dump-"));
  try {
    const t0 = performance.now();
    const out = spawnSync(join(bin, "pg_dump"), ["-Fc", "-f", join(dir, "d.dump"), url], {
      encoding: "utf8",
    });
    if (out.status !== 0) return { error: out.stderr.trim() };
    return { seconds: ms((performance.now() - t0) / 1000), mb: MB(statSync(join(dir, "d.dump")).size) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.stdout.write(`${JSON.stringify(await main())}\n`);
