// When the job runner (./runner.ts) looks at the database for work. A look is a turn that claims on every queue: on
// a queue with nothing due it is all cost (a claim that finds nothing, and on PostgreSQL a transaction around it), so
// the runner looks only when a queue's store said its next entry falls due by now (QueueStore.nextDue, read whenever
// a claim left room), or once its idle interval has passed since the last look (for work another process wrote, and
// the leases a dead one left). Its own enqueues and finished jobs start turns of their own, which are not looks:
// those claim only on the queues that may have work (`mayHaveWork`). On PostgreSQL a claim on an empty queue of the
// jobs table is four round trips, and a busy webhook queue's turns came to hold 1,048 of them in 3,000 deliveries
// (bench/peers/pg.ts) for the bulk-redelivery queue alone.

export class Looks {
  /** When each queue's next entry falls due, by the runner's clock, as its store last said. */
  private dueAt = new Map<string, number>();
  /** When the runner last looked (performance.now(): the idle interval is real time, whatever the clock says). */
  private lookedAt = Number.NEGATIVE_INFINITY;
  /** Queues told of new work (an enqueue, a peer's) since their last claim began. */
  private woken = new Set<string>();

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

  /** New work may be waiting on `queues`. */
  wake(queues: Iterable<string>): void {
    for (const q of queues) this.woken.add(q);
  }

  /**
   * Whether a turn that is not a look claims on `queue` at `now`: it was woken since its last claim began, its next
   * entry is due by now, or its store could not say (a claim that filled every free slot may have left more).
   */
  mayHaveWork(queue: string, now: number): boolean {
    return this.woken.has(queue) || (this.dueAt.get(queue) ?? Number.NEGATIVE_INFINITY) <= now;
  }

  /** A claim on `queue` begins: it sees what it was woken for. */
  claiming(queue: string): void {
    this.woken.delete(queue);
  }

  /** A turn failed: what the stores said may have gone with it, so look again at the next tick. */
  forget(): void {
    this.dueAt.clear();
    this.lookedAt = Number.NEGATIVE_INFINITY;
  }
}
