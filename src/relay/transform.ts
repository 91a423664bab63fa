import jsonata from "jsonata";
import type { RelayedRequest } from "../webhooks/log";
import { decodeText, isObject, parseJson } from "./slack-message";

/**
 * A destination's transformation (docs/relay.md "Transformations"): a JSONata expression over
 * `{method, path, query, headers, body}` whose answer is the same shape, any part it leaves out kept as received.
 * JSONata is declarative and runs no code of ours or the user's; the budgets below bound what it may cost.
 */
export const TRANSFORM_LIMITS = {
  /** jsonata's own guard: checked at every step of the evaluation, so a loop ends there. */
  ms: 50,
  outputBytes: 1024 * 1024,
  expressionChars: 10_000,
  /** Deepest recursion and longest sequence an expression may build. */
  stack: 500,
  sequence: 1_000_000,
} as const;

const OPTIONS = {
  timeout: TRANSFORM_LIMITS.ms,
  stack: TRANSFORM_LIMITS.stack,
  sequence: TRANSFORM_LIMITS.sequence,
};
const KEYS: ReadonlySet<string> = new Set(["method", "path", "query", "headers", "body"]);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** What the expression receives. */
export interface TransformInput {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** Parsed JSON when the request is JSON, else its text (base64 for bytes that are not UTF-8). */
  body: unknown;
}

export type TransformResult =
  | { ok: true; request: RelayedRequest; url: string; output: unknown }
  | { ok: false; error: string };

type JsonataError = { code?: string; message?: string; position?: number };
const describe = (e: unknown) => {
  const err = e as JsonataError;
  if (err?.code === "D1012") return `The transform ran longer than ${TRANSFORM_LIMITS.ms} ms`;
  const at = typeof err?.position === "number" && err.position > 0 ? ` (at character ${err.position})` : "";
  return `${err?.message ?? String(e)}${at}`.slice(0, 1000);
};

/** Why `expression` cannot be a transform (a syntax error, too long), or null when it compiles. */
export function transformSyntaxError(expression: string): string | null {
  if (expression.length > TRANSFORM_LIMITS.expressionChars)
    return `A transform is at most ${TRANSFORM_LIMITS.expressionChars} characters`;
  try {
    jsonata(expression, OPTIONS);
    return null;
  } catch (e) {
    return describe(e);
  }
}

/** The request as the expression sees it. */
export function transformInput(req: RelayedRequest): TransformInput {
  const text = decodeText(req.body);
  const json = /json/i.test(req.headers["content-type"] ?? "") && text !== null ? parseJson(text) : undefined;
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(req.query ?? "")) {
    const had = query[k];
    query[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return {
    method: req.method,
    path: req.path,
    query,
    headers: { ...req.headers },
    body: json !== undefined ? json : (text ?? req.body.toString("base64")),
  };
}

/**
 * Run `expression` on `req` for a destination at `destinationUrl`, within TRANSFORM_LIMITS. A path or query the
 * answer changes is added to the destination URL (its path joined after the URL's own, its query in place of the
 * URL's); a body given as a JSON value is sent as JSON. Never throws: every failure is `{ok: false, error}`.
 */
export async function applyTransform(
  expression: string,
  req: RelayedRequest,
  destinationUrl: string,
): Promise<TransformResult> {
  let output: unknown;
  try {
    output = await jsonata(expression, OPTIONS).evaluate(transformInput(req));
  } catch (e) {
    return { ok: false, error: describe(e) };
  }
  try {
    const size = Buffer.byteLength(JSON.stringify(output) ?? "");
    if (size > TRANSFORM_LIMITS.outputBytes)
      return {
        ok: false,
        error: `The transform's answer is ${size} bytes, over the ${TRANSFORM_LIMITS.outputBytes}`,
      };
    return { ok: true, ...reshape(req, output, destinationUrl), output };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

function reshape(req: RelayedRequest, out: unknown, destinationUrl: string) {
  if (!isObject(out))
    throw new Error("The transform must answer an object: {method?, path?, query?, headers?, body?}");
  for (const k of Object.keys(out))
    if (!KEYS.has(k)) throw new Error(`The transform answered an unknown key "${k}"`);
  const next: RelayedRequest = { ...req };
  if (out.method !== undefined) {
    if (typeof out.method !== "string" || !/^[A-Za-z]{1,20}$/.test(out.method))
      throw new Error("method must be an HTTP method such as POST");
    next.method = out.method.toUpperCase();
  }
  if (out.path !== undefined) {
    if (typeof out.path !== "string" || !/^\/[^?#\s]*$/.test(out.path) || out.path.length > 2048)
      throw new Error('path must start with "/" and have no query, fragment or spaces');
    next.path = out.path;
  }
  if (out.query !== undefined) next.query = queryString(out.query);
  if (out.headers !== undefined) next.headers = headersOf(out.headers);
  if (out.body !== undefined) {
    next.body = Buffer.from(typeof out.body === "string" ? out.body : JSON.stringify(out.body));
    if (typeof out.body !== "string" && out.headers === undefined)
      next.headers = { ...next.headers, "content-type": "application/json" };
  }
  const url = new URL(destinationUrl);
  if (next.path !== req.path) url.pathname = `${url.pathname.replace(/\/$/, "")}${next.path}`;
  if (next.query !== req.query) url.search = next.query ?? "";
  return { request: next, url: url.href };
}

function queryString(q: unknown): string | null {
  if (q === null) return null;
  if (typeof q === "string") return q.replace(/^\?/, "") || null;
  if (!isObject(q)) throw new Error("query must be an object of names to values, or a string");
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    for (const one of Array.isArray(v) ? v : [v]) params.append(k, scalar(one, `query ${k}`));
  return params.toString() || null;
}

function headersOf(h: unknown): Record<string, string> {
  if (!isObject(h)) throw new Error("headers must be an object of names to values");
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (!TOKEN.test(k)) throw new Error(`"${k.slice(0, 100)}" is not a header name`);
    const value = scalar(v, `header ${k}`);
    if (/[\r\n\0]/.test(value)) throw new Error(`header ${k} has a line break`);
    out[k.toLowerCase()] = value;
  }
  return out;
}

function scalar(v: unknown, what: string): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  throw new Error(`${what} must be a string, number or boolean`);
}
