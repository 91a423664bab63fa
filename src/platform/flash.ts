import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { PlatformEnv } from "./session";

// What a page must show once after a redirect (a new API key, a revealed secret, a notice) travels to the
// session's next GET of that page in a cookie of its own, so whichever instance answers the GET can show it:
// HttpOnly, path /platform, at most FLASH_TTL_S old (sealed with its deadline), encrypted and authenticated with AES-256-GCM under the
// session's flash key (src/platform/session.ts derives it from the platform secret and the session id; it is
// never stored). The page is the additional data, so a value cannot be moved to another page or session, and
// nothing a link can carry makes a page claim something happened. Reading it deletes the cookie.
const FLASH_TTL_S = 5 * 60;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** One cookie per page: its name is a short hash of the page, so pages never overwrite each other's values. */
const cookieName = (page: string) =>
  `sp_flash_${createHash("sha256").update(page).digest("hex").slice(0, 12)}`;

const secure = (c: Context<PlatformEnv>) => c.get("deps").config.publicUrl.startsWith("https:");

/** Leave `value` (JSON) for the session's next takeSessionFlash of `page`. */
export function setSessionFlash(c: Context<PlatformEnv>, page: string, value: unknown): void {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", c.get("session").flashKey, iv);
  cipher.setAAD(Buffer.from(page));
  const until = c.get("deps").clock.now() + FLASH_TTL_S * 1000;
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ value, until }), "utf8"), cipher.final()]);
  setCookie(c, cookieName(page), Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url"), {
    httpOnly: true,
    sameSite: "Lax",
    secure: secure(c),
    path: "/platform",
    maxAge: FLASH_TTL_S,
  });
}

/** The value left for this session and `page`, once; undefined when there is none, or it does not open. */
export function takeSessionFlash<T>(c: Context<PlatformEnv>, page: string): T | undefined {
  const name = cookieName(page);
  const text = getCookie(c, name);
  if (text === undefined) return undefined;
  deleteCookie(c, name, { path: "/platform", secure: secure(c) });
  const raw = Buffer.from(text, "base64url");
  if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", c.get("session").flashKey, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(page));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const opened = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const flash = JSON.parse(opened.toString("utf8")) as { value: T; until: number };
    // The cookie's Max-Age asks the browser to drop it; `until` holds for a copy kept past that.
    return flash.until >= c.get("deps").clock.now() ? flash.value : undefined;
  } catch {
    // Another session's value, a changed cookie, or one sealed before the secret existed: nothing to show.
    return undefined;
  }
}

/**
 * Redirect (303) to `page` (with `query`, when given) with a one-line notice that its next view shows once. Kept
 * in the session's flash, not the URL, so a link cannot make a page claim that something happened.
 */
export function redirectWithNotice(
  c: Context<PlatformEnv>,
  page: string,
  notice: string,
  query = "",
): Response {
  setSessionFlash(c, `notice ${page}`, notice);
  return c.redirect(query ? `${page}?${query}` : page, 303);
}

/** The notice left for this session's view of `page` (redirectWithNotice), once. */
export const takeNotice = (c: Context<PlatformEnv>, page: string): string | undefined =>
  takeSessionFlash<string>(c, `notice ${page}`);
