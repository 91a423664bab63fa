/**
 * Relay ingest benchmark (not part of the test run): `npx tsx bench/relay.ts [seconds] [connections]`.
 *
 * The real app (bench/relay-server.ts: temp-file SQLite, checkpointer, job runner and webhook dispatcher, as
 * src/index.ts runs them) in its own process; a destination (a plain node:http server answering 200) in another;
 * this process drives them. Requests are 900-byte JSON POSTs signed as GitHub signs them (`x-hub-signature-256`,
 * a fresh `X-GitHub-Delivery` each) to a source verifying `github` with one destination. It measures, in one run:
 *   a. acknowledged durable ingest requests/s with the destination paused (autocannon, `connections`), beside a
 *      bare Hono route on the same server that reads the body the same way and answers the same 200 JSON: ratio;
 *   b. the pipeline's own delivery rate (10,000 deliveries of a stored request enqueued at once and drained), then
 *      the sustained rate at which requests are both acknowledged and forwarded with the backlog bounded: offered
 *      rates stepped (autocannon `overallRate`, `seconds` each), a step passing when ≥ 97 % of the offered rate is
 *      acknowledged with no error and the pending + delivering backlog, sampled every 250 ms, ends under a quarter
 *      second's worth and does not grow from the first half of the step to the second;
 *   c. ingest → first forward attempt latency at half of (b)'s rate: an open-loop sender records the send time, the
 *      destination its arrival time (both CLOCK_MONOTONIC via process.hrtime, shared by processes on one machine),
 *      matched by `x-scoutpost-request` = the request id the ingest answered.
 * Beside the rates, the server's CPU per request (process.cpuUsage, all its threads). Writes
 * bench/results/relay.json.
 */
import autocannon from "autocannon";
import { Pool, request } from "undici";
import { percentile, writeResult } from "./lib";
import { child, githubSigner, RECEIVER_SOURCE, stopChildren } from "./processes";

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 10);
const PIPELINE_COUNT = 10_000;
const MAX_STEPS = 7;
const DEADLINE_MS = 120_000;

const receiverPort = await child(["-e", RECEIVER_SOURCE]);
const receiver = `http://127.0.0.1:${receiverPort}`;
const server = JSON.parse(
  // BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof": node flags for the server (profiles are written
  // when it exits, which it does on our SIGTERM).
  await child([
    ...(process.env.BENCH_SERVER_FLAGS?.split(" ").filter(Boolean) ?? []),
    "--import",
    "tsx",
    "bench/relay-server.ts",
    `${receiver}/hook`,
  ]),
) as { port: number; token: string; secret: string };
const base = `http://127.0.0.1:${server.port}`;
const ingestPath = `/hooks/relay/${server.token}`;
const barePath = `/bare${ingestPath}`;

// ---- Requests: 900-byte JSON bodies, each with its own delivery id and signature, as GitHub sends them.
const PAD = 900;
const signed = githubSigner(server.secret, PAD);
if (Buffer.byteLength(signed().body) !== PAD) throw new Error("bench: body is not 900 bytes");

const ctl = async <T>(method: string, path: string): Promise<T> => {
  const res = await request(`${base}${path}`, { method });
  return (await res.body.json()) as T;
};
type State = { pending: number; delivering: number; cpu_us: number; t: number };
const state = () => ctl<State>("GET", "/ctl/state");
const backlog = (s: State) => s.pending + s.delivering;

async function until(check: () => Promise<boolean>, label: string) {
  const deadline = Date.now() + DEADLINE_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`bench: timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const drained = () => until(async () => backlog(await state()) === 0, "the backlog to drain");

/** autocannon on `path` with fresh signed requests; `rate` caps the offered requests/s over all connections. */
async function load(path: string, seconds: number, rate?: number) {
  const s0 = await state();
  const r = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: [{ method: "POST", setupRequest: (req) => ({ ...req, ...signed() }) }],
  });
  const s1 = await state();
  const done = r.requests.total;
  return {
    rps: done / seconds,
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    requests: done,
    failures: r.non2xx + r.errors + r.timeouts,
    server_cpu_us: (s1.cpu_us - s0.cpu_us) / Math.max(1, done),
  };
}

// ---- (a) ingest alone (destination paused) vs the bare route.
await ctl("POST", "/ctl/paused/1");
await load(barePath, 3); // warm-up: JIT, sockets, SQLite cache
await load(ingestPath, 3);
const bare = await load(barePath, SECONDS);
const ingest = await load(ingestPath, SECONDS);
for (const [name, r] of [
  ["bare", bare],
  ["ingest", ingest],
] as const)
  if (r.failures > 0) throw new Error(`bench: ${name}: ${r.failures} failed requests`);
process.stdout.write(
  `a. ingest alone ${ingest.rps.toFixed(0)} req/s (p50 ${ingest.p50_ms} ms, p99 ${ingest.p99_ms} ms, server ` +
    `${ingest.server_cpu_us.toFixed(0)} µs CPU each) vs bare ${bare.rps.toFixed(0)} req/s (${bare.server_cpu_us.toFixed(0)} µs): ` +
    `ratio ${(ingest.rps / bare.rps).toFixed(2)}\n`,
);

// ---- (b) the pipeline alone, then ingest + forward stepped.
await ctl("POST", "/ctl/paused/0");
const p0 = await state();
await ctl("POST", `/ctl/enqueue/${PIPELINE_COUNT}`);
await drained();
const p1 = await state();
const pipeline = {
  dps: PIPELINE_COUNT / ((p1.t - p0.t) / 1000),
  server_cpu_us: (p1.cpu_us - p0.cpu_us) / PIPELINE_COUNT,
};
process.stdout.write(
  `b. pipeline alone ${pipeline.dps.toFixed(0)} deliveries/s (${pipeline.server_cpu_us.toFixed(0)} µs CPU each)\n`,
);

async function step(rate: number) {
  const samples: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      samples.push(backlog(await state()));
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const hits0 = Number(await (await request(`${receiver}/__hits`)).body.text());
  const r = await load(ingestPath, SECONDS, Math.round(rate));
  sampling = false;
  await sampler;
  const end = backlog(await state());
  const half = Math.floor(samples.length / 2);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const first = mean(samples.slice(1, half));
  const second = mean(samples.slice(half));
  const bound = Math.max(50, rate / 4);
  const pass = r.failures === 0 && r.rps >= 0.97 * rate && end <= bound && second <= first + bound / 2;
  const t0 = Date.now();
  await drained();
  const hits = Number(await (await request(`${receiver}/__hits`)).body.text()) - hits0;
  await request(`${receiver}/__arrivals`).then((x) => x.body.dump());
  const out = {
    offered: Math.round(rate),
    acked_rps: Math.round(r.rps),
    forwarded: hits,
    backlog_first_half: Math.round(first),
    backlog_second_half: Math.round(second),
    backlog_end: end,
    max_backlog: Math.max(...samples),
    drain_ms: Date.now() - t0,
    server_cpu_us: Math.round(r.server_cpu_us),
    failures: r.failures,
    pass,
  };
  process.stdout.write(`   step ${JSON.stringify(out)}\n`);
  return out;
}

// Start where ingest and delivery share the one thread (1 / (1/ingest + 1/pipeline)), then step up by 20 % while
// steps pass or down by 20 % until one does.
const steps: Awaited<ReturnType<typeof step>>[] = [];
let rate = 1 / (1 / ingest.rps + 1 / pipeline.dps);
for (let i = 0; i < MAX_STEPS; i++) {
  const s = await step(rate);
  steps.push(s);
  const passed = steps.filter((x) => x.pass);
  const failed = steps.filter((x) => !x.pass);
  const best = Math.max(0, ...passed.map((x) => x.offered));
  const worst = Math.min(Number.POSITIVE_INFINITY, ...failed.map((x) => x.offered));
  if (passed.length && failed.length && worst <= best * 1.2 + 1) break; // bracketed to 20 %
  rate = s.pass ? rate * 1.2 : rate * 0.8;
  if (rate > best && rate >= worst) rate = (best + worst) / 2;
}
const sustained = Math.max(0, ...steps.filter((x) => x.pass).map((x) => x.offered));
process.stdout.write(`b. sustained ingest + forward: ${sustained} req/s\n`);

// ---- (c) ingest -> first forward attempt at half of (b)'s rate, open loop.
const halfRate = Math.max(1, sustained / 2);
const pool = new Pool(base, { connections: CONNECTIONS });
const sent = new Map<string, bigint>();
const acks: number[] = [];
const latencyCount = Math.min(5_000, Math.round(halfRate * SECONDS));
const gapMs = 1000 / halfRate;
const inflight: Promise<void>[] = [];
const l0 = performance.now();
for (let i = 0; i < latencyCount; i++) {
  const { body, headers } = signed();
  inflight.push(
    (async () => {
      const at = process.hrtime.bigint();
      const res = await pool.request({ path: ingestPath, method: "POST", body, headers });
      const json = (await res.body.json()) as { request_id: string };
      acks.push(Number(process.hrtime.bigint() - at) / 1e6);
      sent.set(json.request_id, at);
    })(),
  );
  const wait = l0 + (i + 1) * gapMs - performance.now();
  await new Promise((r) => (wait > 1 ? setTimeout(r, wait) : setImmediate(r)));
}
await Promise.all(inflight);
await drained();
const arrivals = (await (await request(`${receiver}/__arrivals`)).body.json()) as Record<string, string>;
const latencies = [...sent].flatMap(([id, at]) =>
  arrivals[id] ? [Number(BigInt(arrivals[id]) - at) / 1e6] : [],
);
if (latencies.length !== sent.size)
  throw new Error(
    `bench: ${sent.size - latencies.length} of ${sent.size} requests never reached the destination`,
  );
await pool.close();
const served = (await (
  await request(`${base}/ctl/first-attempts`, { method: "POST", body: JSON.stringify([...sent.keys()]) })
).body.json()) as number[];
const latency = {
  rate: Math.round(halfRate),
  samples: latencies.length,
  p50_ms: Number(percentile(latencies, 0.5).toFixed(2)),
  p99_ms: Number(percentile(latencies, 0.99).toFixed(2)),
  max_ms: Number(Math.max(...latencies).toFixed(2)),
  ack_p50_ms: Number(percentile(acks, 0.5).toFixed(2)),
  ack_p99_ms: Number(percentile(acks, 0.99).toFixed(2)),
  // Inside the service (ms clock): received -> first attempt started.
  service_p50_ms: percentile(served, 0.5),
  service_p99_ms: percentile(served, 0.99),
};
process.stdout.write(`c. ingest -> first forward at ${latency.rate} req/s: ${JSON.stringify(latency)}\n`);

const outcomes = await ctl<{ status: string; n: number }[]>("GET", "/ctl/outcomes");
const result = {
  seconds: SECONDS,
  connections: CONNECTIONS,
  body_bytes: PAD,
  node: process.version,
  ingest,
  bare,
  ratio: Number((ingest.rps / bare.rps).toFixed(3)),
  pipeline_dps: Math.round(pipeline.dps),
  pipeline_cpu_us: Math.round(pipeline.server_cpu_us),
  sustained_rps: sustained,
  steps,
  latency,
  delivery_outcomes: outcomes,
  target: { ratio: 0.2, latency_p50_ms: 10, latency_p99_ms: 50 },
};
writeResult("relay", result);
stopChildren();
