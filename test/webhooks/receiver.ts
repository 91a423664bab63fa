import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** How the receiver answers one request. */
export type Behaviour =
  | { status: number; headers?: Record<string, string>; body?: string | Buffer }
  /**
   * Never answer (the sender must time out); with `lateAnswerMs`, answer 200 that long after the request arrived,
   * so that a sender still waiting then succeeds: a timeout then shows the sender gave up first, by the same clock.
   */
  | { hang: true; lateAnswerMs?: number }
  /** Send the status and headers at once, then a body chunk every `everyMs`, `chunks` times. */
  | { slowBody: { status: number; everyMs: number; chunks: number } }
  /** Send the headers and part of a body, then reset the connection. */
  | { reset: true }
  /** Answer `status` with a body of `bytes` bytes. */
  | { big: { status: number; bytes: number } }
  /** Run `effect` (say, fill the sender's disk) when the request has arrived, then answer as `answer`. */
  | { effect: () => void; answer: Behaviour };

export interface Received {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A real HTTP(S) receiver on 127.0.0.1 whose answer is switched per request: `plan()` queues behaviours consumed
 * in order; when the queue is empty, `fallback` answers. Every request is recorded.
 */
export class Receiver {
  readonly requests: Received[] = [];
  /** Each slow body sent (`slowBody`): chunks written so far, and whether the sender hung up before the end. */
  readonly trickles: { sent: number; cut: boolean }[] = [];
  fallback: Behaviour = { status: 200, body: "ok" };
  private queue: Behaviour[] = [];
  private timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly server: Server,
    readonly protocol: "http" | "https",
  ) {
    server.on("request", (req, res) => this.handle(req, res));
  }

  get port() {
    return (this.server.address() as AddressInfo).port;
  }

  url(path = "/hook"): string {
    return `${this.protocol}://127.0.0.1:${this.port}${path}`;
  }

  plan(...behaviours: Behaviour[]): this {
    this.queue.push(...behaviours);
    return this;
  }

  /** Forget planned answers (between tests); the recorded requests stay. */
  reset(): void {
    this.queue.length = 0;
    this.fallback = { status: 200, body: "ok" };
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
      this.requests.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      this.answer(this.queue.shift() ?? this.fallback, res);
    });
  }

  private answer(b: Behaviour, res: ServerResponse): void {
    if ("effect" in b) {
      b.effect();
      this.answer(b.answer, res);
      return;
    }
    if ("hang" in b) {
      if (b.lateAnswerMs === undefined) return;
      const t = setTimeout(() => {
        if (!res.destroyed) res.writeHead(200).end("late");
      }, b.lateAnswerMs);
      this.timers.add(t);
      return;
    }
    if ("reset" in b) {
      res.writeHead(200, { "content-type": "text/plain", "content-length": "1000" });
      res.write("partial");
      const t = setTimeout(() => res.socket?.destroy(), 20);
      this.timers.add(t);
      return;
    }
    if ("slowBody" in b) {
      const { status, everyMs, chunks } = b.slowBody;
      res.writeHead(status, { "content-type": "text/plain" });
      const trickle = { sent: 0, cut: false };
      this.trickles.push(trickle);
      const tick = () => {
        if (res.destroyed) {
          trickle.cut = true;
          return;
        }
        if (trickle.sent >= chunks) return void res.end();
        trickle.sent++;
        res.write(".");
        const t = setTimeout(tick, everyMs);
        this.timers.add(t);
      };
      tick();
      return;
    }
    if ("big" in b) {
      res.writeHead(b.big.status, { "content-type": "text/plain" });
      return void res.end("x".repeat(b.big.bytes));
    }
    res.writeHead(b.status, b.headers);
    res.end(b.body ?? "");
  }
}

/** Start a plain HTTP receiver on 127.0.0.1. */
export async function startReceiver(): Promise<Receiver> {
  const server = createHttpServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return new Receiver(server, "http");
}

/**
 * Start an HTTPS receiver on 127.0.0.1 with a fresh self-signed certificate for IP 127.0.0.1, made with openssl.
 * Returns the certificate too: the test trusts it as a CA through `makeDeps({ webhookTlsCa })` (src/net/clients.ts), so TLS is still verified.
 */
export async function startHttpsReceiver(): Promise<{ receiver: Receiver; cert: string }> {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore", timeout: 20_000 },
    );
    const key = readFileSync(join(dir, "key.pem"), "utf8");
    const cert = readFileSync(join(dir, "cert.pem"), "utf8");
    const server = createHttpsServer({ key, cert });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return { receiver: new Receiver(server, "https"), cert };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A port on 127.0.0.1 that nothing listens on (connection refused). */
export async function closedPort(): Promise<number> {
  const server = createHttpServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Poll `check` until it returns a value (not undefined/false) or `timeoutMs` passes. */
export async function waitFor<T>(
  check: () => T | undefined | false,
  timeoutMs = 10_000,
  label = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
