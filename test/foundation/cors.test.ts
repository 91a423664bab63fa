import { describe, expect, it } from "vitest";
import { makeTestApp } from "../helpers/deps";

const preflight = (origin: string, path = "/v1/chat/completions") =>
  new Request(`http://localhost${path}`, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "authorization, content-type, x-stainless-os",
    },
  });

describe("CORS (CORS_ORIGINS)", () => {
  it("answers the preflight of a listed origin before auth, and marks its answers", async () => {
    const { app, user } = makeTestApp({ env: { CORS_ORIGINS: "https://app.example.com" } });
    const res = await app.request(preflight("https://app.example.com"));
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect(res.headers.get("access-control-allow-headers")).toContain("authorization");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");

    const models = await app.request("/v1/models", {
      headers: { Origin: "https://app.example.com", Authorization: `Bearer ${user.key}` },
    });
    expect(models.status).toBe(200);
    expect(models.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect(models.headers.get("access-control-expose-headers")).toContain("X-Request-Id");
    // The key is still required: CORS only lets the browser read the answer.
    const anonymous = await app.request("/v1/models", { headers: { Origin: "https://app.example.com" } });
    expect(anonymous.status).toBe(401);
  });

  it("gives another origin no CORS headers, and none at all when CORS_ORIGINS is unset", async () => {
    const listed = makeTestApp({ env: { CORS_ORIGINS: "https://app.example.com" } });
    const other = await listed.app.request(preflight("https://evil.example"));
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const off = makeTestApp();
    const res = await off.app.request(preflight("https://app.example.com"));
    expect(res.status).toBe(401);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const any = makeTestApp({ env: { CORS_ORIGINS: "*" } });
    expect(
      (await any.app.request(preflight("https://x.example"))).headers.get("access-control-allow-origin"),
    ).toBe("*");
  });
});
