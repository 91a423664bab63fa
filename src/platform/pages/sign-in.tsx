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

/** Only a path inside the platform may be a redirect target: anything else would be an open redirect. */
export function safeNext(next: unknown): string {
  // No backslash (browsers read it as a slash) and only printable characters (a Location header takes no others).
  return typeof next === "string" && /^\/platform\/[^\\]*$/.test(next) && /^[\x20-\x7e]*$/.test(next)
    ? next
    : HOME;
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
    const found = verifyApiKey(c.get("deps").db, key);
    if (!found) {
      return c.html(<SignInPage csrf={presessionCsrf(c)} next={next} error="Invalid API key." />, 401);
    }
    await startSession(c, found.account.id, found.keyId);
    return c.redirect(next, 303);
  })
  .post("/platform/sign-out", requireSession, (c) => {
    endSession(c);
    // Finished steps' screenshots are cached for a day (src/platform/pages/browsing-files.ts): without this, the
    // next person at a shared browser could still open them from its cache.
    c.header("Clear-Site-Data", '"cache"');
    return c.redirect("/platform/sign-in", 303);
  });
