/**
 * Our relay vs Fastify 5 + stripe.webhooks.constructEvent + BullMQ 6 (`npm run bench -- --only peers-relay`, or
 * `npx tsx bench/peers/relay.ts [--rounds 3] [--count 10000]`).
 *
 * Each side in fresh processes every round: ours as ./relay-ours.ts serves it (a source verifying Stripe, one
 * destination), the peer as ./relay-fastify.ts serves it, with a redis-server of its own (AOF, appendfsync everysec).
 * The destination is one receiver process (./lib.ts RECEIVER) for both; the load is ./relay-load.ts in its own
 * process: `count` Stripe-signed 1 KB events over 10 connections (autocannon), after a warm-up of 500.
 * First a check: one and the same signed request (the same bytes) is sent to each; what the destination receives
 * must be the same request byte for byte but for the values of `x-scoutpost-request` and `x-scoutpost-delivery`
 * (each side's own ids, each request id the one its acknowledgement named), and the acknowledgements the same
 * status and JSON but for that id. Measured per round: acknowledged requests/s (count / the load's time), the rate
 * at which all of them reached the destination, and CPU per request from /proc over the load and its forwarding:
 * our server; the peer's node process plus redis-server. Writes bench/results/peers-relay.json.
 */
import { randomBytes } from "node:crypto";
import { request } from "undici";
import { writeResult } from "../lib";
import { differences, header } from "./identity";
import {
  args,
  cpuUs,
  type Peer,
  RECEIVER,
  type Recorded,
  receiverGet,
  spread,
  start,
  startRedis,
  until,
} from "./lib";
import { stripeRequest } from "./stripe-event";

const { rounds: ROUNDS, count: COUNT } = args(10_000);
const WARMUP = 500;
const CONNECTIONS = 10;
const prof = process.env.BENCH_PROF;
const tsx = ["--import", "tsx"];
const oursArgs = [...tsx, ...(prof ? ["--cpu-prof", `--cpu-prof-dir=${prof}`] : [])];
const secret = `whsec_${randomBytes(24).toString("hex")}`;
const env = { STRIPE_SECRET: secret };

const receiver = start(["-e", RECEIVER]);
const { port } = (await receiver.next()) as { port: number };
const destination = `http://127.0.0.1:${port}/hook`;
const hits = () => receiverGet<number>(port, "/__hits");

interface Running {
  ingest: string;
  pids: number[];
  stop: () => Promise<void>;
}
type Side = { name: string; launch: () => Promise<Running> };
const ours: Side = {
  name: "ours",
  launch: async () => {
    const c = start([...oursArgs, "bench/peers/relay-ours.ts", destination], env);
    const { port: p, path } = (await c.next()) as { port: number; path: string };
    return { ingest: `http://127.0.0.1:${p}${path}`, pids: [c.pid], stop: c.stop };
  },
};
const fastify: Side = {
  name: "fastify",
  launch: async () => {
    const redis = await startRedis();
    let c: Peer | undefined;
    try {
      c = start([...tsx, "bench/peers/relay-fastify.ts", destination, String(redis.port)], env);
      const { port: p, path } = (await c.next()) as { port: number; path: string };
      const child = c;
      return {
        ingest: `http://127.0.0.1:${p}${path}`,
        pids: [c.pid, redis.pid],
        stop: async () => {
          await child.stop();
          await redis.stop();
        },
      };
    } catch (err) {
      await c?.stop();
      await redis.stop();
      throw err;
    }
  },
};

/** One fixed signed request sent to a side: its acknowledgement and what the destination received. */
async function forwardOf(side: Side, req: ReturnType<typeof stripeRequest>) {
  const s = await side.launch();
  try {
    await receiverGet(port, "/__first");
    const res = await request(s.ingest, { method: "POST", headers: req.headers, body: req.body });
    const ack = { status: res.statusCode, body: await res.body.text() };
    let got: Recorded | null = null;
    await until(
      async () => {
        got = await receiverGet<Recorded | null>(port, "/__first");
        return got !== null;
      },
      "the check's forward",
      30_000,
    );
    return { ack, recorded: got! };
  } finally {
    await s.stop();
  }
}

function checkIdentity() {
  const req = stripeRequest(secret, `check${Date.now()}`);
  return (async () => {
    const a = await forwardOf(ours, req);
    const b = await forwardOf(fastify, req);
    const varying = ["x-scoutpost-request", "x-scoutpost-delivery"];
    const problems = differences(a.recorded, b.recorded, varying);
    if (a.recorded.body !== req.body) problems.push("the body forwarded is not the body sent");
    const uuid = /"request_id":"[0-9a-f-]{36}"/;
    for (const [name, x] of [
      ["ours", a],
      ["fastify", b],
    ] as const) {
      const id = (JSON.parse(x.ack.body) as { request_id?: string }).request_id;
      if (id !== header(x.recorded, "x-scoutpost-request"))
        problems.push(`${name}: forwarded request id is not the acknowledged one`);
    }
    if (a.ack.status !== b.ack.status || a.ack.body.replace(uuid, "") !== b.ack.body.replace(uuid, ""))
      problems.push(`acknowledgements differ: ${JSON.stringify(a.ack)} ≠ ${JSON.stringify(b.ack)}`);
    if (problems.length)
      throw new Error(`bench: the relays forward different requests:\n  ${problems.join("\n  ")}`);
    return [...varying.map((v) => `${v} value`), "request_id in the acknowledgement"];
  })();
}

async function round(side: Side) {
  const s = await side.launch();
  let loader: Peer | undefined;
  try {
    const before = await hits();
    loader = start(
      [...tsx, "bench/peers/relay-load.ts", s.ingest, String(COUNT), String(WARMUP), String(CONNECTIONS)],
      env,
    );
    await loader.next();
    await until(async () => (await hits()) >= before + WARMUP, "the warm-up's forwards", 60_000);
    const hits0 = await hits();
    const cpu0 = s.pids.map((p) => cpuUs(p));
    const t0 = performance.now();
    loader.send("go");
    // Watched from the start: the loader's answer comes up to a second after its last response (relay-load.ts).
    const forwarded = until(async () => (await hits()) >= hits0 + COUNT, "the forwards", 300_000).then(
      () => performance.now() - t0,
    );
    const done = (await loader.next()) as {
      ms: number;
      acked: number;
      failures: number;
      p50_ms: number;
      p99_ms: number;
    };
    const forwardedMs = await forwarded;
    const cpu = s.pids.map((p, i) => cpuUs(p) - cpu0[i]!);
    if (done.failures > 0 || done.acked !== COUNT)
      throw new Error(`bench: ${side.name}: ${done.acked} acknowledged, ${done.failures} failed of ${COUNT}`);
    const out = {
      acked_rps: COUNT / (done.ms / 1000),
      forwarded_rps: COUNT / (forwardedMs / 1000),
      p50_ms: done.p50_ms,
      p99_ms: done.p99_ms,
      cpu_us: cpu.reduce((a, b) => a + b, 0) / COUNT,
      cpu_us_by_process: cpu.map((c) => Math.round(c / COUNT)),
    };
    process.stdout.write(
      `  ${side.name}: ${out.acked_rps.toFixed(0)} acknowledged/s (p50 ${out.p50_ms} ms, p99 ${out.p99_ms} ms), all forwarded at ` +
        `${out.forwarded_rps.toFixed(0)}/s, ${out.cpu_us.toFixed(0)} µs CPU each (${out.cpu_us_by_process.join(" + ")})\n`,
    );
    return out;
  } finally {
    await loader?.stop();
    await s.stop();
  }
}

try {
  const varying = await checkIdentity();
  process.stdout.write(`byte-identity: the same forward from both but for ${varying.join(", ")}\n`);
  const per: { ours: Awaited<ReturnType<typeof round>>; peer: Awaited<ReturnType<typeof round>> }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    process.stdout.write(`round ${i + 1}/${ROUNDS}\n`);
    per.push({ ours: await round(ours), peer: await round(fastify) });
  }
  const side = (k: "ours" | "peer") => ({
    acked_rps: spread(per.map((r) => r[k].acked_rps)),
    forwarded_rps: spread(per.map((r) => r[k].forwarded_rps)),
    cpu_us: spread(per.map((r) => r[k].cpu_us)),
    p99_ms: spread(per.map((r) => r[k].p99_ms)),
  });
  const result = {
    count: COUNT,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    body_bytes: 1024,
    warmup: WARMUP,
    node: process.version,
    byte_identity: { checked: true, varying },
    ours: side("ours"),
    fastify: { ...side("peer"), cpu_us_redis: spread(per.map((r) => r.peer.cpu_us_by_process[1]!)) },
    // Ratios of each interleaved pair (ours / peer).
    ratio: {
      acked_rps: spread(per.map((r) => r.ours.acked_rps / r.peer.acked_rps)),
      forwarded_rps: spread(per.map((r) => r.ours.forwarded_rps / r.peer.forwarded_rps)),
      cpu: spread(per.map((r) => r.ours.cpu_us / r.peer.cpu_us)),
    },
    target: { acked_rps_ratio: ">= 1.5", cpu_ratio: "<= 1.0" },
    per_round: per,
  };
  process.stdout.write(
    `ours ${result.ours.acked_rps.median} acknowledged/s at ${result.ours.cpu_us.median} µs; Fastify + BullMQ ` +
      `${result.fastify.acked_rps.median}/s at ${result.fastify.cpu_us.median} µs; ratio ${result.ratio.acked_rps.median}×\n`,
  );
  writeResult("peers-relay", result);
} finally {
  await receiver.stop();
}
