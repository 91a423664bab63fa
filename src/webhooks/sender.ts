import type { Dispatcher } from "undici";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { metrics } from "../metrics";
import { isBlockedAddressError } from "../net/guarded-agent";
import { webhookAgent } from "./agent";
import { buildBody, normalizeEvent } from "./formats";
import { type AttemptResult, classify, type ErrorClass, type Outcome, parseRetryAfter } from "./retry";
import { activeSecrets, signatureHeaders } from "./signing";
import {
  type AttemptResultRow,
  type AttemptTarget,
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

/** An attempt whose row is written (the request exactly as it will be sent), ready to send. */
export interface StartedAttempt {
  attemptId: string;
  deliveryId: string;
  number: number;
  trigger: AttemptTrigger;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A sent attempt: its result row (not yet written) and how it classifies. */
export interface SentAttempt {
  row: AttemptResultRow;
  outcome: Outcome;
  retryAfterMs?: number;
}

/**
 * First step of an attempt, synchronous: number it after the delivery's last attempt, build and sign the request,
 * write the attempt row (with the exact request) and count it on its delivery. Call inside the transaction that
 * read `target`, so the number is unique; commit before sending, so a crash mid-request leaves an open row that
 * the dispatcher later closes as `interrupted`.
 */
export function startAttempt(
  deps: AppDeps,
  target: AttemptTarget,
  trigger: AttemptTrigger,
  db: Db = deps.db,
): StartedAttempt {
  const startedAt = deps.clock.now();
  const number = target.lastNumber + 1;
  const meta = { id: target.id, attempt: number, timestamp: new Date(startedAt).toISOString() };
  const body = buildBody(target.format, normalizeEvent(JSON.parse(target.event)), meta);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
    "x-scout-event": "scout.update",
    ...signatureHeaders(activeSecrets(target, startedAt), target.id, Math.floor(startedAt / 1000), body),
  };
  const attemptId = uuidv7();
  insertAttempt(
    db,
    {
      id: attemptId,
      deliveryId: target.id,
      accountId: target.accountId,
      number,
      trigger,
      startedAt,
      url: target.url,
      headers,
      body,
    },
    COUNTED_IN_ATTEMPTS.has(trigger),
  );
  return { attemptId, deliveryId: target.id, number, trigger, url: target.url, headers, body };
}

/**
 * Second step: send a started attempt once and classify what came back. Network failures never throw. `signal`
 * aborts the attempt (shutdown); it is then an `interrupted` failure. Nothing is written: the caller records
 * `row` (completeAttempt, or the dispatcher's settle) after it.
 */
export async function sendAttempt(
  deps: AppDeps,
  a: StartedAttempt,
  signal?: AbortSignal,
): Promise<SentAttempt> {
  const sent = await send(deps, a.url, a.headers, a.body, signal);
  const { outcome, errorClass } = classify(sent.result);
  const errorMessage =
    sent.message ?? (errorClass === "http_status" ? httpStatusMessage(sent.status!) : null);
  return {
    row: {
      completedAt: deps.clock.now(),
      durationMs: sent.durationMs,
      status: sent.status,
      headers: sent.headers,
      body: sent.body,
      errorClass,
      errorMessage,
      retryable: outcome === "retryable",
    },
    outcome,
    retryAfterMs: sent.retryAfterMs,
  };
}

/** Metrics and the debug log line of a recorded attempt; `settled` is the delivery's new final status, if any. */
export function observeAttempt(
  deps: AppDeps,
  a: StartedAttempt,
  s: SentAttempt,
  settled?: "succeeded" | "failed",
): void {
  if (settled) metrics.webhookDeliveries.inc({ status: settled });
  const errorClass = s.row.errorClass;
  metrics.webhookAttempts.inc({ outcome: s.outcome, error_class: errorClass ?? "none", trigger: a.trigger });
  metrics.webhookAttemptDuration.observe({ outcome: s.outcome }, s.row.durationMs / 1000);
  // Never the URL (Slack URLs carry a secret), headers or bodies.
  deps.logger.debug("webhook attempt", {
    deliveryId: a.deliveryId,
    number: a.number,
    trigger: a.trigger,
    outcome: s.outcome,
    status: s.row.status,
    errorClass,
    ms: s.row.durationMs,
  });
}

/** The AttemptOutcome of a recorded attempt. */
export function attemptOutcome(a: StartedAttempt, s: SentAttempt): AttemptOutcome {
  return {
    attemptId: a.attemptId,
    number: a.number,
    trigger: a.trigger,
    outcome: s.outcome,
    errorClass: s.row.errorClass,
    statusCode: s.row.status,
    errorMessage: s.row.errorMessage,
    durationMs: s.row.durationMs,
    retryAfterMs: s.retryAfterMs,
  };
}

/**
 * Make one attempt of delivery `deliveryId` now and record it (manual redeliveries and test webhooks; the
 * dispatcher runs the same steps inside the job runner's transactions): startAttempt, committed before anything
 * is sent; sendAttempt; then the response (first 16 KiB), duration and classification are written. `signal` aborts
 * the attempt (shutdown); it is then recorded as `interrupted`. Network failures never throw; only storage errors do.
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
  const { db } = deps;
  // Number taken, request built and row written in one transaction, committed before any byte is sent.
  const started = await groupCommit(db, () => {
    const d = loadTarget(db, deliveryId);
    // A settled delivery gets no more automatic attempts (a manual redelivery may have succeeded meanwhile).
    if (!d || (AUTOMATIC.has(trigger) && (d.status === "succeeded" || d.status === "failed")))
      return undefined;
    return startAttempt(deps, d, trigger);
  });
  if (!started) return undefined;

  const sent = await sendAttempt(deps, started, opts.signal);
  const settle = sent.outcome === "success" ? "succeeded" : trigger === "test" ? "failed" : undefined;
  const newlySucceeded = await groupCommit(db, () =>
    completeAttempt(db, started.attemptId, deliveryId, sent.row, settle),
  );
  observeAttempt(
    deps,
    started,
    sent,
    newlySucceeded ? "succeeded" : settle === "failed" ? "failed" : undefined,
  );
  return attemptOutcome(started, sent);
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

/** What sending needs to know about a URL; computed once per distinct URL (deliveries repeat their URL). */
interface ParsedTarget {
  /** The URL rule's complaint, when it refuses the URL. */
  problem?: string;
  origin: string;
  path: string;
}
const parsedTargets = new Map<string, ParsedTarget>();
const PARSED_TARGETS_MAX = 1_000;

function parseTarget(raw: string): ParsedTarget {
  let t = parsedTargets.get(raw);
  if (t) return t;
  // Rows can predate a policy change, so the URL rule is checked again before sending (the cache lives in memory).
  const problem = checkWebhookUrl(raw);
  if (problem) t = { problem, origin: "", path: "" };
  else {
    const u = new URL(raw);
    t = { origin: u.origin, path: u.search ? `${u.pathname}${u.search}` : u.pathname };
  }
  if (parsedTargets.size >= PARSED_TARGETS_MAX) parsedTargets.clear();
  parsedTargets.set(raw, t);
  return t;
}

/**
 * POST once through the guarded agent; one timer bounds connect, headers and body together. This drives undici's
 * dispatcher API directly with its own handler rather than `request()`: no AbortSignal, response stream or
 * promise per request (together about half the client-side cost of an exchange), and the handler stops reading at
 * RESPONSE_BODY_LIMIT. The timer or `outer` aborts through the dispatch controller.
 */
function send(
  deps: AppDeps,
  url: string,
  headers: Record<string, string>,
  body: string,
  outer?: AbortSignal,
): Promise<Sent> {
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
  const resBody = () => (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString("utf8");
  const fail = (result: AttemptResult, message: string): Sent => ({
    result,
    status,
    headers: resHeaders,
    body: null,
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
      body: resBody(),
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

  const target = parseTarget(url);
  if (target.problem) {
    end(fail({ error: "blocked" }, target.problem));
    return done;
  }
  const handler: Dispatcher.DispatchHandler = {
    onRequestStart(c) {
      controller = c;
      if (abortedBy) c.abort(abortedBy);
    },
    onResponseStart(_c, statusCode, h) {
      if (statusCode < 200) return; // 1xx informational: the real response follows
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
    webhookAgent(deps).dispatch(
      { origin: target.origin, path: target.path, method: "POST", headers, body },
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
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h))
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  return out;
}
