export interface SseWriter {
  /** Send one `data:` event holding `value` as JSON. */
  send(value: unknown): void;
  /** Send the terminating `data: [DONE]`. */
  done(): void;
}

/**
 * An event stream (`data:` lines, OpenAI's streaming format) fed by `run`. Each event is enqueued as soon as it is
 * sent, so the client sees it at once; a comment line is sent every `heartbeatMs` so proxies do not drop a quiet
 * connection (long research). When the client goes away, `signal` aborts so `run` can stop its work. If `run`
 * throws, the stream ends with an OpenAI-style error event. The API answers it with its SSE headers (sseResponse,
 * src/api/chat/chat.sse.ts).
 */
export function eventStream(
  run: (w: SseWriter, signal: AbortSignal) => Promise<void>,
  opts: { heartbeatMs?: number; signal?: AbortSignal } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  opts.signal?.addEventListener("abort", () => abort.abort(), { once: true });
  let closed = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (s: string) => {
        if (!closed) controller.enqueue(encoder.encode(s));
      };
      const finish = () => {
        clearInterval(timer);
        if (closed) return;
        closed = true;
        controller.close();
      };
      timer = setInterval(() => write(": keep-alive\n\n"), opts.heartbeatMs ?? 15_000);
      const writer: SseWriter = {
        send: (value) => write(`data: ${JSON.stringify(value)}\n\n`),
        done: () => write("data: [DONE]\n\n"),
      };
      // Not awaited: start() must return so the first events can be read while run() is still working.
      run(writer, abort.signal)
        .catch((err: unknown) => {
          const message = err instanceof Error ? err.message : "Internal error";
          writer.send({ error: { message, type: "server_error", param: null, code: null } });
        })
        .finally(finish);
    },
    cancel() {
      closed = true;
      clearInterval(timer);
      abort.abort();
    },
  });
}
