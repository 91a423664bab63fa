/**
 * Browsing screenshots on PostgreSQL: a bytea column or large objects (issue 27). Not part of the test run, nor of
 * `npm run bench` (which needs no PostgreSQL):
 * `npx tsx bench/pg-screenshots.ts [count=300] [sizes_kb=80,290] [concurrency=4] [rounds=3] [many=20000]`.
 *
 * The server: TEST_DATABASE_URL (an admin URL to database `postgres`) when set; otherwise a private cluster of
 * Debian's PostgreSQL, started as the test run starts one (test/helpers/pg-cluster.ts) but with fsync and
 * synchronous commit on, as a production server has them. Every variant (bench/pg-screenshots-variants.ts) × size
 * × round runs in a process of its own (bench/pg-screenshots-run.ts) on a fresh database, rounds interleaved;
 * the medians are printed as a table and written to bench/results/pg-screenshots.json. Then, when Debian's
 * PostgreSQL tools are installed and `many` is not 0, the backup of `many` small screenshots each way
 * (bench/pg-screenshots-dump.ts).
 */
import { spawnSync } from "node:child_process";
import os from "node:os";
import { debianPostgresBin, startCluster } from "../test/helpers/pg-cluster";
import { median, writeResult } from "./lib";
import { dumpAndRestore } from "./pg-screenshots-dump";

const COUNT = Number(process.argv[2] ?? 300);
const SIZES = (process.argv[3] ?? "80,290").split(",").map(Number);
const CONCURRENCY = Number(process.argv[4] ?? 4);
const ROUNDS = Number(process.argv[5] ?? 3);
const MANY = Number(process.argv[6] ?? 20_000);
const VARIANTS = ["bytea", "lo", "lo_stream"];

type Sample = Record<string, unknown>;

/** Field by field median of the rounds' results (nested objects too); other values from the first round. */
function medianOf(samples: Sample[]): Sample {
  const first = samples[0] as Sample;
  const out: Sample = {};
  for (const [key, value] of Object.entries(first)) {
    const values = samples.map((s) => s[key]);
    if (typeof value === "number") out[key] = median(values as number[]);
    else if (value && typeof value === "object" && values.every((v) => v && typeof v === "object"))
      out[key] = medianOf(values as Sample[]);
    else out[key] = value;
  }
  return out;
}

const bin = debianPostgresBin();
const given = process.env.TEST_DATABASE_URL?.trim();
if (!given && !bin) throw new Error("set TEST_DATABASE_URL, or apt-get install postgresql");
const cluster = given ? undefined : await startCluster(bin as string, { durable: true });
const adminUrl = given ?? (cluster?.url as string);

const runs: Record<string, Sample[]> = {};
let many: Awaited<ReturnType<typeof dumpAndRestore>> | null = null;
try {
  for (let round = 0; round < ROUNDS; round++)
    for (const kb of SIZES)
      for (const variant of VARIANTS) {
        process.stderr.write(`round ${round + 1}/${ROUNDS}: ${variant}, ${kb} KB\n`);
        const args = [String(kb), String(COUNT), String(CONCURRENCY), adminUrl, ...(bin ? [bin] : [])];
        const out = spawnSync(
          process.execPath,
          ["--import", "tsx", "bench/pg-screenshots-run.ts", variant, ...args],
          { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], timeout: 600_000 },
        );
        if (out.status !== 0)
          throw new Error(`${variant} ${kb} KB failed (exit ${out.status ?? out.signal})`);
        const key = `${variant}@${kb}`;
        runs[key] = [...(runs[key] ?? []), JSON.parse(out.stdout)];
      }
  if (MANY > 0 && bin) {
    process.stderr.write(`backup of ${MANY} small screenshots, each way\n`);
    many = await dumpAndRestore(adminUrl, bin, MANY);
  }
} finally {
  cluster?.stop();
}

const medians = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, medianOf(v)]));
const ROWS: [string, (s: Sample) => unknown][] = [
  ["writes/s", (s) => s.writes_per_s],
  ["write p50 / p99 (ms)", (s) => `${s.write_p50_ms} / ${s.write_p99_ms}`],
  ["reads/s", (s) => s.reads_per_s],
  ["read p50 / p99 (ms)", (s) => `${s.read_p50_ms} / ${s.read_p99_ms}`],
  [
    "client peak RSS: before / after writes / after reads (MB)",
    (s) => `${s.rss_before_mb} / ${s.rss_peak_write_mb} / ${s.rss_peak_read_mb}`,
  ],
  ["WAL written (MB)", (s) => s.wal_mb],
  ["on disk (MB; payload in the title)", (s) => s.on_disk_mb],
  [
    "pg_dump -Fc: s / MB",
    (s) => {
      const d = s.pg_dump as Sample | null;
      return d && "seconds" in d ? `${d.seconds} / ${d.mb}` : d ? "failed" : "—";
    },
  ],
  ["delete the tasks (cascade), ms", (s) => s.delete_ms],
  ["on disk after delete + VACUUM (MB)", (s) => s.on_disk_mb_after_delete_and_vacuum],
  ["large objects left after delete", (s) => s.large_objects_left],
  [
    "unlink orphans (vacuumlo's work): ms / left / MB after",
    (s) => {
      const u = s.unlink as Sample | null;
      return u ? `${u.ms} / ${u.large_objects_left} / ${u.on_disk_mb}` : "—";
    },
  ],
];
const tables = SIZES.map((kb) => {
  const cols = VARIANTS.map((v) => medians[`${v}@${kb}`] as Sample);
  return [
    `${COUNT} screenshots of ${kb} KB (payload ${cols[0]?.payload_mb} MB), concurrency ${CONCURRENCY}, median of ${ROUNDS}`,
    "",
    `| | ${VARIANTS.join(" | ")} |`,
    `|---|${VARIANTS.map(() => "---").join("|")}|`,
    ...ROWS.map(([label, f]) => `| ${label} | ${cols.map(f).join(" | ")} |`),
  ].join("\n");
});
const machine = `${os.cpus()[0]?.model ?? "?"}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)}, node ${process.version}, server ${given ? "TEST_DATABASE_URL" : `${bin} (durable)`}`;
if (many) {
  const row = (kind: "bytea" | "lo") => {
    const b = (many as NonNullable<typeof many>)[kind];
    return `| ${kind} | ${b.dump.seconds} s, ${b.dump.peak_rss_mb ?? "?"} MB RSS, ${b.dump_mb} MB | ${b.restore.seconds} s |`;
  };
  tables.push(
    [
      `Backup of ${MANY} screenshots of 512 bytes (the per-object cost)`,
      "",
      "| | pg_dump -Fc: time, its peak RSS, archive | pg_restore: time |",
      "|---|---|---|",
      row("bytea"),
      row("lo"),
    ].join("\n"),
  );
}
writeResult("pg-screenshots", {
  machine,
  count: COUNT,
  concurrency: CONCURRENCY,
  rounds: ROUNDS,
  medians,
  runs,
  backup: many,
});
process.stdout.write(`${machine}\n\n${tables.join("\n\n")}\n`);
