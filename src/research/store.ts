import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { refundWork } from "../billing/credits";
import type { Clock } from "../clock";
import type { Config } from "../config";
import { countByStatus } from "../db/counts";
import type { researchTasks } from "../db/schema";
import { get, tx, type Work } from "../db/store";
import { citationJson } from "../engines/research/report";
import type { JobRunner } from "../jobs/runner";
import { metrics } from "../metrics";
import { clip } from "../text";
import { enqueueDelivery, type NewDelivery } from "../webhooks/event";

export type ResearchRow = typeof researchTasks.$inferSelect;

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

/** The platform page of a task (served by the platform; docs/design.md §8). */
export const researchViewUrl = (config: Config, id: string) => `${config.publicUrl}/platform/research/${id}`;

/** A URL in running text: what follows the scheme, up to a space, without the sentence's closing punctuation. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]*[^\s<>"'`.,;:!?)\]]/gi;

/** A URL as a title shows it: its host and path (`example.com/pricing`), no scheme, query or closing slash. */
function shownUrl(raw: string): string {
  try {
    const u = new URL(raw);
    return `${u.host}${u.pathname}`.replace(/\/$/, "");
  } catch {
    return raw;
  }
}

/**
 * A short human title for a task (a webhook's display name and Slack header): its query with each URL shown as
 * host and path, cut at a word near 80 characters. Dropping the URLs left "Who founded the company at and what
 * does charge?".
 */
export function shortTitle(query: string): string {
  const text = query.replace(URL_IN_TEXT, shownUrl).replace(/\s+/g, " ").trim();
  if (!text) return "Research task";
  if (text.length <= 80) return text;
  return `${clip(text, 80).replace(/\s+\S*$/, "")}…`;
}

export const structuredOutputStatuses = ["none", "pending", "succeeded", "failed"] as const;

/**
 * Where the task's structured output stands: `none` without an output_schema, `pending` while the task is queued
 * or running, `succeeded` when structured_result was filled, `failed` when it could not be (no model, answers
 * that did not match the schema, or the task itself failed).
 */
export function structuredOutputStatus(
  row: Pick<ResearchRow, "outputSchema" | "status" | "structuredResult">,
): (typeof structuredOutputStatuses)[number] {
  if (row.outputSchema == null) return "none";
  if (row.status === "queued" || row.status === "running") return "pending";
  return row.structuredResult != null ? "succeeded" : "failed";
}

/** The single-task body of docs/design.md §5 (authoritative status, times in ISO 8601). */
export function toDetail(row: ResearchRow, config: Config) {
  return {
    task_id: row.id,
    query: row.query,
    mode: row.mode,
    status: row.status,
    created_at: iso(row.createdAt)!,
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    view_url: researchViewUrl(config, row.id),
    result: row.result,
    structured_result: row.structuredResult ?? null,
    structured_output_status: structuredOutputStatus(row),
    citations: (row.citations ?? []).map(citationJson),
    updates: (row.updates ?? []).map((u) => ({ timestamp: iso(u.timestamp)!, message: u.message })),
    rejection_reason: row.rejectionReason,
    error: row.error,
    user_timezone: row.userTimezone,
    user_location: row.userLocation,
    webhook_url: row.webhookUrl,
    webhook_format: row.webhookUrl ? row.webhookFormat : null,
  };
}

/** A list item: stored state only, so a queued task reads as running (docs/spec.md §3). */
export function toListItem(
  row: Pick<ResearchRow, "id" | "status" | "query" | "createdAt" | "rejectionReason">,
  config: Config,
) {
  return {
    task_id: row.id,
    status: row.status === "queued" ? ("running" as const) : row.status,
    query: row.query,
    created_at: iso(row.createdAt)!,
    view_url: researchViewUrl(config, row.id),
    rejection_reason: row.rejectionReason,
  };
}

export type Outcome =
  | {
      status: "succeeded";
      result: string;
      summary: string;
      citations: ResearchRow["citations"];
      structuredResult: unknown;
    }
  | {
      status: "failed";
      error: string;
      rejectionReason?: string;
      /** Nothing was read (no source, or none could be read): the task's charge is given back. */
      readNothing?: boolean;
    };

type FinishDeps = { clock: Clock; config: Config; jobs: JobRunner };

/**
 * Settle a task that is still queued or running, and in the same transaction enqueue its webhook delivery (when
 * it has a webhook_url), so a finished task and its notification exist together. Returns false when the task was
 * already settled (a late or duplicate finisher changes nothing).
 */
export function* finishTask(deps: FinishDeps, taskId: string, outcome: Outcome): Work<boolean> {
  const now = deps.clock.now();
  const settled = yield* tx(function* () {
    const res = yield* get((db, t) =>
      db
        .update(t.researchTasks)
        .set(
          outcome.status === "succeeded"
            ? {
                status: "succeeded",
                result: outcome.result,
                citations: outcome.citations,
                structuredResult: outcome.structuredResult ?? null,
                error: null,
                completedAt: now,
              }
            : { status: "failed", error: outcome.error, completedAt: now },
        )
        .where(and(eq(t.researchTasks.id, taskId), inArray(t.researchTasks.status, ["queued", "running"])))
        .returning(),
    );
    if (!res) return false;
    if (outcome.status === "failed" && outcome.readNothing)
      yield* refundWork(res.accountId, "research_task", res.id);
    if (res.webhookUrl) yield* notifyFinished(deps, res, outcome, now);
    return true;
  });
  if (settled) metrics.engineRuns.inc({ kind: "research", status: outcome.status });
  return settled;
}

/**
 * Enqueue the finished-task webhook (docs/spec.md §6 payload; the task stands in for the scout), inside the
 * transaction that settles the task.
 */
export function* notifyFinished(
  deps: FinishDeps,
  row: ResearchRow,
  outcome: Outcome,
  now: number,
): Work<void> {
  const ok = outcome.status === "succeeded";
  const delivery: NewDelivery = {
    accountId: row.accountId,
    source: { type: "research", id: row.id },
    url: row.webhookUrl!,
    format: row.webhookFormat,
    event: {
      scout: { id: row.id, display_name: shortTitle(row.query), query: row.query },
      update: {
        id: randomUUID(),
        timestamp: new Date(now).toISOString(),
        status: ok ? "completed" : "failed",
        // A finished report is news; a failure has no findings (as for browsing tasks and failed scout runs).
        has_changes: ok,
        summary: ok ? outcome.summary : `Research failed: ${outcome.error}`,
        details_url: researchViewUrl(deps.config, row.id),
        report_content: ok ? outcome.result : outcome.error,
      },
    },
  };
  yield* enqueueDelivery(deps, delivery);
}

/** Research tasks (of every account) per status, each of `statuses` named: the metrics gauge. */
export const researchTasksByStatus = <S extends ResearchRow["status"]>(statuses: readonly S[]) =>
  countByStatus((t) => t.researchTasks, statuses);
