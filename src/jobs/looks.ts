// When the job runner (./runner.ts) looks at the database for work. A look is a turn that claims: on a queue with
// nothing due it is all cost (a claim that finds nothing, and on PostgreSQL a transaction around it), so the runner
// looks only when a queue's store said its next entry falls due by now (QueueStore.nextDue, read whenever a claim
// left room), or once its idle interval has passed since the last look (for work another process wrote, and the
// leases a dead one left). Its own enqueues and finished jobs start turns of their own, which are not looks.

export class Looks {
  /** When each queue's next entry falls due, by the runner's clock, as its store last said. */
  private dueAt = new Map<string, number>();
  /** When the runner last looked (performance.now(): the idle interval is real time, whatever the clock says). */
  private lookedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly idleMs: number) {}

  /** Whether to look at `now` (the runner's clock). */
  due(now: number): boolean {
    for (const at of this.dueAt.values()) if (at <= now) return true;
    return performance.now() - this.lookedAt >= this.idleMs;
  }

  /** A look begins. */
  looking(): void {
    this.lookedAt = performance.now();
  }

  /**
   * What `queue`'s store said of its next entry: due at `at`, or none pending (null); undefined when the store
   * cannot say, so that it is looked at on every tick.
   */
  next(queue: string, at: number | null | undefined): void {
    this.dueAt.set(queue, at === undefined ? Number.NEGATIVE_INFINITY : (at ?? Number.POSITIVE_INFINITY));
  }

  /** A turn failed: what the stores said may have gone with it, so look again at the next tick. */
  forget(): void {
    this.dueAt.clear();
    this.lookedAt = Number.NEGATIVE_INFINITY;
  }
}
