import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";

/**
 * A new directory under the OS temp dir, removed with everything in it when the calling test ends, passed or not
 * (call it inside a test). Left behind, the databases of every run add up: 2.7 GB of them were found in /tmp.
 */
export function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `scoutpost-${name}-`));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
