import { notFound } from "../../http/errors";
import { createRouter } from "../../http/router";
import { findScout } from "../../scouts/store";
import { withInlineSlot } from "../../webhooks/inline-limit";
import { sendTestDelivery } from "../../webhooks/test-delivery";
import { tooManyInline } from "./inline-limit";
import { sendTestWebhook } from "./test-endpoint.routes";

export { SAMPLE_SCOUT_ID, testEvent } from "../../webhooks/test-delivery";

export const webhookTestRouter = createRouter().openapi(sendTestWebhook, async (c) => {
  const deps = c.get("deps");
  const account = c.get("account");
  const body = c.req.valid("json");
  const found = body.scout_id ? await deps.store.run(findScout(account.id, body.scout_id)) : undefined;
  const scout = found && { id: found.id, displayName: found.displayName, query: found.query };
  // A scout_id that is not one of the caller's scouts is answered like any unknown scout, not with the sample.
  if (body.scout_id && !scout) throw notFound("Scout not found");
  const sent = await withInlineSlot(deps, account.id, () =>
    sendTestDelivery(deps, account.id, { url: body.webhook_url, format: body.webhook_format, scout }),
  );
  if (sent === "too_many") throw tooManyInline();
  const { deliveryId: id, outcome: out } = sent;
  return c.json(
    {
      success: out.outcome === "success",
      delivery_id: id,
      status_code: out.statusCode,
      error: out.errorMessage,
      duration_ms: out.durationMs,
    },
    200,
  );
});
