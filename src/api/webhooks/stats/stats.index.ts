import { createRouter } from "../../../http/router";
import { deliveryStats } from "../../../webhooks/queries";
import { getStats } from "./stats.routes";

/** `GET /v1/webhooks/stats?window=1h|24h|7d|30d`: deliveries by creation time, attempts by start time. */
export const statsRouter = createRouter().openapi(getStats, async (c) => {
  const { store, clock } = c.get("deps");
  const { window } = c.req.valid("query");
  return c.json(await store.run(deliveryStats(c.get("account").id, window, clock.now())), 200);
});
