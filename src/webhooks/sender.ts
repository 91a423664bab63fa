import { uuidv7 } from "../db/ids";
import type { WebhookFormat } from "../db/schema";
import { runNow, tx, type Work } from "../db/store";
import { groupCommit } from "../db/tx";
import { type AppDeps, sqliteConnection } from "../deps";
import { metrics } from "../metrics";
import { RESPONSE_BODY_LIMIT, send } from "./exchange";
import { buildBody, normalizeEvent } from "./formats";
import type { AttemptTarget, AttemptTrigger, NewAttempt } from "./log";
import * as log from "./log";
import { classify, type ErrorClass, type Outcome } from "./retry";
import { activeSecrets, type SigningAccount, signatureHeaders } from "./signing";

export type { AttemptTrigger };
export { RESPONSE_BODY_LIMIT };

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

export const USER_AGENT = "Scout-Webhook/1.0";

/** The request a relay destination's transform made, or why it made none. */
export type Reshaped =
  | { ok: true; request: Pick<NewAttempt, "url" | "method" | "headers" | "body"> }
  | {
      ok: false;
      error: string;
    };

/**
 * An attempt ready to send: the request exactly as it will go out, recorded by log.startAttempt first. A relay
 * destination with a transform also has `reshape`: JSONata evaluates asynchronously, so it cannot run in the
 * transaction that records the attempt; sendAttempt runs it, records the request it made (log.rewriteAttempt) and
 * sends that.
 */
export type StartedAttempt = NewAttempt & { reshape?: () => Promise<Reshaped> };

/** What applies to a relay delivery's attempt from its destination. */
export interface DestinationExtras {
  /** Its own secrets (`sign: true`): they sign what is forwarded. */
  signing?: SigningAccount | null;
  /** Its JSONata transform (src/relay/transform.ts). */
  transform?: string | null;
}

/** A sent attempt: its result row (not yet written) and how it classifies. */
export interface SentAttempt {
  row: log.AttemptResultRow;
  outcome: Outcome;
  retryAfterMs?: number;
}

/**
 * First step of an attempt, with no I/O: number it after the delivery's last attempt, build the body and sign it.
 * The caller records it (log.startAttempt) in the transaction that read `target`, so the number is unique, and
 * commits before sending: a crash mid-request leaves an open row that is later closed as `interrupted`.
 */
export function prepareAttempt(
  deps: AppDeps,
  target: AttemptTarget,
  trigger: AttemptTrigger,
  relayed?: log.RelayedRequest,
  destination: DestinationExtras = {},
): StartedAttempt {
  const startedAt = deps.clock.now();
  const number = target.lastNumber + 1;
  const event: unknown = JSON.parse(target.event);
  const sign = (body: string | Buffer, by: SigningAccount = target) =>
    signatureHeaders(
      activeSecrets(by, startedAt),
      target.id,
      Math.floor(startedAt / 1000),
      body,
      deps.memory.signingKeys,
    );
  let method = "POST";
  let headers: Record<string, string>;
  let body: string | Buffer;
  let reshape: StartedAttempt["reshape"];
  const forwarder = deps.forwarders.find((f) => f.owns(event));
  if (forwarder) {
    const forward = (r: log.RelayedRequest | undefined, url: string) => {
      const out = forwarder.build({
        format: target.format,
        event,
        request: r,
        deliveryId: target.id,
        publicUrl: deps.config.publicUrl,
      });
      let h = out.sign
        ? { ...out.headers, "user-agent": USER_AGENT, ...sign(out.body as string) }
        : out.headers;
      // Signed afresh at each attempt, replays too: the destination verifies us whenever the request was received.
      if (destination.signing) h = { ...h, ...sign(out.body, destination.signing) };
      return { url, method: out.method, headers: h, body: out.body };
    };
    ({ method, headers, body } = forward(relayed, target.url));
    const { transform } = destination;
    if (transform && relayed)
      reshape = async () => {
        const t = await forwarder.transform(transform, relayed, target.url);
        return t.ok ? { ok: true, request: forward(t.request, t.url) } : t;
      };
  } else {
    const meta = { id: target.id, attempt: number, timestamp: new Date(startedAt).toISOString() };
    body = buildBody(target.format as WebhookFormat, normalizeEvent(event), meta);
    headers = {
      "content-type": "application/json",
      "user-agent": USER_AGENT,
      "x-scout-event": "scout.update",
      ...sign(body),
    };
  }
  return {
    attemptId: uuidv7(),
    deliveryId: target.id,
    accountId: target.accountId,
    number,
    trigger,
    startedAt,
    url: target.url,
    method,
    headers,
    body,
    reshape,
  };
}

/**
 * Second step: send a started attempt once and classify what came back. Network failures never throw. `signal`
 * aborts the attempt (shutdown); it is then an `interrupted` failure. A transform runs first: its failure is a
 * final `transform` failure with nothing sent; its request is written over the attempt's (log.rewriteAttempt)
 * before it goes out. Nothing else is written: the caller records `row` (completeAttempt, or the dispatcher's
 * settle) after it.
 */
export async function sendAttempt(
  deps: AppDeps,
  a: StartedAttempt,
  signal?: AbortSignal,
): Promise<SentAttempt> {
  let sending: StartedAttempt = a;
  if (a.reshape) {
    const t0 = performance.now();
    const reshaped = await a.reshape();
    if (!reshaped.ok) return transformFailed(deps, reshaped.error, Math.round(performance.now() - t0));
    sending = { ...a, ...reshaped.request };
    await commit(deps, () => log.rewriteAttempt(sending));
  }
  const sent = await send(deps, sending, signal);
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
      bodyEncoding: sent.bodyEncoding,
      errorClass,
      errorMessage,
      retryable: outcome === "retryable",
    },
    outcome,
    retryAfterMs: sent.retryAfterMs,
  };
}

/**
 * Metrics and the log line of a recorded attempt; `settled` is the delivery's new final status, if any. A failed
 * attempt is `warn` (with its ids and why), so an operator sees it beside the access log; a success is `debug`.
 */
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
  // Never the URL (Slack URLs carry a secret), headers or bodies; the error is the transport's (host, code).
  const fields = {
    deliveryId: a.deliveryId,
    attemptId: a.attemptId,
    number: a.number,
    trigger: a.trigger,
    outcome: s.outcome,
    status: s.row.status,
    errorClass,
    ms: s.row.durationMs,
  };
  if (s.outcome === "success") deps.logger.debug("webhook attempt", fields);
  else deps.logger.warn("webhook attempt failed", { ...fields, error: s.row.errorMessage });
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

/** A transform that failed (error, timeout, oversize): nothing was sent, and another attempt would fail alike. */
const transformFailed = (deps: AppDeps, error: string, durationMs: number): SentAttempt => ({
  row: {
    completedAt: deps.clock.now(),
    durationMs,
    status: null,
    headers: null,
    body: null,
    errorClass: "transform",
    errorMessage: error,
    retryable: false,
  },
  outcome: "final",
});

const httpStatusMessage = (status: number) =>
  status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}`;

/**
 * Commit `work` in a transaction of its own. On SQLite it shares a group commit with the other writes of the same
 * turn (src/db/tx.ts: the attempts started or answered together commit together); on PostgreSQL each transaction
 * has a connection of its own, so it commits alone.
 */
export function commit<T>(deps: Pick<AppDeps, "db" | "store">, work: () => Work<T>): Promise<T> {
  const db = sqliteConnection(deps);
  if (db) return groupCommit(db, () => runNow(db, work()));
  return deps.store.run(tx(work));
}
