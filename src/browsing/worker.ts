import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { get, run, tx, type Work } from "../db/store";
import type { AppDeps } from "../deps";
import { noBrowserMessage } from "../engines/browser/executable";
import { BrowserPool, BrowserUnavailableError } from "../engines/browser/pool";
import type { BrowserSession } from "../engines/browser/session";
import { InstructionFollower } from "../engines/navigator/follower";
import { describeError, type NavigatorOutcome, runNavigator } from "../engines/navigator/loop";
import { ModelPolicy } from "../engines/navigator/model-policy";
import type { Job } from "../jobs/runner";
import { finishTask } from "./finish";
import type { BrowsingTaskRow } from "./store";

export const BROWSING_QUEUE = "browsing";
export type BrowsingJob = { taskId: string };

/**
 * Interrupt a task running in this process (its durable cancel flag must already be set): the step in progress,
 * not only the next one. The running tasks are `deps.memory.browsingTasks`.
 */
export function interruptTask(deps: AppDeps, taskId: string): void {
  deps.memory.browsingTasks.get(taskId)?.abort(new Error("cancelled"));
}

/**
 * Register the `browsing` queue (at most BROWSER_CONCURRENCY tasks at once, on one shared Chromium) and point
 * /health at the browser. Returns the stop function, which closes the browser when this call created it.
 */
export function registerBrowsingWorker(
  deps: AppDeps,
  opts: { pool?: BrowserPool } = {},
): () => Promise<void> {
  const pool =
    opts.pool ?? new BrowserPool({ configuredPath: deps.config.browser.path, logger: deps.logger });
  deps.browserStatus = () => pool.status();
  deps.jobs.register<BrowsingJob>(BROWSING_QUEUE, {
    concurrency: deps.config.browser.concurrency,
    leaseMs: 60_000,
    maxLost: 1,
    handler: (job) => runTask(deps, pool, job),
    // A task its owner cancelled meanwhile ends cancelled, as it would have had its worker lived.
    onGiveUp: (payload, reason, err) =>
      (function* () {
        const cancelled = yield* cancelRequested(payload.taskId);
        yield* finishTask(
          deps,
          payload.taskId,
          cancelled
            ? { status: "cancelled" }
            : {
                status: "failed",
                error:
                  reason === "worker_lost"
                    ? "worker_lost: the process running this task stopped before it finished"
                    : `Internal error: ${describeError(err)}`,
              },
        );
      })(),
  });
  return async () => {
    if (!opts.pool) await pool.close();
  };
}

async function runTask(deps: AppDeps, pool: BrowserPool, job: Job<BrowsingJob>): Promise<void> {
  const { store } = deps;
  const task = await store.run(
    get((db, t) => db.select().from(t.browsingTasks).where(eq(t.browsingTasks.id, job.payload.taskId))),
  );
  if (!task || (task.status !== "queued" && task.status !== "running")) return;
  if (task.cancelRequested) return store.run(finishTask(deps, task.id, { status: "cancelled" }));
  if (!(await store.run(claim(deps, task.id)))) return;

  const controller = new AbortController();
  const onShutdown = () => controller.abort(job.signal.reason);
  job.signal.addEventListener("abort", onShutdown, { once: true });
  const running = deps.memory.browsingTasks;
  running.set(task.id, controller);
  let outcome: NavigatorOutcome;
  try {
    outcome = await browse(deps, pool, task, controller.signal);
  } finally {
    job.signal.removeEventListener("abort", onShutdown);
    running.delete(task.id);
  }
  // Interrupted by shutdown rather than by its owner: the runner hands the job back and the next run starts over.
  if (outcome.status === "cancelled" && !(await store.run(cancelRequested(task.id)))) return;
  await store.run(finishTask(deps, task.id, outcome));
}

/**
 * Mark the task running and clear its steps. A task found running was started by a worker that died; its browser
 * state is gone, so it starts over. The status condition keeps a cancel that landed in between (from another
 * process) from being overwritten. False when the task is no longer queued or running.
 */
function* claim(deps: AppDeps, taskId: string): Work<boolean> {
  return yield* tx(function* () {
    const changed = yield* run((db, t) =>
      db
        .update(t.browsingTasks)
        .set({ status: "running", startedAt: deps.clock.now() })
        .where(and(eq(t.browsingTasks.id, taskId), inArray(t.browsingTasks.status, ["queued", "running"]))),
    );
    if (changed === 1)
      yield* run((db, t) => db.delete(t.browsingSteps).where(eq(t.browsingSteps.taskId, taskId)));
    return changed === 1;
  });
}

async function browse(
  deps: AppDeps,
  pool: BrowserPool,
  task: BrowsingTaskRow,
  signal: AbortSignal,
): Promise<NavigatorOutcome> {
  const { store, clock, config } = deps;
  if (!pool.executable())
    return { status: "failed", error: noBrowserMessage(config.browser.path), unstarted: true };
  let session: BrowserSession;
  try {
    session = await pool.newSession({ allowPrivateNetworks: config.agent.allowPrivateNetworks });
  } catch (err) {
    const error =
      err instanceof BrowserUnavailableError
        ? err.message
        : `Could not open a browser: ${describeError(err)}`;
    return { status: "failed", error, unstarted: true };
  }
  try {
    const policy = config.model
      ? new ModelPolicy(config.model, deps.http.engineModel, {
          task: task.task,
          startUrl: task.startUrl,
          outputSchema: task.outputSchema,
        })
      : new InstructionFollower(task.task, new Date(task.createdAt));
    return await runNavigator({
      session,
      policy,
      startUrl: task.startUrl,
      maxSteps: task.maxSteps,
      stepTimeoutMs: config.browser.stepTimeoutMs,
      taskTimeoutMs: config.browser.taskTimeoutMs,
      signal,
      onStep: async (s) => {
        await store.run(
          run((db, t) =>
            db
              .insert(t.browsingSteps)
              .values({ id: randomUUID(), taskId: task.id, ...s, createdAt: clock.now() }),
          ),
        );
      },
      isCancelled: () => store.run(cancelRequested(task.id)),
    });
  } finally {
    await session.close();
  }
}

/** The durable cancel flag (a deleted task counts as cancelled). */
function* cancelRequested(taskId: string): Work<boolean> {
  const row = yield* get((db, t) =>
    db
      .select({ c: t.browsingTasks.cancelRequested })
      .from(t.browsingTasks)
      .where(eq(t.browsingTasks.id, taskId)),
  );
  return row?.c ?? true;
}
