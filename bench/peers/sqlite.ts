/**
 * Our SQLite pipeline vs BullMQ 6 + Redis 7 (`npm run bench -- --only peers-sqlite`, or
 * `npx tsx bench/peers/sqlite.ts [--rounds 3] [--count 10000]`).
 *
 * Both deliver `count` signed webhooks at concurrency 16 to one receiver process (./lib.ts RECEIVER): ours as
 * ./ours-pipeline.ts runs it (temp-file SQLite), the peer as ./bullmq-pipeline.ts runs it against a redis-server
 * started here (AOF, appendfsync everysec). First a check: one delivery from each side, recorded by the receiver,
 * must be the same request byte for byte but for the per-delivery values assertSamePipelineRequest names. Then
 * rounds, interleaved (ours, peer, ours, peer...), each in fresh processes (and a fresh redis-server), each
 * timed from the first enqueue until every delivery has been answered and settled, after a warm-up of 500. CPU
 * per delivery from /proc (utime + stime): our process; the peer's node process plus redis-server. The receiver's
 * CPU is the same work for both and is reported apart. Writes bench/results/peers-sqlite.json.
 */
import { writeResult } from "../lib";
import { assertSamePipelineRequest } from "./identity";
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
} from "./lib";

const { rounds: ROUNDS, count: COUNT } = args(10_000);
const WARMUP = 500;
const prof = process.env.BENCH_PROF;
const tsx = ["--import", "tsx", ...(prof ? ["--cpu-prof", `--cpu-prof-dir=${prof}`] : [])];

const receiver = start(["-e", RECEIVER]);
const { port } = (await receiver.next()) as { port: number };
const url = `http://127.0.0.1:${port}/hook`;

interface Side {
  name: string;
  /** Start the side's processes; the pids whose CPU is its cost; how to stop them. */
  launch: (warmup: number) => Promise<{ child: Peer; pids: number[]; stop: () => Promise<void> }>;
}
const ours: Side = {
  name: "ours",
  launch: async (warmup) => {
    const child = start([...tsx, "bench/peers/ours-pipeline.ts", url, String(COUNT), String(warmup)]);
    return { child, pids: [child.pid], stop: child.stop };
  },
};
const bullmq: Side = {
  name: "bullmq",
  launch: async (warmup) => {
    const redis = await startRedis();
    const child = start([
      ...tsx,
      "bench/peers/bullmq-pipeline.ts",
      url,
      String(redis.port),
      String(COUNT),
      String(warmup),
    ]);
    return {
      child,
      pids: [child.pid, redis.pid],
      stop: async () => {
        await child.stop();
        await redis.stop();
      },
    };
  },
};

/** The first request a side sends, and its secret. */
async function firstRequest(side: Side): Promise<{ recorded: Recorded; secret: string }> {
  await receiverGet(port, "/__first");
  const s = await side.launch(1);
  try {
    const { secret } = (await s.child.next()) as { secret: string };
    return { recorded: await receiverGet<Recorded>(port, "/__first"), secret };
  } finally {
    await s.stop();
  }
}

async function round(side: Side) {
  const s = await side.launch(WARMUP);
  try {
    await s.child.next();
    const hits0 = await receiverGet<number>(port, "/__hits");
    const cpu0 = s.pids.map((p) => cpuUs(p));
    const r0 = cpuUs(receiver.pid);
    s.child.send("go");
    const done = (await s.child.next()) as { ms: number };
    const cpu = s.pids.map((p, i) => cpuUs(p) - cpu0[i]!);
    const receiverCpu = cpuUs(receiver.pid) - r0;
    const hits = (await receiverGet<number>(port, "/__hits")) - hits0;
    if (hits !== COUNT) throw new Error(`bench: ${side.name} sent ${hits} requests for ${COUNT} deliveries`);
    const out = {
      dps: COUNT / (done.ms / 1000),
      cpu_us: cpu.reduce((a, b) => a + b, 0) / COUNT,
      cpu_us_by_process: cpu.map((c) => Math.round(c / COUNT)),
      receiver_cpu_us: receiverCpu / COUNT,
    };
    process.stdout.write(
      `  ${side.name}: ${out.dps.toFixed(0)} deliveries/s, ${out.cpu_us.toFixed(0)} µs CPU each ` +
        `(${out.cpu_us_by_process.join(" + ")}), receiver ${out.receiver_cpu_us.toFixed(0)} µs\n`,
    );
    return out;
  } finally {
    await s.stop();
  }
}

try {
  const a = await firstRequest(ours);
  const b = await firstRequest(bullmq);
  const { varying } = assertSamePipelineRequest(a.recorded, a.secret, b.recorded, b.secret, "bullmq");
  process.stdout.write(`byte-identity: same request from both but for ${varying.join(", ")}\n`);

  const per: { ours: Awaited<ReturnType<typeof round>>; peer: Awaited<ReturnType<typeof round>> }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    process.stdout.write(`round ${i + 1}/${ROUNDS}\n`);
    const o = await round(ours);
    const p = await round(bullmq);
    per.push({ ours: o, peer: p });
  }
  const result = {
    count: COUNT,
    rounds: ROUNDS,
    concurrency: 16,
    warmup: WARMUP,
    node: process.version,
    byte_identity: { checked: true, varying },
    ours: { dps: spread(per.map((r) => r.ours.dps)), cpu_us: spread(per.map((r) => r.ours.cpu_us)) },
    bullmq: {
      dps: spread(per.map((r) => r.peer.dps)),
      cpu_us: spread(per.map((r) => r.peer.cpu_us)),
      cpu_us_node: spread(per.map((r) => r.peer.cpu_us_by_process[0]!)),
      cpu_us_redis: spread(per.map((r) => r.peer.cpu_us_by_process[1]!)),
    },
    receiver_cpu_us: spread(per.flatMap((r) => [r.ours.receiver_cpu_us, r.peer.receiver_cpu_us])),
    // Ratios of each interleaved pair (ours / peer), so a busy moment of the shared machine hits both sides.
    ratio: {
      dps: spread(per.map((r) => r.ours.dps / r.peer.dps)),
      cpu: spread(per.map((r) => r.ours.cpu_us / r.peer.cpu_us)),
    },
    target: { dps_ratio: ">= 1.5", cpu_ratio: "<= 0.6" },
    per_round: per,
  };
  process.stdout.write(
    `ours ${result.ours.dps.median}/s at ${result.ours.cpu_us.median} µs; BullMQ ${result.bullmq.dps.median}/s at ` +
      `${result.bullmq.cpu_us.median} µs; ratios ${result.ratio.dps.median}× throughput, ${result.ratio.cpu.median}× CPU\n`,
  );
  writeResult("peers-sqlite", result);
} finally {
  await receiver.stop();
}
