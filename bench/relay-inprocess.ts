/**
 * In-process relay ingest loop (not part of `npm run bench`): `npx tsx bench/relay-inprocess.ts [count]`. Sequential
 * signed ingests through `app.request` (no network, one commit each) on a temp-file SQLite; prints wall and CPU µs
 * per ingest. With `node --cpu-prof --import tsx` it is the profile behind docs/performance.md, relay ingest.
 */
import "@hono/zod-openapi";
import { createHmac, randomUUID } from "node:crypto";
import { systemClock } from "../src/clock";
import { runNow } from "../src/db/store";
import { createSource } from "../src/relay/sources";
import { benchApp } from "./lib";

const { app, db, account } = benchApp({ AGENT_ALLOW_PRIVATE_NETWORKS: "true" });
const secret = "b".repeat(40);
const src = runNow(
  db,
  createSource(systemClock, account.id, {
    name: "s",
    verify: { scheme: "github", secret },
    destinations: [{ url: "http://127.0.0.1:9/hook", paused: true }],
  }),
);
const N = Number(process.argv[2] ?? 3000);
const body = JSON.stringify({ a: "x".repeat(880) });
async function run(n: number) {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await app.request(`/hooks/relay/${src.token}`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "x-github-delivery": randomUUID(),
        "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
      },
    });
    if (res.status !== 200) throw new Error(String(res.status) + (await res.text()));
    await res.arrayBuffer();
  }
  const c = process.cpuUsage(cpu);
  return { wall_us: ((performance.now() - t0) * 1000) / n, cpu_us: (c.user + c.system) / n };
}
await run(500);
console.log(await run(N));
