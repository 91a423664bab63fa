import { afterEach, describe, expect, it } from "vitest";
import { BLOCK_KIT_LIMITS } from "../../src/relay/slack-message";
import { makeAccount } from "../helpers/deps";
import { relayApp, startDestination } from "./support";

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of open.splice(0).reverse()) await close();
});

async function setup() {
  const r = relayApp();
  const dests = await Promise.all([startDestination(), startDestination()]);
  open.push(r.close, ...dests.map((d) => d.close));
  return { ...r, a: dests[0]!, b: dests[1]! };
}

describe("relay destinations", () => {
  it("fans out to every matching, unpaused destination: header and dotted body filters, all must match", async () => {
    const { api, send, deps, a, b } = await setup();
    const src = await api("POST", "/v1/relay/sources", {
      name: "fan",
      destinations: [
        {
          url: a.url("/paid"),
          filter: {
            headers: { "X-Event": "invoice" },
            body: { "data.object.status": "paid", "items.0.qty": 2 },
          },
        },
        { url: b.url("/all") },
        { url: b.url("/paused"), paused: true },
      ],
    });
    expect(src.status).toBe(200);
    const body = (status: string, qty: unknown) =>
      JSON.stringify({ data: { object: { status } }, items: [{ qty }] });
    await send(src.body.ingest_url, { headers: { "x-event": "invoice" }, body: body("paid", 2) });
    await send(src.body.ingest_url, { headers: { "x-event": "invoice" }, body: body("open", 2) });
    // "2" is not 2: filters compare JSON values exactly.
    await send(src.body.ingest_url, { headers: { "x-event": "invoice" }, body: body("paid", "2") });
    await send(src.body.ingest_url, { headers: { "x-event": "charge" }, body: body("paid", 2) });
    await deps.jobs.runUntilEmpty();
    expect(a.hits.map((h) => h.body.toString())).toEqual([body("paid", 2)]);
    expect(b.hits.map((h) => h.path)).toEqual(["/all", "/all", "/all", "/all"]);

    // Resume the paused one: from now on it gets its copy.
    const paused = src.body.destinations[2];
    const resumed = await api("PATCH", `/v1/relay/sources/${src.body.id}/destinations/${paused.id}`, {
      paused: false,
    });
    expect(resumed.body).toMatchObject({ id: paused.id, paused: false });
    await send(src.body.ingest_url, { body: "{}" });
    await deps.jobs.runUntilEmpty();
    expect(b.hits.map((h) => h.path).sort()).toEqual(["/all", "/all", "/all", "/all", "/all", "/paused"]);
  });

  it("retries a destination answering 503 on its schedule and records every attempt", async () => {
    const { api, send, deps, a } = await setup();
    const src = await api("POST", "/v1/relay/sources", {
      name: "retry",
      // No waits, on the real clock (test/relay/retry-policies.test.ts moves a clock through the default's hours).
      destinations: [{ url: a.url(), retry: { schedule_s: [0, 0, 0] } }],
    });
    a.answer(503, 503);
    const sent = await send(src.body.ingest_url, { body: '{"n":1}' });
    // Each retry is due as soon as the attempt before it failed: one run reaches the end.
    await deps.jobs.runUntilEmpty();
    expect(a.hits).toHaveLength(3);
    expect(a.hits.every((h) => h.body.toString() === '{"n":1}')).toBe(true);
    const log = await api("GET", `/v1/relay/sources/${src.body.id}/requests`);
    const [delivery] = log.body.requests[0].deliveries;
    const detail = await api("GET", `/v1/webhooks/deliveries/${delivery.id}`);
    expect(detail.body).toMatchObject({ status: "succeeded", attempts: 3, request_id: sent.body.request_id });
    expect(detail.body.attempt_log.map((x: { trigger: string }) => x.trigger)).toEqual([
      "initial",
      "retry",
      "retry",
    ]);
  });

  it("sends a slack destination a signed Block Kit message within Block Kit's limits", async () => {
    const { api, send, deps, a } = await setup();
    const src = await api("POST", "/v1/relay/sources", {
      name: "Billing",
      destinations: [{ url: a.url("/slack"), format: "slack" }],
    });
    const huge = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, "x".repeat(5000)]));
    await send(src.body.ingest_url, { body: JSON.stringify({ type: "invoice.paid", ...huge }) });
    await deps.jobs.runUntilEmpty();
    const [hit] = a.hits;
    expect(hit!.headers["content-type"]).toBe("application/json");
    expect(hit!.headers["webhook-signature"]).toMatch(/^v1,/);
    const msg = JSON.parse(hit!.body.toString());
    expect(msg.text).toContain("Billing");
    expect(msg.blocks[0]).toMatchObject({ type: "header" });
    expect(msg.blocks[0].text.text).toContain("invoice.paid");
    expect(msg.blocks.length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.blocks);
    for (const block of msg.blocks) {
      if (block.type === "section") {
        expect((block.fields ?? []).length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.fields);
        for (const f of block.fields ?? [])
          expect(f.text.length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.fieldText);
        if (block.text) expect(block.text.text.length).toBeLessThanOrEqual(BLOCK_KIT_LIMITS.sectionText);
      }
    }
    expect(JSON.stringify(msg)).toContain(`/platform/relay/${src.body.id}`);
  });

  it("replays a stored request to every destination or to one, and refuses to replay a rejected one", async () => {
    const { api, send, deps, a, b } = await setup();
    const src = await api("POST", "/v1/relay/sources", {
      name: "replay",
      verify: { scheme: "header", secret: "k", header: "x-key" },
      destinations: [{ url: a.url() }, { url: b.url(), paused: true }],
    });
    const ok = await send(src.body.ingest_url, { headers: { "x-key": "k" }, body: "{}" });
    const bad = await send(src.body.ingest_url, { body: "{}" });
    await deps.jobs.runUntilEmpty();
    const all = await api("POST", `/v1/relay/requests/${ok.body.request_id}/replay`, {});
    expect(all.body.deliveries).toHaveLength(1);
    const one = await api("POST", `/v1/relay/requests/${ok.body.request_id}/replay`, {
      destination_id: src.body.destinations[1].id,
    });
    expect(one.body.deliveries).toEqual([
      { id: expect.any(String), destination_id: src.body.destinations[1].id },
    ]);
    await deps.jobs.runUntilEmpty();
    expect(a.hits).toHaveLength(2);
    expect(b.hits).toHaveLength(1);
    expect((await api("POST", `/v1/relay/requests/${bad.body.request_id}/replay`, {})).status).toBe(409);
    expect((await api("POST", "/v1/relay/requests/nope/replay", {})).status).toBe(404);
    const log = await api("GET", `/v1/relay/sources/${src.body.id}/requests`);
    const first = log.body.requests.find((r: { id: string }) => r.id === ok.body.request_id);
    expect(first.deliveries).toHaveLength(3);
    // The replay to every destination was also sent again on the stream, as a request of its own.
    expect(all.body).toMatchObject({ streamed: true, stream_event_id: log.body.requests[0].id });
    expect(one.body).toMatchObject({ streamed: false, stream_event_id: null });
    expect(log.body.requests[0]).toMatchObject({
      status: "accepted",
      reason: `Replay of request ${ok.body.request_id}`,
      deliveries: [],
    });
  });

  it("keeps sources to their account, applies the webhook URL rules, and deletes with cascade", async () => {
    const { api, app, deps } = await setup();
    const src = await api("POST", "/v1/relay/sources", { name: "mine" });
    const other = makeAccount(deps, "mallory");
    for (const path of [`/v1/relay/sources/${src.body.id}`, `/v1/relay/sources/${src.body.id}/requests`])
      expect((await app.request(path, { headers: other.headers })).status).toBe(404);
    const listed = await app.request("/v1/relay/sources", { headers: other.headers });
    expect((await listed.json()).sources).toEqual([]);
    const plain = await api("POST", `/v1/relay/sources/${src.body.id}/destinations`, {
      url: "http://example.com/hook",
    });
    expect(plain.status).toBe(422);
    expect(plain.body.detail[0].loc).toEqual(["body", "url"]);
    const added = await api("POST", `/v1/relay/sources/${src.body.id}/destinations`, {
      url: "https://example.com/hook",
      format: "slack",
    });
    expect(added.body).toMatchObject({
      url: "https://example.com/hook",
      format: "slack",
      paused: false,
      filter: null,
    });
    const page = await api("GET", "/v1/relay/sources?page_size=1");
    expect(page.body.sources[0].destinations).toHaveLength(1);
    expect(
      (await api("DELETE", `/v1/relay/sources/${src.body.id}/destinations/${added.body.id}`)).status,
    ).toBe(204);
    expect((await api("DELETE", `/v1/relay/sources/${src.body.id}`)).status).toBe(204);
    expect((await api("GET", `/v1/relay/sources/${src.body.id}`)).status).toBe(404);
  });
});
