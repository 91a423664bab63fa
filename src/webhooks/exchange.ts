import type { Dispatcher } from "undici";
import type { AppDeps } from "../deps";
import { isBlockedAddressError } from "../net/guarded-agent";
import { storedBody } from "../text";
import { type AttemptResult, parseRetryAfter } from "./retry";
import { type ParsedWebhookUrl, parseWebhookUrl, sendProblem } from "./url-policy";

// One HTTP exchange of a webhook attempt, on undici's dispatcher API: no AbortSignal, response stream or promise
// per request, one timer bounding connect + headers + body, and the response body cut at RESPONSE_BODY_LIMIT.

export const RESPONSE_BODY_LIMIT = 16 * 1024;
const UNDICI_TIMEOUTS: ReadonlySet<string> = new Set([
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
]);
class AttemptTimeout extends Error {}
class AttemptInterrupted extends Error {}

interface Sent {
  result: AttemptResult;
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
  /** How `body` holds the response: its text, or base64 of bytes that were not UTF-8. */
  bodyEncoding: "utf8" | "base64";
  message: string | null;
  durationMs: number;
  retryAfterMs?: number;
}

/**
 * What sending needs to know about a URL; computed once per distinct URL (deliveries repeat their URL) and kept in
 * `deps.memory.webhookTargets`.
 */
export interface ParsedTarget {
  parsed: ParsedWebhookUrl;
  origin: string;
  path: string;
}

function parseTarget(raw: string): ParsedTarget {
  // Rows can predate a rule change, so the URL rule is checked again before sending (the memo lives in memory).
  const parsed = parseWebhookUrl(raw);
  const { url } = parsed;
  return url
    ? { parsed, origin: url.origin, path: url.search ? `${url.pathname}${url.search}` : url.pathname }
    : { parsed, origin: "", path: "" };
}

/**
 * POST once through the guarded agent; one timer bounds connect, headers and body together. This drives undici's
 * dispatcher API directly with its own handler rather than `request()`: no AbortSignal, response stream or
 * promise per request (together about half the client-side cost of an exchange), and the handler stops reading at
 * RESPONSE_BODY_LIMIT. The timer or `outer` aborts through the dispatch controller.
 */
export function send(
  deps: AppDeps,
  req: { url: string; method?: string; headers: Record<string, string>; body: string | Buffer },
  outer?: AbortSignal,
): Promise<Sent> {
  const { url, headers, body } = req;
  const method = req.method ?? "POST";
  const { timeoutMs } = deps.config.webhooks;
  const t0 = performance.now();
  const elapsed = () => Math.round(performance.now() - t0);
  let status: number | null = null;
  let resHeaders: Record<string, string> | null = null;
  const chunks: Buffer[] = [];
  let size = 0;
  let controller: Dispatcher.DispatchController | null = null;
  let abortedBy: Error | null = null;
  let finish!: (s: Sent) => void;
  const done = new Promise<Sent>((resolve) => {
    finish = resolve;
  });
  let settled = false;

  // The body is recorded only when it was read to its end (or to the limit); a failed exchange records none.
  const resBody = () =>
    storedBody(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), size >= RESPONSE_BODY_LIMIT);
  const fail = (result: AttemptResult, message: string): Sent => ({
    result,
    status,
    headers: resHeaders,
    body: null,
    bodyEncoding: "utf8",
    message: message.slice(0, 1000),
    durationMs: elapsed(),
  });
  const end = (s: Sent | (() => Sent)) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    outer?.removeEventListener("abort", onOuterAbort);
    finish(typeof s === "function" ? s() : s);
  };
  const succeed = () =>
    end(() => ({
      result: { status: status! },
      status,
      headers: resHeaders,
      ...resBody(),
      message: null,
      durationMs: elapsed(),
      retryAfterMs: parseRetryAfter(resHeaders!["retry-after"], deps.clock.now()),
    }));
  // Stop the exchange: through the controller once the request is on a socket, and at once for the caller (a
  // request still waiting for its connection is aborted as soon as it gets one).
  const abort = (reason: Error, result: AttemptResult, message: string) => {
    if (settled) return;
    abortedBy = reason;
    end(() => fail(result, message));
    controller?.abort(reason);
  };
  const timer = setTimeout(
    () => abort(new AttemptTimeout(), { error: "timeout" }, `No complete response within ${timeoutMs} ms`),
    timeoutMs,
  );
  const onOuterAbort = () =>
    abort(new AttemptInterrupted(), { error: "interrupted" }, "Attempt interrupted (shutting down)");
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener("abort", onOuterAbort, { once: true });
  if (settled) return done;

  const target = deps.memory.webhookTargets.get(url, parseTarget);
  const problem = sendProblem(deps.config, target.parsed);
  if (problem) {
    end(fail({ error: "blocked" }, problem));
    return done;
  }
  const handler: Dispatcher.DispatchHandler = {
    onRequestStart(c) {
      controller = c;
      if (abortedBy) c.abort(abortedBy);
    },
    onResponseStart(_c, statusCode, h) {
      // 1xx informational (102, 103): the real response follows. undici 7 itself fails an unsolicited
      // `100 Continue` (we never send Expect) as "bad response", so that one arrives as a network error.
      if (statusCode < 200) return;
      status = statusCode;
      resHeaders = flattenHeaders(h);
    },
    onResponseData(c, chunk) {
      if (settled) return;
      const take = Math.min(chunk.length, RESPONSE_BODY_LIMIT - size);
      chunks.push(take === chunk.length ? chunk : chunk.subarray(0, take));
      size += take;
      if (size >= RESPONSE_BODY_LIMIT) {
        // Read no further: what was read is the response as recorded.
        succeed();
        c.abort(new BodyLimitReached());
      }
    },
    onResponseEnd() {
      if (status === null) end(() => fail({ error: "network" }, "The connection ended without a response"));
      else succeed();
    },
    onResponseError(_c, err) {
      end(() => classifyError(err, fail));
    },
  };
  try {
    deps.http.webhook.dispatch(
      {
        origin: target.origin,
        path: target.path,
        method: method as Dispatcher.HttpMethod,
        headers,
        // A relayed GET or HEAD carries no body.
        body: body.length > 0 || (method !== "GET" && method !== "HEAD") ? body : undefined,
      },
      handler,
    );
  } catch (err) {
    end(() => classifyError(err, fail));
  }
  return done;
}

class BodyLimitReached extends Error {}

/** A failed exchange's class and message (blocked address, undici's own timeouts, other network errors). */
function classifyError(err: unknown, fail: (result: AttemptResult, message: string) => Sent): Sent {
  const chain = [err, (err as { cause?: unknown })?.cause];
  const blocked = chain.find(isBlockedAddressError);
  if (blocked) return fail({ error: "blocked" }, blocked.message);
  const code = chain.map((e) => (e as { code?: string })?.code).find(Boolean);
  if (code && UNDICI_TIMEOUTS.has(code)) return fail({ error: "timeout" }, `Timed out (${code})`);
  const message = chain.map((e) => (e instanceof Error ? e.message : "")).find(Boolean) ?? "Network error";
  return fail({ error: "network" }, code && !message.includes(code) ? `${code}: ${message}` : message);
}

function flattenHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  // No prototype: a response header named __proto__ is recorded like any other.
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of Object.entries(h))
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  return out;
}
