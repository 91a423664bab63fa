import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, getSignedCookie, setCookie, setSignedCookie } from "hono/cookie";
import type { Account } from "../accounts/keys";
import type { Db } from "../db/client";
import { accounts, apiKeys, settings } from "../db/schema";
import type { AppEnv } from "../deps";
import { HTTPError } from "../http/errors";

// Platform sessions: an HttpOnly, SameSite=Lax cookie holding `<api key id>.<issued at>`, HMAC-signed with a
// server secret kept in the `settings` table (so it survives restarts and is shared by every process on the file).
// The key itself never leaves the sign-in request; revoking the key ends its sessions at the next request.

/** Context of every platform route; `session` is set behind requireSession. */
export type PlatformEnv = { Variables: AppEnv["Variables"] & { session: PlatformSession } };

export const SESSION_COOKIE = "sp_session";
const PRESESSION_COOKIE = "sp_csrf";
const SECRET_SETTING = "platform_cookie_secret";
export const SESSION_TTL_MS = 7 * 86_400_000;

export interface PlatformSession {
  account: Account;
  keyId: string;
  issuedAt: number;
  /** Token every form of this session must echo in `_csrf`. */
  csrf: string;
}

const secretCache = new WeakMap<Db, string>();

/** The cookie signing secret, created on first use. */
export function platformSecret(db: Db): string {
  const cached = secretCache.get(db);
  if (cached) return cached;
  // Insert-if-absent then read, so two processes racing on first start agree on one secret.
  db.insert(settings)
    .values({ key: SECRET_SETTING, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing()
    .run();
  const value = db.select().from(settings).where(eq(settings.key, SECRET_SETTING)).get()!.value;
  secretCache.set(db, value);
  return value;
}

const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("base64url");

/** Constant-time string comparison (false on different lengths). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const secure = (c: Context<PlatformEnv>) => c.get("deps").config.publicUrl.startsWith("https:");

/** Start a session for a verified API key. */
export async function startSession(c: Context<PlatformEnv>, keyId: string): Promise<void> {
  const { db, clock } = c.get("deps");
  await setSignedCookie(c, SESSION_COOKIE, `${keyId}.${clock.now()}`, platformSecret(db), {
    httpOnly: true,
    sameSite: "Lax",
    secure: secure(c),
    path: "/platform",
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function endSession(c: Context<PlatformEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/platform" });
}

/** The session of this request, or undefined (no cookie, bad signature, expired, key revoked). */
export async function readSession(c: Context<PlatformEnv>): Promise<PlatformSession | undefined> {
  const { db, clock } = c.get("deps");
  const secret = platformSecret(db);
  const raw = await getSignedCookie(c, secret, SESSION_COOKIE);
  if (!raw) return undefined;
  const [keyId, issued] = raw.split(".");
  const issuedAt = Number(issued);
  if (!keyId || !Number.isSafeInteger(issuedAt) || clock.now() - issuedAt > SESSION_TTL_MS) return undefined;
  const row = db
    .select({ account: accounts })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .get();
  if (!row) return undefined;
  return { account: row.account, keyId, issuedAt, csrf: hmac(secret, `csrf|${keyId}|${issuedAt}`) };
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
  return typeof sent === "string" && !!expected && safeEqual(sent, expected);
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

/**
 * Pages behind sign-in: no session redirects to the sign-in page (remembering a local `next`); a POST must carry
 * this session's CSRF token in `_csrf`, else 403.
 */
export const requireSession: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  const session = await readSession(c);
  if (!session) {
    if (c.req.method !== "GET") return c.text("Your session has ended: sign in again.", 401);
    const here = new URL(c.req.url);
    return c.redirect(`/platform/sign-in?next=${encodeURIComponent(here.pathname + here.search)}`, 303);
  }
  if (c.req.method === "POST") {
    const form = await readForm(c);
    if (typeof form._csrf !== "string" || !safeEqual(form._csrf, session.csrf)) {
      return c.text(
        "This form has expired or did not come from this site. Reload the page and try again.",
        403,
      );
    }
  }
  c.set("session", session);
  c.set("account", session.account);
  await next();
};
