import type { MiddlewareHandler } from "hono";
import type { ChatError, OpenAIErrorObject } from "../../chat/errors";
import type { AppEnv } from "../../deps";
import { HTTPError, type ValidationItem } from "../../http/errors";

/** A ChatError of the chat service as the API answers it: its status and headers, `detail` beside OpenAI's `error`. */
export const chatHTTPError = (err: ChatError): HTTPError =>
  new HTTPError(err.status, err.detail, err.headers, { error: err.error });

function typeFor(status: number): string {
  if (status === 402) return "insufficient_quota";
  if (status === 429) return "rate_limit_error";
  if (status === 502) return "upstream_error";
  if (status >= 500) return "server_error";
  return "invalid_request_error";
}

/** Derive OpenAI's error object from a FastAPI-shaped body (a string detail or a list of validation items). */
export function errorObjectFor(status: number, detail: unknown): OpenAIErrorObject {
  if (Array.isArray(detail) && detail.length > 0) {
    const first = detail[0] as ValidationItem;
    // Its loc holds the character position, not a field.
    if (first.type === "json_invalid") {
      const why = (first.ctx as { error?: unknown } | undefined)?.error;
      const message = `The body is not valid JSON${typeof why === "string" && why ? `: ${why}` : ""}`;
      return { message, type: "invalid_request_error", param: null, code: "json_invalid" };
    }
    const param = first.loc?.slice(1).join(".") || null;
    const more = detail.length > 1 ? ` (and ${detail.length - 1} more)` : "";
    return {
      message: `${param ?? "body"}: ${first.msg}${more}`,
      type: "invalid_request_error",
      param,
      code: first.type ?? null,
    };
  }
  const message = typeof detail === "string" ? detail : "Request failed";
  const code = status === 401 && message === "Invalid API key" ? "invalid_api_key" : null;
  return { message, type: typeFor(status), param: null, code };
}

/**
 * Where OpenAI's clients send requests: what this server answers (chat completions, models) and the endpoints of
 * OpenAI's API it does not, whose 404 an OpenAI client shows as "(no body)" unless it carries OpenAI's `error`.
 */
export const OPENAI_PATHS = [
  "/v1/chat/*",
  "/v1/models",
  "/v1/models/*",
  ...[
    "responses",
    "embeddings",
    "completions",
    "moderations",
    "images",
    "audio",
    "files",
    "uploads",
    "batches",
  ]
    .concat([
      "fine_tuning",
      "assistants",
      "threads",
      "vector_stores",
      "realtime",
      "containers",
      "conversations",
    ])
    .flatMap((name) => [`/v1/${name}`, `/v1/${name}/*`]),
];

/**
 * Add OpenAI's `error` object to every JSON error answer under OPENAI_PATHS, including those raised before the
 * route runs (auth 401, 413, malformed JSON, validation 422) and the 404 of an endpoint not served here, so that
 * one rule holds for every error an OpenAI client can meet there.
 */
export const openAIErrorBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status < 400 || !res.headers.get("content-type")?.includes("application/json")) return;
  let body: Record<string, unknown>;
  try {
    body = (await res.clone().json()) as Record<string, unknown>;
  } catch {
    return;
  }
  if (!body || typeof body !== "object" || "error" in body) return;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  // No route: OpenAI's own wording for it, and what is served instead.
  const error: OpenAIErrorObject =
    res.status === 404 && body.detail === "Not Found"
      ? {
          message: `Invalid URL (${c.req.method} ${c.req.path}): this server answers POST /v1/chat/completions and GET /v1/models`,
          type: "invalid_request_error",
          param: null,
          code: "unknown_url",
        }
      : errorObjectFor(res.status, body.detail);
  const merged = { ...body, error };
  // Clear first: Hono's setter would otherwise copy the old headers (and their stale length) onto the new one.
  c.res = undefined;
  c.res = new Response(JSON.stringify(merged), { status: res.status, headers });
};
