import { type Dispatcher, request } from "undici";
import type { Config } from "../config";

/** The model server of MODEL_BASE_URL / MODEL_API_KEY / MODEL_NAME (`config.model`). */
export type ModelConfig = NonNullable<Config["model"]>;

/** An OpenAI Chat Completions request body; fields we do not name are passed through unchanged. */
export type ChatRequest = Record<string, unknown> & { messages: unknown[]; model?: string };

export interface ChatMessage {
  role: string;
  content: string | null;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  [key: string]: unknown;
}

/** The parts of a `chat.completion` we rely on; the rest is kept as sent. */
export interface ChatCompletion {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: { index: number; message: ChatMessage; finish_reason: string | null }[];
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  [key: string]: unknown;
}

/** One `chat.completion.chunk` of a stream. */
export interface ChatCompletionChunk {
  id: string;
  object: string;
  created: number;
  model: string;
  choices: { index: number; delta: Partial<ChatMessage>; finish_reason: string | null }[];
  usage?: ChatCompletion["usage"] | null;
  [key: string]: unknown;
}

/** The model server answered with an error status, sent something unreadable, or could not be reached. */
export class ModelError extends Error {
  override name = "ModelError";
  constructor(
    message: string,
    /** HTTP status from the model server, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * How a request reaches the model server: `dispatcher` is the engines' pool, `deps.http.engineModel`
 * (src/net/clients.ts: not behind the SSRF guard, since the operator chose the server; generous timeouts between
 * bytes), and `signal` bounds the whole request.
 */
export interface ModelRequestOptions {
  dispatcher: Dispatcher;
  signal?: AbortSignal;
}

function send(model: ModelConfig, body: ChatRequest, { dispatcher, signal }: ModelRequestOptions) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (model.apiKey) headers.authorization = `Bearer ${model.apiKey}`;
  return request(`${model.baseUrl}/chat/completions`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...body, model: body.model ?? model.name ?? "default" }),
    dispatcher,
    signal,
  });
}

async function failure(res: Awaited<ReturnType<typeof request>>): Promise<ModelError> {
  const text = (await res.body.text().catch(() => "")).slice(0, 2000);
  let message = text;
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } | string; detail?: string };
    message =
      (typeof parsed.error === "string" ? parsed.error : parsed.error?.message) ?? parsed.detail ?? text;
  } catch {
    // not JSON: keep the text
  }
  // Providers quote the key they refused ("Incorrect API key provided: sk-proj-****abcd"): the operator's key, which
  // a task's error (shown to whoever made the task) must not carry.
  if (res.statusCode === 401 || res.statusCode === 403)
    message = "it refused this service's credentials (the operator should check MODEL_API_KEY)";
  return new ModelError(`Model server answered ${res.statusCode}: ${message || "no body"}`, res.statusCode);
}

/**
 * POST `body` to `{MODEL_BASE_URL}/chat/completions` and return the parsed `chat.completion`. `model` defaults
 * to MODEL_NAME. Throws ModelError on a non-2xx answer or an unreadable body; aborts with `signal`.
 */
export async function chatCompletion(
  model: ModelConfig,
  body: ChatRequest,
  opts: ModelRequestOptions,
): Promise<ChatCompletion> {
  const res = await send(model, { ...body, stream: false }, opts);
  if (res.statusCode < 200 || res.statusCode > 299) throw await failure(res);
  return readCompletion(res.body);
}

/** A `chat.completion` body, or a ModelError saying what came instead. */
async function readCompletion(body: { text(): Promise<string> }): Promise<ChatCompletion> {
  const text = await body.text();
  try {
    const parsed = JSON.parse(text) as ChatCompletion;
    if (!Array.isArray(parsed.choices)) throw new Error("no choices");
    return parsed;
  } catch {
    throw new ModelError(`Model server sent an unreadable completion: ${text.slice(0, 200)}`);
  }
}

/**
 * The streaming variant: POST with `stream: true` and yield each `chat.completion.chunk` as it arrives (the
 * `[DONE]` marker ends the iteration). Throws ModelError before the first chunk when the server refuses, and
 * mid-stream when the server breaks it off: an `error` event (vLLM, Ollama), or the stream ending before `[DONE]`
 * with no choice finished, so a cut answer is never taken for a whole one. A server that ignores `stream` and
 * answers one JSON completion is read as a stream of one chunk.
 */
export async function* chatCompletionStream(
  model: ModelConfig,
  body: ChatRequest,
  opts: ModelRequestOptions,
): AsyncGenerator<ChatCompletionChunk> {
  const res = await send(model, { ...body, stream: true }, opts);
  if (res.statusCode < 200 || res.statusCode > 299) throw await failure(res);
  if (/^application\/json\b/i.test(String(res.headers["content-type"] ?? ""))) {
    yield asChunk(await readCompletion(res.body));
    return;
  }
  const decoder = new TextDecoder();
  let buffer = "";
  let finished = false;
  const events = function* (event: string): Generator<ChatCompletionChunk | "done"> {
    for (const chunk of parseEvent(event)) {
      if (chunk !== "done" && "brokeOff" in chunk) {
        // An error after every choice finished takes nothing away from the answer (some servers send one).
        if (finished) {
          yield "done" as const;
          return;
        }
        throw new ModelError(`Model server broke off the stream: ${chunk.brokeOff}`);
      }
      if (chunk !== "done") finished ||= chunk.choices?.some((c) => c.finish_reason) ?? false;
      yield chunk;
    }
  };
  for await (const piece of res.body) {
    buffer += decoder.decode(piece as Buffer, { stream: true });
    let cut = buffer.search(/\r?\n\r?\n/);
    while (cut >= 0) {
      const event = buffer.slice(0, cut);
      buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, "");
      for (const chunk of events(event)) {
        if (chunk === "done") return;
        yield chunk;
      }
      cut = buffer.search(/\r?\n\r?\n/);
    }
  }
  for (const chunk of events(buffer)) {
    if (chunk === "done") return;
    yield chunk;
  }
  if (!finished) throw new ModelError("Model server ended the stream before the answer was finished");
}

/** A whole completion as the one chunk of a stream (its message as the delta). */
function asChunk(c: ChatCompletion): ChatCompletionChunk {
  return {
    ...c,
    object: "chat.completion.chunk",
    choices: c.choices.map((ch) => ({
      index: ch.index,
      delta: ch.message,
      finish_reason: ch.finish_reason ?? "stop",
    })),
  };
}

/**
 * The `data:` lines of one SSE event (comments and other fields ignored): a chunk, `[DONE]`, or the server breaking
 * the stream off (an `error` field, with or without choices — OpenRouter sends `finish_reason: "error"` beside it).
 */
function parseEvent(event: string): (ChatCompletionChunk | "done" | { brokeOff: string })[] {
  const data = event
    .split(/\r?\n/)
    .filter((l) => l.startsWith("data:"))
    .map((l) => l.slice(5).trim())
    .join("\n");
  if (!data) return [];
  if (data === "[DONE]") return ["done"];
  let parsed: ChatCompletionChunk & { error?: { message?: unknown } | string };
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new ModelError(`Model server sent an unreadable stream chunk: ${data.slice(0, 200)}`);
  }
  const errored = Array.isArray(parsed?.choices) && parsed.choices.some((c) => c?.finish_reason === "error");
  if (parsed && typeof parsed === "object" && (parsed.error != null || errored)) {
    const e = parsed.error;
    const message =
      typeof e === "string"
        ? e
        : typeof e?.message === "string"
          ? e.message
          : JSON.stringify(e ?? "finish_reason: error");
    return [{ brokeOff: message.slice(0, 300) }];
  }
  return [parsed];
}

/** Run a streaming completion, calling `onText` with each content delta; returns the whole text. */
export async function streamText(
  model: ModelConfig,
  body: ChatRequest,
  opts: ModelRequestOptions & { onText?: (delta: string) => void },
): Promise<string> {
  let text = "";
  for await (const chunk of chatCompletionStream(model, body, opts)) {
    const delta = chunk.choices?.[0]?.delta?.content;
    if (typeof delta === "string" && delta.length > 0) {
      text += delta;
      opts.onText?.(delta);
    }
  }
  return text;
}
