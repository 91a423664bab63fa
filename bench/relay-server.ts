/**
 * Child process of bench/relay.ts: the real app as src/index.ts runs it (temp-file SQLite, background checkpointer,
 * job runner with the webhook dispatcher) on one loopback port, plus, on the same server, a bare Hono route that
 * reads the body the same way as the ingest route and answers the same 200 JSON, and a few control routes for the
 * driver. Argument: the destination's URL. Prints `{port, token, secret}` as one JSON line once it listens.
 */
// First: it adds `.openapi()` to zod, which src/relay/filter.ts's schema needs when it is loaded (via readBody's
// module) before the app.
import "@hono/zod-openapi";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Http2Bindings, type HttpBindings, serve } from "@hono/node-server";
import { Hono } from "hono";
import { createAccount } from "../src/accounts/keys";
import { readBody } from "../src/api/relay/ingest";
import { createApp } from "../src/app";
import { systemClock } from "../src/clock";
import { loadConfig } from "../src/config";
import { startBackgroundCheckpoints } from "../src/db/checkpointer";
import { createDb } from "../src/db/client";
import { uuidv7 } from "../src/db/ids";
import { runNow, sqliteStore } from "../src/db/store";
import { transaction } from "../src/db/tx";
import type { AppDeps } from "../src/deps";
import { JobRunner } from "../src/jobs/runner";
import { silentLogger } from "../src/logger";
import { createProcessMemory } from "../src/memory";
import { createHttpClients } from "../src/net/clients";
import { updateDestination } from "../src/relay/destinations";
import { relayForwarder } from "../src/relay/forwarder";
import { forward } from "../src/relay/ingest";
import { createSource } from "../src/relay/sources";
import { registerWebhookDispatcher } from "../src/webhooks/dispatcher";
import { unfinishedDeliveries } from "../src/webhooks/log";

const destination = process.argv[2]!;
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? "16";
const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), "scoutpost-relay-bench-"));
const path = join(dir, "relay.db");
const db = createDb(path);
const stopCheckpoints = startBackgroundCheckpoints(db, path);
const config = loadConfig({
  DATABASE_PATH: path,
  WEBHOOK_CONCURRENCY: CONCURRENCY,
  // One destination, as bench/webhooks.ts has one receiver: it may use every slot.
  WEBHOOK_RECEIVER_CONCURRENCY: CONCURRENCY,
  AGENT_ALLOW_PRIVATE_NETWORKS: "true",
});
const memory = createProcessMemory();
const jobs = new JobRunner(sqliteStore(db), systemClock, silentLogger, { storage: memory.storage });
const http = createHttpClients(config);
const deps: AppDeps = {
  db,
  store: sqliteStore(db),
  config,
  clock: systemClock,
  logger: silentLogger,
  jobs,
  http,
  memory,
  forwarders: [relayForwarder],
};
registerWebhookDispatcher(deps);
jobs.start();
const app = createApp(deps);

const account = runNow(db, createAccount(systemClock, "bench", 0));
const secret = "b".repeat(40);
const source = runNow(
  db,
  createSource(systemClock, account.id, {
    name: "bench",
    verify: { scheme: "github", secret },
    destinations: [{ url: destination, paused: true }],
  }),
);
const dest = source.destinations[0]!;

const countStatus = db.$client.prepare(
  "select status, count(*) as n from webhook_deliveries group by status",
);
const lastAccepted = db.$client.prepare(
  "select id from relay_requests where status = 'accepted' order by received_at desc limit 1",
);

// Request received -> its delivery's first attempt started, both stamped by the service (ms): the pipeline's own
// share of (c), without the driver's and the network's.
const firstAttempts = db.$client.prepare(`select a.started_at - r.received_at as ms
    from relay_requests r join webhook_deliveries d on d.request_id = r.id
    join webhook_attempts a on a.delivery_id = d.id and a.number = 1
    where r.id in (select value from json_each(?))`);

const bare = new Hono()
  // Reads the body as the ingest route does (Node's request stream, same cap) and answers the same 200 JSON.
  .post("/bare/hooks/relay/:token", async (c) => {
    const incoming = (c.env as { incoming?: import("node:http").IncomingMessage }).incoming;
    const body = await readBody(incoming, config.relay.maxBodyBytes);
    if (body === "too_large") return c.json({ detail: "too large" }, 413);
    return c.json({ ok: true, request_id: uuidv7() }, 200);
  })
  .post("/ctl/paused/:v", (c) => {
    runNow(db, updateDestination(account.id, source.id, dest.id, { paused: c.req.param("v") === "1" }));
    return c.json({ ok: true });
  })
  .get("/ctl/state", (c) => {
    const { pending, delivering } = runNow(db, unfinishedDeliveries());
    const cpu = process.cpuUsage();
    return c.json({ pending, delivering, cpu_us: cpu.user + cpu.system, t: performance.now() });
  })
  .post("/ctl/first-attempts", async (c) =>
    c.json((firstAttempts.all(JSON.stringify(await c.req.json())) as { ms: number }[]).map((r) => r.ms)),
  )
  .get("/ctl/outcomes", (c) => c.json(countStatus.all()))
  // The pipeline alone: `n` deliveries of the last accepted request enqueued at once (500 per transaction, as a
  // producer writes), drained by the same dispatcher. The driver polls /ctl/state until none is left.
  .post("/ctl/enqueue/:n", (c) => {
    const n = Number(c.req.param("n"));
    const { id } = lastAccepted.get() as { id: string };
    for (let i = 0; i < n; i += 500)
      transaction(db, () => {
        for (let j = i; j < Math.min(n, i + 500); j++) runNow(db, forward(deps, source, dest, id));
      });
    return c.json({ ok: true });
  });

const server = serve(
  {
    // Chosen by the raw path, so neither side pays for the other's routing.
    fetch: (req, env: HttpBindings | Http2Bindings) =>
      (env.incoming.url?.startsWith("/hooks/relay/") ? app : bare).fetch(req, env),
    port: 0,
    hostname: "127.0.0.1",
  },
  (info) => {
    process.stdout.write(`${JSON.stringify({ port: info.port, token: source.token, secret })}\n`);
  },
);

process.on("SIGTERM", async () => {
  server.close();
  await jobs.stop(5_000);
  await stopCheckpoints();
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
