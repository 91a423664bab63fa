/**
 * Child of bench/peers/relay.ts: the load, in a process of its own so that neither server shares a core's time with
 * it. Every request is made before any is sent: a 1 KB Stripe event (its own `evt_` id) signed with
 * `stripe.webhooks.generateTestHeaderString`, as Stripe sends it. Arguments: the ingest URL, the number of requests,
 * the number of warm-up requests, connections; the secret in STRIPE_SECRET. Sends the warm-up and prints
 * `{ready}`; on `go`, sends the rest with autocannon (`amount`, so exactly that many) and prints
 * `{done, ms, acked, failures, p50_ms, p99_ms}`.
 */
import autocannon from "autocannon";
import { heard, say } from "./fixture";
import { stripeRequest } from "./stripe-event";

const [url, countArg, warmupArg, connArg] = process.argv.slice(2);
const COUNT = Number(countArg);
const WARMUP = Number(warmupArg);
const CONNECTIONS = Number(connArg ?? 10);
const secret = process.env.STRIPE_SECRET!;
const run = `${process.pid}${Date.now()}`;

/**
 * Send `requests`; `ms` runs until the last response came. autocannon notices that its `amount` is reached only on
 * its one-second tick, so the time its promise takes to resolve is rounded up to the next whole second (every round
 * came out at 6.02 or 9.02 s).
 */
async function load(requests: ReturnType<typeof stripeRequest>[]) {
  let i = 0;
  const t0 = performance.now();
  let last = t0;
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const options: autocannon.Options = {
      url,
      connections: CONNECTIONS,
      amount: requests.length,
      requests: [{ method: "POST", setupRequest: (req) => ({ ...req, ...requests[i++ % requests.length] }) }],
    };
    const run = autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
    run.on("response", () => {
      last = performance.now();
    });
  });
  return { ms: last - t0, r };
}

const warm = Array.from({ length: WARMUP }, (_, i) => stripeRequest(secret, `${run}w${i}`));
const main = Array.from({ length: COUNT }, (_, i) => stripeRequest(secret, `${run}${i}`));
await load(warm);
say({ ready: true });
await heard();
const { ms, r } = await load(main);
say({
  done: true,
  ms,
  acked: r["2xx"],
  failures: r.non2xx + r.errors + r.timeouts,
  p50_ms: r.latency.p50,
  p99_ms: r.latency.p99,
});
process.exit(0);
