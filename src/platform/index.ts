import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { STORAGE_RETRY_MS } from "../db/errors";
import { limitBody, MiB } from "../http/body-limit";
import { faviconRouter } from "./favicon";
import { ErrorPage } from "./layout";
import { browsingPages } from "./pages/browsing";
import { deliveryListPages } from "./pages/deliveries";
import { deliveryPages } from "./pages/delivery";
import { inboxPages } from "./pages/inboxes";
import { relayPages } from "./pages/relay";
import { researchPages } from "./pages/research";
import { scoutPages } from "./pages/scouts";
import { settingsPages } from "./pages/settings";
import { signInPages } from "./pages/sign-in";
import type { PlatformEnv } from "./session";
import { STYLESHEET } from "./style";

// No script, no inline style, no framing: the CSP makes an escaping slip much harder to exploit.
const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The platform web UI (docs/design.md §8), server-rendered with hono/jsx under `/platform`. Pages sign in with an API
 * key pasted once (src/platform/session.ts); each resource's pages live in src/platform/pages/.
 */
export const platformRouter = new Hono<PlatformEnv>()
  .use("/platform/*", async (c, next) => {
    await next();
    // An error answered as JSON (an unknown path, a malformed form) is shown as a page, like every other.
    if (c.res.status >= 400 && c.res.headers.get("content-type")?.includes("application/json")) {
      const body = (await c.res
        .clone()
        .json()
        .catch(() => ({}))) as { detail?: unknown };
      const message = typeof body.detail === "string" ? body.detail : "This request could not be handled.";
      const status = c.res.status as ContentfulStatusCode;
      const retryAfter = c.res.headers.get("Retry-After");
      c.res = undefined;
      c.res = await c.html(
        ErrorPage({
          title: status === 404 ? "Not found" : "Something went wrong",
          message,
          session: c.get("session"),
        }),
        status,
        retryAfter ? { "Retry-After": retryAfter } : undefined,
      );
    }
    // As in the API: a 503 (a full disk, a busy lock) says when to try again.
    if (c.res.status === 503 && !c.res.headers.has("Retry-After"))
      c.header("Retry-After", String(STORAGE_RETRY_MS / 1000));
    c.header("Content-Security-Policy", CSP);
    c.header("Referrer-Policy", "same-origin");
    c.header("X-Content-Type-Options", "nosniff");
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  })
  .use("/platform/*", limitBody(MiB))
  .get("/platform/style.css", (c) =>
    c.body(STYLESHEET, 200, {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    }),
  )
  .get("/platform", (c) => c.redirect("/platform/webhooks", 303))
  .route("/", faviconRouter)
  .route("/", signInPages)
  .route("/", deliveryListPages)
  .route("/", deliveryPages)
  .route("/", inboxPages)
  .route("/", relayPages)
  .route("/", browsingPages)
  .route("/", researchPages)
  .route("/", scoutPages)
  .route("/", settingsPages);
