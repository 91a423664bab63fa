import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ErrorClass } from "../../src/webhooks/retry";
import { RESPONSE_BODY_LIMIT } from "../../src/webhooks/sender";
import {
  type Behaviour,
  closedPort,
  type Receiver,
  startHttpsReceiver,
  startReceiver,
} from "../webhooks/receiver";
import { pipeline as evidencePipeline } from "../webhooks/setup";
import { type RawBehaviour, type RawServer, startRawServer } from "./raw-server";

// The fault matrix: one real delivery per receiver behaviour, through the real dispatcher, sender and guarded
// agent, each attempt bounded by 400 ms where the row is about the timeout (10 s elsewhere; 3 s for a receiver that
// never answers, where any bound will do). For each row: the final status, the error class of every automatic
// attempt in order (so the attempt count too), and how many requests the receiver saw.

type Expect = {
  status: "succeeded" | "failed";
  /** Error class of each automatic attempt, in order; null is a success. */
  classes: (ErrorClass | null)[];
  /** Requests the receiver saw for this delivery (default: one per attempt). */
  hits?: number;
  /** The last attempt's response status (null: no response). */
  responseStatus?: number | null;
};

interface Ctx {
  http: Receiver;
  https: Receiver;
  raw: RawServer | undefined;
  attempts: ReturnType<ReturnType<typeof evidencePipeline>["attempts"]>;
}

interface Row {
  name: string;
  /** Answers of the HTTP receiver, in order; the last one repeats. */
  answers?: Behaviour[];
  /** A raw TCP receiver instead of the HTTP one. */
  raw?: RawBehaviour;
  /** The URL to deliver to, when it is not the HTTP receiver's `/hook`. */
  url?: (c: { http: Receiver; https: Receiver; raw?: RawServer }) => string | Promise<string>;
  env?: Record<string, string>;
  /** About the 400 ms timeout without expecting one (an answer just inside it); a row expecting a timeout is too. */
  timed?: true;
  /** Trust the HTTPS receiver's self-signed certificate. */
  trust?: boolean;
  expect: Expect;
  check?: (c: Ctx) => void;
}

const times = <T>(n: number, v: T): T[] => Array.from({ length: n }, () => v);
const status = (s: number, headers?: Record<string, string>): Behaviour => ({
  status: s,
  headers,
  body: `s${s}`,
});
const ALLOW_LOOPBACK = { WEBHOOK_ALLOWED_CIDRS: "127.0.0.1/32" };

const succeeds = (s: number): Row => ({
  name: `HTTP ${s}: success`,
  answers: [status(s)],
  expect: { status: "succeeded", classes: [null], responseStatus: s },
});
const finalStatus = (s: number, headers?: Record<string, string>): Row => ({
  name: `HTTP ${s}: final, not retried`,
  answers: [status(s, headers)],
  expect: { status: "failed", classes: ["http_status"], responseStatus: s },
});
const retriedStatus = (s: number): Row => ({
  name: `HTTP ${s}: retried, 3 attempts, then failed`,
  answers: [status(s)],
  expect: { status: "failed", classes: times(3, "http_status"), responseStatus: s },
});

const ROWS: Row[] = [
  // 2xx
  ...[200, 201, 202, 204, 299].map(succeeds),
  // 3xx: redirects are never followed
  ...[301, 302, 303, 307, 308].map((s) => ({
    ...finalStatus(s),
    name: `HTTP ${s} redirect: final, Location not followed`,
    url: ({ http }: { http: Receiver }) => {
      http.plan(status(s, { location: http.url(`/followed-${s}`) }));
      return http.url(`/moved-${s}`);
    },
    answers: undefined,
    check: ({ http }: Ctx) => expect(http.requests.filter((r) => r.url === `/followed-${s}`)).toHaveLength(0),
  })),
  {
    name: "redirect into private space (Location: http://10.0.0.1/): final, not followed",
    answers: [status(302, { location: "http://10.0.0.1/admin" })],
    expect: { status: "failed", classes: ["http_status"], responseStatus: 302 },
    check: ({ attempts }) => expect(attempts[0]!.errorMessage).toContain("redirects are not followed"),
  },
  finalStatus(304),
  // 4xx
  ...[400, 401, 403, 404, 405, 410, 413, 422].map((s) => finalStatus(s)),
  ...[408, 409, 425, 429].map(retriedStatus),
  {
    name: "HTTP 429 with Retry-After: 1, then 200: the retry waits at least a second",
    answers: [status(429, { "retry-after": "1" }), status(200)],
    expect: { status: "succeeded", classes: ["http_status", null] },
    check: ({ attempts }) =>
      expect(attempts[1]!.startedAt - attempts[0]!.completedAt!).toBeGreaterThanOrEqual(990),
  },
  // 5xx
  ...[500, 502, 503, 504].map(retriedStatus),
  ...[501, 505, 599].map((s) => finalStatus(s)),
  {
    name: "HTTP 503 then 200: succeeds on the retry",
    answers: [status(503), status(200)],
    expect: { status: "succeeded", classes: ["http_status", null] },
  },
  // Timeouts at several points
  {
    name: "hang: no headers ever (timeout before headers), 3 attempts",
    // A 200 two seconds after each request: only a sender that gave up at its 400 ms timeout fails.
    answers: [{ hang: true, lateAnswerMs: 2_000 }],
    expect: { status: "failed", classes: times(3, "timeout"), responseStatus: null },
    check: ({ attempts }) => {
      for (const a of attempts) expect(a.durationMs).toBeGreaterThanOrEqual(390);
    },
  },
  {
    name: "hang once, then 200: the timeout is retried",
    answers: [{ hang: true }, status(200)],
    // The hang never ends, so any timeout ends it: 3 s, so the 200 after it is never late on a busy machine (two
    // full runs at once once took 400 ms over it).
    env: { WEBHOOK_TIMEOUT_MS: "3000" },
    expect: { status: "succeeded", classes: ["timeout", null] },
  },
  {
    name: "slow headers: the whole answer arrives 700 ms late (after the timeout)",
    raw: { delayedAnswer: { delayMs: 700, status: 200 } },
    expect: { status: "failed", classes: times(3, "timeout"), responseStatus: null },
  },
  {
    name: "slow but in time: the answer arrives after 150 ms (the timeout is not eager)",
    timed: true,
    raw: { delayedAnswer: { delayMs: 150, status: 200 } },
    expect: { status: "succeeded", classes: [null], responseStatus: 200 },
  },
  {
    name: "trickling headers: one header byte every 30 ms",
    raw: { trickleHeaders: { everyMs: 30 } },
    expect: { status: "failed", classes: times(3, "timeout") },
  },
  {
    name: "slow body: headers at once, body trickles past the timeout",
    answers: [{ slowBody: { status: 200, everyMs: 100, chunks: 50 } }],
    expect: { status: "failed", classes: times(3, "timeout"), responseStatus: 200 },
  },
  // Connection-level failures
  {
    name: "reset mid-body",
    answers: [{ reset: true }],
    expect: { status: "failed", classes: times(3, "network") },
  },
  {
    name: "reset (RST) before any answer",
    raw: { rst: true },
    expect: { status: "failed", classes: times(3, "network"), responseStatus: null },
  },
  {
    name: "connection closed without an answer",
    raw: { close: true },
    expect: { status: "failed", classes: times(3, "network"), responseStatus: null },
  },
  {
    name: "an answer that is not HTTP",
    raw: { garbage: "SMTP ready\r\n\r\n" },
    expect: { status: "failed", classes: times(3, "network"), responseStatus: null },
  },
  {
    name: "connection refused (closed port)",
    url: async () => `http://127.0.0.1:${await closedPort()}/hook`,
    expect: { status: "failed", classes: times(3, "network"), hits: 0 },
    check: ({ attempts }) => expect(attempts[0]!.errorMessage).toContain("ECONNREFUSED"),
  },
  {
    name: "DNS failure (https://nothing.invalid/)",
    url: () => "https://nothing.invalid/hook",
    expect: { status: "failed", classes: times(3, "network"), hits: 0 },
    check: ({ attempts }) => expect(attempts[0]!.errorMessage).toMatch(/ENOTFOUND|EAI_AGAIN/),
  },
  // Bodies
  {
    name: "oversized response body (1 MiB) on 200: succeeds, stored body cut at 16 KiB",
    answers: [{ big: { status: 200, bytes: 1024 * 1024 } }],
    expect: { status: "succeeded", classes: [null], responseStatus: 200 },
    check: ({ attempts }) => expect(attempts[0]!.responseBody).toHaveLength(RESPONSE_BODY_LIMIT),
  },
  {
    name: "oversized response body (1 MiB) on 500: retried, every stored body cut at 16 KiB",
    answers: [{ big: { status: 500, bytes: 1024 * 1024 } }],
    expect: { status: "failed", classes: times(3, "http_status"), responseStatus: 500 },
    check: ({ attempts }) => {
      for (const a of attempts) expect(a.responseBody).toHaveLength(RESPONSE_BODY_LIMIT);
    },
  },
  // TLS and the address guard
  {
    name: "HTTPS, allow-listed, trusted certificate: succeeds (control for the rows below)",
    url: ({ https }) => https.url(),
    env: ALLOW_LOOPBACK,
    trust: true,
    expect: { status: "succeeded", classes: [null], responseStatus: 200 },
  },
  {
    name: "HTTPS, allow-listed, self-signed certificate not trusted: a network error, retried, never delivered",
    url: ({ https }) => https.url(),
    env: ALLOW_LOOPBACK,
    expect: { status: "failed", classes: times(3, "network"), hits: 0, responseStatus: null },
  },
  {
    name: "HTTPS to 127.0.0.1 without an allow list: blocked, final, the receiver sees nothing",
    url: ({ https }) => https.url(),
    trust: true,
    expect: { status: "failed", classes: ["blocked"], hits: 0, responseStatus: null },
  },
];

let http: Receiver;
let https: Receiver;
let cert: string;
let raw: RawServer | undefined;
let p: ReturnType<typeof evidencePipeline> | undefined;

beforeAll(async () => {
  http = await startReceiver();
  ({ receiver: https, cert } = await startHttpsReceiver());
});
afterAll(async () => {
  await http.close();
  await https.close();
});
afterEach(async () => {
  http.reset();
  https.reset();
  await raw?.close();
  raw = undefined;
  await p?.close();
  p = undefined;
});

describe("fault matrix: receiver behaviour -> outcome, attempts, error class", () => {
  it("covers at least 20 behaviours", () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ROWS.map((r) => [r.name, r] as const))("%s", async (_name, row) => {
    if (row.raw) raw = await startRawServer(() => row.raw!);
    if (row.answers) {
      http.plan(...row.answers);
      http.fallback = row.answers[row.answers.length - 1]!;
    }
    // Only the rows about the timeout run at 400 ms: under two full test runs at once, a 200 (the process's first
    // request, while undici compiled its HTTP parser) and a DNS failure each once took longer and were classed as
    // timeouts.
    const timed = row.timed || row.expect.classes.includes("timeout");
    const env = { ...(timed ? {} : { WEBHOOK_TIMEOUT_MS: "10000" }), ...row.env };
    p = evidencePipeline({ env, tlsCa: row.trust ? cert : undefined });
    const url = row.url ? await row.url({ http, https, raw }) : raw ? raw.url() : http.url();
    const rawBefore = raw?.requests() ?? 0;
    const id = p.enqueue(url);
    const d = await p.settle(id);
    const attempts = p.attempts(id);
    const automatic = attempts.filter((a) => a.trigger === "initial" || a.trigger === "retry");

    expect({ status: d.status, classes: automatic.map((a) => a.errorClass) }).toEqual({
      status: row.expect.status,
      classes: row.expect.classes,
    });
    expect(d.attempts).toBe(row.expect.classes.length);
    expect(automatic.map((a) => a.trigger)).toEqual(
      row.expect.classes.map((_, i) => (i === 0 ? "initial" : "retry")),
    );
    for (const a of automatic) {
      expect(a.completedAt).not.toBeNull();
      // Retryable exactly when the class is: timeouts, network errors and the spec's statuses.
      if (a.errorClass !== null) expect(typeof a.retryable).toBe("boolean");
    }
    const last = automatic[automatic.length - 1]!;
    if (row.expect.status === "failed" && automatic.length < 3) expect(last.retryable).toBe(false);
    if (row.expect.status === "failed" && automatic.length === 3) expect(last.retryable).toBe(true);
    if (row.expect.responseStatus !== undefined) expect(last.responseStatus).toBe(row.expect.responseStatus);

    const seen = raw
      ? raw.requests() - rawBefore
      : [...http.requests, ...https.requests].filter((r) => r.headers["webhook-id"] === id).length;
    expect(seen).toBe(row.expect.hits ?? row.expect.classes.length);
    row.check?.({ http, https, raw, attempts: automatic });
  });
});
