import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { ABANDONED_AFTER_MS, IDEMPOTENCY_TTL_MS } from "../../src/db/idempotency-keys";
import { idempotencyKeys, researchTasks, usageEvents } from "../../src/db/schema";
import { RETENTION_INTERVAL_MS, registerRetention } from "../../src/retention";
import { capStorage, jsonInit, makeAccount, makeTestApp } from "../helpers/deps";

const task = { query: "Who built the lighthouse? http://127.0.0.1:9/", mode: "fast" };

function setup() {
  const clock = new ManualClock(Date.now());
  const t = makeTestApp({ clock });
  const post = (path: string, body: unknown, key?: string, headers = t.user.headers) =>
    t.app.request(
      path,
      jsonInit("POST", body, key === undefined ? headers : { ...headers, "Idempotency-Key": key }),
    );
  const tasks = () => t.deps.db.select().from(researchTasks).all();
  const charges = () => t.deps.db.select().from(usageEvents).all();
  return { ...t, clock, post, tasks, charges };
}

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

describe("Idempotency-Key", () => {
  it("a retry with the same key gets the first answer again and creates (and charges) nothing", async () => {
    const t = setup();
    const first = await t.post("/v1/research/tasks", task, "order-42");
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const body = await first.json();
    const again = await t.post("/v1/research/tasks", task, "order-42");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(body);
    expect(t.tasks()).toHaveLength(1);
    expect(t.charges()).toHaveLength(1);
    // Another key, or none, is another request.
    expect(
      ((await (await t.post("/v1/research/tasks", task, "order-43")).json()) as { task_id: string }).task_id,
    ).not.toBe(body.task_id);
    await t.post("/v1/research/tasks", task);
    expect(t.tasks()).toHaveLength(3);
  });

  it("refuses the same key with a different request (body, path) with a 422 at the header, creating nothing", async () => {
    const t = setup();
    await t.post("/v1/research/tasks", task, "k1");
    for (const [path, body] of [
      ["/v1/research/tasks", { ...task, query: "Something else http://127.0.0.1:9/" }],
      ["/v1/browsing/tasks", { task: "go to http://127.0.0.1:9/" }],
    ] as const) {
      const res = await t.post(path, body, "k1");
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        detail: [
          {
            loc: ["header", "idempotency-key"],
            msg: "This Idempotency-Key was already used with a different request (method, path or body)",
            type: "value_error",
            input: "k1",
          },
        ],
      });
    }
    expect(t.tasks()).toHaveLength(1);
  });

  it("keys belong to the account: another account's request with the same key is its own", async () => {
    const t = setup();
    const bob = makeAccount(t.deps, "bob");
    const a = await (await t.post("/v1/research/tasks", task, "shared")).json();
    const b = await t.post("/v1/research/tasks", task, "shared", bob.headers);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(((await b.json()) as { task_id: string }).task_id).not.toBe(a.task_id);
    expect(
      t
        .tasks()
        .map((r) => r.accountId)
        .sort(),
    ).toEqual([t.user.account.id, bob.account.id].sort());
  });

  it("tells a retry that arrives while the first is still being answered to come back (409), sending once", async () => {
    const t = setup();
    let hits = 0;
    let answer = () => {};
    const slow = createServer((_req, res) => {
      hits++;
      answer = () => res.end("ok");
    });
    servers.push(slow);
    await new Promise<void>((r) => slow.listen(0, "127.0.0.1", r));
    const body = { webhook_url: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hook` };
    const first = t.post("/v1/scouting/webhooks/test", body, "send-once");
    for (let i = 0; i < 500 && hits === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const meanwhile = await t.post("/v1/scouting/webhooks/test", body, "send-once");
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.headers.get("retry-after")).toBe("1");
    expect(await meanwhile.json()).toEqual({
      detail: "A request with this Idempotency-Key is still being answered; retry shortly",
    });
    answer();
    const done = await (await first).json();
    const replay = await t.post("/v1/scouting/webhooks/test", body, "send-once");
    expect(await replay.json()).toEqual(done);
    expect(hits).toBe(1);
  });

  it("keeps no 5xx: after a full disk refused the first request, the retry with the same key runs", async () => {
    const t = setup();
    // A query long enough that the task needs pages of its own.
    const big = { ...task, query: `${task.query} ${"lighthouse ".repeat(900)}` };
    const release = capStorage(t.deps.db, 1);
    const refused = await t.post("/v1/research/tasks", big, "after-outage");
    expect(refused.status).toBe(503);
    release();
    const retried = await t.post("/v1/research/tasks", big, "after-outage");
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    expect(t.tasks()).toHaveLength(1);
  });

  it("refuses a malformed key with a 422, and ignores the header where it does not apply (GET, chat)", async () => {
    const t = setup();
    for (const key of ["", "has space", "x".repeat(256), "naïve"]) {
      const res = await t.post("/v1/research/tasks", task, key);
      expect(res.status, JSON.stringify(key)).toBe(422);
      const detail = ((await res.json()) as { detail: { loc: string[] }[] }).detail;
      expect(detail[0]!.loc).toEqual(["header", "idempotency-key"]);
    }
    expect(t.tasks()).toHaveLength(0);
    const list = await t.app.request("/v1/research/tasks", {
      headers: { ...t.user.headers, "Idempotency-Key": "has space" },
    });
    expect(list.status).toBe(200);
    const chat = await t.app.request(
      "/v1/chat/completions",
      jsonInit(
        "POST",
        {
          model: "research-fast",
          messages: [{ role: "user", content: "Who built it? http://127.0.0.1:9/" }],
        },
        { Authorization: `Bearer ${t.user.key}`, "Idempotency-Key": "has space" },
      ),
    );
    expect(chat.status).toBe(200);
    expect(t.deps.db.select().from(idempotencyKeys).all()).toEqual([]);
  });

  it("is described in /openapi.json on every POST but chat, once however often the document is read", async () => {
    const t = setup();
    type Doc = { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
    for (let i = 0; i < 2; i++) {
      const doc = (await (await t.app.request("/openapi.json")).json()) as Doc;
      const named = (path: string, method: string) =>
        (doc.paths[path]?.[method]?.parameters ?? []).filter((p) => p.name === "Idempotency-Key");
      expect(named("/v1/research/tasks", "post")).toEqual([expect.objectContaining({ in: "header" })]);
      expect(named("/v1/webhooks/deliveries/{id}/redeliver", "post")).toHaveLength(1);
      expect(named("/v1/chat/completions", "post")).toEqual([]);
      expect(named("/v1/research/tasks", "get")).toEqual([]);
    }
  });

  it("forgets a key after 24 hours (the hourly housekeeping deletes it), and takes over one left unanswered", async () => {
    const t = setup();
    await registerRetention(t.deps);
    const first = await (await t.post("/v1/research/tasks", task, "daily")).json();
    t.clock.advance(IDEMPOTENCY_TTL_MS - 1);
    expect((await t.post("/v1/research/tasks", task, "daily")).headers.get("idempotent-replayed")).toBe(
      "true",
    );
    t.clock.advance(RETENTION_INTERVAL_MS);
    await t.deps.jobs.runUntilEmpty();
    expect(t.deps.db.select().from(idempotencyKeys).all()).toEqual([]);
    const later = await (await t.post("/v1/research/tasks", task, "daily")).json();
    expect(later.task_id).not.toBe(first.task_id);

    // A reservation whose request never got an answer (the process died): in use for a while, then free.
    const fingerprint = createHash("sha256")
      .update(`POST /v1/research/tasks\n${JSON.stringify(task)}`)
      .digest("hex");
    t.deps.db
      .insert(idempotencyKeys)
      .values({ accountId: t.user.account.id, key: "cut-short", fingerprint, createdAt: t.clock.now() })
      .run();
    expect((await t.post("/v1/research/tasks", task, "cut-short")).status).toBe(409);
    t.clock.advance(ABANDONED_AFTER_MS);
    expect((await t.post("/v1/research/tasks", task, "cut-short")).status).toBe(200);
    expect(t.tasks()).toHaveLength(3);
  });
});
