import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { STORAGE_RETRY_MS, storageProblem } from "../db/errors";
import { BUSY_RETRY_AFTER_S } from "../db/lock";
import type { AppEnv } from "../deps";
import { HTTPError } from "./errors";
import { formBodyError } from "./json-body";
import { BUSY_DETAIL } from "./write-lock";

async function jsonInvalidItem(c: Context<AppEnv>) {
  let error = "Expecting value";
  let position = 0;
  try {
    JSON.parse(await c.req.text());
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    error = message.replace(/\s*\(line \d+ column \d+\)$/, "");
    position = Number(message.match(/position (\d+)/)?.[1] ?? 0);
  }
  return {
    loc: ["body", position],
    msg: "JSON decode error",
    type: "json_invalid",
    input: {},
    ctx: { error },
  };
}

const statusDetail: Record<number, string> = {
  413: "Request body too large",
  415: "Unsupported Media Type: send the body as JSON with Content-Type: application/json",
};

const storageDetail = {
  full: "The server's storage is full, so the request was not completed. Try again later.",
  busy: BUSY_DETAIL,
  unwritable: "The server could not write to its storage, so the request was not completed. Try again later.",
} as const;

/**
 * The single place errors become responses: HTTPError as FastAPI's `{"detail": ...}`, Hono's own exceptions
 * mapped to the same shape, storage that cannot be written a 503 (storageProblem), and anything unexpected
 * logged (without the request body) and answered with a plain 500 detail, never a stack trace.
 */
export async function onError(err: Error, c: Context<AppEnv>): Promise<Response> {
  if (err instanceof HTTPError) {
    return c.json({ detail: err.detail, ...err.extra }, err.status as ContentfulStatusCode, err.headers);
  }
  if (err instanceof HTTPException) {
    if (err.status === 400 && /Malformed JSON/i.test(err.message)) {
      return c.json({ detail: [await jsonInvalidItem(c)] }, 422);
    }
    const form = err.status === 415 ? await formBodyError(c.req) : null;
    if (form) return c.json({ detail: form.detail }, 422);
    const detail = statusDetail[err.status] ?? (err.message || "Bad Request");
    return c.json({ detail }, err.status as ContentfulStatusCode);
  }
  const log = c.get("log");
  // The client hung up before its body arrived (Node's "aborted"): nobody is left to answer, and it is no fault here.
  if (c.req.raw.signal?.aborted || (err.name === "Error" && err.message === "aborted")) {
    log?.info("client closed the request before its body arrived");
    return c.json({ detail: "The client closed the connection before the request body arrived" }, 400);
  }
  const storage = storageProblem(err);
  if (storage) {
    const deps = c.get("deps");
    if (deps) deps.memory.storage.note(storage, deps.clock.now(), err);
    // The operator's problem, not a bug: the code and message say what to fix, a stack would not.
    log?.error("storage unavailable", {
      err: { name: err.name, code: (err as { code?: string }).code, message: err.message },
    });
    const retryAfterS = storage === "busy" ? BUSY_RETRY_AFTER_S : STORAGE_RETRY_MS / 1000;
    return c.json({ detail: storageDetail[storage] }, 503, { "Retry-After": String(retryAfterS) });
  }
  log?.error("unhandled error", { err: { name: err.name, message: err.message, stack: err.stack } });
  return c.json({ detail: "Internal Server Error" }, 500);
}
