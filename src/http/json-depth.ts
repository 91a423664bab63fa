import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../deps";
import { HTTPError } from "./errors";

/** Deepest object/array nesting a JSON body may have; real payloads (schemas, chat content parts) stay far below. */
export const MAX_JSON_DEPTH = 100;

/** Whether `text` nests objects/arrays deeper than `max`, scanning once without parsing (strings are skipped). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      if (++depth > max) return true;
    } else if (ch === 125 || ch === 93) depth--;
  }
  return false;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

const jsonInvalid = (error: string) =>
  new HTTPError(422, [
    { loc: ["body"], msg: "JSON decode error", type: "json_invalid", input: {}, ctx: { error } },
  ]);

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Refuse, with a 422 `json_invalid`, before anything parses them: JSON bodies that are not valid UTF-8 (decoding
 * would quietly turn the bad bytes into U+FFFD and store that), and bodies nested deeper than MAX_JSON_DEPTH
 * (recursion over a hostile 5,000-level body, in validation echo or JSON columns, would overflow the stack). Hono
 * caches the body, so the route's own parse reads it from memory.
 */
export const limitJsonDepth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (
    c.req.method === "GET" ||
    c.req.method === "HEAD" ||
    !JSON_TYPE.test(c.req.header("content-type") ?? "")
  ) {
    return next();
  }
  const body = await c.req.arrayBuffer();
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw jsonInvalid("The body is not valid UTF-8");
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw jsonInvalid(`JSON is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  return next();
};
