import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { systemClock } from "../../src/clock";
import { startBackgroundCheckpoints } from "../../src/db/checkpointer";
import { createDb } from "../../src/db/client";
import { runNow } from "../../src/db/store";

describe("background WAL checkpoints", () => {
  it("copy committed pages into the database file from another thread, and stop cleanly", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scoutpost-ckpt-"));
    const path = join(dir, "c.db");
    const db = createDb(path);
    db.$client.pragma("wal_checkpoint(TRUNCATE)");
    const before = statSync(path).size;
    const stop = startBackgroundCheckpoints(db, path, { everyMs: 5 });
    // The writer no longer checkpoints at 1,000 pages (only as a backstop, far later).
    expect(db.$client.pragma("wal_autocheckpoint", { simple: true })).toBe(10_000);
    db.transaction((tx) => {
      for (let i = 0; i < 300; i++)
        runNow(tx, createAccount(systemClock, `account-${i}-${"x".repeat(200)}`, 0));
    });
    // Only a checkpoint grows the main file: the commit itself went to the WAL.
    const deadline = Date.now() + 5_000;
    while (statSync(path).size <= before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(statSync(path).size).toBeGreaterThan(before);
    await stop();
    await stop(); // idempotent
    expect(db.$client.pragma("wal_autocheckpoint", { simple: true })).toBe(1_000);
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
