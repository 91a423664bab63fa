import { randomUUID } from "node:crypto";
import type { Db } from "../../src/db/client";
import { type DeliverySource, deliveries, deliveryAttempts } from "../../src/db/schema";
import type { WebhookEvent } from "../../src/webhooks/event";

/** A minimal event as producers store it. */
export function sampleEvent(id: string = randomUUID()): WebhookEvent {
  return {
    scout: { id, display_name: "Prices", query: "watch prices" },
    update: {
      id: randomUUID(),
      timestamp: new Date(Date.UTC(2026, 0, 1)).toISOString(),
      status: "completed",
      has_changes: true,
      summary: "Prices changed",
      details_url: `http://localhost:8080/platform/scouts/${id}`,
      report_content: "# Report",
    },
  };
}

type DeliveryRow = typeof deliveries.$inferInsert;

/** Insert a delivery row directly (the inspector reads what the dispatcher writes). */
export function insertDelivery(db: Db, accountId: string, over: Partial<DeliveryRow> = {}): string {
  const id = over.id ?? randomUUID();
  db.insert(deliveries)
    .values({
      id,
      accountId,
      sourceType: "scout" as DeliverySource,
      sourceId: randomUUID(),
      url: "https://hooks.example.com/a",
      format: "scout",
      event: sampleEvent(),
      status: "succeeded",
      createdAt: Date.UTC(2026, 0, 1),
      ...over,
    })
    .run();
  return id;
}

type AttemptRow = typeof deliveryAttempts.$inferInsert;

/** Insert an attempt row for a delivery, as the sender records one. */
export function insertAttempt(
  db: Db,
  accountId: string,
  deliveryId: string,
  over: Partial<AttemptRow> & { number: number },
): void {
  const startedAt = over.startedAt ?? Date.UTC(2026, 0, 1);
  db.insert(deliveryAttempts)
    .values({
      id: randomUUID(),
      deliveryId,
      accountId,
      trigger: over.number === 1 ? "initial" : "retry",
      startedAt,
      completedAt: startedAt + (over.durationMs ?? 10),
      durationMs: 10,
      requestUrl: "https://hooks.example.com/a",
      requestHeaders: { "content-type": "application/json", "webhook-id": deliveryId },
      requestBody: '{"event_type":"scout_update"}',
      responseStatus: 200,
      responseHeaders: { "content-type": "text/plain" },
      responseBody: "ok",
      retryable: false,
      ...over,
    })
    .run();
}
