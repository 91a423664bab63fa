import { HTTPError } from "../../../http/errors";
import { createRouter } from "../../../http/router";
import { getDeliveryWithAttempts, listDeliveries as listDeliveryRows } from "../../../webhooks/queries";
import { deliveryDetailView, deliveryView } from "../../../webhooks/views";
import { getDelivery, listDeliveries } from "./deliveries.routes";

/** `GET /v1/webhooks/deliveries` and `GET /v1/webhooks/deliveries/{id}`: the inspector's read side. */
export const deliveriesRouter = createRouter()
  .openapi(listDeliveries, async (c) => {
    const { store } = c.get("deps");
    const q = c.req.valid("query");
    const page = await store.run(
      listDeliveryRows(
        c.get("account").id,
        {
          status: q.status,
          sourceType: q.source_type,
          sourceId: q.source_id,
          url: q.url,
          since: q.since,
          until: q.until,
          updateId: q.update_id,
          statusCode: q.status_code,
          errorClass: q.error_class,
        },
        { pageSize: q.page_size, cursor: q.cursor },
      ),
    );
    const { items, ...envelope } = page;
    return c.json({ deliveries: items.map(deliveryView), ...envelope }, 200);
  })
  .openapi(getDelivery, async (c) => {
    const { store } = c.get("deps");
    const found = await store.run(getDeliveryWithAttempts(c.get("account").id, c.req.valid("param").id));
    if (!found) throw new HTTPError(404, "Delivery not found");
    return c.json(deliveryDetailView(found.delivery, found.attempts), 200);
  });
