import { describe, expect, it } from "vitest";
import { makeTestApp } from "../helpers/deps";
import { insertAttempt, insertDelivery, sampleEvent } from "./seed";

const T0 = Date.UTC(2026, 0, 1);

describe("delivery detail", () => {
  it("shows the delivery, its event and every attempt's request and response in order", async () => {
    const { app, deps, user } = makeTestApp();
    const event = sampleEvent("scout-1");
    const id = insertDelivery(deps.db, user.account.id, {
      event,
      status: "succeeded",
      attempts: 2,
      lastStatusCode: 200,
      completedAt: T0 + 5000,
    });
    insertAttempt(deps.db, user.account.id, id, {
      number: 2,
      startedAt: T0 + 2000,
      durationMs: 30,
      responseStatus: 200,
      responseBody: '{"ok":true}',
    });
    insertAttempt(deps.db, user.account.id, id, {
      number: 1,
      startedAt: T0,
      durationMs: 10_000,
      completedAt: T0 + 10_000,
      responseStatus: null,
      responseHeaders: null,
      responseBody: null,
      errorClass: "timeout",
      errorMessage: "no response within 10000 ms",
      retryable: true,
    });
    const res = await app.request(`/v1/webhooks/deliveries/${id}`, { headers: user.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown> & { attempt_log: Record<string, unknown>[] };
    expect(body).toMatchObject({
      id,
      status: "succeeded",
      attempts: 2,
      last_status_code: 200,
      completed_at: new Date(T0 + 5000).toISOString(),
      latency_ms: 30,
      event,
    });
    expect(body.attempt_log.map((a) => a.number)).toEqual([1, 2]);
    expect(body.attempt_log[0]).toEqual({
      number: 1,
      trigger: "initial",
      started_at: new Date(T0).toISOString(),
      completed_at: new Date(T0 + 10_000).toISOString(),
      duration_ms: 10_000,
      request: {
        url: "https://hooks.example.com/a",
        method: "POST",
        headers: { "content-type": "application/json", "webhook-id": id },
        body: '{"event_type":"scout_update"}',
        body_encoding: "utf8",
      },
      response: null,
      error_class: "timeout",
      error_message: "no response within 10000 ms",
      retryable: true,
    });
    expect(body.attempt_log[1]).toMatchObject({
      trigger: "retry",
      response: { status: 200, headers: { "content-type": "text/plain" }, body: '{"ok":true}' },
      error_class: null,
    });
  });

  it("shows a delivery with no attempts yet", async () => {
    const { app, deps, user } = makeTestApp();
    const id = insertDelivery(deps.db, user.account.id, { status: "pending" });
    const body = (await (
      await app.request(`/v1/webhooks/deliveries/${id}`, { headers: user.headers })
    ).json()) as {
      attempt_log: unknown[];
      latency_ms: number | null;
    };
    expect(body.attempt_log).toEqual([]);
    expect(body.latency_ms).toBeNull();
  });
});
