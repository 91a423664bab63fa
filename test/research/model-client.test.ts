import { Agent } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatCompletion, chatCompletionStream, ModelError, streamText } from "../../src/engines/model";
import { startModelServer } from "../helpers/model-server";

let server: Awaited<ReturnType<typeof startModelServer>>;
beforeAll(async () => {
  server = await startModelServer();
});
// The engines' model pool as production builds it is `deps.http.engineModel`; a plain pool here.
const dispatcher = new Agent();
afterAll(async () => {
  await dispatcher.close();
  await server.close();
});

const model = () => ({ baseUrl: server.baseUrl, apiKey: "sk-test", name: "writer" });

describe("model client: happy path", () => {
  it("posts to /chat/completions with the key and MODEL_NAME, and returns the completion", async () => {
    server.setScript([{ content: "Hello there" }]);
    const done = await chatCompletion(
      model(),
      {
        messages: [{ role: "user", content: "hi" }],
        temperature: 0,
      },
      { dispatcher },
    );
    expect(done.choices[0]?.message.content).toBe("Hello there");
    const sent = server.requests.at(-1)!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer sk-test");
    expect(sent.body).toMatchObject({ model: "writer", temperature: 0, stream: false });
  });

  it("keeps a model the caller names", async () => {
    server.setScript([{ content: "ok" }]);
    await chatCompletion(model(), { model: "other", messages: [] }, { dispatcher });
    expect(server.requests.at(-1)!.body.model).toBe("other");
  });

  it("streams chunks until [DONE], and streamText joins the deltas", async () => {
    server.setScript([{ content: "A streamed answer with several pieces." }]);
    const chunks = [];
    for await (const c of chatCompletionStream(model(), { messages: [] }, { dispatcher })) chunks.push(c);
    expect(server.requests.at(-1)!.body.stream).toBe(true);
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe("stop");
    const deltas: string[] = [];
    const text = await streamText(model(), { messages: [] }, { dispatcher, onText: (d) => deltas.push(d) });
    expect(text).toBe("A streamed answer with several pieces.");
    expect(deltas.length).toBeGreaterThan(1);
  });
});

describe("model client: servers that stream their own way", () => {
  const chunk = (content: string, finish: string | null = null) =>
    JSON.stringify({
      id: "c",
      object: "chat.completion.chunk",
      created: 1,
      model: "m",
      choices: [{ index: 0, delta: { content }, finish_reason: finish }],
    });

  it("reads a server that answers one JSON completion to a streamed request as a stream of one chunk", async () => {
    server.setScript([{ content: "A whole answer at once.", ignoreStream: true }]);
    const deltas: string[] = [];
    const text = await streamText(model(), { messages: [] }, { dispatcher, onText: (d) => deltas.push(d) });
    expect(server.requests.at(-1)!.body.stream).toBe(true);
    expect(text).toBe("A whole answer at once.");
    expect(deltas).toEqual(["A whole answer at once."]);
  });

  it("fails a stream the server broke off with an error event: a cut answer is not a whole one", async () => {
    server.setScript([
      {
        chunks: [
          chunk("The lighthouse was built by"),
          JSON.stringify({ error: { message: "out of memory" } }),
        ],
      },
    ]);
    const deltas: string[] = [];
    await expect(
      streamText(model(), { messages: [] }, { dispatcher, onText: (d) => deltas.push(d) }),
    ).rejects.toThrow(/broke off the stream: out of memory/);
    expect(deltas).toEqual(["The lighthouse was built by"]);
  });

  it("fails on an error beside choices (OpenRouter's finish_reason error); an error after the answer finished is ignored", async () => {
    const errorChunk = JSON.stringify({
      id: "c",
      object: "chat.completion.chunk",
      created: 1,
      model: "m",
      error: { message: "provider down" },
      choices: [{ index: 0, delta: { content: "" }, finish_reason: "error" }],
    });
    server.setScript([{ chunks: [chunk("The answer is"), errorChunk] }]);
    await expect(streamText(model(), { messages: [] }, { dispatcher })).rejects.toThrow(
      /broke off the stream: provider down/,
    );
    server.setScript([
      { chunks: [chunk("The answer is 4."), chunk("", "stop"), JSON.stringify({ error: "late" })] },
    ]);
    expect(await streamText(model(), { messages: [] }, { dispatcher })).toBe("The answer is 4.");
  });

  it("fails a stream that ends without [DONE] before any choice finished; one that finished may omit [DONE]", async () => {
    server.setScript([{ chunks: [chunk("Half an ans")], close: true }]);
    await expect(streamText(model(), { messages: [] }, { dispatcher })).rejects.toThrow(
      /ended the stream before the answer/,
    );
    server.setScript([{ chunks: [chunk("A whole answer."), chunk("", "stop")], close: true }]);
    expect(await streamText(model(), { messages: [] }, { dispatcher })).toBe("A whole answer.");
  });
});

describe("model client: errors", () => {
  it("turns an error status into a ModelError carrying the server's message", async () => {
    server.setScript([{ status: 503, error: "model is loading" }]);
    const err = await chatCompletion(model(), { messages: [] }, { dispatcher }).catch((e) => e);
    expect(err).toBeInstanceOf(ModelError);
    expect(err.status).toBe(503);
    expect(err.message).toContain("model is loading");
    const streamErr = await streamText(model(), { messages: [] }, { dispatcher }).catch((e) => e);
    expect(streamErr).toBeInstanceOf(ModelError);
  });

  it("refuses an unreadable stream chunk", async () => {
    server.setScript([{ chunks: ["{not json"] }]);
    const err = await streamText(model(), { messages: [] }, { dispatcher }).catch((e) => e);
    expect(err).toBeInstanceOf(ModelError);
    expect(err.message).toContain("unreadable stream chunk");
  });

  it("stops when the caller aborts", async () => {
    server.setScript([{ content: "never read" }]);
    const err = await chatCompletion(
      model(),
      { messages: [] },
      { dispatcher, signal: AbortSignal.abort() },
    ).catch((e) => e);
    expect(err.name).toBe("AbortError");
  });
});
