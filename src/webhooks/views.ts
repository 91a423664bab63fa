import type { Delivery, DeliveryAttempt, DeliveryListRow, InboxListRow, InboxRequest } from "./queries";

// JSON views of the relay log: the inspector API answers with these and the platform pages render them, so both
// show a delivery the same way. Times become ISO 8601 strings; names become snake_case.

const iso = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/** A delivery as listed by `GET /v1/webhooks/deliveries`. */
export function deliveryView(d: DeliveryListRow) {
  return {
    id: d.id,
    source_type: d.sourceType,
    source_id: d.sourceId,
    update_id: d.updateId,
    url: d.url,
    format: d.format,
    request_id: d.requestId,
    status: d.status,
    attempts: d.attempts,
    manual_attempts: d.manualAttempts,
    // None while an attempt is in flight: the row keeps the due time it was claimed at until the attempt settles.
    next_attempt_at: d.status === "delivering" ? null : iso(d.nextAttemptAt),
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    last_error_class: d.lastErrorClass,
    created_at: iso(d.createdAt)!,
    completed_at: iso(d.completedAt),
    latency_ms: d.latencyMs,
  };
}
export type DeliveryView = ReturnType<typeof deliveryView>;

/** One attempt: the request as sent and the response as received (body truncated by the sender). */
export function attemptView(a: DeliveryAttempt) {
  return {
    number: a.number,
    trigger: a.trigger,
    started_at: iso(a.startedAt)!,
    completed_at: iso(a.completedAt),
    duration_ms: a.durationMs,
    request: {
      url: a.requestUrl,
      method: a.requestMethod,
      headers: a.requestHeaders,
      body: a.requestBody,
      body_encoding: a.requestBodyEncoding,
    },
    response:
      a.responseStatus === null
        ? null
        : {
            status: a.responseStatus,
            headers: a.responseHeaders ?? {},
            body: a.responseBody ?? "",
            body_encoding: a.responseBodyEncoding,
          },
    error_class: a.errorClass,
    error_message: a.errorMessage,
    retryable: a.retryable,
  };
}

/** `GET /v1/webhooks/deliveries/{id}`: the listed fields, the event and every attempt. */
export function deliveryDetailView(d: Delivery, attempts: DeliveryAttempt[]) {
  const last = attempts.at(-1);
  return {
    ...deliveryView({ ...d, latencyMs: last?.durationMs ?? null }),
    event: d.event,
    attempt_log: attempts.map(attemptView),
  };
}

/** Addresses the service may listen on that take connections to 127.0.0.1 too. */
const REACHES_LOOPBACK: ReadonlySet<string> = new Set(["127.0.0.1", "localhost", "0.0.0.0", "::"]);

/** An inbox with its capture URL (and the same by loopback). */

export function inboxView(
  i: Omit<InboxListRow, "requestCount" | "lastRequestAt"> & Partial<InboxListRow>,
  where: { publicUrl: string; host: string; port: number },
) {
  return {
    id: i.id,
    name: i.name,
    url: `${where.publicUrl}/hooks/inbox/${i.token}`,
    // The same inbox by loopback, for a webhook_url when PUBLIC_URL is a plain-HTTP name other than localhost
    // (the URL rule refuses those): the service delivers to itself.
    local_url: REACHES_LOOPBACK.has(where.host)
      ? `http://127.0.0.1:${where.port}/hooks/inbox/${i.token}`
      : null,
    response_status: i.responseStatus,
    created_at: iso(i.createdAt)!,
    request_count: i.requestCount ?? 0,
    last_request_at: iso(i.lastRequestAt),
  };
}

/**
 * A captured request. `body_encoding` says whether `body` is the text as sent (`utf8`) or bytes that were not
 * UTF-8, in base64; `body_truncated` marks one whose body went over the capture cap (cut there; answered 413).
 */
export function inboxRequestView(r: InboxRequest) {
  return {
    id: r.id,
    method: r.method,
    path: r.path,
    query: r.query,
    headers: r.headers,
    body: r.body,
    body_encoding: r.bodyEncoding,
    body_truncated: r.bodyTruncated,
    response_status: r.responseStatus,
    received_at: iso(r.receivedAt)!,
  };
}
