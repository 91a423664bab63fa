import { describe, expect, it } from "vitest";
import { createApiKey, hashApiKey, revokeApiKey } from "../../src/accounts/keys";
import { ManualClock } from "../../src/clock";
import { apiKeys } from "../../src/db/schema";
import { runNow } from "../../src/db/store";
import { makeTestApp } from "../helpers/deps";

// /v1/usage does not exist yet in every build; any authenticated /v1 path proves the middleware, and an
// authenticated request to an unknown /v1 path is answered 404 by the router, after auth passed.
const PATH = "/v1/__auth_probe";

describe("auth: happy path", () => {
  it("accepts X-API-Key", async () => {
    const { app, user } = makeTestApp();
    const res = await app.request(PATH, { headers: { "X-API-Key": user.key } });
    expect(res.status).toBe(404);
  });

  it("accepts Authorization: Bearer", async () => {
    const { app, user } = makeTestApp();
    const res = await app.request(PATH, { headers: { Authorization: `Bearer ${user.key}` } });
    expect(res.status).toBe(404);
  });

  it("treats header names case-insensitively", async () => {
    const { app, user } = makeTestApp();
    const variants: Record<string, string>[] = [
      { "x-api-key": user.key },
      { "X-Api-Key": user.key },
      { AUTHORIZATION: `bearer ${user.key}` },
    ];
    for (const headers of variants) {
      const res = await app.request(PATH, { headers });
      expect(res.status).toBe(404);
    }
  });

  it("accepts both headers when they carry the same key", async () => {
    const { app, user } = makeTestApp();
    const res = await app.request(PATH, {
      headers: { "X-API-Key": user.key, Authorization: `Bearer ${user.key}` },
    });
    expect(res.status).toBe(404);
  });

  it("leaves /health public", async () => {
    const { app } = makeTestApp();
    expect((await app.request("/health")).status).toBe(200);
  });
});

describe("auth: errors", () => {
  it("answers a missing key with 401 Not authenticated and a Bearer challenge", async () => {
    const { app } = makeTestApp();
    const res = await app.request(PATH);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
    expect(await res.json()).toEqual({ detail: "Not authenticated" });
  });

  it("answers an unknown key with 401 Invalid API key", async () => {
    const { app } = makeTestApp();
    const res = await app.request(PATH, { headers: { "X-API-Key": `sp_${"a".repeat(40)}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Invalid API key" });
  });

  it("answers a malformed key with 401 Invalid API key", async () => {
    const { app } = makeTestApp();
    const res = await app.request(PATH, { headers: { Authorization: "Bearer not-a-key" } });
    expect(await res.json()).toEqual({ detail: "Invalid API key" });
  });

  it("refuses a revoked key", async () => {
    const { app, deps, user } = makeTestApp();
    expect(runNow(deps.db, revokeApiKey(deps.clock, user.keyId))).toBe(true);
    const res = await app.request(PATH, { headers: user.headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: "Invalid API key" });
  });

  it("refuses two headers carrying different keys", async () => {
    const { app, deps, user } = makeTestApp();
    const other = runNow(deps.db, createApiKey(deps.clock, user.account.id)).key;
    const res = await app.request(PATH, {
      headers: { "X-API-Key": user.key, Authorization: `Bearer ${other}` },
    });
    expect(res.status).toBe(401);
  });

  it("refuses a non-Bearer Authorization scheme", async () => {
    const { app, user } = makeTestApp();
    const res = await app.request(PATH, { headers: { Authorization: `Basic ${user.key}` } });
    expect(res.status).toBe(401);
  });
});

describe("auth: security", () => {
  it("stores keys only as SHA-256 hashes", async () => {
    const { deps, user } = makeTestApp();
    const rows = deps.db.select().from(apiKeys).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.keyHash).toBe(hashApiKey(user.key));
    expect(JSON.stringify(rows)).not.toContain(user.key);
  });

  it("chat completions accept only Bearer: X-API-Key alone is refused with an explanation", async () => {
    const { app, user } = makeTestApp();
    const res = await app.request("/v1/chat/completions", {
      method: "POST",
      headers: { "X-API-Key": user.key },
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { detail: string };
    expect(body.detail).toMatch(/Authorization: Bearer/);
  });

  it("chat completions pass auth with Bearer", async () => {
    const { app, user } = makeTestApp();
    const res = await app.request("/v1/chat/completions", {
      method: "POST",
      headers: { Authorization: `Bearer ${user.key}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).not.toBe(401);
  });

  it("records when a key was last used, at most once a minute", async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1));
    const { app, deps, user } = makeTestApp({ clock });
    const lastUsed = () => deps.db.select().from(apiKeys).get()!.lastUsedAt;
    expect(lastUsed()).toBeNull();
    await app.request(PATH, { headers: user.headers });
    expect(lastUsed()).toBe(clock.now());
    const first = clock.now();
    clock.advance(30_000);
    await app.request(PATH, { headers: user.headers });
    expect(lastUsed()).toBe(first);
    clock.advance(31_000);
    await app.request(PATH, { headers: user.headers });
    expect(lastUsed()).toBe(clock.now());
  });

  it("keys have the sp_ + 40 base62 shape", () => {
    const { user } = makeTestApp();
    expect(user.key).toMatch(/^sp_[0-9A-Za-z]{40}$/);
  });
});
