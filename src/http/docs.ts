import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";

// /docs: the API reference, Swagger UI over /openapi.json, served from the swagger-ui-dist package's own files (no
// CDN: a self-hosted instance may have no internet access) under a CSP that allows nothing from elsewhere.

/** The package's files the page loads, with their types; nothing else of the package is served. */
const ASSETS: ReadonlyMap<string, string> = new Map([
  ["swagger-ui.css", "text/css; charset=utf-8"],
  ["swagger-ui-bundle.js", "text/javascript; charset=utf-8"],
]);

/** Swagger UI sets inline styles on its elements (style attributes); no inline script runs. */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const INIT = `window.addEventListener("load", () => {
  window.ui = SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: "#reference",
    deepLinking: true,
    persistAuthorization: false,
    tryItOutEnabled: false,
    displayOperationId: true,
    defaultModelsExpandDepth: 0,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Scoutpost API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head><body>
<div id="reference"><noscript>The reference needs JavaScript; the document itself is <a href="/openapi.json">/openapi.json</a>.</noscript></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script>
</body></html>`;

const packageDir = () => dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const CACHE = { "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" };

/** `GET /docs` (the reference page) and its three assets under `/docs/assets/`. */
export const docsRouter = new Hono()
  .get("/docs", (c) => c.html(PAGE, 200, { "Content-Security-Policy": CSP, "Cache-Control": "no-cache" }))
  .get("/docs/assets/init.js", (c) =>
    c.body(INIT, 200, { "Content-Type": "text/javascript; charset=utf-8", ...CACHE }),
  );
for (const [name, type] of ASSETS)
  docsRouter.get(`/docs/assets/${name}`, async (c) =>
    // Read at each request (a browser keeps them a day): most instances never serve them, so nothing is held.
    c.body(new Uint8Array(await readFile(join(packageDir(), name))), 200, { "Content-Type": type, ...CACHE }),
  );
