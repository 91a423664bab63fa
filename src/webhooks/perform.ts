import { storageProblem } from "../db/errors";
import { uuidv7 } from "../db/ids";
import type { Work } from "../db/store";
import type { AppDeps } from "../deps";
import { WEBHOOK_QUEUE } from "./event";
import type { AttemptTarget, AttemptTrigger } from "./log";
import * as log from "./log";
import {
  type AttemptOutcome,
  attemptOutcome,
  commit,
  observeAttempt,
  prepareAttempt,
  sendAttempt,
} from "./sender";
import { closeStrandedAttempts, recordWhenThereIsRoom, strandedBefore } from "./stranded";

// One attempt of one delivery, made now and recorded: a manual redelivery, or a test webhook's only attempt. The
// dispatcher makes automatic attempts with the same steps of ./sender.ts inside the job runner's transactions.

/**
 * Why performAttempt made no attempt: no such delivery, one of its attempts is in flight, or it no longer has the
 * status the caller required (`whileStatus`).
 */
export type NoAttempt = "not_found" | "busy" | "changed";

/**
 * Make one attempt of delivery `deliveryId` now and record it (manual redeliveries and test webhooks; the
 * dispatcher runs the same steps inside the job runner's transactions): startAttempt, committed before anything
 * is sent; sendAttempt; then the response (first 16 KiB), duration and classification are written. `signal` aborts
 * the attempt (shutdown); it is then recorded as `interrupted`. Network failures never throw; only storage errors do.
 *
 * One attempt at a time per delivery: a manual attempt is refused (`busy`) while another is in flight, and a
 * delivery waiting for its automatic retry is held meanwhile (holdDelivery), so the retry cannot start beside it;
 * a manual failure hands it back to its retry, a crash lets the hold's lease run out and recovery take it back.
 *
 * Delivery row effects: `test` counts in `attempts`, `manual` in `manual_attempts`; any success
 * makes the delivery `succeeded`; a failed `test` attempt makes it `failed`; the dispatcher settles other failures.
 */
export async function performAttempt(
  deps: AppDeps,
  deliveryId: string,
  trigger: AttemptTrigger,
  opts: {
    signal?: AbortSignal;
    whileStatus?: AttemptTarget["status"];
    /** Write the delivery itself first, in the same transaction (a test send: both or neither are stored). */
    create?: () => Work<void>;
  } = {},
): Promise<AttemptOutcome | NoAttempt> {
  const hold = { deliveryId, allocationId: uuidv7() };
  // Checked, held, numbered, built and written in one transaction, committed before any byte is sent.
  const started = await commit(deps, function* () {
    if (opts.create) yield* opts.create();
    // An earlier manual attempt whose result could not be written (a full disk) is not in flight any more.
    if (trigger === "manual")
      yield* closeStrandedAttempts(deps.clock.now(), { deliveryId, startedBefore: strandedBefore(deps) });
    const d = yield* log.loadTarget(deliveryId);
    if (!d) return "not_found" as const;
    if (opts.whileStatus && d.status !== opts.whileStatus) return "changed" as const;
    if (trigger === "manual" && (yield* log.attemptInFlight(d))) return "busy" as const;
    const now = deps.clock.now();
    const heldUntil = yield* log.hold(hold, now + deps.config.webhooks.timeoutMs + 5_000);
    const relayed = d.requestId ? yield* log.relayedRequest(d.requestId) : undefined;
    const policy = d.destinationId ? yield* log.destinationPolicy(d.destinationId) : undefined;
    const attempt = prepareAttempt(deps, d, trigger, relayed, policy ?? {});
    yield* log.startAttempt(attempt);
    return { attempt, heldUntil };
  });
  if (typeof started === "string") return started;
  const { attempt, heldUntil } = started;

  const sent = await sendAttempt(deps, attempt, opts.signal);
  const settle = sent.outcome === "success" ? "succeeded" : trigger === "test" ? "failed" : undefined;
  const record = async () => {
    const newlySucceeded = await commit(deps, function* () {
      const succeeded = yield* log.completeAttempt(attempt, sent.row, settle);
      if (heldUntil !== undefined && settle === undefined) yield* log.releaseHold(hold, heldUntil);
      return succeeded;
    });
    observeAttempt(
      deps,
      attempt,
      sent,
      newlySucceeded ? "succeeded" : settle === "failed" ? "failed" : undefined,
    );
  };
  try {
    await record();
    // Back in the queue at its own due time: the runner hears of it now, not at its next idle look.
    if (heldUntil !== undefined && settle === undefined) deps.jobs.wake(WEBHOOK_QUEUE);
  } catch (err) {
    // The answer is known but the disk is full: the caller hears so now, and the log gets the answer later.
    if (storageProblem(err)) recordWhenThereIsRoom(deps, record);
    throw err;
  }
  return attemptOutcome(attempt, sent);
}
