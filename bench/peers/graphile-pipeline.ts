/**
 * Child of bench/peers/pg.ts: the peer pipeline a team would build with graphile-worker 0.17 on PostgreSQL, alone
 * in its process. A task `deliver` (the event and the delivery id in its payload, max 3 attempts) run at concurrency
 * 16 that builds the body, signs it with the Standard Webhooks headers (./fixture.ts) and POSTs it with undici,
 * throwing on a status that is not 2xx so that graphile-worker retries it. With `log` as the fifth argument it also
 * keeps an attempt log as our pipeline does: a request row (headers and body) before the send and a response row
 * (status, headers, body, duration) after. Arguments: the receiver's URL, the database URL, the number of
 * deliveries, the number of warm-up deliveries, and `log` or `plain`. Same protocol as ./ours-pipeline.ts;
 * `queries` counts pg client round trips (every Client#query) meanwhile.
 */
import { randomUUID } from "node:crypto";
import { Logger, makeWorkerUtils, run } from "graphile-worker";
import { Agent, request } from "undici";
import { EVENT, heard, newSecret, peerRequest, say, waitFor } from "./fixture";
import { countRoundTrips } from "./pg-count";

const [url, connectionString, countArg, warmupArg, mode] = process.argv.slice(2);
const COUNT = Number(countArg);
const WARMUP = Number(warmupArg ?? 500);
const LOG = mode === "log";

const pgCount = countRoundTrips();

const secret = newSecret();
const agent = new Agent({ keepAliveTimeout: 60_000, headersTimeout: 10_000, bodyTimeout: 10_000 });
const logger = new Logger(() => () => {});

const utils = await makeWorkerUtils({ connectionString, logger });
await utils.migrate();
if (LOG)
  await utils.withPgClient((c) =>
    c.query(`create table if not exists attempt_log (
      id bigserial primary key, job_id text not null, attempt int not null, kind text not null, at timestamptz not null,
      url text, status int, headers jsonb not null, body text, duration_ms int)`),
  );

type Payload = { id: string; event: typeof EVENT };
let finished = 0;
const runner = await run({
  connectionString,
  concurrency: 16,
  // A connection for each job in flight, and the worker's own.
  maxPoolSize: 18,
  noHandleSignals: true,
  logger,
  taskList: {
    deliver: async (payload, helpers) => {
      const { id, event } = payload as Payload;
      const attempt = helpers.job.attempts;
      const { body, headers } = peerRequest(secret, id, attempt, event);
      if (LOG)
        await helpers.query(
          "insert into attempt_log (job_id, attempt, kind, at, url, headers, body) values ($1, $2, 'request', now(), $3, $4, $5)",
          [helpers.job.id, attempt, url, JSON.stringify(headers), body],
        );
      const t0 = performance.now();
      const res = await request(url!, { method: "POST", headers, body, dispatcher: agent });
      const text = await res.body.text();
      if (LOG)
        await helpers.query(
          "insert into attempt_log (job_id, attempt, kind, at, status, headers, body, duration_ms) values ($1, $2, 'response', now(), $3, $4, $5, $6)",
          [
            helpers.job.id,
            attempt,
            res.statusCode,
            JSON.stringify(res.headers),
            text,
            Math.round(performance.now() - t0),
          ],
        );
      if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`HTTP ${res.statusCode}`);
    },
  },
});
runner.events.on("job:complete", ({ job, error }) => {
  if (!error || job.attempts >= job.max_attempts) finished++;
});

async function deliver(n: number) {
  const target = finished + n;
  for (let i = 0; i < n; i += 500)
    await utils.addJobs(
      Array.from({ length: Math.min(500, n - i) }, () => ({
        identifier: "deliver",
        payload: { id: randomUUID(), event: EVENT },
        maxAttempts: 3,
      })),
    );
  await waitFor(() => finished >= target, "the deliveries");
}

process.on("SIGTERM", async () => {
  await runner.stop();
  await utils.release();
  await agent.close();
  process.exit(0);
});

await deliver(WARMUP);
say({ ready: true, secret });
await heard();
pgCount.reset();
const t0 = performance.now();
await deliver(COUNT);
say({ done: true, ms: performance.now() - t0, ...pgCount.counts });
