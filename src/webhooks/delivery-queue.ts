import type { Db } from "../db/client";
import { sqliteOnly } from "../db/store";
import { type Cap, claimWithinCaps, countKeys } from "../jobs/caps";
import type { ClaimedEntry, ExpiredEntry, QueueStore } from "../jobs/types";
import * as log from "./log";

// The dispatcher's queue is the delivery log itself (docs/design.md §6 "A dispatcher claims due deliveries with a
// lease"): a pending delivery whose next_attempt_at has come is a queue entry. This adapter gives the job runner
// its QueueStore view; every write is a transition of the log (src/webhooks/log/).

export type { ClaimedDelivery } from "./log";

type ClaimedRow = log.ClaimedDelivery & { lostCount: number };

/** How many deliveries may be in flight at once to one receiver (URL) and for one account; absent: no cap. */
export interface DeliveryCaps {
  receiver?: number;
  account?: number;
}

/**
 * The job runner's view of the delivery log. Its claim keeps each receiver and account within its cap (`caps`),
 * counted from the deliveries claimed now by any process, and claims past a full one's backlog: one receiver that
 * hangs or crawls, or one account with many, cannot take every slot. Whenever it fails a delivery it held (a handler that threw, a settle
 * that threw, a claim given up) or hands back one whose process died mid-attempt, it first closes that delivery's
 * open automatic attempt as interrupted, in the same transaction: the attempt counts, and a delivery at
 * `maxAttempts` fails instead of going back.
 */
export function deliveryQueueStore(opts: {
  maxAttempts: number;
  caps?: DeliveryCaps;
}): QueueStore<log.ClaimedDelivery> {
  const entry = <R extends log.ClaimedDelivery & { lostCount: number }>({
    lostCount,
    ...payload
  }: R): ClaimedEntry<log.ClaimedDelivery> => ({ id: payload.id, payload, lostCount });
  const interruptAutomatic = (db: Db, deliveryId: string, now: number) =>
    log.interrupt(db, now, { triggers: ["initial", "retry"], deliveryId });
  return {
    claim: (allocationId, leaseUntil, now, limit) =>
      sqliteOnly("claiming deliveries", (db) => {
        const claim = { allocationId, leaseUntil, now };
        const { receiver, account } = opts.caps ?? {};
        if (receiver === undefined && account === undefined)
          return log.claimDue(db, { ...claim, limit }).map(entry);
        const held = log.claimedKeys(db);
        // An absent cap is an infinite one: no key is ever full, and the claim passes over nothing for it.
        const caps: Cap<ClaimedRow>[] = [
          { of: (d) => d.url, limit: receiver ?? Infinity, held: countKeys(held.map((d) => d.url)) },
          {
            of: (d) => d.accountId,
            limit: account ?? Infinity,
            held: countKeys(held.map((d) => d.accountId)),
          },
        ];
        return claimWithinCaps(
          caps,
          limit,
          ([exclude, excludeAccounts], n) =>
            log.claimDue(db, { ...claim, limit: n, exclude, excludeAccounts }),
          (d) => log.unclaim(db, { deliveryId: d.id, allocationId }),
        ).map(entry);
      }),
    // Done or due again: the dispatcher's settle writes already moved the delivery and ended the claim, in this
    // same transaction. A claim they did not end keeps its lease until it runs out, and recovery takes it back.
    settle: (deliveryId, allocationId, result, now, error) =>
      sqliteOnly("settling a delivery", (db) => {
        const claim = { deliveryId, allocationId };
        if (result === "release") log.releaseClaim(db, claim, now);
        else if (
          result === "failed" &&
          log.failClaim(db, claim, now, error ? `Internal error: ${error}`.slice(0, 500) : undefined)
        )
          interruptAutomatic(db, deliveryId, now);
      }),
    renew: (deliveryId, allocationId, leaseUntil) =>
      sqliteOnly("renewing a delivery's claim", (db) =>
        log.renewClaim(db, { deliveryId, allocationId }, leaseUntil),
      ),
    expired: (now) =>
      sqliteOnly(
        "finding expired deliveries",
        (db) =>
          log.expiredClaims(db, now).map(({ allocationId, lastError, ...row }) => ({
            ...entry(row),
            allocationId,
            lastError,
          })) as ExpiredEntry<log.ClaimedDelivery>[],
      ),
    // The expired row was read under this allocation in the same (write) transaction, so it is still ours here.
    requeue: (e, lost, givingUp, now) =>
      sqliteOnly("handing back an expired delivery", (db) => {
        const claim = { deliveryId: e.id, allocationId: e.allocationId };
        interruptAutomatic(db, e.id, now);
        if (givingUp || e.payload.attempts >= opts.maxAttempts)
          return log.failClaim(db, claim, now, "Interrupted: the process stopped mid-attempt");
        return log.requeueExpired(db, claim, lost, now);
      }),
  };
}
