import { asc, eq } from "drizzle-orm";
import type { Clock } from "../../src/clock";
import type { WebhookFormat } from "../../src/db/schema";
import { deliveries, deliveryAttempts } from "../../src/db/schema";
import type { AppDeps } from "../../src/deps";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { enqueueDelivery, type WebhookEvent } from "../../src/webhooks/event";
import { makeAccount, makeDeps } from "../helpers/deps";
import { waitFor } from "./receiver";

/** Short timings so a full retry cycle takes a second, not half a minute. */
export const TEST_ENV = { WEBHOOK_TIMEOUT_MS: "400", WEBHOOK_BACKOFF_MS: "10" };

export const sampleEvent: WebhookEvent = {
  scout: {
    id: "3f1c2b9e-0000-4000-8000-000000000001",
    display_name: "Acme pricing",
    query: "Track Acme pricing",
  },
  update: {
    id: "3f1c2b9e-0000-4000-8000-000000000002",
    timestamp: "2026-01-01T00:00:00.000Z",
    status: "completed",
    has_changes: true,
    summary: "Prices went up",
    details_url: "http://localhost:8080/platform/scouts/3f1c2b9e-0000-4000-8000-000000000001",
    report_content: "Pro plan: $20 -> $25",
  },
};

/** Real deps (SQLite, runner, config) with the dispatcher registered and one account. */
export function pipeline(
  opts: { env?: Record<string, string>; dbPath?: string; tlsCa?: string; clock?: Clock } = {},
) {
  const deps: AppDeps = makeDeps({
    env: { ...TEST_ENV, ...opts.env },
    dbPath: opts.dbPath,
    clock: opts.clock,
    webhookTlsCa: opts.tlsCa,
  });
  registerWebhookDispatcher(deps);
  const user = makeAccount(deps);
  const { account } = user;

  const enqueue = (url: string, format?: WebhookFormat) =>
    deps.db.transaction((tx) =>
      enqueueDelivery(tx, deps, {
        accountId: account.id,
        source: { type: "scout", id: sampleEvent.scout.id },
        updateId: sampleEvent.update.id,
        url,
        format,
        event: sampleEvent,
      }),
    );
  const delivery = (id: string) => deps.db.select().from(deliveries).where(eq(deliveries.id, id)).get()!;
  const attempts = (id: string) =>
    deps.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.deliveryId, id))
      .orderBy(asc(deliveryAttempts.number))
      .all();
  /** Run the real runner until the delivery is settled (bounded), then stop it. */
  const settle = async (id: string, timeoutMs = 15_000) => {
    deps.jobs.start();
    try {
      return await waitFor(
        () => {
          const d = delivery(id);
          return d.status === "succeeded" || d.status === "failed" ? d : undefined;
        },
        timeoutMs,
        `delivery ${id} to settle`,
      );
    } finally {
      await deps.jobs.stop(2_000);
    }
  };
  const close = async () => {
    await deps.jobs.stop(1_000);
    await deps.http.close();
    deps.db.$client.close();
  };
  return { deps, account, user, enqueue, delivery, attempts, settle, close };
}
