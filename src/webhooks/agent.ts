import type { Agent } from "undici";
import type { AppDeps } from "../deps";
import { classifyAddress, inAllowList, parseCidrs } from "../net/address-policy";
import { type AddressGuard, createGuardedAgent } from "../net/guarded-agent";

/**
 * docs/design.md §6 at send time. Plain HTTP may only reach loopback (the URL rule admits it only for localhost and
 * 127.0.0.1); HTTPS may reach public addresses, plus whatever WEBHOOK_ALLOWED_CIDRS lets through but cloud metadata
 * addresses, which no allow list opens. The guarded
 * agent applies this to the connected address, so DNS rebinding cannot pass.
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

const agents = new WeakMap<AppDeps, Agent>();

/**
 * The one shared, guarded connection pool of the webhook sender, created on first use per `deps`: keep-alive
 * sockets are reused across deliveries to the same receiver. Throws when WEBHOOK_ALLOWED_CIDRS is malformed,
 * which is why the dispatcher builds it at boot.
 */
export function webhookAgent(deps: AppDeps): Agent {
  let agent = agents.get(deps);
  if (!agent) {
    const { timeoutMs, allowedCidrs } = deps.config.webhooks;
    agent = createGuardedAgent(webhookGuard(allowedCidrs), {
      connect: { timeout: timeoutMs, ...(deps.webhookTlsCa ? { ca: deps.webhookTlsCa } : {}) },
      // Backstops only: the sender's own timer bounds the whole exchange.
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 4_000,
    });
    agents.set(deps, agent);
  }
  return agent;
}

/** Close the pool of `deps` (shutdown, end of a test); the next webhookAgent() call makes a new one. */
export async function closeWebhookAgent(deps: AppDeps): Promise<void> {
  const agent = agents.get(deps);
  agents.delete(deps);
  await agent?.destroy();
}
