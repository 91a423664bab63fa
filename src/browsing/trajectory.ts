import { Readable } from "node:stream";
import { and, asc, eq } from "drizzle-orm";
import { ZipFile } from "yazl";
import type { browsingTasks } from "../db/schema";
import { all, get, type Store, type Work } from "../db/store";

// A finished task's trajectory, for the API's download and the platform's filmstrip alike: the steps' screenshots,
// one at a time, as JSON or as a ZIP.

type TaskStatus = (typeof browsingTasks.$inferSelect)["status"];

/** Whether a task's trajectory can be downloaded: only once it has stopped changing. */
export const trajectoryReady = (status: TaskStatus) => status !== "queued" && status !== "running";

/** The WEBP screenshot of the task's step numbered `step`, or undefined when it has no such step. */
export function* stepImage(taskId: string, step: number): Work<Buffer | undefined> {
  const row = yield* get((db, t) =>
    db
      .select({ image: t.browsingSteps.image })
      .from(t.browsingSteps)
      .where(and(eq(t.browsingSteps.taskId, taskId), eq(t.browsingSteps.step, step))),
  );
  return row?.image;
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

function* stepRefs(taskId: string): Work<StepRef[]> {
  const rows = yield* all((db, t) =>
    db
      .select({ id: t.browsingSteps.id, createdAt: t.browsingSteps.createdAt })
      .from(t.browsingSteps)
      .where(eq(t.browsingSteps.taskId, taskId))
      .orderBy(asc(t.browsingSteps.step)),
  );
  return rows.map((r, i) => ({ ...r, step: i + 1 }));
}

// One image per query, fetched only when the consumer wants it. An open better-sqlite3 iterator would be simpler,
// but it locks the connection: every other query in the process would fail while a slow client downloads.
function* loadImage(stepId: string): Work<Buffer> {
  const row = yield* get((db, t) =>
    db.select({ image: t.browsingSteps.image }).from(t.browsingSteps).where(eq(t.browsingSteps.id, stepId)),
  );
  if (!row) throw new Error(`step ${stepId} disappeared during the download`);
  return row.image;
}

/**
 * The JSON trajectory `{task_id, steps:[{step, image}]}` (images base64 WEBP), produced step by step as the
 * client reads, so only one image is in memory at a time.
 */
export async function trajectoryJson(store: Store, taskId: string): Promise<ReadableStream<Uint8Array>> {
  const refs = await store.run(stepRefs(taskId));
  const enc = new TextEncoder();
  let i = -1;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i === -1) controller.enqueue(enc.encode(`{"task_id":${JSON.stringify(taskId)},"steps":[`));
      else if (i < refs.length) {
        const ref = refs[i]!;
        const image = (await store.run(loadImage(ref.id))).toString("base64");
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
export async function trajectoryZip(store: Store, taskId: string): Promise<Readable> {
  const refs = await store.run(stepRefs(taskId));
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
        store.run(loadImage(ref.id)).then(
          (image) => cb(null, Readable.from([image])),
          (err) => cb(err as Error, undefined as never),
        );
      },
    );
  }
  zip.end();
  return zip.outputStream as Readable;
}
