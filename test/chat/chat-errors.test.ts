import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, usageEvents } from "../../src/db/schema";
import { jsonInit, makeAccount, makeTestApp } from "../helpers/deps";
import { startFixtureSite } from "../helpers/fixture-site";

const PATH = "/v1/chat/completions";
const hello = { model: "research-fast", messages: [{ role: "user", content: "hello" }] };

function setup(env: Record<string, string> = {}) {
  const t = makeTestApp({ env });
  const bearer = { Authorization: `Bearer ${t.user.key}` };
  const post = (body: unknown, headers: Record<string, string> = bearer) =>
    t.app.request(PATH, jsonInit("POST", body, headers));
  return { ...t, bearer, post };
}

describe("chat errors: authentication (Bearer only)", () => {
  it("refuses X-API-Key alone with 401 saying to use Authorization: Bearer", async () => {
    const { post, user } = setup();
    const res = await post(hello, { "X-API-Key": user.key });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.detail).toMatch(/Authorization: Bearer/);
    expect(body.error).toMatchObject({ message: body.detail, type: "invalid_request_error" });
  });

  it("answers a missing key with both detail and the OpenAI error object", async () => {
    const { post } = setup();
    const res = await post(hello, {});
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
    expect(await res.json()).toEqual({
      detail: "Not authenticated",
      error: { message: "Not authenticated", type: "invalid_request_error", param: null, code: null },
    });
  });

  it("answers an unknown Bearer key with code invalid_api_key", async () => {
    const { post } = setup();
    const res = await post(hello, { Authorization: `Bearer sp_${"x".repeat(40)}` });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("invalid_api_key");
  });
});

describe("chat errors: models and validation", () => {
  it("answers an unknown model with 404 model_not_found", async () => {
    const { post } = setup();
    const res = await post({ ...hello, model: "x" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      detail: "The model 'x' does not exist",
      error: {
        message: "The model 'x' does not exist",
        type: "invalid_request_error",
        param: null,
        code: "model_not_found",
      },
    });
  });

  it("does not serve the navigator's names without MODEL_BASE_URL, and says how to enable them", async () => {
    const { post } = setup();
    for (const model of ["navigator", "n1-latest", "n1.5-latest"]) {
      const res = await post({ ...hello, model });
      expect(res.status).toBe(404);
      const body = await res.json();
      expect(body.error.code).toBe("model_not_found");
      expect(body.detail).toMatch(/set MODEL_BASE_URL to an OpenAI-compatible server/);
      expect(body.detail).toBe(body.error.message);
    }
  });

  it("answers missing messages with a FastAPI 422 plus an invalid_request_error", async () => {
    const { post } = setup();
    const res = await post({ model: "research-fast" });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.detail).toEqual([
      {
        loc: ["body", "messages"],
        msg: "Field required",
        type: "missing",
        input: { model: "research-fast" },
      },
    ]);
    expect(body.error).toEqual({
      message: "messages: Field required",
      type: "invalid_request_error",
      param: "messages",
      code: "missing",
    });
  });

  it("reports a non-number temperature as a float's error, not an integer's", async () => {
    const { post } = setup();
    for (const [temperature, type, msg] of [
      ["0.5", "float_parsing", "Input should be a valid number, unable to parse string as a number"],
      [true, "float_type", "Input should be a valid number"],
      [3, "less_than_equal", "Input should be less than or equal to 2"],
    ] as const) {
      const body = await (await post({ ...hello, temperature })).json();
      expect(body.detail[0], String(temperature)).toMatchObject({ loc: ["body", "temperature"], type, msg });
      expect(body.error).toMatchObject({ param: "temperature", code: type });
    }
  });

  it("refuses an empty messages list and a non-string model", async () => {
    const { post } = setup();
    const empty = await post({ model: "research-fast", messages: [] });
    expect(empty.status).toBe(422);
    expect((await empty.json()).detail[0]).toMatchObject({ loc: ["body", "messages"], type: "too_short" });
    const badModel = await post({ ...hello, model: 7 });
    expect(badModel.status).toBe(422);
    expect((await badModel.json()).detail[0]).toMatchObject({ loc: ["body", "model"], type: "string_type" });
  });

  it("answers malformed JSON with 422 json_invalid and the error object", async () => {
    const { post } = setup();
    const res = await post('{"model": "research-fast",');
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.detail[0].type).toBe("json_invalid");
    // The detail's loc holds a character position: the error object names no field.
    expect(body.error).toMatchObject({ type: "invalid_request_error", param: null, code: "json_invalid" });
    expect(body.error.message).toMatch(/^The body is not valid JSON: ./);
  });

  it("answers a body over 20 MiB with 413 and the error object", async () => {
    const { post } = setup();
    const big = JSON.stringify({
      ...hello,
      messages: [{ role: "user", content: "x".repeat(21 * 1024 * 1024) }],
    });
    const res = await post(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      detail: "Request body too large",
      error: { message: "Request body too large", type: "invalid_request_error" },
    });
  });

  it("refuses a research request whose last user message has no text", async () => {
    const { post } = setup();
    const res = await post({
      model: "research-fast",
      messages: [{ role: "user", content: [{ type: "image_url", image_url: { url: "data:," } }] }],
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.detail[0].loc).toEqual(["body", "messages"]);
    expect(body.detail[0].msg).toMatch(/last user message, and it has no text$/);
    const none = await post({ model: "research-fast", messages: [{ role: "wizard", content: "hi" }] });
    expect((await none.json()).detail[0].msg).toMatch(
      /last user message, and there is none \(roles given: wizard\)$/,
    );
  });
});

describe("chat errors: credits", () => {
  it("answers 402 insufficient_quota without billing and charges nothing", async () => {
    const { app, deps } = setup();
    const poor = makeAccount(deps, "poor", 0);
    const res = await app.request(PATH, jsonInit("POST", hello, { Authorization: `Bearer ${poor.key}` }));
    expect(res.status).toBe(402);
    const body = await res.json();
    expect(body.detail).toMatch(/Insufficient credits/);
    expect(body.error).toMatchObject({ type: "insufficient_quota", code: "insufficient_quota" });
    expect(
      deps.db.select().from(usageEvents).where(eq(usageEvents.accountId, poor.account.id)).all(),
    ).toEqual([]);
  });

  it("does not charge a request refused for an unknown model", async () => {
    const { post, deps } = setup();
    await post({ ...hello, model: "nope" });
    expect(deps.db.select().from(usageEvents).all()).toEqual([]);
  });

  it("charges CREDITS_CHAT_REQUEST per request as a chat_request usage event", async () => {
    const { post, deps, user } = setup({ CREDITS_CHAT_REQUEST: "3" });
    const site = await startFixtureSite();
    try {
      const question = {
        ...hello,
        messages: [{ role: "user", content: `Lamp? ${site.url}/technology.html` }],
      };
      expect((await post(question)).status).toBe(200);
    } finally {
      await site.close();
    }
    const events = deps.db.select().from(usageEvents).where(eq(usageEvents.accountId, user.account.id)).all();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: "chat_request", credits: 3 });
    expect(events[0]!.refId).toMatch(/^chatcmpl-/);
    const acct = deps.db.select().from(accounts).where(eq(accounts.id, user.account.id)).get()!;
    expect(acct.creditsBalance).toBe(997);
  });
});
