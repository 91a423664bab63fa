import { createRouter } from "../../http/router";
import { createChatCompletionHandler } from "./chat.handlers";
import { createChatCompletion } from "./chat.routes";

/** POST /v1/chat/completions (OpenAI-compatible). Mount with `app.route("/", chatRouter)`. */
export const chatRouter = createRouter().openapi(createChatCompletion, createChatCompletionHandler);

export { OPENAI_PATHS, openAIErrorBodies } from "./chat.errors";
