import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { Agent } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import { sendUpstream } from "../../src/chat/relay";
import { loadConfig } from "../../src/config";
import { accounts, usageEvents } from "../../src/db/schema";
import { createLogger } from "../../src/logger";
import { startModelServer } from "../helpers/model-server";
import { serveTestApp, sseData } from "./serve";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(env: Record<string, string> = {}, script?: Parameters<typeof startModelServer>[0]) {
  const upstream = await startModelServer(script);
  const t = await serveTestApp({ env: { MODEL_BASE_URL: upstream.baseUrl, ...env } });
  cleanups.push(upstream.close, t.close);
  return { ...t, upstream };
}

/** A hand-driven upstream on 127.0.0.1 for timing and failure cases the scripted server cannot express. */
async function rawUpstream(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const close = () =>
    new Promise<void>((r) => {
      server.close(() => r());
      server.closeAllConnections();
    });
  cleanups.push(close);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const user = (content: unknown) => [{ role: "user", content }];

describe("relay: happy path", () => {
  it("relays navigator as MODEL_NAME with the upstream key and returns the upstream JSON", async () => {
    const t = await setup({ MODEL_NAME: "qwen2.5", MODEL_API_KEY: "upstream-secret" }, [
      { content: "Hi there" },
    ]);
    const res = await t.chat({ model: "navigator", messages: user("hi"), seed: 7, temperature: 0.2 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.object).toBe("chat.completion");
    expect(body.choices[0].message.content).toBe("Hi there");
    expect(body.usage.total_tokens).toBe(15);
    const sent = t.upstream.requests[0]!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer upstream-secret");
    // Unknown fields are forwarded untouched; only the model name is mapped.
    expect(sent.body).toMatchObject({ model: "qwen2.5", seed: 7, temperature: 0.2, messages: user("hi") });
  });

  it("forwards a replayed conversation whose optional fields are null, as sent", async () => {
    const t = await setup({}, [{ content: "ok" }]);
    const messages = [
      { role: "system", content: "Be brief.", name: null },
      {
        role: "user",
        content: [
          { type: "text", text: "hi" },
          { type: "image_url", image_url: { url: "data:,", detail: null } },
        ],
      },
      { role: "assistant", content: "hello", tool_calls: null, function_call: null, name: null },
      { role: "tool", content: "done", tool_call_id: null },
      { role: "user", content: "and now?" },
    ];
    const tools = [
      { type: "function", function: { name: "f", description: null, parameters: { type: "object" } } },
    ];
    const res = await t.chat({
      model: "navigator",
      messages,
      tools,
      stream_options: { include_usage: null },
    });
    expect(res.status).toBe(200);
    expect(t.upstream.requests[0]!.body).toMatchObject({ messages, tools });
  });

  it("relays navigator as is when MODEL_NAME is not set, and MODEL_NAME by its own name", async () => {
    const t = await setup();
    expect((await t.chat({ model: "navigator", messages: user("a") })).status).toBe(200);
    expect(t.upstream.requests[0]!.body.model).toBe("navigator");
    expect(t.upstream.requests[0]!.headers.authorization).toBeUndefined();
    const named = await setup({ MODEL_NAME: "llama3" });
    expect((await named.chat({ model: "llama3", messages: user("b") })).status).toBe(200);
    expect(named.upstream.requests[0]!.body.model).toBe("llama3");
  });

  it("accepts content parts with image_url and relays them exactly", async () => {
    const t = await setup();
    const content = [
      { type: "text", text: "What is in this image?" },
      { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=", detail: "low" } },
    ];
    const res = await t.chat({ model: "navigator", messages: user(content) });
    expect(res.status).toBe(200);
    expect(t.upstream.requests[0]!.body.messages).toEqual(user(content));
  });

  it("relays tools and tool_choice and returns the model's tool calls", async () => {
    const t = await setup({}, [{ tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] }]);
    const tools = [{ type: "function", function: { name: "get_weather", parameters: { type: "object" } } }];
    const res = await t.chat({ model: "navigator", messages: user("weather?"), tools, tool_choice: "auto" });
    const body = await res.json();
    expect(body.choices[0].finish_reason).toBe("tool_calls");
    expect(JSON.parse(body.choices[0].message.tool_calls[0].function.arguments)).toEqual({ city: "Oslo" });
    expect(t.upstream.requests[0]!.body).toMatchObject({ tools, tool_choice: "auto" });
  });

  it("passes a stream through unchanged, ending with [DONE]", async () => {
    const t = await setup({}, [{ content: "streamed through the relay" }]);
    const res = await t.chat({ model: "navigator", messages: user("s"), stream: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const events = sseData(await res.text());
    expect(events.at(-1)).toBe("[DONE]");
    const chunks = events.slice(0, -1) as { choices: { delta: { content?: string } }[] }[];
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? "").join("")).toBe("streamed through the relay");
    expect(t.upstream.requests[0]!.body.stream).toBe(true);
  });

  it("delivers the first chunk before the upstream has finished", async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    const first = {
      id: "c1",
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta: { content: "first" } }],
    };
    const baseUrl = await rawUpstream(async (req, res) => {
      for await (const _ of req);
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(`data: ${JSON.stringify(first)}\n\n`);
      await released; // held open until the client has seen the first chunk
      res.end("data: [DONE]\n\n");
    });
    const t = await serveTestApp({ env: { MODEL_BASE_URL: baseUrl } });
    cleanups.push(t.close);
    const res = await t.chat({ model: "navigator", messages: user("x"), stream: true });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("\n\n")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(sseData(text)).toEqual([first]);
    release();
    for (let r = await reader.read(); !r.done; r = await reader.read()) text += decoder.decode(r.value);
    expect(sseData(text).at(-1)).toBe("[DONE]");
  });
});

describe("relay: errors about the caller's request are passed on", () => {
  it("passes an upstream 400 on with its status and error object", async () => {
    const message = "This model's maximum context length is 8192 tokens";
    const t = await setup({}, [
      {
        status: 400,
        error: message,
        type: "invalid_request_error",
        code: "context_length_exceeded",
        param: "messages",
      },
    ]);
    const res = await t.chat({ model: "navigator", messages: user("x") });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      detail: message,
      error: { message, type: "invalid_request_error", param: "messages", code: "context_length_exceeded" },
    });
  });

  it("passes an upstream 429 on with its Retry-After, streamed or not", async () => {
    const t = await setup({}, [
      { status: 429, error: "slow down", type: "rate_limit_error", headers: { "retry-after": "7" } },
    ]);
    for (const stream of [false, true]) {
      const res = await t.chat({ model: "navigator", messages: user("x"), stream });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("7");
      expect((await res.json()).error).toEqual({
        message: "slow down",
        type: "rate_limit_error",
        param: null,
        code: null,
      });
    }
  });
});

describe("relay: errors that stay the operator's", () => {
  it("answers an upstream 429 insufficient_quota (the provider account) with 502, and a 422 as a 400", async () => {
    const t = await setup({}, [
      { status: 429, error: "You exceeded your current quota", code: "insufficient_quota" },
      { status: 422, error: "temperature must be at most 2" },
    ]);
    const quota = await t.chat({ model: "navigator", messages: user("x") });
    expect(quota.status).toBe(502);
    expect((await quota.json()).detail).toBe(
      "Upstream model server error: HTTP 429: You exceeded your current quota",
    );
    const invalid = await t.chat({ model: "navigator", messages: user("x") });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).detail).toBe("temperature must be at most 2");
  });
});

describe("relay: credits", () => {
  const ledger = (t: Awaited<ReturnType<typeof setup>>) => ({
    balance: t.deps.db.select().from(accounts).where(eq(accounts.id, t.user.account.id)).get()!
      .creditsBalance,
    events: t.deps.db.select().from(usageEvents).where(eq(usageEvents.accountId, t.user.account.id)).all()
      .length,
  });

  it("charges an answered request, and gives back the charge of one the model server refused or failed", async () => {
    const t = await setup({ CREDITS_CHAT_REQUEST: "3" }, [
      { content: "fine" },
      { status: 400, error: "bad parameter" },
      { status: 500, error: "model crashed" },
      { status: 429, error: "slow down" },
    ]);
    const start = ledger(t);
    expect((await t.chat({ model: "navigator", messages: user("x") })).status).toBe(200);
    expect(ledger(t)).toEqual({ balance: start.balance - 3, events: start.events + 1 });
    for (const status of [400, 502, 429])
      expect((await t.chat({ model: "navigator", messages: user("x") })).status).toBe(status);
    expect(ledger(t)).toEqual({ balance: start.balance - 3, events: start.events + 1 });
    expect(t.upstream.requests).toHaveLength(4);
  });
});

describe("relay: upstream failures become 502", () => {
  it("maps an upstream 500 to 502 with the upstream's message", async () => {
    const t = await setup({}, [{ status: 500, error: "model crashed" }]);
    const res = await t.chat({ model: "navigator", messages: user("x") });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      detail: "Upstream model server error: HTTP 500: model crashed",
      error: {
        message: "Upstream model server error: HTTP 500: model crashed",
        type: "upstream_error",
        param: null,
        code: "upstream_error",
      },
    });
  });

  it("maps an upstream error to 502 before a stream starts", async () => {
    const t = await setup({}, [{ status: 503, error: "overloaded" }]);
    const res = await t.chat({ model: "navigator", messages: user("x"), stream: true });
    expect(res.status).toBe(502);
    expect((await res.json()).detail).toBe("Upstream model server error: HTTP 503: overloaded");
  });

  it("maps an upstream 401 (our MODEL_API_KEY) to 502 naming the setting, not to the caller's 401", async () => {
    const t = await setup({ MODEL_API_KEY: "sk-stale-operator-key" }, [
      {
        status: 401,
        error: "Incorrect API key provided: sk-stal*********-key.",
        type: "invalid_request_error",
      },
    ]);
    const lines: string[] = [];
    t.deps.logger = createLogger("info", {}, (l) => lines.push(l));
    const res = await t.chat({ model: "navigator", messages: user("x") });
    expect(res.status).toBe(502);
    // The provider's message quotes the operator's key: the caller is not shown it, the operator's log is.
    expect((await res.json()).detail).toBe(
      "Upstream model server error: HTTP 401: the model server refused this service's credentials (the operator should check MODEL_API_KEY)",
    );
    expect(lines.map((l) => JSON.parse(l))).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "the model server refused MODEL_API_KEY",
        error: "Incorrect API key provided: sk-stal*********-key.",
      }),
    );
  });

  it("marks the 502s only the operator can clear as final (x-should-retry: false), and no others", async () => {
    const t = await setup({}, [
      { status: 401, error: "bad key" },
      { status: 403, error: "forbidden" },
      { status: 404, error: "no such model" },
      { status: 429, error: "out of credit", code: "insufficient_quota" },
      { status: 500, error: "GPU on fire" },
      { status: 503, error: "loading" },
    ]);
    const seen: [number, string | null][] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.chat({ model: "navigator", messages: user("hi") });
      seen.push([res.status, res.headers.get("x-should-retry")]);
    }
    expect(seen).toEqual([
      [502, "false"],
      [502, "false"],
      [502, "false"],
      [502, "false"],
      [502, null],
      [502, null],
    ]);
  });

  it("turns a JSON answer to a streamed request into the stream the client asked for", async () => {
    const completion = {
      id: "chatcmpl-up",
      object: "chat.completion",
      created: 1,
      model: "up",
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content: "Hello there",
            tool_calls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{}" } }],
          },
          finish_reason: "tool_calls",
        },
      ],
      usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
    };
    const base = await rawUpstream((req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(completion));
    });
    const t = await serveTestApp({ env: { MODEL_BASE_URL: base } });
    cleanups.push(t.close);
    const res = await t.chat({
      model: "navigator",
      messages: user("hi"),
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = sseData(await res.text());
    expect(events.at(-1)).toBe("[DONE]");
    const chunks = events.slice(0, -1) as {
      object: string;
      id: string;
      usage: unknown;
      choices: { delta: unknown; finish_reason: unknown }[];
    }[];
    expect(chunks.map((c) => c.object)).toEqual(Array(3).fill("chat.completion.chunk"));
    expect(chunks[0].choices[0].delta).toEqual({
      role: "assistant",
      content: "Hello there",
      tool_calls: [{ index: 0, id: "c1", type: "function", function: { name: "f", arguments: "{}" } }],
    });
    expect(chunks[0].usage).toBeNull();
    expect(chunks[1].choices[0]).toMatchObject({ delta: {}, finish_reason: "tool_calls" });
    expect(chunks[2]).toMatchObject({ id: "chatcmpl-up", choices: [], usage: completion.usage });
  });

  it("passes an event stream sent without a content type through as a stream", async () => {
    const base = await rawUpstream((req, res) => {
      req.resume();
      res.writeHead(200);
      res.end('data: {"id":"x","object":"chat.completion.chunk","choices":[]}\n\ndata: [DONE]\n\n');
    });
    const t = await serveTestApp({ env: { MODEL_BASE_URL: base } });
    cleanups.push(t.close);
    const res = await t.chat({ model: "navigator", messages: user("hi"), stream: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(sseData(await res.text())).toEqual([
      { id: "x", object: "chat.completion.chunk", choices: [] },
      "[DONE]",
    ]);
  });

  it("maps a refused connection to 502", async () => {
    const baseUrl = await rawUpstream(() => {});
    await cleanups.pop()!(); // closed: the port now refuses connections
    const t = await serveTestApp({ env: { MODEL_BASE_URL: baseUrl } });
    cleanups.push(t.close);
    const res = await t.chat({ model: "navigator", messages: user("x") });
    expect(res.status).toBe(502);
    expect((await res.json()).detail).toBe("Upstream model server error: connection refused");
  });

  it("maps an answer that is not JSON to 502", async () => {
    const baseUrl = await rawUpstream((_req, res) => res.end("<html>gateway</html>"));
    const t = await serveTestApp({ env: { MODEL_BASE_URL: baseUrl } });
    cleanups.push(t.close);
    const res = await t.chat({ model: "navigator", messages: user("x") });
    expect(res.status).toBe(502);
    expect((await res.json()).detail).toMatch(/not a JSON object/);
  });

  it("ends a stream the upstream drops with an error event", async () => {
    const baseUrl = await rawUpstream((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write('data: {"id":"c1","object":"chat.completion.chunk","choices":[]}\n\n', () => res.destroy());
    });
    const t = await serveTestApp({ env: { MODEL_BASE_URL: baseUrl } });
    cleanups.push(t.close);
    const res = await t.chat({ model: "navigator", messages: user("x"), stream: true });
    expect(res.status).toBe(200);
    const events = sseData(await res.text()) as { error?: { type: string } }[];
    expect(events.at(-1)?.error?.type).toBe("upstream_error");
  });

  it("reports a timed-out upstream as a 502 that says so", async () => {
    const baseUrl = await rawUpstream(() => {}); // accepts, never answers
    const config = loadConfig({ MODEL_BASE_URL: baseUrl });
    const dispatcher = new Agent({ headersTimeout: 100 });
    cleanups.push(() => dispatcher.close());
    const err = await sendUpstream({
      config: config.model!,
      body: { model: "navigator", messages: user("x") },
      dispatcher,
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, detail: "Upstream model server error: timed out" });
  });
});
