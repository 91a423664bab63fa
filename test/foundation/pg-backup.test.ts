import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgDb } from "../../src/db/pg/client";
import { copyHere, emptyTarget, pgCounts, scoutpost, sqliteCounts } from "../helpers/migrate";
import { fillReleaseDatabase } from "../helpers/release-db";

// `scoutpost backup` with DATABASE_URL set prints PostgreSQL's own backup commands (src/cli/pg-backup.ts); these
// run them, as an operator would paste them, against a database the migration filled.

let dir: string;
let file: string;
let before: Record<string, number>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "scoutpost-pg-backup-"));
  file = join(dir, "scoutpost.db");
  await fillReleaseDatabase(file);
  before = sqliteCounts(file);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A directory holding pg_dump and pg_restore: on PATH, or Debian's newest PostgreSQL (what the test server runs). */
function pgToolsPath(): string {
  const debian = "/usr/lib/postgresql";
  const majors = existsSync(debian) ? readdirSync(debian).filter((v) => /^\d+$/.test(v)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  return [newest && join(debian, newest, "bin"), process.env.PATH].filter(Boolean).join(":");
}

describe("scoutpost backup with DATABASE_URL", () => {
  it("prints the pg_dump and pg_restore commands, touches no SQLite file, and those commands round-trip", async () => {
    const source = await emptyTarget();
    expect((await copyHere(file, source.url)).status).toBe(0);
    const unused = join(dir, "not-opened", "scoutpost.db");
    const res = scoutpost(["backup"], { DATABASE_URL: source.url, DATABASE_PATH: unused });
    expect(res.status, res.stderr).toBe(0);
    expect(existsSync(unused)).toBe(false);
    expect(res.stdout).not.toContain(source.url);
    const dump = res.stdout.match(/^ +(pg_dump .*)$/m)?.[1];
    const restore = res.stdout.match(/^ +(pg_restore .*)$/m)?.[1];
    expect(dump).toBe('pg_dump --format=custom --file=scoutpost.dump "$DATABASE_URL"');
    expect(restore).toBe('pg_restore --no-owner --exit-on-error --dbname="$DATABASE_URL" scoutpost.dump');

    const restored = await emptyTarget();
    const shell = (command: string, url: string) =>
      spawnSync("sh", ["-c", command], {
        cwd: dir,
        env: { PATH: pgToolsPath(), DATABASE_URL: url },
        encoding: "utf8",
      });
    expect(shell(dump!, source.url).stderr).toBe("");
    const back = shell(restore!, restored.url);
    expect([back.status, back.stderr]).toEqual([0, ""]);
    // Restored with its migrations recorded: opening it migrates nothing, and every row is there once.
    await (await createPgDb(restored.url)).close();
    expect(await pgCounts(restored.url)).toEqual(before);
  });
});
