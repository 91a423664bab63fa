/**
 * Online backup benchmark (not part of the test run): `npx tsx bench/backup.ts [size_mb=200] [write_ms=100,200,1000]`.
 *
 * A database of `size_mb` (the service's schema plus ballast) is written to by this process every `write_ms`, as a
 * running service writes to it, while `scoutpost backup` (src/cli.ts, its own process, as an operator runs it)
 * copies it. Reports how long the backup took, or that it had not ended after 120 s.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "../src/db/client";
import { writeResult } from "./lib";

const SIZE_MB = Number(process.argv[2] ?? 200);
const WRITE_MS = (process.argv[3] ?? "100,200,1000").split(",").map(Number);
const DEADLINE_MS = 120_000;

async function round(writeMs: number) {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-bench-backup-"));
  const path = join(dir, "s.db");
  const db = createDb(path).$client;
  db.exec("create table ballast (x blob)");
  const fill = db.prepare("insert into ballast values (randomblob(65536))");
  db.transaction(() => {
    for (let i = 0; i < SIZE_MB * 16; i++) fill.run();
  })();
  db.pragma("wal_checkpoint(TRUNCATE)");
  const write = db.prepare("insert into ballast values (randomblob(200))");
  let writes = 0;
  const timer = setInterval(() => {
    write.run();
    writes++;
  }, writeMs);
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", "backup", join(dir, "copy.db")], {
    env: { ...process.env, DATABASE_PATH: path },
    stdio: "ignore",
  });
  const killer = setTimeout(() => child.kill("SIGKILL"), DEADLINE_MS);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearTimeout(killer);
  clearInterval(timer);
  db.close();
  rmSync(dir, { recursive: true, force: true });
  const seconds = code === 0 ? (performance.now() - t0) / 1000 : null;
  process.stdout.write(
    `${SIZE_MB} MB, a write every ${writeMs} ms: ${seconds === null ? `not done after ${DEADLINE_MS / 1000} s` : `${seconds.toFixed(2)} s`} (${writes} writes meanwhile)\n`,
  );
  return { write_ms: writeMs, seconds, writes };
}

const rounds = [];
for (const ms of WRITE_MS) rounds.push(await round(ms));
writeResult("backup", { size_mb: SIZE_MB, rounds });
