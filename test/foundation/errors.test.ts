import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { ECHOED_INPUT_MAX, echoedInput } from "../../src/http/errors";
import { pageSizeParam } from "../../src/http/pagination";
import { createRouter } from "../../src/http/router";
import { webhookUrlField } from "../../src/webhooks/url-policy";
import { jsonInit, makeAccount, makeDeps, makeTestApp } from "../helpers/deps";

// A probe resource built exactly like the real ones (createRouter + zod route schemas).
const probe = createRoute({
  method: "post",
  path: "/v1/probe/{id}",
  request: {
    params: z.object({ id: z.uuid() }),
    query: z.object({ page_size: pageSizeParam }),
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            task: z.string().min(1).max(10),
            mode: z.enum(["fast", "deep"]).optional(),
            max_steps: z.number().int().min(1).max(100).optional(),
            webhook_url: webhookUrlField.optional(),
          }),
        },
      },
    },
  },
  responses: { 200: { description: "ok" } },
});

function setup() {
  const deps = makeDeps();
  const app = createApp(deps);
  app.route(
    "/",
    createRouter().openapi(probe, (c) =>
      c.json({ ok: true, body: c.req.valid("json"), query: c.req.valid("query") }, 200),
    ),
  );
  const user = makeAccount(deps);
  const url = "/v1/probe/8b0f7f3e-2f7c-4a53-9a53-3d7b6b6e8f10";
  return { app, user, url };
}

type Detail = {
  detail: { loc: (string | number)[]; msg: string; type: string; input?: unknown; ctx?: unknown }[];
};

describe("validation errors are FastAPI-shaped", () => {
  it("reports a missing field as type missing at [body, field]", async () => {
    const { app, user, url } = setup();
    const res = await app.request(url, jsonInit("POST", {}, user.headers));
    expect(res.status).toBe(422);
    const body = (await res.json()) as Detail;
    expect(body.detail).toEqual([
      { loc: ["body", "task"], msg: "Field required", type: "missing", input: {} },
    ]);
  });

  it("reports wrong types, bounds and enums with pydantic types and ctx", async () => {
    const { app, user, url } = setup();
    const res = await app.request(
      url,
      jsonInit("POST", { task: 5, mode: "slow", max_steps: 0 }, user.headers),
    );
    const body = (await res.json()) as Detail;
    const byField = Object.fromEntries(body.detail.map((d) => [d.loc.at(-1), d]));
    expect(byField.task).toMatchObject({ type: "string_type", input: 5 });
    expect(byField.mode).toMatchObject({
      type: "enum",
      msg: "Input should be 'fast' or 'deep'",
      input: "slow",
    });
    expect(byField.max_steps).toMatchObject({ type: "greater_than_equal", ctx: { ge: 1 }, input: 0 });
  });

  it("reports a too-long string as string_too_long", async () => {
    const { app, user, url } = setup();
    const res = await app.request(url, jsonInit("POST", { task: "x".repeat(11) }, user.headers));
    const body = (await res.json()) as Detail;
    expect(body.detail[0]).toMatchObject({
      loc: ["body", "task"],
      type: "string_too_long",
      ctx: { max_length: 10 },
    });
  });

  it("reports a bad query parameter at [query, name] as int_parsing, decimal digits only", async () => {
    const { app, user, url } = setup();
    for (const input of ["abc", "0x10", "1e1", ""]) {
      const res = await app.request(
        `${url}?page_size=${input}`,
        jsonInit("POST", { task: "a" }, user.headers),
      );
      expect(res.status, input).toBe(422);
      const body = (await res.json()) as Detail;
      expect(body.detail[0]).toMatchObject({ loc: ["query", "page_size"], type: "int_parsing", input });
    }
  });

  it("reads a repeated query parameter as its last value, as FastAPI does (a body still arrives whole)", async () => {
    const { app, user, url } = setup();
    const res = await app.request(
      `${url}?page_size=abc&page_size=7`,
      jsonInit("POST", { task: "a", mode: "deep" }, user.headers),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ query: { page_size: 7 }, body: { task: "a", mode: "deep" } });
    const usage = await app.request("/v1/usage?period=24h&period=7d", { headers: user.headers });
    expect(usage.status).toBe(200);
    expect(await usage.json()).toMatchObject({ activity: { period: "7d" } });
  });

  it("reports a bad path parameter at [path, name], before anything is looked up", async () => {
    const { app, user } = setup();
    const res = await app.request("/v1/probe/not-a-uuid", jsonInit("POST", { task: "a" }, user.headers));
    expect(res.status).toBe(422);
    const body = (await res.json()) as Detail;
    expect(body.detail[0]).toMatchObject({ loc: ["path", "id"], type: "uuid_parsing" });
  });

  it("answers malformed JSON with 422 json_invalid", async () => {
    const { app, user, url } = setup();
    const res = await app.request(url, jsonInit("POST", '{"task": ', user.headers));
    expect(res.status).toBe(422);
    const body = (await res.json()) as Detail;
    expect(body.detail[0]).toMatchObject({
      loc: ["body", expect.any(Number)],
      type: "json_invalid",
      msg: "JSON decode error",
    });
  });

  it("answers a JSON body that is not valid UTF-8 with 422 json_invalid, and stores nothing altered", async () => {
    const { app, user, url } = setup();
    const bytes = Buffer.concat([Buffer.from('{"task": "caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await app.request(url, {
      method: "POST",
      headers: { ...user.headers, "Content-Type": "application/json" },
      body: bytes,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as Detail;
    expect(body.detail[0]).toMatchObject({
      loc: ["body"],
      type: "json_invalid",
      ctx: { error: "The body is not valid UTF-8" },
    });
    const fine = await app.request(url, jsonInit("POST", { task: "café ☕" }, user.headers));
    expect(await fine.json()).toMatchObject({ body: { task: "café ☕" } });
  });

  it("applies the webhook URL rule at the field's loc", async () => {
    const { app, user, url } = setup();
    for (const bad of [
      "http://example.com/hook",
      "ftp://localhost/x",
      "not a url",
      "https://u:p@example.com/",
    ]) {
      const res = await app.request(url, jsonInit("POST", { task: "a", webhook_url: bad }, user.headers));
      expect(res.status).toBe(422);
      const body = (await res.json()) as Detail;
      expect(body.detail[0]!.loc).toEqual(["body", "webhook_url"]);
    }
    for (const good of ["https://example.com/hook", "http://localhost:9/x", "http://127.0.0.1:8080/h"]) {
      const res = await app.request(url, jsonInit("POST", { task: "a", webhook_url: good }, user.headers));
      expect(res.status).toBe(200);
    }
  });

  it("ignores unknown body fields, as FastAPI does", async () => {
    const { app, user, url } = setup();
    const res = await app.request(
      url,
      jsonInit("POST", { task: "a", agent: "x", is_public: true }, user.headers),
    );
    expect(res.status).toBe(200);
  });
});

describe("echoed inputs are capped", () => {
  const TRUNCATED = /… \[truncated, (\d+) bytes\]$/;
  const chat = (body: unknown) => {
    const { app, user } = makeTestApp();
    return app.request(
      "/v1/chat/completions",
      jsonInit("POST", body, { Authorization: `Bearer ${user.key}` }),
    );
  };

  it("a large body missing required fields is answered small, each input truncated with a marker", async () => {
    const body = JSON.stringify({ pad: "x".repeat(2 * 1024 * 1024) });
    const res = await chat(body);
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text.length).toBeLessThan(8 * 1024);
    const { detail } = JSON.parse(text) as Detail;
    expect(detail.map((d) => d.loc)).toEqual([
      ["body", "model"],
      ["body", "messages"],
    ]);
    for (const d of detail) {
      expect(d.type).toBe("missing");
      expect(typeof d.input).toBe("string");
      const input = d.input as string;
      expect(input.startsWith(body.slice(0, ECHOED_INPUT_MAX))).toBe(true);
      expect(input.match(TRUNCATED)?.[1]).toBe(String(body.length));
    }
  });

  it("a large value of the wrong type is truncated at its own field", async () => {
    const res = await chat({ model: "m", messages: "y".repeat(5000) });
    expect(res.status).toBe(422);
    const { detail } = (await res.json()) as Detail;
    expect(detail).toHaveLength(1);
    expect(detail[0]).toMatchObject({ loc: ["body", "messages"], type: "list_type" });
    expect(detail[0]!.input).toBe(`"${"y".repeat(ECHOED_INPUT_MAX - 1)}… [truncated, 5002 bytes]`);
  });

  it("a small input is still echoed unchanged", async () => {
    const res = await chat({ pad: "small", extra: [1, 2] });
    expect(res.status).toBe(422);
    const { detail } = (await res.json()) as Detail;
    expect(detail).toEqual([
      {
        loc: ["body", "model"],
        msg: "Field required",
        type: "missing",
        input: { pad: "small", extra: [1, 2] },
      },
      {
        loc: ["body", "messages"],
        msg: "Field required",
        type: "missing",
        input: { pad: "small", extra: [1, 2] },
      },
    ]);
  });

  it("the cap is on the input's JSON: 1 KiB is echoed as is, one character more is truncated", () => {
    const atCap = "a".repeat(ECHOED_INPUT_MAX - 2); // its JSON adds two quotes
    expect(echoedInput(atCap)).toBe(atCap);
    expect(echoedInput(`${atCap}b`)).toBe(`"${atCap}b… [truncated, ${ECHOED_INPUT_MAX + 1} bytes]`);
    // N counts UTF-8 bytes, and a cut never splits a surrogate pair.
    const emoji = `${"a".repeat(ECHOED_INPUT_MAX - 2)}😀`;
    expect(echoedInput(emoji)).toBe(
      `"${"a".repeat(ECHOED_INPUT_MAX - 2)}… [truncated, ${ECHOED_INPUT_MAX + 4} bytes]`,
    );
  });
});

describe("other errors", () => {
  it("answers an unknown route with 404 Not Found", async () => {
    const { app } = setup();
    const res = await app.request("/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "Not Found" });
  });

  it("answers a wrong method on a known path with 405 and Allow", async () => {
    const { app, user, url } = setup();
    const res = await app.request(url, { method: "GET", headers: user.headers });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toEqual({ detail: "Method Not Allowed" });
    expect((await app.request("/health", { method: "DELETE" })).status).toBe(405);
  });

  it("answers a path that matches no route's own pattern with 404, not 405 (a trailing slash)", async () => {
    const { app, user } = setup();
    for (const [method, path] of [
      ["GET", "/v1/research/tasks/"],
      ["POST", "/v1/scouting/webhooks/test/"],
      ["GET", "/v1/research/tasks/abc/"],
    ] as const) {
      const res = await app.request(path, { method, headers: user.headers });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ detail: "Not Found" });
    }
  });

  it("answers a body over 1 MiB with 413", async () => {
    const { app, user, url } = setup();
    const res = await app.request(
      url,
      jsonInit("POST", { task: "x".repeat(1024 * 1024 + 10) }, user.headers),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "Request body too large" });
  });

  it("answers a non-JSON content type with 415 and a hint", async () => {
    const { app, user, url } = setup();
    const res = await app.request(url, {
      method: "POST",
      headers: { ...user.headers, "Content-Type": "text/plain" },
      body: "task=a",
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/application\/json/);
  });

  it("never leaks a stack trace: an unexpected error is a plain 500 detail", async () => {
    const deps = makeDeps();
    const app = createApp(deps);
    app.get("/boom", () => {
      throw new Error("secret internals at /src/x.ts:1");
    });
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ detail: "Internal Server Error" });
    expect(text).not.toContain("internals");
  });
});

describe("hostile JSON", () => {
  it("refuses a body nested deeper than the limit with 422 json_invalid, not a crash", async () => {
    const { app, user, url } = setup();
    const deep = `{"task": "a", "x": ${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const res = await app.request(url, jsonInit("POST", deep, user.headers));
    expect(res.status).toBe(422);
    const body = (await res.json()) as Detail;
    expect(body.detail[0]).toMatchObject({ loc: ["body"], type: "json_invalid" });
  });

  it("accepts nesting within the limit, and brackets inside strings do not count", async () => {
    const { app, user, url } = setup();
    const ok = `{"task": "${"[".repeat(500)}", "x": ${"[".repeat(90)}${"]".repeat(90)}}`;
    const res = await app.request(url, jsonInit("POST", ok, user.headers));
    // The probe route caps task at 10 characters: a validation error proves the body got through to validation.
    expect(res.status).toBe(422);
    expect(((await res.json()) as Detail).detail[0]).toMatchObject({
      loc: ["body", "task"],
      type: "string_too_long",
    });
  });
});
