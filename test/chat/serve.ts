import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { makeTestApp } from "../helpers/deps";

/**
 * The app served on a real port on 127.0.0.1 (as src/index.ts serves it), so clients such as the official
 * `openai` package talk real HTTP to it.
 */
export async function serveTestApp(opts: Parameters<typeof makeTestApp>[0] = {}) {
  const t = makeTestApp(opts);
  let server!: Server;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 }, (info) =>
      resolve(info.port),
    ) as Server;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    ...t,
    baseUrl,
    /** POST a chat request with the Bearer key (override headers to test auth). */
    chat: (
      body: unknown,
      headers: Record<string, string> = { Authorization: `Bearer ${t.user.key}` },
      signal?: AbortSignal,
    ) =>
      fetch(`${baseUrl}/v1/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
        signal,
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Parse an event-stream body into its `data:` payloads (JSON parsed; `[DONE]` kept as the string). */
export function sseData(text: string): unknown[] {
  return text
    .split(/\n\n+/)
    .flatMap((event) => event.split("\n").filter((l) => l.startsWith("data: ")))
    .map((l) => l.slice(6))
    .map((d) => (d === "[DONE]" ? d : JSON.parse(d)));
}
