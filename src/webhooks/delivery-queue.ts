import type { Work } from "../db/store";
import { type Cap, claimWithinCaps, countKeys } from "../jobs/caps";
import type { ClaimedEntry, ExpiredEntry, QueueStore } from "../jobs/types";
import * as log from "./log";

// The dispatcher's queue is the delivery log itself (docs/design.md §6 "A dispatcher claims due deliveries with a
// lease"): a pending delivery whose next_attempt_at has come is a queue entry. This adapter gives the job runner
// its QueueStore view; every write is a transition of the log (src/webhooks/log/), so it runs on either database.

export type { ClaimedDelivery } from "./log";

type ClaimedRow = log.ClaimedDelivery & { lostCount: number };

/** How many deliveries may be in flight at once to one receiver (URL) and for one account; absent: no cap. */
export interface DeliveryCaps {
  receiver?: number;
  account?: number;
}

const entry = ({ lostCount, ...payload }: ClaimedRow): ClaimedEntry<log.ClaimedDelivery> => ({
  id: payload.id,
  payload,
  lostCount,
});

/**
 * Claim within the caps (src/jobs/caps.ts claimWithinCaps). The keys held come from the deliveries claimed now by
 * any process; the capped claims of several processes take turns (lockCappedClaims), so none counts a slot another
 * is taking. Call inside the claiming transaction (the runner's turn).
 */
function* claimCapped(
  caps: Required<DeliveryCaps>,
  claim: { allocationId: string; leaseUntil: number; now: number },
  limit: number,
): Work<ClaimedRow[]> {
  yield* log.lockCappedClaims();
  const held = yield* log.claimedKeys();
  const counted: Cap<ClaimedRow>[] = [
    { of: (d) => d.url, limit: caps.receiver, held: countKeys(held.map((d) => d.url)) },
    { of: (d) => d.accountId, limit: caps.account, held: countKeys(held.map((d) => d.accountId)) },
  ];
  return yield* claimWithinCaps(
    counted,
    limit,
    ([exclude, excludeAccounts], n) => log.claimDue({ ...claim, limit: n, exclude, excludeAccounts }),
    (d) => log.unclaim({ deliveryId: d.id, allocationId: claim.allocationId }),
  );
}

/**
 * The job runner's view of the delivery log. Its claim keeps each receiver and account within its cap (`caps`),
 * counted from the deliveries claimed now by any process, and claims past a full one's backlog: one receiver that
 * hangs or crawls, or one account with many, cannot take every slot. Whenever it fails a delivery it held (a
 * handler that threw, a settle that threw, a claim given up) or hands back one whose process died mid-attempt, it
 * first closes that delivery's open automatic attempt as interrupted, in the same transaction: the attempt counts,
 * and a delivery at `maxAttempts` fails instead of going back.
 */
export function deliveryQueueStore(opts: {
  maxAttempts: number;
  caps?: DeliveryCaps;
}): QueueStore<log.ClaimedDelivery> {
  const interruptAutomatic = (deliveryId: string, now: number) =>
    log.interrupt(now, { triggers: ["initial", "retry"], deliveryId });
  return {
    *claim(allocationId, leaseUntil, now, limit) {
      const claim = { allocationId, leaseUntil, now };
      const { receiver, account } = opts.caps ?? {};
      if (receiver === undefined && account === undefined)
        return (yield* log.claimDue({ ...claim, limit })).map(entry);
      // An absent cap is an infinite one: no key is ever full, and the claim passes over nothing for it.
      const caps = { receiver: receiver ?? Infinity, account: account ?? Infinity };
      return (yield* claimCapped(caps, claim, limit)).map(entry);
    },
    // Done or due again: the dispatcher's settle writes already moved the delivery and ended the claim, in this
    // same transaction. A claim they did not end keeps its lease until it runs out, and recovery takes it back.
    *settle(deliveryId, allocationId, result, now, error) {
      const claim = { deliveryId, allocationId };
      if (result === "release") yield* log.releaseClaim(claim, now);
      else if (
        result === "failed" &&
        (yield* log.failClaim(claim, now, error ? `Internal error: ${error}`.slice(0, 500) : undefined))
      )
        yield* interruptAutomatic(deliveryId, now);
    },
    renew: (deliveryId, allocationId, leaseUntil) => log.renewClaim({ deliveryId, allocationId }, leaseUntil),
    *expired(now) {
      const rows = yield* log.expiredClaims(now);
      return rows.map(({ allocationId, lastError, ...row }) => ({
        ...entry(row),
        allocationId,
        lastError,
      })) as ExpiredEntry<log.ClaimedDelivery>[];
    },
    // Another instance may have taken the expired delivery back since it was read (and a third claimed it and
    // started an attempt): only while the dead claim still holds it is its open attempt the dead one's.
    *requeue(e, lost, givingUp, now) {
      const claim = { deliveryId: e.id, allocationId: e.allocationId };
      if (!(yield* log.lockClaimed(claim))) return false;
      yield* interruptAutomatic(e.id, now);
      // A relay delivery's own policy caps its attempts when it is next claimed (src/webhooks/dispatcher.ts).
      const spent = e.payload.destinationId === null && e.payload.attempts >= opts.maxAttempts;
      if (givingUp || spent)
        return yield* log.failClaim(claim, now, "Interrupted: the process stopped mid-attempt");
      return yield* log.requeueExpired(claim, lost, now);
    },
    nextDue: () => log.nextDue(),
  };
}
