import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../src/app";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { jsonInit, makeAccount, makeDeps, type SqliteDeps } from "../helpers/deps";

/** A request a destination received, with its body's exact bytes. */
export interface Hit {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/** A real HTTP destination on 127.0.0.1 that records every request's bytes and answers `status()` (200 default). */
export async function startDestination() {
  const hits: Hit[] = [];
  let statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      hits.push({ method: req.method!, path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.shift() ?? 200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    hits,
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    /** Answer the next requests with these statuses, in order. */
    answer: (...s: number[]) => {
      statuses = s;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** An app with the webhook dispatcher registered (not started) and one account. */
export function relayApp(env: Record<string, string> = {}, dbPath?: string) {
  const deps: SqliteDeps = makeDeps({
    env: { WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_BACKOFF_MS: "10", ...env },
    dbPath,
  });
  registerWebhookDispatcher(deps);
  const app = createApp(deps);
  const user = makeAccount(deps, "alice");
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(
      path,
      body === undefined ? { method, headers: user.headers } : jsonInit(method, body, user.headers),
    );
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  /** Send a request to an ingest URL as a sender would. */
  const send = async (
    ingestUrl: string,
    init: { method?: string; headers?: Record<string, string>; body?: string | Buffer },
  ) => {
    const url = new URL(ingestUrl);
    const res = await app.request(`${url.pathname}${url.search}`, {
      method: init.method ?? "POST",
      headers: init.headers,
      body: typeof init.body === "string" || init.body === undefined ? init.body : new Uint8Array(init.body),
    });
    return { status: res.status, body: await res.json() };
  };
  const close = async () => {
    await deps.jobs.stop(0);
    await deps.http.close();
    deps.db.$client.close();
  };
  return { deps, app, user, api, send, close };
}
