import { Readable } from "node:stream";
import { and, asc, eq } from "drizzle-orm";
import { ZipFile } from "yazl";
import type { Db } from "../db/client";
import { browsingSteps, type browsingTasks } from "../db/schema";

// A finished task's trajectory, for the API's download and the platform's filmstrip alike: the steps' screenshots,
// one at a time, as JSON or as a ZIP.

type TaskStatus = (typeof browsingTasks.$inferSelect)["status"];

/** Whether a task's trajectory can be downloaded: only once it has stopped changing. */
export const trajectoryReady = (status: TaskStatus) => status !== "queued" && status !== "running";

/** The WEBP screenshot of the task's step numbered `step`, or undefined when it has no such step. */
export function stepImage(db: Db, taskId: string, step: number): Buffer | undefined {
  return db
    .select({ image: browsingSteps.image })
    .from(browsingSteps)
    .where(and(eq(browsingSteps.taskId, taskId), eq(browsingSteps.step, step)))
    .get()?.image;
}

/** A step's place in the trajectory, without its image. */
interface StepRef {
  id: string;
  /** 1-based position in the trajectory. */
  step: number;
  createdAt: number;
}

/** `step_001.webp`, `step_002.webp`, ... (docs/spec.md §2: three digits, from 001). */
export const stepFileName = (step: number) => `step_${String(step).padStart(3, "0")}.webp`;

function stepRefs(db: Db, taskId: string): StepRef[] {
  return db
    .select({ id: browsingSteps.id, createdAt: browsingSteps.createdAt })
    .from(browsingSteps)
    .where(eq(browsingSteps.taskId, taskId))
    .orderBy(asc(browsingSteps.step))
    .all()
    .map((r, i) => ({ ...r, step: i + 1 }));
}

// One image per query, fetched only when the consumer wants it. An open better-sqlite3 iterator would be simpler,
// but it locks the connection: every other query in the process would fail while a slow client downloads.
function loadImage(db: Db, stepId: string): Buffer {
  const row = db
    .select({ image: browsingSteps.image })
    .from(browsingSteps)
    .where(eq(browsingSteps.id, stepId))
    .get();
  if (!row) throw new Error(`step ${stepId} disappeared during the download`);
  return row.image;
}

/**
 * The JSON trajectory `{task_id, steps:[{step, image}]}` (images base64 WEBP), produced step by step as the
 * client reads, so only one image is in memory at a time.
 */
export function trajectoryJson(db: Db, taskId: string): ReadableStream<Uint8Array> {
  const refs = stepRefs(db, taskId);
  const enc = new TextEncoder();
  let i = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i === -1) controller.enqueue(enc.encode(`{"task_id":${JSON.stringify(taskId)},"steps":[`));
      else if (i < refs.length) {
        const ref = refs[i]!;
        const image = loadImage(db, ref.id).toString("base64");
        controller.enqueue(enc.encode(`${i > 0 ? "," : ""}{"step":${ref.step},"image":"${image}"}`));
      } else {
        controller.enqueue(enc.encode("]}"));
        controller.close();
      }
      i++;
    },
  });
}

/**
 * The ZIP trajectory: `trajectory.json` then `step_NNN.webp` per step, streamed. yazl asks for an entry's data only
 * when the archive reaches it and the output's backpressure holds it there, so a 100-step archive never sits in
 * memory whole. Images are stored, not deflated: WEBP is already compressed.
 */
export function trajectoryZip(db: Db, taskId: string): Readable {
  const refs = stepRefs(db, taskId);
  const zip = new ZipFile();
  const manifest = {
    task_id: taskId,
    steps: refs.map((r) => ({ step: r.step, image_filename: stepFileName(r.step) })),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), "trajectory.json");
  for (const ref of refs) {
    zip.addReadStreamLazy(
      stepFileName(ref.step),
      { compress: false, mtime: new Date(ref.createdAt) },
      (cb) => {
        try {
          cb(null, Readable.from([loadImage(db, ref.id)]));
        } catch (err) {
          cb(err as Error, undefined as never);
        }
      },
    );
  }
  zip.end();
  return zip.outputStream as Readable;
}
