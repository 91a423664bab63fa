import { createRoute } from "@hono/zod-openapi";
import { ChatCompletion, ChatCompletionRequest, OpenAIErrorBody } from "./chat.schemas";

/** What `stream: true` answers: chunks of the answer, the finish chunk, then `[DONE]`. */
const chunk = (delta: object, finish: string | null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-5f0c9a7e2b1d4c8e9a3f6b2d1e0c7a94",
    object: "chat.completion.chunk",
    created: 1795858200,
    model: "research-fast",
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  })}\n\n`;
const STREAM_EXAMPLE =
  chunk({ role: "assistant", content: "The lighthouse was built in 1874 " }, null) +
  chunk({ content: "by the harbour board [1]." }, null) +
  chunk({}, "stop") +
  "data: [DONE]\n\n";

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: OpenAIErrorBody } },
});

/** POST /v1/chat/completions — OpenAI-compatible; Bearer authentication only (docs/spec.md §5.3). */
export const createChatCompletion = createRoute({
  operationId: "createChatCompletion",
  method: "post",
  path: "/v1/chat/completions",
  tags: ["Chat"],
  summary: "Create a chat completion (OpenAI-compatible)",
  description:
    "Models `research-fast` and `research-deep` answer the last user message with the research engine, citing " +
    "sources. With MODEL_BASE_URL set, `navigator`, `n1-latest`, `n1.5-latest` (and MODEL_NAME) are relayed to that server. With " +
    "`stream: true` the answer is Server-Sent Events of `chat.completion.chunk` ending with `data: [DONE]`.",
  security: [{ HTTPBearer: [] }],
  request: {
    body: { required: true, content: { "application/json": { schema: ChatCompletionRequest } } },
  },
  responses: {
    200: {
      description: "A chat.completion object, or an event stream of chat.completion.chunk objects",
      content: {
        "application/json": { schema: ChatCompletion },
        "text/event-stream": { schema: { type: "string" }, example: STREAM_EXAMPLE },
      },
    },
    401: error("Missing or invalid key, or X-API-Key used instead of Authorization: Bearer"),
    402: error("Not enough prepaid credits and billing not set up (code insufficient_quota)"),
    404: error("Unknown model (code model_not_found)"),
    422: { description: "Validation error (FastAPI shape, plus OpenAI's error object)" },
    502: error("The relayed model server failed, timed out or could not be reached"),
  },
});
