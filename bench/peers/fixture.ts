/**
 * What the pipeline benchmarks deliver, shared by our side and the peers' so that both send the same bytes: the
 * event, and the peers' own payload and Standard Webhooks signing, written as a team would write them (they must
 * produce what src/webhooks/formats.ts and signing.ts produce; bench/peers/sqlite.ts and pg.ts check that they do
 * before measuring). Imports nothing from src/, so a peer's process loads none of ours.
 */
import { createHmac, randomBytes } from "node:crypto";

export const EVENT = {
  scout: {
    id: "11111111-1111-4111-8111-111111111111",
    display_name: "Bench scout",
    query: "benchmark the pipeline",
  },
  update: {
    id: "22222222-2222-4222-8222-222222222222",
    timestamp: "2026-01-01T00:00:00.000Z",
    status: "completed",
    has_changes: true,
    summary: "A summary of a typical length for an update that found something new on the page.",
    details_url: "http://localhost:8080/platform/scouts/11111111-1111-4111-8111-111111111111",
    report_content: "x".repeat(400),
  },
};

/** A secret shaped as ours are (`whsec_` + 32 random bytes in base64). */
export const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** The peer's request for delivery `id`, attempt `attempt`: body and headers as our pipeline sends them. */
export function peerRequest(secret: string, id: string, attempt: number, event: typeof EVENT) {
  const now = Date.now();
  const body = JSON.stringify({
    event_type: "scout_update",
    scout: event.scout,
    update: event.update,
    delivery: { id, attempt, timestamp: new Date(now).toISOString() },
  });
  const ts = String(Math.floor(now / 1000));
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const mac = createHmac("sha256", key).update(`${id}.${ts}.`).update(body).digest("base64");
  return {
    body,
    headers: {
      "content-type": "application/json",
      "user-agent": "Scout-Webhook/1.0",
      "x-scout-event": "scout.update",
      "webhook-id": id,
      "webhook-timestamp": ts,
      "webhook-signature": `v1,${mac}`,
    },
  };
}

/** The child side of the JSON-lines protocol: print one line; resolve on the driver's next line (`go`). */
export const say = (o: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(o)}\n`);
const stdinLines: string[] = [];
const stdinWaiters: ((l: string) => void)[] = [];
let stdinBuf = "";
process.stdin.on("data", (d: Buffer) => {
  stdinBuf += d.toString();
  for (let i = stdinBuf.indexOf("\n"); i >= 0; i = stdinBuf.indexOf("\n")) {
    const line = stdinBuf.slice(0, i);
    stdinBuf = stdinBuf.slice(i + 1);
    const w = stdinWaiters.shift();
    if (w) w(line);
    else stdinLines.push(line);
  }
});
// The driver gone (its end of the pipe closed): nothing will stop this process otherwise.
process.stdin.on("end", () => process.exit(1));
export const heard = () =>
  new Promise<string>((resolve) => {
    const l = stdinLines.shift();
    if (l !== undefined) resolve(l);
    else stdinWaiters.push(resolve);
  });

/** Wait for `check()` polling every `everyMs`, bounded by `deadlineMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  label: string,
  everyMs = 20,
  deadlineMs = 300_000,
) {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
