// What every crash suite checks of each delivery once the kills are over (test/evidence/crash.test.ts on SQLite,
// test/evidence/postgres-crash.test.ts on PostgreSQL): settled, within its automatic attempts, its attempts column
// and rows agreeing and numbered 1..n, none left open, and no receiver request beyond the attempts recorded.

interface AuditedDelivery {
  id: string;
  status: string;
  attempts: number;
}

interface AuditedAttempt {
  deliveryId: string;
  number: number;
  trigger: string;
  errorClass: string | null;
  completedAt: number | null;
}

/** Each delivery's attempts, in attempt order. */
export function attemptsByDelivery<A extends AuditedAttempt>(attempts: A[]): Map<string, A[]> {
  const by = new Map<string, A[]>();
  for (const a of attempts) {
    const list = by.get(a.deliveryId) ?? [];
    list.push(a);
    by.set(a.deliveryId, list);
  }
  for (const list of by.values()) list.sort((a, b) => a.number - b.number);
  return by;
}

/**
 * Audit delivery `d` with its attempts (in order) and how many requests for it the receiver saw; each problem goes
 * to `say`. Returns its automatic attempts, the index among them of the successful one (-1 when none), and how
 * many of them a kill interrupted, for the suite's own checks.
 */
export function auditDelivery<A extends AuditedAttempt>(
  d: AuditedDelivery,
  attempts: A[],
  o: { maxAttempts: number; seen: number; say: (problem: string) => void },
): { automatic: A[]; success: number; interrupted: number } {
  const { say, seen } = o;
  const automatic = attempts.filter((a) => a.trigger === "initial" || a.trigger === "retry");
  if (d.status !== "succeeded" && d.status !== "failed") say(`not final: ${d.status}`);
  if (automatic.length > o.maxAttempts) say(`${automatic.length} automatic attempts`);
  if (automatic.length !== d.attempts) say(`attempts column ${d.attempts} != ${automatic.length} rows`);
  if (automatic.length === 0) say("no attempt at all");
  attempts.forEach((a, i) => {
    if (a.number !== i + 1) say(`attempt numbers not 1..n: ${attempts.map((x) => x.number)}`);
    if (a.completedAt === null) say(`attempt ${a.number} left open`);
  });
  // Nothing is sent without its attempt row written first (committed before the request leaves).
  if (seen > automatic.length) say(`receiver saw ${seen} > ${automatic.length}`);
  const success = automatic.findIndex((a) => a.errorClass === null);
  if (d.status === "failed" && success >= 0) say("failed despite a successful attempt");
  const interrupted = automatic.filter((a) => a.errorClass === "interrupted").length;
  return { automatic, success, interrupted };
}
