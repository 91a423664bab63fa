import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningService } from "../helpers/service";
import { api, KEY, type OpenStream, openStream, sendTo, startRelayService, waitFor } from "../relay/live";

// Issue 34's stream clients that do not read, at a smaller scale: the real service (a child process on a SQLite
// file) holding 30 stored 1 MiB requests, four raw TCP clients that open the source's stream from the oldest
// request and then stop reading. The service must hold a bounded number of bytes per stream (backpressure), not
// every stored request: before the fix its RSS grew by about 250 MB here.

const STORED = 30;
const MIB = 1024 * 1024;
const CLIENTS = 4;
/** Growth allowed with four stalled streams: a few MiB each, and room for the allocator's and the GC's slack. */
const GROWTH_BOUND = 80 * MIB;
/** How long the stalled streams are watched: many polls' worth for a stream that keeps reading to show itself. */
const WATCH_MS = 3_000;
const SAMPLE_MS = 100;

let dir: string;
let svc: RunningService;
const sockets: Socket[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "scoutpost-relay-stream-memory-"));
  svc = await startRelayService(dir);
}, 90_000);

afterAll(async () => {
  for (const s of sockets) s.destroy();
  svc?.proc.kill("SIGTERM");
  await svc?.exited;
  rmSync(dir, { recursive: true, force: true });
});

/** The service's resident set size, from Linux's /proc. */
function rss(): number {
  const m = readFileSync(`/proc/${svc.proc.pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  return Number(m![1]) * 1024;
}

/**
 * A client that sends the stream request, reads until the first event has begun to arrive, then reads no more
 * (the socket paused: the kernel's buffers fill and the service's writes stop draining).
 */
function stalledClient(sourceId: string, lastEventId: string): { sawEvent: () => boolean } {
  const { hostname, port } = new URL(svc.baseUrl);
  const socket = connect(Number(port), hostname);
  sockets.push(socket);
  let head = "";
  socket.on("error", () => undefined);
  socket.on("data", (chunk: Buffer) => {
    head += chunk.toString("latin1");
    if (head.includes("event: request")) socket.pause();
  });
  socket.write(
    `GET /v1/relay/sources/${sourceId}/stream HTTP/1.1\r\nhost: ${hostname}\r\nx-api-key: ${KEY}\r\n` +
      `last-event-id: ${lastEventId}\r\n\r\n`,
  );
  return { sawEvent: () => head.includes("event: request") };
}

describe("relay stream memory: clients that stop reading", () => {
  it("holds a bounded number of bytes per stalled stream, not the stored requests", async () => {
    const src = await api(svc.baseUrl, "POST", "/v1/relay/sources", { name: "big" });
    expect(src.status).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < STORED; i++) {
      // Binary bodies: each is sent as base64, a third larger than it is stored.
      const sent = await sendTo(svc.baseUrl, src.body.ingest_url, { body: randomBytes(MIB) });
      expect(sent.status).toBe(200);
      ids.push(sent.body.request_id);
    }

    const before = rss();
    const clients = Array.from({ length: CLIENTS }, () => stalledClient(src.body.id, ids[0]!));
    await waitFor(() => clients.every((c) => c.sawEvent()), "every client's first event", 30_000);
    let peak = rss();
    for (let waited = 0; waited < WATCH_MS; waited += SAMPLE_MS) {
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
      peak = Math.max(peak, rss());
    }
    const started = Date.now();
    const health = await fetch(`${svc.baseUrl}/health`);
    const healthMs = Date.now() - started;
    await health.body?.cancel();
    console.log(
      `relay stream memory: RSS ${Math.round(before / MIB)} MiB before, peak ${Math.round(peak / MIB)} MiB with ` +
        `${CLIENTS} stalled streams; /health ${healthMs} ms`,
    );
    expect(peak - before).toBeLessThan(GROWTH_BOUND);

    // The clients go: their streams end and give back their slots (and buffers), so the key can open its
    // RELAY_MAX_STREAMS_PER_KEY (10) again.
    for (const s of sockets.splice(0)) s.destroy();
    let opened: OpenStream[] = [];
    const deadline = Date.now() + 15_000;
    for (;;) {
      opened = await Promise.all(Array.from({ length: 10 }, () => openStream(svc.baseUrl, src.body.id)));
      if (opened.every((s) => s.status === 200) || Date.now() > deadline) break;
      for (const s of opened) s.close();
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const s of opened) s.close();
    expect(opened.map((s) => s.status)).toEqual(Array(10).fill(200));
  }, 120_000);
});
