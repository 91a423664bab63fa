import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { makeAccount, makeDeps } from "../helpers/deps";
import {
  authHeaders,
  type BodyCase,
  badBody,
  deepJson,
  type Endpoint,
  endpointsOf,
  expectCleanAnswer,
  fillPath,
  idempotencyHeader,
  pathSegment,
  queryString,
} from "./arbitraries";
import { platformSession } from "./platform-session";
import { evidenceSeed } from "./random";

// The bad-input suite: fast-check generates malformed requests for every endpoint the app registers and checks
// docs/design.md §4 on each answer: never a 5xx or a stack trace, and every 4xx FastAPI-shaped.

/** Generated requests per endpoint (EVIDENCE_FUZZ_RUNS to change it). */
const RUNS = Number(process.env.EVIDENCE_FUZZ_RUNS ?? 1000);
/**
 * Endpoints that take no input and render a whole document per request get fewer runs (the listen client, run
 * from the sources as here, is bundled by esbuild at each request).
 */
const DOCUMENT_RUNS = Math.min(RUNS, 150);
const DOCUMENTS = new Set([
  "/cli/scoutpost.mjs",
  "/openapi.json",
  "/docs",
  "/docs/assets/init.js",
  "/docs/assets/swagger-ui.css",
  "/docs/assets/swagger-ui-bundle.js",
]);
const SEED = evidenceSeed();
const MiB = 1024 * 1024;

/** A fresh app (in-memory SQLite) per endpoint, so lists stay small; engines may not reach private addresses. */
function freshApp() {
  const deps = makeDeps({ env: { AGENT_ALLOW_PRIVATE_NETWORKS: "false", WEBHOOK_TIMEOUT_MS: "300" } });
  const app = createApp(deps);
  const user = makeAccount(deps);
  return { deps, app, user };
}

const probe = freshApp();
const ENDPOINTS = await endpointsOf(probe.app);
probe.deps.db.$client.close();
const label = (ep: Endpoint) => `${ep.method} ${ep.path}`;
const withBody = ENDPOINTS.filter((ep) => ep.body !== undefined);
const counts = new Map<string, number>();

const fill = fillPath;

afterAll(() => {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  console.log(`bad-input: ${total} generated requests over ${counts.size} endpoints (seed ${SEED})`);
});

describe("bad input: generated malformed requests", () => {
  it("finds the endpoints (from app.routes and /openapi.json)", () => {
    expect(ENDPOINTS.length).toBeGreaterThanOrEqual(30);
    expect(withBody.length).toBeGreaterThanOrEqual(5);
  });

  it.each(ENDPOINTS.map((ep) => [label(ep), ep] as const))(
    "%s: no 5xx, every 4xx FastAPI-shaped",
    async (name, ep) => {
      const { app, user, deps } = freshApp();
      const bearerOnly = ep.path === "/v1/chat/completions";
      const runs = DOCUMENTS.has(ep.path) ? DOCUMENT_RUNS : RUNS;
      const arb = fc.record({
        segments: fc.array(pathSegment, { minLength: ep.params.length, maxLength: ep.params.length }),
        query: fc.option(queryString(ep.query), { nil: "" }),
        // Routes without a body still get one now and then (a stray body must not matter).
        body: ep.body
          ? badBody(ep.body)
          : fc.oneof({ weight: 9, arbitrary: fc.constant<BodyCase>({ body: "" }) }, badBody([])),
        auth: authHeaders(user.key, bearerOnly),
        idempotency: idempotencyHeader,
        method: fc.oneof(
          { weight: 19, arbitrary: fc.constant(ep.method) },
          fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"),
        ),
      });
      let n = 0;
      try {
        await fc.assert(
          fc.asyncProperty(arb, async (c) => {
            n++;
            const url = `${fill(ep, c.segments)}${c.query ? `?${c.query}` : ""}`;
            const sendsBody = c.method === "POST" || c.method === "PUT" || c.method === "PATCH";
            const headers: Record<string, string> = { ...c.auth, ...c.idempotency };
            if (sendsBody && c.body.contentType) headers["content-type"] = c.body.contentType;
            const res = await app.request(url, {
              method: c.method,
              headers,
              body: sendsBody ? (c.body.body as BodyInit) : undefined,
            });
            await expectCleanAnswer(res, ep, `${c.method} ${url.slice(0, 200)}`);
          }),
          { numRuns: runs, seed: SEED },
        );
      } finally {
        counts.set(name, n);
        deps.db.$client.close();
      }
      expect(n).toBeGreaterThanOrEqual(runs);
    },
    120_000,
  );
});

describe("bad input: targeted cases on every endpoint with a JSON body", () => {
  const cases = withBody.flatMap((ep) =>
    (["array", "object"] as const).flatMap((kind) => [
      [`${label(ep)}: a body nested 5,000 levels deep (${kind}s)`, ep, deepJson(5_000, kind)] as const,
      [
        `${label(ep)}: a field nested 5,000 levels deep (${kind}s)`,
        ep,
        `{${JSON.stringify(ep.body![0] ?? "a")}:${deepJson(5_000, kind)}}`,
      ] as const,
    ]),
  );
  it.each(cases)("%s is refused without a 5xx", async (_name, ep, body) => {
    const { app, user, deps } = freshApp();
    const auth = ep.openai ? { Authorization: `Bearer ${user.key}` } : user.headers;
    const res = await app.request(
      fill(
        ep,
        ep.params.map(() => crypto.randomUUID()),
      ),
      {
        method: ep.method,
        headers: { ...auth, "content-type": "application/json" },
        body,
      },
    );
    await expectCleanAnswer(res, ep, `${ep.method} ${ep.path} deep`);
    deps.db.$client.close();
  });

  it.each(withBody.map((ep) => [label(ep), ep] as const))(
    "%s: a body over the size limit is 413 (chat allows 20 MiB)",
    async (_name, ep) => {
      const { app, user, deps } = freshApp();
      const auth = ep.openai ? { Authorization: `Bearer ${user.key}` } : user.headers;
      const size = ep.openai ? 20 * MiB + 1024 : MiB + 1024;
      const res = await app.request(
        fill(
          ep,
          ep.params.map(() => crypto.randomUUID()),
        ),
        {
          method: ep.method,
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ [ep.body![0] ?? "a"]: "x".repeat(size) }),
        },
      );
      expect(await expectCleanAnswer(res, ep, `${ep.method} ${ep.path} huge`)).toBe(413);
      deps.db.$client.close();
    },
  );
});

describe("bad input: answers stay small", () => {
  it("a ~10 MB chat body missing model and messages gets a 422 under 8 KiB (each error echoes a capped input)", async () => {
    const { app, user, deps } = freshApp();
    const res = await app.request("/v1/chat/completions", {
      method: "POST",
      headers: { Authorization: `Bearer ${user.key}`, "content-type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(10 * 1000 * 1000) }),
    });
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text.length).toBeLessThan(8 * 1024);
    const { detail } = JSON.parse(text) as { detail: { loc: unknown[]; input: unknown }[] };
    expect(detail.map((d) => d.loc)).toEqual([
      ["body", "model"],
      ["body", "messages"],
    ]);
    for (const d of detail) expect(d.input).toMatch(/… \[truncated, \d+ bytes\]$/);
    deps.db.$client.close();
  });
});

describe("bad input: validation comes before lookup", () => {
  const badQuery: Record<string, string> = {
    page_size: "0",
    limit: "abc",
    output_type: "pdf",
    cursor: "%%%",
  };
  const eligible = ENDPOINTS.filter((ep) => ep.params.length > 0 && ep.query.some((q) => q in badQuery));
  it.each(eligible.map((ep) => [label(ep), ep] as const))(
    "%s: a bad query parameter on an unknown id is 422, not 404",
    async (_name, ep) => {
      const { app, user, deps } = freshApp();
      const name = ep.query.find((q) => q in badQuery)!;
      const res = await app.request(
        `${fill(
          ep,
          ep.params.map(() => crypto.randomUUID()),
        )}?${name}=${badQuery[name]!}`,
        { method: ep.method, headers: user.headers },
      );
      expect(await expectCleanAnswer(res, ep, `${ep.method} ${ep.path}`)).toBe(422);
      deps.db.$client.close();
    },
  );

  it("every path answers an unregistered method with 405 and Allow", async () => {
    const { app, user, deps } = freshApp();
    const byPath = new Map<string, Endpoint[]>();
    for (const ep of ENDPOINTS) byPath.set(ep.path, [...(byPath.get(ep.path) ?? []), ep]);
    let checked = 0;
    for (const [path, eps] of byPath) {
      // The capture route accepts every method by design; platform pages sign the visitor in first.
      if (path.startsWith("/hooks/") || eps[0]!.page) continue;
      const allowed = new Set(eps.map((e) => e.method));
      const method = ["PUT", "PATCH", "DELETE", "POST", "GET"].find((m) => !allowed.has(m))!;
      const res = await app.request(
        fill(
          eps[0]!,
          eps[0]!.params.map(() => crypto.randomUUID()),
        ),
        {
          method,
          headers: eps[0]!.openai ? { Authorization: `Bearer ${user.key}` } : user.headers,
        },
      );
      expect(await expectCleanAnswer(res, eps[0]!, `${method} ${path}`), `${method} ${path}`).toBe(405);
      expect(res.headers.get("allow"), path).toBeTruthy();
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    deps.db.$client.close();
  });
});

describe("bad input: platform forms, signed in", () => {
  const forms = ENDPOINTS.filter((ep) => ep.page && ep.method === "POST");
  it.each(forms.map((ep) => [label(ep), ep] as const))(
    "%s: malformed form bodies never answer 5xx",
    async (_name, ep) => {
      const { app, user, deps } = freshApp();
      const session = await platformSession(app, user.key);
      const bodies: [string, string][] = [
        ["multipart/form-data; boundary=x", "garbage"],
        ["multipart/form-data", `--x\r\n_csrf=${session.csrf}`],
        ["application/x-www-form-urlencoded", `_csrf=${session.csrf}&%=%FF&name=${"x".repeat(5000)}`],
        ["application/json", `{"_csrf":"${session.csrf}"}`],
        ["text/plain", "\u0000\u0001"],
      ];
      for (const [contentType, body] of bodies) {
        const res = await app.request(
          fillPath(
            ep,
            ep.params.map(() => crypto.randomUUID()),
          ),
          {
            method: "POST",
            headers: { cookie: session.cookie, "content-type": contentType },
            body,
          },
        );
        await expectCleanAnswer(res, ep, `POST ${ep.path} (${contentType})`);
      }
      deps.db.$client.close();
    },
  );
});
