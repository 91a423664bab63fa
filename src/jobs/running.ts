import { type Claimed, type Finishing, type RunnerContext, runClaimed } from "./run";
import type { Turns } from "./turns";

// The jobs a runner (./runner.ts) has in flight: each started once its claim committed, holding a slot of its
// queue (./turns.ts) until its handler finished, then waiting for the turn that settles it.

export class Running {
  /** Jobs in flight, by id, with the claim they run under. */
  private jobs = new Map<string, { allocationId: string; done: Promise<void> }>();

  constructor(
    private readonly ctx: RunnerContext,
    private readonly turns: Turns,
    /** A job's handler finished: it waits for a turn to settle it. */
    private readonly finished: (f: Finishing) => void,
  ) {}

  get size(): number {
    return this.jobs.size;
  }

  /** Each job's end, for the ones in flight now. */
  ends(): Promise<void>[] {
    return [...this.jobs.values()].map((j) => j.done);
  }

  /** Whether the job `id` runs here under the claim `allocationId`. */
  holds(id: string, allocationId: string): boolean {
    return this.jobs.get(id)?.allocationId === allocationId;
  }

  /** Start a claimed job's handler; it holds a slot of its queue until it finished. */
  launch(c: Claimed): void {
    const { name } = c.queue;
    const entry = { allocationId: c.job.allocationId, done: Promise.resolve() };
    let holding = true;
    const letGo = () => {
      if (holding) this.turns.letGo(name);
      holding = false;
    };
    const finish = (outcome: Finishing["outcome"], err?: unknown) =>
      new Promise<{ err: unknown } | undefined>((resolve) => {
        // From here the job holds no slot: the turn that settles it claims in its place.
        letGo();
        this.finished({ queue: c.queue, job: c.job, outcome, err, resolve });
      });
    this.turns.hold(name);
    entry.done = runClaimed(this.ctx, c, finish).finally(() => {
      letGo();
      this.jobs.delete(c.job.id);
    });
    this.jobs.set(c.job.id, entry);
  }
}
