import fc from "fast-check";
import { expect } from "vitest";
import type { App } from "../../src/app";

/** One endpoint as the app registers it, with what its OpenAPI description says it reads. */
export interface Endpoint {
  method: string;
  /** Hono form: `/v1/research/tasks/:task_id`. */
  path: string;
  params: string[];
  query: string[];
  /** Top-level properties of the JSON body, when the route takes one (a JSON body, not any bytes). */
  body?: string[];
  /** Chat and models answer errors with OpenAI's `error` object beside `detail`. */
  openai: boolean;
  /** Server-rendered platform pages: their errors are pages, not FastAPI bodies. */
  page: boolean;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOp>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}
interface OpenApiOp {
  parameters?: { in: string; name: string }[];
  requestBody?: {
    content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }>;
  };
}

/**
 * Every endpoint of the app, read from `app.routes` (so a new route is covered without touching this file), with
 * its query parameters and body fields from `/openapi.json`. Catch-all middleware routes are skipped; the public
 * inbox capture route (ALL methods) is kept as GET and POST.
 */
export async function endpointsOf(app: App): Promise<Endpoint[]> {
  const doc = (await (await app.request("/openapi.json")).json()) as OpenApiDoc;
  const seen = new Set<string>();
  const out: Endpoint[] = [];
  for (const r of app.routes) {
    const methods =
      r.method === "ALL" ? (r.path === "/hooks/inbox/:token" ? ["GET", "POST"] : []) : [r.method];
    for (const method of methods) {
      const key = `${method} ${r.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const op = doc.paths[r.path.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
      const schema = op?.requestBody?.content?.["application/json"]?.schema;
      const props = schema?.$ref
        ? doc.components?.schemas?.[schema.$ref.split("/").pop()!]?.properties
        : schema?.properties;
      out.push({
        method,
        path: r.path,
        params: [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
        query: (op?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        // A JSON body; the public capture routes document any bytes, and their token decides first.
        body: op?.requestBody?.content?.["application/json"] ? Object.keys(props ?? {}) : undefined,
        openai: r.path.startsWith("/v1/chat/") || r.path.startsWith("/v1/models"),
        page: r.path === "/platform" || r.path.startsWith("/platform/"),
      });
    }
  }
  return out;
}

/** The endpoint's path with its parameters replaced, in order (Hono's `:name{regex}` form included). */
export function fillPath(ep: Endpoint, segments: string[]): string {
  let i = 0;
  return ep.path.replace(/:\w+(?:\{[^}]*\})?/g, () => segments[i++] ?? "x");
}

// ---- Generators of malformed input ----

/** Percent-encode the UTF-8 bytes of `s` (lone surrogates become U+FFFD, where encodeURIComponent would throw). */
export const pct = (s: string) =>
  [...Buffer.from(s, "utf8")]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, "0").toUpperCase()}`,
    )
    .join("");

const nasty = fc.constantFrom(
  "",
  " ",
  "null",
  "undefined",
  "-1",
  "0",
  "1.5",
  "1e309",
  "NaN",
  "Infinity",
  "9007199254740993",
  "true",
  "[]",
  "{}",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "\u0000",
  "\ud800",
  "💥",
  "ｆｕｌｌｗｉｄｔｈ",
  "http://10.0.0.1/",
  "http://127.0.0.1:9/hook",
  "ftp://127.0.0.1/",
  "javascript:alert(1)",
  "AAAAAAAAAAAAAAAA",
  "eyJkIjoibiIsInQiOjEsImkiOiJ4In0", // a well-formed cursor for a row that does not exist
  "eyJkIjoieCJ9", // base64url JSON that is no cursor
);

/** Strings a client should never send: unicode, control characters, lone surrogates, long, numeric-looking. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 200, maxLength: 3000 }) },
  { weight: 1, arbitrary: fc.base64String({ maxLength: 80 }) },
  { weight: 1, arbitrary: fc.uuid().map((u) => u.toUpperCase()) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** Dot segments are resolved by URL parsing before routing: such a request is not for the endpoint at all. */
const isDotSegment = (encoded: string) => /^(\.|%2e){1,2}$/i.test(encoded);

/** A path segment: random ids, random strings (encoded), and raw, invalid percent-escapes. */
export const pathSegment: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: fc.uuid() },
    { weight: 4, arbitrary: badString.filter((s) => s.length > 0).map(pct) },
    { weight: 1, arbitrary: fc.constantFrom("%FF", "%", "%E0%A4%A", "%00", "%2F", "a%20b", "%u0041", "%%") },
    {
      weight: 1,
      arbitrary: fc.string({ minLength: 101, maxLength: 4000, unit: "grapheme-ascii" }).map(pct),
    },
  )
  .filter((s) => !isDotSegment(s));

/** A query string over the endpoint's own parameter names (and others), with repeated keys and bad escapes. */
export const queryString = (names: string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        names.length > 0
          ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: badString })
          : badString,
        fc.oneof({ weight: 5, arbitrary: badString.map(pct) }, fc.constantFrom("%", "%FF", "%zz")),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${pct(k)}=${v}`).join("&"));

/** JSON nested `depth` levels deep, as text (arrays or objects). */
export const deepJson = (depth: number, kind: "array" | "object", leaf = "1") =>
  kind === "array"
    ? `${"[".repeat(depth)}${leaf}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}${leaf}${"}".repeat(depth)}`;

const HUGE = "x".repeat(1_100_000);

/** A request body: bytes plus the content type it is sent with. */
export interface BodyCase {
  contentType?: string;
  body: string | Uint8Array;
}

const json = (v: unknown) => JSON.stringify(v);

/** Bodies for an endpoint whose JSON body has `fields`: wrong types, missing fields, bad JSON, bad bytes, huge. */
export const badBody = (fields: string[]): fc.Arbitrary<BodyCase> => {
  const known = fields.length > 0 ? fc.constantFrom(...fields) : fc.string({ maxLength: 10 });
  const wrongTypedObject = fc
    .dictionary(
      fc.oneof({ weight: 4, arbitrary: known }, fc.string({ maxLength: 10 })),
      fc.jsonValue({ maxDepth: 3 }),
      {
        maxKeys: 6,
      },
    )
    .map(json);
  const stringFields = fc.dictionary(known, badString, { maxKeys: 5 }).map(json);
  const anyJson = fc.jsonValue({ maxDepth: 4 }).map(json);
  const brokenJson = fc.oneof(
    fc.string({ maxLength: 60 }),
    anyJson.map((s) => s.slice(0, Math.max(0, s.length - 1))),
    fc.constantFrom("{", '{"a":}', "[1,]", "{'a':1}", '{"a":1}{"b":2}', "\ufeff{}", "NaN", '{"a":1e999}'),
  );
  const nested = fc
    .tuple(fc.integer({ min: 1, max: 60 }), fc.constantFrom("array" as const, "object" as const), known)
    .map(([depth, kind, field]) => `{${json(field)}:${deepJson(depth, kind)}}`);
  const invalidUtf8 = fc
    .tuple(known, fc.uint8Array({ minLength: 1, maxLength: 16 }))
    .map(([field, bytes]) =>
      Buffer.concat([
        Buffer.from(`{${json(field)}:"`),
        Buffer.from(bytes.map((b) => (b === 0x22 || b === 0x5c ? 0xff : b | 0x80))),
        Buffer.from('"}'),
      ]),
    );
  const body: fc.Arbitrary<string | Uint8Array> = fc.oneof(
    { weight: 5, arbitrary: wrongTypedObject },
    { weight: 4, arbitrary: stringFields },
    { weight: 2, arbitrary: anyJson },
    { weight: 3, arbitrary: brokenJson },
    { weight: 2, arbitrary: nested },
    { weight: 2, arbitrary: invalidUtf8 },
    { weight: 1, arbitrary: fc.constant(json({ [fields[0] ?? "query"]: HUGE })) },
  );
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant("application/json") },
    fc.constantFrom(
      undefined,
      "text/plain",
      "application/x-www-form-urlencoded",
      "application/json; charset=latin1",
      "multipart/form-data; boundary=x",
      "application/xml",
      "*/*",
    ),
  );
  return fc.record({ contentType, body });
};

/** Authentication headers: mostly the right key in an accepted form, sometimes wrong, malformed or missing. */
type Headers = Record<string, string>;
const headers = (h: Headers): fc.Arbitrary<Headers> => fc.constant(h);

export const authHeaders = (key: string, bearerOnly: boolean): fc.Arbitrary<Headers> =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: headers(bearerOnly ? { Authorization: `Bearer ${key}` } : { "X-API-Key": key }),
    },
    { weight: 3, arbitrary: headers({ Authorization: `Bearer ${key}` }) },
    { weight: 1, arbitrary: headers({}) },
    {
      weight: 1,
      arbitrary: badString.map((s): Headers => ({ "X-API-Key": s.replace(/[^\x20-\x7e]/g, "") })),
    },
    {
      weight: 1,
      arbitrary: badString.map(
        (s): Headers => ({ Authorization: `Basic ${s.replace(/[^\x20-\x7e]/g, "")}` }),
      ),
    },
    { weight: 1, arbitrary: headers({ "X-API-Key": key, Authorization: "Bearer sp_other" }) },
  );

/** An `Idempotency-Key` header, now and then: usually none, else a good key, a repeated one or a malformed one. */
export const idempotencyHeader: fc.Arbitrary<Headers> = fc.oneof(
  { weight: 12, arbitrary: headers({}) },
  { weight: 2, arbitrary: fc.uuid().map((k): Headers => ({ "Idempotency-Key": k })) },
  { weight: 2, arbitrary: headers({ "Idempotency-Key": "the-same-key-every-time" }) },
  {
    weight: 2,
    arbitrary: badString.map((s): Headers => ({ "Idempotency-Key": s.replace(/[^\x20-\x7e]/g, "") })),
  },
);

// ---- The contract every answer must keep ----

/** A source location of a stack frame, `/src/app.ts:12` (the `at ` before it is looked for on its line). */
const FRAME_FILE = /[./]\w+\.(?:ts|js|mjs):\d+/g;

/**
 * Whether `text` shows a stack frame: on one line, `at ` then at least one character then a source location (the
 * pattern /\bat .+[./]\w+\.(ts|js|mjs):\d+/). Found in linear time: that pattern backtracks on every `at ` of a
 * long line, which in a minified script (the API reference's, 1.4 MB) took a quarter of a second per answer.
 */
export function showsStackFrame(text: string): boolean {
  for (const line of text.split(/[\n\r\u2028\u2029]/)) {
    const at = /\bat ./.exec(line);
    if (!at) continue;
    FRAME_FILE.lastIndex = at.index + 4;
    if (FRAME_FILE.test(line)) return true;
  }
  return false;
}

/**
 * docs/design.md §4: no input produces a 5xx or a stack trace; every 4xx is FastAPI-shaped: `{detail: string}` or
 * `{detail: [{loc: ["body"|"query"|"path"|"header", ...], msg, type}]}`, and under chat/models also carries OpenAI's
 * `error`.
 */
export async function expectCleanAnswer(res: Response, ep: Endpoint, label: string): Promise<number> {
  const text = await res.text();
  const where = `${label} -> ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, where).toBeGreaterThanOrEqual(200);
  expect(res.status, where).toBeLessThan(500);
  expect(showsStackFrame(text), where).toBe(false);
  if (res.status < 400 || label.startsWith("HEAD") || ep.page) return res.status;
  expect(res.headers.get("content-type") ?? "", where).toContain("application/json");
  const body = JSON.parse(text) as { detail?: unknown; error?: { message?: unknown } };
  if (typeof body.detail === "string") {
    expect(body.detail.length, where).toBeGreaterThan(0);
  } else {
    expect(Array.isArray(body.detail), where).toBe(true);
    const items = body.detail as { loc?: unknown; msg?: unknown; type?: unknown }[];
    expect(items.length, where).toBeGreaterThan(0);
    for (const item of items) {
      expect(Array.isArray(item.loc), where).toBe(true);
      expect(["body", "query", "path", "header"], where).toContain((item.loc as unknown[])[0]);
      expect(typeof item.msg, where).toBe("string");
      expect(typeof item.type, where).toBe("string");
    }
  }
  if (ep.openai) expect(typeof body.error?.message, where).toBe("string");
  return res.status;
}
