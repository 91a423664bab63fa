// The job runner's turns in flight (src/jobs/runner.ts). On PostgreSQL several run at once, each on a connection
// of its own, so the round trips of one overlap another's: a turn is a handful of round trips, and the jobs of a
// busy queue wait on them, not on CPU. SQLite's turns are synchronous, one at a time. A turn reserves the free
// slots it claims for until its claimed jobs are running, so turns in flight together never claim one slot twice.

/**
 * Turns in flight at once on PostgreSQL. bench/peers/pg.ts, two runs each, 3,000 deliveries at concurrency 16:
 * one turn 434 and 583 deliveries/s at 1,650 and 1,877 µs CPU each; three turns 611 and 658/s at 1,837 and 2,010 µs.
 */
export const MAX_TURNS_PG = 3;

/** The slots one turn reserved, by queue. */
export type Reservation = Map<string, number>;

export class Turns {
  private inFlight = new Set<Promise<unknown>>();
  private reserved = new Map<string, number>();
  /** Slots holding a running job, by queue. */
  private holding = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Run `turn` once fewer than `max` are in flight, with a reservation of its own, given back when it ends. */
  async run<T>(turn: (reservation: Reservation) => Promise<T>): Promise<T> {
    while (this.inFlight.size >= this.max) await Promise.race(this.inFlight);
    const reservation: Reservation = new Map();
    // Its claimed jobs are running (or nothing was claimed): their slots count as running now.
    const next = turn(reservation).finally(() => this.release(reservation));
    const ended: Promise<unknown> = next
      .catch(() => {})
      .finally(() => {
        this.inFlight.delete(ended);
      });
    this.inFlight.add(ended);
    return next;
  }

  /** Slots of `queue` that turns in flight have reserved. */
  reservedOf(queue: string): number {
    return this.reserved.get(queue) ?? 0;
  }

  /** A claimed job of `queue` started: it holds a slot until `letGo`. */
  hold(queue: string): void {
    this.holding.set(queue, (this.holding.get(queue) ?? 0) + 1);
  }

  /** A job of `queue` finished: the turn that settles it claims in its place. */
  letGo(queue: string): void {
    this.holding.set(queue, (this.holding.get(queue) ?? 0) - 1);
  }

  /** The slots of a queue (of `concurrency`) not holding a running job; some may be reserved by a turn in flight. */
  unheld(queue: string, concurrency: number): number {
    return concurrency - (this.holding.get(queue) ?? 0);
  }

  /** The slots of a queue neither holding a running job nor reserved by a turn in flight. */
  free(queue: string, concurrency: number): number {
    return this.unheld(queue, concurrency) - this.reservedOf(queue);
  }

  /** Give back the slots `reservation` holds (a turn ended, or is run again). */
  release(reservation: Reservation): void {
    for (const [queue, n] of reservation) this.reserved.set(queue, (this.reserved.get(queue) ?? 0) - n);
    reservation.clear();
  }

  /** Reserve `n` slots of `queue` for the turn holding `reservation`. */
  reserve(reservation: Reservation, queue: string, n: number): void {
    this.reserved.set(queue, this.reservedOf(queue) + n);
    reservation.set(queue, (reservation.get(queue) ?? 0) + n);
  }
}
