import { randomUUID } from "node:crypto";
import type { Work } from "../db/store";
import type { Looks } from "./looks";
import { beginAll, type Claimed, type RunnerContext } from "./run";
import type { Reservation, Turns } from "./turns";
import type { Job, Queue } from "./types";

// A turn's claims (./runner.ts): on each queue the turn claims on, what fits in its free slots, reserved for the
// turn until its jobs run (./turns.ts), each claim's jobs begun with their queue's `begin` writes (./run.ts).

/** What the claims use of the runner. */
export interface Claiming {
  ctx: RunnerContext;
  turns: Turns;
  looks: Looks;
  /** The signal every job in flight shares (aborted when the runner stops out of grace). */
  signal: () => AbortSignal;
  /**
   * A queue with no free slot: whether every slot is running a job (peers are told); else turns in flight reserved
   * them, and a woken turn claims again once one of those has ended.
   */
  noRoom: (q: Queue, woken: boolean) => boolean;
}

/**
 * Claim what fits in each of `queues` (compare-and-swap with a lease), and run each claimed job's `begin`. `full`:
 * some queue had no room for all that may be due (no free slot, or a claim that filled every one). `careful`: as in
 * ./run.ts turnStep.
 */
export function* claimAll(
  c: Claiming,
  queues: Queue[],
  turn: { now: number; reservation: Reservation; woken: boolean; careful: boolean },
): Work<{ claimed: Claimed[]; full: boolean }> {
  const { now, reservation } = turn;
  const out: Claimed[] = [];
  let full = false;
  for (const queue of queues) {
    const { name, def, store } = queue;
    const free = c.turns.free(name, def.concurrency);
    if (free <= 0) {
      if (c.noRoom(queue, turn.woken)) full = true;
      continue;
    }
    c.turns.reserve(reservation, name, free);
    c.looks.claiming(name);
    // One allocation id per claim: with the job id it names this claim, which is all the settle CAS needs.
    const allocationId = randomUUID();
    const rows = yield* store.claim(allocationId, now + (def.leaseMs ?? 60_000), now, free);
    const signal = c.signal();
    const jobs = rows.map((row) => ({ ...row, queue: name, allocationId, signal }) as Job<never>);
    out.push(...(yield* beginAll(c.ctx, queue, jobs, turn.careful)));
    // Room left over: nothing more is due now, so when the next entry is (read after `begin`, which may put a
    // claimed entry off: a rate-limited destination's slot). A full claim's jobs bring turns of their own as
    // they finish. Read in this turn's transaction: a write committed after it wakes its own process, and
    // another process's is found by the idle look.
    if (rows.length < free) c.looks.next(name, store.nextDue ? yield* store.nextDue() : undefined);
    else full = true;
  }
  return { claimed: out, full };
}
