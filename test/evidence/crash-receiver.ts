import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { percentileOf } from "./random";

/** How the crash receiver answers one delivery, decided once per delivery id so expectations are computable. */
export type Answer = "ok" | "unavailable" | "slow" | "bad_request";

/** 70 % answer 200 after a small delay, 15 % 503, 10 % answer only after the sender's timeout, 5 % 400. */
export function answerFor(deliveryId: string): Answer {
  const p = percentileOf(deliveryId);
  return p < 70 ? "ok" : p < 85 ? "unavailable" : p < 95 ? "slow" : "bad_request";
}

/** How long after the sender's timeout a slow answer comes. */
const SLOW_AFTER_TIMEOUT_MS = 5_000;

/**
 * A real HTTP receiver on 127.0.0.1 that answers each request by the `webhook-id` header (answerFor) and counts
 * the requests it saw per id. It lives in the test process, so it outlives every kill of the service.
 */
export async function startCrashReceiver(opts: { senderTimeoutMs: number }) {
  // A slow answer comes well after the sender's timeout: a sender starved of CPU (2 cores under a CI run) runs its
  // timer late and may read a response that arrived meanwhile first; 500 ms past the timeout once was not enough.
  const slowMs = opts.senderTimeoutMs + SLOW_AFTER_TIMEOUT_MS;
  const seen = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  const respond = (res: ServerResponse, status: number) => {
    // The sender may have given up (timeout) or died (kill -9) meanwhile.
    if (res.destroyed || res.socket?.destroyed) return;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(status < 300 ? '{"ok":true}' : '{"ok":false}');
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.on("error", () => undefined);
    res.on("error", () => undefined);
    req.resume();
    req.on("end", () => {
      const id = String(req.headers["webhook-id"] ?? "");
      seen.set(id, (seen.get(id) ?? 0) + 1);
      const answer = answerFor(id);
      if (answer === "ok") later(2 + (percentileOf(`${id}:delay`) % 20), () => respond(res, 200));
      else if (answer === "unavailable") respond(res, 503);
      else if (answer === "bad_request") respond(res, 400);
      else later(slowMs, () => respond(res, 200));
    });
  });
  server.on("clientError", (_err, socket) => socket.destroy());
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;

  return {
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    /** How many requests carried this webhook-id. */
    seen: (id: string) => seen.get(id) ?? 0,
    total: () => [...seen.values()].reduce((a, b) => a + b, 0),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export type CrashReceiver = Awaited<ReturnType<typeof startCrashReceiver>>;
