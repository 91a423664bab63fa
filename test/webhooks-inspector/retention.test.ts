import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { deliveries, deliveryAttempts, inboxRequests, jobs, relayRequests } from "../../src/db/schema";
import { runNow } from "../../src/db/store";
import { insertRequest } from "../../src/relay/requests";
import { createSource } from "../../src/relay/sources";
import { pruneWebhookLog, RETENTION_QUEUE, registerRetention } from "../../src/retention";
import { createInbox } from "../../src/webhooks/inbox";
import { makeTestApp } from "../helpers/deps";
import { insertAttempt, insertDelivery } from "./seed";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 1);

/** With WEBHOOK_RETENTION_DAYS=30: rows on both sides of the cutoff. */
function seeded() {
  const clock = new ManualClock(NOW);
  const t = makeTestApp({ clock, env: { WEBHOOK_RETENTION_DAYS: "30" } });
  const { db } = t.deps;
  const me = t.user.account.id;
  const old = insertDelivery(db, me, {
    status: "succeeded",
    createdAt: NOW - 40 * DAY,
    completedAt: NOW - 31 * DAY,
  });
  insertAttempt(db, me, old, { number: 1, startedAt: NOW - 31 * DAY });
  const oldFailed = insertDelivery(db, me, {
    status: "failed",
    createdAt: NOW - 40 * DAY,
    completedAt: NOW - 35 * DAY,
  });
  // Old but never finished: pruning must not lose work still in flight.
  const stuck = insertDelivery(db, me, { status: "pending", createdAt: NOW - 60 * DAY, completedAt: null });
  const recent = insertDelivery(db, me, {
    status: "succeeded",
    createdAt: NOW - 40 * DAY,
    completedAt: NOW - 29 * DAY,
  });
  insertAttempt(db, me, recent, { number: 1, startedAt: NOW - 29 * DAY });
  const inbox = runNow(db, createInbox(clock, me, {}));
  const reqAt = (id: string, receivedAt: number) =>
    db
      .insert(inboxRequests)
      .values({
        id,
        inboxId: inbox.id,
        method: "POST",
        path: "/",
        headers: {},
        body: "",
        responseStatus: 200,
        receivedAt,
      })
      .run();
  reqAt("old-req", NOW - 31 * DAY);
  reqAt("new-req", NOW - 29 * DAY);
  const source = runNow(db, createSource(clock, me, { name: "relay" }));
  const relayed = (id: string, receivedAt: number) =>
    runNow(
      db,
      insertRequest({
        id,
        sourceId: source.id,
        accountId: me,
        receivedAt,
        method: "POST",
        path: "/",
        query: null,
        headers: {},
        body: Buffer.from("{}"),
        status: "accepted",
        reason: null,
        dedupeKey: null,
      }),
    );
  relayed("old-relayed", NOW - 31 * DAY);
  relayed("new-relayed", NOW - 29 * DAY);
  const job = (id: string, status: "pending" | "done" | "failed", updatedAt: number) =>
    db
      .insert(jobs)
      .values({ id, queue: "scout_run", payload: {}, status, availableAt: 0, createdAt: 0, updatedAt })
      .run();
  job("old-done", "done", NOW - 31 * DAY);
  job("old-failed", "failed", NOW - 40 * DAY);
  job("new-done", "done", NOW - 29 * DAY);
  // Old but never run: pruning must not drop queued work.
  job("old-pending", "pending", NOW - 60 * DAY);
  return { ...t, clock, ids: { old, oldFailed, stuck, recent } };
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe("webhook log retention", () => {
  it("deletes finished deliveries (and their attempts), inbox requests and finished jobs older than the retention only", () => {
    const { deps, clock, ids: d } = seeded();
    const removed = runNow(deps.db, pruneWebhookLog(clock, deps.config.webhooks.retentionDays));
    expect(removed).toEqual({ deliveries: 2, inboxRequests: 1, relayRequests: 1, jobs: 2 });
    expect(ids(deps.db.select({ id: relayRequests.id }).from(relayRequests).all())).toEqual(["new-relayed"]);
    expect(ids(deps.db.select({ id: jobs.id }).from(jobs).all())).toEqual(["new-done", "old-pending"]);
    expect(ids(deps.db.select({ id: deliveries.id }).from(deliveries).all())).toEqual(
      [d.recent, d.stuck].sort(),
    );
    const attempts = deps.db.select().from(deliveryAttempts).all();
    expect(attempts.map((a) => a.deliveryId)).toEqual([d.recent]);
    expect(ids(deps.db.select({ id: inboxRequests.id }).from(inboxRequests).all())).toEqual(["new-req"]);
    expect(runNow(deps.db, pruneWebhookLog(clock, 30))).toEqual({
      deliveries: 0,
      inboxRequests: 0,
      relayRequests: 0,
      jobs: 0,
    });
  });

  it("runs as a self-rescheduling hourly job on the runner's clock", async () => {
    const { deps, clock, ids: d } = seeded();
    await registerRetention(deps);
    await registerRetention(deps); // idempotent: still one scheduled job
    const scheduled = () => deps.db.select().from(jobs).where(eq(jobs.queue, RETENTION_QUEUE)).all();
    expect(scheduled()).toHaveLength(1);

    await deps.jobs.runUntilEmpty();
    expect(ids(deps.db.select({ id: deliveries.id }).from(deliveries).all())).toEqual(
      [d.recent, d.stuck].sort(),
    );
    expect(scheduled()).toMatchObject([{ status: "pending", availableAt: NOW + 3_600_000 }]);

    // Two days later the "recent" delivery and request have aged out; the job runs again once due.
    clock.advance(2 * DAY);
    await deps.jobs.runUntilEmpty();
    expect(ids(deps.db.select({ id: deliveries.id }).from(deliveries).all())).toEqual([d.stuck]);
    expect(deps.db.select().from(inboxRequests).all()).toEqual([]);
    expect(scheduled()).toMatchObject([{ status: "pending", availableAt: NOW + 2 * DAY + 3_600_000 }]);
  });
});
