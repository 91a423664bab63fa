import { Readable } from "node:stream";
import { Hono } from "hono";
import { findTask } from "../../browsing/store";
import { stepImage, trajectoryJson, trajectoryReady, trajectoryZip } from "../../browsing/trajectory";
import type { PlatformEnv } from "../session";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * The files behind the filmstrip page, for the signed-in account only (mounted behind requireSession by
 * browsing.tsx): one step's WEBP screenshot, and the trajectory as JSON or ZIP, built by the browsing service's
 * trajectory builders so the download is byte-for-byte what `GET /v1/browsing/tasks/{id}/trajectory` serves.
 */
export const browsingFiles = new Hono<PlatformEnv>()
  .get("/platform/browsing/:id/steps/:file", async (c) => {
    const { store } = c.get("deps");
    const n = /^(\d{1,4})\.webp$/.exec(c.req.param("file"))?.[1];
    const task = n ? await store.run(findTask(c.get("session").account.id, c.req.param("id"))) : undefined;
    if (!task) return notFound();
    const image = await store.run(stepImage(task.id, Number(n)));
    if (!image) return notFound();
    // A finished task's steps never change; a running one's may be replaced if its worker restarts the task.
    const cache = trajectoryReady(task.status) ? "private, max-age=86400" : "no-store";
    return c.body(new Uint8Array(image), 200, { "Content-Type": "image/webp", "Cache-Control": cache });
  })
  .get("/platform/browsing/:id/:file{trajectory\\.(?:json|zip)}", async (c) => {
    const { store } = c.get("deps");
    const task = await store.run(findTask(c.get("session").account.id, c.req.param("id")));
    if (!task) return notFound();
    if (!trajectoryReady(task.status)) {
      return c.text(`The trajectory is available once the task has finished (status: ${task.status}).`, 409);
    }
    const zip = c.req.param("file").endsWith(".zip");
    const name = `trajectory-${task.id}.${zip ? "zip" : "json"}`;
    const headers = {
      "Content-Type": zip ? "application/zip" : "application/json",
      "Content-Disposition": `attachment; filename="${name}"`,
    };
    const body = zip
      ? (Readable.toWeb(await trajectoryZip(store, task.id)) as ReadableStream<Uint8Array>)
      : await trajectoryJson(store, task.id);
    return c.body(body, 200, headers);
  });
