import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { ManualClock } from "../../src/clock";
import { all, run, tx } from "../../src/db/store";
import type { AppDeps } from "../../src/deps";
import { deliveryQueueStore } from "../../src/webhooks/delivery-queue";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { enqueueDelivery } from "../../src/webhooks/event";
import { type Receiver, startReceiver, waitFor } from "./receiver";
import { sampleEvent } from "./setup";
import { storesForSuite } from "./stores";

// Several instances of the dispatcher on one PostgreSQL database, each a pool and a job runner of its own as three
// processes would have, sending to a real local receiver: every delivery is claimed and sent once, a receiver's cap
// holds across them, and a dead instance's delivery is taken over when its lease ends.

const instance = storesForSuite();
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

/** `n` instances sharing one clock, with the dispatcher registered on each (its runner not started). */
async function instances(n: number, env: Record<string, string>) {
  const clock = new ManualClock(Date.now());
  const group: AppDeps[] = [];
  for (let i = 0; i < n; i++) {
    // A held request must not time out while the test looks at it.
    const deps = await instance("PostgreSQL", { clock, env: { WEBHOOK_TIMEOUT_MS: "10000", ...env } });
    registerWebhookDispatcher(deps);
    group.push(deps);
  }
  // The suite's database outlives a case: each starts with no deliveries.
  await group[0]!.store.run(run((db, t) => db.delete(t.deliveries)));
  const account = await group[0]!.store.run(createAccount(clock, `acct-${randomUUID()}`, 0));
  /** Enqueue a delivery to each of `urls`, in batches of 50 per transaction. */
  const enqueue = async (urls: string[]) => {
    const ids: string[] = [];
    for (let i = 0; i < urls.length; i += 50)
      await group[0]!.store.run(
        tx(function* () {
          for (const url of urls.slice(i, i + 50))
            ids.push(
              yield* enqueueDelivery(group[0]!, {
                accountId: account.id,
                source: { type: "scout" },
                url,
                event: sampleEvent,
              }),
            );
        }),
      );
    return ids;
  };
  const rows = (ids: string[]) =>
    group[0]!.store
      .run(all((db, t) => db.select().from(t.deliveries).where(eq(t.deliveries.accountId, account.id))))
      .then((rs) => rs.filter((r) => ids.includes(r.id)));
  return { clock, group, account, enqueue, rows };
}

describe("the webhook dispatcher on PostgreSQL, several instances on one database", () => {
  it("sends each of 300 due deliveries exactly once when three instances claim at the same time", async () => {
    const { group, enqueue, rows } = await instances(3, {
      WEBHOOK_CONCURRENCY: "8",
      WEBHOOK_RECEIVER_CONCURRENCY: "8",
    });
    const urls = Array.from({ length: 300 }, (_, i) => receiver.url(`/once/${i % 10}`));
    const ids = await enqueue(urls);
    await Promise.all(group.map((d) => d.jobs.runUntilEmpty()));
    const sent = new Map<string, number>();
    for (const r of receiver.requests.filter((r) => r.url.startsWith("/once/"))) {
      const id = r.headers["webhook-id"]!;
      sent.set(id, (sent.get(id) ?? 0) + 1);
    }
    expect(sent.size).toBe(300);
    expect([...sent.values()].every((times) => times === 1)).toBe(true);
    const settled = await rows(ids);
    expect(settled).toHaveLength(300);
    expect(settled.every((d) => d.status === "succeeded" && d.attempts === 1 && d.lostCount === 0)).toBe(
      true,
    );
  });

  it("never has more than 2 deliveries in flight to one receiver across three instances (its cap)", async () => {
    const held = new HoldingReceiver();
    await held.listen();
    try {
      const { group, enqueue, rows } = await instances(3, {
        WEBHOOK_CONCURRENCY: "8",
        WEBHOOK_RECEIVER_CONCURRENCY: "2",
      });
      const urls = Array.from({ length: 24 }, (_, i) => held.url(i % 2 === 0 ? "/a" : "/b"));
      const ids = await enqueue(urls);
      let sent = 0;
      for (let round = 0; round < 100 && sent < 24; round++) {
        // The three instances claim at once, each in its own transaction.
        const claimed = await Promise.all(group.map((d) => d.jobs.poll()));
        sent += claimed.reduce((a, b) => a + b, 0);
        await waitFor(() => held.received === sent, 10_000, "the claimed deliveries' requests");
        for (const path of ["/a", "/b"]) expect(held.inFlight(path)).toBeLessThanOrEqual(2);
        held.releaseAll();
        await Promise.all(group.map((d) => d.jobs.drain()));
      }
      expect(sent).toBe(24);
      expect(held.peak).toBe(2);
      expect((await rows(ids)).every((d) => d.status === "succeeded" && d.attempts === 1)).toBe(true);
    } finally {
      await held.close();
    }
  });

  it("a receiver's cap holds when three instances' claims race, whatever each counted before", async () => {
    const { group, clock, enqueue } = await instances(3, {});
    const urls = Array.from({ length: 30 }, () => receiver.url("/race"));
    await enqueue(urls);
    const queue = deliveryQueueStore({ maxAttempts: 3, caps: { receiver: 2 } });
    const now = clock.now();
    const claims = await Promise.all(
      group.flatMap((d) =>
        [0, 1, 2].map(() => d.store.run(tx(() => queue.claim(randomUUID(), now + 60_000, now, 8)))),
      ),
    );
    expect(claims.flat()).toHaveLength(2);
  });

  it("takes over a dead instance's delivery once its lease has run out, and sends it once", async () => {
    const { group, clock, enqueue, rows } = await instances(2, {});
    const [dead, alive] = group as [AppDeps, AppDeps];
    const [id] = await enqueue([receiver.url("/orphan")]);
    // The dead instance claimed it and never came back: nothing renews its lease.
    const queue = deliveryQueueStore({ maxAttempts: 3 });
    const now = clock.now();
    expect(
      (await dead.store.run(tx(() => queue.claim("dead", now + 1_000, now, 1)))).map((e) => e.id),
    ).toEqual([id]);
    await alive.jobs.runUntilEmpty();
    expect((await rows([id!]))[0]).toMatchObject({ status: "delivering", allocationId: "dead" });
    clock.advance(1_001);
    expect(await alive.jobs.recoverExpired()).toBe(1);
    await alive.jobs.runUntilEmpty();
    expect((await rows([id!]))[0]).toMatchObject({ status: "succeeded", lostCount: 1, attempts: 1 });
    expect(receiver.requests.filter((r) => r.headers["webhook-id"] === id)).toHaveLength(1);
  });
});

/** A receiver that holds every request until released, counting those in flight per path. */
class HoldingReceiver {
  received = 0;
  peak = 0;
  private readonly server = createServer((req, res) => this.hold(req, res));
  private readonly held: { path: string; res: ServerResponse }[] = [];

  listen = () => new Promise<void>((r) => this.server.listen(0, "127.0.0.1", r));
  url = (path: string) => `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  inFlight = (path: string) => this.held.filter((h) => h.path === path).length;

  releaseAll(): void {
    for (const { res } of this.held.splice(0)) res.end("ok");
  }

  async close(): Promise<void> {
    this.releaseAll();
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  private hold(req: IncomingMessage, res: ServerResponse): void {
    req.resume();
    req.on("end", () => {
      this.received++;
      this.held.push({ path: req.url ?? "", res });
      this.peak = Math.max(this.peak, this.inFlight(req.url ?? ""));
    });
  }
}
