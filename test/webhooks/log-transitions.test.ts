import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { systemClock } from "../../src/clock";
import { createDb, type Db } from "../../src/db/client";
import { deliveries, deliveryAttempts } from "../../src/db/schema";
import { runNow, tx, type Work } from "../../src/db/store";
import * as log from "../../src/webhooks/log";

// The delivery log's state machine, table-driven: every transition from every state. An allowed one lands where
// src/webhooks/log/transitions.ts (and docs/architecture.md) says; every other one changes no row of either table.

/** `claimed`: delivering, its attempt not started yet (within the claim's turn); `delivering`: attempt open. */
type State = "pending" | "waiting" | "claimed" | "delivering" | "succeeded" | "failed";
const NOW = 1_000_000;
/** The attempt a claim started (absent before; finished once the delivery moved on). */
const FIRST = "d1-1";
const A = { allocationId: "A" };
const result = (status: number | null): log.AttemptResultRow => ({
  completedAt: NOW + 10,
  durationMs: 5,
  status,
  headers: null,
  body: null,
  errorClass: status === 200 ? null : "http_status",
  errorMessage: status === 200 ? null : `HTTP ${status}`,
  retryable: status === 503,
});

function attempt(db: Db, accountId: string, deliveryId: string, trigger: log.AttemptTrigger, n: number) {
  const a = {
    attemptId: `${deliveryId}-${n}`,
    deliveryId,
    accountId,
    number: n,
    trigger,
    startedAt: NOW,
    url: "https://example.com/hook",
    headers: {},
    body: "{}",
  };
  runNow(db, log.startAttempt(a));
  return a.attemptId;
}

/** A fresh database with one delivery in `state`, reached through the log's own transitions. */
function inState(state: State) {
  const db = createDb(":memory:");
  const { id: accountId } = runNow(db, createAccount(systemClock, "acme", 0));
  const deliveryId = "d1";
  const claim = { deliveryId, ...A };
  runNow(
    db,
    log.enqueue({
      id: deliveryId,
      accountId,
      sourceType: "scout",
      sourceId: null,
      updateId: null,
      url: "https://example.com/hook",
      format: "scout",
      event: "{}",
      createdAt: NOW,
    }),
  );
  if (state !== "pending") {
    // Claimed, and its attempt started (the claim's `begin` does both in one transaction).
    runNow(db, log.claimDue({ allocationId: "A", leaseUntil: NOW + 15_000, now: NOW, limit: 1 }));
    const first = state === "claimed" ? FIRST : attempt(db, accountId, deliveryId, "initial", 1);
    if (state !== "delivering" && state !== "claimed") {
      if (state === "waiting") runNow(db, log.scheduleRetry(first, claim, result(503), NOW + 1_000));
      if (state === "succeeded") runNow(db, log.succeedClaimed(first, claim, result(200)));
      if (state === "failed") runNow(db, log.failClaimedAttempt(first, claim, result(404)));
    }
  }
  const rows = () => ({
    delivery: db.select().from(deliveries).where(eq(deliveries.id, deliveryId)).get(),
    attempts: db.select().from(deliveryAttempts).all(),
  });
  return { db, accountId, deliveryId, claim, rows };
}

type Setup = ReturnType<typeof inState>;
/** Each event applied as its caller applies it, inside a transaction. */
const events: Record<string, (s: Setup) => Work<unknown>> = {
  claim: () => log.claimDue({ allocationId: "B", leaseUntil: NOW + 30_000, now: NOW + 2_000, limit: 1 }),
  succeed: (s) => log.succeedClaimed(FIRST, s.claim, result(200)),
  scheduleRetry: (s) => log.scheduleRetry(FIRST, s.claim, result(503), NOW + 9_000),
  fail: (s) => log.failClaimedAttempt(FIRST, s.claim, result(404)),
  failClaim: (s) => log.failClaim(s.claim, NOW + 10, "gave up"),
  release: (s) => log.releaseClaim(s.claim, NOW + 5_000),
  unclaim: (s) => log.unclaim(s.claim),
  requeueExpired: (s) => log.requeueExpired(s.claim, 1, NOW + 20_000),
  hold: (s) => log.hold({ deliveryId: s.deliveryId, allocationId: "M" }, NOW + 15_000),
  prune: () => log.prune(NOW + 1_000),
};

// What each event makes of each state: the delivery's new status (and due time when pending), "gone", or
// undefined: refused, nothing changes in either table.
const table: Record<
  string,
  Partial<Record<State, { status: string; nextAttemptAt?: number | null } | "gone">>
> = {
  claim: {
    pending: { status: "delivering", nextAttemptAt: NOW },
    waiting: { status: "delivering", nextAttemptAt: NOW + 1_000 },
  },
  succeed: {
    claimed: { status: "succeeded", nextAttemptAt: null },
    delivering: { status: "succeeded", nextAttemptAt: null },
  },
  scheduleRetry: {
    claimed: { status: "pending", nextAttemptAt: NOW + 9_000 },
    delivering: { status: "pending", nextAttemptAt: NOW + 9_000 },
  },
  fail: {
    claimed: { status: "failed", nextAttemptAt: null },
    delivering: { status: "failed", nextAttemptAt: null },
  },
  failClaim: {
    claimed: { status: "failed", nextAttemptAt: null },
    delivering: { status: "failed", nextAttemptAt: null },
  },
  release: {
    claimed: { status: "pending", nextAttemptAt: NOW + 5_000 },
    delivering: { status: "pending", nextAttemptAt: NOW + 5_000 },
  },
  // Only within the claim's turn, before its attempt starts: the delivery keeps its place in the queue.
  unclaim: { claimed: { status: "pending", nextAttemptAt: NOW } },
  requeueExpired: {
    claimed: { status: "pending", nextAttemptAt: NOW + 20_000 },
    delivering: { status: "pending", nextAttemptAt: NOW + 20_000 },
  },
  hold: {
    pending: { status: "delivering", nextAttemptAt: NOW },
    waiting: { status: "delivering", nextAttemptAt: NOW + 1_000 },
  },
  prune: { succeeded: "gone", failed: "gone" },
};
const states: State[] = ["pending", "waiting", "claimed", "delivering", "succeeded", "failed"];

describe("the delivery log's transitions", () => {
  for (const [event, apply] of Object.entries(events))
    for (const state of states) {
      const expected = table[event]![state];
      it(`${event} from ${state}: ${expected === undefined ? "refused" : expected === "gone" ? "gone" : expected.status}`, () => {
        const s = inState(state);
        const before = s.rows();
        runNow(
          s.db,
          tx(() => apply(s)),
        );
        const after = s.rows();
        if (expected === "gone") expect(after).toEqual({ delivery: undefined, attempts: [] });
        else if (expected) {
          expect(after.delivery).toMatchObject(expected);
          // A claim's end (or a hold's, a test's) leaves no lease behind unless the new state holds one.
          if (expected.status !== "delivering")
            expect(after.delivery).toMatchObject({ allocationId: null, leaseExpiresAt: null });
        } else expect(after).toEqual(before);
      });
    }

  it("an automatic attempt counts on its delivery; a manual one apart, and it never moves the status", () => {
    const s = inState("waiting");
    attempt(s.db, s.accountId, s.deliveryId, "manual", 2);
    expect(s.rows().delivery).toMatchObject({ status: "pending", attempts: 1, manualAttempts: 1 });
  });

  it("interrupt closes open attempts as a retryable failure that counts, and makes it the last result", () => {
    const s = inState("delivering");
    expect(runNow(s.db, log.interrupt(NOW + 50, { triggers: ["initial", "retry"] }))).toBe(1);
    expect(runNow(s.db, log.interrupt(NOW + 60, { triggers: ["initial", "retry"] }))).toBe(0);
    const { delivery, attempts } = s.rows();
    expect(attempts).toMatchObject([{ errorClass: "interrupted", retryable: true, completedAt: NOW + 50 }]);
    expect(delivery).toMatchObject({ attempts: 1, lastErrorClass: "interrupted", lastStatusCode: null });
  });
});
