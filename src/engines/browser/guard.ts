import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { BrowserContext, Request } from "playwright-core";
import { classifyAddress } from "../../net/address-policy";

/** The verdict on one URL the page wants to load. */
export type UrlVerdict = { allowed: true } | { allowed: false; reason: string };

/** Resolves a host name to all its addresses; injectable so tests need no DNS. */
export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

// Schemes that never reach the network; anything else that is not http(s)/ws(s) (file:, ftp:, chrome:) is refused.
const LOCAL_SCHEMES = new Set(["data:", "blob:", "about:"]);
const NETWORK_SCHEMES = new Set(["http:", "https:", "ws:", "wss:"]);

/**
 * Decide whether the browser may load `raw` when private networks are not allowed: the host (an IP literal, or
 * every address its name resolves to) must be public. `localhost` names are refused without asking DNS.
 */
export async function checkUrl(raw: string, resolve: Resolver = systemResolver): Promise<UrlVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { allowed: false, reason: `invalid URL ${JSON.stringify(raw)}` };
  }
  if (LOCAL_SCHEMES.has(url.protocol)) return { allowed: true };
  if (!NETWORK_SCHEMES.has(url.protocol))
    return { allowed: false, reason: `scheme ${url.protocol} is not allowed` };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) {
    return { allowed: false, reason: `${host} is a loopback address` };
  }
  if (isIP(host)) {
    const cls = classifyAddress(host);
    return cls === "public" ? { allowed: true } : { allowed: false, reason: `${host} is a ${cls} address` };
  }
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    // Refused rather than passed on: Chromium resolves on its own and might get an answer we never checked.
    return { allowed: false, reason: `${host} could not be resolved` };
  }
  for (const address of addresses) {
    const cls = classifyAddress(address);
    if (cls !== "public") return { allowed: false, reason: `${host} resolves to ${address} (${cls})` };
  }
  return { allowed: true };
}

/** What the guard refused in one browser context, newest last; turned into the task's error message. */
export interface GuardLog {
  /** `navigation`: the request would have replaced the page itself (not an image, script or frame). */
  blocked: { url: string; reason: string; navigation: boolean }[];
}

/**
 * Install the SSRF guard on a context: every request the page makes (navigations, redirects' targets, frames,
 * subresources, fetch/XHR, WebSockets) is checked before it leaves, not only the start URL. Verdicts are cached
 * per host for the context's life, since a page may request hundreds of resources from one host.
 */
export async function installGuard(
  context: BrowserContext,
  resolve: Resolver = systemResolver,
): Promise<GuardLog> {
  const log: GuardLog = { blocked: [] };
  const cache = new Map<string, Promise<UrlVerdict>>();
  const verdictFor = (raw: string) => {
    let key: string;
    try {
      const u = new URL(raw);
      key = `${u.protocol}//${u.host}`;
    } catch {
      key = raw;
    }
    let v = cache.get(key);
    if (!v) {
      v = checkUrl(raw, resolve);
      cache.set(key, v);
    }
    return v;
  };
  await context.route("**/*", async (route) => {
    const request = route.request();
    const url = request.url();
    const verdict = await verdictFor(url);
    if (verdict.allowed) return route.continue();
    log.blocked.push({ url, reason: verdict.reason, navigation: isTopLevelNavigation(request) });
    return route.abort("blockedbyclient");
  });
  await context.routeWebSocket(/.*/, async (ws) => {
    const verdict = await verdictFor(ws.url());
    if (verdict.allowed) return ws.connectToServer();
    log.blocked.push({ url: ws.url(), reason: verdict.reason, navigation: false });
    return ws.close({ code: 1008, reason: "blocked" });
  });
  return log;
}

function isTopLevelNavigation(request: Request): boolean {
  try {
    return request.isNavigationRequest() && request.frame().parentFrame() === null;
  } catch {
    // Requests of service workers have no frame.
    return false;
  }
}
