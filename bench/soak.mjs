/**
 * Soak run (by hand, not part of the test run): `node bench/soak.mjs [minutes=30] [seed=1]`.
 *
 * The real service under a steady mix for `minutes`: 15 scouts on 10-24 s schedules (structured, Slack and Zapier
 * webhooks), and every 5 s a browsing task (a real Chromium clicking through the fixture site), a research task, a
 * chat completion, a test send, the delivery list and stats, now and then a redelivery; the receiver answers 200,
 * 503, late past the timeout, or resets (bench/chaos-lib.mjs). Every 20 s it samples the service's memory, threads
 * and open files, its V8 heap in use (/metrics), Chromium's processes and memory, zombies, and the database and WAL sizes. At the end it waits for
 * the work to settle, audits the ledger as bench/chaos.mjs does, stops the service with SIGTERM (timed), checks
 * that none of the processes it started outlived it, starts it again and checks nothing was left unfinished.
 * Prints first / max / last of every sample, writes them all to bench/results/soak.json, and exits 1 listing what
 * broke. Only 127.0.0.1 is used.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { audit, seeded, service, settle, sleep, startReceiver, startSite, workload } from "./chaos-lib.mjs";

const MINUTES = Number(process.argv[2] ?? 30);
const seed = Number(process.argv[3] ?? 1);
const rnd = seeded(seed);
const dir = mkdtempSync(join(tmpdir(), "soak-"));
const dbPath = join(dir, "s.db");
const key = `sp_${"S0ak5S0ak5".repeat(4)}`;

const site = await startSite(100);
const receiver = await startReceiver(rnd);
const svc = service({
  port: 18400 + (seed % 100),
  dbPath,
  key,
  env: { SCOUT_MIN_INTERVAL_S: "10", DEFAULT_CREDITS: "10000000" },
});
await svc.start();
const work = workload({ base: svc.base, key, rnd, sitePort: site.port, hook: receiver.hook });
const statuses = new Map();
const unexpected = [];
async function call(path, body, auth = { "x-api-key": key }) {
  try {
    const res = await fetch(svc.base + path, {
      method: body ? "POST" : "GET",
      headers: { ...auth, "content-type": "application/json" },
      body: body && JSON.stringify(body),
    });
    const text = await res.text();
    const k = `${path.split("?")[0].replace(/[0-9a-f-]{36}/, "{id}")} ${res.status}`;
    statuses.set(k, (statuses.get(k) ?? 0) + 1);
    if (res.status >= 500) unexpected.push(`${path} ${res.status} ${text.slice(0, 200)}`);
    return res.ok ? JSON.parse(text) : undefined;
  } catch (err) {
    unexpected.push(`${path}: ${err}`);
  }
}

/** Every process below `pid` (Chromium and its helpers, esbuild), from /proc. */
function descendants(pid) {
  const kids = new Map();
  for (const p of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const ppid = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ")[1];
      kids.set(ppid, [...(kids.get(ppid) ?? []), p]);
    } catch {}
  }
  const out = [];
  for (let todo = [String(pid)]; todo.length; )
    for (const k of kids.get(todo.pop()) ?? []) {
      out.push(k);
      todo.push(k);
    }
  return out;
}
const statusOf = (pid) => readFileSync(`/proc/${pid}/status`, "utf8");
const field = (status, name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
const kib = (p) => {
  try {
    return Math.round(statSync(p).size / 1024);
  } catch {
    return 0;
  }
};
/** The V8 heap in use, from the service's /metrics (prom-client's default metrics). */
async function heapMb() {
  try {
    const text = await (await fetch(`${svc.base}/metrics`, { headers: { "x-api-key": key } })).text();
    return Math.round(Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1]) / 2 ** 20);
  } catch {
    return -1;
  }
}
async function sample(t0, seen) {
  const pid = svc.pid();
  const own = statusOf(pid);
  let chromium = 0;
  let chromiumRss = 0;
  let zombies = 0;
  for (const d of descendants(pid)) {
    seen.add(d);
    try {
      const s = statusOf(d);
      if (/^State:\s+Z/m.test(s)) zombies++;
      else if (/^Name:\s+chrom/m.test(s)) {
        chromium++;
        chromiumRss += field(s, "VmRSS");
      }
    } catch {}
  }
  return {
    t_s: Math.round((Date.now() - t0) / 1000),
    rss_mb: Math.round(field(own, "VmRSS") / 1024),
    heap_mb: await heapMb(),
    threads: field(own, "Threads"),
    fds: readdirSync(`/proc/${pid}/fd`).length,
    chromium_procs: chromium,
    chromium_rss_mb: Math.round(chromiumRss / 1024),
    zombies,
    db_kb: kib(dbPath),
    wal_kb: kib(`${dbPath}-wal`),
  };
}

const hook = receiver.hook;
for (let i = 0; i < 15; i++)
  await call("/v1/scouting/tasks", {
    query: `Lighthouse facts from http://127.0.0.1:${site.port}/scout${i}`,
    output_interval: 10 + i,
    notify: i % 3 ? "changes" : "always",
    webhook_url: hook,
    webhook_format: ["scout", "slack", "zapier"][i % 3],
  });
const samples = [];
const started = new Set();
const t0 = Date.now();
for (let tick = 0; Date.now() - t0 < MINUTES * 60_000; tick++) {
  const page = `http://127.0.0.1:${site.port}/b${tick}`;
  await Promise.all([
    call("/v1/browsing/tasks", {
      task: "find 'built in 1871' then scroll down",
      start_url: page,
      webhook_url: hook,
    }),
    work.once(),
    call(
      "/v1/chat/completions",
      {
        model: "research-fast",
        messages: [{ role: "user", content: `When was the lighthouse at ${page} built?` }],
      },
      { authorization: `Bearer ${key}` },
    ),
    call("/v1/scouting/webhooks/test", { webhook_url: hook, webhook_format: "slack" }),
    call("/v1/webhooks/deliveries?page_size=50"),
    call("/v1/webhooks/stats?window=24h"),
  ]);
  if (tick % 4 === 0) samples.push(await sample(t0, started));
  await sleep(5_000);
}

const problems = [];
const db = new Database(dbPath, { readonly: true });
if (!(await settle(db))) problems.push("did not settle in 120 s");
const browsingOpen = () =>
  db.prepare("select count(*) n from browsing_tasks where status in ('queued','running')").get().n;
for (let i = 0; i < 120 && browsingOpen() > 0; i++) await sleep(500);
if (browsingOpen() > 0) problems.push(`${browsingOpen()} browsing tasks unfinished`);
problems.push(...audit(db, { accepted: work.accepted, seen: receiver.seen }));
if (unexpected.length)
  problems.push(`${unexpected.length} failed calls or 5xx answers`, ...unexpected.slice(0, 5));
const tasks = db.prepare("select status, count(*) n from browsing_tasks group by status").all();
const notSucceeded = tasks.filter((t) => t.status !== "succeeded");
if (notSucceeded.length)
  problems.push(`browsing tasks that did not succeed: ${JSON.stringify(notSucceeded)}`);
db.close();

const before = descendants(svc.pid());
const stopStart = Date.now();
await svc.stop("SIGTERM");
const stopMs = Date.now() - stopStart;
if (stopMs > 15_000) problems.push(`SIGTERM took ${stopMs} ms`);
await sleep(1_000);
const alive = [...new Set([...started, ...before])].filter((p) => {
  try {
    return !/^State:\s+Z/m.test(statusOf(p));
  } catch {
    return false;
  }
});
if (alive.length) problems.push(`processes left running after the service stopped: ${alive.join(", ")}`);
await svc.start();
const again = new Database(dbPath, { readonly: true });
if (!(await settle(again, 60_000))) problems.push("work left unfinished after the restart");
again.close();
await svc.stop("SIGTERM");
site.close();
receiver.close();
rmSync(dir, { recursive: true, force: true });

const keys = Object.keys(samples[0]).filter((k) => k !== "t_s");
const summary = Object.fromEntries(
  keys.map((k) => [
    k,
    { first: samples[0][k], max: Math.max(...samples.map((s) => s[k])), last: samples.at(-1)[k] },
  ]),
);
for (const [k, v] of Object.entries(summary))
  process.stdout.write(`${k.padEnd(16)} first ${v.first}, max ${v.max}, last ${v.last}\n`);
process.stdout.write(
  `browsing tasks: ${JSON.stringify(tasks)}\nanswers: ${JSON.stringify(Object.fromEntries(statuses))}\n`,
);
process.stdout.write(`SIGTERM to exit: ${stopMs} ms; receiver saw ${receiver.seen.size} deliveries\n`);
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/soak.json",
  `${JSON.stringify({ minutes: MINUTES, seed, summary, stop_ms: stopMs, browsing: tasks, answers: Object.fromEntries(statuses), problems, samples }, null, 2)}\n`,
);
if (problems.length) {
  process.stdout.write(`BROKEN:\n- ${problems.join("\n- ")}\n`);
  process.exit(1);
}
process.stdout.write("nothing broken\n");
process.exit(0);
