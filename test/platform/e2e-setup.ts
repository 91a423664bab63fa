import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateApiKey } from "../../src/accounts/keys";
import { startBrowseSite } from "../helpers/browse-site";
import { chromiumPath } from "../helpers/browser";
import { startFixtureSite } from "../helpers/fixture-site";
import { until } from "../helpers/instances";
import { freePort } from "../helpers/ports";
import { fetchRetryingReset, type RunningService, startService } from "../helpers/service";

export { until };

/**
 * The real service (built, as a child process: test/helpers/built.ts; temp database, Chromium for browsing,
 * private networks allowed) with two fixture sites on 127.0.0.1, and an API client for it.
 */
export async function startE2E() {
  const dir = mkdtempSync(join(tmpdir(), "scoutpost-platform-"));
  const key = generateApiKey();
  const port = await freePort();
  const browseSite = await startBrowseSite();
  const researchSite = await startFixtureSite();
  let service: RunningService | undefined;
  try {
    service = await startService({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_PATH: join(dir, "e2e.db"),
      BOOTSTRAP_API_KEY: key,
      AGENT_ALLOW_PRIVATE_NETWORKS: "true",
      BROWSER_PATH: chromiumPath,
      BROWSER_CONCURRENCY: "1",
    });
  } catch (err) {
    await Promise.all([browseSite.close(), researchSite.close()]);
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const running = service;
  const base = running.baseUrl;

  async function api<T>(path: string, body?: unknown): Promise<T> {
    const res = await fetchRetryingReset(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "X-API-Key": key, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  async function stop() {
    if (running.proc.exitCode === null) {
      running.proc.kill("SIGTERM");
      await running.exited;
    }
    await Promise.all([browseSite.close(), researchSite.close()]);
    rmSync(dir, { recursive: true, force: true });
  }

  return { base, key, api, browseSite, researchSite, service: running, stop };
}

export type E2E = Awaited<ReturnType<typeof startE2E>>;

/**
 * Data for the pages, made through the API as a user would: an inbox, a test delivery to it, a research task and
 * a scout that notify it, and a browsing task on the fixture site. Resolves when all of it has finished.
 */
export async function seedThroughApi(e: E2E) {
  const inbox = await e.api<{ id: string; url: string }>("/v1/webhooks/inboxes", { name: "e2e inbox" });
  const test = await e.api<{ delivery_id: string; success: boolean }>("/v1/scouting/webhooks/test", {
    webhook_url: inbox.url,
  });
  const research = await e.api<{ task_id: string }>("/v1/research/tasks", {
    query: `When was the Glimmerfen lighthouse built, and by whom? ${e.researchSite.url}/history.html`,
    mode: "fast",
    webhook_url: inbox.url,
  });
  const browsing = await e.api<{ task_id: string }>("/v1/browsing/tasks", {
    task: `go to ${e.browseSite.url("/")}\nclick 'Pricing'`,
  });
  const scout = await e.api<{ id: string }>("/v1/scouting/tasks", {
    query: `Glimmerfen lighthouse museum opening hours ${e.researchSite.url}/visit.html`,
    webhook_url: inbox.url,
  });

  type Task = { status: string; error: string | null };
  const finished = (t: Task) => t.status === "succeeded" || t.status === "failed";
  const r = await until(() => e.api<Task>(`/v1/research/tasks/${research.task_id}`), finished);
  const b = await until(() => e.api<Task>(`/v1/browsing/tasks/${browsing.task_id}`), finished);
  if (r.status !== "succeeded" || b.status !== "succeeded") {
    throw new Error(`seeding failed: research ${JSON.stringify(r)}, browsing ${JSON.stringify(b)}`);
  }
  const updatesOf = () => e.api<{ updates: { status: string }[] }>(`/v1/scouting/tasks/${scout.id}/updates`);
  let { updates } = await until(updatesOf, (u) => u.updates.length > 0);
  // A scout's run may fail on a loaded machine (its page read timed out), and the pages the tests visit show a
  // completed update: run it again, twice at most. Its first completed run notifies, whatever failed before it, so
  // the log then holds the test send, the research and the scout's.
  for (let runs = 1; updates[0]!.status !== "completed" && runs < 3; runs++) {
    await e.api(`/v1/scouting/tasks/${scout.id}/restart`, {});
    ({ updates } = await until(updatesOf, (u) => u.updates.length > runs));
  }
  if (updates[0]!.status !== "completed") {
    throw new Error(`seeding failed: the scout's runs ${JSON.stringify(updates)}`);
  }
  const expected = 3;
  // Nothing in flight, so the inspector does not refresh itself under the browser's feet.
  type List = { deliveries: { status: string }[] };
  await until(
    () => e.api<List>("/v1/webhooks/deliveries"),
    (l) =>
      l.deliveries.length >= expected &&
      l.deliveries.every((d) => d.status === "succeeded" || d.status === "failed"),
  );
  return {
    inbox,
    test,
    researchId: research.task_id,
    browsingId: browsing.task_id,
    scoutId: scout.id,
    scoutUpdates: updates.length,
  };
}
