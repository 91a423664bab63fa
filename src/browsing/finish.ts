import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { refundWork } from "../billing/credits";
import { get, run, tx, type Work } from "../db/store";
import type { AppDeps } from "../deps";
import type { NavigatorOutcome } from "../engines/navigator/loop";
import { metrics } from "../metrics";
import { clip } from "../text";
import { enqueueDelivery, type WebhookEvent } from "../webhooks/event";
import { type BrowsingTaskRow, viewUrl } from "./store";

/** A task's description shortened to a webhook display name: first line, at most 80 characters. */
export function shortTitle(task: string): string {
  const line = task.trim().split("\n")[0]!.replace(/\s+/g, " ");
  return clip(line, 80, "…");
}

/** The docs/spec.md §6 event for a finished task: the task stands in for the scout. */
export function webhookEvent(deps: AppDeps, t: BrowsingTaskRow): WebhookEvent {
  const ok = t.status === "succeeded";
  const result = (t.result ?? "").replace(/\s+/g, " ").trim();
  return {
    scout: { id: t.id, display_name: shortTitle(t.task), query: t.task },
    update: {
      id: randomUUID(),
      timestamp: new Date(t.completedAt ?? deps.clock.now()).toISOString(),
      status: ok ? "completed" : "failed",
      has_changes: ok,
      summary: ok
        ? clip(result, 280) || "Browsing task completed"
        : `Browsing task failed: ${t.error ?? "unknown error"}`,
      details_url: viewUrl(deps.config, t.id),
      report_content: t.result ?? t.error ?? "",
    },
  };
}

/** Record the webhook delivery of a finished task, if it has a webhook_url; run inside the finishing transaction. */
export function* notify(deps: AppDeps, t: BrowsingTaskRow): Work<void> {
  const url = t.webhookUrl;
  if (!url) return;
  yield* enqueueDelivery(deps, {
    accountId: t.accountId,
    source: { type: "browsing", id: t.id },
    url,
    format: t.webhookFormat,
    event: webhookEvent(deps, t),
  });
}

/**
 * Move an unfinished task to its final state and, in the same transaction, record its webhook delivery (for
 * succeeded and failed tasks that have a webhook_url; a cancelled task notifies no one, its owner asked for it).
 * Does nothing when the task has already finished, so a late or repeated call cannot finish it twice.
 */
export function* finishTask(deps: AppDeps, taskId: string, outcome: NavigatorOutcome): Work<void> {
  const now = deps.clock.now();
  const finished = yield* tx(function* () {
    const changed = yield* run((db, t) =>
      db
        .update(t.browsingTasks)
        .set({
          status: outcome.status,
          result: outcome.status === "succeeded" ? outcome.result : null,
          structuredResult: outcome.status === "succeeded" ? (outcome.structuredResult ?? null) : null,
          error: outcome.status === "failed" ? outcome.error : null,
          completedAt: now,
        })
        .where(and(eq(t.browsingTasks.id, taskId), inArray(t.browsingTasks.status, ["queued", "running"]))),
    );
    if (changed === 0) return false;
    const task = (yield* get((db, t) =>
      db.select().from(t.browsingTasks).where(eq(t.browsingTasks.id, taskId)),
    ))!;
    if (outcome.status === "failed" && outcome.unstarted)
      yield* refundWork(task.accountId, "browsing_task", task.id);
    if (task.status !== "cancelled") yield* notify(deps, task);
    return true;
  });
  if (finished) metrics.engineRuns.inc({ kind: "browsing", status: outcome.status });
}
