import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { retrySuite } from "./retry-support";

// docs/design.md §6b "Destination" `transform` and chat `format`s: a real receiver on 127.0.0.1, the real
// dispatcher driven to completion on a ManualClock.

const suite = retrySuite();
const stripe =
  '{"id":"evt_1","type":"invoice.paid","data":{"object":{"amount_paid":2500,"customer":"cus_9"}}}';
const last = () => suite.receiver.requests.at(-1)!;

describe("transforms: happy path", () => {
  it("reshapes method, path, query, headers and body; what was left out goes as received, and the attempt records it", async () => {
    const h = suite.harness(Date.now());
    const expression = `{
      "method": "PUT",
      "path": "/orders/" & body.data.object.customer,
      "query": {"source": "stripe"},
      "headers": $merge([headers, {"x-event": body.type}]),
      "body": {"event": body.type, "cents": body.data.object.amount_paid}
    }`;
    const src = await h.source([{ url: suite.receiver.url("/base"), transform: expression, sign: true }]);
    const created = await h.api("GET", `/v1/relay/sources/${src.id}`);
    expect(created.body.destinations[0].transform).toBe(expression);
    expect(await h.ingest(src.path, stripe)).toBe(200);
    await h.runAll();
    const got = last();
    expect(got.method).toBe("PUT");
    expect(got.url).toBe("/base/orders/cus_9?source=stripe");
    expect(got.headers["x-event"]).toBe("invoice.paid");
    expect(got.headers["x-scoutpost-hops"]).toBe("1");
    expect(JSON.parse(got.body)).toEqual({ event: "invoice.paid", cents: 2500 });
    // Signed over what was sent, not over what was received.
    const { signing_secret } = src.destinations[0] as unknown as { signing_secret: string };
    expect(() => new Webhook(signing_secret).verify(got.body, got.headers)).not.toThrow();
    const [attempt] = h.attemptsOf(h.deliveriesTo(src.destinations[0]!.id).map((d) => d.id));
    expect(attempt).toMatchObject({ requestMethod: "PUT", requestBody: got.body, errorClass: null });
    expect(attempt!.requestUrl).toBe(suite.receiver.url("/base/orders/cus_9?source=stripe"));
  });

  it("an answer with only a body keeps the sender's method, headers and URL; a string body goes as it is", async () => {
    const h = suite.harness(Date.now());
    const src = await h.source([{ url: suite.receiver.url(), transform: '{"body": "paid " & body.id}' }]);
    await h.ingest(src.path, stripe);
    await h.runAll();
    expect(last()).toMatchObject({ method: "POST", url: "/hook", body: "paid evt_1" });
    expect(last().headers["content-type"]).toBe("application/json");
  });

  it("a transform feeds a chat format: a Discord embed built from the reshaped body", async () => {
    const h = suite.harness(Date.now());
    const src = await h.source([
      {
        url: suite.receiver.url(),
        format: "discord",
        transform: '{"body": {"type": body.type, "amount": body.data.object.amount_paid / 100}}',
      },
    ]);
    await h.ingest(src.path, stripe);
    await h.runAll();
    const msg = JSON.parse(last().body);
    expect(msg.embeds[0].title).toBe("shop: invoice.paid");
    expect(msg.embeds[0].fields).toEqual([
      { name: "type", value: "invoice.paid", inline: true },
      { name: "amount", value: "25", inline: true },
    ]);
  });

  it("try runs an expression on a stored request and shows what would be forwarded, saving nothing", async () => {
    const h = suite.harness(Date.now());
    const src = await h.source([]);
    await h.ingest(src.path, stripe);
    const list = await h.api("GET", `/v1/relay/sources/${src.id}/requests`);
    const request_id = list.body.requests[0].id;
    const tried = await h.api("POST", "/v1/relay/transform/try", {
      expression: '{"body": {"t": body.type}, "path": "/x"}',
      request_id,
      destination_url: "https://example.com/in",
    });
    expect(tried.status).toBe(200);
    expect(tried.body.error).toBeNull();
    expect(tried.body).toMatchObject({
      ok: true,
      error: null,
      input: { method: "POST", path: "/", body: JSON.parse(stripe) },
      output: { method: "POST", path: "/x", body: '{"t":"invoice.paid"}' },
      url: "https://example.com/in/x",
    });
    const failing = await h.api("POST", "/v1/relay/transform/try", {
      expression: '$error("no")',
      request_id,
    });
    expect(failing.body).toMatchObject({ ok: false, error: expect.stringMatching(/^no/), output: null });
  });
});

describe("transforms: errors", () => {
  it.each([
    ["a runtime error", '$error("refused by the transform")', /refused by the transform/],
    ["an endless loop", "($f := function($n){ $f($n + 1) }; $f(0))", /longer than 50 ms/],
    ["an answer over 1 MiB", '{"body": $pad("", 1100000, "x")}', /over the 1048576/],
    ["an answer that is not an object", '"just text"', /must answer an object/],
    ["a header with a line break", '{"headers": {"x-a": "1\\r\\nx-b: 2"}}', /line break/],
  ])("%s is the attempt's `transform` error, not retried, nothing sent", async (_, expression, message) => {
    const h = suite.harness(Date.now());
    const src = await h.source([{ url: suite.receiver.url(), transform: expression }]);
    const before = suite.receiver.requests.length;
    await h.ingest(src.path, stripe);
    await h.runAll();
    expect(suite.receiver.requests.length).toBe(before);
    const [d] = h.deliveriesTo(src.destinations[0]!.id);
    expect(d).toMatchObject({ status: "failed", attempts: 1 });
    const attempts = h.attemptsOf([d!.id]);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ errorClass: "transform", retryable: false, responseStatus: null });
    expect(attempts[0]!.errorMessage).toMatch(message);
  });

  it("a syntax error is a 422 at the field, on create, add and update", async () => {
    const h = suite.harness(Date.now());
    const bad = '{"body": ';
    const created = await h.api("POST", "/v1/relay/sources", {
      name: "s",
      destinations: [{ url: suite.receiver.url() }, { url: suite.receiver.url(), transform: bad }],
    });
    expect(created.status).toBe(422);
    expect(created.body.detail[0].loc).toEqual(["body", "destinations", 1, "transform"]);
    expect(created.body.detail[0].msg).toMatch(/Not a JSONata expression/);
    const src = await h.source([{ url: suite.receiver.url() }]);
    const added = await h.api("POST", `/v1/relay/sources/${src.id}/destinations`, {
      url: suite.receiver.url(),
      transform: bad,
    });
    expect(added.status).toBe(422);
    expect(added.body.detail[0].loc).toEqual(["body", "transform"]);
    const path = `/v1/relay/sources/${src.id}/destinations/${src.destinations[0]!.id}`;
    expect((await h.api("PATCH", path, { transform: bad })).body.detail[0].loc).toEqual([
      "body",
      "transform",
    ]);
    expect((await h.api("PATCH", path, { transform: "body" })).body.transform).toBe("body");
    expect((await h.api("PATCH", path, { transform: null })).body.transform).toBeNull();
    const tried = await h.api("POST", "/v1/relay/transform/try", { expression: bad, request_id: "x" });
    expect(tried.body.detail[0].loc).toEqual(["body", "expression"]);
  });
});

describe("transforms: security", () => {
  it("try cannot read another account's request", async () => {
    const h = suite.harness(Date.now());
    const src = await h.source([]);
    await h.ingest(src.path, stripe);
    const request_id = (await h.api("GET", `/v1/relay/sources/${src.id}/requests`)).body.requests[0].id;
    const { makeAccount } = await import("../helpers/deps");
    const bob = makeAccount(h.deps, "bob");
    const res = await h.call(bob.headers)("POST", "/v1/relay/transform/try", {
      expression: "body",
      request_id,
    });
    expect(res.status).toBe(404);
  });
});
