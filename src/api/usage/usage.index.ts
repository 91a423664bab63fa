import { activitySince, creditsOf } from "../../billing/credits";
import { rateLimits } from "../../billing/limits";
import { createRouter } from "../../http/router";
import { activeScoutIds } from "../../scouts/list";
import { getUsage, PERIODS } from "./usage.routes";

/**
 * `GET /v1/usage` (docs/design.md §4): read from the account row, the scouts table and the usage ledger, in the
 * published shape (rate_limits: src/billing/limits.ts).
 */
export const usageRouter = createRouter().openapi(getUsage, async (c) => {
  const { period } = c.req.valid("query");
  const { store, clock, config } = c.get("deps");
  const now = clock.now();
  const accountId = c.get("account").id;
  // Read fresh rather than from the auth context: a charge may have landed since the key was checked.
  const account = (await store.run(creditsOf(accountId)))!;
  const active = await store.run(activeScoutIds(accountId));
  const { overage_credits, ...counts } = await store.run(activitySince(accountId, now - PERIODS[period]));
  const limits = await store.run(rateLimits(config, accountId, account, now));
  return c.json(
    {
      credits_balance: account.balance,
      billing_enabled: account.billing,
      num_active_scouts: active.length,
      active_scout_ids: active,
      rate_limits: limits.rate_limits,
      navigator_rate_limits: limits.navigator_rate_limits,
      n1_rate_limits: limits.navigator_rate_limits,
      activity: {
        period,
        scout_runs: counts.scout_runs,
        browsing_tasks: counts.browsing_tasks,
        research_tasks: counts.research_tasks,
        // The navigator API is the chat completions endpoint: every chat request counts, whatever its model.
        navigator_calls: counts.chat_requests,
        n1_calls: counts.chat_requests,
        chat_requests: counts.chat_requests,
      },
      overage_credits,
    },
    200,
  );
});
