import { and, eq } from "drizzle-orm";
import { newWebhookSecret } from "../accounts/keys";
import type { Clock } from "../clock";
import { uuidv7 } from "../db/ids";
import type { relayDestinations } from "../db/schema";
import { get, run, type Work } from "../db/store";
import type { Tables } from "../db/store/work";
import type { RetryPolicy } from "../webhooks/retry-policy";
import type { RelayFilter } from "./filter";

// Relay destinations: the only module that writes relay_destinations. Every query is scoped to the account; a
// source's destinations are read with it (./sources.ts) and deleted with it (by cascade).

export type DestinationRow = typeof relayDestinations.$inferSelect;

export interface DestinationInput {
  url: string;
  format?: DestinationRow["format"];
  filter?: RelayFilter | null;
  paused?: boolean;
  /** null: the default schedule (src/webhooks/retry-policy.ts). */
  retry?: RetryPolicy | null;
  /** null: no limit. */
  rateLimitPerS?: number | null;
  /** Sign forwards with a secret of the destination's own (made when turned on; dropped when turned off). */
  sign?: boolean;
  /** A JSONata expression reshaping each forward (./transform.ts), compiled before it is accepted; null: none. */
  transform?: string | null;
}

/** Add destination `d` to `source` (in the caller's transaction when there is one). */
export function* insertDestination(
  source: { id: string; accountId: string },
  d: DestinationInput,
  now: number,
): Work<DestinationRow> {
  const row: DestinationRow = {
    id: uuidv7(now),
    sourceId: source.id,
    accountId: source.accountId,
    url: d.url,
    format: d.format ?? "passthrough",
    filter: d.filter ?? null,
    paused: d.paused ?? false,
    retry: d.retry ?? null,
    rateLimitPerS: d.rateLimitPerS ?? null,
    signingSecret: d.sign ? newWebhookSecret() : null,
    retiredSigningSecrets: null,
    transform: d.transform ?? null,
    createdAt: now,
  };
  yield* run((db, t) => db.insert(t.relayDestinations).values(row));
  return row;
}

/** Add a destination to the account's source `sourceId`; undefined when the account has no such source. */
export function* addDestination(
  clock: Clock,
  accountId: string,
  sourceId: string,
  input: DestinationInput,
): Work<DestinationRow | undefined> {
  const source = yield* get((db, t) =>
    db
      .select({ id: t.relaySources.id, accountId: t.relaySources.accountId })
      .from(t.relaySources)
      .where(and(eq(t.relaySources.id, sourceId), eq(t.relaySources.accountId, accountId))),
  );
  return source && (yield* insertDestination(source, input, clock.now()));
}

/** The account's destination `id` of source `sourceId`. */
export const destinationOf = (t: Tables, accountId: string, sourceId: string, id: string) =>
  and(
    eq(t.relayDestinations.id, id),
    eq(t.relayDestinations.sourceId, sourceId),
    eq(t.relayDestinations.accountId, accountId),
  );

/** Change a destination (URL, format, filter, paused, retry policy, rate limit, transform). Undefined when the account has no such destination. */
export function* updateDestination(
  accountId: string,
  sourceId: string,
  id: string,
  patch: Partial<DestinationInput>,
): Work<DestinationRow | undefined> {
  const set: Partial<DestinationRow> = {};
  if (patch.url !== undefined) set.url = patch.url;
  if (patch.format !== undefined) set.format = patch.format;
  if (patch.filter !== undefined) set.filter = patch.filter;
  if (patch.paused !== undefined) set.paused = patch.paused;
  if (patch.retry !== undefined) set.retry = patch.retry;
  if (patch.rateLimitPerS !== undefined) set.rateLimitPerS = patch.rateLimitPerS;
  if (patch.transform !== undefined) set.transform = patch.transform;
  if (patch.sign === false) Object.assign(set, { signingSecret: null, retiredSigningSecrets: null });
  if (patch.sign === true) {
    // Turning it on makes a secret; a destination that signs already keeps its own (rotate to change it).
    const current = yield* get((db, t) =>
      db
        .select({ secret: t.relayDestinations.signingSecret })
        .from(t.relayDestinations)
        .where(destinationOf(t, accountId, sourceId, id)),
    );
    if (current && !current.secret) set.signingSecret = newWebhookSecret();
  }
  if (Object.keys(set).length > 0)
    yield* run((db, t) =>
      db
        .update(t.relayDestinations)
        .set(set)
        .where(destinationOf(t, accountId, sourceId, id)),
    );
  return yield* get((db, t) =>
    db
      .select()
      .from(t.relayDestinations)
      .where(destinationOf(t, accountId, sourceId, id)),
  );
}

/** How long a rotated-out signing secret keeps signing, so the destination can switch without missing a forward. */
export const SIGNING_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * Give a signing destination a new secret; the one it replaces keeps signing for SIGNING_OVERLAP_MS. Undefined when
 * the account has no such destination; `not_signing` when it does not sign.
 */
export function* rotateSigningSecret(
  clock: Clock,
  accountId: string,
  sourceId: string,
  id: string,
): Work<DestinationRow | "not_signing" | undefined> {
  const d = yield* get((db, t) =>
    db
      .select()
      .from(t.relayDestinations)
      .where(destinationOf(t, accountId, sourceId, id)),
  );
  if (!d) return undefined;
  if (!d.signingSecret) return "not_signing";
  const now = clock.now();
  const retired = [
    { secret: d.signingSecret, expiresAt: now + SIGNING_OVERLAP_MS },
    ...(d.retiredSigningSecrets ?? []).filter((r) => r.expiresAt > now),
  ];
  const set = { signingSecret: newWebhookSecret(), retiredSigningSecrets: retired };
  yield* run((db, t) =>
    db
      .update(t.relayDestinations)
      .set(set)
      .where(destinationOf(t, accountId, sourceId, id)),
  );
  return { ...d, ...set };
}

export function* deleteDestination(accountId: string, sourceId: string, id: string): Work<boolean> {
  const deleted = yield* run((db, t) =>
    db.delete(t.relayDestinations).where(destinationOf(t, accountId, sourceId, id)),
  );
  return deleted > 0;
}

const INGEST_PATH = /^\/hooks\/relay\/([0-9A-Za-z]{40})(?:\/|$)/;
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0", "[::]"]);

/**
 * Why `rawUrl` may not be a relay destination of this instance, or undefined: it is one of this instance's own
 * ingest URLs, by its token (whatever host name leads here: ingest tokens are unguessable secrets of this
 * database) or by this instance's own address (PUBLIC_URL, or a loopback name with its PORT) and ingest path.
 */
export function* ownIngestUrlProblem(
  instance: { publicUrl: string; port: number },
  rawUrl: string,
): Work<string | undefined> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return undefined;
  }
  const token = INGEST_PATH.exec(url.pathname)?.[1];
  if (!token) return undefined;
  const problem =
    "Points at a relay ingest URL of this instance: every request would be forwarded back to it";
  if (isThisInstance(instance, url)) return problem;
  const known = yield* get((db, t) =>
    db.select({ id: t.relaySources.id }).from(t.relaySources).where(eq(t.relaySources.token, token)),
  );
  return known ? problem : undefined;
}

function isThisInstance(instance: { publicUrl: string; port: number }, url: URL): boolean {
  const port = (u: URL) => Number(u.port || (u.protocol === "https:" ? 443 : 80));
  let publicUrl: URL | undefined;
  try {
    publicUrl = new URL(instance.publicUrl);
  } catch {
    publicUrl = undefined;
  }
  if (publicUrl && publicUrl.hostname === url.hostname && port(publicUrl) === port(url)) return true;
  return LOOPBACK_HOSTS.has(url.hostname) && port(url) === instance.port;
}
