import type { Config } from "../config";
import { activitySince } from "./credits";

// The limits `GET /v1/usage` reports (docs/api.md, "Credits and usage"). This instance counts no requests against a
// daily or per-second quota: the one limit it enforces on an account's work is its prepaid credits, without billing.
// The published shape is kept, with null where no such limit exists, and our own fields say what does apply.

const DAY_MS = 86_400_000;

/** 00:00 UTC of the day after `now`: when the day's counts start again. */
export const nextUtcMidnight = (now: number) => Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;

/** The cheapest piece of work: an account without billing that cannot pay for it can start nothing. */
const cheapestWork = (config: Config) => Math.min(...Object.values(config.credits));

export interface AccountCredits {
  balance: number;
  billing: boolean;
}

/**
 * The published `rate_limits` and `navigator_rate_limits` blocks, for this instance. `requests_today` counts what the
 * caller asked for and was charged since 00:00 UTC (browsing and research tasks and chat requests; scout runs are the
 * scheduler's, not requests; navigator: chat requests). `daily_limit`, `remaining_requests` and `per_second_limit`
 * are null: no such limit is enforced here. `status` is `unavailable` when the credits cannot pay for the cheapest
 * work (without billing), which is the limit `limited_by` names, with what is left of it in `remaining_credits`.
 */
export function* rateLimits(config: Config, accountId: string, account: AccountCredits, now: number) {
  const today = yield* activitySince(accountId, Math.floor(now / DAY_MS) * DAY_MS);
  const resetAt = new Date(nextUtcMidnight(now)).toISOString();
  const prepaid = !account.billing;
  const available = !prepaid || account.balance >= cheapestWork(config);
  return {
    rate_limits: {
      requests_today: today.browsing_tasks + today.research_tasks + today.chat_requests,
      daily_limit: null,
      remaining_requests: null,
      reset_at: resetAt,
      status: available ? ("available" as const) : ("unavailable" as const),
      limited_by: prepaid ? ("prepaid_credits" as const) : ("none" as const),
      remaining_credits: prepaid ? Math.max(0, account.balance) : null,
    },
    navigator_rate_limits: {
      requests_today: today.chat_requests,
      daily_limit: null,
      remaining_requests: null,
      reset_at: resetAt,
      per_second_limit: null,
    },
  };
}
