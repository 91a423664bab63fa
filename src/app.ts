import { OpenAPIHono } from "@hono/zod-openapi";
import { cors } from "hono/cors";
import { browsingRouter } from "./api/browsing/browsing.index";
import { chatRouter, OPENAI_PATHS, openAIErrorBodies } from "./api/chat/chat.index";
import { healthRouter } from "./api/health/health.index";
import { metricsRouter } from "./api/metrics/metrics.index";
import { modelsRouter } from "./api/models/models.index";
import { relayIngestRouter } from "./api/relay/ingest";
import { relayRouter } from "./api/relay/relay.index";
import { relayStreamRouter } from "./api/relay/stream";
import { researchRouter } from "./api/research/research.index";
import { scoutsRouter } from "./api/scouting/scouts.index";
import { usageRouter } from "./api/usage/usage.index";
import { deliveriesRouter } from "./api/webhooks/deliveries/deliveries.index";
import { inboxCaptureRouter } from "./api/webhooks/inboxes/capture";
import { inboxesRouter } from "./api/webhooks/inboxes/inboxes.index";
import { redeliverRouter } from "./api/webhooks/redeliver.index";
import { secretRouter } from "./api/webhooks/secret/secret.index";
import { statsRouter } from "./api/webhooks/stats/stats.index";
import { webhookTestRouter } from "./api/webhooks/test-endpoint.index";
import type { AppDeps, AppEnv } from "./deps";
import { requireApiKey } from "./http/auth";
import { limitBody, MiB } from "./http/body-limit";
import { docsRouter } from "./http/docs";
import { onError } from "./http/error-handler";
import { idempotency, withIdempotencyKeyHeader } from "./http/idempotency";
import { jsonByDefault } from "./http/json-body";
import { limitJsonDepth } from "./http/json-depth";
import { documentConfig, registerDocumentedExtras, withCommonProblems } from "./http/openapi-doc";
import { lastQueryValues } from "./http/query";
import { requestContext } from "./http/request-context";
import { awaitWriteLock } from "./http/write-lock";
import { platformRouter } from "./platform";
import { VERSION } from "./version";

const BEARER_ONLY: ReadonlySet<string> = new Set(["/v1/chat/completions"]);

/**
 * Build the whole HTTP application from its dependencies. Opens no port: src/index.ts serves it, tests call
 * `app.request()`.
 */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", requestContext(deps));
  // Before anything reads the body: the request may be rebuilt around it.
  app.use("/v1/*", lastQueryValues);
  // Browser apps on the listed origins may call the API with their key (CORS_ORIGINS, off by default). Before auth,
  // so a preflight (which carries no key) is answered; no cookies are involved, so "*" is safe to allow.
  const origins = deps.config.corsOrigins;
  if (origins.length > 0)
    app.use(
      "/v1/*",
      cors({
        origin: origins.includes("*") ? "*" : origins,
        exposeHeaders: ["X-Request-Id", "Retry-After", "x-should-retry", "Idempotent-Replayed"],
        maxAge: 600,
      }),
    );
  // Registered before the body limit and auth so their errors get OpenAI's error object too.
  for (const path of OPENAI_PATHS) app.use(path, openAIErrorBodies);
  app.use("/v1/chat/*", limitBody(20 * MiB));
  // The inbox capture and relay ingest routes cap bodies themselves, so they are exempt from the 1 MiB refusal; the platform
  // applies it behind its error pages (src/platform/index.ts), so a form too large is answered with a page.
  const oneMiB = limitBody(MiB);
  app.use("*", async (c, next) =>
    ["/v1/chat/", "/hooks/inbox/", "/hooks/relay/", "/platform/"].some((p) => c.req.path.startsWith(p))
      ? next()
      : oneMiB(c, next),
  );
  app.use("/v1/*", requireApiKey({ bearerOnly: (path) => BEARER_ONLY.has(path) }));
  app.use("/v1/*", jsonByDefault);
  app.use("/v1/*", limitJsonDepth);
  // The relay's ingest waits for the lock itself, only when its write meets it (src/api/relay/ingest.ts): a probe
  // before every request cost ~5 % of an ingest's CPU (docs/performance.md, relay ingest).
  app.use("*", (c, next) => (c.req.path.startsWith("/hooks/relay/") ? next() : awaitWriteLock(c, next)));
  app.use("/v1/*", idempotency);

  app.route("/", healthRouter);
  app.route("/", metricsRouter);
  app.route("/", inboxCaptureRouter);
  app.route("/", relayIngestRouter);
  app.route("/", deliveriesRouter);
  app.route("/", redeliverRouter);
  app.route("/", webhookTestRouter);
  app.route("/", statsRouter);
  app.route("/", secretRouter);
  app.route("/", inboxesRouter);
  app.route("/", relayRouter);
  app.route("/", relayStreamRouter);
  app.route("/", platformRouter);
  app.route("/", chatRouter);
  app.route("/", modelsRouter);
  app.route("/", scoutsRouter);
  app.route("/", researchRouter);
  app.route("/", browsingRouter);
  app.route("/", usageRouter);

  registerDocumentedExtras(app as never);
  const docConfig = documentConfig(VERSION, deps.config.publicUrl);
  // Built once, on the first request for it: the routes are all registered by then and never change (a build
  // takes ~30 ms).
  let built: ReturnType<typeof withCommonProblems> | undefined;
  const document = () => {
    built ??= withCommonProblems(withIdempotencyKeyHeader(app.getOpenAPI31Document(docConfig)));
    return built;
  };
  // The first thing a browser pointed at the service sees: the platform (which signs in with the first-start key).
  app.get("/", (c) => c.redirect("/platform", 302));
  app.get("/openapi.json", (c) => c.json(document()));
  app.route("/", docsRouter);

  // Built on the first miss, once every route is registered; owned by this app.
  let routeMethods: RouteMethod[] | undefined;
  app.notFound((c) => {
    routeMethods ??= routePatterns(app);
    const allowed = allowedMethods(routeMethods, c.req.path);
    if (allowed.length > 0) {
      return c.json({ detail: "Method Not Allowed" }, 405, { Allow: allowed.join(", ") });
    }
    return c.json({ detail: "Not Found" }, 404);
  });
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * One path segment of a route as a regular expression, as Hono matches it: `:name{re}` by its own pattern, `:name`
 * and OpenAPI's `{name}` as any segment, `*` as anything, the rest literally (no trailing slash: Hono is strict).
 */
function segmentPattern(segment: string): string {
  const param = /^:\w+(?:\{(.+)\})?$/.exec(segment);
  if (param) return param[1] ? `(?:${param[1]})` : "[^/]+";
  if (/^\{\w+\}$/.test(segment)) return "[^/]+";
  if (segment === "*") return ".*";
  return segment.replace(/[.+?^${}()|[\]\\*]/g, "\\$&");
}

type RouteMethod = { method: string; re: RegExp };

/** Every route of `app` but the catch-alls, as its method and a pattern of its path. */
function routePatterns(app: OpenAPIHono<AppEnv>): RouteMethod[] {
  return app.routes
    .filter((r) => r.method !== "ALL")
    .map((r) => ({
      method: r.method,
      re: new RegExp(`^${r.path.split("/").map(segmentPattern).join("/")}$`),
    }));
}

/** Methods registered for a path, so an unknown method on a known path is 405 rather than 404. */
function allowedMethods(routes: readonly RouteMethod[], path: string): string[] {
  return [...new Set(routes.filter((p) => p.re.test(path)).map((p) => p.method))];
}
