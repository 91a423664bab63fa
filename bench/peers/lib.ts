/**
 * Shared pieces of the peer benchmarks (bench/peers/*.ts): child processes that talk in JSON lines, CPU from /proc
 * for whole process trees, a throwaway redis-server, the recording receiver, and the summary of interleaved rounds.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { freePort } from "../../test/helpers/ports";
import { median } from "../lib";

const live = new Set<ChildProcess>();
// A child that outlives the driver keeps its port, its temp dir and (redis) its memory: none may.
const killAll = () => {
  for (const c of live) c.kill("SIGKILL");
};
process.on("exit", killAll);
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.on(sig, () => {
    killAll();
    process.exit(130);
  });

/** A child speaking JSON lines on stdout; `send` writes a line to its stdin. */
export interface Peer {
  pid: number;
  next: (timeoutMs?: number) => Promise<Record<string, unknown>>;
  send: (line: string) => void;
  stop: () => Promise<void>;
}

/** Start `node --import tsx <script> ...args` (or `node -e`) with a JSON-lines protocol. */
export function start(args: string[], env: Record<string, string> = {}): Peer {
  const c = spawn(process.execPath, args, {
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  live.add(c);
  const lines: string[] = [];
  const waiters: ((l: string | null) => void)[] = [];
  let ended = false;
  createInterface({ input: c.stdout! }).on("line", (l) => {
    if (!l.startsWith("{")) return; // a library's stray output
    const w = waiters.shift();
    if (w) w(l);
    else lines.push(l);
  });
  const exited = new Promise<void>((r) =>
    c.once("exit", () => {
      ended = true;
      live.delete(c);
      for (const w of waiters.splice(0)) w(null);
      r();
    }),
  );
  return {
    pid: c.pid!,
    next: (timeoutMs = 300_000) =>
      new Promise((resolve, reject) => {
        const l = lines.shift();
        if (l) return resolve(JSON.parse(l));
        if (ended) return reject(new Error(`${args.join(" ")}: exited`));
        const t = setTimeout(() => reject(new Error(`${args.join(" ")}: no answer in time`)), timeoutMs);
        waiters.push((line) => {
          clearTimeout(t);
          line ? resolve(JSON.parse(line)) : reject(new Error(`${args.join(" ")}: exited`));
        });
      }),
    send: (line) => c.stdin!.write(`${line}\n`),
    stop: async () => {
      c.kill("SIGTERM");
      const t = setTimeout(() => c.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(t);
    },
  };
}

const statFields = (pid: number): string[] | undefined => {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  } catch {
    return undefined;
  }
};

/**
 * CPU µs used so far by `pid` (utime + stime) plus, with `reaped`, its exited children it waited for (cutime +
 * cstime), and, with `tree`, its live descendants: a postmaster with `tree` covers every backend, those that ended
 * included. Clock ticks of 10 ms (Linux's USER_HZ).
 */
export function cpuUs(pid: number, opts: { tree?: boolean } = {}): number {
  const f = statFields(pid);
  if (!f) return Number.NaN;
  let ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
  if (opts.tree) for (const c of descendants(pid)) ticks += ownTicks(c);
  return ticks * 10_000;
}
const ownTicks = (pid: number) => {
  const f = statFields(pid);
  return f ? Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) : 0;
};
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const d of readdirSync("/proc"))
    if (/^\d+$/.test(d)) {
      const f = statFields(Number(d));
      if (f) parent.set(Number(d), Number(f[1]));
    }
  const out: number[] = [];
  const add = (p: number) => {
    for (const [c, pp] of parent)
      if (pp === p && !out.includes(c)) {
        out.push(c);
        add(c);
      }
  };
  add(root);
  return out;
}

/** A redis-server of its own: 127.0.0.1, a free port, AOF with `appendfsync everysec`, in a temp dir. */
export async function startRedis(): Promise<{ port: number; pid: number; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-peers-redis-"));
  const port = await freePort();
  const c = spawn(
    "redis-server",
    [
      ...["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", ""],
      ...["--appendonly", "yes", "--appendfsync", "everysec", "--daemonize", "no", "--protected-mode", "no"],
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  live.add(c);
  const exited = new Promise<void>((r) =>
    c.once("exit", () => {
      live.delete(c);
      r();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("redis-server did not start")), 10_000);
    c.stdout!.on("data", (d: Buffer) => {
      if (!d.toString().includes("Ready to accept connections")) return;
      clearTimeout(t);
      resolve();
    });
    c.once("exit", () => reject(new Error("redis-server exited")));
    c.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "ENOENT"
          ? new Error("bench: no redis-server here; install Debian's (apt-get install redis-server)")
          : err,
      ),
    );
  });
  c.stdout!.resume();
  return {
    port,
    pid: c.pid!,
    stop: async () => {
      c.kill("SIGTERM");
      const t = setTimeout(() => c.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(t);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The destination: 200 `{"ok":true}` to every request, counting them (`GET /__hits`); `GET /__first` hands over
 * (and forgets) the first request since the last call, as received: method, URL, raw header list, body.
 */
export const RECEIVER = `
const http = require("node:http");
let hits = 0, first = null;
const server = http.createServer((req, res) => {
  if (req.url === "/__hits") return res.end(String(hits));
  if (req.url === "/__first") { res.end(JSON.stringify(first)); first = null; return; }
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    hits++;
    if (!first) first = { method: req.method, url: req.url, headers: req.rawHeaders, body: Buffer.concat(chunks).toString("latin1") };
    res.writeHead(200, {"content-type": "application/json"}); res.end('{"ok":true}');
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, "127.0.0.1", () => process.stdout.write(JSON.stringify({ port: server.address().port }) + "\\n"));`;

export interface Recorded {
  method: string;
  url: string;
  headers: string[];
  body: string;
}

export async function receiverGet<T>(port: number, path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return (await res.json()) as T;
}

/** Median, min and max of a series of rounds. */
export function spread(xs: number[]) {
  const r = (n: number) => (Math.abs(n) >= 100 ? Math.round(n) : Number(n.toFixed(2)));
  return { median: r(median(xs)), min: r(Math.min(...xs)), max: r(Math.max(...xs)) };
}

/** `--rounds N` (default 3) and `--count N` from the command line. */
export function args(defaultCount: number) {
  const get = (name: string) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : Number(process.argv[i + 1]);
  };
  return { rounds: get("--rounds") ?? 3, count: get("--count") ?? defaultCount };
}

/** Resolve with `check()` once it is true, polling every `everyMs`, or throw at the deadline. */
export async function until(
  check: () => Promise<boolean>,
  label: string,
  deadlineMs = 300_000,
  everyMs = 20,
) {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`bench: timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The postmaster of the PostgreSQL server listening on `port` here (found by its command line), or throws. */
export function postmasterPid(port: number): number {
  for (const d of readdirSync("/proc"))
    if (/^\d+$/.test(d))
      try {
        const argv = readFileSync(`/proc/${d}/cmdline`, "utf8").split("\0");
        if (argv[0]?.endsWith("/postgres") && argv.includes("-D") && argv.join(" ").includes(`-p ${port} `))
          return Number(d);
      } catch {
        // gone meanwhile
      }
  throw new Error(`bench: no postmaster on port ${port}`);
}
