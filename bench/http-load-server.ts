/**
 * Child process of bench/http-load.ts: seeds 100,000 research tasks into a temp-file SQLite, then serves the real
 * app and a bare Hono app (one static route answering the same bytes as our first page) on two loopback ports.
 * Prints `{ours, bare, key}` as one JSON line once both listen.
 */
import { rmSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { benchApp, seedResearchTasks } from "./lib";

const TASKS = Number(process.argv[2] ?? 100_000);
const { app, db, account, key, dir } = benchApp();
seedResearchTasks(db, account.id, TASKS, Date.UTC(2025, 0, 1));
db.$client.pragma("optimize");

const path = "/v1/research/tasks?page_size=50";
const firstPage = await (await app.request(path, { headers: { "X-API-Key": key } })).text();
const bare = new Hono().get("/v1/research/tasks", (c) =>
  c.body(firstPage, 200, { "content-type": "application/json" }),
);

const listen = (fetch: (req: Request) => Response | Promise<Response>) =>
  new Promise<number>((resolve) => {
    serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
  });
const [oursPort, barePort] = await Promise.all([listen(app.fetch), listen(bare.fetch)]);
process.stdout.write(
  `${JSON.stringify({ ours: `http://127.0.0.1:${oursPort}${path}`, bare: `http://127.0.0.1:${barePort}${path}`, key, tasks: TASKS, bytes: firstPage.length })}\n`,
);
// Its 90 MB database goes with it (bench/http-load.ts stops it with SIGTERM).
process.on("SIGTERM", () => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
