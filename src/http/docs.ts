import { html, raw } from "hono/html";

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string }>;
};
type OpenAPIDoc = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
};

/**
 * A self-contained API reference rendered on the server from the OpenAPI document: it needs no CDN, so it works
 * on an instance without internet access. Machine readers use /openapi.json.
 */
export function renderDocs(doc: OpenAPIDoc) {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  const byTag = new Map<string, typeof ops>();
  for (const o of ops) {
    const tag = o.op.tags?.[0] ?? "Other";
    byTag.set(tag, [...(byTag.get(tag) ?? []), o]);
  }
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${doc.info.title} API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1d2330}
code,.m{font-family:ui-monospace,monospace}.op{border:1px solid #dde2ea;border-radius:8px;padding:.6rem .9rem;margin:.5rem 0}
.m{display:inline-block;min-width:4.5rem;font-weight:700}.GET{color:#1769aa}.POST{color:#1a7f37}.PATCH{color:#9a6700}.DELETE{color:#cf222e}
small{color:#5b6474}</style></head><body>
<h1>${doc.info.title} <small>v${doc.info.version}</small></h1>
<p>${doc.info.description ?? ""} Machine-readable: <a href="/openapi.json">/openapi.json</a>.
Authenticate with <code>X-API-Key: &lt;key&gt;</code> or <code>Authorization: Bearer &lt;key&gt;</code>.</p>
${raw(
  [...byTag.entries()]
    .map(
      ([tag, list]) =>
        html`<h2>${tag}</h2>${raw(
          list
            .map(
              ({ path, method, op }) =>
                html`<div class="op"><span class="m ${method}">${method}</span> <code>${path}</code>
<div>${op.summary ?? ""}</div>${
                  op.parameters?.length
                    ? html`<small>Parameters: ${op.parameters.map((p) => `${p.name} (${p.in}${p.required ? ", required" : ""})`).join("; ")}</small>`
                    : ""
                }</div>`,
            )
            .join(""),
        )}`,
    )
    .join(""),
)}
</body></html>`;
}
