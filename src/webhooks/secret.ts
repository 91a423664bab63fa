import { and, eq } from "drizzle-orm";
import { newWebhookSecret } from "../accounts/keys";
import type { Clock } from "../clock";
import { get, run, tx, type Work } from "../db/store";

/** Overlap during which a replaced secret keeps signing, so receivers can switch without losing any delivery. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;
/** Retired secrets kept signing at most (a burst of rotations would otherwise make the signature header grow). */
export const MAX_RETIRED_SECRETS = 5;

/**
 * Replace an account's signing secret; the old one keeps signing for SECRET_OVERLAP_MS, beside any earlier one
 * whose overlap has not ended (at most MAX_RETIRED_SECRETS, newest kept). Shared by
 * `POST /v1/webhooks/secret/rotate` and the platform's settings page.
 */
export function* rotateWebhookSecret(
  clock: Clock,
  accountId: string,
): Work<{ secret: string; previousExpiresAt: number }> {
  const secret = newWebhookSecret();
  const now = clock.now();
  const expiresAt = now + SECRET_OVERLAP_MS;
  // Read and replace in one transaction, so two concurrent rotations cannot both retire the same secret. The
  // replace is also guarded on the secret read (PostgreSQL's reads do not lock): when another rotation replaced
  // it in between, this one reads again and retires that one's secret.
  yield* tx(function* () {
    for (;;) {
      const { webhookSecret, retired } = (yield* get((db, t) =>
        db
          .select({ webhookSecret: t.accounts.webhookSecret, retired: t.accounts.retiredWebhookSecrets })
          .from(t.accounts)
          .where(eq(t.accounts.id, accountId)),
      ))!;
      const stillSigning = retired.filter((r) => r.expiresAt > now);
      const replaced = yield* run((db, t) =>
        db
          .update(t.accounts)
          .set({
            webhookSecret: secret,
            retiredWebhookSecrets: [{ secret: webhookSecret, expiresAt }, ...stillSigning].slice(
              0,
              MAX_RETIRED_SECRETS,
            ),
          })
          .where(and(eq(t.accounts.id, accountId), eq(t.accounts.webhookSecret, webhookSecret))),
      );
      if (replaced > 0) return;
    }
  });
  return { secret, previousExpiresAt: expiresAt };
}

/** The account's current signing secret. */
export function* currentWebhookSecret(accountId: string): Work<string> {
  const row = yield* get((db, t) =>
    db
      .select({ webhookSecret: t.accounts.webhookSecret })
      .from(t.accounts)
      .where(eq(t.accounts.id, accountId)),
  );
  return row!.webhookSecret;
}
