import { type OpenAPIHono, z } from "@hono/zod-openapi";

// What /openapi.json says beyond the typed routes: the security schemes, the server, and the public routes that
// are plain Hono handlers (relay ingest, inbox capture, metrics), so that the reference lists every surface a
// client or a sender reaches. The typed routes document themselves (src/api/*/*.routes.ts).

const Detail = z.object({ detail: z.string() }).openapi("Problem");
const problem = (description: string) => ({
  description,
  content: { "application/json": { schema: Detail } },
});
const token = z.object({
  token: z.string().openapi({ description: "The URL's secret token (40 characters)", example: "Fybh0m3N…" }),
});
const anyBody = {
  content: {
    "*/*": {
      schema: z.string().openapi({
        format: "binary",
        description: "Any bytes, kept exactly",
        example: '{"id":"evt_3QxExampleA1b2C3","type":"payment_intent.succeeded"}',
      }),
    },
  },
};

/** Register the schemes every authenticated route accepts, and the public routes outside the typed routers. */
export function registerDocumentedExtras(app: OpenAPIHono<never>): void {
  const registry = app.openAPIRegistry;
  registry.registerComponent("securitySchemes", "APIKeyHeader", {
    type: "apiKey",
    in: "header",
    name: "x-api-key",
  });
  registry.registerComponent("securitySchemes", "HTTPBearer", { type: "http", scheme: "bearer" });
  registry.registerPath({
    operationId: "ingestRelayRequest",
    method: "post",
    path: "/hooks/relay/{token}",
    tags: ["Relay"],
    summary: "A relay source's ingest URL (public: the token is the secret; any method and sub-path)",
    description:
      "Stores the request and its deliveries, then answers. Any method is accepted, and any path after the " +
      "token (`/hooks/relay/{token}/any/path`), kept as the request's `path`.",
    security: [],
    request: { params: token, body: anyBody },
    responses: {
      200: {
        description: "Accepted (or a sender's retry of an accepted request: `duplicate: true`)",
        content: {
          "application/json": {
            schema: z
              .object({ ok: z.literal(true), request_id: z.string(), duplicate: z.boolean().optional() })
              .openapi({ example: { ok: true, request_id: "01a213ed-2220-7192-8eb9-65406f3441d0" } }),
          },
        },
      },
      401: problem("The sender's signature did not verify (recorded as rejected)"),
      404: problem("No source has this token"),
      413: problem("Body larger than RELAY_MAX_BODY_BYTES"),
      508: problem("A forwarding loop: x-scoutpost-hops is 5 or more (recorded as rejected)"),
    },
  });
  registry.registerPath({
    operationId: "captureInboxRequest",
    method: "post",
    path: "/hooks/inbox/{token}",
    tags: ["Webhooks"],
    summary: "An inbox's capture URL (public: the token is the secret; any method and sub-path)",
    description: "Records the request and answers the inbox's response status (or `?status=NNN`).",
    security: [],
    request: { params: token, body: anyBody },
    responses: {
      200: {
        description: "Captured",
        content: {
          "application/json": { schema: z.object({ ok: z.boolean() }).openapi({ example: { ok: true } }) },
        },
      },
      404: problem("No inbox has this token"),
      413: problem("Body larger than 256 KiB (recorded, cut there)"),
    },
  });
  registry.registerPath({
    operationId: "getMetrics",
    method: "get",
    path: "/metrics",
    tags: ["Health"],
    summary: "Prometheus metrics (any API key, or METRICS_TOKEN as a Bearer token)",
    responses: {
      200: {
        description: "Prometheus text exposition",
        content: {
          "text/plain": { schema: z.string().openapi({ example: "scoutpost_webhook_queue_depth 0" }) },
        },
      },
      401: problem("No valid key or token"),
    },
  });
}

/** The document's own fields: title, the server it is served from, and the security every route needs. */
export function documentConfig(version: string, publicUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Scoutpost",
      version,
      description:
        "Self-hosted agent web service: browsing, research, scouts, chat completions and webhooks. " +
        "Authenticate with `X-API-Key: <key>` or `Authorization: Bearer <key>`.",
    },
    servers: [{ url: publicUrl, description: "This instance (PUBLIC_URL)" }],
    security: [{ APIKeyHeader: [] as string[] }, { HTTPBearer: [] as string[] }] as Record<
      string,
      string[]
    >[],
  };
}

type Op = {
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
type Doc = { paths?: object; components?: { schemas?: Record<string, unknown> } };

const PROBLEM_REF = { $ref: "#/components/schemas/Problem" };
const VALIDATION = {
  type: "object",
  properties: {
    detail: {
      type: "array",
      items: {
        type: "object",
        properties: {
          loc: { type: "array", items: { anyOf: [{ type: "string" }, { type: "integer" }] } },
          msg: { type: "string" },
          type: { type: "string" },
        },
        required: ["loc", "msg", "type"],
      },
    },
  },
  required: ["detail"],
  example: {
    detail: [
      {
        loc: ["query", "page_size"],
        msg: "Input should be less than or equal to 500",
        type: "less_than_equal",
      },
    ],
  },
};

/**
 * The answers every route can give without declaring them: 401 where a key is needed (src/http/auth.ts) and 422
 * where a parameter or body is validated (src/http/errors.ts), in the FastAPI shapes the service answers.
 */
export function withCommonProblems<D extends Doc>(doc: D): D {
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ValidationProblem: VALIDATION },
  };
  doc.components.schemas!.Problem ??= {
    type: "object",
    properties: { detail: { type: "string" } },
    required: ["detail"],
  };
  for (const item of Object.values(doc.paths ?? {}) as Record<string, Op>[])
    for (const op of Object.values(item)) {
      op.responses ??= {};
      const secured = op.security === undefined || op.security.length > 0;
      if (secured && !op.responses["401"])
        op.responses["401"] = {
          description: "Missing or invalid API key",
          content: { "application/json": { schema: PROBLEM_REF } },
        };
      if ((op.parameters?.length || op.requestBody) && !op.responses["422"])
        op.responses["422"] = {
          description: "A parameter or the body is not valid",
          content: { "application/json": { schema: { $ref: "#/components/schemas/ValidationProblem" } } },
        };
    }
  return doc;
}
