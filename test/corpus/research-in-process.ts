import { runResearch } from "../../src/engines/research/engine";
import { researchApp } from "../research/helpers";

/**
 * Research reports written in this process by one app's engine (`bench/answers.ts --in-process`): the report a task
 * would write, without a task's database, API and job runner around each query — a part in seconds, not ten
 * minutes, for checking a change across every part. score.ts reads its lead as it reads a task's.
 */
export function researchInProcess(taskTime: number, timeoutMs: number) {
  const r = researchApp({ env: { RESEARCH_TIMEOUT_MS: String(timeoutMs) }, clock: { now: () => taskTime } });
  return {
    /** The report's markdown, or why the engine gave none. */
    async report(query: string): Promise<{ report: string; error?: string }> {
      try {
        return { report: (await runResearch(r.deps, { query, mode: "fast" })).markdown };
      } catch (e) {
        return { report: "", error: (e as Error).message };
      }
    },
    close: () => r.deps.db.$client.close(),
  };
}
