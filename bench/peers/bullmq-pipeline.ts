/**
 * Child of bench/peers/sqlite.ts: the peer pipeline a team would build with BullMQ 6 on Redis, alone in its
 * process. A queue of deliveries (the event and the delivery id in each job, 3 attempts, exponential backoff, completed
 * jobs kept with their response status as BullMQ keeps them by default) and a Worker at concurrency 16 that builds the
 * body, signs it with the Standard Webhooks headers (./fixture.ts) and POSTs it with undici, failing the job on a
 * status that is not 2xx so that BullMQ retries it. Arguments: the receiver's URL, the Redis port, the number of
 * deliveries, the number of warm-up deliveries. Same protocol as ./ours-pipeline.ts.
 */
import { randomUUID } from "node:crypto";
import { type Job, Queue, Worker } from "bullmq";
import { Agent, request } from "undici";
import { EVENT, heard, newSecret, peerRequest, say, waitFor } from "./fixture";

const [url, redisPort, countArg, warmupArg] = process.argv.slice(2);
const COUNT = Number(countArg);
const WARMUP = Number(warmupArg ?? 500);
const connection = { host: "127.0.0.1", port: Number(redisPort) };
const secret = newSecret();
const agent = new Agent({ keepAliveTimeout: 60_000, headersTimeout: 10_000, bodyTimeout: 10_000 });

type Data = { id: string; event: typeof EVENT };
const queue = new Queue<Data>("deliveries", { connection });
let finished = 0;
const worker = new Worker<Data>(
  "deliveries",
  async (job: Job<Data>) => {
    const { body, headers } = peerRequest(secret, job.data.id, job.attemptsMade + 1, job.data.event);
    const res = await request(url!, { method: "POST", headers, body, dispatcher: agent });
    const text = await res.body.text();
    if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`HTTP ${res.statusCode}`);
    return { status: res.statusCode, body: text };
  },
  { connection, concurrency: 16 },
);
worker.on("completed", () => finished++);
worker.on("failed", (job) => {
  if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) finished++;
});

async function deliver(n: number) {
  const target = finished + n;
  for (let i = 0; i < n; i += 500)
    await queue.addBulk(
      Array.from({ length: Math.min(500, n - i) }, () => ({
        name: "deliver",
        data: { id: randomUUID(), event: EVENT },
        opts: { attempts: 3, backoff: { type: "exponential", delay: 1000 } },
      })),
    );
  await waitFor(() => finished >= target, "the deliveries");
}

process.on("SIGTERM", async () => {
  await worker.close();
  await queue.close();
  await agent.close();
  process.exit(0);
});

await worker.waitUntilReady();
await deliver(WARMUP);
say({ ready: true, secret });
await heard();
const t0 = performance.now();
await deliver(COUNT);
say({ done: true, ms: performance.now() - t0 });
