import { type Column, type SQL, sql } from "drizzle-orm";
import { deliveryStatuses } from "../../db/schema";
import type { DeliveryStatus } from "./types";

// The delivery log's state machine as data: every write of ./transitions.ts (and ./claim.ts, ./prune.ts), the
// statuses it starts from, what else its statement checks, where it lands and what it sets. The statements take
// their status guards from here (statusIn, statusWhere); test/webhooks/log-transitions.test.ts applies every
// transition to every state on both databases and expects what this table says; docs/architecture.md's table is
// rendered from it (test/webhooks/log-machine.test.ts).

/** What a statement checks beside the status, by the name the table uses, as the docs word it. */
export const conditions = {
  held: "its claim holds it (`allocation_id`)",
  due: "due (`next_attempt_at` ≤ now)",
  queued: "it has a due time (`next_attempt_at`): not a test delivery",
  open: "the attempt it names is open",
  unstarted: "no automatic attempt of it is open: its claim started none",
  anyOpen: "an attempt of the triggers it names is open",
  test: "a test delivery",
  finished: "completed before the cutoff",
} as const;
export type Condition = keyof typeof conditions;

export interface Transition {
  /**
   * The statuses it moves a delivery from: its status guard, written in its statement's SQL. Every status: its
   * statement checks none. `new`: it creates the delivery.
   */
  readonly from: "new" | readonly DeliveryStatus[];
  /**
   * What its statement checks beside the status: the delivery moves only where each holds (the result of an
   * attempt it names is written whenever that attempt is open).
   */
  readonly when: readonly Condition[];
  /** Where it leaves the delivery: a status, `same` (it writes other columns), or `gone`. */
  readonly to: DeliveryStatus | "same" | "gone";
  /** What it writes, in short. */
  readonly sets: string;
  /** Other functions of the log that make the same write (a batch of it, an alias). */
  readonly also?: readonly string[];
}

const any = deliveryStatuses;
const RESULTS = "the attempt's result, the last result";

/**
 * Every transition, in the order a delivery meets them. A name with a `:` is one function called one way (the
 * part after it). Guards on columns other than `status` are written in each statement's SQL, as `when` says.
 */
export const machine = {
  enqueue: {
    also: ["enqueueMany"],
    from: "new",
    when: [],
    to: "pending",
    sets: "`next_attempt_at`: now, or after its first delay",
  },
  enqueueTest: {
    from: "new",
    when: [],
    to: "pending",
    sets: "no `next_attempt_at`: never due, its sender makes its one attempt at once",
  },
  claimDue: {
    from: ["pending"],
    when: ["due"],
    to: "delivering",
    sets: "`allocation_id`, `lease_expires_at`, `attempts` + 1: the claim, its lease and the attempt it is for",
  },
  // No guard: only the delivery's holder starts an attempt (its claim, a manual attempt's hold, a test's sender).
  startAttempt: {
    also: ["startAttempts"],
    from: any,
    when: [],
    to: "same",
    sets: "the attempt (`initial`, `retry`), open: its claim counted it",
  },
  "startAttempt:test": {
    from: any,
    when: [],
    to: "delivering",
    sets: "`attempts` + 1; the test delivery's one attempt, open",
  },
  "startAttempt:manual": {
    from: any,
    when: [],
    to: "same",
    sets: "`manual_attempts` + 1; the attempt, open",
  },
  rewriteAttempt: {
    from: any,
    when: ["open"],
    to: "same",
    sets: "the attempt's request, as a relay destination's transform rewrote it",
  },
  renewClaim: { from: any, when: ["held"], to: "same", sets: "`lease_expires_at`" },
  succeedClaimed: {
    also: ["settleClaimedMany"],
    from: ["delivering"],
    when: ["held"],
    to: "succeeded",
    sets: `${RESULTS}, \`completed_at\`; the claim ends, its slot spent`,
  },
  scheduleRetry: {
    also: ["settleClaimedMany"],
    from: ["delivering"],
    when: ["held"],
    to: "pending",
    sets: `${RESULTS}, \`next_attempt_at\`: the retry's time; the claim ends, its slot spent`,
  },
  failClaimedAttempt: {
    also: ["settleClaimedMany"],
    from: ["delivering"],
    when: ["held"],
    to: "failed",
    sets: `${RESULTS}, \`completed_at\`; the claim ends, its slot spent`,
  },
  failClaim: {
    from: ["pending", "delivering"],
    when: ["held"],
    to: "failed",
    sets: "`completed_at`, `last_error` when given, `attempts`: the automatic ones recorded; the claim ends",
  },
  releaseClaim: {
    also: ["releaseHold"],
    from: ["delivering"],
    when: ["held"],
    to: "pending",
    sets: "`next_attempt_at`: the given time, no `slot_at`; the claim (or a manual attempt's hold) ends",
  },
  unclaim: {
    from: ["delivering"],
    when: ["held", "unstarted"],
    to: "pending",
    sets: "the claim ends, its count given back (`attempts` − 1), `next_attempt_at` kept: it keeps its place",
  },
  deferToSlot: {
    from: ["delivering"],
    when: ["held", "unstarted"],
    to: "pending",
    sets: "`next_attempt_at` and `slot_at`: the start its destination's rate limit reserved; the claim ends, its count given back",
  },
  requeueExpired: {
    from: ["delivering"],
    when: ["held"],
    to: "pending",
    sets: "`next_attempt_at`: now, `lost_count`, `attempts`: the automatic ones recorded, no `slot_at`; the claim ends",
  },
  hold: {
    from: ["pending"],
    when: ["queued"],
    to: "delivering",
    sets: "`allocation_id`, `lease_expires_at`: held for a manual attempt, its retry's due time kept",
  },
  interrupt: {
    from: any,
    when: ["anyOpen"],
    to: "same",
    sets: "the attempt closed as `interrupted` (retryable; it counts), the last result",
  },
  "completeAttempt:succeeded": {
    from: ["pending", "delivering", "failed"],
    when: ["open"],
    to: "succeeded",
    sets: `${RESULTS} (from any status), \`completed_at\`; any claim or hold ends`,
  },
  "completeAttempt:failed": {
    from: ["pending", "delivering"],
    when: ["open", "test"],
    to: "failed",
    sets: `${RESULTS}, \`completed_at\``,
  },
  failStrandedTests: {
    from: ["pending", "delivering"],
    when: ["test"],
    to: "failed",
    sets: "`completed_at`, `last_error`: its attempt is gone",
  },
  prune: {
    from: ["succeeded", "failed"],
    when: ["finished"],
    to: "gone",
    sets: "deleted, its attempts with it",
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof machine;

const complementOf = (statuses: readonly DeliveryStatus[]) => any.filter((s) => !statuses.includes(s));

/** A status guard in its shortest form: `= a`, `<> b` (every status but one), or `in (…)`. */
type Guard = { op: "=" | "<>"; status: DeliveryStatus } | { op: "in"; statuses: readonly DeliveryStatus[] };

function guardFor(statuses: readonly DeliveryStatus[]): Guard {
  const others = complementOf(statuses);
  if (statuses.length === 1) return { op: "=", status: statuses[0]! };
  if (others.length === 1) return { op: "<>", status: others[0]! };
  return { op: "in", statuses };
}

/** Each transition's statuses, in deliveryStatuses' order; none for one that checks no status. */
const froms = Object.fromEntries(
  Object.entries(machine).map(([name, t]) => {
    const from = t.from as Transition["from"];
    const checked = from !== "new" && from.length < any.length;
    return [name, checked ? any.filter((s) => from.includes(s)) : undefined];
  }),
) as Readonly<Record<TransitionName, readonly DeliveryStatus[] | undefined>>;

/** The status guard of `names`, one statement serving them all: they must start from the same statuses. */
function fromOf(names: TransitionName | readonly TransitionName[]): readonly DeliveryStatus[] {
  const list: readonly TransitionName[] = typeof names === "string" ? [names] : names;
  const [from, ...more] = list.map((n) => froms[n]);
  if (!from) throw new Error(`${list.join(", ")}: no status guard`);
  if (more.some((f) => f?.join() !== from.join()))
    throw new Error(`${list.join(", ")}: different status guards`);
  return from;
}

function render(column: string, g: Guard): string {
  return g.op === "in"
    ? `${column} in (${g.statuses.map((s) => `'${s}'`).join(", ")})`
    : `${column} ${g.op} '${g.status}'`;
}

/**
 * The status guard of a transition (or of several one statement serves) as SQL text on `column` (`d.status`,
 * `+status`), the same on both databases: `statusIn("succeedClaimed")` is `status = 'delivering'`. Call it where
 * a statement is prepared, never per run: the text goes into the statement's static SQL.
 */
export function statusIn(names: TransitionName | readonly TransitionName[], column = "status"): string {
  return render(column, guardFor(fromOf(names)));
}

/** The statuses the guard of `names` refuses, as SQL text on `column` (statusIn's complement). */
export function statusNotIn(names: TransitionName | readonly TransitionName[], column = "status"): string {
  return render(column, guardFor(complementOf(fromOf(names))));
}

/** Each status guard, decided once. */
const guards = Object.fromEntries(
  Object.entries(froms).map(([name, from]) => [name, from && guardFor(from)]),
) as Readonly<Record<TransitionName, Guard | undefined>>;

/**
 * The status guard of `name` as a drizzle condition on `column`, its statuses literals as statusIn writes them (a
 * partial index's `status = 'pending'` serves only a literal, and a prepared statement keeps them in its text).
 */
export function statusWhere(column: Column, name: TransitionName): SQL {
  const g = guards[name];
  if (!g) throw new Error(`${name}: no status guard`);
  return sql`${column} ${sql.raw(render("", g).trimStart())}`;
}
