import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyAddress } from "../../src/net/address-policy";
import { createGuardedAgent, isBlockedAddressError } from "../../src/net/guarded-agent";

let server: Server;
let port: number;
let hits = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.end("ok");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const publicOnly = createGuardedAgent((ip) => classifyAddress(ip) === "public");
const anything = createGuardedAgent(() => true);

describe("guarded agent", () => {
  it("connects when the guard allows the address", async () => {
    const res = await request(`http://127.0.0.1:${port}/`, { dispatcher: anything });
    expect(await res.body.text()).toBe("ok");
  });

  it("refuses an IP literal the guard blocks, without connecting", async () => {
    const before = hits;
    const err = await request(`http://127.0.0.1:${port}/`, { dispatcher: publicOnly }).catch((e) => e);
    expect(isBlockedAddressError(err) || isBlockedAddressError(err?.cause)).toBe(true);
    expect(hits).toBe(before);
  });

  it("refuses a DNS name that resolves to a blocked address", async () => {
    const before = hits;
    const err = await request(`http://localhost:${port}/`, { dispatcher: publicOnly }).catch((e) => e);
    expect(isBlockedAddressError(err) || isBlockedAddressError(err?.cause)).toBe(true);
    expect(hits).toBe(before);
  });

  it("refuses IPv4-mapped and bracketed IPv6 loopback forms", async () => {
    for (const host of ["[::ffff:127.0.0.1]", "[::1]"]) {
      const err = await request(`http://${host}:${port}/`, { dispatcher: publicOnly }).catch((e) => e);
      expect(isBlockedAddressError(err) || isBlockedAddressError(err?.cause)).toBe(true);
    }
  });
});
