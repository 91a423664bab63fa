import { type Dispatcher, request } from "undici";
import type { AppDeps } from "../deps";
import { metrics } from "../metrics";
import { isBlockedAddressError } from "../net/guarded-agent";
import { webhookAgent } from "./agent";
import { buildBody, normalizeEvent } from "./formats";
import { type AttemptResult, classify, type ErrorClass, type Outcome, parseRetryAfter } from "./retry";
import { activeSecrets, signatureHeaders } from "./signing";
import {
  type AttemptTrigger,
  completeAttempt,
  groupCommit,
  insertAttempt,
  loadTarget,
  uuidv7,
} from "./store";
import { checkWebhookUrl } from "./url-policy";

export type { AttemptTrigger };

/** What one attempt came to, as recorded in its webhook_attempts row. */
export interface AttemptOutcome {
  attemptId: string;
  /** Attempt number within the delivery (1-based, across every trigger). */
  number: number;
  trigger: AttemptTrigger;
  outcome: Outcome;
  /** null on success. */
  errorClass: ErrorClass | null;
  /** The receiver's status, when one arrived (also on a timeout while reading the body). */
  statusCode: number | null;
  errorMessage: string | null;
  durationMs: number;
  /** The receiver's Retry-After, in ms from now, when it sent a valid one. */
  retryAfterMs?: number;
}

/** How much of a response body the log keeps; reading stops there. */
export const RESPONSE_BODY_LIMIT = 16 * 1024;
export const USER_AGENT = "Scout-Webhook/1.0";
const UNDICI_TIMEOUTS = new Set([
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
]);
// A test delivery has exactly one attempt and no retries: it counts like an automatic one.
const COUNTED_IN_ATTEMPTS: ReadonlySet<AttemptTrigger> = new Set(["initial", "retry", "test"]);
const AUTOMATIC: ReadonlySet<AttemptTrigger> = new Set(["initial", "retry"]);

class AttemptTimeout extends Error {}
class AttemptInterrupted extends Error {}

/**
 * Make one attempt of delivery `deliveryId` and record it: the attempt row (with the exact request) is written
 * before anything is sent, so a crash mid-request leaves an open row the dispatcher later closes as `interrupted`;
 * the response (first 16 KiB), duration and classification are written after. `signal` aborts the attempt
 * (shutdown); it is then recorded as `interrupted`. Network failures never throw; only storage errors do.
 *
 * Delivery row effects: `initial`/`retry`/`test` count in `attempts`, `manual` in `manual_attempts`; any success
 * makes the delivery `succeeded`; a failed `test` attempt makes it `failed`; the dispatcher settles other failures.
 * Returns undefined when the delivery does not exist.
 */
export async function performAttempt(
  deps: AppDeps,
  deliveryId: string,
  trigger: AttemptTrigger,
  opts: { signal?: AbortSignal } = {},
): Promise<AttemptOutcome | undefined> {
  const { db, clock } = deps;
  const attemptId = uuidv7();
  // Number taken, request built and row written in one transaction, committed before any byte is sent.
  const prepared = await groupCommit(db, () => {
    const d = loadTarget(db, deliveryId);
    // A settled delivery gets no more automatic attempts (a manual redelivery may have succeeded meanwhile).
    if (!d || (AUTOMATIC.has(trigger) && (d.status === "succeeded" || d.status === "failed")))
      return undefined;
    const startedAt = clock.now();
    const number = d.lastNumber + 1;
    const meta = { id: d.id, attempt: number, timestamp: new Date(startedAt).toISOString() };
    const body = buildBody(d.format, normalizeEvent(JSON.parse(d.event)), meta);
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": USER_AGENT,
      "x-scout-event": "scout.update",
      ...signatureHeaders(activeSecrets(d, startedAt), d.id, Math.floor(startedAt / 1000), body),
    };
    insertAttempt(
      db,
      {
        id: attemptId,
        deliveryId,
        accountId: d.accountId,
        number,
        trigger,
        startedAt,
        url: d.url,
        headers,
        body,
      },
      COUNTED_IN_ATTEMPTS.has(trigger),
    );
    return { url: d.url, number, body, headers };
  });
  if (!prepared) return undefined;

  const sent = await send(deps, prepared.url, prepared.headers, prepared.body, opts.signal);
  const { outcome, errorClass } = classify(sent.result);
  const completedAt = clock.now();
  const errorMessage =
    sent.message ?? (errorClass === "http_status" ? httpStatusMessage(sent.status!) : null);
  const settle = outcome === "success" ? "succeeded" : trigger === "test" ? "failed" : undefined;
  const row = {
    completedAt,
    durationMs: sent.durationMs,
    status: sent.status,
    headers: sent.headers,
    body: sent.body,
    errorClass,
    errorMessage,
    retryable: outcome === "retryable",
  };
  const newlySucceeded = await groupCommit(db, () => completeAttempt(db, attemptId, deliveryId, row, settle));
  if (newlySucceeded) metrics.webhookDeliveries.inc({ status: "succeeded" });
  if (settle === "failed") metrics.webhookDeliveries.inc({ status: "failed" });

  metrics.webhookAttempts.inc({ outcome, error_class: errorClass ?? "none", trigger });
  metrics.webhookAttemptDuration.observe({ outcome }, sent.durationMs / 1000);
  // Never the URL (Slack URLs carry a secret), headers or bodies.
  deps.logger.debug("webhook attempt", {
    deliveryId,
    number: prepared.number,
    trigger,
    outcome,
    status: sent.status,
    errorClass,
    ms: sent.durationMs,
  });
  return {
    attemptId,
    number: prepared.number,
    trigger,
    outcome,
    errorClass,
    statusCode: sent.status,
    errorMessage,
    durationMs: sent.durationMs,
    retryAfterMs: sent.retryAfterMs,
  };
}

const httpStatusMessage = (status: number) =>
  status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`;

interface Sent {
  result: AttemptResult;
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
  message: string | null;
  durationMs: number;
  retryAfterMs?: number;
}

/** POST once through the guarded agent; one timer bounds connect, headers and body together. */
async function send(
  deps: AppDeps,
  url: string,
  headers: Record<string, string>,
  body: string,
  outer?: AbortSignal,
): Promise<Sent> {
  const { timeoutMs } = deps.config.webhooks;
  const t0 = performance.now();
  const elapsed = () => Math.round(performance.now() - t0);
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(new AttemptTimeout()), timeoutMs);
  const onOuterAbort = () => ctl.abort(new AttemptInterrupted());
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener("abort", onOuterAbort, { once: true });
  let status: number | null = null;
  let resHeaders: Record<string, string> | null = null;
  let resBody: string | null = null;
  try {
    // Rows can predate a policy change, so the URL rule is checked again before sending.
    const problem = checkWebhookUrl(url);
    if (problem) return fail({ error: "blocked" }, problem);
    const res = await request(url, {
      method: "POST",
      headers,
      body,
      dispatcher: webhookAgent(deps),
      signal: ctl.signal,
    });
    status = res.statusCode;
    resHeaders = flattenHeaders(res.headers);
    resBody = await readCapped(res.body, RESPONSE_BODY_LIMIT);
    const retryAfterMs = parseRetryAfter(resHeaders["retry-after"], deps.clock.now());
    return {
      result: { status },
      status,
      headers: resHeaders,
      body: resBody,
      message: null,
      durationMs: elapsed(),
      retryAfterMs,
    };
  } catch (err) {
    const reason = ctl.signal.reason;
    if (reason instanceof AttemptTimeout) {
      return fail({ error: "timeout" }, `No complete response within ${timeoutMs} ms`);
    }
    if (reason instanceof AttemptInterrupted)
      return fail({ error: "interrupted" }, "Attempt interrupted (shutting down)");
    const chain = [err, (err as { cause?: unknown })?.cause];
    const blocked = chain.find(isBlockedAddressError);
    if (blocked) return fail({ error: "blocked" }, blocked.message);
    const code = chain.map((e) => (e as { code?: string })?.code).find(Boolean);
    if (code && UNDICI_TIMEOUTS.has(code)) return fail({ error: "timeout" }, `Timed out (${code})`);
    const message = chain.map((e) => (e instanceof Error ? e.message : "")).find(Boolean) ?? "Network error";
    return fail({ error: "network" }, code && !message.includes(code) ? `${code}: ${message}` : message);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onOuterAbort);
  }

  function fail(result: AttemptResult, message: string): Sent {
    return {
      result,
      status,
      headers: resHeaders,
      body: resBody,
      message: message.slice(0, 1000),
      durationMs: elapsed(),
    };
  }
}

/** Read at most `limit` bytes, then stop: a receiver must not make us buffer (or wait for) an endless body. */
async function readCapped(body: Dispatcher.ResponseData["body"], limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buf = chunk as Buffer;
    const take = Math.min(buf.length, limit - size);
    chunks.push(take === buf.length ? buf : buf.subarray(0, take));
    size += take;
    if (size >= limit) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}

function flattenHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h))
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  return out;
}
