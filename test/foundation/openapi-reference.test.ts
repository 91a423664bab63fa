import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../helpers/deps";

// /openapi.json as a generated client and a linter read it: every operation named, secured as the service
// secures it, with its answers; the public routes included; no error under Redocly's recommended rules.

type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, unknown> };
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const { app } = makeTestApp();
  return (await (await app.request("/openapi.json")).json()) as Document;
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe("the OpenAPI document", () => {
  it("has no error under Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(await document()),
      absoluteRef: "/openapi.json",
      config,
    });
    const errors = problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it("names every operation once, for generated clients", async () => {
    const ops = operations(await document());
    const missing = ops.filter((o) => !o.op.operationId).map((o) => o.key);
    expect(missing).toEqual([]);
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(["createResearchTask", "listDeliveries", "createRelaySource"]),
    );
  });

  it("lists the public routes with no security, chat as Bearer only, and the rest with a key and a 401", async () => {
    const doc = await document();
    expect(doc.servers?.[0]?.url).toMatch(/^https?:\/\//);
    const byKey = new Map(operations(doc).map((o) => [o.key, o.op]));
    for (const key of ["GET /health", "POST /hooks/relay/{token}", "POST /hooks/inbox/{token}"])
      expect(byKey.get(key)?.security, key).toEqual([]);
    expect(byKey.get("POST /v1/chat/completions")?.security).toEqual([{ HTTPBearer: [] }]);
    expect(byKey.get("GET /metrics")).toBeDefined();
    for (const [key, op] of byKey)
      if (op.security === undefined) expect(Object.keys(op.responses), key).toContain("401");
    expect(Object.keys(byKey.get("POST /hooks/relay/{token}")!.responses)).toEqual(
      expect.arrayContaining(["200", "401", "413", "508"]),
    );
  });
});
