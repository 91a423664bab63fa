import { Agent, type Dispatcher } from "undici";
import type { Config } from "../config";
import { classifyAddress, inAllowList, parseCidrs } from "./address-policy";
import { type AddressGuard, createGuardedAgent } from "./guarded-agent";

/**
 * Every outbound HTTP client of the service, each with its guard policy, built once at boot (src/index.ts) and
 * handed out through `AppDeps.http`: no module holds a connection pool of its own. Each is a pooled undici
 * dispatcher (keep-alive sockets reused across requests to the same origin).
 */
export interface HttpClients {
  /**
   * Webhook deliveries (src/webhooks/exchange.ts), guarded by `webhookGuard`: HTTPS to public addresses plus
   * WEBHOOK_ALLOWED_CIDRS, plain HTTP to loopback only, cloud metadata never.
   */
  webhook: Dispatcher;
  /**
   * The engines' page fetcher (research reading pages), guarded by `pagesGuard`: public addresses only unless
   * AGENT_ALLOW_PRIVATE_NETWORKS.
   */
  pages: Dispatcher;
  /** The chat relay to MODEL_BASE_URL (src/chat/relay.ts): operator-configured, so not guarded. */
  model: Dispatcher;
  /**
   * The engines' own model requests (src/engines/model.ts: research reports, structured answers, the navigator):
   * the same unguarded server, in a pool of its own capped at 16 connections, so background work cannot take every
   * connection the model server allows from the chat relay's callers.
   */
  engineModel: Dispatcher;
  /** Close every pool (shutdown, the end of a test); requests still in flight are aborted. */
  close(): Promise<void>;
}

export interface HttpClientOptions {
  /**
   * Test hook: a PEM CA certificate that webhook deliveries trust (for a self-signed local HTTPS receiver).
   * Certificates are still verified; production leaves it unset.
   */
  webhookTlsCa?: string;
}

/** Generation can be slow (long answers, cold models); the same bound applies between streamed chunks. */
const RELAY_TIMEOUT_MS = 300_000;
/** The engines' model requests: generous timeouts between bytes, bounded by the caller's signal. */
const ENGINE_MODEL_TIMEOUT_MS = 120_000;

/**
 * docs/design.md §6 at send time. Plain HTTP may only reach loopback (the URL rule admits it only for localhost and
 * 127.0.0.1); HTTPS may reach public addresses, plus whatever WEBHOOK_ALLOWED_CIDRS lets through but cloud metadata
 * addresses, which no allow list opens. The guarded agent applies this to the connected address, so DNS rebinding
 * cannot pass. Throws on a malformed CIDR.
 */
export function webhookGuard(allowedCidrs: readonly string[]): AddressGuard {
  const allow = parseCidrs(allowedCidrs);
  return (address, { protocol }) => {
    const cls = classifyAddress(address);
    // Whatever range an allow list opens, the metadata services inside it stay shut.
    if (cls === "metadata") return false;
    if (protocol === "http:") return cls === "loopback";
    return cls === "public" || inAllowList(allow, address);
  };
}

/**
 * docs/design.md §7: the engines read public addresses only unless AGENT_ALLOW_PRIVATE_NETWORKS. Every connection is
 * checked, so each redirect hop to a new host is checked again.
 */
export function pagesGuard(allowPrivateNetworks: boolean): AddressGuard {
  return (address) => allowPrivateNetworks || classifyAddress(address) === "public";
}

/** The guarded webhook pool of `config` (its own connect timeout and backstops). */
export function webhookClient(config: Config, opts: HttpClientOptions = {}): Agent {
  const { timeoutMs, allowedCidrs } = config.webhooks;
  return createGuardedAgent(webhookGuard(allowedCidrs), {
    connect: { timeout: timeoutMs, ...(opts.webhookTlsCa ? { ca: opts.webhookTlsCa } : {}) },
    // Backstops only: the sender's own timer bounds the whole exchange.
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 4_000,
  });
}

/** The engines' guarded page-fetching pool of `config`. */
export function pagesClient(config: Config): Agent {
  return createGuardedAgent(pagesGuard(config.agent.allowPrivateNetworks), { connections: 8 });
}

/**
 * Build every outbound client for `config`. Throws when WEBHOOK_ALLOWED_CIDRS is malformed, so a bad allow list
 * stops the boot rather than the first delivery. Creating a client opens no socket.
 */
export function createHttpClients(config: Config, opts: HttpClientOptions = {}): HttpClients {
  const clients = {
    webhook: webhookClient(config, opts),
    pages: pagesClient(config),
    model: new Agent({
      headersTimeout: RELAY_TIMEOUT_MS,
      bodyTimeout: RELAY_TIMEOUT_MS,
      connect: { timeout: 10_000 },
    }),
    engineModel: new Agent({
      headersTimeout: ENGINE_MODEL_TIMEOUT_MS,
      bodyTimeout: ENGINE_MODEL_TIMEOUT_MS,
      connections: 16,
    }),
  };
  return {
    ...clients,
    close: async () => {
      await Promise.all(Object.values(clients).map((c) => c.destroy()));
    },
  };
}
