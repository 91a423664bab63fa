import { createRoute, z } from "@hono/zod-openapi";
import { conflict, notFound } from "../../http/errors";
import { createRouter } from "../../http/router";
import { rotateSigningSecret } from "../../relay/destinations";
import { ErrorSchema } from "../webhooks/params";
import * as examples from "./examples";
import { DestinationSchema } from "./schemas";
import { destinationView } from "./views";

// docs/design.md §6b "Destination" `sign`: forwards signed with the destination's own Standard Webhooks secret, and
// its rotation.

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });

export const rotateDestinationSecret = createRoute({
  operationId: "rotateRelayDestinationSecret",
  method: "post",
  path: "/v1/relay/sources/{id}/destinations/{destination_id}/rotate-secret",
  tags: ["Relay"],
  summary: "Give a signing destination a new secret (shown once); the old one keeps signing for 24 hours",
  request: { params: z.object({ id: z.string().max(200), destination_id: z.string().max(200) }) },
  responses: {
    200: {
      description: "The destination, with its new `signing_secret`",
      content: {
        "application/json": { schema: DestinationSchema, example: examples.rotatedDestinationExample },
      },
    },
    404: { description: "Destination not found", ...json(ErrorSchema) },
    409: { description: "The destination does not sign (PATCH `sign: true` first)", ...json(ErrorSchema) },
  },
});

export const relaySigningRouter = createRouter().openapi(rotateDestinationSecret, async (c) => {
  const { store, clock } = c.get("deps");
  const { id, destination_id } = c.req.valid("param");
  const row = await store.run(rotateSigningSecret(clock, c.get("account").id, id, destination_id));
  if (!row) throw notFound("Destination not found");
  if (row === "not_signing")
    throw conflict('This destination does not sign: PATCH it with {"sign": true} first');
  return c.json(destinationView(row, true), 200);
});
