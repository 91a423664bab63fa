import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import type { Duplex } from "node:stream";
import { type EgressPolicy, judgeHost, systemPolicy } from "./guard";

/** What the proxy refused, with the URL (or `host:port` of a tunnel) as Chromium asked for it; `address` as in Refusal. */
export type BlockedHandler = (url: string, reason: string, address?: true) => void;

export interface EgressProxy {
  /** `http://127.0.0.1:<port>`, for a browser context's `proxy.server`. */
  url: string;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 15_000;
// Hop-by-hop headers (RFC 9110 §7.6.1) and the proxy's own: never forwarded.
const HOP_BY_HOP: ReadonlySet<string> = new Set([
  "connection",
  "proxy-connection",
  "keep-alive",
  "proxy-authorization",
  "proxy-authenticate",
  "te",
  "trailer",
  "upgrade",
]);

/**
 * The browser's only way out when private networks are not allowed: an HTTP proxy on 127.0.0.1 that a task's
 * browser context sends every connection through (plain HTTP requests, and CONNECT tunnels for HTTPS and
 * WebSockets). It resolves each host itself, refuses the connection unless every address is allowed, and then
 * dials the very address it checked. The route guard in guard.ts sees only what a page asks for; this sees what
 * leaves the machine: redirect hops, workers, anything else Chromium fetches, and a name whose DNS answer changes
 * between the two checks (rebinding) is dialled only at the address judged here.
 */
export async function startEgressProxy(
  onBlocked: BlockedHandler,
  policy: EgressPolicy = systemPolicy,
): Promise<EgressProxy> {
  const open = new Set<Duplex>();
  const track = (s: Duplex) => {
    open.add(s);
    s.once("close", () => open.delete(s));
    s.on("error", () => s.destroy());
  };

  /** The address to dial for `host`, or undefined when it is refused (recorded as blocked, shown as `shown`). */
  const admit = async (host: string, shown: string): Promise<string | undefined> => {
    const verdict = await judgeHost(host, policy);
    if (verdict.allowed) return verdict.address;
    onBlocked(shown, verdict.reason, verdict.address);
    return undefined;
  };

  const server = createServer((req, res) => void forward(req, res));
  server.on("connection", track);
  server.on("clientError", (_err, socket) => socket.destroy());
  // WebSockets come through CONNECT tunnels; a plain-HTTP upgrade through the proxy is not something Chromium sends.
  server.on("upgrade", (_req, socket) => socket.destroy());
  server.on(
    "connect",
    (req: IncomingMessage, client: Duplex, head: Buffer) => void tunnel(req, client, head),
  );

  async function forward(req: IncomingMessage, res: ServerResponse) {
    let target: URL;
    try {
      target = new URL(req.url ?? "");
      if (target.protocol !== "http:") throw new Error("not http");
    } catch {
      res.writeHead(400).end();
      return;
    }
    const port = Number(target.port || 80);
    const address = await admit(target.hostname, target.href);
    if (!address) {
      // A page of its own, so a navigation that ends here shows why; the navigator reports it as the step's error.
      res.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end("Blocked by Scoutpost\n");
      return;
    }
    const upstream = httpRequest({
      host: address,
      port,
      method: req.method,
      path: `${target.pathname}${target.search}`,
      headers: endToEnd(req.headers),
      agent: false,
      timeout: CONNECT_TIMEOUT_MS,
    });
    upstream.on("timeout", () => upstream.destroy(new Error("upstream timed out")));
    upstream.on("response", (up) => {
      res.writeHead(up.statusCode ?? 502, endToEnd(up.headers));
      up.pipe(res);
      up.on("error", () => res.destroy());
    });
    upstream.on("error", () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    req.pipe(upstream);
  }

  async function tunnel(req: IncomingMessage, client: Duplex, head: Buffer) {
    track(client);
    const m = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(req.url ?? "");
    const port = Number(m?.[2]);
    if (!m || port < 1 || port > 65_535) {
      client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    const address = await admit(m[1]!, req.url!);
    if (!address) {
      client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    const upstream: Socket = connect({ host: address, port, timeout: CONNECT_TIMEOUT_MS });
    track(upstream);
    upstream.once("timeout", () => upstream.destroy());
    upstream.once("error", () => {
      if (client.writable) client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
    });
    upstream.once("connect", () => {
      upstream.setTimeout(0);
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The headers a proxy passes on: all but the hop-by-hop ones. */
function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) out[k] = v;
  return out;
}
