import { request } from "undici";
import type { AppDeps } from "../deps";
import { notFoundRefusal, type Refusal } from "../refusal";
import { signSample } from "./sample-sign";
import { sampleFor } from "./samples";
import { getSource } from "./sources";

// `scoutpost trigger` and the source page's "Send a test event" (docs/relay.md, "Test events"): a sample event for
// the source's preset, signed with its secret, sent over HTTP to the source's own ingest route, so verification,
// duplicate detection, storage, forwarding and the live stream all run as for a real sender's request.

/** How long the ingest may take to answer (it answers once the request and its deliveries are committed). */
const SEND_TIMEOUT_MS = 30_000;

export interface Triggered {
  /** The stored request's id (null when the ingest stored none: the source went away meanwhile). */
  requestId: string | null;
  status: "accepted" | "duplicate" | "rejected";
  event: string;
  /** What the ingest answered the sample. */
  httpStatus: number;
  /** Why it was rejected, when it was. */
  detail: string | null;
}

/** The ingest could not be reached, or answered something that is not an ingest's answer. */
export type Unsent = { unsent: string };

/**
 * Send one sample `event` (the preset's default when undefined) to the account's source `sourceId`. `origin` is
 * where this service can reach itself over HTTP (the address the asking request came in on); the signature covers
 * the ingest URL as PUBLIC_URL gives it, which is what the ingest checks. A conflict refusal when the source's
 * scheme cannot be signed here (ed25519: the private key is the sender's).
 */
export async function triggerSample(
  deps: Pick<AppDeps, "store" | "config" | "clock">,
  accountId: string,
  sourceId: string,
  event: string | undefined,
  origin: string,
): Promise<Refusal | Unsent | Triggered> {
  const source = await deps.store.run(getSource(accountId, sourceId));
  if (!source) return notFoundRefusal("Source not found");
  const path = `/hooks/relay/${source.token}`;
  const sample = sampleFor(source.verifyOptions?.preset, event, deps.clock.now());
  const signed = signSample(source, sample, `${deps.config.publicUrl}${path}`, deps.clock.now());
  if ("problem" in signed)
    return { refused: "conflict", detail: `Cannot sign a test event: ${signed.problem}` };
  let status: number;
  let answer: { request_id?: unknown; duplicate?: unknown; detail?: unknown };
  try {
    const res = await request(`${origin}${path}`, {
      method: "POST",
      headers: signed.headers,
      body: signed.body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    status = res.statusCode;
    answer = (await res.body.json()) as typeof answer;
  } catch (err) {
    return { unsent: `the ingest at ${origin} did not answer the test event: ${(err as Error).message}` };
  }
  const requestId = typeof answer.request_id === "string" ? answer.request_id : null;
  const detail = typeof answer.detail === "string" ? answer.detail : null;
  if (status === 200)
    return {
      requestId,
      status: answer.duplicate ? "duplicate" : "accepted",
      event: sample.event,
      httpStatus: status,
      detail,
    };
  if (status === 401 || status === 508)
    return { requestId, status: "rejected", event: sample.event, httpStatus: status, detail };
  return { unsent: `the ingest answered the test event ${status}${detail ? `: ${detail}` : ""}` };
}
