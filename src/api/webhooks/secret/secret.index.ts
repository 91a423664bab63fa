import { createRouter } from "../../../http/router";
import { rotateWebhookSecret } from "../../../webhooks/secret";
import { getSecret, rotateSecret } from "./secret.routes";

/** `GET /v1/webhooks/secret` and `POST /v1/webhooks/secret/rotate`. */
export const secretRouter = createRouter()
  .openapi(getSecret, (c) => c.json({ secret: c.get("account").webhookSecret }, 200))
  .openapi(rotateSecret, async (c) => {
    const { store, clock } = c.get("deps");
    const { secret, previousExpiresAt } = await store.run(rotateWebhookSecret(clock, c.get("account").id));
    return c.json({ secret, previous_secret_expires_at: new Date(previousExpiresAt).toISOString() }, 200);
  });
