import { afterAll, beforeAll } from "vitest";
import { registerBrowsingWorker } from "../../src/browsing/worker";
import type { Clock } from "../../src/clock";
import { BrowserPool } from "../../src/engines/browser/pool";
import { silentLogger } from "../../src/logger";
import { startBrowseSite } from "../helpers/browse-site";
import { jsonInit, makeTestApp } from "../helpers/deps";
import { startModelServer } from "../helpers/model-server";

/** A WEBP file: `RIFF`, a 4-byte size, then `WEBP`. */
export const isWebp = (b: Buffer) =>
  b.length > 12 &&
  b.subarray(0, 4).toString("latin1") === "RIFF" &&
  b.subarray(8, 12).toString("latin1") === "WEBP";

export interface TaskView {
  task_id: string;
  status: string;
  result: string | null;
  structured_result: unknown;
  error: string | null;
  steps: { step: number; action: Record<string, unknown>; url: string; title: string }[];
}

/** An app whose browsing worker uses the file's shared browser. */
export function browsingApp(pool: BrowserPool, env: Record<string, string> = {}, clock?: Clock) {
  const t = makeTestApp({ env, clock });
  registerBrowsingWorker(t.deps, { pool });
  const create = async (body: Record<string, unknown>) => {
    const res = await t.app.request("/v1/browsing/tasks", jsonInit("POST", body, t.user.headers));
    if (res.status !== 200) throw new Error(`create answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { task_id: string }).task_id;
  };
  const task = async (id: string) =>
    (await (await t.app.request(`/v1/browsing/tasks/${id}`, { headers: t.user.headers })).json()) as TaskView;
  /** Create a task, run the queue until it is empty, and return the finished task. */
  const run = async (body: Record<string, unknown>) => {
    const id = await create(body);
    await t.deps.jobs.runUntilEmpty();
    return task(id);
  };
  const trajectory = (id: string, outputType?: "json" | "zip") =>
    t.app.request(`/v1/browsing/tasks/${id}/trajectory${outputType ? `?output_type=${outputType}` : ""}`, {
      headers: t.user.headers,
    });
  return { ...t, create, task, run, trajectory };
}

/** A message of a chat request as the scripted model server records it. */
export type ModelPart = { type: string; text?: string; image_url?: { url: string } };
export type ModelMessage = {
  role: string;
  content: string | ModelPart[] | null;
  tool_call_id?: string;
  tool_calls?: { id: string }[];
};

/**
 * For a test file of the model navigator: the fixture site, the scripted model server and a shared browser,
 * started before the file's tests and closed after them. `app()` is a browsing app driven by that model.
 */
export function modelNavigator() {
  const held: {
    site?: Awaited<ReturnType<typeof startBrowseSite>>;
    model?: Awaited<ReturnType<typeof startModelServer>>;
    pool?: BrowserPool;
  } = {};
  beforeAll(async () => {
    held.site = await startBrowseSite();
    held.model = await startModelServer();
    held.pool = new BrowserPool({ logger: silentLogger });
  });
  afterAll(async () => {
    await held.pool?.close();
    await held.model?.close();
    await held.site?.close();
  });
  return {
    get site() {
      return held.site!;
    },
    get model() {
      return held.model!;
    },
    app: () =>
      browsingApp(held.pool!, {
        MODEL_BASE_URL: held.model!.baseUrl,
        MODEL_NAME: "scripted",
        MODEL_API_KEY: "k-test",
      }),
  };
}

/** Poll `check` until it holds, for at most `timeoutMs`; for conditions no event announces (rows in SQLite). */
export async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}
