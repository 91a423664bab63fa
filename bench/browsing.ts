/**
 * Browsing benchmark (not part of the test run): `node --expose-gc --import tsx bench/browsing.ts [steps]`.
 *
 * On the fixture site (127.0.0.1) with the real Chromium, a temp-file SQLite and the real HTTP routes:
 *   1. per-step overhead: CDP WEBP screenshot + insert of the step row, per step, over `steps` steps of a long
 *      page scrolled one screen at a time (the action itself is not timed); and, beside it, the model policy's
 *      element list (one evaluate listing and marking the interactive elements in view; every paragraph of the
 *      page is given a link and every tenth a text field, so each screen lists a few dozen elements); and the
 *      instruction follower's read of the page (one evaluate: its text, links, table rows and forms), which is what
 *      the no-model navigator adds to each step;
 *   2. export of that `steps`-step trajectory through GET .../trajectory?output_type=zip (and json): time, size,
 *      and peak memory above the baseline while the archive streams to a byte counter.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { browsingSteps, browsingTasks } from "../src/db/schema";
import { BrowserPool } from "../src/engines/browser/pool";
import { collectElements, formatElements } from "../src/engines/navigator/elements";
import { readPage } from "../src/engines/navigator/page-read";
import { silentLogger } from "../src/logger";
import { startBrowseSite } from "../test/helpers/browse-site";
import { benchApp, median, percentile, writeResult } from "./lib";

const STEPS = Number(process.argv[2] ?? 100);
const WARMUP = 5;

const p95 = (xs: number[]) => percentile(xs, 0.95);
const ms = (n: number) => Math.round(n * 10) / 10;
const MB = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function main() {
  const { dir, db, app, account, key } = benchApp({ AGENT_ALLOW_PRIVATE_NETWORKS: "true" });
  const taskId = randomUUID();
  db.insert(browsingTasks)
    .values({
      id: taskId,
      accountId: account.id,
      task: "bench",
      maxSteps: STEPS,
      status: "running",
      createdAt: Date.now(),
    })
    .run();

  const site = await startBrowseSite();
  const pool = new BrowserPool({ logger: silentLogger });
  const session = await pool.newSession({ allowPrivateNetworks: true });
  await session.page.goto(site.url("/long.html"));
  await session.page.evaluate(() => {
    for (const [i, p] of [...document.querySelectorAll("p")].entries()) {
      p.insertAdjacentHTML("beforeend", ` <a href="/item/${i}">item ${i}</a>`);
      if (i % 10 === 0) p.insertAdjacentHTML("beforeend", ` <input name="f${i}" placeholder="Field ${i}">`);
    }
  });

  // 1. screenshot + storage per step
  const shot: number[] = [];
  const store: number[] = [];
  const sizes: number[] = [];
  const listing: number[] = [];
  const listed: number[] = [];
  const listChars: number[] = [];
  const reading: number[] = [];
  for (let i = -WARMUP; i < STEPS; i++) {
    await session.page.evaluate(() => window.scrollBy(0, 700));
    const t0 = performance.now();
    const image = await session.screenshot();
    const t1 = performance.now();
    if (i >= 0) {
      db.insert(browsingSteps)
        .values({
          id: randomUUID(),
          taskId,
          step: i + 1,
          action: { type: "scroll" },
          url: session.page.url(),
          title: "Long page",
          image,
          createdAt: Date.now(),
        })
        .run();
    }
    const t2 = performance.now();
    const elements = await collectElements(session.page);
    const t3 = performance.now();
    await readPage(session.page);
    const t4 = performance.now();
    if (i >= 0) {
      shot.push(t1 - t0);
      store.push(t2 - t1);
      sizes.push(image.length);
      listing.push(t3 - t2);
      listed.push(elements.length);
      listChars.push(formatElements(elements).length);
      reading.push(t4 - t3);
    }
  }
  const total = shot.map((s, i) => s + store[i]!);
  const withElements = total.map((t, i) => t + listing[i]!);
  const withReading = total.map((t, i) => t + reading[i]!);
  await session.close();
  await pool.close();
  await site.close();
  db.update(browsingTasks).set({ status: "succeeded", completedAt: Date.now() }).run();

  // 2. trajectory export through the real route, streamed into a byte counter
  // Fast client: how long the export takes. Throttled client (1 ms per chunk, gc before each sample): the live
  // memory the export holds while backpressure keeps the archive waiting, which is what bounds a slow download.
  const exportOnce = async (outputType: "zip" | "json", throttled: boolean) => {
    gc();
    const base = process.memoryUsage();
    const baseline = base.heapUsed + base.arrayBuffers;
    let peak = 0;
    const sample = () => {
      if (throttled) gc();
      const m = process.memoryUsage();
      peak = Math.max(peak, m.heapUsed + m.arrayBuffers - baseline);
    };
    const t0 = performance.now();
    const res = await app.request(`/v1/browsing/tasks/${taskId}/trajectory?output_type=${outputType}`, {
      headers: { "X-API-Key": key },
    });
    let bytes = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      sample();
      if (throttled) await new Promise((r) => setTimeout(r, 1));
    }
    return { status: res.status, ms: ms(performance.now() - t0), bytes, peakMB: MB(peak) };
  };
  await exportOnce("zip", false); // warm-up: module loading and JIT, not the archive
  const zipFast = await exportOnce("zip", false);
  const zipSlow = await exportOnce("zip", true);
  const jsonFast = await exportOnce("json", false);
  const jsonSlow = await exportOnce("json", true);

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    chromium: "system",
    steps: STEPS,
    step: {
      screenshot_median_ms: ms(median(shot)),
      screenshot_p95_ms: ms(p95(shot)),
      storage_median_ms: ms(median(store)),
      total_median_ms: ms(median(total)),
      total_p95_ms: ms(p95(total)),
      webp_median_kb: Math.round(median(sizes) / 1024),
      elements_median_ms: ms(median(listing)),
      elements_p95_ms: ms(p95(listing)),
      elements_listed_median: median(listed),
      element_list_chars_median: median(listChars),
      total_with_elements_median_ms: ms(median(withElements)),
      elements_overhead_pct: ms((median(withElements) / median(total) - 1) * 100),
      follower_read_median_ms: ms(median(reading)),
      follower_read_p95_ms: ms(p95(reading)),
      total_with_follower_read_median_ms: ms(median(withReading)),
    },
    zip_export: {
      ms: zipFast.ms,
      archive_mb: MB(zipFast.bytes),
      peak_allocated_mb_fast_client: zipFast.peakMB,
      peak_live_mb_throttled_client: zipSlow.peakMB,
    },
    json_export: {
      ms: jsonFast.ms,
      size_mb: MB(jsonFast.bytes),
      peak_allocated_mb_fast_client: jsonFast.peakMB,
      peak_live_mb_throttled_client: jsonSlow.peakMB,
    },
    gc_exposed: typeof (globalThis as { gc?: unknown }).gc === "function",
  };
  console.log(JSON.stringify(results, null, 2));
  writeResult("browsing", results);
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
}

await main();
