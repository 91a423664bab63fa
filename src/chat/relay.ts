import { type Dispatcher, request } from "undici";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { ChatError, openAIError } from "./errors";

// The relay to MODEL_BASE_URL: the request sent on, its refusals and failures as ChatErrors (OpenAI's status and
// error object), and its answer read or passed through as an event stream.

const MAX_ERROR_BODY = 2_000;

/**
 * The 502 every upstream failure becomes, with a message that says what went wrong. `final` marks a failure only
 * the operator can clear (a wrong MODEL_API_KEY or MODEL_NAME, the provider account out of credit): OpenAI's
 * clients honour `x-should-retry: false` and do not repeat the request.
 */
export const upstreamError = (what: string, final = false): ChatError =>
  openAIError(
    502,
    `Upstream model server error: ${what}`,
    "upstream_error",
    "upstream_error",
    final ? { "x-should-retry": "false" } : {},
  );

/** Describe a transport failure (timeout, refused connection, reset) in words a user can act on. */
export function describeFailure(err: unknown): string {
  const e = err as { code?: string; message?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") return "timed out";
  if (code === "UND_ERR_CONNECT_TIMEOUT") return "connection timed out";
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "host not found";
  if (code === "UND_ERR_SOCKET" || code === "ECONNRESET") return "connection closed unexpectedly";
  return e?.message || "request failed";
}

type UpstreamError = { message?: unknown; type?: unknown; param?: unknown; code?: unknown };

/** The upstream's error: OpenAI's `error` object (or string), FastAPI's `detail`, or the raw text. */
function readUpstreamError(text: string): { message: string; error?: UpstreamError } {
  try {
    const json = JSON.parse(text) as { error?: UpstreamError | string; detail?: unknown };
    const error = typeof json.error === "object" && json.error !== null ? json.error : undefined;
    const m = typeof json.error === "string" ? json.error : (error?.message ?? json.detail);
    if (typeof m === "string" && m) return { message: m.slice(0, MAX_ERROR_BODY), error };
  } catch {
    // not JSON: fall through to the raw text
  }
  return { message: text.trim().slice(0, MAX_ERROR_BODY) || "no error message" };
}

/**
 * Upstream answers that are about the caller's request (a context too long, a bad parameter, a body too large,
 * a rate limit): passed on with their status and error object (a 422 as 400: our own 422s carry FastAPI's
 * validation list), so a client neither retries a request that cannot succeed nor mistakes it for an outage. Every other failure (401/403: MODEL_API_KEY; 404: MODEL_NAME; 5xx) is the
 * operator's to fix and becomes a 502.
 */
const PASSED_ON: ReadonlySet<number> = new Set([400, 413, 422, 429]);
/** An upstream 429 `insufficient_quota` is the operator's provider account out of credit, not the caller's rate. */
const OPERATORS_QUOTA = "insufficient_quota";

const str = (v: unknown) => (typeof v === "string" && v ? v : null);

function passedOn(
  status: number,
  { message, error }: ReturnType<typeof readUpstreamError>,
  retryAfter: unknown,
): ChatError {
  const headers: Record<string, string> =
    status === 429 && typeof retryAfter === "string" ? { "Retry-After": retryAfter } : {};
  const type = str(error?.type) ?? (status === 429 ? "rate_limit_error" : "invalid_request_error");
  return new ChatError(
    status === 422 ? 400 : status,
    { message, type, param: str(error?.param), code: str(error?.code) },
    headers,
  );
}

export interface RelayOptions {
  config: NonNullable<Config["model"]>;
  body: Record<string, unknown>;
  signal?: AbortSignal;
  /**
   * The relay's pool, `deps.http.model` (src/net/clients.ts): the model server is configured by the operator, so
   * the SSRF guard does not apply; its timeouts allow slow generation. Tests pass one with short timeouts.
   */
  dispatcher: Dispatcher;
  /** Where the model server's refusal of our credentials is told in full (its caller is told less). */
  log?: Logger;
}

/**
 * POST the request to `{MODEL_BASE_URL}/chat/completions` and wait for the response headers. A 2xx answer is
 * returned with its body unread, so the caller can pass a stream through chunk by chunk; a 400/413/422/429 throws
 * the upstream's own error (PASSED_ON); anything else (error status, timeout, refused connection) throws the 502
 * of `upstreamError`.
 */
export async function sendUpstream(opts: RelayOptions): Promise<Dispatcher.ResponseData> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: opts.body.stream ? "text/event-stream" : "application/json",
  };
  if (opts.config.apiKey) headers.authorization = `Bearer ${opts.config.apiKey}`;
  let res: Dispatcher.ResponseData;
  try {
    res = await request(`${opts.config.baseUrl}/chat/completions`, {
      method: "POST",
      headers,
      body: JSON.stringify(opts.body),
      signal: opts.signal,
      dispatcher: opts.dispatcher,
    });
  } catch (err) {
    throw upstreamError(describeFailure(err));
  }
  if (res.statusCode < 200 || res.statusCode >= 300) {
    const upstream = readUpstreamError(await res.body.text().catch(() => ""));
    if (PASSED_ON.has(res.statusCode) && upstream.error?.code !== OPERATORS_QUOTA)
      throw passedOn(res.statusCode, upstream, res.headers["retry-after"]);
    const final = [401, 403, 404].includes(res.statusCode) || upstream.error?.code === OPERATORS_QUOTA;
    if (res.statusCode === 401 || res.statusCode === 403) {
      // Providers quote the key they refused ("Incorrect API key provided: sk-proj-****abcd"): the operator's key,
      // not the caller's. Told in full to the operator's log only.
      opts.log?.warn("the model server refused MODEL_API_KEY", {
        status: res.statusCode,
        error: upstream.message,
      });
      throw upstreamError(
        `HTTP ${res.statusCode}: the model server refused this service's credentials (the operator should check MODEL_API_KEY)`,
        final,
      );
    }
    throw upstreamError(`HTTP ${res.statusCode}: ${upstream.message}`, final);
  }
  return res;
}

/** Read a non-streamed answer; a body that is not a JSON object is an upstream failure too. */
export async function readUpstreamJson(res: Dispatcher.ResponseData): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await res.body.text();
  } catch (err) {
    throw upstreamError(describeFailure(err));
  }
  try {
    const json = JSON.parse(text) as unknown;
    if (json && typeof json === "object" && !Array.isArray(json)) return json as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw upstreamError("the answer was not a JSON object");
}

/**
 * A whole `chat.completion` as the event stream the client asked for, for an upstream that ignored `stream`: per
 * choice its message as one delta (tool calls indexed) and a finish chunk, the usage chunk when asked for, `[DONE]`.
 */
export function completionAsStream(completion: Record<string, unknown>, withUsage: boolean): string {
  const {
    choices,
    usage,
    object: _object,
    ...base
  } = completion as {
    choices?: { index?: number; message?: Record<string, unknown>; finish_reason?: unknown }[];
    usage?: unknown;
    object?: unknown;
  };
  const chunk = (rest: Record<string, unknown>) => ({
    ...base,
    object: "chat.completion.chunk",
    ...rest,
    ...(withUsage && !("usage" in rest) ? { usage: null } : {}),
  });
  const events: unknown[] = [];
  for (const [i, choice] of (Array.isArray(choices) ? choices : []).entries()) {
    const index = choice.index ?? i;
    const { tool_calls, ...message } = choice.message ?? {};
    const delta = Array.isArray(tool_calls)
      ? { ...message, tool_calls: tool_calls.map((c, n) => ({ index: n, ...(c as object) })) }
      : message;
    events.push(chunk({ choices: [{ index, delta, logprobs: null, finish_reason: null }] }));
    events.push(
      chunk({
        choices: [{ index, delta: {}, logprobs: null, finish_reason: choice.finish_reason ?? "stop" }],
      }),
    );
  }
  if (withUsage && usage) events.push(chunk({ choices: [], usage }));
  return `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join("")}data: [DONE]\n\n`;
}

/**
 * Pass an upstream event stream through unchanged, chunk by chunk, as it arrives. If the upstream fails
 * mid-stream, the client gets a final `data: {"error": ...}` event (OpenAI clients raise it) instead of a
 * silently truncated answer; if the client goes away, the upstream request is closed.
 */
export function passThrough(res: Dispatcher.ResponseData, log?: { warn(m: string, f?: object): void }) {
  const iterator = res.body[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(value as Uint8Array);
      } catch (err) {
        const message = `Upstream model server error: ${describeFailure(err)}`;
        log?.warn("relay stream failed", { error: message });
        const error = { message, type: "upstream_error", param: null, code: "upstream_error" };
        // The leading newlines end any event the upstream left half-written.
        controller.enqueue(encoder.encode(`\n\ndata: ${JSON.stringify({ error })}\n\n`));
        controller.close();
      }
    },
    cancel() {
      res.body.destroy();
    },
  });
}
