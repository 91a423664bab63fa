import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer: a full assistant message (text and/or tool calls), an HTTP error, or raw SSE chunks. */
export type ScriptedReply =
  | {
      content?: string | null;
      tool_calls?: { id?: string; name: string; arguments: Record<string, unknown> | string }[];
      finish_reason?: string;
      /** Never finish: a plain request gets no answer at all, a streamed one its content and then nothing. */
      stall?: boolean;
      /** Answer one JSON completion even when asked to stream (as some servers do). */
      ignoreStream?: boolean;
    }
  | {
      status: number;
      error: string;
      /** OpenAI error fields (default type: server_error) and extra response headers. */
      type?: string;
      code?: string;
      param?: string;
      headers?: Record<string, string>;
    }
  /** Raw SSE `data:` payloads, then `[DONE]` — or, with `close`, the connection closed without it. */
  | { chunks: string[]; close?: boolean };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown> & { messages?: unknown[]; stream?: boolean; model?: string };
}

/**
 * A small OpenAI-compatible model server on 127.0.0.1 for tests: it answers POST /v1/chat/completions from a
 * script (in order; the last reply repeats when the script runs out), streams when asked, lists models, and
 * records every request so tests can assert on what our service sent.
 */
export async function startModelServer(initial: ScriptedReply[] = [{ content: "ok" }]) {
  let script = initial;
  const requests: RecordedRequest[] = [];
  let next = 0;
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const path = req.url ?? "/";
    if (req.method === "GET" && path.endsWith("/models")) {
      res.setHeader("content-type", "application/json");
      return res.end(
        JSON.stringify({ object: "list", data: [{ id: "scripted", object: "model", owned_by: "test" }] }),
      );
    }
    let body: RecordedRequest["body"] = {};
    try {
      body = JSON.parse(text || "{}");
    } catch {
      res.statusCode = 400;
      return res.end(JSON.stringify({ error: { message: "bad json" } }));
    }
    requests.push({ path, headers: req.headers, body });
    const reply = script[Math.min(next++, script.length - 1)]!;
    if ("status" in reply) {
      res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
      const { error: message, type = "server_error", code = null, param = null } = reply;
      return res.end(JSON.stringify({ error: { message, type, param, code } }));
    }
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const model = String(body.model ?? "scripted");
    if ("chunks" in reply) {
      res.setHeader("content-type", "text/event-stream");
      for (const c of reply.chunks) res.write(`data: ${c}\n\n`);
      return res.end(reply.close ? undefined : "data: [DONE]\n\n");
    }
    const toolCalls = reply.tool_calls?.map((t, i) => ({
      id: t.id ?? `call_${requests.length}_${i}`,
      type: "function",
      function: {
        name: t.name,
        arguments: typeof t.arguments === "string" ? t.arguments : JSON.stringify(t.arguments),
      },
    }));
    const message = {
      role: "assistant",
      content: reply.content ?? null,
      ...(toolCalls ? { tool_calls: toolCalls } : {}),
    };
    const finish = reply.finish_reason ?? (toolCalls ? "tool_calls" : "stop");
    const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
    if (body.stream && !reply.ignoreStream) {
      res.setHeader("content-type", "text/event-stream");
      const base = { id, object: "chat.completion.chunk", created, model };
      res.write(
        `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { role: "assistant" }, finish_reason: null }] })}\n\n`,
      );
      for (const piece of (reply.content ?? "").match(/.{1,8}/gs) ?? []) {
        res.write(
          `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`,
        );
      }
      if (reply.stall) return;
      res.write(
        `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: finish }], usage })}\n\n`,
      );
      return res.end("data: [DONE]\n\n");
    }
    if (reply.stall) return;
    res.setHeader("content-type", "application/json");
    res.end(
      JSON.stringify({
        id,
        object: "chat.completion",
        created,
        model,
        choices: [{ index: 0, message, finish_reason: finish }],
        usage,
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    /** Base URL to put in MODEL_BASE_URL (OpenAI-style, ending in /v1). */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replace the script (and start again from its first reply). */
    setScript(s: ScriptedReply[]) {
      script = s;
      next = 0;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
