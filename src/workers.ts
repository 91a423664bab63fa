import { registerBrowsingWorker } from "./browsing/worker";
import type { AppDeps } from "./deps";
import type { BrowserPool } from "./engines/browser/pool";
import { registerResearchQueue } from "./research/worker";
import { registerRetention } from "./retention";
import { startScoutWorkers } from "./scouts/worker";
import { registerWebhookDispatcher } from "./webhooks/dispatcher";

/**
 * Register every background worker on the job runner and start the long-lived services (scheduler, browser).
 * Returns a function that stops what was started here; the runner, `deps.http` (built with deps) and a `browserPool`
 * given (src/index.ts makes it before listening, for /health) are stopped and closed by the caller.
 */
export function startWorkers(deps: AppDeps, opts: { browserPool?: BrowserPool } = {}): () => Promise<void> {
  const stops: (() => Promise<void>)[] = [];
  registerWebhookDispatcher(deps);
  // Scheduling the housekeeping job is logged if it fails; workers start meanwhile.
  void registerRetention(deps);
  registerResearchQueue(deps);
  stops.push(registerBrowsingWorker(deps, { pool: opts.browserPool }));
  stops.push(startScoutWorkers(deps));
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
