import { describe, expect, it } from "vitest";
import { errorObjectFor } from "../../src/api/chat/chat.errors";
import { sseResponse } from "../../src/api/chat/chat.sse";
import { resolveModel } from "../../src/api/models/models.catalog";
import { estimateUsage, messageText, newCompletion, pieces } from "../../src/chat/protocol";
import { loadConfig } from "../../src/config";
import { sseData } from "./serve";

describe("protocol: messages and usage", () => {
  it("takes a message's text from a string or from its text parts only", () => {
    expect(messageText({ role: "user", content: "plain" })).toBe("plain");
    expect(
      messageText({
        role: "user",
        content: [
          { type: "text", text: "a" },
          { type: "image_url", image_url: { url: "data:," } },
          { type: "text", text: "b" },
        ],
      }),
    ).toBe("a\nb");
    expect(messageText({ role: "assistant", content: null })).toBe("");
  });

  it("estimates about one token per four characters", () => {
    const usage = estimateUsage([{ role: "user", content: "12345" }], "1234");
    expect(usage).toEqual({ prompt_tokens: 2, completion_tokens: 1, total_tokens: 3 });
  });

  it("splits text into pieces that join back to the original", () => {
    const text = "word ".repeat(100) + "x".repeat(400);
    const parts = pieces(text, 50);
    expect(parts.join("")).toBe(text);
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(50);
    expect(pieces("")).toEqual([]);
  });

  it("never cuts a character in two: each piece is well-formed UTF-16 (emoji, CJK beyond the BMP)", () => {
    const text = JSON.stringify({ summary: `灯${"😀".repeat(100)}𠮷`.repeat(3) });
    for (const size of [7, 50, 160]) {
      const parts = pieces(text, size);
      expect(parts.join("")).toBe(text);
      // No lone surrogate: a high one not followed by a low one, or a low one not preceded by a high one.
      for (const p of parts)
        expect(p, JSON.stringify(p)).not.toMatch(
          /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
        );
    }
  });

  it("makes chatcmpl- ids and created in unix seconds", () => {
    const base = newCompletion("research-fast", 1_700_000_000_123);
    expect(base.id).toMatch(/^chatcmpl-[0-9a-f]{32}$/);
    expect(base.created).toBe(1_700_000_000);
  });
});

describe("protocol: model resolution", () => {
  it("maps navigator to MODEL_NAME, and relays nothing without MODEL_BASE_URL", () => {
    const withModel = loadConfig({ MODEL_BASE_URL: "http://127.0.0.1:1/v1", MODEL_NAME: "m" });
    expect(resolveModel(withModel, "navigator")).toEqual({
      kind: "relay",
      id: "navigator",
      upstreamModel: "m",
    });
    for (const id of ["n1-latest", "n1.5-latest"]) {
      expect(resolveModel(withModel, id)).toEqual({ kind: "relay", id, upstreamModel: "m" });
      expect(resolveModel(loadConfig({ MODEL_BASE_URL: "http://127.0.0.1:1/v1" }), id)).toEqual({
        kind: "relay",
        id,
        upstreamModel: id,
      });
      expect(resolveModel(loadConfig({}), id)).toBeUndefined();
    }
    expect(resolveModel(withModel, "m")).toEqual({ kind: "relay", id: "m", upstreamModel: "m" });
    expect(resolveModel(withModel, "research-deep")).toEqual({
      kind: "research",
      id: "research-deep",
      mode: "deep",
    });
    expect(resolveModel(loadConfig({}), "navigator")).toBeUndefined();
    expect(resolveModel(loadConfig({}), "toString")).toBeUndefined();
  });
});

describe("protocol: OpenAI error objects", () => {
  it("summarises a validation list with its parameter and type", () => {
    const detail = [
      { loc: ["body", "messages", 0, "role"], msg: "Field required", type: "missing" },
      { loc: ["body", "model"], msg: "Field required", type: "missing" },
    ];
    expect(errorObjectFor(422, detail)).toEqual({
      message: "messages.0.role: Field required (and 1 more)",
      type: "invalid_request_error",
      param: "messages.0.role",
      code: "missing",
    });
  });

  it("types string details by status", () => {
    expect(errorObjectFor(413, "Request body too large").type).toBe("invalid_request_error");
    expect(errorObjectFor(402, "x").type).toBe("insufficient_quota");
    expect(errorObjectFor(500, "Internal Server Error").type).toBe("server_error");
    expect(errorObjectFor(401, "Invalid API key").code).toBe("invalid_api_key");
  });
});

describe("protocol: event streams", () => {
  it("sends keep-alive comments while the work is quiet, then the events", async () => {
    let sawHeartbeat!: () => void;
    const heartbeat = new Promise<void>((r) => {
      sawHeartbeat = r;
    });
    const res = sseResponse(
      async (w) => {
        await heartbeat;
        w.send({ n: 1 });
        w.done();
      },
      { heartbeatMs: 5 },
    );
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      text += r.value;
      if (text.includes(": keep-alive\n\n")) sawHeartbeat();
    }
    expect(text.endsWith('data: {"n":1}\n\ndata: [DONE]\n\n')).toBe(true);
  });

  it("ends with an OpenAI error event when the work throws", async () => {
    const res = sseResponse(async () => {
      throw new Error("engine exploded");
    });
    expect(sseData(await res.text())).toEqual([
      { error: { message: "engine exploded", type: "server_error", param: null, code: null } },
    ]);
  });
});
