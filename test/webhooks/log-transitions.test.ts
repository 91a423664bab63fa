import { beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { systemClock } from "../../src/clock";
import { deliveryStatuses } from "../../src/db/schema";
import { all, run, type Store, tx, type Work } from "../../src/db/store";
import * as log from "../../src/webhooks/log";
import {
  type Condition,
  machine,
  type Transition,
  type TransitionName,
} from "../../src/webhooks/log/machine";
import { KINDS, storesForSuite } from "./stores";

// The delivery log's state machine (src/webhooks/log/machine.ts) against its statements: every transition from
// every state, on both databases. Where the table lets it (the state's status among its `from`, each of its `when`
// true of the row), it lands where the table says; anywhere else it changes no row of either table.

const NOW = 1_000_000;
/** When claimDue runs, and prune's cutoff: a retry waiting since NOW is due at the first, finished before the second. */
const CLAIM_AT = NOW + 2_000;
const CUTOFF = NOW + 1_000;
const ID = "d1";
/** The attempt a claim starts, a manual attempt, a test delivery's attempt. */
const FIRST = `${ID}-1`;
const MANUAL = `${ID}-m`;
const TEST = `${ID}-t`;
const A = { deliveryId: ID, allocationId: "A" };
const TRIGGERS: log.AttemptTrigger[] = ["initial", "retry", "manual", "test"];
const result = (status: number): log.AttemptResultRow => ({
  completedAt: NOW + 10,
  durationMs: 5,
  status,
  headers: null,
  body: null,
  errorClass: status === 200 ? null : "http_status",
  errorMessage: status === 200 ? null : `HTTP ${status}`,
  retryable: status === 503,
});

type Row = { id: string; status: string; [column: string]: unknown };
type Attempt = { id: string; trigger: string; completedAt: number | null };
interface Case {
  delivery(id: string): log.NewDeliveryRow;
  attempt(attemptId: string, number: number, trigger: log.AttemptTrigger): log.NewAttempt;
}

/** The states a delivery is met in: every status, some more than once (what else its row holds tells them apart). */
const states: Record<string, (c: Case) => Work<unknown>[]> = {
  pending: (c) => [log.enqueue(c.delivery(ID))],
  waiting: (c) => [...claimed(c, FIRST), log.scheduleRetry(FIRST, A, result(503), NOW + 1_000)],
  claimed: (c) => claimed(c),
  delivering: (c) => claimed(c, FIRST),
  held: (c) => [...states.waiting!(c), log.hold({ deliveryId: ID, allocationId: "M" }, NOW + 15_000)],
  succeeded: (c) => [...claimed(c, FIRST), log.succeedClaimed(FIRST, A, result(200))],
  failed: (c) => [...claimed(c, FIRST), log.failClaimedAttempt(FIRST, A, result(404))],
  redelivering: (c) => [...states.failed!(c), log.startAttempt(c.attempt(MANUAL, 2, "manual"))],
  test: (c) => [log.enqueueTest(c.delivery(ID))],
  testing: (c) => [...states.test!(c), log.startAttempt(c.attempt(TEST, 1, "test"))],
};

/** Enqueued and claimed by A, and its first attempt started when `attemptId` is given. */
function claimed(c: Case, attemptId?: string): Work<unknown>[] {
  const claim = log.claimDue({ allocationId: "A", leaseUntil: NOW + 15_000, now: NOW, limit: 1 });
  const start = attemptId ? [log.startAttempt(c.attempt(attemptId, 1, "initial"))] : [];
  return [log.enqueue(c.delivery(ID)), claim, ...start];
}

interface Apply {
  run(c: Case): Work<unknown>;
  /** The attempt it names, for the `open` condition. */
  attempt?: string;
  /** What else the delivery it lands holds (`before`: the row before it, `attempts`: its attempt rows then). */
  effect?: (before: Row, attempts: Attempt[]) => Record<string, unknown>;
}

/** Each transition called as its callers call it, inside a transaction. */
const calls: Record<TransitionName, Apply> = {
  enqueue: {
    run: (c) => log.enqueue({ ...c.delivery("d2"), dueAt: NOW + 3_000 }),
    effect: () => ({ nextAttemptAt: NOW + 3_000, attempts: 0 }),
  },
  enqueueTest: {
    run: (c) => log.enqueueTest(c.delivery("d2")),
    effect: () => ({ nextAttemptAt: null, sourceType: "test" }),
  },
  claimDue: {
    run: () => log.claimDue({ allocationId: "B", leaseUntil: NOW + 30_000, now: CLAIM_AT, limit: 1 }),
    effect: (b) => ({
      allocationId: "B",
      leaseExpiresAt: NOW + 30_000,
      nextAttemptAt: b.nextAttemptAt,
      attempts: (b.attempts as number) + 1,
    }),
  },
  startAttempt: {
    run: (c) => log.startAttempt(c.attempt(`${ID}-9`, 9, "retry")),
    effect: (b) => ({ attempts: b.attempts, nextAttemptAt: b.nextAttemptAt }),
  },
  "startAttempt:test": {
    run: (c) => log.startAttempt(c.attempt(`${ID}-9`, 9, "test")),
    effect: (b) => ({ attempts: (b.attempts as number) + 1, nextAttemptAt: null, slotAt: null }),
  },
  "startAttempt:manual": {
    run: (c) => log.startAttempt(c.attempt(`${ID}-9`, 9, "manual")),
    effect: (b) => ({ manualAttempts: (b.manualAttempts as number) + 1 }),
  },
  rewriteAttempt: {
    attempt: FIRST,
    run: () =>
      log.rewriteAttempt({ attemptId: FIRST, url: "https://example.com/other", headers: {}, body: "[]" }),
  },
  renewClaim: {
    run: () => log.renewClaim(A, NOW + 60_000),
    effect: () => ({ leaseExpiresAt: NOW + 60_000 }),
  },
  succeedClaimed: {
    run: () => log.succeedClaimed(FIRST, A, result(200)),
    effect: () => ({ completedAt: NOW + 10, nextAttemptAt: null, lastStatusCode: 200, slotAt: null }),
  },
  scheduleRetry: {
    run: () => log.scheduleRetry(FIRST, A, result(503), NOW + 9_000),
    effect: () => ({ nextAttemptAt: NOW + 9_000, lastStatusCode: 503, slotAt: null }),
  },
  failClaimedAttempt: {
    run: () => log.failClaimedAttempt(FIRST, A, result(404)),
    effect: () => ({ completedAt: NOW + 10, nextAttemptAt: null, lastStatusCode: 404, slotAt: null }),
  },
  // A claim given up counts the automatic attempts recorded: one that started none gives its count back.
  failClaim: {
    run: () => log.failClaim(A, NOW + 10, "gave up"),
    effect: (_, attempts) => ({
      completedAt: NOW + 10,
      nextAttemptAt: null,
      lastError: "gave up",
      attempts: attempts.filter((a) => a.trigger !== "manual").length,
    }),
  },
  releaseClaim: {
    run: () => log.releaseClaim(A, NOW + 5_000),
    effect: () => ({ nextAttemptAt: NOW + 5_000, slotAt: null }),
  },
  // Only within the claim's turn, before its attempt starts: the delivery keeps its place in the queue, and the
  // claim's count goes back.
  unclaim: {
    run: () => log.unclaim(A),
    effect: (b) => ({ nextAttemptAt: b.nextAttemptAt, attempts: (b.attempts as number) - 1 }),
  },
  deferToSlot: {
    run: () => log.deferToSlot(A, NOW + 7_000),
    effect: (b) => ({
      nextAttemptAt: NOW + 7_000,
      slotAt: NOW + 7_000,
      attempts: (b.attempts as number) - 1,
    }),
  },
  requeueExpired: {
    run: () => log.requeueExpired(A, 1, NOW + 20_000),
    effect: (_, attempts) => ({
      nextAttemptAt: NOW + 20_000,
      lostCount: 1,
      slotAt: null,
      attempts: attempts.filter((a) => a.trigger !== "manual").length,
    }),
  },
  hold: {
    run: () => log.hold({ deliveryId: ID, allocationId: "M" }, NOW + 15_000),
    effect: (b) => ({ allocationId: "M", leaseExpiresAt: NOW + 15_000, nextAttemptAt: b.nextAttemptAt }),
  },
  interrupt: {
    run: () => log.interrupt(NOW + 50, { triggers: TRIGGERS }),
    effect: () => ({ lastErrorClass: "interrupted", lastStatusCode: null }),
  },
  "completeAttempt:succeeded": {
    attempt: MANUAL,
    run: () => log.completeAttempt({ attemptId: MANUAL, deliveryId: ID }, result(200), "succeeded"),
    effect: () => ({ completedAt: NOW + 10, nextAttemptAt: null, lastStatusCode: 200 }),
  },
  "completeAttempt:failed": {
    attempt: TEST,
    run: () => log.completeAttempt({ attemptId: TEST, deliveryId: ID }, result(404), "failed"),
    effect: () => ({ completedAt: NOW + 10, nextAttemptAt: null, lastStatusCode: 404 }),
  },
  failStrandedTests: {
    run: () => log.failStrandedTests(NOW + 50, {}),
    effect: () => ({ completedAt: NOW + 50 }),
  },
  prune: { run: () => log.prune(CUTOFF) },
};

/** Whether `condition` (src/webhooks/log/machine.ts's `conditions`) is true of the delivery in `row`. */
function holds(condition: Condition, row: Row, open: string[], call: Apply): boolean {
  const due = row.nextAttemptAt as number | null;
  const completed = row.completedAt as number | null;
  switch (condition) {
    case "held":
      return row.allocationId === A.allocationId;
    case "due":
      return due !== null && due <= CLAIM_AT;
    case "queued":
      return due !== null;
    case "open":
      return call.attempt !== undefined && open.includes(call.attempt);
    case "unstarted":
      // FIRST is the one initial or retry attempt the states start.
      return !open.includes(FIRST);
    case "anyOpen":
      return open.length > 0;
    case "test":
      return row.sourceType === "test";
    case "finished":
      return completed !== null && completed < CUTOFF;
  }
}

const instance = storesForSuite();

describe.each(KINDS)("the delivery log's transitions on %s", (kind) => {
  let store: Store;
  let accountId: string;
  beforeAll(async () => {
    store = (await instance(kind)).store;
    accountId = (await store.run(createAccount(systemClock, "acme", 0))).id;
  });
  const c: Case = {
    delivery: (id) => ({
      id,
      accountId,
      sourceType: "scout",
      sourceId: null,
      updateId: null,
      url: "https://example.com/hook",
      format: "scout",
      event: "{}",
      createdAt: NOW,
    }),
    attempt: (attemptId, number, trigger) => ({
      attemptId,
      deliveryId: ID,
      accountId,
      number,
      trigger,
      startedAt: NOW,
      url: "https://example.com/hook",
      headers: {},
      body: "{}",
    }),
  };
  const rows = async () => ({
    deliveries: (await store.run(
      all((db, t) => db.select().from(t.deliveries).orderBy(t.deliveries.id)),
    )) as Row[],
    attempts: (await store.run(
      all((db, t) => db.select().from(t.deliveryAttempts).orderBy(t.deliveryAttempts.id)),
    )) as Attempt[],
  });

  /** A database holding one delivery, in `state`, reached through the log's own transitions. */
  async function inState(state: string) {
    await store.run(run((db, t) => db.delete(t.deliveryAttempts)));
    await store.run(run((db, t) => db.delete(t.deliveries)));
    for (const work of states[state]!(c)) await store.run(tx(() => work));
    return rows();
  }

  it("meets a delivery in every status", async () => {
    const met = new Set<string>();
    for (const state of Object.keys(states)) met.add((await inState(state)).deliveries[0]!.status);
    expect([...met].sort()).toEqual([...deliveryStatuses].sort());
  });

  for (const [name, transition] of Object.entries(machine) as [TransitionName, Transition][])
    for (const state of Object.keys(states))
      it(`${name} from ${state}`, async () => {
        const call = calls[name];
        const before = await inState(state);
        const row = before.deliveries[0]!;
        const open = before.attempts.filter((a) => a.completedAt === null).map((a) => a.id);
        await store.run(tx(() => call.run(c)));
        const after = await rows();
        const { from, to } = transition;
        if (from === "new") {
          // A new delivery beside the one there, which stays as it was.
          expect(after.deliveries).toEqual([row, expect.objectContaining({ id: "d2", status: to })]);
          expect(after.deliveries[1]).toMatchObject(call.effect?.(row, before.attempts) ?? {});
          return;
        }
        const applies =
          from.includes(row.status as never) && transition.when.every((w) => holds(w, row, open, call));
        if (!applies) return expect(after).toEqual(before);
        if (to === "gone") return expect(after).toEqual({ deliveries: [], attempts: [] });
        expect(after).not.toEqual(before);
        const landed = after.deliveries[0]!;
        const effect = call.effect?.(row, before.attempts);
        expect(landed).toMatchObject({ status: to === "same" ? row.status : to, ...effect });
        // A claim's end (or a hold's) leaves no lease behind.
        if (to !== "same" && to !== "delivering")
          expect(landed).toMatchObject({ allocationId: null, leaseExpiresAt: null });
      });

  it("interrupt closes an open attempt as a retryable failure that counts, once", async () => {
    await inState("delivering");
    expect(await store.run(tx(() => log.interrupt(NOW + 50, { triggers: TRIGGERS })))).toBe(1);
    expect(await store.run(tx(() => log.interrupt(NOW + 60, { triggers: TRIGGERS })))).toBe(0);
    const { deliveries, attempts } = await rows();
    expect(attempts).toMatchObject([{ errorClass: "interrupted", retryable: true, completedAt: NOW + 50 }]);
    expect(deliveries).toMatchObject([{ status: "delivering", attempts: 1 }]);
  });
});
