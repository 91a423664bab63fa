import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { touchApiKey, verifyApiKey } from "../accounts/keys";
import type { AppEnv } from "../deps";
import { HTTPError } from "./errors";

const challenge = { "WWW-Authenticate": "Bearer" };

/** Whether two secrets are equal, in time independent of where (and whether, by length) they differ. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = header.match(/^\s*Bearer\s+(\S+)\s*$/i);
  return m?.[1];
}

/**
 * API key authentication (docs/spec.md §5, docs/design.md §4): `X-API-Key` or `Authorization: Bearer`, header names
 * case-insensitive. Paths in `bearerOnly` accept only the Bearer form. When both headers are sent they must carry
 * the same key. Sets `account` and `apiKeyId` on the context.
 */
export function requireApiKey(
  opts: { bearerOnly?: (path: string) => boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { store, clock } = c.get("deps");
    const xApiKey = c.req.header("x-api-key")?.trim() || undefined;
    const authorization = c.req.header("authorization");
    const bearer = bearerToken(authorization);
    const bearerOnly = opts.bearerOnly?.(c.req.path) ?? false;

    let presented: string | undefined;
    if (bearerOnly) {
      if (!bearer) {
        throw new HTTPError(
          401,
          xApiKey
            ? "This endpoint accepts only 'Authorization: Bearer <API_KEY>'; X-API-Key is not accepted here"
            : "Not authenticated",
          challenge,
        );
      }
      presented = bearer;
    } else {
      if (authorization && !bearer && !xApiKey) {
        throw new HTTPError(
          401,
          "Invalid authentication scheme: use 'Authorization: Bearer <API_KEY>'",
          challenge,
        );
      }
      if (xApiKey && bearer && xApiKey !== bearer) {
        throw new HTTPError(401, "X-API-Key and Authorization headers carry different keys", challenge);
      }
      presented = xApiKey ?? bearer;
    }
    if (!presented) throw new HTTPError(401, "Not authenticated", challenge);

    // Read from the database at every request: a key revoked through any instance is refused by all of them.
    const found = await store.run(verifyApiKey(presented));
    if (!found) throw new HTTPError(401, "Invalid API key", challenge);
    c.set("account", found.account);
    c.set("apiKeyId", found.keyId);
    c.set("log", c.get("log").child({ accountId: found.account.id }));

    await store.run(touchApiKey(found.keyId, clock.now()));
    await next();
  };
}

/**
 * `/metrics` (docs/spec.md §5: only /health is public): any API key, as on /v1, or `Authorization: Bearer
 * <METRICS_TOKEN>` when it is set, for a scraper that should not hold an account's key.
 */
export function requireMetricsAccess(): MiddlewareHandler<AppEnv> {
  const apiKey = requireApiKey();
  return async (c, next) => {
    const token = c.get("deps").config.metricsToken;
    const bearer = bearerToken(c.req.header("authorization"));
    if (token && bearer && sameSecret(bearer, token)) return next();
    return apiKey(c, next);
  };
}
