import { randomUUID } from "node:crypto";
import type { Db } from "../../src/db/client";
import { browsingSteps, browsingTasks, researchTasks, scouts, scoutUpdates } from "../../src/db/schema";

const T0 = Date.UTC(2026, 0, 1);

/** Bytes shaped like a WEBP file (RIFF....WEBP), tagged so a test can tell one step's image from another's. */
export const fakeWebp = (tag: string) => {
  const body = Buffer.from(`WEBPVP8 ${tag}`, "latin1");
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from("RIFF", "latin1"), size, body]);
};

/** A browsing task with `images.length` steps, as the browsing worker stores them. */
export function insertBrowsingTask(
  db: Db,
  accountId: string,
  opts: {
    status?: "queued" | "running" | "succeeded" | "failed";
    images?: Buffer[];
    task?: string;
    error?: string;
  } = {},
): string {
  const id = randomUUID();
  const status = opts.status ?? "succeeded";
  db.insert(browsingTasks)
    .values({
      id,
      accountId,
      task: opts.task ?? "go to http://127.0.0.1:9/ then click 'Pricing'",
      startUrl: null,
      maxSteps: 25,
      status,
      result: status === "succeeded" ? "The Pro plan costs $42 per month." : null,
      error: opts.error ?? null,
      createdAt: T0,
      completedAt: status === "succeeded" || status === "failed" ? T0 + 5000 : null,
    })
    .run();
  (opts.images ?? [fakeWebp("one"), fakeWebp("two")]).forEach((image, i) => {
    db.insert(browsingSteps)
      .values({
        id: randomUUID(),
        taskId: id,
        step: i + 1,
        action:
          i === 0 ? { type: "goto_url", url: "http://127.0.0.1:9/" } : { type: "click", target: "Pricing" },
        url: i === 0 ? "http://127.0.0.1:9/" : "http://127.0.0.1:9/pricing.html",
        title: i === 0 ? "Fixture Home" : "Pricing",
        image,
        createdAt: T0 + i * 1000,
      })
      .run();
  });
  return id;
}

/** A finished research task with the given markdown report and citations. */
export function insertResearchTask(
  db: Db,
  accountId: string,
  opts: { result?: string; citations?: { id: number; url: string; title: string }[]; query?: string } = {},
): string {
  const id = randomUUID();
  db.insert(researchTasks)
    .values({
      id,
      accountId,
      query: opts.query ?? "When was the Glimmerfen lighthouse built?",
      mode: "fast",
      status: "succeeded",
      result:
        opts.result ?? "## Answer\n\nIn 1874 [1].\n\n### Sources\n\n1. [History](https://a.example/h)\n",
      citations: opts.citations ?? [{ id: 1, url: "https://a.example/h", title: "History" }],
      updates: [],
      createdAt: T0,
      completedAt: T0 + 2000,
    })
    .run();
  return id;
}

/** An active scout with one update per entry of `updates` (oldest first), an hour apart. */
export function insertScout(
  db: Db,
  accountId: string,
  updates: { summary: string; hasChanges: boolean; report?: string }[] = [],
): string {
  const id = randomUUID();
  db.insert(scouts)
    .values({
      id,
      accountId,
      query: "Watch https://a.example/prices for changes",
      displayName: "Price watch",
      status: "active",
      outputInterval: 3600,
      nextRunAt: T0 + (updates.length + 1) * 3_600_000,
      lastRunAt: updates.length ? T0 + updates.length * 3_600_000 : null,
      createdAt: T0,
      updatedAt: T0,
    })
    .run();
  updates.forEach((u, i) => {
    db.insert(scoutUpdates)
      .values({
        id: randomUUID(),
        scoutId: id,
        accountId,
        timestamp: T0 + (i + 1) * 3_600_000,
        status: "completed",
        hasChanges: u.hasChanges,
        summary: u.summary,
        reportContent: u.report ?? `## Report ${i + 1}\n\nPrice is now ${i + 1} [1].`,
        citations: [{ id: 1, url: "https://a.example/prices", title: "Prices" }],
      })
      .run();
  });
  return id;
}
