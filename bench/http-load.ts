/**
 * HTTP load benchmark (not part of the test run): `npx tsx bench/http-load.ts [seconds] [connections]`.
 *
 * autocannon drives `GET /v1/research/tasks?page_size=50` (auth, validation, keyset page, counts, JSON) on the real
 * app with 100,000 stored tasks, and, in the same run, a bare Hono route that answers the same bytes from memory:
 * the framework's floor on this machine. The servers run in a child process so the load generator does not share
 * their event loop. Reports requests/s and latency percentiles for both and the ratio.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { writeResult } from "./lib";

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 10);

const child = spawn(process.execPath, ["--import", "tsx", "bench/http-load-server.ts"], {
  stdio: ["ignore", "pipe", "inherit"],
});
const targets = await new Promise<{ ours: string; bare: string; key: string; tasks: number; bytes: number }>(
  (resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", (l) => resolve(JSON.parse(l)));
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
  },
);

async function load(url: string, headers: Record<string, string>) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    rps: r.requests.average,
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: r.requests.total,
  };
}

try {
  await load(targets.bare, {}); // warm-up of both: JIT, sockets, SQLite page cache
  await load(targets.ours, { "x-api-key": targets.key });
  const bare = await load(targets.bare, {});
  const ours = await load(targets.ours, { "x-api-key": targets.key });
  const result = {
    tasks: targets.tasks,
    response_bytes: targets.bytes,
    seconds: SECONDS,
    connections: CONNECTIONS,
    ours,
    bare,
    ratio: ours.rps / bare.rps,
  };
  process.stdout.write(
    `GET /v1/research/tasks?page_size=50 with ${targets.tasks.toLocaleString("en")} tasks, ${CONNECTIONS} connections, ${SECONDS}s\n` +
      `  scoutpost: ${ours.rps.toFixed(0)} req/s, p50 ${ours.p50_ms} ms, p99 ${ours.p99_ms} ms\n` +
      `  bare hono: ${bare.rps.toFixed(0)} req/s, p50 ${bare.p50_ms} ms, p99 ${bare.p99_ms} ms\n` +
      `  ratio:     ${result.ratio.toFixed(2)}x\n`,
  );
  writeResult("http-load", result);
} finally {
  child.kill();
}
