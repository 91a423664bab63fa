import { z } from "@hono/zod-openapi";
import { floatTypeError } from "../../http/errors";

// Lenient by design (docs/design.md §4): OpenAI clients send many fields we do not use; unknown fields are kept
// (looseObject) so the relay forwards them untouched, and only what we rely on is checked. Every optional field
// also takes null: clients replaying a conversation send `tool_calls: null`, `name: null`, … (pydantic's
// model_dump, LiteLLM), and the relay must not be stricter than the server it forwards to.

const ContentPart = z
  .looseObject({
    type: z.string(),
    text: z.string().nullish(),
    image_url: z
      .union([z.string(), z.looseObject({ url: z.string(), detail: z.string().nullish() })])
      .nullish(),
  })
  .openapi("ChatContentPart", { description: "text, image_url, input_audio, file, ... parts" });

const Message = z
  .looseObject({
    role: z.string().min(1),
    content: z.union([z.string(), z.array(ContentPart), z.null()]).optional(),
    name: z.string().nullish(),
    tool_calls: z.array(z.looseObject({})).nullish(),
    tool_call_id: z.string().nullish(),
  })
  .openapi("ChatMessage");

const Tool = z.looseObject({
  type: z.string(),
  function: z.looseObject({ name: z.string(), description: z.string().nullish() }).nullish(),
});

/**
 * The OpenAI Chat Completions request, as far as this service reads it: validated into the chat service's
 * ChatRequest (src/chat/request.ts).
 */
export const ChatCompletionRequest = z
  .looseObject({
    model: z.string().min(1),
    messages: z.array(Message).min(1),
    temperature: z.number({ error: floatTypeError }).min(0).max(2).nullish(),
    top_p: z.number({ error: floatTypeError }).min(0).max(1).nullish(),
    max_tokens: z.number().int().min(1).nullish(),
    max_completion_tokens: z.number().int().min(1).nullish(),
    stop: z.union([z.string(), z.array(z.string()), z.null()]).optional(),
    tools: z.array(Tool).nullish(),
    tool_choice: z.union([z.string(), z.looseObject({})]).nullish(),
    response_format: z
      .looseObject({
        type: z.string(),
        json_schema: z.looseObject({ name: z.string().nullish(), schema: z.unknown().optional() }).nullish(),
      })
      .nullish(),
    n: z.number().int().min(1).nullish(),
    logprobs: z.boolean().nullish(),
    stream: z.boolean().nullish(),
    stream_options: z.looseObject({ include_usage: z.boolean().nullish() }).nullish(),
  })
  .openapi("ChatCompletionRequest", {
    example: {
      model: "research-fast",
      messages: [
        { role: "system", content: "Answer in two sentences." },
        { role: "user", content: "Who built https://example.com/lighthouse?" },
      ],
      temperature: 0.2,
    },
  });

export const Usage = z
  .object({
    prompt_tokens: z.number().int(),
    completion_tokens: z.number().int(),
    total_tokens: z.number().int(),
  })
  .openapi("CompletionUsage");

/** A non-streamed answer. Relayed answers are the model server's own object, passed through. */
export const ChatCompletion = z
  .looseObject({
    id: z.string(),
    object: z.literal("chat.completion"),
    created: z.number().int(),
    model: z.string(),
    choices: z.array(
      z.looseObject({
        index: z.number().int(),
        message: z.looseObject({ role: z.literal("assistant"), content: z.string().nullable() }),
        finish_reason: z.string().nullable(),
      }),
    ),
    usage: Usage.optional(),
    citations: z.array(z.string()).optional().openapi({ description: "Source URLs (research models)" }),
  })
  .openapi("ChatCompletion", {
    example: {
      id: "chatcmpl-5f0c9a7e2b1d4c8e9a3f6b2d1e0c7a94",
      object: "chat.completion",
      created: 1795858200,
      model: "research-fast",
      choices: [
        {
          index: 0,
          message: {
            role: "assistant",
            content:
              "The lighthouse was built in 1874 by the harbour board [1], to plans by Ana Ribeiro [2].",
          },
          finish_reason: "stop",
        },
      ],
      usage: { prompt_tokens: 31, completion_tokens: 24, total_tokens: 55 },
      citations: ["https://example.com/lighthouse", "https://example.org/engineers/ribeiro"],
    },
  });

export const OpenAIErrorBody = z
  .object({
    detail: z.string(),
    error: z.object({
      message: z.string(),
      type: z.string(),
      param: z.string().nullable(),
      code: z.string().nullable(),
    }),
  })
  .openapi("OpenAIError");
