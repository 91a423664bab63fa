import { tx, type Work } from "../db/store";
import { type Finishing, first, type RunnerContext, rethrowIfTurnEnded, turnStep } from "./run";
import type { AnyQueue, JobResult, Queue, Settlement } from "./types";

// Writing what finished jobs came to, in the job runner's turn (src/jobs/runner.ts): each job's new state in its
// store, with the writes its handler left for the turn (`settle`, or its queue's `settleMany`).

/** Whether a finished job's settling writes its handler's work (not only a failure, or a retry put off). */
export const wroteWork = (f: Finishing): boolean =>
  f.outcome === undefined || (typeof f.outcome === "object" && "settle" in f.outcome);

/**
 * Settle every job of a turn's batch: the `settleWith` ones of each queue together (settleAll), the others one by
 * one. Returns the jobs whose writes failed (those jobs failed), with their errors. `careful`: as in ./run.ts
 * turnStep.
 */
export function* settleTurn(
  ctx: RunnerContext,
  batch: Finishing[],
  now: number,
  careful: boolean,
): Work<Map<Finishing, unknown>> {
  const errors = new Map<Finishing, unknown>();
  const together = new Map<Finishing["queue"], Finishing[]>();
  for (const f of batch) {
    if (settlesWithOthers(f)) {
      const group = together.get(f.queue);
      if (group) group.push(f);
      else together.set(f.queue, [f]);
      continue;
    }
    const failed = yield* settleFinished(ctx, f, now);
    if (failed) errors.set(f, failed.err);
  }
  for (const [queue, group] of together)
    for (const [f, err] of yield* settleAll(ctx, queue, group, now, careful)) errors.set(f, err);
  return errors;
}

/**
 * Write a finished job's new state, in the turn's transaction (the store guards it on the allocation), with its
 * handler's `settle` writes (or its queue's `settleMany` of its `settleWith`) in a savepoint first. A job aborted
 * by shutdown goes back to the queue whatever it came to. Returns the error when those writes threw: the job failed.
 */
export function* settleFinished(
  ctx: RunnerContext,
  f: Finishing,
  now: number,
): Work<{ err: unknown } | undefined> {
  const o = f.outcome;
  let writes: (() => Work<JobResult | undefined>) | undefined;
  if (o && typeof o === "object" && "settle" in o) writes = o.settle;
  else if (o && typeof o === "object" && "settleWith" in o)
    writes = () => first(settleManyOf(f.queue)([o.settleWith]));
  let result: Settlement;
  let failure: { err: unknown } | undefined;
  if (o === "failed" || o === "release") result = o;
  else if (writes) {
    try {
      result = (yield* tx(writes)) ?? "done";
    } catch (err) {
      yield* rethrowIfTurnEnded(err);
      if (!f.job.signal.aborted) {
        ctx.logger.error("job settle failed", { jobId: f.job.id, err });
        failure = { err };
        f.err = err;
      }
      result = "failed";
    }
  } else result = (o as JobResult) ?? "done";
  yield* settleJob(f, result, now);
  return failure;
}

/** The job's new state in its store; a job aborted by shutdown goes back to the queue. */
function* settleJob(f: Finishing, result: Settlement, now: number): Work<void> {
  const s = f.job.signal.aborted ? "release" : result;
  const err = s === "failed" ? String(f.err instanceof Error ? f.err.message : f.err) : undefined;
  yield* f.queue.store.settle(f.job.id, f.job.allocationId, s, now, err);
}

function settleManyOf(queue: Queue): NonNullable<AnyQueue["settleMany"]> {
  if (!queue.def.settleMany)
    throw new Error(`queue ${queue.name}: a handler returned settleWith without settleMany`);
  return queue.def.settleMany;
}

/** Whether a handler's outcome is written by its queue's settleMany, with the others of the turn. */
export const settlesWithOthers = (f: Finishing): boolean =>
  typeof f.outcome === "object" && f.outcome !== null && "settleWith" in f.outcome;

/**
 * Write the finished jobs of one queue whose outcomes are `settleWith` values: its `settleMany` for all of them at
 * once (a turn step, ./run.ts), then each job's new state. When that throws in a careful turn, each job as
 * settleFinished writes it alone, so only the job whose writes fail fails. Returns the jobs that failed so, with
 * their errors.
 */
export function* settleAll(
  ctx: RunnerContext,
  queue: Queue,
  finished: Finishing[],
  now: number,
  careful: boolean,
): Work<Map<Finishing, unknown>> {
  const failures = new Map<Finishing, unknown>();
  if (finished.length > (careful ? 1 : 0)) {
    const values = finished.map((f) => (f.outcome as { settleWith: unknown }).settleWith);
    try {
      const results = yield* turnStep(careful, () => settleManyOf(queue)(values));
      for (const [i, f] of finished.entries()) yield* settleJob(f, results[i] ?? "done", now);
      return failures;
    } catch (err) {
      yield* rethrowIfTurnEnded(err);
      ctx.logger.warn("batched settle failed: settling one by one", { queue: queue.name, err });
    }
  }
  for (const f of finished) {
    const failed = yield* settleFinished(ctx, f, now);
    if (failed) failures.set(f, failed.err);
  }
  return failures;
}
