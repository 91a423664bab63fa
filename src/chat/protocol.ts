import { randomUUID } from "node:crypto";
import type { ChatMessage } from "./request";

/** The fields every object of one answer shares (OpenAI repeats them on each chunk). */
export interface CompletionBase {
  id: string;
  created: number;
  model: string;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** A new completion id (`chatcmpl-` + 32 hex characters) and `created` in unix seconds. */
export function newCompletion(model: string, nowMs: number): CompletionBase {
  return { id: `chatcmpl-${randomUUID().replaceAll("-", "")}`, created: Math.floor(nowMs / 1000), model };
}

/** The text of a message: its string content, or its text parts joined (images and other parts are skipped). */
export function messageText(message: ChatMessage): string {
  const { content } = message;
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .filter((p) => p.type === "text" && typeof p.text === "string")
    .map((p) => p.text)
    .join("\n");
}

/** About one token per four characters: the usual rule of thumb, close enough for usage accounting. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** Estimated usage for a prompt and the answer given to it. */
export function estimateUsage(messages: ChatMessage[], answer: string): Usage {
  const prompt_tokens = messages.reduce((n, m) => n + estimateTokens(messageText(m)), 0);
  const completion_tokens = estimateTokens(answer);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

/** One function call of an assistant message. */
export interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

/**
 * A whole `chat.completion` object with one assistant choice: text, or one function call (content null,
 * finish_reason `tool_calls`).
 */
export function completionObject(
  base: CompletionBase,
  answer: string | ToolCall,
  usage: Usage,
  extra: Record<string, unknown> = {},
  finishReason: "stop" | "length" = "stop",
) {
  const message =
    typeof answer === "string"
      ? { role: "assistant" as const, content: answer, refusal: null }
      : { role: "assistant" as const, content: null, refusal: null, tool_calls: [answer] };
  return {
    ...base,
    object: "chat.completion" as const,
    choices: [
      {
        index: 0,
        message,
        logprobs: null,
        finish_reason: typeof answer === "string" ? finishReason : "tool_calls",
      },
    ],
    usage,
    ...extra,
  };
}

/**
 * One `chat.completion.chunk`. With `stream_options.include_usage`, OpenAI sends `usage: null` on every chunk
 * and the totals on a last chunk whose `choices` is empty; `withUsage` asks for the null.
 */
export function chunkObject(
  base: CompletionBase,
  delta: Record<string, unknown>,
  finishReason: string | null = null,
  opts: { withUsage?: boolean; extra?: Record<string, unknown> } = {},
) {
  return {
    ...base,
    object: "chat.completion.chunk" as const,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(opts.withUsage ? { usage: null } : {}),
    ...opts.extra,
  };
}

/** The final usage chunk of a stream (`choices: []`), as OpenAI sends it. */
export function usageChunk(base: CompletionBase, usage: Usage) {
  return { ...base, object: "chat.completion.chunk" as const, choices: [], usage };
}

/**
 * Split text into pieces of about `size` characters, cutting after whitespace where possible, and never between
 * the two halves of a character beyond the BMP (an emoji): each piece is sent as a chunk of its own, and a client
 * that decodes chunks one by one (Python's) would get two broken characters.
 */
export function pieces(text: string, size = 160): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > size) {
    const space = rest.lastIndexOf(" ", size);
    let cut = space > size / 2 ? space + 1 : size;
    const high = rest.charCodeAt(cut - 1);
    if (high >= 0xd800 && high <= 0xdbff && cut > 1) cut--;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest) out.push(rest);
  return out;
}
