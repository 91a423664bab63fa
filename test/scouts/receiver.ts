import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A webhook receiver on 127.0.0.1 that records every POST and answers `status` (switchable). */
export async function startReceiver(initialStatus = 200) {
  let status = initialStatus;
  const received: Received[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    received.push({ path: req.url ?? "/", headers: req.headers, body: text ? JSON.parse(text) : {} });
    res.statusCode = status;
    res.end(status < 300 ? "ok" : "nope");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    setStatus(s: number) {
      status = s;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
