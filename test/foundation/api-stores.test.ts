import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, createApiKey } from "../../src/accounts/keys";
import { createApp } from "../../src/app";
import { systemClock } from "../../src/clock";
import type { AppDeps } from "../../src/deps";
import { STORES, type StoreKind, storeFixture } from "../helpers/stores";
import { type Receiver, startReceiver } from "../webhooks/receiver";
import { Browser } from "../webhooks-inspector/platform-helpers";

// The HTTP API over each database: the same requests through createApp on SQLite and on PostgreSQL, with the same
// answers. On PostgreSQL the deps' SQLite handle throws when touched (test/helpers/stores.ts), so a route that
// still reached for SQLite fails here. Work that runs in the background (research, browsing, scout runs) is left
// queued: its workers on PostgreSQL are covered by test/foundation/stores-workers.test.ts and by real processes
// in test/foundation/postgres-service.test.ts.

const fixture = storeFixture();

/** A receiver on 127.0.0.1 answering 200 and recording every request. */
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

interface Api {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  key: string;
  call: <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: T }>;
}

async function api(kind: StoreKind): Promise<Api> {
  const deps = await (await fixture.database(kind))(systemClock, { http: true });
  const app = createApp(deps);
  const account = await deps.store.run(createAccount(systemClock, `api-${kind}`, 1000));
  const { key } = await deps.store.run(createApiKey(systemClock, account.id));
  const call: Api["call"] = async (method, path, body, headers = {}) => {
    // A header given as "" is left out (the bearer-token routes get no X-API-Key).
    const sent = Object.entries({ "X-API-Key": key, "Content-Type": "application/json", ...headers });
    const res = await app.request(path, {
      method,
      headers: sent.filter(([, v]) => v !== ""),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  return { deps, app, key, call };
}

/** A second account's key on the same instance. */
async function otherKey(deps: AppDeps): Promise<Record<string, string>> {
  const account = await deps.store.run(createAccount(systemClock, "someone-else", 1000));
  const { key } = await deps.store.run(createApiKey(systemClock, account.id));
  return { "X-API-Key": key };
}

describe.each(STORES)("the HTTP API on %s", (kind) => {
  it("checks keys and answers bad input with FastAPI-shaped errors", async () => {
    const { app, call } = await api(kind);
    const none = await app.request("/v1/usage");
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ detail: expect.any(String) });
    const wrong = await app.request("/v1/usage", { headers: { "X-API-Key": `sp_${"x".repeat(40)}` } });
    expect(wrong.status).toBe(401);
    expect((await call("GET", "/v1/usage")).status).toBe(200);
    const invalid = await call<{ detail: { loc: string[] }[] }>("POST", "/v1/research/tasks", {
      mode: "fast",
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail[0]!.loc).toEqual(["body", "query"]);
    const missing = await call("GET", "/v1/research/tasks/00000000-0000-7000-8000-000000000000");
    expect(missing.status).toBe(404);
  });

  it("creates, reads, pages, de-duplicates and deletes research tasks, each account seeing its own", async () => {
    const { deps, call } = await api(kind);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const made = await call<{ task_id: string }>("POST", "/v1/research/tasks", {
        query: `What does http://127.0.0.1:9/page-${n} say?`,
        mode: "fast",
      });
      expect(made.status).toBe(200);
      ids.push(made.body.task_id);
    }
    const once = { "Idempotency-Key": `research-${kind}` };
    const body = { query: "http://127.0.0.1:9/" };
    const first = await call<{ task_id: string }>("POST", "/v1/research/tasks", body, once);
    const again = await call<{ task_id: string }>("POST", "/v1/research/tasks", body, once);
    expect(again.body.task_id).toBe(first.body.task_id);
    ids.push(first.body.task_id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { tasks: { task_id: string }[]; next_cursor: string | null; total: number } } =
        await call("GET", `/v1/research/tasks?page_size=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.body.total).toBe(4);
      seen.push(...page.body.tasks.map((t) => t.task_id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...ids].sort());

    const read = await call<{ task_id: string; status: string }>("GET", `/v1/research/tasks/${ids[0]}`);
    expect(read.status).toBe(200);
    expect(read.body.task_id).toBe(ids[0]);
    const stranger = await otherKey(deps);
    expect((await call("GET", `/v1/research/tasks/${ids[0]}`, undefined, stranger)).status).toBe(404);
    // Queued, so not deletable yet (a finished one is: test/research/).
    expect((await call("DELETE", `/v1/research/tasks/${ids[0]}`)).status).toBe(409);
  });

  it("creates, lists and cancels browsing tasks", async () => {
    const { call } = await api(kind);
    const made = await call<{ task_id: string; status: string }>("POST", "/v1/browsing/tasks", {
      task: "Click 'Pricing'",
      start_url: "http://127.0.0.1:9/",
    });
    expect(made.status).toBe(200);
    const id = made.body.task_id;
    const list = await call<{ tasks: { task_id: string }[] }>("GET", "/v1/browsing/tasks");
    expect(list.body.tasks.map((t) => t.task_id)).toEqual([id]);
    const cancelled = await call<{ status: string }>("POST", `/v1/browsing/tasks/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    const read = await call<{ status: string }>("GET", `/v1/browsing/tasks/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.status).toBe("cancelled");
    expect((await call("DELETE", `/v1/browsing/tasks/${id}`)).status).toBe(204);
    expect((await call("GET", `/v1/browsing/tasks/${id}`)).status).toBe(404);
  });

  it("keeps scouts: create, change, pause, resume, list with a summary, delete", async () => {
    const { call } = await api(kind);
    const made = await call<{ id: string; status: string; output_interval: number }>(
      "POST",
      "/v1/scouting/tasks",
      {
        query: "Tell me when http://127.0.0.1:9/pricing changes",
        output_interval: 3600,
      },
    );
    expect(made.status).toBe(200);
    const id = made.body.id;
    const changed = await call<{ output_interval: number }>("PATCH", `/v1/scouting/tasks/${id}`, {
      output_interval: 7200,
    });
    expect(changed.body.output_interval).toBe(7200);
    expect((await call<{ status: string }>("POST", `/v1/scouting/tasks/${id}/pause`)).body.status).toBe(
      "paused",
    );
    const listed = await call<{ scouts: { id: string }[]; summary: Record<string, number> }>(
      "GET",
      "/v1/scouting/tasks",
    );
    expect(listed.body.summary).toEqual({ active: 0, paused: 1, done: 0 });
    expect((await call<{ status: string }>("POST", `/v1/scouting/tasks/${id}/resume`)).body.status).toBe(
      "active",
    );
    const updates = await call<{ updates: unknown[] }>("GET", `/v1/scouting/tasks/${id}/updates`);
    expect(updates.body.updates).toEqual([]);
    expect((await call("DELETE", `/v1/scouting/tasks/${id}`)).status).toBe(204);
    expect((await call("GET", `/v1/scouting/tasks/${id}`)).status).toBe(404);
  });

  it("sends a test webhook, logs it, redelivers it and counts it; inboxes capture and list requests", async () => {
    const { app, call } = await api(kind);
    const before = receiver.requests.length;
    const sent = await call<{ success: boolean; delivery_id: string }>("POST", "/v1/scouting/webhooks/test", {
      webhook_url: receiver.url(`/test-${kind}`),
    });
    expect(sent.body.success).toBe(true);
    const delivery = await call<{ status: string; attempts: unknown[] }>(
      "GET",
      `/v1/webhooks/deliveries/${sent.body.delivery_id}`,
    );
    expect(delivery.body.status).toBe("succeeded");
    const again = await call<{ success: boolean }>(
      "POST",
      `/v1/webhooks/deliveries/${sent.body.delivery_id}/redeliver`,
    );
    expect(again.body.success).toBe(true);
    expect(receiver.requests.slice(before).map((r) => r.url)).toEqual([`/test-${kind}`, `/test-${kind}`]);
    const listed = await call<{ deliveries: { id: string }[]; total: number }>(
      "GET",
      "/v1/webhooks/deliveries",
    );
    expect(listed.body.deliveries.map((d) => d.id)).toEqual([sent.body.delivery_id]);
    expect((await call("GET", "/v1/webhooks/stats")).status).toBe(200);

    const secret = await call<{ secret: string }>("GET", "/v1/webhooks/secret");
    const rotated = await call<{ secret: string }>("POST", "/v1/webhooks/secret/rotate");
    expect(rotated.body.secret).not.toBe(secret.body.secret);

    const inbox = await call<{ id: string; url: string }>("POST", "/v1/webhooks/inboxes", { name: kind });
    expect(inbox.status).toBe(200);
    const captured = await app.request(new URL(inbox.body.url).pathname, { method: "POST", body: '{"n":1}' });
    expect(captured.status).toBe(200);
    const requests = await call<{ requests: { body: string }[] }>(
      "GET",
      `/v1/webhooks/inboxes/${inbox.body.id}/requests`,
    );
    expect(requests.body.requests.map((r) => r.body)).toEqual(['{"n":1}']);
  });

  it("relays: a source ingests, lists, replays, and its destinations change", async () => {
    const { app, call } = await api(kind);
    const source = await call<{ id: string; ingest_url: string; destinations: { id: string }[] }>(
      "POST",
      "/v1/relay/sources",
      {
        name: `relay-${kind}`,
        verify: { scheme: "header", header: "X-Token", secret: "t".repeat(24) },
        destinations: [{ url: receiver.url(`/relayed-${kind}`), paused: true }],
      },
    );
    expect(source.status).toBe(200);
    const path = new URL(source.body.ingest_url).pathname;
    const refused = await app.request(path, { method: "POST", body: "{}" });
    expect(refused.status).toBe(401);
    const accepted = await app.request(path, {
      method: "POST",
      headers: { "X-Token": "t".repeat(24), "Content-Type": "application/json" },
      body: '{"order":1}',
    });
    expect(accepted.status).toBe(200);
    const listed = await call<{ requests: { id: string; status: string }[] }>(
      "GET",
      `/v1/relay/sources/${source.body.id}/requests`,
    );
    expect(listed.body.requests.map((r) => r.status).sort()).toEqual(["accepted", "rejected"]);
    const destination = source.body.destinations[0]!.id;
    const unpaused = await call<{ paused: boolean }>(
      "PATCH",
      `/v1/relay/sources/${source.body.id}/destinations/${destination}`,
      { paused: false },
    );
    expect(unpaused.body.paused).toBe(false);
    const acceptedId = listed.body.requests.find((r) => r.status === "accepted")!.id;
    const replayed = await call<{ deliveries: { destination_id: string }[] }>(
      "POST",
      `/v1/relay/requests/${acceptedId}/replay`,
      {},
    );
    expect(replayed.body.deliveries.map((d) => d.destination_id)).toEqual([destination]);
    const added = await call<{ id: string }>("POST", `/v1/relay/sources/${source.body.id}/destinations`, {
      url: receiver.url(`/second-${kind}`),
    });
    expect(added.status).toBe(200);
    expect(
      (await call("DELETE", `/v1/relay/sources/${source.body.id}/destinations/${added.body.id}`)).status,
    ).toBe(204);
    expect((await call("DELETE", `/v1/relay/sources/${source.body.id}`)).status).toBe(204);
    expect((await call("GET", `/v1/relay/sources/${source.body.id}`)).status).toBe(404);
  });

  it("lists models and answers a chat model it cannot serve with a clear error", async () => {
    const { call, key } = await api(kind);
    // The OpenAI-style routes take the key as a bearer token, as the official clients send it.
    const bearer = { "X-API-Key": "", Authorization: `Bearer ${key}` };
    const models = await call<{ data: { id: string }[] }>("GET", "/v1/models", undefined, bearer);
    expect(models.body.data.map((m) => m.id)).toContain("research-fast");
    const chat = await call<{ error: { message: string } }>(
      "POST",
      "/v1/chat/completions",
      { model: "n1.5-latest", messages: [{ role: "user", content: "Open http://127.0.0.1:9/" }] },
      bearer,
    );
    expect(chat.status).toBe(404);
    expect(chat.body.error.message).toMatch(/MODEL_BASE_URL/);
  });

  it("serves the platform: sign-in, the inspector, relay and scouts pages, a new key shown once", async () => {
    const { app, key } = await api(kind);
    const b = new Browser(app);
    expect((await b.signIn(key)).status).toBe(303);
    for (const page of ["/platform/webhooks", "/platform/relay", "/platform/scouts", "/platform/research"])
      expect((await b.get(page)).status, page).toBe(200);
    const settings = await (await b.get("/platform/settings")).text();
    await b.post("/platform/settings/keys", { _csrf: Browser.csrf(settings), name: `key-${kind}` });
    expect(await (await b.get("/platform/settings")).text()).toMatch(
      /<pre class="secret">sp_[0-9A-Za-z]{40}<\/pre>/,
    );
  });
});
