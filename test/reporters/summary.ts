import type { Reporter, TestModule } from "vitest/node";
import { classify, INSTALLS, missing, type Need } from "../projects";

/**
 * Prints one plain closing line, `Tests: N passed, N failed, N skipped`, after vitest's own summary, so any CI
 * log reader finds the counts without knowing vitest's format. When this machine lacks Chromium or PostgreSQL,
 * the files that need them were left out of the run (vitest.config.ts): it then names them, and the one command
 * that installs what they need.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      const before = failed;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed outside its tests (an import, a beforeAll hook) counts as one failure, so the line
      // never reads "0 failed" for a red run.
      if (mod.state() === "failed" && failed === before) failed++;
    }
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
    process.stdout.write(leftOut());
  }
}

/** What the run left out for want of Chromium or PostgreSQL, and how to get them; "" when nothing was. */
export function leftOut(absent = missing(), files = classify()): string {
  const needs = Object.keys(absent) as Need[];
  if (needs.length === 0) return "";
  const lines = [""];
  for (const need of needs) {
    const skippedFiles = files.filter((f) => f.needs.has(need)).map((f) => f.file);
    lines.push(`Skipped ${skippedFiles.length} test files that need ${need} (${absent[need]}):`);
    for (const f of skippedFiles) lines.push(`  ${f}`);
  }
  const packages = needs.map((n) => INSTALLS[n]).filter(Boolean);
  lines.push(
    `Install what they need and run \`npm test\` again: sudo apt-get install -y ${packages.join(" ")}` +
      (absent.postgres ? " (or set TEST_DATABASE_URL to a PostgreSQL admin URL)" : ""),
    "",
  );
  return lines.join("\n");
}
