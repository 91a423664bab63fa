import type { IncomingMessage } from "node:http";

/**
 * Where this service reaches itself over HTTP: the address and port the asking request came in on (a listening
 * socket of this process, whatever HOST is), else (a request made in-process, as tests make them) `publicUrl`.
 * `env` is the Hono context's, which @hono/node-server fills with the Node request.
 */
export function selfOrigin(env: unknown, publicUrl: string): string {
  const socket = (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket?.localAddress || !socket.localPort) return publicUrl;
  const host = socket.localAddress.replace(/^::ffff:/, "");
  return `http://${host.includes(":") ? `[${host}]` : host}:${socket.localPort}`;
}
