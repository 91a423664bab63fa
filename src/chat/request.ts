// The OpenAI Chat Completions request as the chat service reads it. The API validates a request into this shape
// with its zod schema (ChatCompletionRequest, src/api/chat/chat.schemas.ts), which is the API's contract; fields
// the service does not read are kept (the relay forwards them untouched).

/** One part of a message's content: text, image_url, input_audio, file, ... */
export interface ChatContentPart {
  type: string;
  text?: string | null;
  [field: string]: unknown;
}

export interface ChatMessage {
  role: string;
  content?: string | ChatContentPart[] | null;
  [field: string]: unknown;
}

export interface ChatTool {
  type: string;
  function?: { name: string; [field: string]: unknown } | null;
  [field: string]: unknown;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  max_tokens?: number | null;
  max_completion_tokens?: number | null;
  stop?: string | string[] | null;
  tools?: ChatTool[] | null;
  tool_choice?: string | Record<string, unknown> | null;
  response_format?: {
    type: string;
    json_schema?: { name?: string | null; schema?: unknown; [field: string]: unknown } | null;
    [field: string]: unknown;
  } | null;
  n?: number | null;
  logprobs?: boolean | null;
  stream?: boolean | null;
  stream_options?: { include_usage?: boolean | null; [field: string]: unknown } | null;
  [field: string]: unknown;
}
