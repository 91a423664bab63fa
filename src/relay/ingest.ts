import { uuidv7 } from "../db/ids";
import { runNow } from "../db/store";
import { groupCommit, transaction } from "../db/tx";
import type { AppDeps } from "../deps";
import { metrics } from "../metrics";
import { conflictRefusal, notFoundRefusal, type Refusal } from "../refusal";
import { enqueueDelivery } from "../webhooks/event";
import { dedupeKey } from "./dedupe";
import { matchesFilter } from "./filter";
import type { RelayEvent } from "./outgoing";
import {
  DEDUPE_WINDOW_MS,
  firstAcceptedWithKey,
  getRequest,
  insertRequest,
  type RelayRequestRow,
} from "./requests";
import { countRequest, type DestinationRow, getSource, type Source } from "./sources";
import { type VerifyResult, verifyRequest } from "./verify";

/** A request as the ingest route read it: header names lower-case, the body's bytes untouched. */
export interface IncomingRelayRequest {
  method: string;
  /** The path after the ingest URL's token (`/` when none). */
  path: string;
  query: string | null;
  headers: Record<string, string>;
  body: Buffer;
}

/** What the ingest route answers: accepted (or a duplicate of an accepted one), or rejected with the reason. */
export type IngestOutcome =
  | { accepted: true; requestId: string; duplicate: boolean }
  | { accepted: false; requestId: string; reason: string };

/**
 * Receive one request for `source`: verify the sender, recognise a sender's retry, and record the request with
 * one delivery per matching, unpaused destination, all in one transaction (shared with the other requests of this
 * turn: src/db/tx.ts groupCommit). Resolves once that has committed, so a request acknowledged is never lost.
 */
export async function ingest(
  deps: AppDeps,
  source: Source,
  req: IncomingRelayRequest,
): Promise<IngestOutcome> {
  const { db, clock } = deps;
  const now = clock.now();
  const id = uuidv7(now);
  const verdict = verifySender(source, req, now);
  const key = verdict.ok ? dedupeKey(source.verifyScheme, req.headers, req.body) : null;
  // A `header` source's shared secret is ours, not the destination's: it is neither kept nor forwarded.
  const headers = { ...req.headers };
  if (source.verifyScheme === "header" && source.verifyHeader)
    delete headers[source.verifyHeader.toLowerCase()];
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
  // The group commit is SQLite's (one commit for the turn's requests): its statements run synchronously in it.
  const outcome = await groupCommit(db, (): IngestOutcome => {
    runNow(db, countRequest(source.id, now));
    const first = key ? runNow(db, firstAcceptedWithKey(source.id, key, now - DEDUPE_WINDOW_MS)) : undefined;
    if (first) {
      runNow(db, insertRequest({ ...row, status: "duplicate", reason: `Repeats request ${first}` }));
      return { accepted: true, requestId: first, duplicate: true };
    }
    runNow(db, insertRequest(row));
    if (!verdict.ok) return { accepted: false, requestId: id, reason: verdict.reason };
    for (const d of source.destinations)
      if (!d.paused && matchesFilter(d.filter, req.headers, req.body)) forward(deps, source, d, id);
    return { accepted: true, requestId: id, duplicate: false };
  });
  metrics.relayRequests.inc({
    status: !outcome.accepted ? "rejected" : outcome.duplicate ? "duplicate" : "accepted",
  });
  return outcome;
}

/** One delivery of request `requestId` to destination `d`, through the webhook pipeline (in the caller's tx). */
export function forward(
  deps: Pick<AppDeps, "db" | "clock" | "jobs">,
  source: Pick<Source, "id" | "name" | "accountId">,
  d: Pick<DestinationRow, "id" | "url" | "format">,
  requestId: string,
): string {
  const event: RelayEvent = {
    relay: { request_id: requestId, destination_id: d.id, source_id: source.id, source_name: source.name },
  };
  return enqueueDelivery(deps.db, deps, {
    accountId: source.accountId,
    source: { type: "relay", id: source.id },
    requestId,
    url: d.url,
    format: d.format,
    event,
  });
}

/** The sender's signature checked with the source's secret, or (for a day after a rotation) the one it replaced. */
function verifySender(source: Source, req: IncomingRelayRequest, now: number): VerifyResult {
  const { verifyScheme: scheme, verifySecret: secret, verifyHeader } = source;
  if (!scheme || !secret) return { ok: true };
  const cfg = { scheme, secret, header: verifyHeader ?? undefined };
  const verdict = verifyRequest(cfg, req, now);
  if (verdict.ok || !source.previousSecret || (source.previousSecretUntil ?? 0) <= now) return verdict;
  const previous = verifyRequest({ ...cfg, secret: source.previousSecret }, req, now);
  return previous.ok ? previous : verdict;
}

/**
 * Forward a stored, accepted request again: to `destinationId` (paused or filtered out, it was asked for), or to
 * every unpaused destination whose filter matches. New deliveries, through the pipeline like the first ones.
 */
export async function replay(
  deps: Pick<AppDeps, "db" | "store" | "clock" | "jobs">,
  accountId: string,
  requestId: string,
  destinationId?: string,
): Promise<Refusal | { deliveries: { id: string; destinationId: string }[] }> {
  const req = await deps.store.run(getRequest(accountId, requestId));
  if (!req) return notFoundRefusal("Request not found");
  if (req.status !== "accepted")
    return conflictRefusal(`Only accepted requests are forwarded; this one was ${req.status}`);
  const source = await deps.store.run(getSource(accountId, req.sourceId));
  if (!source) return notFoundRefusal("Request not found");
  const targets = destinationId
    ? source.destinations.filter((d) => d.id === destinationId)
    : source.destinations.filter((d) => !d.paused && matchesFilter(d.filter, req.headers, req.body));
  if (destinationId && targets.length === 0) return notFoundRefusal("Destination not found");
  return transaction(deps.db, () => ({
    deliveries: targets.map((d) => ({ id: forward(deps, source, d, req.id), destinationId: d.id })),
  }));
}
