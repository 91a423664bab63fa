import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { deliveries, scouts } from "../../db/schema";
import { createRouter } from "../../http/router";
import type { WebhookEvent } from "../../webhooks/event";
import { performAttempt } from "../../webhooks/sender";
import { sendTestWebhook } from "./test-endpoint.routes";

/** The scout id of the sample event, so receivers can tell a test from a real scout. */
export const SAMPLE_SCOUT_ID = "00000000-0000-0000-0000-000000000000";

/** A test event: about the caller's scout when `scout` is given, else a sample. */
export function testEvent(
  publicUrl: string,
  now: number,
  scout?: { id: string; displayName: string; query: string },
): WebhookEvent {
  return {
    scout: scout
      ? { id: scout.id, display_name: scout.displayName, query: scout.query }
      : { id: SAMPLE_SCOUT_ID, display_name: "Test scout", query: "Test webhook from Scoutpost" },
    update: {
      id: randomUUID(),
      timestamp: new Date(now).toISOString(),
      status: "completed",
      has_changes: true,
      summary: "This is a test webhook from Scoutpost. If you can read this, your endpoint works.",
      details_url: scout ? `${publicUrl}/platform/scouts/${scout.id}` : `${publicUrl}/platform/webhooks`,
      report_content: "Test webhook: no real findings. Real updates carry the scout's report here.",
    },
  };
}

export const webhookTestRouter = createRouter().openapi(sendTestWebhook, async (c) => {
  const deps = c.get("deps");
  const account = c.get("account");
  const body = c.req.valid("json");
  const now = deps.clock.now();
  const scout = body.scout_id
    ? deps.db
        .select({ id: scouts.id, displayName: scouts.displayName, query: scouts.query })
        .from(scouts)
        .where(and(eq(scouts.id, body.scout_id), eq(scouts.accountId, account.id)))
        .get()
    : undefined;
  const id = randomUUID();
  // No job is enqueued: a test is exactly one attempt, made here, with no automatic retries.
  deps.db
    .insert(deliveries)
    .values({
      id,
      accountId: account.id,
      sourceType: "test",
      sourceId: scout?.id ?? null,
      url: body.webhook_url,
      format: body.webhook_format ?? "scout",
      event: testEvent(deps.config.publicUrl, now, scout),
      status: "pending",
      createdAt: now,
    })
    .run();
  const out = (await performAttempt(deps, id, "test"))!;
  return c.json(
    {
      success: out.outcome === "success",
      delivery_id: id,
      status_code: out.statusCode,
      error: out.errorMessage,
      duration_ms: out.durationMs,
    },
    200,
  );
});
