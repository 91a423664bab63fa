import { describe, expect, it } from "vitest";
import { classifyAddress, inAllowList, parseCidrs } from "./address-policy";

describe("classifyAddress", () => {
  it.each([
    ["8.8.8.8", "public"],
    ["2606:4700:4700::1111", "public"],
    ["127.0.0.1", "loopback"],
    ["127.5.6.7", "loopback"],
    ["::1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["fd12:3456::1", "private"],
    ["169.254.169.254", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["169.254.1.1", "link_local"],
    ["fe80::1", "link_local"],
    ["100.64.0.1", "cgnat"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "reserved"],
    ["::", "reserved"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private"],
    ["64:ff9b::a9fe:a9fe", "metadata"],
    ["[::1]", "loopback"],
    ["::7f00:1", "reserved"],
    ["::ffff:0:7f00:1", "reserved"],
    ["2002:7f00:1::1", "reserved"],
    ["2001:0:4136:e378::1", "reserved"],
    ["64:ff9b:1::a00:1", "reserved"],
    ["fec0::1", "private"],
    ["2001:4860:4860::8888", "public"],
    ["not-an-ip", "reserved"],
  ])("%s is %s", (ip, cls) => {
    expect(classifyAddress(ip)).toBe(cls);
  });
});

describe("allow lists", () => {
  it("matches addresses inside the listed CIDRs only", () => {
    const list = parseCidrs(["10.0.0.0/8", "fd00::/8", "127.0.0.1"]);
    expect(inAllowList(list, "10.9.9.9")).toBe(true);
    expect(inAllowList(list, "::ffff:10.9.9.9")).toBe(true);
    expect(inAllowList(list, "fd00::5")).toBe(true);
    expect(inAllowList(list, "127.0.0.1")).toBe(true);
    expect(inAllowList(list, "127.0.0.2")).toBe(false);
    expect(inAllowList(list, "192.168.0.1")).toBe(false);
  });

  it("rejects malformed CIDRs", () => {
    expect(() => parseCidrs(["10.0.0.0/33"])).toThrow(/Invalid CIDR/);
    expect(() => parseCidrs(["example.com/8"])).toThrow(/Invalid CIDR/);
  });
});
