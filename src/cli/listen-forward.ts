import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { forwardedHeaders } from "../relay/forward-headers";
import { forwardHops } from "../relay/loops";
import { storedBytes } from "../text";
import { errorText } from "./client-options";

// How `scoutpost listen` (src/cli/listen.ts) reads `--forward-to` and sends one streamed request on. Node's own
// modules only: the single-file client (src/cli/standalone.ts) bundles this file and carries no library.

/** How long a forward may take before it is reported as failed. */
const FORWARD_TIMEOUT_MS = 30_000;

/** The request as the stream's `data` carries it (the fields listen uses). */
export interface StreamedRequest {
  id: string;
  method: string;
  path: string;
  query: string | null;
  headers: Record<string, string>;
  body: string;
  body_encoding: "utf8" | "base64";
}

/** What became of one forward: a line of `--print-json` as it is, and the human line's facts. */
export interface Forwarded {
  forwarded_at: string;
  id: string;
  method: string;
  path: string;
  query: string | null;
  /** The handler's status, or null when it did not answer (then `error` says why). */
  status: number | null;
  error: string | null;
  ms: number;
}

/**
 * `--forward-to` as typed: a port (http://localhost:PORT), `host:port[/path]` (http://host:port/path) or an http or
 * https URL; undefined when it is none of those.
 */
export function forwardTarget(text: string): URL | undefined {
  const t = text.trim();
  if (/^\d+$/.test(t)) {
    const port = Number(t);
    return port >= 1 && port <= 65_535 ? new URL(`http://localhost:${port}`) : undefined;
  }
  try {
    // `new URL("localhost:3000")` is a URL of scheme `localhost:`: only `scheme://` marks a URL typed as one.
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(t) ? t : `http://${t}`);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Send `r` on to `target` (plus its path and query) with its method, its headers (less hop-by-hop ones) and its exact
 * body bytes. Node's http client rather than fetch: fetch adds headers of its own (accept-language,
 * sec-fetch-mode, accept-encoding, user-agent) that the sender never sent; this one adds only Host, Connection and
 * the body's length. Redirects are not followed.
 */
export async function forward(target: URL, r: StreamedRequest, signal: AbortSignal): Promise<Forwarded> {
  const url = new URL(target.href);
  if (r.path && r.path !== "/") url.pathname = `${url.pathname.replace(/\/+$/, "")}${r.path}`;
  if (r.query) url.search = url.search ? `${url.search}&${r.query}` : `?${r.query}`;
  const bytes = storedBytes(r.body, r.body_encoding);
  const withBody = !(r.method === "HEAD" || (r.method === "GET" && bytes.length === 0));
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    status = await send(url, {
      method: r.method,
      // The hop count cuts the loop of a listener forwarding to a relay ingest URL whose stream it follows.
      headers: {
        ...forwardedHeaders(r.headers),
        "x-scoutpost-request": r.id,
        ...forwardHops(r.headers),
        ...(withBody ? { "content-length": String(bytes.length) } : {}),
      },
      body: withBody ? bytes : undefined,
      signal: AbortSignal.any([signal, AbortSignal.timeout(FORWARD_TIMEOUT_MS)]),
    });
  } catch (err) {
    error = errorText(err);
  }
  const ms = Math.round(performance.now() - started);
  const { id, method, path, query } = r;
  return { forwarded_at: new Date().toISOString(), id, method, path, query, status, error, ms };
}

/** One request; resolves with the answer's status once its body has been read (and dropped). */
function send(
  url: URL,
  o: { method: string; headers: Record<string, string>; body: Buffer | undefined; signal: AbortSignal },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = (url.protocol === "https:" ? httpsRequest : httpRequest)(
      url,
      { method: o.method, headers: o.headers, signal: o.signal },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(o.body);
  });
}

/** One line of stdout for `f`: JSON, or `time  METHOD path?query  -> status  N ms`. */
export function forwardLine(f: Forwarded, json: boolean): string {
  if (json) return JSON.stringify(f);
  const shown = `${f.method} ${f.path}${f.query ? `?${f.query}` : ""}`;
  return `${f.forwarded_at}  ${shown}  -> ${f.status ?? `error: ${f.error}`}  ${f.ms} ms`;
}
