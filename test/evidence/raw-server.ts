import { type AddressInfo, createServer, type Socket } from "node:net";

/**
 * What a raw TCP receiver does once a connection's request has arrived: behaviours an HTTP server library will not
 * produce (headers that trickle in, a reply that is not HTTP, a connection closed or reset without any answer).
 */
export type RawBehaviour =
  /** Send `head` (status line and headers) after `delayMs`, then `body`, then close. */
  | { delayedAnswer: { delayMs: number; status: number; body?: string } }
  /** Send the status line at once and the headers one byte every `everyMs`. */
  | { trickleHeaders: { everyMs: number } }
  /** Close the connection without answering. */
  | { close: true }
  /** Reset (RST) the connection without answering. */
  | { rst: true }
  /** Answer bytes that are not HTTP. */
  | { garbage: string };

/** A TCP server on 127.0.0.1 that applies one behaviour to every connection and counts the requests it saw. */
export async function startRawServer(behaviour: () => RawBehaviour) {
  let requests = 0;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let buffered = "";
    let answered = false;
    socket.on("data", (chunk) => {
      buffered += chunk.toString("latin1");
      const headEnd = buffered.indexOf("\r\n\r\n");
      if (answered || headEnd < 0) return;
      const length = Number(buffered.slice(0, headEnd).match(/content-length:\s*(\d+)/i)?.[1] ?? 0);
      if (buffered.length < headEnd + 4 + length) return;
      answered = true;
      requests++;
      act(socket, behaviour());
    });
  });

  function act(socket: Socket, b: RawBehaviour) {
    const alive = () => !socket.destroyed;
    if ("close" in b) return void socket.end();
    if ("rst" in b) return void socket.resetAndDestroy();
    if ("garbage" in b) return void socket.end(b.garbage);
    if ("delayedAnswer" in b) {
      const { delayMs, status, body = "ok" } = b.delayedAnswer;
      return later(delayMs, () => {
        if (!alive()) return;
        socket.end(
          `HTTP/1.1 ${status} X\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
            `connection: close\r\n\r\n${body}`,
        );
      });
    }
    const head = "content-type: text/plain\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok";
    socket.write("HTTP/1.1 200 OK\r\n");
    let i = 0;
    const drip = () => {
      if (!alive()) return;
      if (i >= head.length) return void socket.end();
      socket.write(head[i++]!);
      later(b.trickleHeaders.everyMs, drip);
    };
    drip();
  }

  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    requests: () => requests,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export type RawServer = Awaited<ReturnType<typeof startRawServer>>;
