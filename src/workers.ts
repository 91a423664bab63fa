import type { AppDeps } from "./deps";

/**
 * Register every background worker on the job runner and start the long-lived services (scheduler, browser).
 * Returns a function that stops what was started here; the runner itself is stopped by the caller.
 */
export function startWorkers(_deps: AppDeps): () => Promise<void> {
  const stops: (() => Promise<void>)[] = [];
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
