import { describe, expect, it } from "vitest";
import { revokeApiKey } from "../../src/accounts/keys";
import { ManualClock } from "../../src/clock";
import { settings } from "../../src/db/schema";
import { runNow } from "../../src/db/store";
import { SESSION_TTL_MS } from "../../src/platform/session";
import { makeTestApp } from "../helpers/deps";
import { Browser } from "./platform-helpers";

describe("platform sign-in: happy path", () => {
  it("sends a visitor without a session to sign in, then back where they were going", async () => {
    const { app, user } = makeTestApp();
    const b = new Browser(app);
    const first = await b.get("/platform/webhooks/inboxes");
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/platform/sign-in?next=%2Fplatform%2Fwebhooks%2Finboxes");

    const res = await b.signIn(user.key, "/platform/webhooks/inboxes");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/platform/webhooks/inboxes");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sp_session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/platform/);
    // The cookie holds a random session token: neither the key nor its id.
    expect(cookie).not.toContain(user.key);
    expect(cookie).not.toContain(user.keyId);
    expect(cookie).toMatch(/^sp_session=[A-Za-z0-9_-]{43}\./);

    const page = await b.get("/platform/webhooks/inboxes");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("alice");
  });

  it("signs out: the session cookie is cleared and pages need sign-in again", async () => {
    const { app, user } = makeTestApp();
    const b = new Browser(app);
    await b.signIn(user.key);
    const html = await (await b.get("/platform/webhooks")).text();
    const out = await b.post("/platform/sign-out", { _csrf: Browser.csrf(html) });
    expect(out.status).toBe(303);
    expect(b.cookies.has("sp_session")).toBe(false);
    expect((await b.get("/platform/webhooks")).status).toBe(303);
  });

  it("keeps the cookie signing secret in the settings table, stable across app instances", async () => {
    const { app, deps, user } = makeTestApp();
    await new Browser(app).signIn(user.key);
    const rows = deps.db.select().from(settings).all();
    expect(rows).toEqual([{ key: "platform_cookie_secret", value: expect.stringMatching(/^[\w-]{43}$/) }]);
  });
});

describe("platform sign-in: errors", () => {
  it("refuses a wrong key with 401 and no session", async () => {
    const { app } = makeTestApp();
    const b = new Browser(app);
    const res = await b.signIn(`sp_${"x".repeat(40)}`);
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Invalid API key");
    expect(b.cookies.has("sp_session")).toBe(false);
  });

  it("refuses a sign-in form that did not come from the sign-in page (login CSRF)", async () => {
    const { app, user } = makeTestApp();
    const b = new Browser(app);
    const res = await b.post("/platform/sign-in", {
      _csrf: "forged-token-forged-token-forged1",
      api_key: user.key,
    });
    expect(res.status).toBe(403);
    expect(b.cookies.has("sp_session")).toBe(false);
  });

  it("never redirects off the platform after sign-in", async () => {
    const { app, user } = makeTestApp();
    for (const next of [
      "https://evil.example/",
      "//evil.example/",
      "/platform\\..\\evil",
      "/v1/webhooks/secret",
    ]) {
      const res = await new Browser(app).signIn(user.key, next);
      expect(res.headers.get("location")).toBe("/platform/webhooks");
    }
  });

  it("resolves `next` as a browser would before judging it: dot segments, however spelled, never lead off the platform", async () => {
    const { app, user } = makeTestApp();
    const signedIn = new Browser(app);
    await signedIn.signIn(user.key);
    for (const next of [
      "/platform/../..//evil.test",
      "/platform/.%2e/.%2e//evil.test",
      "/platform/%2e%2e/%2e%2e//evil.test",
      "/platform/%2E%2E/%2e./%2f%2fevil.test",
      "/platform/../v1/webhooks/secret",
      "/platform/..",
    ]) {
      // The form's hidden field, a form posted with `next` as it came, and a visitor already signed in.
      const viaForm = await new Browser(app).signIn(user.key, next);
      expect(viaForm.headers.get("location"), next).toBe("/platform/webhooks");
      const fresh = new Browser(app);
      await fresh.get("/platform/sign-in");
      const posted = await fresh.post("/platform/sign-in", {
        _csrf: fresh.cookies.get("sp_csrf")!,
        next,
        api_key: user.key,
      });
      expect(posted.status, next).toBe(303);
      expect(posted.headers.get("location"), next).toBe("/platform/webhooks");
      const again = await signedIn.get(`/platform/sign-in?next=${encodeURIComponent(next)}`);
      expect(again.headers.get("location"), next).toBe("/platform/webhooks");
    }
    // A path that stays inside is sent resolved.
    const inside = await new Browser(app).signIn(user.key, "/platform/webhooks/%2e%2e/scouts?status=active");
    expect(inside.headers.get("location")).toBe("/platform/scouts?status=active");
  });
});

describe("platform sessions: security", () => {
  it("rejects a tampered cookie", async () => {
    const { app, deps, user } = makeTestApp();
    const b = new Browser(app);
    await b.signIn(user.key);
    const other = makeTestApp().user; // a key id from elsewhere, with the same signature
    const [, sig] = decodeURIComponent(b.cookies.get("sp_session")!).split(/\.(?=[^.]+$)/);
    b.cookies.set("sp_session", encodeURIComponent(`${other.keyId}.${deps.clock.now()}.${sig}`));
    expect((await b.get("/platform/webhooks")).status).toBe(303);
  });

  it("signing in again ends the session the browser had, so an old copy of its cookie opens nothing", async () => {
    const { app, user } = makeTestApp();
    const b = new Browser(app);
    await b.signIn(user.key);
    const copy = new Browser(app);
    copy.cookies = new Map(b.cookies);
    expect((await copy.get("/platform/webhooks")).status).toBe(200);
    // The sign-in form again (say, from a tab left open), while still signed in.
    const form = { _csrf: b.cookies.get("sp_csrf")!, next: "", api_key: user.key };
    expect((await b.post("/platform/sign-in", form)).status).toBe(303);
    expect(b.cookies.get("sp_session")).not.toBe(copy.cookies.get("sp_session"));
    expect((await b.get("/platform/webhooks")).status).toBe(200);
    expect((await copy.get("/platform/webhooks")).status).toBe(303);
  });

  it("ends the session when its key is revoked, and after seven days", async () => {
    const clock = new ManualClock();
    const { app, deps, user } = makeTestApp({ clock });
    const b = new Browser(app);
    await b.signIn(user.key);
    expect((await b.get("/platform/webhooks")).status).toBe(200);
    clock.advance(SESSION_TTL_MS + 1);
    expect((await b.get("/platform/webhooks")).status).toBe(303);

    const c = new Browser(app);
    await c.signIn(user.key);
    expect((await c.get("/platform/webhooks")).status).toBe(200);
    runNow(deps.db, revokeApiKey(deps.clock, user.keyId));
    expect((await c.get("/platform/webhooks")).status).toBe(303);
  });

  it("sends a strict CSP, no-store and a stylesheet without inline styles or scripts", async () => {
    const { app, user } = makeTestApp();
    const b = new Browser(app);
    await b.signIn(user.key);
    const res = await b.get("/platform/webhooks");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).not.toMatch(/<script|style=/);
    const css = await b.get("/platform/style.css");
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
  });
});
