import { registerBrowsingWorker } from "./browsing/worker";
import type { AppDeps } from "./deps";
import { registerResearchQueue } from "./research/worker";
import { startScoutWorkers } from "./scouts/worker";
import { registerWebhookDispatcher } from "./webhooks/dispatcher";
import { registerRetention } from "./webhooks/retention";

/**
 * Register every background worker on the job runner and start the long-lived services (scheduler, browser).
 * Returns a function that stops what was started here; the runner and `deps.http` (built with deps) are stopped
 * and closed by the caller.
 */
export function startWorkers(deps: AppDeps): () => Promise<void> {
  const stops: (() => Promise<void>)[] = [];
  registerWebhookDispatcher(deps);
  // Scheduling the housekeeping job is logged if it fails; workers start meanwhile.
  void registerRetention(deps);
  registerResearchQueue(deps);
  stops.push(registerBrowsingWorker(deps));
  stops.push(startScoutWorkers(deps));
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
