import { notFound } from "../../http/errors";
import { createRouter } from "../../http/router";
import { failingDestinations, retryFailed } from "../../relay/failing";
import { listFailingDestinations, retryDestination } from "./retry.routes";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** docs/design.md §6b "Failing destinations": the list, and retrying one destination's failed deliveries. */
export const relayFailingRouter = createRouter()
  .openapi(listFailingDestinations, async (c) => {
    const { store } = c.get("deps");
    const rows = await store.run(failingDestinations(c.get("account").id));
    const destinations = rows.map((d) => ({
      source_id: d.sourceId,
      source_name: d.sourceName,
      destination_id: d.destinationId,
      url: d.url,
      paused: d.paused,
      last_error: d.lastError,
      last_status_code: d.lastStatusCode,
      last_failed_at: iso(d.lastFailedAt),
      failed_count: d.failed,
      waiting_count: d.waiting,
      next_attempt_at: iso(d.nextAttemptAt),
    }));
    return c.json({ destinations }, 200);
  })
  .openapi(retryDestination, async (c) => {
    const deps = c.get("deps");
    const { id, destination_id } = c.req.valid("param");
    const done = await deps.store.run(retryFailed(deps, c.get("account").id, id, destination_id));
    if (!done) throw notFound("Destination not found");
    return c.json(done, 200);
  });
