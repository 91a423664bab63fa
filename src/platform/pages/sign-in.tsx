import { Hono } from "hono";
import { verifyApiKey } from "../../accounts/keys";
import { Layout } from "../layout";
import {
  endSession,
  type PlatformEnv,
  presessionCsrf,
  presessionCsrfValid,
  readForm,
  readSession,
  requireSession,
  startSession,
} from "../session";

const HOME = "/platform/webhooks";

// A base no request comes from: a `next` that resolves elsewhere named another host (`//evil.test`, `https:`).
const NEXT_BASE = "http://next.invalid";

/**
 * Only a path inside the platform may be a redirect target: anything else would be an open redirect. The path is
 * resolved first, as a browser would resolve the Location header (`..`, `%2e%2e`, `.%2e`), so
 * `/platform/../..//evil.test` is judged by where it leads (`//evil.test`), and the resolved path is what is sent.
 */
export function safeNext(next: unknown): string {
  // No backslash (browsers read it as a slash) and only printable characters (a Location header takes no others).
  if (typeof next !== "string" || !/^\/[\x20-\x7e]*$/.test(next) || next.includes("\\")) return HOME;
  let url: URL;
  try {
    url = new URL(next, NEXT_BASE);
  } catch {
    return HOME;
  }
  if (url.origin !== NEXT_BASE) return HOME;
  if (url.pathname !== "/platform" && !url.pathname.startsWith("/platform/")) return HOME;
  return url.pathname + url.search;
}

function SignInPage(p: { csrf: string; next: string; error?: string }) {
  return (
    <Layout title="Sign in">
      <div class="narrow card">
        <h1>Sign in</h1>
        {p.error ? <p class="flash error">{p.error}</p> : null}
        <p class="muted">
          Paste an API key of your account. It is checked once and never stored in the browser.
        </p>
        <form method="post" action="/platform/sign-in" class="row">
          <input type="hidden" name="_csrf" value={p.csrf} />
          <input type="hidden" name="next" value={p.next} />
          <label>
            API key
            <input type="password" name="api_key" autocomplete="off" required placeholder="sp_..." />
          </label>
          <button type="submit">Sign in</button>
        </form>
      </div>
    </Layout>
  );
}

/** `GET/POST /platform/sign-in` and `POST /platform/sign-out`. */
export const signInPages = new Hono<PlatformEnv>()
  .get("/platform/sign-in", async (c) => {
    const next = safeNext(c.req.query("next"));
    if (await readSession(c)) return c.redirect(next, 303);
    return c.html(<SignInPage csrf={presessionCsrf(c)} next={next} />);
  })
  .post("/platform/sign-in", async (c) => {
    const form = await readForm(c);
    const next = safeNext(form.next);
    if (!presessionCsrfValid(c, form._csrf)) {
      const page = <SignInPage csrf={presessionCsrf(c)} next={next} error="The form expired: try again." />;
      return c.html(page, 403);
    }
    const key = typeof form.api_key === "string" ? form.api_key.trim() : "";
    const found = await c.get("deps").store.run(verifyApiKey(key));
    if (!found) {
      return c.html(<SignInPage csrf={presessionCsrf(c)} next={next} error="Invalid API key." />, 401);
    }
    await startSession(c, found.account.id, found.keyId);
    return c.redirect(next, 303);
  })
  .post("/platform/sign-out", requireSession, async (c) => {
    await endSession(c);
    // Finished steps' screenshots are cached for a day (src/platform/pages/browsing-files.ts): without this, the
    // next person at a shared browser could still open them from its cache.
    c.header("Clear-Site-Data", '"cache"');
    return c.redirect("/platform/sign-in", 303);
  });
