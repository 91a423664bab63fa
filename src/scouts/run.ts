import { eq } from "drizzle-orm";
import { charge } from "../billing/credits";
import { get, run, sqliteOnly, tx, type Work } from "../db/store";
import type { AppDeps } from "../deps";
import { runResearch } from "../engines/research/engine";
import { structuredAnswer } from "../engines/research/structured";
import { metrics } from "../metrics";
import { enqueueDelivery } from "../webhooks/event";
import { carryOver, diffUpdates, FINDINGS_VERSION, hasChanges, normaliseFindings } from "./compare";
import { enqueueScoutRun, type ScoutRunPayload } from "./scheduler";
import { changesMarkdown, summariseChanges } from "./summary";
import {
  emptyStats,
  failedUpdate,
  lastCompletedUpdate,
  latestUpdate,
  type ScoutRow,
  storedFindings,
  type UpdateRow,
  type UpdateStats,
  updateEvent,
  updateExists,
  updateIdFor,
} from "./updates";

export type RunOutcome = "completed" | "failed" | "skipped";

const INSUFFICIENT = "insufficient_prepaid_balance";

/** Whether the account could pay for a run now; the charge itself happens with the update, in one transaction. */
function* canAfford(deps: AppDeps, accountId: string): Work<boolean> {
  const a = yield* get((db, t) =>
    db
      .select({ billingEnabled: t.accounts.billingEnabled, creditsBalance: t.accounts.creditsBalance })
      .from(t.accounts)
      .where(eq(t.accounts.id, accountId)),
  );
  return !!a && (a.billingEnabled || a.creditsBalance >= deps.config.credits.scoutRun);
}

/**
 * Store an update, charging for it when it is a completed run, and enqueue its webhook delivery in the same
 * transaction (notify rule: the first completed run, a run with changes, the first failed run after a completed
 * one — a page that started failing is news — or every run with `notify: "always"`). The scout's last run time
 * moves with it. A scout deleted, paused, done, or whose query changed, while it ran gets nothing stored; for a
 * changed query the run it owed is queued again, for the new query. A refused charge turns the update into a
 * failed one.
 */
function* store(
  deps: AppDeps,
  scoutId: string,
  update: UpdateRow,
  first: boolean,
  runQuery: string,
  dueAt: number,
): Work<RunOutcome> {
  const { clock, config } = deps;
  // The transaction begins IMMEDIATE on SQLite (src/db/tx.ts): the existence check and the insert must see the
  // latest commit of any other process.
  return yield* tx(function* (): Work<RunOutcome> {
    const scout = yield* scoutById(scoutId);
    // Gone, paused or done, or another worker stored this due time's update while this one ran: nothing to
    // charge or announce (a resumed scout runs what it is owed: see heldDue in store.ts).
    if (scout?.status !== "active" || (yield* updateExists(update.id))) return "skipped";
    if (scout.query !== runQuery) {
      // What it found belongs to the old target, and stored it would become the new query's baseline. The run
      // it owed goes to the new query, at once: the scheduler queues none while this one is outstanding (a
      // restart meanwhile claimed nothing), and the next due time can be a whole interval away. It is queued
      // under this run's due time, so it has this run's update id: if the process dies before this job is
      // settled and it runs again, the two cannot both store (and charge) a run.
      const payload: ScoutRunPayload = { scoutId, dueAt };
      yield* enqueueScoutRun(deps.jobs, payload);
      return "skipped";
    }
    let u = update;
    if (u.status === "completed") {
      const paid = yield* charge(clock, scout.accountId, "scout_run", config.credits.scoutRun, u.id);
      if (!paid.ok)
        u = failedUpdate(scout, u.id, u.timestamp, INSUFFICIENT, insufficientSummary, u.stats ?? undefined);
    }
    const before = (yield* latestUpdate(scout.id))?.status;
    const stored = u;
    yield* run((db, t) => db.insert(t.scoutUpdates).values(stored));
    yield* run((db, t) =>
      db.update(t.scouts).set({ lastRunAt: stored.timestamp }).where(eq(t.scouts.id, scout.id)),
    );
    const notify =
      scout.notify === "always" ||
      (u.status === "completed" ? first || u.hasChanges : before === "completed");
    const url = scout.webhookUrl;
    if (url && notify) {
      yield* sqliteOnly("the webhook delivery log's enqueue", (db) =>
        enqueueDelivery(db, deps, {
          accountId: scout.accountId,
          source: { type: "scout", id: scout.id },
          updateId: stored.id,
          url,
          format: scout.webhookFormat,
          event: updateEvent(config, scout, stored),
        }),
      );
    }
    return u.status === "completed" ? "completed" : "failed";
  });
}

/** The scout's row, whoever's it is (a run reads its own scout). */
function* scoutById(id: string): Work<ScoutRow | undefined> {
  return yield* get((db, t) => db.select().from(t.scouts).where(eq(t.scouts.id, id)));
}

const insufficientSummary =
  "Run skipped: the account has no prepaid credits left (insufficient_prepaid_balance). Add credits or set up billing.";

/**
 * One scout run for a claimed due time: research (fast) over the scout's query, findings compared with the last
 * completed update, one update stored. Failures (no credits, the engine failing) are stored as `failed` updates
 * and not charged, so the API shows why a run produced nothing. Runs of a scout that is gone, paused or done are
 * skipped; a run already stored for this due time (a retried job) is not repeated.
 */
export async function runScout(
  deps: AppDeps,
  payload: ScoutRunPayload,
  signal?: AbortSignal,
): Promise<RunOutcome> {
  const { store: db, clock } = deps;
  const scout = await db.run(scoutById(payload.scoutId));
  const id = updateIdFor(payload.scoutId, payload.dueAt);
  if (scout?.status !== "active" || (await db.run(updateExists(id)))) return "skipped";

  const outcome = await produce(deps, scout, id, signal);
  const result = await db.run(
    store(
      deps,
      scout.id,
      { ...outcome.update, timestamp: clock.now() },
      outcome.first,
      scout.query,
      payload.dueAt,
    ),
  );
  if (result !== "skipped") metrics.engineRuns.inc({ kind: "scout_run", status: result });
  return result;
}

async function produce(
  deps: AppDeps,
  scout: ScoutRow,
  id: string,
  signal?: AbortSignal,
): Promise<{ update: UpdateRow; first: boolean }> {
  const now = deps.clock.now();
  if (!(await deps.store.run(canAfford(deps, scout.accountId))))
    return { update: failedUpdate(scout, id, now, INSUFFICIENT, insufficientSummary), first: false };
  const took = () => Math.max(0, deps.clock.now() - now);
  let report: Awaited<ReturnType<typeof runResearch>>;
  try {
    report = await runResearch(deps, {
      query: scout.query,
      mode: "fast",
      signal,
      userTimezone: scout.userTimezone ?? undefined,
      userLocation: scout.userLocation ?? undefined,
    });
  } catch (err) {
    // Shutting down: let the runner hand the job back instead of recording a failure that did not happen.
    if (signal?.aborted) throw err;
    const message = err instanceof Error ? err.message : String(err);
    return {
      update: failedUpdate(scout, id, now, message, `Run failed: ${message}`, emptyStats(took())),
      first: false,
    };
  }
  const structured = await fillOutputSchema(deps, scout, report.markdown, signal);
  const previous = await deps.store.run(lastCompletedUpdate(scout));
  const before = storedFindings(previous);
  const findings = carryOver(before, normaliseFindings(report), report.unreadDirect);
  // Stored whole, compared without what the scout ignores on both sides: adding a text to `ignore`, or taking one
  // out, reports no change by itself.
  const diff = previous
    ? diffUpdates(
        { findings: before, version: previous.findingsVersion },
        { findings, version: FINDINGS_VERSION },
        scout.ignore,
      )
    : undefined;
  const changed = diff ? hasChanges(diff) : true;
  const unread = report.unreadDirect.length
    ? ` Could not read ${report.unreadDirect.join(", ")} this time; what it said last time is kept.`
    : "";
  const summary = (
    diff
      ? summariseChanges(diff) + unread
      : `First run: ${report.summary.trim() || `${findings.length} findings collected.`}${unread}`
  ).slice(0, 1000);
  const update: UpdateRow = {
    id,
    scoutId: scout.id,
    accountId: scout.accountId,
    timestamp: now,
    status: "completed",
    hasChanges: changed,
    summary,
    reportContent: (diff ? changesMarkdown(diff) : "") + report.markdown,
    findings,
    findingsVersion: FINDINGS_VERSION,
    citations: report.citations,
    error: null,
    structuredResult: structured.value,
    stats: {
      pages_read: report.pages.length,
      sources: report.citations.length,
      duration_ms: took(),
      model_tokens: report.modelUsage
        ? {
            prompt: report.modelUsage.prompt_tokens,
            completion: report.modelUsage.completion_tokens,
            total: report.modelUsage.total_tokens,
          }
        : null,
      structured_output: structured.status,
    },
  };
  return { update, first: !previous };
}

/**
 * The scout's output_schema filled from a run's report, by the rule research tasks follow (src/research/worker.ts):
 * with a model, one JSON object checked against the schema (null when the model's answer does not fit, even after
 * one correction, or the model fails); without a model, null.
 */
async function fillOutputSchema(
  deps: AppDeps,
  scout: ScoutRow,
  report: string,
  signal?: AbortSignal,
): Promise<{ value: Record<string, unknown> | null; status: UpdateStats["structured_output"] }> {
  const { config } = deps;
  if (!scout.outputSchema) return { value: null, status: "none" };
  if (!config.model) return { value: null, status: "no_model" };
  try {
    const value = await structuredAnswer(config.model, {
      query: scout.query,
      report,
      schema: scout.outputSchema,
      dispatcher: deps.http.engineModel,
      signal,
      timeoutMs: config.research.timeoutMs,
    });
    return { value, status: "filled" };
  } catch (err) {
    signal?.throwIfAborted();
    deps.logger.warn("scout structured result failed", { scoutId: scout.id, err: (err as Error).message });
    return { value: null, status: "failed" };
  }
}
