import { createRoute, z } from "@hono/zod-openapi";
import { OpenAIErrorBody } from "../chat/chat.schemas";

const model = (id: string) => ({ id, object: "model" as const, created: 1767225600, owned_by: "scoutpost" });

export const ModelSchema = z
  .object({
    id: z.string(),
    object: z.literal("model"),
    created: z.number().int(),
    owned_by: z.string(),
  })
  .openapi("Model", { example: model("research-fast") });

export const ModelList = z
  .object({ object: z.literal("list"), data: z.array(ModelSchema) })
  .openapi("ModelList", {
    example: { object: "list", data: [model("research-fast"), model("research-deep"), model("navigator")] },
  });

/** GET /v1/models — OpenAI's list shape. */
export const listModelsRoute = createRoute({
  operationId: "listModels",
  method: "get",
  path: "/v1/models",
  tags: ["Chat"],
  summary: "List the models chat completions accept",
  responses: {
    200: { description: "The models", content: { "application/json": { schema: ModelList } } },
  },
});

/** GET /v1/models/{model} — OpenAI's retrieve; 404 `model_not_found` for a model not served here. */
export const getModelRoute = createRoute({
  operationId: "getModel",
  method: "get",
  path: "/v1/models/{model}",
  tags: ["Chat"],
  summary: "Describe one model",
  request: { params: z.object({ model: z.string().min(1) }) },
  responses: {
    200: { description: "The model", content: { "application/json": { schema: ModelSchema } } },
    404: {
      description: "Unknown model",
      content: { "application/json": { schema: OpenAIErrorBody } },
    },
  },
});
