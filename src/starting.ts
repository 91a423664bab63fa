import { Hono } from "hono";
import { healthRouter } from "./api/health/health.index";
import type { App } from "./app";
import type { AppDeps, AppEnv } from "./deps";
import { onError } from "./http/error-handler";
import { requestContext } from "./http/request-context";

type Fetch = App["fetch"];

/**
 * The server's handler from the moment it listens (src/index.ts), while `full` (the whole app) still loads:
 * `GET /health` is answered at once by the full app's own health route behind the same request middleware (it reads
 * only the database and `deps`, all there before the port opens), and every other request waits for the full app
 * and is then served by it. Once `full` has loaded, every request goes straight to it. `deps` may lack what only the
 * full app uses (the outbound HTTP clients, added as it loads).
 */
export function startingFetch(deps: Omit<AppDeps, "http" | "forwarders">, full: Promise<App>): Fetch {
  const early = new Hono<AppEnv>();
  early.use("*", requestContext(deps as AppDeps));
  early.route("/", healthRouter);
  early.onError(onError);
  let loaded: App | undefined;
  void full.then(
    (app) => {
      loaded = app;
    },
    () => undefined, // src/index.ts stops the process when the app cannot load
  );
  return (req, ...rest) => {
    if (loaded) return loaded.fetch(req, ...rest);
    if ((req.method === "GET" || req.method === "HEAD") && new URL(req.url).pathname === "/health")
      return early.fetch(req, ...rest);
    return full.then((app) => app.fetch(req, ...rest));
  };
}
