import { and, asc, eq, inArray } from "drizzle-orm";
import { randomBase62 } from "../accounts/keys";
import type { Clock } from "../clock";
import { type Db, type DbOrTx, perConnection } from "../db/client";
import { uuidv7 } from "../db/ids";
import { keysetPage, type Page, type PageRequest } from "../db/pagination";
import { type RelayVerifyScheme, relayDestinations, relaySources } from "../db/schema";
import type { RelayFilter } from "./filter";

// Relay sources and their destinations: the only module that writes relay_sources and relay_destinations (the
// ingest path bumps a source's counters through `countRequest`). Every query is scoped to the account.

/** Ingest tokens are the only secret of an ingest URL: 40 base62 characters, ~238 bits. */
const TOKEN_LENGTH = 40;
export const TOKEN_PATTERN = /^[0-9A-Za-z]{40}$/;
/** How long the secret a rotation replaced is still accepted: senders switch over gradually. */
export const PREVIOUS_SECRET_MS = 24 * 3_600_000;

export type SourceRow = typeof relaySources.$inferSelect;
export type DestinationRow = typeof relayDestinations.$inferSelect;
export type Source = SourceRow & { destinations: DestinationRow[] };

export interface VerifyInput {
  scheme: RelayVerifyScheme;
  secret: string;
  header?: string | null;
}

export interface DestinationInput {
  url: string;
  format?: "passthrough" | "slack";
  filter?: RelayFilter | null;
  paused?: boolean;
}

export function createSource(
  db: Db,
  clock: Clock,
  accountId: string,
  input: { name: string; verify?: VerifyInput | null; destinations?: DestinationInput[] },
): Source {
  const now = clock.now();
  const row: SourceRow = {
    id: uuidv7(now),
    accountId,
    name: input.name,
    token: randomBase62(TOKEN_LENGTH),
    verifyScheme: input.verify?.scheme ?? null,
    verifySecret: input.verify?.secret ?? null,
    verifyHeader: input.verify?.header ?? null,
    previousSecret: null,
    previousSecretUntil: null,
    requestCount: 0,
    lastRequestAt: null,
    createdAt: now,
    updatedAt: now,
  };
  return db.transaction((tx) => {
    tx.insert(relaySources).values(row).run();
    const destinations = (input.destinations ?? []).map((d, i) => insertDestination(tx, row, d, now + i));
    return { ...row, destinations };
  });
}

function insertDestination(db: DbOrTx, source: SourceRow, d: DestinationInput, now: number): DestinationRow {
  const row: DestinationRow = {
    id: uuidv7(now),
    sourceId: source.id,
    accountId: source.accountId,
    url: d.url,
    format: d.format ?? "passthrough",
    filter: d.filter ?? null,
    paused: d.paused ?? false,
    createdAt: now,
  };
  db.insert(relayDestinations).values(row).run();
  return row;
}

/** The account's source with its destinations (oldest first), or undefined. */
export function getSource(db: Db, accountId: string, id: string): Source | undefined {
  const row = db
    .select()
    .from(relaySources)
    .where(and(eq(relaySources.id, id), eq(relaySources.accountId, accountId)))
    .get();
  return row && withDestinations(db, [row])[0];
}

function withDestinations(db: Db, rows: SourceRow[]): Source[] {
  if (rows.length === 0) return [];
  const all = db
    .select()
    .from(relayDestinations)
    .where(
      inArray(
        relayDestinations.sourceId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(relayDestinations.createdAt), asc(relayDestinations.id))
    .all();
  return rows.map((r) => ({ ...r, destinations: all.filter((d) => d.sourceId === r.id) }));
}

/** The account's sources, newest first, in keyset pages. */
export function listSources(db: Db, accountId: string, page: PageRequest): Page<Source> {
  const p = keysetPage(relaySources, page, (q) => {
    const query = db
      .select()
      .from(relaySources)
      .where(and(eq(relaySources.accountId, accountId), q.where))
      .orderBy(...q.orderBy);
    return q.limit === undefined ? query.all() : query.limit(q.limit).all();
  });
  return { ...p, items: withDestinations(db, p.items) };
}

/**
 * Change a source's name or verification. A new secret keeps the old one accepted for PREVIOUS_SECRET_MS (a
 * rotation); `verify: null` turns verification off. Undefined when the account has no such source.
 */
export function updateSource(
  db: Db,
  clock: Clock,
  accountId: string,
  id: string,
  patch: { name?: string; verify?: VerifyInput | null },
): Source | undefined {
  const current = getSource(db, accountId, id);
  if (!current) return undefined;
  const now = clock.now();
  const set: Partial<SourceRow> = { updatedAt: now };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.verify === null)
    Object.assign(set, { verifyScheme: null, verifySecret: null, verifyHeader: null, previousSecret: null });
  else if (patch.verify) {
    const rotated =
      current.verifySecret !== null &&
      current.verifyScheme === patch.verify.scheme &&
      current.verifySecret !== patch.verify.secret;
    Object.assign(set, {
      verifyScheme: patch.verify.scheme,
      verifySecret: patch.verify.secret,
      verifyHeader: patch.verify.header ?? null,
      previousSecret: rotated ? current.verifySecret : null,
      previousSecretUntil: rotated ? now + PREVIOUS_SECRET_MS : null,
    });
  }
  db.update(relaySources)
    .set(set)
    .where(and(eq(relaySources.id, id), eq(relaySources.accountId, accountId)))
    .run();
  return getSource(db, accountId, id);
}

/** Delete a source with its destinations and requests (by cascade). False when there was none. */
export function deleteSource(db: Db, accountId: string, id: string): boolean {
  const where = and(eq(relaySources.id, id), eq(relaySources.accountId, accountId));
  return db.delete(relaySources).where(where).run().changes > 0;
}

export function addDestination(
  db: Db,
  clock: Clock,
  accountId: string,
  sourceId: string,
  input: DestinationInput,
): DestinationRow | undefined {
  const source = getSource(db, accountId, sourceId);
  return source && insertDestination(db, source, input, clock.now());
}

/** Change a destination (URL, format, filter, paused). Undefined when the account has no such destination. */
export function updateDestination(
  db: Db,
  accountId: string,
  sourceId: string,
  id: string,
  patch: Partial<DestinationInput>,
): DestinationRow | undefined {
  const where = and(
    eq(relayDestinations.id, id),
    eq(relayDestinations.sourceId, sourceId),
    eq(relayDestinations.accountId, accountId),
  );
  const set: Partial<DestinationRow> = {};
  if (patch.url !== undefined) set.url = patch.url;
  if (patch.format !== undefined) set.format = patch.format;
  if (patch.filter !== undefined) set.filter = patch.filter;
  if (patch.paused !== undefined) set.paused = patch.paused;
  if (Object.keys(set).length > 0) db.update(relayDestinations).set(set).where(where).run();
  return db.select().from(relayDestinations).where(where).get();
}

export function deleteDestination(db: Db, accountId: string, sourceId: string, id: string): boolean {
  const where = and(
    eq(relayDestinations.id, id),
    eq(relayDestinations.sourceId, sourceId),
    eq(relayDestinations.accountId, accountId),
  );
  return db.delete(relayDestinations).where(where).run().changes > 0;
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
      s.previous_secret, s.previous_secret_until, s.request_count, s.last_request_at, s.created_at, s.updated_at,
      d.id as d_id, d.url as d_url, d.format as d_format, d.filter as d_filter, d.paused as d_paused,
      d.created_at as d_created_at
      from relay_sources s left join relay_destinations d on d.source_id = s.id
      where s.token = ? order by d.created_at, d.id`),
  count: c.prepare(
    "update relay_sources set request_count = request_count + 1, last_request_at = ? where id = ?",
  ),
}));

type SourceSql = {
  id: string;
  account_id: string;
  name: string;
  token: string;
  verify_scheme: RelayVerifyScheme | null;
  verify_secret: string | null;
  verify_header: string | null;
  previous_secret: string | null;
  previous_secret_until: number | null;
  request_count: number;
  last_request_at: number | null;
  created_at: number;
  updated_at: number;
};
type DestinationSql = {
  d_id: string | null;
  d_url: string;
  d_format: DestinationRow["format"];
  d_filter: string | null;
  d_paused: number;
  d_created_at: number;
};

/** The source an ingest token names, with its destinations; undefined for a token that names none. */
export function sourceByToken(db: Db, token: string): Source | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const s = hot(db);
  const rows = s.byToken.all(token) as (SourceSql & DestinationSql)[];
  const r = rows[0];
  if (!r) return undefined;
  const destinations = rows.flatMap((d): DestinationRow[] =>
    d.d_id === null
      ? []
      : [
          {
            id: d.d_id,
            sourceId: r.id,
            accountId: r.account_id,
            url: d.d_url,
            format: d.d_format,
            filter: d.d_filter === null ? null : (JSON.parse(d.d_filter) as DestinationRow["filter"]),
            paused: d.d_paused !== 0,
            createdAt: d.d_created_at,
          },
        ],
  );
  return {
    id: r.id,
    accountId: r.account_id,
    name: r.name,
    token: r.token,
    verifyScheme: r.verify_scheme,
    verifySecret: r.verify_secret,
    verifyHeader: r.verify_header,
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
export function countRequest(db: Db, sourceId: string, at: number): void {
  hot(db).count.run(at, sourceId);
}
