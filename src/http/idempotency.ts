import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import type { AppEnv } from "../deps";
import { HTTPError, validationError } from "./errors";

/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A first request still unanswered after this long was cut short (a crash, a failed write): a retry runs anew. */
export const ABANDONED_AFTER_MS = 5 * 60_000;
/** The routes that take no key: a chat completion is not stored work, and may stream. */
const EXEMPT = new Set(["/v1/chat/completions"]);
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
  const { db, clock } = c.get("deps");
  const accountId = c.get("account").id;
  const fingerprint = createHash("sha256")
    .update(`${c.req.method} ${c.req.path}\n`)
    .update(new Uint8Array(await c.req.arrayBuffer()))
    .digest("hex");
  const now = clock.now();
  const mine = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));
  // Looked up and reserved in one transaction: of two requests with one key, one runs and the other is told so.
  const earlier = db.transaction((tx) => {
    const row = tx.select().from(idempotencyKeys).where(mine).get();
    const expired = row && row.createdAt <= now - IDEMPOTENCY_TTL_MS;
    const abandoned = row && row.status === null && row.createdAt <= now - ABANDONED_AFTER_MS;
    if (row && !expired && !abandoned) return row;
    if (row) tx.delete(idempotencyKeys).where(mine).run();
    tx.insert(idempotencyKeys).values({ accountId, key, fingerprint, createdAt: now }).run();
    return undefined;
  });
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
        db.update(idempotencyKeys)
          .set({ status: res.status, contentType: res.headers.get("content-type"), body })
          .where(mine)
          .run();
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
        db.delete(idempotencyKeys).where(mine).run();
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

/** Forget keys older than IDEMPOTENCY_TTL_MS (the hourly housekeeping job). Returns how many. */
export function pruneIdempotencyKeys(db: Db, clock: Clock): number {
  return db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, clock.now() - IDEMPOTENCY_TTL_MS))
    .run().changes;
}
