import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deliveries } from "../../src/db/schema";
import { webhookGuard } from "../../src/net/clients";
import { type Receiver, startHttpsReceiver, startReceiver } from "./receiver";
import { pipeline } from "./setup";

let https: Receiver;
let cert: string;
let http: Receiver;
let p: ReturnType<typeof pipeline>;

beforeAll(async () => {
  ({ receiver: https, cert } = await startHttpsReceiver());
  http = await startReceiver();
});
afterAll(async () => {
  await https.close();
  await http.close();
});
afterEach(() => p?.close());

describe("security: address guard at send time", () => {
  it("blocks an HTTPS URL to 127.0.0.1 without an allow list: final, and nothing reaches the receiver", async () => {
    p = pipeline({ tlsCa: cert });
    const before = https.requests.length;
    const id = p.enqueue(https.url());
    expect(await p.settle(id)).toMatchObject({ status: "failed", attempts: 1, lastStatusCode: null });
    const [a] = p.attempts(id);
    expect(a).toMatchObject({ errorClass: "blocked", retryable: false });
    expect(a!.errorMessage).toContain("not publicly routable");
    expect(https.requests.length).toBe(before);
  });

  it("says a name was refused without saying what it resolves to (that would map internal names)", async () => {
    p = pipeline({ tlsCa: cert });
    const id = p.enqueue(https.url().replace("127.0.0.1", "localhost"));
    await p.settle(id);
    const [a] = p.attempts(id);
    expect(a).toMatchObject({
      errorClass: "blocked",
      errorMessage: "Refused to connect to localhost: its address is not publicly routable",
    });
  });

  it("lets WEBHOOK_ALLOWED_CIDRS=127.0.0.1/32 reach the same receiver, with TLS still verified", async () => {
    p = pipeline({ env: { WEBHOOK_ALLOWED_CIDRS: "127.0.0.1/32" }, tlsCa: cert });
    const id = p.enqueue(https.url());
    expect(await p.settle(id)).toMatchObject({ status: "succeeded", attempts: 1, lastStatusCode: 200 });
    expect(https.requests.some((r) => r.headers["webhook-id"] === id)).toBe(true);
  });

  it("still refuses an untrusted certificate on an allowed address (a network error, not a bypass)", async () => {
    p = pipeline({ env: { WEBHOOK_ALLOWED_CIDRS: "127.0.0.1/32", WEBHOOK_MAX_ATTEMPTS: "1" } });
    const before = https.requests.length;
    const id = p.enqueue(https.url());
    expect(await p.settle(id)).toMatchObject({ status: "failed" });
    expect(p.attempts(id)[0]).toMatchObject({ errorClass: "network" });
    expect(https.requests.length).toBe(before);
  });

  it("refuses a stored plain-HTTP URL to a non-local host before connecting", async () => {
    p = pipeline();
    const id = p.enqueue(http.url());
    // As if the row predated the URL rule: the sender re-checks it.
    p.deps.db.update(deliveries).set({ url: "http://example.com/hook" }).where(eq(deliveries.id, id)).run();
    expect(await p.settle(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(p.attempts(id)[0]).toMatchObject({ errorClass: "blocked", retryable: false });
  });

  it("never lets an allow list open a cloud metadata address, however broad the range around it", () => {
    const guard = webhookGuard(["fd00::/8", "100.64.0.0/10", "169.254.0.0/16"]);
    const tls = { protocol: "https:", hostname: "x" };
    expect(guard("fd00:1::5", tls)).toBe(true);
    expect(guard("100.64.1.1", tls)).toBe(true);
    expect(guard("169.254.10.10", tls)).toBe(true);
    for (const ip of ["fd00:ec2::254", "100.100.100.200", "169.254.169.254", "::ffff:169.254.169.254"])
      expect(guard(ip, tls), ip).toBe(false);
  });

  it("WEBHOOK_LOCAL_HTTP=inbox keeps plain HTTP to this service's own inboxes; =off to none", async () => {
    const port = new URL(http.url()).port;
    p = pipeline({ env: { WEBHOOK_LOCAL_HTTP: "inbox", PORT: port } });
    const before = http.requests.length;
    const other = p.enqueue(http.url("/admin/reset"));
    const inbox = p.enqueue(http.url("/hooks/inbox/abc"));
    expect(await p.settle(other)).toMatchObject({ status: "failed", attempts: 1 });
    expect(p.attempts(other)).toMatchObject([
      {
        errorClass: "blocked",
        retryable: false,
        errorMessage: "Plain HTTP here reaches only this service's own inbox URLs (WEBHOOK_LOCAL_HTTP=inbox)",
      },
    ]);
    expect(await p.settle(inbox)).toMatchObject({ status: "succeeded" });
    expect(http.requests.slice(before).map((r) => r.url)).toEqual(["/hooks/inbox/abc"]);
    await p.close();

    p = pipeline({ env: { WEBHOOK_LOCAL_HTTP: "off", PORT: port } });
    const off = p.enqueue(http.url("/hooks/inbox/abc"));
    expect(await p.settle(off)).toMatchObject({ status: "failed", attempts: 1 });
    expect(p.attempts(off)[0]).toMatchObject({ errorClass: "blocked" });
    expect(http.requests.length).toBe(before + 1);
  });

  it("allows plain HTTP to loopback only, HTTPS to public addresses and allow-listed ranges", () => {
    const guard = webhookGuard(["10.1.0.0/16"]);
    const http = { protocol: "http:", hostname: "x" };
    const tls = { protocol: "https:", hostname: "x" };
    expect(guard("127.0.0.1", http)).toBe(true);
    expect(guard("::1", http)).toBe(true);
    expect(guard("93.184.216.34", http)).toBe(false);
    expect(guard("10.1.2.3", http)).toBe(false);
    expect(guard("93.184.216.34", tls)).toBe(true);
    expect(guard("10.1.2.3", tls)).toBe(true);
    for (const ip of [
      "127.0.0.1",
      "10.2.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "::ffff:192.168.0.1",
      "fe80::1",
    ]) {
      expect(guard(ip, tls)).toBe(false);
    }
  });
});
