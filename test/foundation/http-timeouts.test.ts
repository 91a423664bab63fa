import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService, stopService } from "../helpers/service";
import { api, KEY, openStream, sendTo, waitFor } from "../relay/live";

// The server's own bounds on receiving a request (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS), against the
// real service, a child process, with bounds of a second.

const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 3_000;
let dir: string;
let svc: RunningService;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "scoutpost-http-timeouts-"));
  svc = await startService(
    {
      DATABASE_PATH: join(dir, "t.db"),
      BOOTSTRAP_API_KEY: KEY,
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    },
    60_000,
  );
}, 90_000);

afterAll(async () => {
  await stopService(svc, []);
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Send `text` on a raw socket and nothing more, as a stalled sender does. Resolves with what came back once the
 * server closed the socket, and how long after connecting; rejects if it is still open after 15 s.
 */
function stall(text: string, onConnect?: () => void): Promise<{ answer: string; ms: number }> {
  const port = Number(new URL(svc.baseUrl).port);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(text);
      onConnect?.();
    });
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => {
      answer += d;
    });
    socket.on("error", () => {}); // a reset after the answer: "close" follows
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 15 s; received: ${JSON.stringify(answer)}`));
    }, 15_000);
    socket.on("close", () => {
      clearTimeout(guard);
      resolve({ answer, ms: performance.now() - started });
    });
  });
}

const head = (extra: string) =>
  `POST /v1/relay/sources HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-Key: ${KEY}\r\nContent-Type: application/json\r\n${extra}`;

describe("HTTP request timeouts", () => {
  it("a body that stops short of its Content-Length gets 408 and a closed socket after HTTP_REQUEST_TIMEOUT_MS", async () => {
    const { answer, ms } = await stall(head('Content-Length: 100\r\n\r\n{"n'));
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS); // the headers' bound is over once they are whole
  });

  it("headers that stop coming get 408 and a closed socket after HTTP_HEADERS_TIMEOUT_MS", async () => {
    // The headers' bound, not the whole request's: a body stalled on a connection opened just before is still
    // open when these headers' connection is closed (the server checks both in the same sweep, each second).
    let bodyClosed = false;
    const body = await new Promise<{ closed: Promise<unknown> }>((connected) => {
      const closed = stall(head('Content-Length: 100\r\n\r\n{"n'), () => connected({ closed })).finally(
        () => {
          bodyClosed = true;
        },
      );
    });
    const { answer, ms } = await stall(head("X-Partial: yes\r\n"));
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
    expect(bodyClosed).toBe(false);
    await body.closed;
  });

  it("leave an answer that stays open alone: a relay stream older than the timeout still gets what arrives", async () => {
    const created = await api(svc.baseUrl, "POST", "/v1/relay/sources", { name: "outlives" });
    expect(created.status).toBe(200);
    const { id, ingest_url } = created.body as { id: string; ingest_url: string };
    const stream = await openStream(svc.baseUrl, id);
    try {
      expect(stream.status).toBe(200);
      await waitFor(() => stream.raw().includes(": ping"), "the stream's first comment");
      // A request started after the stream has timed out: the bounds were checked with the stream open longer.
      expect((await stall(head('Content-Length: 100\r\n\r\n{"n'))).answer).toMatch(/^HTTP\/1\.1 408 /);
      const sent = await sendTo(svc.baseUrl, ingest_url, { body: '{"after":"the timeout"}' });
      expect(sent.status).toBe(200);
      await waitFor(() => stream.events.length === 1, "the request on the stream");
      expect(stream.events[0]!.id).toBe(sent.body.request_id);
    } finally {
      stream.close();
    }
  });
});
