import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EgressProxy, startEgressProxy } from "../../src/engines/browser/egress-proxy";
import type { EgressPolicy } from "../../src/engines/browser/guard";

// 127.0.0.1 plays a public address, 127.0.0.2 a private one.
const egress: EgressPolicy = {
  resolve: async (host) => {
    if (host === "public.test") return ["127.0.0.1"];
    if (host === "private.test") return ["127.0.0.2"];
    throw new Error("ENOTFOUND");
  },
  allowed: (address) => address === "127.0.0.1",
};

/** Send one raw request to the proxy and return everything it answers until it closes or `until` matches. */
function raw(proxy: EgressProxy, text: string, until: RegExp): Promise<string> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const s = connect(Number(port), "127.0.0.1", () => s.write(text));
    let got = "";
    s.on("data", (d) => {
      got += d.toString();
      if (until.test(got)) {
        s.destroy();
        resolve(got);
      }
    });
    s.on("end", () => resolve(got));
    s.on("error", reject);
  });
}

describe("the browser's egress proxy", () => {
  let upstream: Server;
  let hits: string[];
  let port = 0;
  let proxy: EgressProxy;
  const blocked: [string, string][] = [];
  beforeAll(async () => {
    hits = [];
    upstream = createServer((req, res) => {
      hits.push(`${req.headers.host} ${req.url}`);
      res.writeHead(200, { "content-type": "text/plain" }).end("hello");
    });
    await new Promise<void>((r) => upstream.listen(0, "127.0.0.1", r));
    port = (upstream.address() as AddressInfo).port;
    proxy = await startEgressProxy((url, reason) => blocked.push([url, reason]), egress);
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((r) => upstream?.close(r));
  });

  it("forwards a plain HTTP request to an allowed host, keeping its Host header", async () => {
    const res = await raw(
      proxy,
      `GET http://public.test:${port}/page?q=1 HTTP/1.1\r\nHost: public.test:${port}\r\nProxy-Connection: keep-alive\r\n\r\n`,
      /hello$/,
    );
    expect(res).toMatch(/^HTTP\/1\.1 200 /);
    expect(hits).toContain(`public.test:${port} /page?q=1`);
  });

  it("tunnels CONNECT to an allowed host", async () => {
    const res = await raw(
      proxy,
      `CONNECT public.test:${port} HTTP/1.1\r\nHost: public.test:${port}\r\n\r\n` +
        `GET /tunnelled HTTP/1.1\r\nHost: public.test\r\nConnection: close\r\n\r\n`,
      /hello$/,
    );
    expect(res).toMatch(/^HTTP\/1\.1 200 Connection Established\r\n\r\nHTTP\/1\.1 200 /);
    expect(hits).toContain("public.test /tunnelled");
  });

  it("refuses private hosts, names that do not resolve and localhost, both ways, and records why", async () => {
    const before = hits.length;
    blocked.length = 0;
    const http = await raw(
      proxy,
      `GET http://private.test:${port}/x HTTP/1.1\r\nHost: private.test\r\n\r\n`,
      /Scoutpost/,
    );
    expect(http).toMatch(/^HTTP\/1\.1 403 /);
    for (const target of [
      `private.test:${port}`,
      `127.0.0.2:${port}`,
      `nowhere.test:${port}`,
      `localhost:${port}`,
    ])
      expect(await raw(proxy, `CONNECT ${target} HTTP/1.1\r\n\r\n`, /\r\n\r\n/)).toMatch(/^HTTP\/1\.1 403 /);
    expect(blocked).toEqual([
      [`http://private.test:${port}/x`, "private.test resolves to a loopback address"],
      [`private.test:${port}`, "private.test resolves to a loopback address"],
      [`127.0.0.2:${port}`, "127.0.0.2 is a loopback address"],
      [`nowhere.test:${port}`, "nowhere.test could not be resolved"],
      [`localhost:${port}`, "localhost is a loopback address"],
    ]);
    expect(hits.length).toBe(before);
  });

  it("answers a malformed CONNECT target with 400", async () => {
    expect(await raw(proxy, "CONNECT nonsense HTTP/1.1\r\n\r\n", /\r\n\r\n/)).toMatch(/^HTTP\/1\.1 400 /);
  });
});
