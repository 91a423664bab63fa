import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { randomBase62 } from "../accounts/keys";
import type { Clock } from "../clock";
import { type Db, perConnection } from "../db/client";
import { uuidv7 } from "../db/ids";
import { keysetPageWork, type Page, type PageRequest } from "../db/pagination";
import type { RelayVerifyScheme, relaySources } from "../db/schema";
import { all, fastOnSqlite, get, run, tx, type Work } from "../db/store";
import {
  type DestinationInput,
  type DestinationRow,
  type DestinationSql,
  destinationFromSql,
  insertDestination,
} from "./destinations";
import type { VerifyOptions } from "./verify";

// Relay sources: the only module that writes relay_sources (the ingest path bumps a source's counters through
// `countRequest`); their destinations are written by ./destinations.ts. Every query is scoped to the account. Written once
// for SQLite and PostgreSQL (src/db/store/work.ts); the ingest path's statements have hand-tuned SQLite twins
// (`fastOnSqlite`).

/** Ingest tokens are the only secret of an ingest URL: 40 base62 characters, ~238 bits. */
const TOKEN_LENGTH = 40;
export const TOKEN_PATTERN = /^[0-9A-Za-z]{40}$/;
/** How long the secret a rotation replaced is still accepted: senders switch over gradually. */
export const PREVIOUS_SECRET_MS = 24 * 3_600_000;

export type SourceRow = typeof relaySources.$inferSelect;
export type Source = SourceRow & { destinations: DestinationRow[] };

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
): Work<Source> {
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
    requestCount: 0,
    lastRequestAt: null,
    createdAt: now,
    updatedAt: now,
  };
  return yield* tx(function* () {
    yield* run((db, t) => db.insert(t.relaySources).values(row));
    const destinations: DestinationRow[] = [];
    for (const [i, d] of (input.destinations ?? []).entries())
      destinations.push(yield* insertDestination(row, d, now + i));
    return { ...row, destinations };
  });
}

/** The account's source with its destinations (oldest first), or undefined. */
export function* getSource(accountId: string, id: string): Work<Source | undefined> {
  const row = yield* get((db, t) =>
    db
      .select()
      .from(t.relaySources)
      .where(and(eq(t.relaySources.id, id), eq(t.relaySources.accountId, accountId))),
  );
  return row && (yield* withDestinations([row]))[0];
}

function* withDestinations(rows: SourceRow[]): Work<Source[]> {
  if (rows.length === 0) return [];
  const ds = yield* all((db, t) =>
    db
      .select()
      .from(t.relayDestinations)
      .where(
        inArray(
          t.relayDestinations.sourceId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(t.relayDestinations.createdAt), asc(t.relayDestinations.id)),
  );
  return rows.map((r) => ({ ...r, destinations: ds.filter((d) => d.sourceId === r.id) }));
}

/** The account's sources, newest first, in keyset pages. */
export function* listSources(accountId: string, page: PageRequest): Work<Page<Source>> {
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
  return { ...p, items: yield* withDestinations(p.items) };
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
): Work<Source | undefined> {
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

// The ingest path's own statements, prepared once per connection: through drizzle (a query built, prepared and
// mapped on every call) the token lookup and the count took ~40 % of an ingest's CPU (bench/relay.ts,
// `node --cpu-prof`); docs/performance.md, relay ingest. Nothing is cached but the statements: a source's
// secret, destinations and pause state are read afresh for every request.
const hot = perConnection((c) => ({
  // The source and its destinations in one statement (one row per destination, or one with none): one read
  // transaction per ingest instead of two.
  byToken:
    c.prepare(`select s.id, s.account_id, s.name, s.token, s.verify_scheme, s.verify_secret, s.verify_header,
      s.verify_options, s.previous_secret, s.previous_secret_until, s.request_count, s.last_request_at, s.created_at, s.updated_at,
      d.id as d_id, d.url as d_url, d.format as d_format, d.filter as d_filter, d.paused as d_paused,
      d.retry as d_retry, d.rate_limit_per_s as d_rate_limit_per_s, d.signing_secret as d_signing_secret,
      d.retired_signing_secrets as d_retired_signing_secrets, d.transform as d_transform, d.created_at as d_created_at
      from relay_sources s left join relay_destinations d on d.source_id = s.id
      where s.token = ? order by d.created_at, d.id`),
  // The newest time stays: requests of several instances (their clocks, their commits) land in any order.
  count: c.prepare(`update relay_sources set request_count = request_count + 1,
      last_request_at = max(coalesce(last_request_at, 0), ?) where id = ?`),
}));

type SourceSql = {
  id: string;
  account_id: string;
  name: string;
  token: string;
  verify_scheme: RelayVerifyScheme | null;
  verify_secret: string | null;
  verify_header: string | null;
  verify_options: string | null;
  previous_secret: string | null;
  previous_secret_until: number | null;
  request_count: number;
  last_request_at: number | null;
  created_at: number;
  updated_at: number;
};

/**
 * The source an ingest token names, with its destinations (oldest first); undefined for a token that names none.
 * SQLite runs the hand-tuned statement above; PostgreSQL the same left join through drizzle, one round trip.
 */
export function* sourceByToken(token: string): Work<Source | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return yield* fastOnSqlite(
    (db) => sourceByTokenNow(db, token),
    function* () {
      const rows = yield* all((db, t) =>
        db
          .select({ source: t.relaySources, destination: t.relayDestinations })
          .from(t.relaySources)
          .leftJoin(t.relayDestinations, eq(t.relayDestinations.sourceId, t.relaySources.id))
          .where(eq(t.relaySources.token, token))
          .orderBy(asc(t.relayDestinations.createdAt), asc(t.relayDestinations.id)),
      );
      const first = rows[0];
      if (!first) return undefined;
      return {
        ...first.source,
        destinations: rows.flatMap((r) => (r.destination ? [r.destination] : [])),
      };
    },
  );
}

function sourceByTokenNow(db: Db, token: string): Source | undefined {
  const s = hot(db);
  const rows = s.byToken.all(token) as (SourceSql & DestinationSql)[];
  const r = rows[0];
  if (!r) return undefined;
  const destinations = rows.flatMap((d) => destinationFromSql(d, r.id, r.account_id));
  return {
    id: r.id,
    accountId: r.account_id,
    name: r.name,
    token: r.token,
    verifyScheme: r.verify_scheme,
    verifySecret: r.verify_secret,
    verifyHeader: r.verify_header,
    verifyOptions: r.verify_options === null ? null : (JSON.parse(r.verify_options) as VerifyOptions),
    previousSecret: r.previous_secret,
    previousSecretUntil: r.previous_secret_until,
    requestCount: r.request_count,
    lastRequestAt: r.last_request_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    destinations,
  };
}

/** Count a received request on its source (in the ingest's transaction). */
export function* countRequest(sourceId: string, at: number): Work<void> {
  yield* fastOnSqlite(
    (db) => {
      hot(db).count.run(at, sourceId);
    },
    function* () {
      yield* run((db, t) =>
        db
          .update(t.relaySources)
          .set({
            requestCount: sql`${t.relaySources.requestCount} + 1`,
            // PostgreSQL only (fastOnSqlite): its greatest() passes over a null.
            lastRequestAt: sql`greatest(${t.relaySources.lastRequestAt}, ${at})`,
          })
          .where(eq(t.relaySources.id, sourceId)),
      );
    },
  );
}
