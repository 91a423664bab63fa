import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../deps";
import { type Location, zodToHTTPError } from "./errors";

const locations: Record<string, Location> = {
  json: "body",
  form: "body",
  query: "query",
  param: "path",
  header: "header",
  cookie: "cookie",
};

/**
 * A router whose validation failures become FastAPI-style 422s. Every resource builds its routes on one of these,
 * so the zod schema beside a route is its validation, its types and its OpenAPI at once.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const location = locations[result.target] ?? "body";
        const data =
          result.target === "query"
            ? c.req.query()
            : result.target === "param"
              ? c.req.param()
              : (result as { data?: unknown }).data;
        throw zodToHTTPError(result.error, location, data);
      }
    },
  });
}
