/**
 * Research list benchmark (not part of the test run): `npx tsx bench/research-list.ts [iterations]`.
 *
 * For 1,000 and then 100,000 stored tasks of one account (plus as many of another account, so scoping matters),
 * it times `GET /v1/research/tasks?page_size=50` through the whole app (auth, validation, queries, JSON) on a
 * temp-file SQLite: the first page, a page deep in the list (by cursor), and the status filters. Keyset
 * pagination keeps the page query flat; the envelope's counts (total, summary) are one grouped index scan.
 */
import { rmSync } from "node:fs";
import { createAccount } from "../src/accounts/keys";
import { systemClock } from "../src/clock";
import { runNow } from "../src/db/store";
import { benchApp, percentile, seedResearchTasks, writeResult } from "./lib";

const ITERATIONS = Number(process.argv[2] ?? 300);
const SIZES = [1_000, 100_000];

const stats = (samples: number[]) => ({ p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) });

async function time(app: ReturnType<typeof benchApp>["app"], path: string, headers: Record<string, string>) {
  for (let i = 0; i < 20; i++) await app.request(path, { headers }); // warm-up: statement cache, page cache
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now();
    const res = await app.request(path, { headers });
    await res.arrayBuffer();
    samples.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
  }
  return stats(samples);
}

async function run(size: number) {
  const { dir, db, app, account: me, key } = benchApp();
  try {
    const other = runNow(db, createAccount(systemClock, "other", 1000));
    const t0 = Date.UTC(2025, 0, 1);
    seedResearchTasks(db, me.id, size, t0);
    seedResearchTasks(db, other.id, size, t0);
    db.$client.pragma("optimize");
    const headers = { "X-API-Key": key };

    const first = await (await app.request("/v1/research/tasks?page_size=50", { headers })).json();
    // A cursor from the middle of the list: a deep page must cost what the first one does.
    let cursor = first.next_cursor as string;
    for (let i = 0; i < Math.min(10, size / 100); i++) {
      cursor = (
        await (await app.request(`/v1/research/tasks?page_size=50&cursor=${cursor}`, { headers })).json()
      ).next_cursor;
    }
    const rows = {
      "first page": await time(app, "/v1/research/tasks?page_size=50", headers),
      "deep page (cursor)": await time(app, `/v1/research/tasks?page_size=50&cursor=${cursor}`, headers),
      "status=succeeded": await time(app, "/v1/research/tasks?page_size=50&status=succeeded", headers),
      "status=running": await time(app, "/v1/research/tasks?page_size=50&status=running", headers),
    };
    db.$client.close();
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: Record<number, Awaited<ReturnType<typeof run>>> = {};
for (const size of SIZES) results[size] = await run(size);
const fmt = (n: number) => `${n.toFixed(2)} ms`;
console.log(`GET /v1/research/tasks?page_size=50, ${ITERATIONS} requests each (p50 / p95)\n`);
console.log(`| request | ${SIZES.map((s) => `${s.toLocaleString("en")} tasks`).join(" | ")} |`);
console.log(`|---|${SIZES.map(() => "---").join("|")}|`);
for (const name of Object.keys(results[SIZES[0]!]!) as (keyof Awaited<ReturnType<typeof run>>)[]) {
  console.log(
    `| ${name} | ${SIZES.map((s) => `${fmt(results[s]![name].p50)} / ${fmt(results[s]![name].p95)}`).join(" | ")} |`,
  );
}
writeResult("research-list", { iterations: ITERATIONS, results });
