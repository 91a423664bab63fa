import { eq } from "drizzle-orm";
import { newWebhookSecret } from "../../../accounts/keys";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { accounts } from "../../../db/schema";

/** Overlap during which deliveries are signed with both secrets, so receivers can switch without losing any. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;

/**
 * Replace an account's signing secret; the old one keeps signing for SECRET_OVERLAP_MS. Shared by
 * `POST /v1/webhooks/secret/rotate` and the platform's settings page.
 */
export function rotateWebhookSecret(
  db: Db,
  clock: Clock,
  accountId: string,
): { secret: string; previousExpiresAt: number } {
  const secret = newWebhookSecret();
  const expiresAt = clock.now() + SECRET_OVERLAP_MS;
  // Read and replace in one transaction, so two concurrent rotations cannot both keep a stale "previous".
  db.transaction((tx) => {
    const { webhookSecret } = tx
      .select({ webhookSecret: accounts.webhookSecret })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .get()!;
    tx.update(accounts)
      .set({
        webhookSecret: secret,
        previousWebhookSecret: webhookSecret,
        previousWebhookSecretExpiresAt: expiresAt,
      })
      .where(eq(accounts.id, accountId))
      .run();
  });
  return { secret, previousExpiresAt: expiresAt };
}
