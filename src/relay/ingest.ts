import type { Db } from "../db/client";
import { uuidv7 } from "../db/ids";
import { runNow, tx, type Work } from "../db/store";
import { groupCommit } from "../db/tx";
import { type AppDeps, sqliteConnection } from "../deps";
import { metrics } from "../metrics";
import { conflictRefusal, notFoundRefusal, type Refusal } from "../refusal";
import { enqueueDelivery, type NewDelivery } from "../webhooks/event";
import { DEFAULT_RETRY, firstDelayMs } from "../webhooks/retry-policy";
import { dedupeKey } from "./dedupe";
import type { DestinationRow } from "./destinations";
import { matchesFilter } from "./filter";
import { outcomeOf, recordInOneTrip } from "./ingest-pg";
import { loopProblem } from "./loops";
import type { RelayEvent } from "./outgoing";
import {
  DEDUPE_WINDOW_MS,
  firstAcceptedWithKey,
  getRequest,
  insertRequest,
  type RelayRequestRow,
} from "./requests";
import { countRequest, getSource, type Source } from "./sources";
import { sharedSecretHeader, type VerifyConfig, type VerifyResult, verifyRequest } from "./verify";

/** A request as the ingest route read it: header names lower-case, the body's bytes untouched. */
export interface IncomingRelayRequest {
  method: string;
  /** The path after the ingest URL's token (`/` when none). */
  path: string;
  query: string | null;
  headers: Record<string, string>;
  body: Buffer;
  /** The URL the sender addressed, for schemes that sign it (Square, HubSpot, Twilio, an `hmac` template). */
  url?: string;
}

/**
 * What the ingest route answers: accepted (or a duplicate of an accepted one), or rejected with the reason, which
 * is a forwarding loop (`loop`: answered 508) or a failed verification (401).
 */
export type IngestOutcome =
  | { accepted: true; requestId: string; duplicate: boolean }
  | { accepted: false; requestId: string; reason: string; loop: boolean };

/**
 * What ingest needs. `db` is SQLite's connection behind `store`, for its group commit (src/db/tx.ts); without it
 * (PostgreSQL, where each transaction has a connection of its own) every request commits in a transaction of its
 * own.
 */
export type IngestDeps = Pick<AppDeps, "store" | "clock" | "jobs"> & { db?: Db };

/**
 * Receive one request for `source`: verify the sender, recognise a sender's retry, and record the request with
 * one delivery per matching, unpaused destination, all in one transaction (on SQLite shared with the other
 * requests of this turn: src/db/tx.ts groupCommit). Resolves once that has committed, so a request acknowledged
 * is never lost.
 */
export async function ingest(
  deps: IngestDeps,
  source: Source,
  req: IncomingRelayRequest,
): Promise<IngestOutcome> {
  const now = deps.clock.now();
  const id = uuidv7(now);
  const loop = loopProblem(req.headers);
  const verdict: VerifyResult = loop ? { ok: false, reason: loop } : verifySender(source, req, now);
  const preset = source.verifyOptions?.preset ?? null;
  const key = verdict.ok ? dedupeKey(source.verifyScheme, req.headers, req.body, preset) : null;
  // A shared secret (a `header` source's, Basic credentials) is ours, not the destination's: neither kept nor
  // forwarded.
  const headers = { ...req.headers };
  const cfg = verifyConfig(source);
  const shared = cfg && sharedSecretHeader(cfg);
  if (shared) delete headers[shared];
  const row: RelayRequestRow = {
    id,
    sourceId: source.id,
    accountId: source.accountId,
    receivedAt: now,
    method: req.method,
    path: req.path,
    query: req.query,
    headers,
    body: req.body,
    status: verdict.ok ? "accepted" : "rejected",
    reason: verdict.ok ? null : verdict.reason,
    dedupeKey: key,
  };
  const work = () => record(deps, source, row, req, loop !== undefined);
  const db = sqliteConnection(deps);
  const outcome = db
    ? // SQLite's statements run synchronously in the group commit: one commit for the turn's requests.
      await groupCommit(db, () => runNow(db, work()))
    : // PostgreSQL: the same writes in one statement (./ingest-pg.ts).
      await deps.store.run(recordInOneTrip(deps, row, deliveriesOf(source, row, req), loop !== undefined));
  metrics.relayRequests.inc({
    status: !outcome.accepted ? "rejected" : outcome.duplicate ? "duplicate" : "accepted",
  });
  return outcome;
}

/** The request's writes, in the caller's transaction: a duplicate, a rejection, or the request and its deliveries. */
function* record(
  deps: Pick<AppDeps, "clock" | "jobs">,
  source: Source,
  row: RelayRequestRow,
  req: IncomingRelayRequest,
  /** The rejection (if any) is a forwarding loop's. */
  loop: boolean,
): Work<IngestOutcome> {
  const first = row.dedupeKey
    ? yield* firstAcceptedWithKey(source.id, row.dedupeKey, row.receivedAt - DEDUPE_WINDOW_MS)
    : undefined;
  if (first) {
    yield* insertRequest({ ...row, status: "duplicate", reason: `Repeats request ${first}` });
  } else {
    yield* insertRequest(row);
    if (row.status === "accepted")
      for (const d of targetsOf(source, req)) yield* forward(deps, source, d, row.id);
  }
  // Last: on PostgreSQL the update holds the source's row until commit, and every request of the source waits
  // for it; the later it is taken, the less of each transaction is serial.
  yield* countRequest(source.id, row.receivedAt);
  return outcomeOf(row, first, loop);
}

/** One delivery of request `requestId` to destination `d`, through the webhook pipeline (in the caller's tx). */
export function* forward(
  deps: Pick<AppDeps, "clock" | "jobs">,
  source: Pick<Source, "id" | "name" | "accountId">,
  d: Pick<DestinationRow, "id" | "url" | "format" | "retry">,
  requestId: string,
): Work<string> {
  return yield* enqueueDelivery(deps, relayDelivery(source, d, requestId));
}

/** The delivery of request `requestId` to destination `d`, as the webhook pipeline takes it. */
function relayDelivery(
  source: Pick<Source, "id" | "name" | "accountId">,
  d: Pick<DestinationRow, "id" | "url" | "format" | "retry">,
  requestId: string,
): NewDelivery {
  const event: RelayEvent = {
    relay: { request_id: requestId, destination_id: d.id, source_id: source.id, source_name: source.name },
  };
  return {
    accountId: source.accountId,
    source: { type: "relay", id: source.id },
    requestId,
    destinationId: d.id,
    firstDelayMs: firstDelayMs(d.retry ?? DEFAULT_RETRY),
    url: d.url,
    format: d.format,
    event,
  };
}

/** The deliveries an accepted request fans out to (none for a rejected one). */
const deliveriesOf = (source: Source, row: RelayRequestRow, req: IncomingRelayRequest) =>
  row.status === "accepted" ? targetsOf(source, req).map((d) => relayDelivery(source, d, row.id)) : [];

/** The destinations a request goes to: each unpaused one whose filter matches it. */
const targetsOf = (source: Source, req: Pick<IncomingRelayRequest, "headers" | "body">) =>
  source.destinations.filter((d) => !d.paused && matchesFilter(d.filter, req.headers, req.body));

/** The sender's signature checked with the source's secret, or (for a day after a rotation) the one it replaced. */
function verifySender(source: Source, req: IncomingRelayRequest, now: number): VerifyResult {
  const cfg = verifyConfig(source);
  if (!cfg) return { ok: true };
  const verdict = verifyRequest(cfg, req, now);
  if (verdict.ok || !source.previousSecret || (source.previousSecretUntil ?? 0) <= now) return verdict;
  const previous = verifyRequest({ ...cfg, secret: source.previousSecret }, req, now);
  return previous.ok ? previous : verdict;
}

/** The source's verification, or undefined when it verifies nothing. */
function verifyConfig(source: Source): VerifyConfig | undefined {
  const { verifyScheme: scheme, verifySecret: secret } = source;
  if (!scheme || !secret) return undefined;
  return {
    scheme,
    secret,
    header: source.verifyHeader ?? undefined,
    options: source.verifyOptions ?? undefined,
  };
}

/**
 * Forward a stored, accepted request again: to `destinationId` (paused or filtered out, it was asked for), or to
 * every unpaused destination whose filter matches. New deliveries, through the pipeline like the first ones.
 * Without `destinationId` the request is also sent again on the source's live stream, to the listening clients
 * (`scoutpost listen`), which are no destinations: a copy of it is recorded as a new accepted request (reason
 * "Replay of request <id>"), whose id is the stream event's, so that Last-Event-ID resumes across it as across any
 * other; `streamEventId` names it.
 */
export async function replay(
  deps: Pick<AppDeps, "store" | "clock" | "jobs">,
  accountId: string,
  requestId: string,
  destinationId?: string,
): Promise<Refusal | { deliveries: { id: string; destinationId: string }[]; streamEventId: string | null }> {
  const req = await deps.store.run(getRequest(accountId, requestId));
  if (!req) return notFoundRefusal("Request not found");
  if (req.status !== "accepted")
    return conflictRefusal(`Only accepted requests are forwarded; this one was ${req.status}`);
  const source = await deps.store.run(getSource(accountId, req.sourceId));
  if (!source) return notFoundRefusal("Request not found");
  const targets = destinationId
    ? source.destinations.filter((d) => d.id === destinationId)
    : targetsOf(source, req);
  if (destinationId && targets.length === 0) return notFoundRefusal("Destination not found");
  const now = deps.clock.now();
  const { deliveries: _, ...stored } = req;
  const echo: RelayRequestRow | null = destinationId
    ? null
    : { ...stored, id: uuidv7(now), receivedAt: now, reason: `Replay of request ${req.id}`, dedupeKey: null };
  return deps.store.run(
    tx(function* () {
      const deliveries: { id: string; destinationId: string }[] = [];
      for (const d of targets)
        deliveries.push({ id: yield* forward(deps, source, d, req.id), destinationId: d.id });
      if (echo) yield* insertRequest(echo);
      return { deliveries, streamEventId: echo?.id ?? null };
    }),
  );
}
