import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The order files start in. With two workers the run ends when the last long file does, so the long ones start
// first: the evidence suites (a crash suite runs minutes), then the browser, integration and unit files; within a
// project, the longest last time first (vitest's cache), else the largest file.

const RANK: Record<string, number> = { evidence: 0, browser: 1, integration: 2, unit: 3 };

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const key = (s: TestSpecification) => `${s.project.name}:${relative(config.root, s.moduleId)}`;
    const weight = (s: TestSpecification) => {
      const last = cache.getFileTestResults(key(s));
      // A duration is in ms, a size in bytes: a file run before is weighed by its time, the others by their size
      // (a 10 kB file counts as ten seconds).
      return last ? last.duration : (cache.getFileStats(key(s))?.size ?? 0);
    };
    return [...files].sort(
      (a, b) => (RANK[a.project.name] ?? 9) - (RANK[b.project.name] ?? 9) || weight(b) - weight(a),
    );
  }
}
