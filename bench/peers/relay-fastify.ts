/**
 * Child of bench/peers/relay.ts: the relay a team would build instead, in one process: Fastify 5 with the body kept
 * raw, `stripe.webhooks.constructEvent` to verify it, a BullMQ 6 queue on Redis (the job id is the Stripe event id, so
 * a retried event is stored once, as our Stripe dedupe does; 3 attempts, exponential backoff) acknowledged with
 * `{ok, request_id}` once the job is stored, and a Worker at concurrency 16 forwarding it with undici as our
 * passthrough destination does: the sender's headers less hop-by-hop and per-hop ones, plus `x-scoutpost-request`,
 * `x-scoutpost-delivery` and `x-scoutpost-hops`. Arguments: the destination's URL, the Redis port; the secret in
 * STRIPE_SECRET. Prints `{port, path}` once it listens; stops on SIGTERM.
 */
import { randomUUID } from "node:crypto";
import { Queue, Worker } from "bullmq";
import Fastify from "fastify";
import Stripe from "stripe";
import { Agent, request } from "undici";
import { say } from "./fixture";

const [destination, redisPort] = process.argv.slice(2);
const secret = process.env.STRIPE_SECRET!;
const connection = { host: "127.0.0.1", port: Number(redisPort) };
const stripe = new Stripe("sk_test_bench");
const agent = new Agent({ keepAliveTimeout: 60_000, headersTimeout: 10_000, bodyTimeout: 10_000 });

type Forward = {
  requestId: string;
  deliveryId: string;
  method: string;
  headers: Record<string, string>;
  body: string;
};
const queue = new Queue<Forward>("relay", { connection });
const worker = new Worker<Forward>(
  "relay",
  async (job) => {
    const { requestId, deliveryId, method, headers, body } = job.data;
    const res = await request(destination!, {
      method: method as "POST",
      headers: {
        ...headers,
        "x-scoutpost-request": requestId,
        "x-scoutpost-delivery": deliveryId,
        "x-scoutpost-hops": "1",
      },
      body,
      dispatcher: agent,
    });
    const text = await res.body.text();
    if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`HTTP ${res.statusCode}`);
    return { status: res.statusCode, body: text };
  },
  { connection, concurrency: 16 },
);

const DROP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
]);
for (const h of ["te", "trailer", "transfer-encoding", "upgrade", "host", "content-length", "expect"])
  DROP.add(h);

const app = Fastify({ logger: false });
app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
app.removeContentTypeParser("application/json");
app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
app.post("/hooks/stripe", async (req, reply) => {
  const raw = req.body as Buffer;
  let event: { id: string };
  try {
    event = stripe.webhooks.constructEvent(raw, req.headers["stripe-signature"] as string, secret);
  } catch {
    return reply.code(401).send({ detail: "Signature verification failed" });
  }
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined && !DROP.has(k) && !k.startsWith("x-scoutpost-"))
      headers[k] = Array.isArray(v) ? v.join(", ") : v;
  const requestId = randomUUID();
  await queue.add(
    "forward",
    { requestId, deliveryId: randomUUID(), method: req.method, headers, body: raw.toString("utf8") },
    { jobId: event.id, attempts: 3, backoff: { type: "exponential", delay: 1000 } },
  );
  return reply.code(200).send({ ok: true, request_id: requestId });
});

await worker.waitUntilReady();
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address() as { port: number };
say({ port: address.port, path: "/hooks/stripe" });
process.on("SIGTERM", async () => {
  await app.close();
  await worker.close();
  await queue.close();
  await agent.close();
  process.exit(0);
});
