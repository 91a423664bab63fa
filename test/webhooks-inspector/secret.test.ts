import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { accounts } from "../../src/db/schema";
import { activeSecrets } from "../../src/webhooks/signing";
import { makeAccount, makeTestApp } from "../helpers/deps";

const NOW = Date.UTC(2026, 2, 1, 12);
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

describe("webhook signing secret", () => {
  it("returns the account's secret", async () => {
    const { app, user } = makeTestApp();
    const res = await app.request("/v1/webhooks/secret", { headers: user.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { secret: string };
    expect(body).toEqual({ secret: user.account.webhookSecret });
    expect(body.secret).toMatch(SECRET);
  });

  it("rotates: a new secret, the old one kept signing for 24 hours", async () => {
    const clock = new ManualClock(NOW);
    const { app, deps, user } = makeTestApp({ clock });
    const old = user.account.webhookSecret;
    const res = await app.request("/v1/webhooks/secret/rotate", { method: "POST", headers: user.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { secret: string; previous_secret_expires_at: string };
    expect(body.secret).toMatch(SECRET);
    expect(body.secret).not.toBe(old);
    expect(body.previous_secret_expires_at).toBe(new Date(NOW + 24 * 3_600_000).toISOString());

    const row = deps.db.select().from(accounts).where(eq(accounts.id, user.account.id)).get()!;
    expect(row).toMatchObject({
      webhookSecret: body.secret,
      retiredWebhookSecrets: [{ secret: old, expiresAt: NOW + 24 * 3_600_000 }],
    });
    const now = (await (await app.request("/v1/webhooks/secret", { headers: user.headers })).json()) as {
      secret: string;
    };
    expect(now.secret).toBe(body.secret);
  });

  it("a second rotation within 24 h keeps both replaced secrets signing, each for its own 24 h", async () => {
    const clock = new ManualClock(NOW);
    const { app, deps, user } = makeTestApp({ clock });
    const original = user.account.webhookSecret;
    const rotate = async () =>
      (await (
        await app.request("/v1/webhooks/secret/rotate", { method: "POST", headers: user.headers })
      ).json()) as {
        secret: string;
      };
    const first = await rotate();
    clock.advance(3_600_000);
    const second = await rotate();
    const signing = () =>
      activeSecrets(
        deps.db.select().from(accounts).where(eq(accounts.id, user.account.id)).get()!,
        clock.now(),
      );
    expect(signing()).toEqual([second.secret, first.secret, original]);
    clock.advance(23 * 3_600_000); // the original's 24 h are over; the first's are not
    expect(signing()).toEqual([second.secret, first.secret]);
    clock.advance(3_600_000);
    expect(signing()).toEqual([second.secret]);
  });

  it("keeps at most five replaced secrets signing, the newest", async () => {
    const { app, deps, user } = makeTestApp();
    const replaced = [user.account.webhookSecret];
    for (let i = 0; i < 7; i++) {
      const res = await app.request("/v1/webhooks/secret/rotate", { method: "POST", headers: user.headers });
      replaced.push(((await res.json()) as { secret: string }).secret);
    }
    const row = deps.db.select().from(accounts).where(eq(accounts.id, user.account.id)).get()!;
    expect(row.webhookSecret).toBe(replaced.pop());
    expect(row.retiredWebhookSecrets.map((r) => r.secret)).toEqual(replaced.reverse().slice(0, 5));
  });

  it("rotating one account's secret leaves another's alone, and a key is required", async () => {
    const { app, deps, user } = makeTestApp();
    const bob = makeAccount(deps, "bob");
    await app.request("/v1/webhooks/secret/rotate", { method: "POST", headers: user.headers });
    const res = await app.request("/v1/webhooks/secret", { headers: bob.headers });
    expect(await res.json()).toEqual({ secret: bob.account.webhookSecret });
    expect((await app.request("/v1/webhooks/secret")).status).toBe(401);
    expect((await app.request("/v1/webhooks/secret/rotate", { method: "POST" })).status).toBe(401);
  });
});
