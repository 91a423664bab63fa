import type { App } from "../../src/app";

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith(`${name}=`));

const csrfIn = (html: string) => html.match(/name="_csrf" value="([^"]+)"/)?.[1];

/**
 * Sign in to the platform pages with an API key, as a browser does (sign-in form, double-submit CSRF cookie), and
 * return the session cookie plus the session's form token.
 */
export async function platformSession(app: App, key: string): Promise<{ cookie: string; csrf: string }> {
  const form = await app.request("/platform/sign-in");
  const pre = cookieOf(form, "sp_csrf");
  const preToken = csrfIn(await form.text());
  if (!pre || !preToken) throw new Error("sign-in page without a CSRF token");
  const signIn = await app.request("/platform/sign-in", {
    method: "POST",
    headers: { cookie: pre, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ _csrf: preToken, api_key: key, next: "/platform/webhooks" }).toString(),
  });
  const cookie = cookieOf(signIn, "sp_session");
  if (signIn.status !== 303 || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  const page = await app.request("/platform/webhooks", { headers: { cookie } });
  const csrf = csrfIn(await page.text());
  if (!csrf) throw new Error("no form token on /platform/webhooks");
  return { cookie, csrf };
}
