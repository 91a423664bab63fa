import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, getSignedCookie, setCookie, setSignedCookie } from "hono/cookie";
import type { Account } from "../accounts/keys";
import { get, run, tx, type Work } from "../db/store";
import type { AppDeps, AppEnv } from "../deps";
import { sameSecret } from "../http/auth";
import { HTTPError } from "../http/errors";
import { ErrorPage } from "./layout";

// Platform sessions: a `platform_sessions` row per sign-in, and an HttpOnly, SameSite=Lax cookie holding a random
// token, HMAC-signed with a server secret kept in the `settings` table (so it survives restarts and is shared by
// every process on the file). The row is keyed by the token's SHA-256. The API key itself never leaves the sign-in
// request. Signing out deletes the row, so a copy of the cookie is worthless from then on; revoking the key ends
// its sessions at the next request.

/** Context of every platform route; `session` is set behind requireSession. */
export type PlatformEnv = { Variables: AppEnv["Variables"] & { session: PlatformSession } };

export const SESSION_COOKIE = "sp_session";
const PRESESSION_COOKIE = "sp_csrf";
const SECRET_SETTING = "platform_cookie_secret";
export const SESSION_TTL_MS = 7 * 86_400_000;

export interface PlatformSession {
  /** The platform_sessions row (SHA-256 of the cookie's token). */
  id: string;
  account: Account;
  keyId: string;
  /** Token every form of this session must echo in `_csrf`. */
  csrf: string;
  /** AES-256-GCM key of this session's one-time page values (src/platform/flash.ts); derived, never stored. */
  flashKey: Buffer;
}

/**
 * The cookie signing secret, created on first use; read once per deps (`deps.memory.platform.secret`). Kept in
 * memory safely: once stored it never changes, and every instance reads the same row.
 */
export async function platformSecret({ store, memory }: Pick<AppDeps, "store" | "memory">): Promise<string> {
  const cached = memory.platform.secret;
  if (cached) return cached;
  const value = await store.run(storedSecret(randomBytes(32).toString("base64url")));
  memory.platform.secret = value;
  return value;
}

/** The stored signing secret; `fresh` becomes it when there is none yet. */
function* storedSecret(fresh: string): Work<string> {
  // Insert-if-absent then read, so two processes racing on first start agree on one secret.
  yield* run((db, t) =>
    db.insert(t.settings).values({ key: SECRET_SETTING, value: fresh }).onConflictDoNothing(),
  );
  const row = yield* get((db, t) => db.select().from(t.settings).where(eq(t.settings.key, SECRET_SETTING)));
  return row!.value;
}

const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("base64url");

const secure = (c: Context<PlatformEnv>) => c.get("deps").config.publicUrl.startsWith("https:");
const sessionId = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Start a session for a verified API key. The session this browser had before (its cookie comes with the sign-in)
 * ends, as do sessions that have expired.
 */
export async function startSession(c: Context<PlatformEnv>, accountId: string, keyId: string): Promise<void> {
  const deps = c.get("deps");
  const now = deps.clock.now();
  const secret = await platformSecret(deps);
  const previous = await getSignedCookie(c, secret, SESSION_COOKIE);
  const token = randomBytes(32).toString("base64url");
  await deps.store.run(
    tx(function* () {
      yield* run((db, t) => db.delete(t.platformSessions).where(lte(t.platformSessions.expiresAt, now)));
      if (previous)
        yield* run((db, t) =>
          db.delete(t.platformSessions).where(eq(t.platformSessions.id, sessionId(previous))),
        );
      yield* run((db, t) =>
        db.insert(t.platformSessions).values({
          id: sessionId(token),
          accountId,
          keyId,
          createdAt: now,
          expiresAt: now + SESSION_TTL_MS,
        }),
      );
    }),
  );
  await setSignedCookie(c, SESSION_COOKIE, token, secret, {
    httpOnly: true,
    sameSite: "Lax",
    secure: secure(c),
    path: "/platform",
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** End this request's session: its row goes (the cookie is worthless from now on, wherever it is) and so does the cookie. */
export async function endSession(c: Context<PlatformEnv>): Promise<void> {
  const id = c.get("session").id;
  await c
    .get("deps")
    .store.run(run((db, t) => db.delete(t.platformSessions).where(eq(t.platformSessions.id, id))));
  deleteCookie(c, SESSION_COOKIE, { path: "/platform" });
}

/** The session of this request, or undefined (no cookie, bad signature, signed out, expired, key revoked). */
export async function readSession(c: Context<PlatformEnv>): Promise<PlatformSession | undefined> {
  const deps = c.get("deps");
  const secret = await platformSecret(deps);
  const token = await getSignedCookie(c, secret, SESSION_COOKIE);
  if (!token) return undefined;
  const id = sessionId(token);
  // Read from the database at every request (nothing of a session is kept in memory), so signing out or revoking
  // the key through one instance ends the session on all of them.
  const row = await deps.store.run(liveSession(id, deps.clock.now()));
  if (!row) return undefined;
  return {
    id,
    account: row.account,
    keyId: row.keyId,
    csrf: hmac(secret, `csrf|${id}`),
    flashKey: createHmac("sha256", secret).update(`flash|${id}`).digest(),
  };
}

/** The account and key of a session that has not ended, expired, or lost its key. */
function* liveSession(id: string, now: number) {
  return yield* get((db, t) =>
    db
      .select({ account: t.accounts, keyId: t.platformSessions.keyId })
      .from(t.platformSessions)
      .innerJoin(t.apiKeys, eq(t.apiKeys.id, t.platformSessions.keyId))
      .innerJoin(t.accounts, eq(t.accounts.id, t.platformSessions.accountId))
      .where(
        and(
          eq(t.platformSessions.id, id),
          gt(t.platformSessions.expiresAt, now),
          isNull(t.apiKeys.revokedAt),
        ),
      ),
  );
}

/** The sign-in form's token: a random value in a cookie that the form must echo (double submit). */
export function presessionCsrf(c: Context<PlatformEnv>): string {
  const existing = getCookie(c, PRESESSION_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{32}$/.test(existing)) return existing;
  const token = randomBytes(24).toString("base64url");
  setCookie(c, PRESESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: secure(c),
    path: "/platform",
  });
  return token;
}

export function presessionCsrfValid(c: Context<PlatformEnv>, sent: unknown): boolean {
  const expected = getCookie(c, PRESESSION_COOKIE);
  return typeof sent === "string" && !!expected && sameSecret(sent, expected);
}

/**
 * The submitted form of a platform POST. A body that does not parse as a form (a broken multipart body, say) is a
 * 400, not a crash; Hono caches the parse, so reading it again later costs nothing.
 */
export async function readForm(c: Context): Promise<Record<string, string | File | (string | File)[]>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new HTTPError(400, "Malformed form body");
  }
}

/** Read a form post; the returned function gives a field's trimmed text ("" when absent or sent more than once). */
export async function readFormText(c: Context): Promise<(name: string) => string> {
  const form = await readForm(c);
  return (name) => {
    const v = form[name];
    return typeof v === "string" ? v.trim() : "";
  };
}

/**
 * Pages behind sign-in: no session redirects to the sign-in page (remembering a local `next`); a POST must carry
 * this session's CSRF token in `_csrf`, else 403.
 */
export const requireSession: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  const session = await readSession(c);
  if (!session) {
    if (c.req.method !== "GET")
      return c.html(
        ErrorPage({ title: "Signed out", message: "Your session has ended: sign in again.", signIn: true }),
        401,
      );
    const here = new URL(c.req.url);
    return c.redirect(`/platform/sign-in?next=${encodeURIComponent(here.pathname + here.search)}`, 303);
  }
  if (c.req.method === "POST") {
    const form = await readForm(c);
    if (typeof form._csrf !== "string" || !sameSecret(form._csrf, session.csrf)) {
      return c.html(
        ErrorPage({
          title: "Form expired",
          message: "This form has expired or did not come from this site. Reload the page and try again.",
          session,
        }),
        403,
      );
    }
  }
  c.set("session", session);
  c.set("account", session.account);
  await next();
};
