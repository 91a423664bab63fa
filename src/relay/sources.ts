import { and, asc, eq, inArray, max, sql, sum } from "drizzle-orm";
import { randomBase62 } from "../accounts/keys";
import type { Clock } from "../clock";
import { uuidv7 } from "../db/ids";
import { keysetPageWork, type Page, type PageRequest } from "../db/pagination";
import type { RelayVerifyScheme, relaySources } from "../db/schema";
import { $, all, exec, get, many, run, statement, tx, type Work } from "../db/store";
import { type DestinationInput, type DestinationRow, insertDestination } from "./destinations";
import type { VerifyOptions } from "./verify";

// Relay sources: the only module that writes relay_sources and relay_source_counts (the ingest path counts a
// request through `countRequest`); their destinations are written by ./destinations.ts. Every query is scoped to
// the account. Written once for SQLite and PostgreSQL (src/db/store/work.ts).

/** Ingest tokens are the only secret of an ingest URL: 40 base62 characters, ~238 bits. */
const TOKEN_LENGTH = 40;
export const TOKEN_PATTERN = /^[0-9A-Za-z]{40}$/;
/** How long the secret a rotation replaced is still accepted: senders switch over gradually. */
export const PREVIOUS_SECRET_MS = 24 * 3_600_000;

export type SourceRow = typeof relaySources.$inferSelect;
/** A source as ingest reads it. */
export type Source = SourceRow & { destinations: DestinationRow[] };
/** A source as the API shows it: with how many requests it received and when the last came. */
export type SourceDetail = Source & { requestCount: number; lastRequestAt: number | null };

export interface VerifyInput {
  scheme: RelayVerifyScheme;
  secret: string;
  header?: string | null;
  options?: VerifyOptions | null;
}

export function* createSource(
  clock: Clock,
  accountId: string,
  input: { name: string; verify?: VerifyInput | null; destinations?: DestinationInput[] },
): Work<SourceDetail> {
  const now = clock.now();
  const row: SourceRow = {
    id: uuidv7(now),
    accountId,
    name: input.name,
    token: randomBase62(TOKEN_LENGTH),
    verifyScheme: input.verify?.scheme ?? null,
    verifySecret: input.verify?.secret ?? null,
    verifyHeader: input.verify?.header ?? null,
    verifyOptions: input.verify?.options ?? null,
    previousSecret: null,
    previousSecretUntil: null,
    createdAt: now,
    updatedAt: now,
  };
  return yield* tx(function* () {
    yield* run((db, t) => db.insert(t.relaySources).values(row));
    const destinations: DestinationRow[] = [];
    for (const [i, d] of (input.destinations ?? []).entries())
      destinations.push(yield* insertDestination(row, d, now + i));
    return { ...row, destinations, requestCount: 0, lastRequestAt: null };
  });
}

/** The account's source with its destinations (oldest first), or undefined. */
export function* getSource(accountId: string, id: string): Work<SourceDetail | undefined> {
  const row = yield* get((db, t) =>
    db
      .select()
      .from(t.relaySources)
      .where(and(eq(t.relaySources.id, id), eq(t.relaySources.accountId, accountId))),
  );
  return row && (yield* withDetails([row]))[0];
}

/** `rows` with their destinations (oldest first) and their counts. */
function* withDetails(rows: SourceRow[]): Work<SourceDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = yield* all((db, t) =>
    db
      .select({
        sourceId: t.relaySourceCounts.sourceId,
        requests: sum(t.relaySourceCounts.requestCount).mapWith(Number),
        last: max(t.relaySourceCounts.lastRequestAt),
      })
      .from(t.relaySourceCounts)
      .where(inArray(t.relaySourceCounts.sourceId, ids))
      .groupBy(t.relaySourceCounts.sourceId),
  );
  const ds = yield* all((db, t) =>
    db
      .select()
      .from(t.relayDestinations)
      .where(inArray(t.relayDestinations.sourceId, ids))
      .orderBy(asc(t.relayDestinations.createdAt), asc(t.relayDestinations.id)),
  );
  return rows.map((r) => {
    const c = counts.find((x) => x.sourceId === r.id);
    return {
      ...r,
      destinations: ds.filter((d) => d.sourceId === r.id),
      requestCount: c?.requests ?? 0,
      lastRequestAt: c?.last ?? null,
    };
  });
}

/** The account's sources, newest first, in keyset pages. */
export function* listSources(accountId: string, page: PageRequest): Work<Page<SourceDetail>> {
  const p = yield* keysetPageWork(page, (q) =>
    all((db, t) => {
      const { where, orderBy, limit } = q(t.relaySources);
      const query = db
        .select()
        .from(t.relaySources)
        .where(and(eq(t.relaySources.accountId, accountId), where))
        .orderBy(...orderBy);
      return limit === undefined ? query : query.limit(limit);
    }),
  );
  return { ...p, items: yield* withDetails(p.items) };
}

/**
 * Change a source's name or verification. A new secret of the same scheme and preset keeps the one it replaces accepted
 * for PREVIOUS_SECRET_MS (a rotation; one previous secret is kept); the same secret again changes nothing of
 * that; `verify: null` turns verification off. Undefined when the account has no such source.
 */
export function* updateSource(
  clock: Clock,
  accountId: string,
  id: string,
  patch: { name?: string; verify?: VerifyInput | null },
): Work<SourceDetail | undefined> {
  const current = yield* getSource(accountId, id);
  if (!current) return undefined;
  const now = clock.now();
  const set: Partial<SourceRow> = { updatedAt: now };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.verify === null)
    Object.assign(set, {
      verifyScheme: null,
      verifySecret: null,
      verifyHeader: null,
      verifyOptions: null,
      previousSecret: null,
    });
  else if (patch.verify) {
    const sameScheme =
      current.verifySecret !== null &&
      current.verifyScheme === patch.verify.scheme &&
      current.verifyOptions?.preset === patch.verify.options?.preset;
    Object.assign(set, {
      verifyScheme: patch.verify.scheme,
      verifySecret: patch.verify.secret,
      verifyHeader: patch.verify.header ?? null,
      verifyOptions: patch.verify.options ?? null,
    });
    // The same secret saved again (a rename through a form that resends it) leaves a rotation's window as it is.
    // A new one keeps only the secret it replaces: a second rotation within the window drops the first secret.
    if (!sameScheme || current.verifySecret !== patch.verify.secret) {
      const rotated = sameScheme;
      Object.assign(set, {
        previousSecret: rotated ? current.verifySecret : null,
        previousSecretUntil: rotated ? now + PREVIOUS_SECRET_MS : null,
      });
    }
  }
  yield* run((db, t) =>
    db
      .update(t.relaySources)
      .set(set)
      .where(and(eq(t.relaySources.id, id), eq(t.relaySources.accountId, accountId))),
  );
  return yield* getSource(accountId, id);
}

/** Delete a source with its destinations and requests (by cascade). False when there was none. */
export function* deleteSource(accountId: string, id: string): Work<boolean> {
  const deleted = yield* run((db, t) =>
    db.delete(t.relaySources).where(and(eq(t.relaySources.id, id), eq(t.relaySources.accountId, accountId))),
  );
  return deleted > 0;
}

// The ingest path's statements, defined once and prepared per connection: through drizzle (a query built, prepared
// and mapped on every call) the token lookup and the count took ~40 % of an ingest's CPU (bench/relay.ts,
// `node --cpu-prof`); docs/performance.md, relay ingest. Nothing is cached but the statements: a source's secret,
// destinations and pause state are read afresh for every request.

// The source and its destinations in one statement (one row per destination, or one with none): one read
// transaction per ingest instead of two.
const byToken = statement((db, t) =>
  db
    .select({ source: t.relaySources, destination: t.relayDestinations })
    .from(t.relaySources)
    .leftJoin(t.relayDestinations, eq(t.relayDestinations.sourceId, t.relaySources.id))
    .where(eq(t.relaySources.token, $("token")))
    .orderBy(asc(t.relayDestinations.createdAt), asc(t.relayDestinations.id)),
);

/**
 * How many rows a source's count is kept in. Every request of a source writes its count in its ingest transaction
 * and holds that row until the commit; on PostgreSQL, with one row per source, its requests committed one WAL flush
 * after another. `npx tsx bench/relay-pg.ts <url> 10 10` (one source, 10 connections, durable commits, 6 runs
 * each, alternated): one row 682 acknowledged requests/s (622-930), 8 rows 915 (695-975). On SQLite, one writer at
 * a time, the slot changes nothing.
 */
const COUNT_SLOTS = 8;

// The newest time stays: requests of several instances (their clocks, their commits) land in any order.
const count = statement((db, t) => {
  const c = t.relaySourceCounts;
  return db
    .insert(t.relaySourceCounts)
    .values({ sourceId: $("id"), slot: $("slot"), requestCount: 1, lastRequestAt: $("at") })
    .onConflictDoUpdate({
      target: [c.sourceId, c.slot],
      set: {
        requestCount: sql`${c.requestCount} + 1`,
        lastRequestAt: sql`case when ${c.lastRequestAt} >= excluded.last_request_at then ${c.lastRequestAt} else excluded.last_request_at end`,
      },
    });
});

/** The source an ingest token names, with its destinations (oldest first); undefined for a token that names none. */
export function* sourceByToken(token: string): Work<Source | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const rows = yield* many(byToken, { token });
  const first = rows[0];
  if (!first) return undefined;
  return { ...first.source, destinations: rows.flatMap((r) => (r.destination ? [r.destination] : [])) };
}

/** Count a received request on its source (in the ingest's transaction). */
export function* countRequest(sourceId: string, at: number, slot = countSlot()): Work<void> {
  yield* exec(count, { id: sourceId, at, slot });
}

/** The slot a request is counted on: any of COUNT_SLOTS, at random. */
export const countSlot = () => Math.floor(Math.random() * COUNT_SLOTS);
