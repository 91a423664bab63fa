import { modelNotFound } from "../../chat/errors";
import { createRouter } from "../../http/router";
import { chatHTTPError } from "../chat/chat.errors";
import { listModels } from "./models.catalog";
import { getModelRoute, listModelsRoute } from "./models.routes";

/** GET /v1/models and GET /v1/models/{model}, in OpenAI's shapes (either API key header works here). */
export const modelsRouter = createRouter()
  .openapi(listModelsRoute, (c) =>
    c.json({ object: "list" as const, data: listModels(c.get("deps").config) }, 200),
  )
  .openapi(getModelRoute, (c) => {
    const { model } = c.req.valid("param");
    const found = listModels(c.get("deps").config).find((m) => m.id === model);
    if (!found) throw chatHTTPError(modelNotFound(model));
    return c.json(found, 200);
  });
