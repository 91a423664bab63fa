/**
 * The service's throughput run as `npm start` runs it (the built JavaScript, dist/index.js) beside the same service
 * from its sources through tsx (how the tests and the other benches run it): `npx tsx bench/built-throughput.ts
 * [rounds] [seconds]` after `npm run build`. Issue 40 asks that the build leave throughput unchanged or better.
 *
 * Each round, for each way in turn, a fresh database and process: the service started with DATABASE_PATH and PORT
 * (its first start prints the API key), a relay source with no verification and one destination (a plain
 * node:http receiver, bench/processes.ts), then autocannon POSTs 900-byte JSON requests to the source's ingest URL
 * for `seconds` with 10 connections. Measured: acknowledged requests/s (200s over the window), the rate at which
 * they were forwarded (from the first request until the receiver has counted every acknowledged one), and the
 * service process's CPU per request (/proc utime + stime). Writes bench/results/built-throughput.json.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { freePort } from "../test/helpers/ports";
import { median, writeResult } from "./lib";
import { child, RECEIVER_SOURCE, stopChildren } from "./processes";

const ROUNDS = Number(process.argv[2] ?? 3);
const SECONDS = Number(process.argv[3] ?? 8);
const WAYS: Record<string, string[]> = {
  built: ["--enable-source-maps", "dist/index.js"],
  sources: ["--import", "tsx", "src/index.ts"],
};

const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function until(what: string, ok: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ok().catch(() => false)) return;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function round(way: string, receiver: string) {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-built-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const service = spawn(process.execPath, WAYS[way]!, {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: join(dir, "bench.db"),
      AGENT_ALLOW_PRIVATE_NETWORKS: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const key = await new Promise<string>((resolve, reject) => {
      createInterface({ input: service.stdout! }).on("line", (line) => {
        const m = /\b(sp_[0-9A-Za-z]+)/.exec(line);
        if (m) resolve(m[1]!);
      });
      service.once("exit", (code) => reject(new Error(`${way} exited (${code})`)));
    });
    await until("health", async () => (await fetch(`${base}/health`)).ok);
    const source = await json(`${base}/v1/relay/sources`, {
      method: "POST",
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: JSON.stringify({ name: "bench", destinations: [{ url: `${receiver}/hook` }] }),
    });
    const hitsBefore = Number(await (await fetch(`${receiver}/__hits`)).text());
    const body = JSON.stringify({ event: "bench", pad: "x".repeat(860) });
    const cpu0 = cpuMs(service.pid!);
    const t0 = performance.now();
    const result = await autocannon({
      url: source.ingest_url as string,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections: 10,
      duration: SECONDS,
    });
    const acknowledged = result["2xx"];
    await until("every acknowledged request forwarded", async () => {
      const hits = Number(await (await fetch(`${receiver}/__hits`)).text());
      return hits - hitsBefore >= acknowledged;
    });
    const forwardedMs = performance.now() - t0;
    const cpuPer = ((cpuMs(service.pid!) - cpu0) * 1000) / acknowledged;
    return {
      acknowledged_per_s: acknowledged / SECONDS,
      forwarded_per_s: (acknowledged * 1000) / forwardedMs,
      cpu_us_per_request: cpuPer,
      errors: result.errors + result.non2xx,
    };
  } finally {
    service.kill();
    await new Promise((r) => service.once("exit", r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const receiver = `http://127.0.0.1:${await child(["-e", RECEIVER_SOURCE])}`;
const runs: Record<string, Awaited<ReturnType<typeof round>>[]> = { built: [], sources: [] };
try {
  for (let r = 1; r <= ROUNDS; r++) {
    console.log(`round ${r}/${ROUNDS}`);
    for (const way of Object.keys(WAYS)) {
      const m = await round(way, receiver);
      runs[way]!.push(m);
      console.log(
        `  ${way}: ${m.acknowledged_per_s.toFixed(0)} acknowledged/s, ${m.forwarded_per_s.toFixed(0)} forwarded/s, ` +
          `${m.cpu_us_per_request.toFixed(0)} µs CPU per request, ${m.errors} errors`,
      );
    }
  }
} finally {
  stopChildren();
}
const summary = Object.fromEntries(
  Object.entries(runs).map(([way, ms]) => [
    way,
    {
      acknowledged_per_s: median(ms.map((m) => m.acknowledged_per_s)),
      forwarded_per_s: median(ms.map((m) => m.forwarded_per_s)),
      cpu_us_per_request: median(ms.map((m) => m.cpu_us_per_request)),
    },
  ]),
);
console.log(JSON.stringify(summary));
writeResult("built-throughput", { rounds: ROUNDS, seconds: SECONDS, runs, median: summary });
