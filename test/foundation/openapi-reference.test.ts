import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { makeTestApp } from "../helpers/deps";

// /openapi.json as a generated client and a linter read it: every operation named, secured as the service
// secures it, with its answers; the public routes included; no error under Redocly's recommended rules; an example
// of every request body and every success answer, each valid against its schema.

type Media = { schema?: Schema; example?: unknown; examples?: Record<string, unknown> };
type Schema = { $ref?: string; example?: unknown; examples?: unknown[] };
type Content = { content?: Record<string, Media> };
type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: Content;
  responses: Record<string, Content>;
};
type Document = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

async function document(): Promise<Document> {
  const { app } = makeTestApp();
  return (await (await app.request("/openapi.json")).json()) as Document;
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

/**
 * Redocly's recommended rules, with an example that does not match its schema an error: a media type's example
 * (the SSE and text ones) and a schema's (every component's), checked with additional properties refused.
 */
async function lintErrors(doc: Document): Promise<string[]> {
  const config = await createConfig({
    extends: ["recommended"],
    rules: { "no-invalid-media-type-examples": "error", "no-invalid-schema-examples": "error" },
  });
  const problems = await lintFromString({
    source: JSON.stringify(doc),
    absoluteRef: "/openapi.json",
    config,
  });
  return problems
    .filter((p) => p.severity === "error")
    .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
}

/** The example a media type shows: its own, or its schema's (through its `$ref`); undefined when none. */
function exampleOf(doc: Document, media: Media): { value: unknown } | undefined {
  const resolve = (s: Schema | undefined): Schema | undefined =>
    s?.$ref ? resolve(doc.components.schemas[s.$ref.split("/").pop()!]) : s;
  const schema = resolve(media.schema);
  const named = Object.values(media.examples ?? {})[0] as { value?: unknown } | undefined;
  if (media.example !== undefined) return { value: media.example };
  if (named) return { value: named.value };
  if (schema?.example !== undefined) return { value: schema.example };
  if (schema?.examples?.length) return { value: schema.examples[0] };
  return undefined;
}

/**
 * What has no example to show: a request body or a 2xx answer whose media type carries none and whose schema
 * (through its `$ref`) carries none. Two are exempt: they are not samples one could read — the listen client is a
 * whole program (~100 KB of JavaScript), a trajectory's zip archive is binary.
 */
const EXEMPT = [
  "GET /cli/scoutpost.mjs 200 text/javascript",
  "GET /v1/browsing/tasks/{id}/trajectory 200 application/zip",
];
function withoutExample(doc: Document): string[] {
  return operations(doc).flatMap(({ key, op }) => {
    const bodies = [
      ["request", op.requestBody] as const,
      ...Object.entries(op.responses).filter(([status]) => status.startsWith("2")),
    ];
    return bodies.flatMap(([which, body]) =>
      Object.entries(body?.content ?? {})
        .filter(([, media]) => !exampleOf(doc, media))
        .map(([type]) => `${key} ${which} ${type}`),
    );
  });
}

describe("the OpenAPI document", () => {
  it("has no error under Redocly's recommended rules, and every example matches its schema", async () => {
    expect(await lintErrors(await document())).toEqual([]);
  });

  it("shows an example of every request body and every success answer", async () => {
    const doc = await document();
    expect(withoutExample(doc).sort()).toEqual([...EXEMPT].sort());
  });

  it("shows request bodies the service takes: each passes the route's own zod schema, refinements included", async () => {
    const { app } = makeTestApp();
    const doc = (await (await app.request("/openapi.json")).json()) as Document;
    const refused: string[] = [];
    let checked = 0;
    for (const def of app.openAPIRegistry.definitions) {
      if (def.type !== "route") continue;
      const json = def.route.request?.body?.content["application/json"];
      const schema = json && "schema" in json ? json.schema : undefined;
      if (!schema || !("safeParseAsync" in schema)) continue;
      const media = doc.paths[def.route.path]![def.route.method]!.requestBody!.content!["application/json"]!;
      const parsed = await schema.safeParseAsync(exampleOf(doc, media)?.value);
      checked++;
      if (!parsed.success) refused.push(`${def.route.method} ${def.route.path}: ${parsed.error.message}`);
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(15);
  });

  it("shows a rotation's answer with the new secret it hands out once", async () => {
    const doc = await document();
    const answer = (path: string) =>
      exampleOf(doc, doc.paths[path]!.post!.responses!["200"]!.content!["application/json"]!)?.value;
    const rotated = answer("/v1/relay/sources/{id}/destinations/{destination_id}/rotate-secret");
    expect(rotated).toMatchObject({ sign: true, signing_secret: expect.stringMatching(/^whsec_/) });
  });

  it("would notice an example removed or made invalid", async () => {
    const doc = await document();
    delete doc.components.schemas.Health!.example;
    (doc.components.schemas.Scout!.example as { status: string }).status = "sleeping";
    expect(withoutExample(doc)).toContain("GET /health 200 application/json");
    expect((await lintErrors(doc)).join("\n")).toMatch(
      /no-invalid-schema-examples: .*allowed values.* at #\/components\/schemas\/Scout\/example\/status/,
    );
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
