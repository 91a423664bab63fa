import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { ManualClock } from "../../src/clock";
import { all } from "../../src/db/store";
import type { AppDeps } from "../../src/deps";
import { rotateSigningSecret } from "../../src/relay/destinations";
import { failingDestinations, retryFailed } from "../../src/relay/failing";
import { ingest } from "../../src/relay/ingest";
import { createSource, getSource, sourceByToken } from "../../src/relay/sources";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import * as log from "../../src/webhooks/log";
import { type Receiver, startReceiver } from "../webhooks/receiver";
import { KINDS, storesForSuite } from "../webhooks/stores";

// Retry policies, rate limits and the failing list on both databases (test/webhooks/stores.ts): the policy read by
// the dispatcher, the pace reserved in one statement, deliveries deferred to their slot, the failing list and
// retry-all. The flows themselves are test/relay/retry-policies.test.ts and failing-destinations.test.ts.

const instance = storesForSuite();
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe.each(KINDS)("retry policies on %s", (kind) => {
  async function setup() {
    const clock = new ManualClock(Date.UTC(2026, 3, 1));
    const deps: AppDeps = await instance(kind, { clock });
    registerWebhookDispatcher(deps);
    const run = deps.store.run.bind(deps.store);
    const account = await run(createAccount(clock, `acct-${Math.random().toString(36).slice(2)}`, 0));
    const waiting = () =>
      run(
        all((db, t) =>
          db
            .select({ id: t.deliveries.id, due: t.deliveries.nextAttemptAt })
            .from(t.deliveries)
            .where(eq(t.deliveries.status, "pending")),
        ),
      );
    const runAll = async () => {
      for (let round = 0; round < 200; round++) {
        await deps.jobs.runUntilEmpty();
        const due = (await waiting()).map((d) => Number(d.due)).sort((a, b) => a - b)[0];
        if (due === undefined) return;
        clock.set(Math.max(clock.now(), due));
      }
      throw new Error("deliveries still waiting");
    };
    const attemptsTo = (destinationId: string) =>
      run(
        all((db, t) =>
          db
            .select({ startedAt: t.deliveryAttempts.startedAt, status: t.deliveries.status })
            .from(t.deliveryAttempts)
            .innerJoin(t.deliveries, eq(t.deliveries.id, t.deliveryAttempts.deliveryId))
            .where(eq(t.deliveries.destinationId, destinationId))
            .orderBy(asc(t.deliveryAttempts.startedAt)),
        ),
      );
    return { clock, deps, run, account, runAll, attemptsTo };
  }
  const post = (id: string) => ({
    method: "POST",
    path: "/",
    query: null,
    headers: { "content-type": "application/json" },
    body: Buffer.from(JSON.stringify({ id })),
  });

  it("a destination keeps its policy, limit and transform, read alike by token and by id", async () => {
    const { run, account, clock } = await setup();
    const s = await run(
      createSource(clock, account.id, {
        name: "s",
        destinations: [
          {
            url: receiver.url(),
            retry: { max_attempts: 3, max_age_s: 60 },
            rateLimitPerS: 2.5,
            transform: '{"body": body.id}',
          },
        ],
      }),
    );
    expect((await run(sourceByToken(s.token)))?.destinations).toEqual(
      (await run(getSource(account.id, s.id)))?.destinations,
    );
    expect(await run(log.destinationPolicy(s.destinations[0]!.id))).toEqual({
      retry: { max_attempts: 3, max_age_s: 60 },
      rateLimitPerS: 2.5,
      signing: null,
      transform: '{"body": body.id}',
    });
  });

  it("a signing destination's secrets, rotated, are read alike by the send path", async () => {
    const { run, account, clock } = await setup();
    const s = await run(
      createSource(clock, account.id, { name: "s", destinations: [{ url: receiver.url(), sign: true }] }),
    );
    const d = s.destinations[0]!;
    const rotated = await run(rotateSigningSecret(clock, account.id, s.id, d.id));
    expect(rotated).toMatchObject({ retiredSigningSecrets: [{ secret: d.signingSecret }] });
    expect(await run(log.destinationPolicy(d.id))).toMatchObject({
      signing: {
        webhookSecret: (rotated as { signingSecret: string }).signingSecret,
        retiredWebhookSecrets: [{ secret: d.signingSecret, expiresAt: clock.now() + 86_400_000 }],
      },
    });
    expect((await run(sourceByToken(s.token)))?.destinations).toEqual(
      (await run(getSource(account.id, s.id)))?.destinations,
    );
  });

  it("reservations are spaced in one statement each; an idle receiver's is now", async () => {
    const { run } = await setup();
    const key = `k-${Math.random()}`;
    const slots = [];
    for (let i = 0; i < 3; i++) slots.push(await run(log.reservePace(key, 1_000, 250)));
    expect(slots).toEqual([1_000, 1_250, 1_500]);
    expect(await run(log.reservePace(key, 10_000, 250))).toBe(10_000);
    // A pace whose next slot has passed says nothing: pruning it changes no reservation.
    expect(await run(log.prunePace(10_249))).toBe(0);
    expect(await run(log.prunePace(10_251))).toBeGreaterThanOrEqual(1);
    expect(await run(log.reservePace(key, 20_000, 250))).toBe(20_000);
  });

  it("schedule, first delay and rate limit apply; the failing list and retry-all work", async () => {
    const { run, account, clock, deps, runAll, attemptsTo } = await setup();
    receiver.fallback = { status: 503 };
    const source = await run(
      createSource(clock, account.id, {
        name: "s",
        destinations: [{ url: receiver.url(), retry: { schedule_s: [10, 20] }, rateLimitPerS: 1 }],
      }),
    );
    const d = source.destinations[0]!;
    const t0 = clock.now();
    for (const id of ["a", "b"]) await ingest(deps, source, post(id));
    await runAll();
    const starts = (await attemptsTo(d.id)).map((a) => Number(a.startedAt) - t0);
    // Both wait the first 10 s; then one a second; each retries 20 s after its failure.
    expect(starts).toEqual([10_000, 11_000, 30_000, 31_000]);

    const [failing] = await run(failingDestinations(account.id));
    expect(failing).toMatchObject({ destinationId: d.id, failed: 2, waiting: 0, lastStatusCode: 503 });
    receiver.fallback = { status: 200 };
    expect(await run(retryFailed(deps, account.id, source.id, d.id))).toEqual({ queued: 2, remaining: 0 });
    expect(await run(retryFailed(deps, "someone-else", source.id, d.id))).toBeUndefined();
    clock.advance(5_000);
    await runAll();
    await deps.jobs.runUntilEmpty();
    expect(await run(failingDestinations(account.id))).toEqual([]);
    receiver.reset();
  });
});
