import { createRoute, z } from "@hono/zod-openapi";
import { notFound } from "../../http/errors";
import { createRouter } from "../../http/router";
import { getRequest } from "../../relay/requests";
import { TRANSFORM_LIMITS, transformSyntaxError } from "../../relay/transform";
import { DEFAULT_TRY_URL, storedSample, tryTransform as tried } from "../../relay/transform-try";
import { ErrorSchema } from "../webhooks/params";
import { triedExample, tryTransformExample } from "./examples";

// docs/design.md §6b "Destination" `transform`: a destination's JSONata expression, compiled before it is accepted
// (a syntax error is a 422 at the field), and POST /v1/relay/transform/try, which runs one on a stored request.

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });

/** A JSONata expression that compiles; its syntax error is the 422's message at the field. */
export const transformField = z
  .string()
  .min(1)
  .max(TRANSFORM_LIMITS.expressionChars)
  .superRefine((v, ctx) => {
    const error = transformSyntaxError(v);
    if (error) ctx.addIssue({ code: "custom", message: `Not a JSONata expression: ${error}` });
  })
  .openapi({
    description:
      "A JSONata expression over {method, path, query, headers, body} answering the same shape; a part it leaves " +
      "out is forwarded as received (docs/relay.md, Transformations). 50 ms and 1 MiB of output at most",
    example: '{"body": {"text": "Paid: " & body.data.object.amount_paid}}',
  });

const Shape = z.object({
  method: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.unknown()),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
});

const TriedSchema = z
  .object({
    ok: z.boolean(),
    error: z
      .string()
      .nullable()
      .openapi({ description: "Why it failed (as a forward's attempt would record)" }),
    input: Shape.openapi({ description: "What the expression received" }),
    output: Shape.nullable().openapi({ description: "The request as it would be forwarded (body as text)" }),
    url: z.string().nullable().openapi({ description: "Where it would go, given `destination_url`" }),
  })
  .openapi("RelayTransformTried", { example: triedExample });

export const tryTransform = createRoute({
  operationId: "tryRelayTransform",
  method: "post",
  path: "/v1/relay/transform/try",
  tags: ["Relay"],
  summary: "Run a transform on a stored request without saving it or forwarding anything",
  request: {
    body: {
      required: true,
      ...json(
        z
          .object({
            expression: transformField,
            request_id: z
              .string()
              .max(200)
              .openapi({ description: "A request one of your sources received" }),
            destination_url: z
              .string()
              .url()
              .max(2048)
              .optional()
              .openapi({
                description: `The destination it would go to (default ${DEFAULT_TRY_URL})`,
              }),
          })
          .openapi({ example: tryTransformExample }),
      ),
    },
  },
  responses: {
    200: { description: "What the transform made of the request, or why it failed", ...json(TriedSchema) },
    404: { description: "Request not found", ...json(ErrorSchema) },
  },
});

export const relayTransformRouter = createRouter().openapi(tryTransform, async (c) => {
  const { store } = c.get("deps");
  const body = c.req.valid("json");
  const row = await store.run(getRequest(c.get("account").id, body.request_id));
  if (!row) throw notFound("Request not found");
  return c.json(await tried(body.expression, storedSample(row), body.destination_url), 200);
});
