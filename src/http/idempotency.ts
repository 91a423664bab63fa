import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { keepIdempotentAnswer, releaseIdempotencyKey, reserveIdempotencyKey } from "../db/idempotency-keys";
import type { AppEnv } from "../deps";
import { HTTPError, validationError } from "./errors";

/** The routes that take no key: a chat completion is not stored work, and may stream. */
const EXEMPT: ReadonlySet<string> = new Set(["/v1/chat/completions"]);
const KEY = /^[\x21-\x7e]{1,255}$/;
const LOC = ["header", "idempotency-key"];

/** Answers kept for replay: every success and client error but the passing ones (in flight, too many requests). */
const keeps = (status: number) => status < 500 && status !== 409 && status !== 429;

/**
 * `Idempotency-Key` on `POST /v1/*` (as Stripe and Svix take it): the first request with a key runs and its answer
 * is kept for 24 hours; a retry with the same key and the same request (method, path and body) gets that answer
 * again, with `Idempotent-Replayed: true`, and creates nothing. The same key with a different request is a 422; a
 * retry while the first is still being answered is a 409 with `Retry-After: 1`. Keys belong to the account. A 5xx
 * (nothing was completed: a full disk, say) is not kept, so the retry runs. Without the header nothing changes.
 */
export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header("idempotency-key");
  if (key === undefined || c.req.method !== "POST" || EXEMPT.has(c.req.path)) return next();
  if (!KEY.test(key))
    throw validationError(
      LOC,
      "An Idempotency-Key is 1 to 255 printable ASCII characters, without spaces",
      "value_error",
      key.slice(0, 300),
    );
  const { store, clock } = c.get("deps");
  const accountId = c.get("account").id;
  const fingerprint = createHash("sha256")
    .update(`${c.req.method} ${c.req.path}\n`)
    .update(new Uint8Array(await c.req.arrayBuffer()))
    .digest("hex");
  // Looked up and reserved at once: of two requests with one key, one runs and the other is told so.
  const earlier = await store.run(reserveIdempotencyKey(clock.now(), { accountId, key, fingerprint }));
  if (earlier) {
    if (earlier.fingerprint !== fingerprint)
      throw validationError(
        LOC,
        "This Idempotency-Key was already used with a different request (method, path or body)",
        "value_error",
        key,
      );
    if (earlier.status === null)
      throw new HTTPError(409, "A request with this Idempotency-Key is still being answered; retry shortly", {
        "Retry-After": "1",
      });
    return new Response(earlier.body, {
      status: earlier.status,
      headers: { "content-type": earlier.contentType ?? "application/json", "Idempotent-Replayed": "true" },
    });
  }

  let answered = false;
  try {
    await next();
    const res = c.res;
    if (keeps(res.status)) {
      answered = true;
      const body = await res.clone().text();
      try {
        await store.run(
          keepIdempotentAnswer(accountId, key, {
            status: res.status,
            contentType: res.headers.get("content-type"),
            body,
          }),
        );
      } catch (err) {
        // The work is done and the caller gets its answer; a retry meanwhile is told the key is in use, until
        // the reservation lapses (ABANDONED_AFTER_MS).
        c.get("log").warn("the answer to an Idempotency-Key could not be kept", {
          err: err instanceof Error ? err.message : String(err),
        });
      }
    }
  } finally {
    // Not answered, or not an answer to keep: the key is free for the retry.
    if (!answered) {
      try {
        await store.run(releaseIdempotencyKey(accountId, key));
      } catch {
        // A full disk refuses even this: the reservation lapses after ABANDONED_AFTER_MS.
      }
    }
  }
};

/** The header as an OpenAPI parameter. */
const HEADER_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes a retry safe: the first answer is kept 24 h and replayed (Idempotent-Replayed: true) for the same key and request",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7e]+$" },
};

/** The OpenAPI document with the Idempotency-Key header on every operation that takes it (every POST but chat). */
export function withIdempotencyKeyHeader<D extends { paths?: object }>(doc: D): D {
  for (const [path, item] of Object.entries(doc.paths ?? {}) as [
    string,
    { post?: { parameters?: unknown[] } },
  ][])
    if (item.post && !EXEMPT.has(path))
      item.post.parameters = [...(item.post.parameters ?? []), HEADER_PARAMETER];
  return doc;
}
