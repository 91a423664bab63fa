import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiKey } from "../../src/accounts/keys";
import { POLL_MS, READ_BYTES, STREAM_BUFFER_BYTES } from "../../src/api/relay/stream-events";
import { type SseEvent, sseEvents } from "../../src/cli/listen";
import { ManualClock } from "../../src/clock";
import { runNow } from "../../src/db/store";
import { jsonInit, makeTestApp } from "../helpers/deps";

// A relay stream whose client reads slowly or not at all, in process: the app's Response body is read as
// @hono/node-server reads it (a chunk, then nothing until the socket drains). The database reads are counted
// through the store, so what the server holds for a stalled client is measured without timing; the poll timers
// are faked and run to quiescence.

const STORED = 40;
const BODY_BYTES = 64 * 1024;

let t: ReturnType<typeof setup>;

function setup() {
  const clock = new ManualClock(Date.UTC(2026, 5, 1));
  const { deps, app, user } = makeTestApp({ clock, env: { RELAY_MAX_STREAMS_PER_KEY: "2" } });
  // Every request the database handed over, by id: what the server has read on a stream's behalf.
  const read = new Map<string, number>();
  const run = deps.store.run.bind(deps.store);
  deps.store.run = (async (work: Parameters<typeof run>[0]) => {
    const answer = await run(work);
    if (Array.isArray(answer))
      for (const r of answer as { id?: string; body?: unknown }[])
        if (typeof r?.id === "string" && Buffer.isBuffer(r.body)) read.set(r.id, r.body.length);
    return answer;
  }) as typeof deps.store.run;
  const readBytes = () => [...read.values()].reduce((a, b) => a + b, 0);
  const open = (lastEventId?: string, opts: { key?: string; signal?: AbortSignal } = {}) =>
    app.request(`/v1/relay/sources/${source}/stream`, {
      headers: {
        "x-api-key": opts.key ?? user.key,
        ...(lastEventId ? { "last-event-id": lastEventId } : {}),
      },
      signal: opts.signal,
    });
  let source = "";
  const store = async () => {
    const created = await app.request("/v1/relay/sources", jsonInit("POST", { name: "big" }, user.headers));
    const { id, ingest_url } = (await created.json()) as { id: string; ingest_url: string };
    source = id;
    const ids: string[] = [];
    for (let i = 0; i < STORED; i++) {
      clock.advance(1); // one per millisecond: the stream's order is the order sent
      const res = await app.request(new URL(ingest_url).pathname, {
        method: "POST",
        body: new Uint8Array(randomBytes(BODY_BYTES)),
      });
      ids.push(((await res.json()) as { request_id: string }).request_id);
    }
    clock.advance(1_000); // all settled
    read.clear();
    return ids;
  };
  return { deps, user, clock, open, store, read, readBytes };
}

/** A response's events, read only as they are asked for (`take`), as a client reading slowly would. */
function eventsOf(res: Response) {
  const reader = res.body!.getReader();
  async function* chunks() {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  }
  const events = sseEvents(chunks());
  return {
    /** The next `n` events (fewer if the stream ends), the fake timers run meanwhile. */
    take: (n: number) =>
      whileTimersRun(async () => {
        const got: SseEvent[] = [];
        while (got.length < n) {
          const next = await events.next();
          if (next.done) break;
          got.push(next.value);
        }
        return got;
      }),
    cancel: () => reader.cancel(),
  };
}

/** `work`'s answer, the fake timers moved on a poll at a time (at most 100) until it comes. */
async function whileTimersRun<T>(work: () => Promise<T>): Promise<T> {
  let done = false;
  const answer = work().finally(() => {
    done = true;
  });
  for (let i = 0; i < 100 && !done; i++) await vi.advanceTimersByTimeAsync(POLL_MS);
  return answer;
}

beforeEach(() => {
  t = setup();
});

afterEach(async () => {
  vi.useRealTimers();
  await t.deps.http.close();
  t.deps.db.$client.close();
});

const fakeTimers = () =>
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });

describe("relay stream backpressure", () => {
  it("stops reading the database while the client does not read, and resumes where it stopped", async () => {
    const ids = await t.store();
    fakeTimers();
    const res = await t.open(ids[0]);
    expect(res.status).toBe(200);
    const stream = eventsOf(res);
    // As the node server does: one chunk with an event is taken and written, then the socket is full.
    const first = await stream.take(1);
    await vi.advanceTimersByTimeAsync(POLL_MS * 20);
    const stalled = t.readBytes();
    // Queued below STREAM_BUFFER_BYTES before the last read, that read, and the chunk the client took.
    expect(stalled).toBeLessThanOrEqual(STREAM_BUFFER_BYTES + 2 * READ_BYTES);
    expect(stalled).toBeLessThan((STORED - 1) * BODY_BYTES);
    await vi.advanceTimersByTimeAsync(POLL_MS * 20);
    expect(t.readBytes()).toBe(stalled);

    // The client reads again: every request after the first, once each, in order.
    const rest = await stream.take(STORED - 2);
    expect([...first, ...rest].map((e) => e.id)).toEqual(ids.slice(1));
    await stream.cancel();
    expect(vi.getTimerCount()).toBe(0);
    expect(t.deps.memory.relayStreams.size).toBe(0);
  });

  it("gives a client dropped mid-way every request exactly once, in order, when it resumes with Last-Event-ID", async () => {
    const ids = await t.store();
    fakeTimers();
    const dropped = eventsOf(await t.open(ids[0]));
    // Seven read while more wait in the server's buffer: those are lost with the connection.
    const before = await dropped.take(7);
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    await dropped.cancel();
    const resumed = eventsOf(await t.open(before[before.length - 1]!.id));
    const after = await resumed.take(STORED - 1 - before.length);
    expect([...before, ...after].map((e) => e.id)).toEqual(ids.slice(1));
    await resumed.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("relay streams per API key", () => {
  it("answers 429 past RELAY_MAX_STREAMS_PER_KEY and frees the slot when a stream is cancelled or aborted", async () => {
    await t.store();
    const other = runNow(t.deps.db, createApiKey(t.clock, t.user.account.id)).key;
    const aborts = [new AbortController(), new AbortController()];
    const open = await Promise.all(aborts.map((a) => t.open(undefined, { signal: a.signal })));
    expect(open.map((r) => r.status)).toEqual([200, 200]);

    const refused = await t.open();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toEqual({
      detail: "This API key already has 2 streams open (RELAY_MAX_STREAMS_PER_KEY); close one and retry",
    });
    // The cap is the key's: another key of the same account opens its own.
    const theirs = await t.open(undefined, { key: other });
    expect(theirs.status).toBe(200);

    await open[0]!.body!.cancel();
    const again = await t.open();
    expect(again.status).toBe(200);
    expect((await t.open()).status).toBe(429);
    aborts[1]!.abort();
    const afterAbort = await t.open();
    expect(afterAbort.status).toBe(200);

    for (const r of [theirs, again, afterAbort]) await r.body!.cancel();
    expect(t.deps.memory.relayStreams.size).toBe(0);
  });
});
