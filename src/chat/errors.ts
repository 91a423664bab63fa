/** OpenAI's error object, which OpenAI clients read to show a proper message. */
export interface OpenAIErrorObject {
  message: string;
  type: string;
  param: string | null;
  code: string | null;
}

/**
 * Why a chat request gets no answer, in OpenAI's terms: the status OpenAI's API would answer with, its error
 * object, and the headers that go with it (Retry-After, x-should-retry). The chat service throws it; the API turns
 * it into its HTTP error, `detail` beside `error` (chatHTTPError, src/api/chat/chat.errors.ts).
 */
export class ChatError extends Error {
  readonly detail: string;

  constructor(
    readonly status: number,
    readonly error: OpenAIErrorObject,
    readonly headers: Record<string, string> = {},
  ) {
    super(error.message);
    this.detail = error.message;
  }
}

/** A ChatError with OpenAI's error object (no `param`). */
export function openAIError(
  status: number,
  message: string,
  type: string,
  code: string | null = null,
  headers: Record<string, string> = {},
): ChatError {
  return new ChatError(status, { message, type, param: null, code }, headers);
}

/** OpenAI's 400 for a request field the model cannot honour, naming the field in `param`. */
export const invalidRequest = (param: string, message: string, code = "invalid_value") =>
  new ChatError(400, { message, type: "invalid_request_error", param, code });

/** The 404 OpenAI sends for a model it does not serve. */
export const modelNotFound = (model: string) =>
  openAIError(404, `The model '${model}' does not exist`, "invalid_request_error", "model_not_found");

/**
 * A navigator model name (`navigator`, `n1-latest`, `n1.5-latest`) asked of an instance without a model server:
 * OpenAI's 404 `model_not_found`, saying what the operator has to configure to serve it.
 */
export const navigatorUnconfigured = (model: string) =>
  openAIError(
    404,
    `The model '${model}' is the navigator, which this instance serves only with a model server configured: ` +
      "set MODEL_BASE_URL to an OpenAI-compatible server (Ollama, vLLM, a hosted API), with MODEL_NAME and " +
      "MODEL_API_KEY as it needs, and restart",
    "invalid_request_error",
    "model_not_found",
  );
