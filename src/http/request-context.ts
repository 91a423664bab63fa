import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../deps";

/**
 * Set a header on the answer already made, in place. Hono's `c.header()` at this point rebuilds the answer around
 * its body as a stream, which @hono/node-server then copies chunk by chunk: about a tenth of the main thread's time
 * per relayed request (docs/performance.md, relay ingest). An answer whose headers cannot change (a redirect's, a
 * fetched one's) is rebuilt.
 */
function setOnAnswer(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** Paths whose secret part must not reach the logs. */
const redactPath = (path: string) => path.replace(/(\/hooks\/(?:inbox|relay)\/)[^/]+/g, "$1[token]");

/**
 * The first middleware of every request: its id (the caller's X-Request-Id when well-formed), `deps` and a logger
 * carrying the id on the context, and one log line when it is answered. The full app (src/app.ts) and the one that
 * answers /health while the rest loads (src/starting.ts) both begin with it.
 */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ requestId });
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    setOnAnswer(c, "X-Request-Id", requestId);
    // Health probes and metric scrapes come every few seconds (the image's HEALTHCHECK, Prometheus): a line each
    // would bury the rest, so only the answers that are not 200 are logged at info.
    const routine = c.res.status === 200 && (c.req.path === "/health" || c.req.path === "/metrics");
    log[routine ? "debug" : "info"]("request", {
      method: c.req.method,
      path: redactPath(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}
