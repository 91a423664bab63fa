import { BlockList, isIP } from "node:net";

/** Why an address is not public; `public` when it may be reached from a service on the internet's side. */
export type AddressClass =
  | "public"
  | "loopback"
  | "private"
  | "link_local"
  | "cgnat"
  | "multicast"
  | "metadata"
  | "reserved";

const ranges: [AddressClass, string, number, "ipv4" | "ipv6"][] = [
  ["metadata", "169.254.169.254", 32, "ipv4"],
  ["metadata", "100.100.100.200", 32, "ipv4"],
  ["metadata", "fd00:ec2::254", 128, "ipv6"],
  ["loopback", "127.0.0.0", 8, "ipv4"],
  ["reserved", "0.0.0.0", 8, "ipv4"],
  ["private", "10.0.0.0", 8, "ipv4"],
  ["cgnat", "100.64.0.0", 10, "ipv4"],
  ["link_local", "169.254.0.0", 16, "ipv4"],
  ["private", "172.16.0.0", 12, "ipv4"],
  ["reserved", "192.0.0.0", 24, "ipv4"],
  ["reserved", "192.0.2.0", 24, "ipv4"],
  ["private", "192.168.0.0", 16, "ipv4"],
  ["reserved", "198.18.0.0", 15, "ipv4"],
  ["reserved", "198.51.100.0", 24, "ipv4"],
  ["reserved", "203.0.113.0", 24, "ipv4"],
  ["multicast", "224.0.0.0", 4, "ipv4"],
  ["reserved", "240.0.0.0", 4, "ipv4"],
  ["loopback", "::1", 128, "ipv6"],
  ["reserved", "::", 128, "ipv6"],
  ["private", "fc00::", 7, "ipv6"],
  ["link_local", "fe80::", 10, "ipv6"],
  ["multicast", "ff00::", 8, "ipv6"],
  ["reserved", "100::", 64, "ipv6"],
  ["reserved", "2001:db8::", 32, "ipv6"],
  ["reserved", "2002::", 16, "ipv6"],
  ["reserved", "2001::", 32, "ipv6"],
  ["reserved", "64:ff9b:1::", 48, "ipv6"],
  ["private", "fec0::", 10, "ipv6"],
];
// 6to4 (2002::/16), Teredo (2001::/32) and local-use NAT64 (64:ff9b:1::/48) lead to an IPv4 address through a
// gateway, and site-local (fec0::/10) is private: never a plain public host. IPv4-compatible (::a.b.c.d) and SIIT
// (::ffff:0:a.b.c.d) addresses are caught by leadingZeros below (a BlockList would also match IPv4 addresses to them).

/** `ranges` by class, built once at load and only read after: a constant table, not state. */
const lists: ReadonlyMap<AddressClass, BlockList> = (() => {
  const byClass = new Map<AddressClass, BlockList>();
  for (const [cls, net, prefix, type] of ranges) {
    if (!byClass.has(cls)) byClass.set(cls, new BlockList());
    byClass.get(cls)!.addSubnet(net, prefix, type);
  }
  return byClass;
})();
// Order matters: metadata addresses sit inside link-local and private ranges and must be named as such.
const order: AddressClass[] = [
  "metadata",
  "loopback",
  "private",
  "link_local",
  "cgnat",
  "multicast",
  "reserved",
];

/** IPv4 embedded in an IPv6 address (IPv4-mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::/96), if any. */
function embeddedV4(ip: string): string | undefined {
  const lower = ip.toLowerCase();
  const dotted = lower.match(/^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) return dotted[1];
  const hex = lower.match(/^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hex) {
    const hi = Number.parseInt(hex[1], 16);
    const lo = Number.parseInt(hex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return undefined;
}

/**
 * An IPv6 address that starts with a zero group run (`::…`, e.g. IPv4-compatible ::a.b.c.d or SIIT ::ffff:0:a.b.c.d)
 * other than :: and ::1: all of ::/8 is reserved by IANA, and these carry an IPv4 address.
 */
const leadingZeros = (ip: string) => ip.startsWith("::") && ip !== "::" && ip !== "::1";

/** Classify a literal IP address. Anything that is not a valid IP is `reserved` (refused). */
export function classifyAddress(ip: string): AddressClass {
  const bare = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const v4 = embeddedV4(bare);
  if (v4) return classifyAddress(v4);
  const family = isIP(bare);
  if (family === 0) return "reserved";
  if (family === 6 && leadingZeros(bare)) return "reserved";
  const type = family === 4 ? "ipv4" : "ipv6";
  for (const cls of order) if (lists.get(cls)?.check(bare, type)) return cls;
  return "public";
}

/** A set of CIDRs (`10.0.0.0/8`, `fd00::/8`) that an operator allows despite being private. */
export function parseCidrs(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [net, bits] = cidr.split("/");
    const family = isIP(net ?? "");
    if (family === 0) throw new Error(`Invalid CIDR: ${cidr}`);
    const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
      throw new Error(`Invalid CIDR: ${cidr}`);
    list.addSubnet(net!, prefix, family === 4 ? "ipv4" : "ipv6");
  }
  return list;
}

/** Whether `ip` is in an allow list made by parseCidrs (IPv4-mapped IPv6 checked as IPv4). */
export function inAllowList(list: BlockList, ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const v4 = embeddedV4(bare);
  if (v4) return list.check(v4, "ipv4");
  const family = isIP(bare);
  return family !== 0 && list.check(bare, family === 4 ? "ipv4" : "ipv6");
}
