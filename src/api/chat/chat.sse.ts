import { eventStream, type SseWriter } from "../../chat/events";

/** Headers of every event stream we answer; `X-Accel-Buffering` stops nginx-style proxies from holding chunks. */
export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache",
  "x-accel-buffering": "no",
} as const;

/** An event-stream Response fed by `run` (see eventStream, src/chat/events.ts). */
export function sseResponse(
  run: (w: SseWriter, signal: AbortSignal) => Promise<void>,
  opts: { heartbeatMs?: number; signal?: AbortSignal } = {},
): Response {
  return new Response(eventStream(run, opts), { headers: SSE_HEADERS });
}
