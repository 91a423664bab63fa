import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { Agent, buildConnector } from "undici";

/** Decides whether a connection to `address` may be made for a request to `target`. */
export type AddressGuard = (address: string, target: { protocol: string; hostname: string }) => boolean;

/** The error a refused connection fails with; `code` lets callers classify it (webhooks: error_class `blocked`). */
export class BlockedAddressError extends Error {
  readonly code = "SCOUTPOST_BLOCKED_ADDRESS";
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    // The address stays out of the message (callers show it to the caller): it would map internal names.
    super(`Refused to connect to ${hostname}: its address is not publicly routable`);
  }
}

export const isBlockedAddressError = (err: unknown): err is BlockedAddressError =>
  (err as { code?: string } | null)?.code === "SCOUTPOST_BLOCKED_ADDRESS";

/**
 * An undici Agent that checks every address it connects to (SSRF guard). The check runs three times: on an IP
 * literal before connecting, on each DNS answer (so a blocked answer is never dialled), and on the socket's actual
 * remote address after connecting (so DNS rebinding between check and connect cannot pass).
 */
export function createGuardedAgent(guard: AddressGuard, options: Agent.Options = {}): Agent {
  const connectOpts = typeof options.connect === "object" ? options.connect : {};
  // One connector per scheme, built once so TLS sessions are reused; its DNS lookup knows the scheme.
  const connectors = new Map<string, buildConnector.connector>();
  const connectorFor = (protocol: string) => {
    let connector = connectors.get(protocol);
    if (!connector) {
      const lookup: LookupFunction = (hostname, lookupOpts, cb) => {
        dnsLookup(hostname, { ...lookupOpts, all: true }, (err, addresses) => {
          if (err) return cb(err, "", 0);
          const list = addresses as LookupAddress[];
          const allowed = list.filter((a) => guard(a.address, { protocol, hostname }));
          if (allowed.length === 0) {
            return cb(new BlockedAddressError(hostname, list[0]?.address ?? "unresolved"), "", 0);
          }
          if ((lookupOpts as { all?: boolean }).all) {
            return (cb as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
          }
          return cb(null, allowed[0]!.address, allowed[0]!.family);
        });
      };
      connector = buildConnector({ ...connectOpts, lookup } as buildConnector.BuildOptions);
      connectors.set(protocol, connector);
    }
    return connector;
  };
  return new Agent({
    ...options,
    connect: (opts, callback) => {
      const target = { protocol: opts.protocol, hostname: opts.hostname.replace(/^\[|\]$/g, "") };
      if (isIP(target.hostname) && !guard(target.hostname, target)) {
        callback(new BlockedAddressError(target.hostname, target.hostname), null);
        return;
      }
      connectorFor(opts.protocol)(opts, (err, socket) => {
        if (err || !socket) return callback(err ?? new Error("connect failed"), null);
        const remote = socket.remoteAddress;
        if (remote && !guard(remote, target)) {
          socket.destroy();
          return callback(new BlockedAddressError(target.hostname, remote), null);
        }
        callback(null, socket);
      });
    },
  });
}
