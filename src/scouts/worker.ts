import type { AppDeps } from "../deps";
import type { QueueDef } from "../jobs/runner";
import { runScout } from "./run";
import { SCOUT_RUN_QUEUE, type ScoutRunPayload, ScoutScheduler } from "./scheduler";

/** The `scout_run` queue: runs claimed by the scheduler, a couple at a time (each is a research run). */
export function scoutRunQueue(deps: AppDeps): QueueDef<ScoutRunPayload> {
  return {
    concurrency: 2,
    leaseMs: 120_000,
    maxLost: 1,
    handler: async (job) => {
      await runScout(deps, job.payload, job.signal);
    },
    onGiveUp: (payload, reason) =>
      deps.logger.warn("scout run given up", { scoutId: payload.scoutId, dueAt: payload.dueAt, reason }),
  };
}

/**
 * Register the scout run queue on the job runner and start the scheduler loop. Returns the function that stops
 * the loop (the runner is stopped by its owner).
 */
export function startScoutWorkers(deps: AppDeps, opts: { tickMs?: number } = {}): () => Promise<void> {
  deps.jobs.register(SCOUT_RUN_QUEUE, scoutRunQueue(deps));
  const scheduler = new ScoutScheduler(deps, opts);
  scheduler.start();
  return () => scheduler.stop();
}
