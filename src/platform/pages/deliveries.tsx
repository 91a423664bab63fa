// The delivery list's routes: the list, Find by id, Send test, bulk redelivery (page: ./delivery-list-page.tsx).

import { Hono } from "hono";
import { webhookFormats } from "../../db/schema";
import { BULK_REDELIVER_MAX, redeliverMatching } from "../../webhooks/bulk-redeliver";
import { TOO_MANY_INLINE_NOTICE, withInlineSlot } from "../../webhooks/inline-limit";
import { findDeliveryReference } from "../../webhooks/queries";
import { sendTestDelivery } from "../../webhooks/test-delivery";
import { parseWebhookUrl } from "../../webhooks/url-policy";
import { redirectWithNotice } from "../flash";
import { type PlatformEnv, readForm, readFormText, requireSession } from "../session";
import { filterParams, pick, readFilters } from "./delivery-filters";
import { renderList } from "./delivery-list-page";

/** `/platform/webhooks`: the list, and `POST /platform/webhooks/test` (one real attempt, then its page). */
export const deliveryListPages = new Hono<PlatformEnv>()
  .use("/platform/webhooks", requireSession)
  .use("/platform/webhooks/test", requireSession)
  .use("/platform/webhooks/redeliver", requireSession)
  .get("/platform/webhooks", async (c) => {
    const id = c.req.query("id")?.trim();
    if (!id) return c.html(await renderList(c));
    // An id pasted from a receiver's log (webhook-id), a task, a scout or an update: go where it leads.
    const found = await c
      .get("deps")
      .store.run(findDeliveryReference(c.get("session").account.id, id.slice(0, 200)));
    if (found === "delivery")
      return c.redirect(`/platform/webhooks/deliveries/${encodeURIComponent(id)}`, 303);
    if (found) return c.redirect(`/platform/webhooks?${new URLSearchParams({ [`${found}_id`]: id })}`, 303);
    return c.html(await renderList(c, `No delivery, source or update has the id ${id.slice(0, 200)}.`), 404);
  })
  .post("/platform/webhooks/test", async (c) => {
    const deps = c.get("deps");
    const text = await readFormText(c);
    const { url, problem } = parseWebhookUrl(text("webhook_url"));
    if (!url) return c.html(await renderList(c, `Webhook URL: ${problem}`), 422);
    const accountId = c.get("session").account.id;
    const sent = await withInlineSlot(deps, accountId, () =>
      sendTestDelivery(deps, accountId, {
        url: url.href,
        format: pick(webhookFormats, text("webhook_format")) ?? "scout",
      }),
    );
    if (sent === "too_many") return c.html(await renderList(c, TOO_MANY_INLINE_NOTICE), 429);
    return c.redirect(`/platform/webhooks/deliveries/${sent.deliveryId}`, 303);
  })
  .post("/platform/webhooks/redeliver", async (c) => {
    const deps = c.get("deps");
    const form = await readForm(c);
    const filters = readFilters(form);
    // Only failed deliveries are redelivered from here, whatever else the form says.
    const { queued } = await deps.store.run(
      redeliverMatching(deps, c.get("session").account.id, {
        filters: { ...filters, status: "failed" },
        max: BULK_REDELIVER_MAX,
        dryRun: false,
      }),
    );
    return redirectWithNotice(
      c,
      "/platform/webhooks",
      queued > 0
        ? `Queued ${queued} redeliver${queued === 1 ? "y" : "ies"}: they run in the background, a few at a time.`
        : "No failed delivery matches these filters: nothing was queued.",
      filterParams(filters, form).toString(),
    );
  });
