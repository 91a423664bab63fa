/**
 * Start-up cost of the service: `tsx bench/startup.ts [runs]`.
 *
 * Starts the service as `npm start` does (the built JavaScript, dist/index.js) and, beside it, from its sources
 * through tsx (how the tests start it), each `runs` times (default 5) on a fresh database, in turn. For each start:
 * ready = from spawn to the first 200 of GET /health (polled every 5 ms), the CPU time the process used by then, api =
 * from spawn to the first answer of the full app (GET /v1/usage without a key: 401, src/starting.ts), and
 * the resident memory (VmRSS) of the started process once it has sat idle for 3 s. Bare Node idling is measured too, as the floor. Writes
 * bench/results/startup.json.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../test/helpers/ports";
import { median, writeResult } from "./lib";

const runs = Number(process.argv[2] ?? 5);
const IDLE_MS = 3000;

const COMMANDS: Record<string, string[]> = {
  built: ["--enable-source-maps", "dist/index.js"],
  sources: ["--import", "tsx", "src/index.ts"],
  bare_node: ["-e", "setInterval(() => {}, 1000)"],
};

/** CPU time the process has used so far, all its threads (user + system; /proc counts in ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
};

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/**
 * One start of `args`: ms to the first /health 200 and the CPU ms spent by then (none for bare Node), and MB
 * resident after idling. The CPU time holds still on a busy machine, where the wall time does not.
 */
async function once(args: string[], serves: boolean) {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-startup-"));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? "",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_PATH: join(dir, "scoutpost.db"),
    LOG_LEVEL: "warn",
  };
  const started = performance.now();
  const proc = spawn(process.execPath, args, { env, stdio: "ignore" });
  try {
    let readyMs: number | undefined;
    let readyCpuMs: number | undefined;
    let apiMs: number | undefined;
    if (serves) {
      const url = `http://127.0.0.1:${port}/health`;
      while (!(await healthy(url))) {
        if (proc.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${proc.exitCode}`);
        if (performance.now() - started > 30_000) throw new Error(`${args.join(" ")} not ready in 30 s`);
        await sleep(5);
      }
      readyMs = performance.now() - started;
      readyCpuMs = cpuMs(proc.pid!);
      const unauthorized = await fetch(`http://127.0.0.1:${port}/v1/usage`);
      if (unauthorized.status !== 401) throw new Error(`GET /v1/usage answered ${unauthorized.status}`);
      apiMs = performance.now() - started;
    }
    await sleep(IDLE_MS);
    return { readyMs, readyCpuMs, apiMs, rssMb: rssMb(proc.pid!) };
  } finally {
    proc.kill("SIGKILL");
    await new Promise((resolve) => (proc.exitCode !== null ? resolve(null) : proc.on("exit", resolve)));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!existsSync("dist/index.js")) throw new Error("dist/index.js is missing: run `npm run build` first");
const samples: Record<string, { readyMs?: number; readyCpuMs?: number; apiMs?: number; rssMb: number }[]> =
  {};
for (let i = 0; i < runs; i++) {
  for (const [name, args] of Object.entries(COMMANDS)) {
    samples[name] = [...(samples[name] ?? []), await once(args, name !== "bare_node")];
  }
}
const round = (n: number) => Math.round(n * 10) / 10;
const range = (xs: number[]) => [round(Math.min(...xs)), round(Math.max(...xs))];
const summary = Object.fromEntries(
  Object.entries(samples).map(([name, s]) => [
    name,
    {
      ready_ms: s[0]!.readyMs === undefined ? undefined : round(median(s.map((x) => x.readyMs!))),
      ready_cpu_ms: s[0]!.readyCpuMs === undefined ? undefined : round(median(s.map((x) => x.readyCpuMs!))),
      ready_ms_range: s[0]!.readyMs === undefined ? undefined : range(s.map((x) => x.readyMs!)),
      api_ms: s[0]!.apiMs === undefined ? undefined : round(median(s.map((x) => x.apiMs!))),
      idle_rss_mb: round(median(s.map((x) => x.rssMb))),
      command: `node ${COMMANDS[name]!.join(" ")}`,
    },
  ]),
);
writeResult("startup", { runs, idle_ms: IDLE_MS, ...summary });
console.log(JSON.stringify(summary, null, 2));
