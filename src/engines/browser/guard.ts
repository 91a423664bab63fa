import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { BrowserContext, Request } from "playwright-core";
import { classifyAddress } from "../../net/address-policy";

/**
 * A refusal. `address`: refused for the address a host is or resolves to (loopback, private...), the one kind
 * AGENT_ALLOW_PRIVATE_NETWORKS lifts; a name that did not resolve or a scheme is refused whatever it says.
 */
export type Refusal = { allowed: false; reason: string; address?: true };

/** The verdict on one URL the page wants to load. */
export type UrlVerdict = { allowed: true } | Refusal;

/** Resolves a host name to all its addresses; injectable so tests need no DNS. */
export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Where the browser may connect: how names resolve, and which addresses it may reach. */
export interface EgressPolicy {
  resolve: Resolver;
  allowed: (address: string) => boolean;
}

/** Public addresses only (docs/design.md §7), names resolved by `resolve` (the system's DNS unless a test gives one). */
export const publicOnly = (resolve: Resolver = systemResolver): EgressPolicy => ({
  resolve,
  allowed: (address) => classifyAddress(address) === "public",
});
export const systemPolicy = publicOnly();

// Schemes that never reach the network; anything else that is not http(s)/ws(s) (file:, ftp:, chrome:) is refused.
const LOCAL_SCHEMES: ReadonlySet<string> = new Set(["data:", "blob:", "about:"]);
const NETWORK_SCHEMES: ReadonlySet<string> = new Set(["http:", "https:", "ws:", "wss:"]);

/**
 * Judge a host (a name, or an IP literal with or without IPv6 brackets): every address it resolves to must be
 * allowed, and the one to dial is returned. `localhost` names are refused without asking DNS; a name that does not
 * resolve is refused rather than passed on.
 */
export async function judgeHost(
  hostname: string,
  policy: EgressPolicy,
): Promise<{ allowed: true; address: string } | Refusal> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const lower = host.toLowerCase();
  if (lower === "localhost" || lower.endsWith(".localhost")) {
    return { allowed: false, reason: `${host} is a loopback address`, address: true };
  }
  if (isIP(host)) {
    return policy.allowed(host)
      ? { allowed: true, address: host }
      : { allowed: false, reason: `${host} is a ${classifyAddress(host)} address`, address: true };
  }
  let addresses: string[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    return { allowed: false, reason: `${host} could not be resolved` };
  }
  if (addresses.length === 0) return { allowed: false, reason: `${host} could not be resolved` };
  for (const address of addresses) {
    if (!policy.allowed(address))
      // Not the address itself: the reason reaches the task's owner, and would map internal names for them.
      return {
        allowed: false,
        reason: `${host} resolves to a ${classifyAddress(address)} address`,
        address: true,
      };
  }
  return { allowed: true, address: addresses[0]! };
}

/** Decide whether the browser may load `raw` when private networks are not allowed (see judgeHost). */
export async function checkUrl(raw: string, policy: EgressPolicy = systemPolicy): Promise<UrlVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { allowed: false, reason: `invalid URL ${JSON.stringify(raw)}` };
  }
  if (LOCAL_SCHEMES.has(url.protocol)) return { allowed: true };
  if (!NETWORK_SCHEMES.has(url.protocol))
    return { allowed: false, reason: `scheme ${url.protocol} is not allowed` };
  const verdict = await judgeHost(url.hostname, policy);
  return verdict.allowed ? { allowed: true } : verdict;
}

/** What the guard refused in one browser context, newest last; turned into the task's error message. */
export interface GuardLog {
  /**
   * `navigation`: the request would have replaced the page itself (not an image, script or frame). `proxied`:
   * refused by the egress proxy (a redirect hop, a worker's request...), where what the request was for is unknown.
   */
  blocked: Blocked[];
}

/** One refused request; `address` as in Refusal. */
export type Blocked = { url: string; reason: string; address?: true; navigation: boolean; proxied?: boolean };

/**
 * A refused request as a task's step error says it. Only a refusal for the address names the setting that lifts
 * it: a name that did not resolve said "private addresses are refused" for a typo.
 */
export function refusalMessage(b: Pick<Blocked, "url" | "reason" | "address">): string {
  return b.address
    ? `Blocked ${b.url}: ${b.reason}; loopback and private addresses are refused unless AGENT_ALLOW_PRIVATE_NETWORKS=true`
    : `Could not open ${b.url}: ${b.reason}`;
}

/**
 * Install the SSRF guard on a context: every request the page makes (navigations, redirects' targets, frames,
 * subresources, fetch/XHR, WebSockets) is checked before it leaves, not only the start URL. Verdicts are cached
 * per host for the context's life, since a page may request hundreds of resources from one host.
 */
export async function installGuard(
  context: BrowserContext,
  policy: EgressPolicy = systemPolicy,
  log: GuardLog = { blocked: [] },
): Promise<GuardLog> {
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
      v = checkUrl(raw, policy);
      cache.set(key, v);
    }
    return v;
  };
  await context.route("**/*", async (route) => {
    const request = route.request();
    const url = request.url();
    const verdict = await verdictFor(url);
    if (verdict.allowed) return route.continue();
    const { reason, address } = verdict;
    log.blocked.push({ url, reason, address, navigation: isTopLevelNavigation(request) });
    return route.abort("blockedbyclient");
  });
  await context.routeWebSocket(/.*/, async (ws) => {
    const verdict = await verdictFor(ws.url());
    if (verdict.allowed) return ws.connectToServer();
    log.blocked.push({ url: ws.url(), reason: verdict.reason, address: verdict.address, navigation: false });
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
