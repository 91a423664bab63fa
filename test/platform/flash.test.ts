import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { ManualClock } from "../../src/clock";
import { makeAccount, makeDeps, makeTestApp } from "../helpers/deps";
import { tempDir } from "../helpers/temp";
import { Browser } from "../webhooks-inspector/platform-helpers";

// What a page shows once after a redirect (src/platform/flash.ts) travels in an encrypted cookie, so it reaches
// whichever instance answers the next GET, and opens only for its own session and page, within its time.

const NEW_KEY = /<pre class="secret">(sp_[0-9A-Za-z]{40})<\/pre>/;
const flashCookies = (b: Browser) => [...b.cookies.keys()].filter((n) => n.startsWith("sp_flash_"));

async function signedIn(app: ConstructorParameters<typeof Browser>[0], key: string) {
  const b = new Browser(app);
  await b.signIn(key);
  const csrf = Browser.csrf(await (await b.get("/platform/settings")).text());
  return { b, csrf };
}

describe("platform flashes", () => {
  it("show a new key made through one instance on the page another instance serves, once", async () => {
    const dbPath = join(tempDir("flash"), "scoutpost.db");
    const one = makeDeps({ dbPath });
    const two = makeDeps({ dbPath });
    const user = makeAccount(one, "alice");
    const { b, csrf } = await signedIn(createApp(one), user.key);
    const res = await b.post("/platform/settings/keys", { _csrf: csrf, name: "from-one" });
    expect(res.status).toBe(303);
    const onTwo = new Browser(createApp(two));
    onTwo.cookies = b.cookies;
    const key = NEW_KEY.exec(await (await onTwo.get("/platform/settings")).text())?.[1];
    expect(key).toMatch(/^sp_/);
    expect(flashCookies(onTwo)).toEqual([]);
    expect(await (await b.get("/platform/settings")).text()).not.toContain(key!);
  });

  it("never carry the key readable in the cookie", async () => {
    const t = makeTestApp();
    const { b, csrf } = await signedIn(t.app, t.user.key);
    await b.post("/platform/settings/keys", { _csrf: csrf, name: "hidden" });
    const [name] = flashCookies(b);
    const sealed = b.cookies.get(name!)!;
    const key = NEW_KEY.exec(await (await b.get("/platform/settings")).text())![1]!;
    for (const form of [
      sealed,
      Buffer.from(sealed, "base64url").toString("latin1"),
      decodeURIComponent(sealed),
    ])
      expect(form).not.toContain(key.slice(3, 20));
  });

  it("open for nobody else: another session, a changed cookie, another page", async () => {
    const t = makeTestApp();
    const alice = await signedIn(t.app, t.user.key);
    await alice.b.post("/platform/settings/keys", { _csrf: alice.csrf, name: "alices" });
    const [name] = flashCookies(alice.b);
    const sealed = alice.b.cookies.get(name!)!;

    const bob = await signedIn(t.app, makeAccount(t.deps, "bob").key);
    bob.b.cookies.set(name!, sealed);
    const bobs = await bob.b.get("/platform/settings");
    expect(bobs.status).toBe(200);
    expect(await bobs.text()).not.toMatch(NEW_KEY);

    const raw = Buffer.from(sealed, "base64url");
    raw[raw.length - 1]! ^= 1;
    alice.b.cookies.set(name!, raw.toString("base64url"));
    const changed = await alice.b.get("/platform/settings");
    expect(changed.status).toBe(200);
    expect(await changed.text()).not.toMatch(NEW_KEY);

    // The same sealed value under another page's cookie name does not open there (the page is authenticated too).
    await alice.b.post("/platform/settings/keys", { _csrf: alice.csrf, name: "moved" });
    const again = alice.b.cookies.get(name!)!;
    alice.b.cookies.delete(name!);
    await alice.b.post("/platform/webhooks/redeliver", { _csrf: alice.csrf });
    expect(flashCookies(alice.b)).toHaveLength(1);
    for (const other of flashCookies(alice.b)) alice.b.cookies.set(other, again);
    const webhooks = await alice.b.get("/platform/webhooks");
    expect(webhooks.status).toBe(200);
    expect(await webhooks.text()).not.toMatch(/<p class="flash">/);
  });

  it("are gone after five minutes, even if the browser kept the cookie", async () => {
    const clock = new ManualClock();
    const t = makeTestApp({ clock });
    const { b, csrf } = await signedIn(t.app, t.user.key);
    await b.post("/platform/settings/keys", { _csrf: csrf, name: "late" });
    clock.advance(5 * 60_000 + 1);
    expect(await (await b.get("/platform/settings")).text()).not.toMatch(NEW_KEY);
  });
});
