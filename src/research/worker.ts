import { and, eq, inArray } from "drizzle-orm";
import { storageProblem } from "../db/errors";
import { get, run, type Work } from "../db/store";
import type { AppDeps } from "../deps";
import { ResearchError, runResearch } from "../engines/research/engine";
import { structuredAnswer } from "../engines/research/structured";
import { finishTask, type ResearchRow } from "./store";

export const RESEARCH_QUEUE = "research";

export type ResearchJob = { taskId: string };
type Update = NonNullable<ResearchRow["updates"]>[number];

/**
 * Register the research queue on the job runner: each job runs one task through the research engine and settles
 * it (with its webhook delivery). A task whose worker died is re-queued once, then failed with "worker_lost".
 */
export function registerResearchQueue(deps: AppDeps, opts: { concurrency?: number; leaseMs?: number } = {}) {
  deps.jobs.register<ResearchJob>(RESEARCH_QUEUE, {
    concurrency: opts.concurrency ?? 2,
    leaseMs: opts.leaseMs ?? 60_000,
    maxLost: 1,
    handler: (job) => runTask(deps, job.payload.taskId, job.signal, job.lostCount),
    onGiveUp: (payload, reason, error) => {
      const message =
        reason === "worker_lost" ? "worker_lost" : `Research failed: ${(error as Error)?.message ?? error}`;
      return (function* () {
        yield* finishTask(deps, payload.taskId, { status: "failed", error: message });
      })();
    },
  });
}

/** Keep the task's progress notes, while it runs. */
function* saveUpdates(taskId: string, updates: Update[]): Work<void> {
  yield* run((db, t) =>
    db
      .update(t.researchTasks)
      .set({ updates })
      .where(and(eq(t.researchTasks.id, taskId), eq(t.researchTasks.status, "running"))),
  );
}

/**
 * The task's progress notes as the engine gives them. Its `onProgress` is a synchronous callback, called from many
 * places (some inside concurrent page reads; src/engines/research/engine.ts), so the notes are stored behind it:
 * one write at a time, the latest notes written whole. `flush` waits for the writes and throws the first that
 * failed (a full disk), so the task is put off rather than finished without its notes.
 */
function progressNotes(deps: AppDeps, taskId: string, notes: Update[]) {
  let writing: Promise<void> | undefined;
  let due = false;
  let failed: { err: unknown } | undefined;
  const write = async () => {
    try {
      while (due) {
        due = false;
        await deps.store.run(saveUpdates(taskId, [...notes]));
      }
    } catch (err) {
      failed ??= { err };
    } finally {
      // In the same step as the last look at `due`: a note made after it starts a new write.
      writing = undefined;
    }
  };
  return {
    note(message: string): void {
      notes.push({ timestamp: deps.clock.now(), message });
      due = true;
      writing ??= write();
    },
    async flush(): Promise<void> {
      while (writing) await writing;
      if (failed) throw failed.err;
    },
  };
}

async function runTask(deps: AppDeps, taskId: string, signal: AbortSignal, lostCount: number): Promise<void> {
  const { store, clock, config } = deps;
  const task = await store.run(
    get((db, t) => db.select().from(t.researchTasks).where(eq(t.researchTasks.id, taskId))),
  );
  if (!task || task.status === "succeeded" || task.status === "failed") return;

  const progress = progressNotes(deps, taskId, [...(task.updates ?? [])]);
  const note = progress.note;
  await store.run(
    run((db, t) =>
      db
        .update(t.researchTasks)
        .set({ status: "running", startedAt: clock.now() })
        .where(eq(t.researchTasks.id, taskId)),
    ),
  );
  note(lostCount > 0 ? "Restarted after its worker was lost" : "Started");
  // A task whose first note cannot be written (a full disk) is put off before any research is done.
  await progress.flush();

  try {
    const report = await runResearch(deps, {
      query: task.query,
      mode: task.mode,
      signal,
      onProgress: note,
      userTimezone: task.userTimezone ?? undefined,
      userLocation: task.userLocation ?? undefined,
    });
    let structuredResult: unknown = null;
    if (task.outputSchema && config.model) {
      note("Filling the output schema with the model");
      try {
        structuredResult = await structuredAnswer(config.model, {
          query: task.query,
          report: report.markdown,
          schema: task.outputSchema,
          dispatcher: deps.http.engineModel,
          signal,
          timeoutMs: config.research.timeoutMs,
        });
      } catch (err) {
        signal.throwIfAborted();
        note(`No structured result: ${(err as Error).message}`);
      }
    } else if (task.outputSchema) {
      note("No structured result: output_schema needs a model (MODEL_BASE_URL)");
    }
    note(`Finished with ${report.citations.length} source${report.citations.length === 1 ? "" : "s"}`);
    await progress.flush();
    await store.run(
      finishTask(deps, taskId, {
        status: "succeeded",
        result: report.markdown,
        summary: report.summary,
        citations: report.citations,
        structuredResult,
      }),
    );
  } catch (err) {
    if (signal.aborted) {
      // Shutting down: the runner hands the job back to the queue, so the task is waiting again.
      await progress.flush().catch(() => {});
      await store.run(
        run((db, t) =>
          db
            .update(t.researchTasks)
            .set({ status: "queued" })
            .where(and(eq(t.researchTasks.id, taskId), inArray(t.researchTasks.status, ["running"]))),
        ),
      );
      throw err;
    }
    // The task's own writes failed (a full disk): nothing is wrong with the research, so the runner puts the job
    // off and it runs again, instead of the task failing for good.
    if (storageProblem(err)) throw err;
    const error = err instanceof ResearchError ? err.message : `Research failed: ${(err as Error).message}`;
    if (!(err instanceof ResearchError)) deps.logger.error("research task failed", { taskId, err });
    note(error);
    await progress.flush();
    // A ResearchError means no page could be read: work that never ran is not charged (browsing does the same).
    await store.run(
      finishTask(deps, taskId, { status: "failed", error, readNothing: err instanceof ResearchError }),
    );
  }
}
