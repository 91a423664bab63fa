import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../../test/helpers/temp";
import { findBrowserExecutable, noBrowserMessage } from "./executable";
import { checkUrl, publicOnly, type Resolver } from "./guard";

const dns: Record<string, string[]> = {
  "public.test": ["93.184.216.34"],
  "rebind.test": ["93.184.216.34", "10.0.0.7"],
  "metadata.test": ["169.254.169.254"],
};
const resolve: Resolver = async (host) => {
  const answer = dns[host];
  if (!answer) throw new Error("ENOTFOUND");
  return answer;
};
const policy = publicOnly(resolve);

describe("checkUrl: the browser's private-network guard", () => {
  it("allows public addresses and names that resolve only to public addresses", async () => {
    expect(await checkUrl("https://93.184.216.34/x", policy)).toEqual({ allowed: true });
    expect(await checkUrl("http://public.test:8080/", policy)).toEqual({ allowed: true });
    expect(await checkUrl("wss://public.test/socket", policy)).toEqual({ allowed: true });
  });

  it("allows schemes that never reach the network", async () => {
    expect(await checkUrl("data:text/html,hi", policy)).toEqual({ allowed: true });
    expect(await checkUrl("about:blank", policy)).toEqual({ allowed: true });
  });

  it("refuses loopback, private, link-local and metadata addresses, literal or resolved", async () => {
    for (const url of [
      "http://127.0.0.1:8080/",
      "http://[::1]/",
      "http://10.1.2.3/",
      "http://192.168.0.1/",
      "http://169.254.169.254/latest/meta-data",
      "http://[::ffff:127.0.0.1]/",
      "http://localhost:3000/",
      "http://app.localhost/",
      "http://metadata.test/",
    ]) {
      const v = await checkUrl(url, policy);
      expect(v.allowed, url).toBe(false);
    }
  });

  it("refuses a name when any of its addresses is private (no picking the public one)", async () => {
    expect(await checkUrl("https://rebind.test/", policy)).toEqual({
      allowed: false,
      reason: "rebind.test resolves to a private address",
      address: true,
    });
  });

  it("refuses names that do not resolve and schemes other than http(s)/ws(s)", async () => {
    expect(await checkUrl("https://nowhere.test/", policy)).toEqual({
      allowed: false,
      reason: "nowhere.test could not be resolved",
    });
    expect(await checkUrl("file:///etc/passwd", policy)).toEqual({
      allowed: false,
      reason: "scheme file: is not allowed",
    });
  });
});

describe("findBrowserExecutable", () => {
  it("uses BROWSER_PATH only, and reports a wrong one", () => {
    expect(findBrowserExecutable("/nonexistent/chromium")).toBeUndefined();
    expect(noBrowserMessage("/nonexistent/chromium")).toMatch(/BROWSER_PATH=\/nonexistent\/chromium/);
    const plain = join(tempDir("guard"), "chromium");
    writeFileSync(plain, "not a browser", { mode: 0o644 });
    expect(findBrowserExecutable(plain)).toBeUndefined();
  });

  it("says how to get a browser when none is configured", () => {
    expect(noBrowserMessage()).toMatch(/apt-get install chromium.*BROWSER_PATH/);
  });
});
