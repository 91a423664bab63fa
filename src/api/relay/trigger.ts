import { createRoute, z } from "@hono/zod-openapi";
import { HTTPError, refusalError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { selfOrigin } from "../../http/self-origin";
import { triggerSample } from "../../relay/trigger";
import { ErrorSchema } from "../webhooks/params";

// POST /v1/relay/sources/{id}/trigger (docs/design.md §6b "Listen and trigger"): a correctly signed sample event
// for the source's preset, through its own ingest URL. The capability is src/relay/trigger.ts.

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });

export const TriggeredSchema = z
  .object({
    request_id: z.string().nullable().openapi({ description: "The stored request (as its ingest answered)" }),
    status: z.enum(["accepted", "duplicate", "rejected"]),
    event: z
      .string()
      .openapi({ description: "The sample's event type", example: "payment_intent.succeeded" }),
    http_status: z.number().int().openapi({ description: "What the ingest answered the sample" }),
    detail: z.string().nullable().openapi({ description: "Why it was rejected, when it was" }),
  })
  .openapi("RelayTriggered", {
    example: {
      request_id: "01a22190-2b7c-7d3e-8f41-5a6b7c8d9e0f",
      status: "accepted",
      event: "payment_intent.succeeded",
      http_status: 200,
      detail: null,
    },
  });

export const triggerSource = createRoute({
  operationId: "triggerRelaySource",
  method: "post",
  path: "/v1/relay/sources/{id}/trigger",
  tags: ["Relay"],
  summary: "Send a correctly signed sample event for the source's preset through its ingest URL",
  description:
    "The sample is shaped as the preset's provider sends it (Stripe: `payment_intent.succeeded`; GitHub: `ping` " +
    "with `X-GitHub-Event`; Standard Webhooks, Slack, the other presets, a source's own `hmac`, `header` or " +
    "`basic_auth`; an unverified source: plain JSON), or as `event` names, signed with the source's secret and " +
    "sent over HTTP to the source's ingest URL: it is verified, recorded, forwarded and streamed as a sender's " +
    "request. 409 for an `ed25519` source (Discord), whose signing key only the sender holds.",
  request: {
    params: z.object({ id: z.string().max(200) }),
    body: {
      required: false,
      ...json(
        z
          .object({
            event: z.string().min(1).max(200).optional().openapi({
              description: "The event type to send (the preset's usual first event by default)",
              example: "push",
            }),
          })
          .openapi({ example: { event: "payment_intent.succeeded" } }),
      ),
    },
  },
  responses: {
    200: {
      description: "What became of the sample: the stored request's id and status",
      ...json(TriggeredSchema),
    },
    404: { description: "Source not found", ...json(ErrorSchema) },
    409: { description: "The source's scheme cannot be signed here (ed25519)", ...json(ErrorSchema) },
    502: { description: "The service could not reach its own ingest route", ...json(ErrorSchema) },
  },
});

export const relayTriggerRouter = createRouter().openapi(triggerSource, async (c) => {
  const body = c.req.valid("json") ?? {};
  const done = await triggerSample(
    c.get("deps"),
    c.get("account").id,
    c.req.valid("param").id,
    body.event,
    selfOrigin(c.env, c.get("deps").config.publicUrl),
  );
  if ("refused" in done) throw refusalError(done);
  if ("unsent" in done) throw new HTTPError(502, `Could not send the test event: ${done.unsent}`);
  const { requestId, status, event, httpStatus, detail } = done;
  return c.json({ request_id: requestId, status, event, http_status: httpStatus, detail }, 200);
});
