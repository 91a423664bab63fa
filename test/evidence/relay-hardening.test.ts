import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../helpers/service";
import { api, KEY, sendTo } from "../relay/live";

// Issue 34's repros against the real service (child processes on SQLite files, as `npm start` runs): a relay
// destination that loops back to a relay ingest, lists that answered every stored request at once, and bodies
// over 16 MiB that were truncated and accepted. Stream memory is test/evidence/relay-stream-memory.test.ts.

const MIB = 1024 * 1024;
const dirs: string[] = [];
let a: RunningService;
let b: RunningService;

function start(env: Record<string, string> = {}): Promise<RunningService> {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-relay-hardening-"));
  dirs.push(dir);
  return startService(
    { DATABASE_PATH: join(dir, "relay.db"), BOOTSTRAP_API_KEY: KEY, WEBHOOK_BACKOFF_MS: "50", ...env },
    60_000,
  );
}

beforeAll(async () => {
  [a, b] = await Promise.all([start({ RELAY_MAX_BODY_BYTES: String(32 * MIB) }), start()]);
}, 90_000);

afterAll(async () => {
  for (const s of [a, b]) {
    s?.proc.kill("SIGTERM");
    await s?.exited;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A source's ingest URL on the port its service actually bound. */
const ingestOn = (svc: RunningService, ingestUrl: string) => `${svc.baseUrl}${new URL(ingestUrl).pathname}`;

type Listed = {
  id: string;
  status: string;
  reason: string | null;
  body_truncated: boolean;
  body_bytes: number;
};
const requestsOf = async (svc: RunningService, sourceId: string, query = "") =>
  (await api(svc.baseUrl, "GET", `/v1/relay/sources/${sourceId}/requests${query}`)).body as {
    requests: Listed[];
    page_size: number;
    has_more: boolean;
  };

/** Deliveries not yet settled: while there are any, a loop could still be growing. */
const unsettled = async (svc: RunningService) => {
  const page = (await api(svc.baseUrl, "GET", "/v1/webhooks/deliveries?page_size=500")).body as {
    deliveries: { status: string }[];
  };
  return page.deliveries.filter((d) => d.status === "pending" || d.status === "delivering").length;
};

describe("relay hardening: the outside pass's repros", () => {
  it("refuses a destination at its own ingest URL, and stops a loop between two instances at the hop limit", async () => {
    const self = await api(a.baseUrl, "POST", "/v1/relay/sources", { name: "self" });
    const refused = await api(a.baseUrl, "POST", `/v1/relay/sources/${self.body.id}/destinations`, {
      url: `http://localhost:${new URL(a.baseUrl).port}${new URL(self.body.ingest_url).pathname}`,
    });
    expect(refused.status).toBe(422);

    // Two instances forwarding to each other: neither can see the other's tokens, only the hop count ends it.
    const atA = await api(a.baseUrl, "POST", "/v1/relay/sources", { name: "to b" });
    const atB = await api(b.baseUrl, "POST", "/v1/relay/sources", {
      name: "to a",
      destinations: [{ url: ingestOn(a, atA.body.ingest_url) }],
    });
    expect(atB.status).toBe(200);
    const toB = await api(a.baseUrl, "POST", `/v1/relay/sources/${atA.body.id}/destinations`, {
      url: ingestOn(b, atB.body.ingest_url),
    });
    expect(toB.status).toBe(200);
    expect((await sendTo(a.baseUrl, atA.body.ingest_url, { body: '{"type":"loop"}' })).status).toBe(200);

    let all: Listed[] = [];
    const read = async () => {
      all = [
        ...(await requestsOf(a, atA.body.id, "?page_size=500")).requests,
        ...(await requestsOf(b, atB.body.id, "?page_size=500")).requests,
      ];
    };
    const deadline = Date.now() + 30_000;
    for (;;) {
      await read();
      const loopCut = all.some((r) => r.status === "rejected");
      if (loopCut && (await unsettled(a)) === 0 && (await unsettled(b)) === 0) break;
      if (Date.now() > deadline) throw new Error(`the loop did not end: ${all.length} requests stored`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Nothing is pending anywhere, so nothing more can arrive: the sender's request and four forwards. Read once
    // more: a list read before the last request was stored (A's, read before B's rejection) would miss it.
    await read();
    expect(all.filter((r) => r.status === "accepted")).toHaveLength(5);
    for (const r of all.filter((x) => x.status === "rejected")) expect(r.reason).toMatch(/Forwarding loop/);
    expect(all.length).toBeLessThan(10);
  });

  it("keeps a 20 MiB body whole under a 32 MiB cap, refuses 40 MB chunked, and pages large bodies cut", async () => {
    const src = await api(a.baseUrl, "POST", "/v1/relay/sources", { name: "large" });
    const body = Buffer.alloc(20 * MIB, "a");
    const ok = await sendTo(a.baseUrl, src.body.ingest_url, { body });
    expect(ok.status).toBe(200);
    const whole = await api(a.baseUrl, "GET", `/v1/relay/requests/${ok.body.request_id}`);
    expect(whole.body.body_bytes).toBe(body.length);
    expect(whole.body.body).toHaveLength(body.length);

    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40_000_000) return controller.close();
        sent += MIB;
        controller.enqueue(new Uint8Array(MIB).fill(98));
      },
    });
    const { pathname } = new URL(src.body.ingest_url);
    // Refused: a 413, or — when the server's cut-off lands while the client is still writing — the connection
    // closed under the upload (EPIPE / reset) before the client could read it. Either way nothing is stored.
    const over = await fetch(`${a.baseUrl}${pathname}`, {
      method: "POST",
      body: chunked,
      duplex: "half",
    } as RequestInit & { duplex: "half" }).then(
      (res) => res.status,
      (err: Error) => `closed: ${String((err.cause as Error | undefined)?.message ?? err.message)}`,
    );
    expect(String(over)).toMatch(/^(413|closed: .*(EPIPE|ECONNRESET|other side closed|socket).*)$/i);
    expect((await requestsOf(a, src.body.id)).requests.map((r) => r.id)).toEqual([ok.body.request_id]);

    for (let i = 0; i < 55; i++) await sendTo(a.baseUrl, src.body.ingest_url, { body: `{"n":${i}}` });
    const res = await fetch(`${a.baseUrl}/v1/relay/sources/${src.body.id}/requests?page_size=60`, {
      headers: { "x-api-key": KEY },
    });
    const text = await res.text();
    // The 20 MiB body is listed as its first 64 KiB: the page stays small.
    expect(text.length).toBeLessThan(MIB);
    const page = JSON.parse(text) as { requests: Listed[] };
    expect(page.requests.map((r) => r.id)).toContain(ok.body.request_id);
    const big = page.requests.find((r) => r.id === ok.body.request_id)!;
    expect(big).toMatchObject({ body_truncated: true, body_bytes: body.length });
    const unparameterised = await requestsOf(a, src.body.id);
    expect([unparameterised.requests.length, unparameterised.page_size, unparameterised.has_more]).toEqual([
      50,
      50,
      true,
    ]);
  });
});
