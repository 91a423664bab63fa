/**
 * Full-disk run (by hand, not part of the test run; needs root for the mount): `node bench/disk-full.mjs [seed] [rounds]`.
 *
 * Mounts a 16 MiB tmpfs (or uses DISK_DIR, a directory on a small file system of your own) and starts the real
 * service with its SQLite file there, a fixture site that answers after 300 ms (so tasks are in flight) and a
 * webhook receiver that answers 200, 503, late or resets (seeded). Each round brings work through the API (research
 * tasks with webhooks, test sends, redeliveries) for 1-2 s, fills the disk to the last byte with a file, keeps the
 * work coming for 2-4 s, deletes the file and brings work for 1 s more. Then it lets the service settle (at most
 * 120 s) and audits the ledger as bench/chaos.mjs does, and more: every answer while the disk was full was a 503
 * with Retry-After (no 500), every accepted research task succeeded (the site never fails, so a failed task is
 * a storage problem that leaked into a result), /health said 503 "full" at the end of each full phase, and the
 * disk really filled (some 503s). Exits 1 listing what broke.
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { audit, seeded, service, settle, startReceiver, startSite, tally, workload } from "./chaos-lib.mjs";

const seed = Number(process.argv[2] ?? 1);
const ROUNDS = Number(process.argv[3] ?? 5);
const rnd = seeded(seed);
const mounted = !process.env.DISK_DIR;
const dir = process.env.DISK_DIR ?? mkdtempSync(join(tmpdir(), "disk-full-"));
if (mounted) execFileSync("mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", dir]);
const dbPath = join(dir, "d.db");
const filler = join(dir, "filler");
const key = `sp_${"Z9y8X7w6V5".repeat(4)}`;

/** Write zeros until the file system refuses (ENOSPC). */
function fillDisk() {
  const fd = openSync(filler, "w");
  const chunk = Buffer.alloc(64 * 1024);
  try {
    for (let i = 0; i < 1_000_000; i++) writeSync(fd, chunk);
  } catch (e) {
    if (e.code !== "ENOSPC") throw e;
  }
  // The last bytes: what a 64 KiB chunk did not fit.
  try {
    for (let i = 0; i < 1_000_000; i++) writeSync(fd, chunk, 0, 512);
  } catch (e) {
    if (e.code !== "ENOSPC") throw e;
  } finally {
    closeSync(fd);
  }
}

const site = await startSite(300);
const receiver = await startReceiver(rnd);
const svc = service({ port: 18800 + (seed % 100), dbPath, key });
const work = workload({ base: svc.base, key, rnd, sitePort: site.port, hook: receiver.hook });
await svc.start();
/** Bring work for `ms` and wait for every answer. */
const busy = async (ms) => {
  const answers = await work.run(ms);
  await answers;
};
const healthWhileFull = [];
for (let r = 0; r < ROUNDS; r++) {
  await busy(1000 + rnd() * 1000);
  fillDisk();
  await busy(2000 + rnd() * 2000);
  const health = await fetch(`${svc.base}/health`);
  healthWhileFull.push(`${health.status} ${(await health.json()).checks.database}`);
  rmSync(filler);
  await busy(1000);
}
const db = new Database(dbPath, { readonly: true });
const problems = (await settle(db)) ? [] : ["did not settle in 120 s"];
problems.push(...audit(db, { accepted: work.accepted, seen: receiver.seen }));
const failed = db.prepare("select id, error from research_tasks where status <> 'succeeded'").all();
if (failed.length)
  problems.push(
    `research tasks not succeeded: ${failed.length}`,
    ...failed.slice(0, 3).map((t) => JSON.stringify(t)),
  );
const statuses = Object.fromEntries(work.accepted.statuses);
// Every full phase refused some write, so /health must have said so then.
if (healthWhileFull.some((h) => h !== "503 full"))
  problems.push(`/health while the disk was full: ${healthWhileFull}`);
if (!statuses[503] && !statuses[500]) problems.push("no request refused: the disk never filled up");
const { research, tests } = work.accepted;
console.log(
  JSON.stringify({
    seed,
    rounds: ROUNDS,
    research: research.length,
    tests,
    statuses,
    healthWhileFull,
    ...tally(db),
  }),
);
console.log(problems.length ? `PROBLEMS:\n- ${problems.join("\n- ")}` : "OK: no invariant broken");
db.close();
await svc.stop();
site.close();
receiver.close();
if (mounted) execFileSync("umount", [dir]);
rmSync(dir, { recursive: true, force: true });
process.exit(problems.length ? 1 : 0);
