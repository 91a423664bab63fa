import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifyApiKey } from "../../src/accounts/keys";
import { ManualClock } from "../../src/clock";
import { accounts, apiKeys } from "../../src/db/schema";
import { runNow } from "../../src/db/store";
import { makeAccount, makeTestApp } from "../helpers/deps";
import { Browser } from "../webhooks-inspector/platform-helpers";

async function signedIn() {
  const t = makeTestApp({ clock: new ManualClock() });
  const b = new Browser(t.app);
  await b.signIn(t.user.key);
  const html = await (await b.get("/platform/settings")).text();
  return { ...t, b, html, csrf: Browser.csrf(html) };
}

const secretOf = (t: Awaited<ReturnType<typeof signedIn>>) =>
  t.deps.db.select().from(accounts).where(eq(accounts.id, t.user.account.id)).get()!;

describe("platform settings: happy path", () => {
  it("shows credits, billing state and keys, but not the signing secret, on page load", async () => {
    const t = await signedIn();
    expect(t.html).toContain("Balance<b>1000</b>");
    expect(t.html).toContain("prepaid only");
    expect(t.html).toContain(`${t.user.key.slice(0, 7)}…`);
    expect(t.html).toContain("this session");
    expect(t.html).not.toContain(secretOf(t).webhookSecret);
    expect(t.html).not.toContain(t.user.key);
  });

  it("creates a key shown exactly once, which then works for the API", async () => {
    const t = await signedIn();
    const res = await t.b.post("/platform/settings/keys", { _csrf: t.csrf, name: "ci-server" });
    // Answered with a redirect, so reloading the page that shows the key creates no second one.
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/platform/settings");
    const key = /<pre class="secret">(sp_[0-9A-Za-z]{40})<\/pre>/.exec(
      await (await t.b.get("/platform/settings")).text(),
    )?.[1];
    expect(key).toBeDefined();
    expect(runNow(t.deps.db, verifyApiKey(key!))?.account.id).toBe(t.user.account.id);
    const api = await t.app.request("/v1/webhooks/secret", { headers: { "X-API-Key": key! } });
    expect(api.status).toBe(200);
    const again = await (await t.b.get("/platform/settings")).text();
    expect(again).toContain("ci-server");
    expect(again).not.toContain(key!);
  });

  it("cuts a long key name between characters, never inside an emoji", async () => {
    const t = await signedIn();
    await t.b.post("/platform/settings/keys", { _csrf: t.csrf, name: `${"a".repeat(99)}😀` });
    const names = t.deps.db
      .select({ name: apiKeys.name })
      .from(apiKeys)
      .all()
      .map((k) => k.name);
    expect(names).toContain("a".repeat(99));
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    expect(names.filter((n) => loneSurrogate.test(n))).toEqual([]);
  });

  it("answers a form over 1 MiB with a 413 page, as every other platform error, and creates nothing", async () => {
    const t = await signedIn();
    const before = t.deps.db.select().from(apiKeys).all().length;
    const res = await t.b.post("/platform/settings/keys", {
      _csrf: t.csrf,
      name: "x".repeat(1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await res.text()).toContain("Request body too large");
    expect(t.deps.db.select().from(apiKeys).all()).toHaveLength(before);
  });

  it("revokes a key: it stops working and shows as revoked", async () => {
    const t = await signedIn();
    await t.b.post("/platform/settings/keys", { _csrf: t.csrf, name: "temp" });
    const temp = t.deps.db.select().from(apiKeys).where(eq(apiKeys.name, "temp")).get()!;
    const res = await t.b.post(`/platform/settings/keys/${temp.id}/revoke`, { _csrf: t.csrf });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/platform/settings");
    expect(t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, temp.id)).get()!.revokedAt).not.toBeNull();
    const html = await (await t.b.get("/platform/settings")).text();
    expect(html).toContain("The key was revoked.");
    // Once; and a link cannot make the page say so.
    expect(await (await t.b.get("/platform/settings")).text()).not.toContain("The key was revoked.");
    expect(await (await t.b.get("/platform/settings?notice=revoked")).text()).not.toContain("was revoked");
    expect(html).toContain("badge b-revoked");
  });

  it("reveals the secret on a POST, and rotates it: the old one keeps signing for 24 h", async () => {
    const t = await signedIn();
    const before = secretOf(t).webhookSecret;
    const shown = await (await t.b.post("/platform/settings/secret/reveal", { _csrf: t.csrf })).text();
    expect(shown).toContain(`<pre class="secret">${before}</pre>`);
    const from = /name="from" value="([0-9a-f]{16})"/.exec(t.html)![1]!;
    const res = await t.b.post("/platform/settings/secret/rotate", { _csrf: t.csrf, from });
    expect(res.status).toBe(303);
    const rotated = await (await t.b.get("/platform/settings")).text();
    const after = secretOf(t);
    expect(after.webhookSecret).not.toBe(before);
    expect(after.retiredWebhookSecrets).toEqual([
      { secret: before, expiresAt: t.deps.clock.now() + 24 * 3_600_000 },
    ]);
    expect(rotated).toContain(`<pre class="secret">${after.webhookSecret}</pre>`);
    expect(rotated).toContain("Previous secret signs until");
    expect(rotated).toContain("Rotated: this is the new secret.");
    // Shown once: the next visit shows no secret.
    expect(await (await t.b.get("/platform/settings")).text()).not.toContain(after.webhookSecret);
  });

  it("rotates once when the same form is sent twice (a double click, a resubmission)", async () => {
    const t = await signedIn();
    const from = /name="from" value="([0-9a-f]{16})"/.exec(t.html)![1]!;
    await t.b.post("/platform/settings/secret/rotate", { _csrf: t.csrf, from });
    const once = secretOf(t);
    await t.b.post("/platform/settings/secret/rotate", { _csrf: t.csrf, from });
    expect(secretOf(t)).toEqual(once);
    expect(once.retiredWebhookSecrets).toHaveLength(1);
    const page = await (await t.b.get("/platform/settings")).text();
    expect(page).toContain("The secret had already been rotated: this is the current one.");
    expect(page).toContain(`<pre class="secret">${once.webhookSecret}</pre>`);
  });
});

describe("platform settings: security", () => {
  it("refuses every settings form without this session's CSRF token, changing nothing", async () => {
    const t = await signedIn();
    const before = secretOf(t).webhookSecret;
    for (const path of [
      "/platform/settings/keys",
      `/platform/settings/keys/${t.user.keyId}/revoke`,
      "/platform/settings/secret/reveal",
      "/platform/settings/secret/rotate",
    ]) {
      const res = await t.b.post(path, { name: "x" });
      expect(res.status, path).toBe(403);
      expect(await res.text()).not.toContain(before);
      expect((await t.b.post(path, { _csrf: `${t.csrf}x` })).status, path).toBe(403);
    }
    expect(secretOf(t).webhookSecret).toBe(before);
    expect(t.deps.db.select().from(apiKeys).all()).toHaveLength(1);
    expect(t.deps.db.select().from(apiKeys).get()!.revokedAt).toBeNull();
  });

  it("cannot revoke another account's key", async () => {
    const t = await signedIn();
    const bob = makeAccount(t.deps, "bob");
    const res = await t.b.post(`/platform/settings/keys/${bob.keyId}/revoke`, { _csrf: t.csrf });
    expect(res.status).toBe(404);
    expect(runNow(t.deps.db, verifyApiKey(bob.key))).toBeDefined();
    expect(await res.text()).not.toContain(bob.key.slice(0, 7));
  });

  it("revoking the session's own key ends the session", async () => {
    const t = await signedIn();
    await t.b.post(`/platform/settings/keys/${t.user.keyId}/revoke`, { _csrf: t.csrf });
    const res = await t.b.get("/platform/settings");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/platform\/sign-in/);
  });
});
