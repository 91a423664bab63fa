import type { MiddlewareHandler } from "hono";
import { echoedInput, HTTPError } from "./errors";

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Whether `bytes` are UTF-8 text that parses as JSON. */
function parsesAsJson(bytes: ArrayBuffer): boolean {
  try {
    JSON.parse(utf8.decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/**
 * Read JSON sent the way curl sends it by default. `curl -d '{"task":"…"}'` labels the body
 * `application/x-www-form-urlencoded`, and some clients send no Content-Type at all; FastAPI reads a body without a
 * type as JSON and refuses the form one with a 422 (never a 415). Here:
 *
 * - no Content-Type and a body: read as JSON (a body that does not parse is FastAPI's 422 `json_invalid`, answered
 *   where every malformed JSON body is, src/http/error-handler.ts);
 * - form-encoded, and the body parses as JSON: read as JSON, since that is plainly what was meant;
 * - form-encoded otherwise: left alone, so a route that takes a JSON body answers FastAPI's 422
 *   `model_attributes_type` at `["body"]` (formBodyError), and a route that takes no body ignores it.
 *
 * Other types (`text/plain`, …) keep the route's 415 with its hint. Runs after auth and before limitJsonDepth, so a
 * body read as JSON gets the same UTF-8 and depth checks as one labelled JSON.
 */
export const jsonByDefault: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
  const type = c.req.header("content-type");
  const formType = type !== undefined && FORM_TYPE.test(type);
  if (type !== undefined && type.trim() !== "" && !formType) return next();
  const body = await c.req.arrayBuffer(); // cached by Hono: later reads come from memory
  if (body.byteLength === 0 || (formType && !parsesAsJson(body))) return next();
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  headers.set("content-type", "application/json");
  c.req.raw = new Request(raw.url, { method, headers, signal: raw.signal, body });
  return next();
};

/**
 * FastAPI's answer to a form-encoded body that is not JSON, on a route that takes a JSON body: the raw body is
 * validated as the model and is not an object. Null when the request was not form-encoded (the 415 stands).
 */
export async function formBodyError(req: {
  header: (name: string) => string | undefined;
  text: () => Promise<string>;
}): Promise<HTTPError | null> {
  const type = req.header("content-type");
  if (type === undefined || !FORM_TYPE.test(type)) return null;
  let input: string;
  try {
    input = await req.text();
  } catch {
    input = "";
  }
  return new HTTPError(422, [
    {
      loc: ["body"],
      msg: "Input should be a valid dictionary or object to extract fields from",
      type: "model_attributes_type",
      input: echoedInput(input),
    },
  ]);
}
