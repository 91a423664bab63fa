import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer } from "../helpers/model-server";
import { serveTestApp } from "./serve";

// The official client, unchanged: only baseURL and apiKey point it at us.
let t: Awaited<ReturnType<typeof serveTestApp>>;
let upstream: Awaited<ReturnType<typeof startModelServer>>;
let client: OpenAI;

beforeAll(async () => {
  upstream = await startModelServer([{ content: "Relayed answer from the model server." }]);
  t = await serveTestApp({ env: { MODEL_BASE_URL: upstream.baseUrl, MODEL_NAME: "scripted-7b" } });
  client = new OpenAI({ baseURL: `${t.baseUrl}/v1`, apiKey: t.user.key });
});
afterAll(async () => {
  await t.close();
  await upstream.close();
});

describe("openai client: happy path", () => {
  it("runs a plain completion", async () => {
    const completion = await client.chat.completions.create({
      model: "navigator",
      messages: [{ role: "user", content: "Say something" }],
    });
    expect(completion.choices[0]!.message.content).toBe("Relayed answer from the model server.");
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
  });

  it("runs a streamed completion and stops at [DONE]", async () => {
    const stream = await client.chat.completions.create({
      model: "navigator",
      messages: [{ role: "user", content: "Stream something" }],
      stream: true,
    });
    let text = "";
    let chunks = 0;
    for await (const chunk of stream) {
      chunks++;
      text += chunk.choices[0]?.delta.content ?? "";
    }
    expect(chunks).toBeGreaterThan(2);
    expect(text).toBe("Relayed answer from the model server.");
  });

  it("streams a built-in research model with a final usage chunk", async () => {
    const stream = await client.chat.completions.create({
      model: "research-fast",
      messages: [{ role: "user", content: "What is the tallest mountain?" }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const last = chunks.at(-1)!;
    expect(last.choices).toEqual([]);
    expect(last.usage?.completion_tokens).toBeGreaterThan(0);
    expect(chunks.at(-2)!.choices[0]!.finish_reason).toBe("stop");
    expect(new Set(chunks.map((c) => c.id)).size).toBe(1);
    expect(chunks[0]!.id).toMatch(/^chatcmpl-/);
  });

  it("serves n1.5-latest (the official SDK's default) and n1-latest as the navigator model, sent as MODEL_NAME", async () => {
    for (const model of ["n1.5-latest", "n1-latest"]) {
      const before = upstream.requests.length;
      const completion = await client.chat.completions.create({
        model,
        messages: [{ role: "user", content: "Say something" }],
      });
      expect(completion.choices[0]!.message.content).toBe("Relayed answer from the model server.");
      expect(upstream.requests.slice(before).map((r) => r.body.model)).toEqual(["scripted-7b"]);
    }
    expect((await client.models.retrieve("n1.5-latest")).id).toBe("n1.5-latest");
  });

  it("lists and retrieves models", async () => {
    const ids = [];
    for await (const m of client.models.list()) ids.push(m.id);
    expect(ids).toEqual([
      "research-fast",
      "research-deep",
      "navigator",
      "n1-latest",
      "n1.5-latest",
      "scripted-7b",
    ]);
    expect((await client.models.retrieve("research-deep")).owned_by).toBe("scoutpost");
  });
});

describe("openai client: errors", () => {
  it("throws NotFoundError with code model_not_found for an unknown model", async () => {
    const err = await client.chat.completions
      .create({ model: "gpt-nonexistent", messages: [{ role: "user", content: "hi" }] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.NotFoundError);
    expect(err).toMatchObject({ status: 404, code: "model_not_found", type: "invalid_request_error" });
    expect((err as Error).message).toContain("The model 'gpt-nonexistent' does not exist");
  });

  it("without a model server, n1.5-latest is a NotFoundError saying what to configure", async () => {
    const bare = await serveTestApp();
    try {
      const plain = new OpenAI({ baseURL: `${bare.baseUrl}/v1`, apiKey: bare.user.key, maxRetries: 0 });
      for (const model of ["n1.5-latest", "n1-latest", "navigator"]) {
        const err = await plain.chat.completions
          .create({ model, messages: [{ role: "user", content: "hi" }] })
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(OpenAI.NotFoundError);
        expect(err).toMatchObject({ status: 404, code: "model_not_found" });
        expect((err as Error).message).toContain(`The model '${model}' is the navigator`);
        expect((err as Error).message).toContain("set MODEL_BASE_URL to an OpenAI-compatible server");
      }
    } finally {
      await bare.close();
    }
  });

  it("throws AuthenticationError for a wrong key", async () => {
    const bad = new OpenAI({ baseURL: `${t.baseUrl}/v1`, apiKey: `sp_${"0".repeat(40)}`, maxRetries: 0 });
    const err = await bad.models.list().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((err as Error).message).toContain("Invalid API key");
  });

  /** One request through a client that retries twice, against an upstream answering `reply`: the error and the calls made. */
  async function failing(reply: Parameters<typeof upstream.setScript>[0][number], maxRetries = 2) {
    upstream.setScript([reply]);
    const before = upstream.requests.length;
    const client = new OpenAI({ baseURL: `${t.baseUrl}/v1`, apiKey: t.user.key, maxRetries });
    const err = await client.chat.completions
      .create({ model: "navigator", messages: [{ role: "user", content: "hi" }] })
      .catch((e: unknown) => e);
    upstream.setScript([{ content: "ok" }]);
    return { err, calls: upstream.requests.length - before };
  }

  it("surfaces an upstream 400 as a BadRequestError, sent once: the client does not retry it", async () => {
    const { err, calls } = await failing({
      status: 400,
      error: "maximum context length exceeded",
      type: "invalid_request_error",
    });
    expect(err).toBeInstanceOf(OpenAI.BadRequestError);
    expect((err as Error).message).toContain("maximum context length exceeded");
    expect(calls).toBe(1);
  });

  it("does not retry a 502 only the operator can clear (a model name the server does not know)", async () => {
    const { err, calls } = await failing({
      status: 404,
      error: "model 'qwen9' not found",
      code: "model_not_found",
    });
    expect(err).toMatchObject({ status: 502, type: "upstream_error" });
    expect(calls).toBe(1);
  });

  it("answers an OpenAI endpoint this server does not serve (responses, embeddings) with OpenAI's error, not (no body)", async () => {
    const calls = [
      ["POST /v1/responses", () => client.responses.create({ model: "research-fast", input: "Hello" })],
      ["POST /v1/embeddings", () => client.embeddings.create({ model: "research-fast", input: "Hello" })],
    ] as const;
    for (const [route, call] of calls) {
      const err = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err, route).toBeInstanceOf(OpenAI.NotFoundError);
      expect(err).toMatchObject({ status: 404, type: "invalid_request_error", code: "unknown_url" });
      expect((err as Error).message).toBe(
        `404 Invalid URL (${route}): this server answers POST /v1/chat/completions and GET /v1/models`,
      );
    }
    // A FastAPI client still reads `detail`; elsewhere under /v1 an unknown path keeps that shape alone.
    const headers = { "X-API-Key": t.user.key };
    const raw = await fetch(`${t.baseUrl}/v1/embeddings`, { method: "POST", headers });
    expect(await raw.json()).toMatchObject({ detail: "Not Found", error: { code: "unknown_url" } });
    expect(await (await fetch(`${t.baseUrl}/v1/nothing`, { headers })).json()).toEqual({
      detail: "Not Found",
    });
  });

  it("surfaces an upstream failure as a 502 APIError with its message", async () => {
    const { err } = await failing({ status: 500, error: "GPU on fire" }, 0);
    expect(err).toBeInstanceOf(OpenAI.InternalServerError);
    expect(err).toMatchObject({ status: 502, type: "upstream_error" });
    expect((err as Error).message).toContain("GPU on fire");
  });
});
