import type { z } from "@hono/zod-openapi";
import { conflict, notFound } from "../../http/errors";
import { createRouter } from "../../http/router";
import { redeliverMatching } from "../../webhooks/bulk-redeliver";
import { withInlineSlot } from "../../webhooks/inline-limit";
import { performAttempt } from "../../webhooks/perform";
import { deliveryStatus } from "../../webhooks/queries";
import { tooManyInline } from "./inline-limit";
import { BulkRedeliverBody, bulkRedeliver, redeliver } from "./redeliver.routes";

export const redeliverRouter = createRouter().openapi(redeliver, async (c) => {
  const deps = c.get("deps");
  const { id } = c.req.valid("param");
  const status = await deps.store.run(deliveryStatus(c.get("account").id, id));
  if (!status) throw notFound("Delivery not found");
  // One attempt at a time: two racing on one delivery would make its last status ambiguous, and the receiver
  // would get the same webhook-id twice at once. A delivery waiting for its retry may be redelivered (it is held
  // meanwhile), and a success there ends the automatic retries.
  const out = await withInlineSlot(deps, c.get("account").id, () => performAttempt(deps, id, "manual"));
  if (out === "too_many") throw tooManyInline();
  if (out === "busy") throw conflict("An attempt of this delivery is in flight; try again shortly");
  // ("changed" needs a whileStatus, which a single redelivery does not give.)
  if (typeof out === "string") throw notFound("Delivery not found");
  const after = await deps.store.run(deliveryStatus(c.get("account").id, id));
  return c.json(
    {
      success: out.outcome === "success",
      delivery_id: id,
      attempt_number: out.number,
      status_code: out.statusCode,
      error: out.errorMessage,
      error_class: out.errorClass,
      duration_ms: out.durationMs,
      delivery_status: after ?? status,
    },
    200,
  );
});

/** `POST /v1/webhooks/deliveries/redeliver`: queue a manual attempt for every finished delivery that matches. */
redeliverRouter.openapi(bulkRedeliver, async (c) => {
  const deps = c.get("deps");
  // Without a JSON body the validator does not run: no body is the schema's defaults (every failed delivery, 100).
  const given = c.req.valid("json") as z.infer<typeof BulkRedeliverBody> | undefined;
  const b = given && Object.keys(given).length > 0 ? given : BulkRedeliverBody.parse({});
  const out = await deps.store.run(
    redeliverMatching(deps, c.get("account").id, {
      filters: {
        status: b.status,
        sourceType: b.source_type,
        sourceId: b.source_id,
        url: b.url,
        since: b.since,
        until: b.until,
        updateId: b.update_id,
        statusCode: b.status_code,
        errorClass: b.error_class,
      },
      max: b.max,
      dryRun: b.dry_run,
    }),
  );
  return c.json(
    { matched: out.matched, queued: out.queued, delivery_ids: out.deliveryIds, dry_run: b.dry_run },
    202,
  );
});
