import { randomUUID } from "node:crypto";
import { uuidv7 } from "../db/ids";
import type { WebhookFormat } from "../db/schema";
import type { AppDeps } from "../deps";
import type { WebhookEvent } from "./event";
import * as log from "./log";
import { performAttempt } from "./perform";
import type { AttemptOutcome } from "./sender";

/** The scout id of the sample event, so receivers can tell a test from a real scout. */
export const SAMPLE_SCOUT_ID = "00000000-0000-0000-0000-000000000000";

export type TestScout = { id: string; displayName: string; query: string };

/** A test event: about the caller's scout when `scout` is given, else a sample. */
export function testEvent(publicUrl: string, now: number, scout?: TestScout): WebhookEvent {
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

/**
 * Record a `test` delivery and make its one attempt now (trigger `test`). No job is enqueued: a test is exactly
 * one attempt, with no automatic retries. Used by the API's test endpoint and the platform's Send test button.
 */
export async function sendTestDelivery(
  deps: AppDeps,
  accountId: string,
  target: { url: string; format?: WebhookFormat | null; scout?: TestScout },
): Promise<{ deliveryId: string; outcome: AttemptOutcome }> {
  const now = deps.clock.now();
  // Time-ordered, as every other delivery's id.
  const id = uuidv7(now);
  const create = () =>
    log.enqueueTest({
      id,
      accountId,
      sourceId: target.scout?.id ?? null,
      url: target.url,
      format: target.format ?? "scout",
      event: JSON.stringify(testEvent(deps.config.publicUrl, now, target.scout)),
      createdAt: now,
    });
  const outcome = await performAttempt(deps, id, "test", { create });
  // The delivery was just written, and a test attempt is never refused as busy.
  if (typeof outcome === "string") throw new Error(`test delivery ${id}: no attempt (${outcome})`);
  return { deliveryId: id, outcome };
}
