import { createRoute, z } from "@hono/zod-openapi";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const secret = z.string().openapi({ example: SECRET });

export const getSecret = createRoute({
  operationId: "getWebhookSecret",
  method: "get",
  path: "/v1/webhooks/secret",
  tags: ["Webhooks"],
  summary: "The account's Standard Webhooks signing secret",
  responses: {
    200: {
      description: "The current secret",
      content: {
        "application/json": {
          schema: z.object({ secret }).openapi("WebhookSecret", { example: { secret: SECRET } }),
        },
      },
    },
  },
});

export const rotateSecret = createRoute({
  operationId: "rotateWebhookSecret",
  method: "post",
  path: "/v1/webhooks/secret/rotate",
  tags: ["Webhooks"],
  summary: "Replace the signing secret; the old one keeps signing for 24 hours",
  responses: {
    200: {
      description: "The new secret, and when the previous one stops signing",
      content: {
        "application/json": {
          schema: z
            .object({ secret, previous_secret_expires_at: z.string().openapi({ format: "date-time" }) })
            .openapi("WebhookSecretRotation", {
              example: {
                secret: "whsec_3q7Lx0cVbN2mR8tYk5WfJ1hDs9GzPaUe",
                previous_secret_expires_at: "2026-11-29T09:30:00.000Z",
              },
            }),
        },
      },
    },
  },
});
