import { runResearch } from "../../src/engines/research/engine";
import { researchApp } from "../research/helpers";
import { researchVerdict } from "./match";
import type { Part, Row } from "./score";
import type { ServedSite } from "./serve";
import type { ResearchItem } from "./types";

/**
 * Research items answered in this process by one app's engine (`bench/answers.ts --in-process`): the report a task
 * would write, without a task's database, API and job runner around each item — a part in seconds, not ten minutes,
 * for checking a change across every part. Its verdicts are scoreResearch's (score.ts): the same lead, read the same
 * way.
 */
export function researchInProcess(taskTime: number, timeoutMs: number) {
  const r = researchApp({ env: { RESEARCH_TIMEOUT_MS: String(timeoutMs) }, clock: { now: () => taskTime } });
  return {
    async score(site: ServedSite, item: ResearchItem, part: Part): Promise<Row> {
      const started = Date.now();
      const query = item.query.replace(
        /(\s)(\/\S*)$/,
        (_, space: string, path: string) => `${space}${site.url}${path}`,
      );
      let report = "";
      let error = "";
      try {
        report = (await runResearch(r.deps, { query, mode: "fast" })).markdown;
      } catch (e) {
        error = (e as Error).message;
      }
      const { verdict, lead, inReport } = researchVerdict(report, error !== "", item.expect);
      const one = (s: string) => s.replace(/\s+/g, " ").trim();
      return {
        id: item.id,
        engine: "research",
        part,
        kind: item.answer_type,
        verdict,
        result: one(lead).slice(0, 400),
        error: one(error).slice(0, 240),
        in_report: inReport,
        ms: Date.now() - started,
      };
    },
    close: () => r.deps.db.$client.close(),
  };
}
