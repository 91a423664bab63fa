import { createHmac, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBootstrap, findAccountByName } from "../../src/accounts/keys";
import { systemClock } from "../../src/clock";
import { createDb, type Db } from "../../src/db/client";
import { runNow } from "../../src/db/store";
import { createSource } from "../../src/relay/sources";
import { type RunningService, startService, stopService } from "../helpers/service";
import { evidenceSeed, seededRandom } from "./random";

// The relay crash suite: the real service as a child process on a real SQLite file, a source verifying GitHub
// signatures with two destinations (real receivers in this process, which outlive every kill), a stream of signed
// ingest requests, kill -9 at seeded-random moments and restarts on the same file. Then the audit: every request
// that was answered 200 reached both destinations, every delivery settled, and no delivery had an automatic attempt
// beyond its policy or beyond the one after each attempt a kill cut (the receivers always answer 200).

const SEED = evidenceSeed();
const random = seededRandom(SEED);
const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

const KEY = `sp_${"Relay".repeat(8)}`;
const SECRET = "relay-crash-secret";
const KILLS = 5;
/** The kill phase stops after this long even with kills left (a restart takes seconds on a loaded machine). */
const KILL_PHASE_MS = 60_000;
/**
 * The destinations' retry policy: a wait of 0 s before each of KILLS + 1 attempts, so a delivery cut by every kill
 * still succeeds. A relay delivery is capped by its destination's policy, not WEBHOOK_MAX_ATTEMPTS (that is for our
 * own webhooks); with the default schedule a delivery cut three times rightly made a 4th attempt.
 */
const RETRY = { schedule_s: Array.from({ length: KILLS + 1 }, () => 0) };
const MAX_ATTEMPTS = RETRY.schedule_s.length;
/** Requests in flight at once from the sender. */
const SENDERS = 4;
/** Every wait is bounded: the suite ends whatever the service does. */
const SETTLE_DEADLINE_MS = 60_000;

let dir: string;
let dbPath: string;
let db: Db | undefined;
let svc: RunningService | undefined;
const logs: string[] = [];
const receivers: Receiver[] = [];

/** A destination: answers 200 after 1-15 ms (so kills land mid-attempt), counting what it saw. */
type Receiver = Awaited<ReturnType<typeof startReceiver>>;
async function startReceiver() {
  const byDelivery = new Map<string, number>();
  const requests = new Set<string>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.on("error", () => undefined);
    res.on("error", () => undefined);
    req.resume();
    req.on("end", () => {
      const delivery = String(req.headers["x-scoutpost-delivery"] ?? "");
      byDelivery.set(delivery, (byDelivery.get(delivery) ?? 0) + 1);
      requests.add(String(req.headers["x-scoutpost-request"] ?? ""));
      setTimeout(
        () => {
          if (res.destroyed || res.socket?.destroyed) return; // the sender died meanwhile
          res.writeHead(200, { "content-type": "application/json" });
          res.end('{"ok":true}');
        },
        1 + Math.floor(Math.random() * 15),
      );
    });
  });
  server.on("clientError", (_err, socket) => socket.destroy());
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits: (deliveryId: string) => byDelivery.get(deliveryId) ?? 0,
    saw: (requestId: string) => requests.has(requestId),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const env = () => ({
  DATABASE_PATH: dbPath,
  BOOTSTRAP_API_KEY: KEY,
  WEBHOOK_TIMEOUT_MS: "2000",
  WEBHOOK_BACKOFF_MS: "20",
  WEBHOOK_CONCURRENCY: "16",
  AGENT_ALLOW_PRIVATE_NETWORKS: "true",
  BROWSER_CONCURRENCY: "1",
});

async function stop(): Promise<void> {
  const running = svc;
  svc = undefined;
  await stopService(running, logs);
}

function signed(n: number) {
  const body = JSON.stringify({ action: "opened", number: n, pad: "x".repeat(800) });
  return {
    body,
    headers: {
      "content-type": "application/json",
      "x-github-event": "pull_request",
      "x-github-delivery": randomUUID(),
      "x-hub-signature-256": `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`,
    },
  };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "scoutpost-relay-crash-"));
  dbPath = join(dir, "scoutpost.db");
  receivers.push(await startReceiver(), await startReceiver());
});

afterAll(async () => {
  await stop();
  db?.$client.close();
  for (const r of receivers) await r.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("relay crash suite: kill -9 while signed requests stream in", () => {
  it("forwards every acknowledged request to both destinations, one more attempt only after a cut one, across restarts", async () => {
    console.log(`relay crash suite seed: ${SEED} (replay with EVIDENCE_SEED=${SEED})`);
    db = createDb(dbPath, { busyTimeoutMs: 5_000 });
    runNow(db, ensureBootstrap(systemClock, { bootstrapKey: KEY, defaultCredits: 1000 }));
    const account = runNow(db, findAccountByName("default"))!;
    const source = runNow(
      db,
      createSource(systemClock, account.id, {
        name: "crash",
        verify: { scheme: "github", secret: SECRET },
        destinations: receivers.map((r) => ({ url: r.url, retry: RETRY })),
      }),
    );

    // The sender: SENDERS loops posting signed requests to whichever service is up. A request that got no 200
    // (the service died under it) is not acknowledged and not audited; one that did must never be lost.
    const acked = new Map<string, number>(); // request id -> how many 200s named it (a duplicate names the first)
    let sent = 0;
    let refused = 0;
    let sending = true;
    let up: Promise<void> = Promise.resolve();
    let markUp = () => {};
    const sender = async () => {
      while (sending) {
        await up;
        const running = svc;
        if (!running || !sending) continue;
        const { body, headers } = signed(sent++);
        try {
          const res = await fetch(`${running.baseUrl}/hooks/relay/${source.token}`, {
            method: "POST",
            body,
            headers,
            signal: AbortSignal.timeout(5_000),
          });
          const json = (await res.json()) as { request_id?: string };
          if (res.status === 200 && json.request_id)
            acked.set(json.request_id, (acked.get(json.request_id) ?? 0) + 1);
          else refused++;
        } catch {
          // killed mid-request: not acknowledged
        }
      }
    };

    svc = await startService(env(), 60_000);
    const senders = Array.from({ length: SENDERS }, sender);
    const killPhaseEnds = Date.now() + KILL_PHASE_MS;
    const restartMs: number[] = [];
    let kills = 0;
    for (; kills < KILLS && Date.now() < killPhaseEnds; kills++) {
      // Wait for some acknowledged traffic (bounded), then a seeded-random moment, then kill -9.
      const before = acked.size;
      const deadline = Date.now() + 20_000;
      while (acked.size < before + 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, between(0, 400)));
      const running = svc!;
      up = new Promise<void>((r) => {
        markUp = r;
      });
      running.proc.kill("SIGKILL");
      const how = await running.exited;
      logs.push(running.stdout(), running.stderr());
      if (how !== "SIGKILL")
        throw new Error(`the service died by itself (${how}):\n${running.stderr().slice(-3000)}`);
      const t0 = Date.now();
      svc = await startService(env(), 60_000);
      restartMs.push(Date.now() - t0);
      markUp();
    }
    // Some traffic after the last restart, then stop sending.
    const last = acked.size;
    const deadline = Date.now() + 20_000;
    while (acked.size < last + 50 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    sending = false;
    await Promise.all(senders);

    const unsettled = db.$client.prepare(
      "select count(*) as n from webhook_deliveries where status in ('pending', 'delivering')",
    );
    const settleBy = Date.now() + SETTLE_DEADLINE_MS;
    while ((unsettled.get() as { n: number }).n > 0) {
      if (Date.now() > settleBy)
        throw new Error(`relay crash suite: deliveries never settled (seed ${SEED})`);
      await new Promise((r) => setTimeout(r, 100));
    }

    // ---- The audit ----
    type DeliveryRow = { id: string; request_id: string; url: string; status: string; attempts: number };
    const rows = db.$client
      .prepare(
        "select id, request_id, url, status, attempts from webhook_deliveries where source_type = 'relay'",
      )
      .all() as DeliveryRow[];
    const attemptRows = db.$client
      .prepare("select delivery_id, number, trigger, error_class, completed_at from webhook_attempts")
      .all() as {
      delivery_id: string;
      number: number;
      trigger: string;
      error_class: string | null;
      completed_at: number | null;
    }[];
    const attemptsOf = new Map<string, typeof attemptRows>();
    for (const a of attemptRows) attemptsOf.set(a.delivery_id, [...(attemptsOf.get(a.delivery_id) ?? []), a]);
    const byRequest = new Map<string, DeliveryRow[]>();
    for (const d of rows) byRequest.set(d.request_id, [...(byRequest.get(d.request_id) ?? []), d]);
    const stored = new Map(
      (
        db.$client.prepare("select id, status from relay_requests where source_id = ?").all(source.id) as {
          id: string;
          status: string;
        }[]
      ).map((r) => [r.id, r.status]),
    );

    const problems: string[] = [];
    for (const id of acked.keys()) {
      if (stored.get(id) !== "accepted") problems.push(`${id}: acknowledged but stored as ${stored.get(id)}`);
      const ds = byRequest.get(id) ?? [];
      for (const r of receivers) {
        const mine = ds.filter((d) => d.url === r.url);
        if (mine.length !== 1) problems.push(`${id}: ${mine.length} deliveries to ${r.url}`);
        if (!r.saw(id)) problems.push(`${id}: never reached ${r.url}`);
      }
    }
    let interrupted = 0;
    let duplicates = 0;
    for (const d of rows) {
      const say = (msg: string) => problems.push(`delivery ${d.id} (request ${d.request_id}): ${msg}`);
      const attempts = (attemptsOf.get(d.id) ?? []).sort((a, b) => a.number - b.number);
      const automatic = attempts.filter((a) => a.trigger === "initial" || a.trigger === "retry");
      const cut = automatic.filter((a) => a.error_class === "interrupted").length;
      interrupted += cut;
      if (d.status !== "succeeded")
        say(`status ${d.status} (attempts: ${automatic.map((a) => a.error_class)})`);
      if (automatic.length > MAX_ATTEMPTS) say(`${automatic.length} automatic attempts`);
      // Every automatic attempt but the last was cut by a kill: nothing else fails here.
      if (automatic.length > cut + 1)
        say(`${automatic.length} automatic attempts, ${cut} of them interrupted`);
      if (automatic.length !== d.attempts) say(`attempts column ${d.attempts} != ${automatic.length} rows`);
      if (attempts.some((a) => a.completed_at === null)) say("an attempt left open");
      const receiver = receivers.find((r) => r.url === d.url)!;
      const hits = receiver.hits(d.id);
      // Nothing is sent without its attempt row committed first; a receiver sees a delivery twice only when a
      // kill cut the attempt that reached it (at-least-once: docs/design.md §6).
      if (hits > automatic.length) say(`receiver saw it ${hits} times for ${automatic.length} attempts`);
      if (hits > 1) {
        duplicates++;
        if (cut === 0) say(`receiver saw it ${hits} times with no interrupted attempt`);
      }
    }
    console.log(
      `relay crash suite: ${kills} kills (restarts took ${restartMs.join(", ")} ms), ${sent} sent, ${acked.size} acknowledged, ${refused} refused, ` +
        `${stored.size} stored, ${rows.length} deliveries, ${attemptRows.length} attempts (${interrupted} ` +
        `interrupted), ${duplicates} deliveries a receiver saw twice`,
    );
    expect(problems.slice(0, 20)).toEqual([]);
    expect(refused).toBe(0);
    expect(kills).toBeGreaterThanOrEqual(3);
    // The kills really cut attempts short, so the recovery path was exercised.
    expect(interrupted).toBeGreaterThan(0);

    await stop();
    const output = logs.join("\n");
    expect(output).not.toContain(KEY);
    expect(output).not.toContain('"msg":"unhandled error"');
  }, 180_000);
});
