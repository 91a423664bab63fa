import { storageProblem } from "../db/errors";
import type { Work } from "../db/store";
import type { AppDeps } from "../deps";
import * as log from "./log";

/** How long past its timeout a manual or test attempt may stay open before it counts as stranded. */
export const STRANDED_GRACE_MS = 60_000;

/**
 * Close manual and test attempts that no exchange will ever finish, as `interrupted`, and fail the test deliveries
 * they leave unfinished: such attempts have no job that would come back for them, and an open one makes every
 * redelivery of its delivery answer "in flight". `startedBefore` undefined: all of them (at boot on SQLite: their process is
 * gone). Else those started before it: an exchange ends within the webhook timeout, so one open well past it is
 * one whose result could not be written (a full disk), in this process. Limited to one delivery when given.
 */
export function* closeStrandedAttempts(
  now: number,
  opts: { startedBefore?: number; deliveryId?: string } = {},
): Work<void> {
  yield* log.interrupt(now, { triggers: ["manual", "test"], ...opts });
  yield* log.failStrandedTests(now, opts);
}

/** The start time before which an open manual or test attempt is stranded (closeStrandedAttempts). */
export const strandedBefore = (deps: AppDeps) =>
  deps.clock.now() - deps.config.webhooks.timeoutMs - STRANDED_GRACE_MS;

/** How often the result of a manual or test attempt that found the disk full is tried again, and for how long. */
export const RESULT_RETRY_MS = 1_000;
const RESULT_RETRY_FOR_MS = 10 * 60_000;

/**
 * A manual or test attempt's answer is known, but writing it failed on a storage problem (a full disk): try again
 * every second for ten minutes, so the log gets the real answer soon after there is room. The timers do not hold
 * the process open: after a restart the boot sweep closes the attempt, and a disk still full after ten minutes
 * leaves it to closeStrandedAttempts (which the write then no longer overrides).
 */
export function recordWhenThereIsRoom(deps: AppDeps, record: () => Promise<void>): void {
  const until = deps.clock.now() + RESULT_RETRY_FOR_MS;
  const later = () =>
    setTimeout(() => {
      record().catch((err) => {
        if (storageProblem(err) && deps.clock.now() < until) later();
        else deps.logger.error("an attempt's result could not be recorded", { err });
      });
    }, RESULT_RETRY_MS).unref();
  later();
}
