import { and, asc, eq } from "drizzle-orm";
import { activitySince } from "../../billing/credits";
import { accounts, scouts } from "../../db/schema";
import { createRouter } from "../../http/router";
import { getUsage, PERIODS } from "./usage.routes";

/** `GET /v1/usage` (docs/design.md §4): read from the account row, the scouts table and the usage ledger. */
export const usageRouter = createRouter().openapi(getUsage, (c) => {
  const { period } = c.req.valid("query");
  const { db, clock } = c.get("deps");
  const accountId = c.get("account").id;
  // Read fresh rather than from the auth context: a charge may have landed since the key was checked.
  const account = db
    .select({ balance: accounts.creditsBalance, billing: accounts.billingEnabled })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .get()!;
  const active = db
    .select({ id: scouts.id })
    .from(scouts)
    .where(and(eq(scouts.accountId, accountId), eq(scouts.status, "active")))
    .orderBy(asc(scouts.createdAt), asc(scouts.id))
    .all()
    .map((s) => s.id);
  const { overage_credits, ...counts } = activitySince(db, accountId, clock.now() - PERIODS[period]);
  return c.json(
    {
      credits_balance: account.balance,
      billing_enabled: account.billing,
      num_active_scouts: active.length,
      active_scout_ids: active,
      activity: { period, ...counts },
      overage_credits,
    },
    200,
  );
});
