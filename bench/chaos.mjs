/**
 * Process-level kill -9 chaos run (by hand, not part of the test run): `node bench/chaos.mjs [seed] [kills]`.
 *
 * Starts the real service (`node --import tsx src/index.ts`) on a temp SQLite file, a fixture site and a webhook
 * receiver that answers 200, 503, hangs past the 1 s timeout or resets (seeded), then `kills` times: creates
 * research tasks (webhooks on), test sends and manual redeliveries for 0.2-3 s and SIGKILLs the service. Finally it
 * lets one process settle (at most 120 s) and checks in the database: no accepted task lost and every task
 * finished, no delivery with more than 3 automatic attempts or an attempt left open, one delivery per finished
 * task, every succeeded delivery seen by the receiver and holding a 2xx attempt, each task charged once, no 5xx,
 * `PRAGMA integrity_check` ok. Exits 1 and lists what broke. Only 127.0.0.1 is used.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";

const seed = Number(process.argv[2] ?? 1);
const KILLS = Number(process.argv[3] ?? 12);
let s = seed >>> 0 || 1;
const rnd = () => {
  s = (s * 1664525 + 1013904223) >>> 0;
  return s / 2 ** 32;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const dir = mkdtempSync(join(tmpdir(), "chaos8-"));
const dbPath = join(dir, "c.db");
const KEY = `sp_${"A1b2C3d4E5".repeat(4)}`;
const PORT = 18600 + (seed % 200);

// fixture site
const site = http.createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/html" });
  res.end(
    `<html><head><title>Page ${req.url}</title></head><body><h1>Lighthouse facts</h1><p>The lighthouse at ${req.url} was built in 1871 by the harbour board. It is 31 metres tall and its light reaches 20 nautical miles.</p><p>It was automated in 1989 and is now a museum open daily from 10:00 to 16:00.</p></body></html>`,
  );
});
await new Promise((r) => site.listen(0, "127.0.0.1", r));
const sitePort = site.address().port;

// receiver: mix of 200, 503, hang, reset
const seen = new Map();
const recv = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const id = req.headers["webhook-id"];
    seen.set(id, (seen.get(id) ?? 0) + 1);
    const r = rnd();
    if (r < 0.6) {
      res.writeHead(200);
      res.end("ok");
    } else if (r < 0.8) {
      res.writeHead(503);
      res.end("busy");
    } else if (r < 0.9) {
      setTimeout(() => {
        try {
          res.writeHead(200);
          res.end();
        } catch {}
      }, 2500);
    } else req.socket.destroy();
  });
});
await new Promise((r) => recv.listen(0, "127.0.0.1", r));
const hook = `http://127.0.0.1:${recv.address().port}/hook`;

let child;
function start() {
  child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_PATH: dbPath,
      BOOTSTRAP_API_KEY: KEY,
      AGENT_ALLOW_PRIVATE_NETWORKS: "true",
      WEBHOOK_BACKOFF_MS: "200",
      WEBHOOK_TIMEOUT_MS: "1000",
      LOG_LEVEL: "error",
      DEFAULT_CREDITS: "100000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr.on("data", (d) => process.stderr.write(`[svc] ${d}`));
}
const SP = `http://127.0.0.1:${PORT}`;
async function up() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${SP}/health`)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error("service did not come up");
}
const accepted = { research: [], tests: 0, fivexx: 0 };
async function call(method, path, body) {
  try {
    const res = await fetch(SP + path, {
      method,
      headers: { "x-api-key": KEY, "content-type": "application/json" },
      body: body && JSON.stringify(body),
    });
    if (res.status >= 500) {
      accepted.fivexx++;
      console.log("5xx", method, path, res.status, await res.text());
    }
    return res.ok ? await res.json() : undefined;
  } catch {
    return undefined;
  }
}
async function work() {
  const r = rnd();
  if (r < 0.6) {
    const t = await call("POST", "/v1/research/tasks", {
      query: `Lighthouse facts from http://127.0.0.1:${sitePort}/p${Math.floor(rnd() * 1e6)}`,
      mode: "fast",
      webhook_url: hook,
    });
    if (t?.task_id) accepted.research.push(t.task_id);
  } else if (r < 0.8) {
    if (await call("POST", "/v1/scouting/webhooks/test", { webhook_url: hook })) accepted.tests++;
  } else {
    const list = await call("GET", "/v1/webhooks/deliveries?status=failed&page_size=5");
    const d = list?.deliveries?.[0] ?? list?.items?.[0];
    if (d) await call("POST", `/v1/webhooks/deliveries/${d.id}/redeliver`);
  }
}

for (let k = 0; k < KILLS; k++) {
  start();
  await up();
  const until = Date.now() + 200 + rnd() * 2800;
  const inflight = [];
  while (Date.now() < until) {
    inflight.push(work());
    await sleep(20 + rnd() * 60);
  }
  child.kill("SIGKILL");
  await new Promise((r) => child.once("exit", r));
  await Promise.allSettled(inflight);
}
// settle
start();
await up();
const db = new Database(dbPath, { readonly: true });
let settled = false;
for (let i = 0; i < 240 && !settled; i++) {
  await sleep(500);
  const open = db
    .prepare("select count(*) n from webhook_deliveries where status in ('pending','delivering')")
    .get().n;
  const tasks = db
    .prepare("select count(*) n from research_tasks where status in ('queued','running')")
    .get().n;
  settled = open === 0 && tasks === 0;
}
const problems = [];
if (!settled) problems.push("did not settle in 120 s");
const ids = new Set(
  db
    .prepare("select id from research_tasks")
    .all()
    .map((r) => r.id),
);
for (const id of accepted.research) if (!ids.has(id)) problems.push(`accepted research task lost: ${id}`);
const over = db
  .prepare(
    `select delivery_id, count(*) n from webhook_attempts where trigger in ('initial','retry') group by delivery_id having n > 3`,
  )
  .all();
if (over.length) problems.push(`deliveries with > 3 automatic attempts: ${JSON.stringify(over)}`);
const openAttempts = db.prepare("select count(*) n from webhook_attempts where completed_at is null").get().n;
if (openAttempts) problems.push(`${openAttempts} attempts never completed`);
const noDelivery = db
  .prepare(`select t.id, t.status from research_tasks t where t.webhook_url is not null and t.status in ('succeeded','failed')
  and not exists (select 1 from webhook_deliveries d where d.source_id = t.id)`)
  .all();
if (noDelivery.length)
  problems.push(
    `finished tasks without a delivery: ${JSON.stringify(noDelivery.slice(0, 5))} (${noDelivery.length})`,
  );
const dup = db
  .prepare(
    `select source_id, count(*) n from webhook_deliveries where source_type = 'research' group by source_id having n > 1`,
  )
  .all();
if (dup.length) problems.push(`tasks with several deliveries: ${dup.length}`);
const succ = db.prepare("select id from webhook_deliveries where status = 'succeeded'").all();
const unseen = succ.filter((d) => !seen.has(d.id));
if (unseen.length) problems.push(`succeeded deliveries the receiver never saw: ${unseen.length}`);
const lastAttemptMismatch = db
  .prepare(`select d.id from webhook_deliveries d where d.status='succeeded' and not exists
  (select 1 from webhook_attempts a where a.delivery_id = d.id and a.response_status between 200 and 299)`)
  .all();
if (lastAttemptMismatch.length)
  problems.push(`succeeded without a 2xx attempt: ${lastAttemptMismatch.length}`);

const charges = db
  .prepare("select ref_id, count(*) n from usage_events where kind = 'research_task' group by ref_id")
  .all();
const chargedTwice = charges.filter((c) => c.n > 1);
if (chargedTwice.length) problems.push(`research tasks charged more than once: ${chargedTwice.length}`);
const doneTasks = db.prepare("select count(*) n from research_tasks where status = 'succeeded'").get().n;
if (charges.length !== doneTasks)
  problems.push(`charged tasks ${charges.length} != succeeded tasks ${doneTasks}`);
const integrity = db.prepare("pragma integrity_check").get();
if (integrity.integrity_check !== "ok") problems.push(`integrity: ${JSON.stringify(integrity)}`);
if (accepted.fivexx) problems.push(`${accepted.fivexx} 5xx answers`);
const stats = {
  seed,
  kills: KILLS,
  research: accepted.research.length,
  tests: accepted.tests,
  deliveries: db.prepare("select status, count(*) n from webhook_deliveries group by status").all(),
  tasks: db.prepare("select status, count(*) n from research_tasks group by status").all(),
  attempts: db.prepare("select error_class, count(*) n from webhook_attempts group by error_class").all(),
};
console.log(JSON.stringify(stats));
console.log(problems.length ? `PROBLEMS:\n- ${problems.join("\n- ")}` : "OK: no invariant broken");
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
rmSync(dir, { recursive: true, force: true });
site.close();
recv.close();
process.exit(problems.length ? 1 : 0);
