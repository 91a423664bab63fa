import type { RelayedRequest } from "../webhooks/log";
import { applyTransform, type TransformInput, transformInput } from "./transform";

// Trying a destination's transform before it is saved (docs/relay.md "Transformations"): on a request a source
// stored, or on a pasted JSON sample. The API's POST /v1/relay/transform/try and the destination's page both run
// it here; nothing is saved or forwarded.

/** Where a tried request would go when no destination is named. */
export const DEFAULT_TRY_URL = "https://destination.example/";
/** A pasted sample's size at most (as the relay's default body limit). */
export const SAMPLE_MAX_CHARS = 1024 * 1024;

/** The request as it would be forwarded, its body as text. */
export type TriedRequest = Omit<TransformInput, "body"> & { body: string };

export interface TransformTried {
  ok: boolean;
  /** Why it failed, as a forward's attempt would record it. */
  error: string | null;
  /** What the expression received. */
  input: TransformInput;
  output: TriedRequest | null;
  /** Where it would go. */
  url: string | null;
}

/**
 * Run `expression` (already checked to compile) on `req` as a forward to `destinationUrl` would: the same budgets,
 * the same reshaping. Never throws; a failure is `{ok: false, error}`.
 */
export async function tryTransform(
  expression: string,
  req: RelayedRequest,
  destinationUrl = DEFAULT_TRY_URL,
): Promise<TransformTried> {
  const input = transformInput(req);
  const done = await applyTransform(expression, req, destinationUrl);
  if (!done.ok) return { ok: false, error: done.error, input, output: null, url: null };
  const out = transformInput(done.request);
  return {
    ok: true,
    error: null,
    input,
    output: { ...out, body: done.request.body.toString("utf8") },
    url: done.url,
  };
}

/** A stored relay request as a forward reads it. */
export const storedSample = (
  row: Omit<RelayedRequest, "query"> & { query?: string | null },
): RelayedRequest => ({ ...row, query: row.query ?? null });

/**
 * A pasted JSON sample as a request: `POST /` with `content-type: application/json` and the JSON as its body, so
 * the expression sees it as `body`. A problem (empty, too long, not JSON) is a sentence for the form.
 */
export function pastedSample(
  text: string,
  now: number,
): { ok: true; request: RelayedRequest } | { ok: false; problem: string } {
  if (!text.trim()) return { ok: false, problem: "paste a JSON body, or pick a stored request" };
  if (text.length > SAMPLE_MAX_CHARS) return { ok: false, problem: `at most ${SAMPLE_MAX_CHARS} characters` };
  try {
    JSON.parse(text);
  } catch (err) {
    return { ok: false, problem: `not valid JSON (${(err as Error).message})` };
  }
  return {
    ok: true,
    request: {
      id: "sample",
      sourceId: "sample",
      method: "POST",
      path: "/",
      query: null,
      headers: { "content-type": "application/json" },
      body: Buffer.from(text),
      receivedAt: now,
    },
  };
}
