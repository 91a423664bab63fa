/**
 * What the process-level runs by hand (bench/chaos.mjs, bench/disk-full.mjs) share: a seeded random source, a
 * fixture site, a webhook receiver with seeded failures, the real service as a child process, the API calls that
 * bring work, and the audit of the ledger afterwards. Only 127.0.0.1 is used.
 */
import { spawn } from "node:child_process";
import http from "node:http";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A seeded random source in [0, 1). */
export function seeded(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const listen = async (server) => {
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return server.address().port;
};

/** A site whose every path is a page about a lighthouse; `delayMs` holds each answer back (work stays in flight). */
export async function startSite(delayMs = 0) {
  const server = http.createServer((req, res) =>
    setTimeout(() => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(
        `<html><head><title>Page ${req.url}</title></head><body><h1>Lighthouse facts</h1><p>The lighthouse at ${req.url} was built in 1871 by the harbour board. It is 31 metres tall and its light reaches 20 nautical miles.</p><p>It was automated in 1989 and is now a museum open daily from 10:00 to 16:00.</p></body></html>`,
      );
    }, delayMs),
  );
  return { port: await listen(server), close: () => server.close() };
}

/**
 * A webhook receiver answering (by `rnd`) 200 (60 %), 503 (20 %), late past a 1 s timeout (10 %) or a reset.
 * `seen` counts the requests per `webhook-id`.
 */
export async function startReceiver(rnd) {
  const seen = new Map();
  const server = http.createServer((req, res) => {
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
  const port = await listen(server);
  return { hook: `http://127.0.0.1:${port}/hook`, seen, close: () => server.close() };
}

/**
 * The real service (`node --import tsx src/index.ts`) on `dbPath`, started and stopped by hand; `env` adds to or
 * overrides its settings.
 */
export function service({ port, dbPath, key, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  let child;
  return {
    base,
    async start() {
      child = spawn(process.execPath, ["--import", "tsx", "src/index.ts"], {
        cwd: process.cwd(),
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_PATH: dbPath,
          BOOTSTRAP_API_KEY: key,
          AGENT_ALLOW_PRIVATE_NETWORKS: "true",
          WEBHOOK_BACKOFF_MS: "200",
          WEBHOOK_TIMEOUT_MS: "1000",
          LOG_LEVEL: "error",
          DEFAULT_CREDITS: "100000",
          ...env,
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      child.stderr.on("data", (d) => process.stderr.write(`[svc] ${d}`));
      for (let i = 0; i < 100; i++) {
        try {
          if ((await fetch(`${base}/health`)).ok) return;
        } catch {}
        await sleep(100);
      }
      throw new Error("service did not come up");
    },
    pid: () => child?.pid,
    async stop(signal = "SIGTERM") {
      child.kill(signal);
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/**
 * The API calls that bring work (research tasks with webhooks, test sends, redeliveries of failed deliveries),
 * recording what was accepted and every answer by status.
 */
export function workload({ base, key, rnd, sitePort, hook }) {
  const accepted = { research: [], tests: 0, statuses: new Map(), unexpected: [] };
  async function call(method, path, body) {
    try {
      const res = await fetch(base + path, {
        method,
        headers: { "x-api-key": key, "content-type": "application/json" },
        body: body && JSON.stringify(body),
      });
      accepted.statuses.set(res.status, (accepted.statuses.get(res.status) ?? 0) + 1);
      const text = await res.text();
      if (res.status >= 500 && !(res.status === 503 && res.headers.get("retry-after")))
        accepted.unexpected.push(`${method} ${path} ${res.status} ${text}`);
      return res.ok ? JSON.parse(text) : undefined;
    } catch {
      return undefined;
    }
  }
  async function once() {
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
      const d = list?.deliveries?.[0];
      if (d) await call("POST", `/v1/webhooks/deliveries/${d.id}/redeliver`);
    }
  }
  /**
   * Bring work for `ms`, a request every 20-80 ms. Returns (after `ms`) the promise of the answers still due, so
   * the caller can kill the service with requests in flight and then wait for them.
   */
  async function run(ms) {
    const until = Date.now() + ms;
    const inflight = [];
    while (Date.now() < until) {
      inflight.push(once());
      await sleep(20 + rnd() * 60);
    }
    return Promise.allSettled(inflight);
  }
  return { accepted, run, once };
}

/** Wait (at most `timeoutMs`) until no delivery and no research task is unfinished. Returns whether they settled. */
export async function settle(db, timeoutMs = 120_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    const open = db
      .prepare("select count(*) n from webhook_deliveries where status in ('pending','delivering')")
      .get().n;
    const tasks = db
      .prepare("select count(*) n from research_tasks where status in ('queued','running')")
      .get().n;
    if (open === 0 && tasks === 0) return true;
    await sleep(500);
  }
  return false;
}

/**
 * Audit the ledger: no accepted task lost, no delivery with more than 3 automatic attempts or an attempt left open,
 * one delivery per finished task, every succeeded delivery seen by the receiver and holding a 2xx attempt, each
 * succeeded task charged once, `PRAGMA integrity_check`. Returns the problems found (empty: nothing broken).
 */
export function audit(db, { accepted, seen }) {
  const problems = [];
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
  const openAttempts = db
    .prepare("select count(*) n from webhook_attempts where completed_at is null")
    .get().n;
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
  const no2xx = db
    .prepare(`select d.id from webhook_deliveries d where d.status='succeeded' and not exists
    (select 1 from webhook_attempts a where a.delivery_id = d.id and a.response_status between 200 and 299)`)
    .all();
  if (no2xx.length) problems.push(`succeeded without a 2xx attempt: ${no2xx.length}`);
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
  if (accepted.unexpected.length)
    problems.push(
      `${accepted.unexpected.length} 5xx answers other than 503 + Retry-After`,
      ...accepted.unexpected.slice(0, 5),
    );
  return problems;
}

/** Counts by status, for the summary line. */
export const tally = (db) => ({
  deliveries: db.prepare("select status, count(*) n from webhook_deliveries group by status").all(),
  tasks: db.prepare("select status, count(*) n from research_tasks group by status").all(),
  attempts: db.prepare("select error_class, count(*) n from webhook_attempts group by error_class").all(),
});
