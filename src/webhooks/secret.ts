import { eq } from "drizzle-orm";
import { newWebhookSecret } from "../accounts/keys";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { accounts } from "../db/schema";

/** Overlap during which a replaced secret keeps signing, so receivers can switch without losing any delivery. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;
/** Retired secrets kept signing at most (a burst of rotations would otherwise make the signature header grow). */
export const MAX_RETIRED_SECRETS = 5;

/**
 * Replace an account's signing secret; the old one keeps signing for SECRET_OVERLAP_MS, beside any earlier one
 * whose overlap has not ended (at most MAX_RETIRED_SECRETS, newest kept). Shared by
 * `POST /v1/webhooks/secret/rotate` and the platform's settings page.
 */
export function rotateWebhookSecret(
  db: Db,
  clock: Clock,
  accountId: string,
): { secret: string; previousExpiresAt: number } {
  const secret = newWebhookSecret();
  const now = clock.now();
  const expiresAt = now + SECRET_OVERLAP_MS;
  // Read and replace in one transaction, so two concurrent rotations cannot both retire the same secret.
  db.transaction((tx) => {
    const { webhookSecret, retired } = tx
      .select({ webhookSecret: accounts.webhookSecret, retired: accounts.retiredWebhookSecrets })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .get()!;
    const stillSigning = retired.filter((r) => r.expiresAt > now);
    tx.update(accounts)
      .set({
        webhookSecret: secret,
        retiredWebhookSecrets: [{ secret: webhookSecret, expiresAt }, ...stillSigning].slice(
          0,
          MAX_RETIRED_SECRETS,
        ),
      })
      .where(eq(accounts.id, accountId))
      .run();
  });
  return { secret, previousExpiresAt: expiresAt };
}
