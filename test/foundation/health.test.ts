import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { STORAGE_PROBLEM_SHOWN_MS } from "../../src/db/errors";
import type { AppEnv } from "../../src/deps";
import { requestContext } from "../../src/http/request-context";
import { createLogger, redact } from "../../src/logger";
import { capStorage, jsonInit, makeTestApp } from "../helpers/deps";

describe("health", () => {
  it("is public and reports database, browser and webhook queue", async () => {
    const { app } = makeTestApp();
    const res = await app.request("/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: "ok",
      checks: {
        database: "ok",
        browser: expect.stringMatching(/^(ok|unavailable)$/),
        webhooks: { pending: 0 },
      },
    });
    expect(typeof body.version).toBe("string");
    expect(typeof body.uptime_s).toBe("number");
  });

  /** An app on a full disk whose last write was refused for it; `release` frees the disk. */
  async function refusedForFullDisk() {
    const clock = new ManualClock(Date.now());
    const { app, deps, user } = makeTestApp({ clock });
    const release = capStorage(deps.db);
    const big = { query: `lighthouse ${"keeper ".repeat(1_000)} http://127.0.0.1:9/`, mode: "fast" };
    expect((await app.request("/v1/research/tasks", jsonInit("POST", big, user.headers))).status).toBe(503);
    return { app, deps, clock, release };
  }

  it("says the disk is full for a minute after a write was refused for it, then recovers", async () => {
    const { app, clock, release } = await refusedForFullDisk();
    const full = await app.request("/health");
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ status: "error", checks: { database: "full" } });
    release();
    clock.advance(STORAGE_PROBLEM_SHOWN_MS);
    const ok = await app.request("/health");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: "ok", checks: { database: "ok" } });
  });

  it("is 200 again as soon as a write commits after the disk was full, not a minute later", async () => {
    const { app, deps, release } = await refusedForFullDisk();
    expect((await app.request("/health")).status).toBe(503);
    release();
    deps.jobs.register("probe", { concurrency: 1, handler: async () => {} });
    deps.jobs.enqueue(deps.db, "probe", {});
    await deps.jobs.runUntilEmpty();
    const ok = await app.request("/health");
    expect(await ok.json()).toMatchObject({ status: "ok", checks: { database: "ok" } });
    expect(ok.status).toBe(200);
  });

  it("answers 503 with status error when the database fails", async () => {
    const { app, deps } = makeTestApp();
    deps.db.$client.close();
    const res = await app.request("/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "error", checks: { database: "error" } });
  });

  it("returns a request id, echoing a sane incoming one", async () => {
    const { app } = makeTestApp();
    const res = await app.request("/health", { headers: { "X-Request-Id": "req-123" } });
    expect(res.headers.get("x-request-id")).toBe("req-123");
    const generated = await app.request("/health", { headers: { "X-Request-Id": "<script>" } });
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the request id on every kind of answer, served as the service serves it", async () => {
    const { app } = makeTestApp();
    // A route whose answer's headers cannot change (a redirect's are immutable), beside the app's own answers.
    const outer = new Hono<AppEnv>()
      .use("*", requestContext(makeTestApp().deps))
      .get("/fixed", () => Response.redirect("http://127.0.0.1/elsewhere", 302))
      .route("/", app);
    const server = serve({ fetch: outer.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/health", "/nowhere", "/v1/research/tasks", "/platform/login", "/fixed"]) {
        const res = await fetch(`${base}${path}`, {
          headers: { "X-Request-Id": "kind-1" },
          redirect: "manual",
        });
        await res.arrayBuffer();
        expect(res.headers.get("x-request-id"), path).toBe("kind-1");
      }
    } finally {
      server.close();
    }
  });
});

describe("openapi and docs", () => {
  it("serves an OpenAPI 3.1 document with the x-api-key security scheme", async () => {
    const { app } = makeTestApp();
    const res = await app.request("/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/health"]).toBeDefined();
    expect(doc.components.securitySchemes.APIKeyHeader).toEqual({
      type: "apiKey",
      in: "header",
      name: "x-api-key",
    });
  });

  it("serves /docs as Swagger UI from the package's own files, nothing from elsewhere", async () => {
    const { app } = makeTestApp();
    const res = await app.request("/docs");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    const html = await res.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.sort()).toEqual([
      "/docs/assets/init.js",
      "/docs/assets/swagger-ui-bundle.js",
      "/docs/assets/swagger-ui.css",
      "/openapi.json",
    ]);
    for (const path of sources.filter((p) => p.startsWith("/docs/"))) {
      const asset = await app.request(path);
      expect(asset.status, path).toBe(200);
      expect(asset.headers.get("content-type"), path).toMatch(/^text\/(css|javascript)/);
      expect((await asset.arrayBuffer()).byteLength, path).toBeGreaterThan(100);
    }
    expect((await app.request("/docs/assets/init.js")).status).toBe(200);
    expect(await (await app.request("/docs/assets/init.js")).text()).toContain('url: "/openapi.json"');
    expect((await app.request("/docs/assets/package.json")).status).toBe(404);
  });

  it("GET / sends a browser to the platform (302), public, and the platform on to its sign-in", async () => {
    const { app } = makeTestApp();
    const res = await app.request("/");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/platform");
    const next = await app.request(res.headers.get("location")!);
    expect(next.status).toBeGreaterThanOrEqual(300);
    expect(next.status).toBeLessThan(400);
    expect(next.headers.get("location")).toMatch(/^\/platform\//);
    expect((await app.request("/", { method: "HEAD" })).status).toBe(302);
  });
});

describe("logs", () => {
  it("are JSON lines with the request id and never contain a key", async () => {
    const lines: string[] = [];
    const { app, deps, user } = makeTestApp();
    deps.logger = createLogger("info", {}, (l) => lines.push(l));
    await app.request("/v1/anything", { headers: { "X-API-Key": user.key, "X-Request-Id": "abc" } });
    await app.request("/v1/anything", { headers: { Authorization: `Bearer ${user.key}` } });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const first = JSON.parse(lines[0]!);
    expect(first).toMatchObject({
      level: "info",
      msg: "request",
      requestId: "abc",
      method: "GET",
      status: 404,
    });
    expect(lines.join("\n")).not.toContain(user.key);
  });

  it("leave out answered health probes and metric scrapes at info, but not a failing probe (debug shows all)", async () => {
    const lines: string[] = [];
    const debugLines: string[] = [];
    const { app, deps } = makeTestApp();
    deps.logger = createLogger("info", {}, (l) => lines.push(l));
    expect((await app.request("/health")).status).toBe(200);
    expect((await app.request("/metrics")).status).toBe(401);
    deps.logger = createLogger("debug", {}, (l) => debugLines.push(l));
    await app.request("/health");
    expect(debugLines.map((l) => JSON.parse(l))).toMatchObject([
      { level: "debug", msg: "request", path: "/health" },
    ]);
    deps.logger = createLogger("info", {}, (l) => lines.push(l));
    deps.db.$client.close();
    expect((await app.request("/health")).status).toBe(503);
    expect(lines.map((l) => JSON.parse(l))).toMatchObject([
      { level: "info", path: "/metrics", status: 401 },
      { level: "info", path: "/health", status: 503 },
    ]);
  });

  it("redact() removes keys and secrets by field name and by value shape", () => {
    const key = `sp_${"a".repeat(40)}`;
    const out = JSON.stringify(
      redact({
        authorization: "Bearer x",
        nested: { note: `used ${key}`, secret: "whsec_abc" },
        list: [key],
      }),
    );
    expect(out).not.toContain(key);
    expect(out).not.toContain("whsec_abc");
    expect(out).not.toContain("Bearer x");
  });
});
