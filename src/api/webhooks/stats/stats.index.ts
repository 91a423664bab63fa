import { createRouter } from "../../../http/router";
import { deliveryStats } from "../../../webhooks/queries";
import { getStats } from "./stats.routes";

/** `GET /v1/webhooks/stats?window=1h|24h|7d|30d`: deliveries by creation time, attempts by start time. */
export const statsRouter = createRouter().openapi(getStats, (c) => {
  const { db, clock } = c.get("deps");
  const { window } = c.req.valid("query");
  return c.json(deliveryStats(db, c.get("account").id, window, clock.now()), 200);
});
