import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { makeAccount } from "../helpers/deps";
import { retrySuite } from "./retry-support";

// docs/design.md §6b "Destination" `sign`: a destination verifies us with the official Standard Webhooks library,
// on replays too, while the sender's own headers reach it unchanged. A real receiver on 127.0.0.1.

const suite = retrySuite();
const MINUTE = 60_000;
const stripeLike = { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" };

/** A source whose one destination signs; the answer's secret and the ingest path. */
async function signingSource(h: ReturnType<typeof suite.harness>) {
  const res = await h.api("POST", "/v1/relay/sources", {
    name: "stripe",
    destinations: [{ url: suite.receiver.url(), sign: true }],
  });
  expect(res.status).toBe(200);
  return {
    source: res.body,
    destination: res.body.destinations[0],
    path: new URL(res.body.ingest_url).pathname,
  };
}

const headersOf = (n: number) => suite.receiver.requests.at(n)!.headers;

describe("signed forwards: happy path", () => {
  it("a signing destination verifies the forward with its secret; the sender's headers and bytes stay", async () => {
    const h = suite.harness(Date.now());
    const { source, destination, path } = await signingSource(h);
    expect(destination.sign).toBe(true);
    expect(destination.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const body = '{"id":"evt_1","type":"invoice.paid"}';
    await h.app.request(path, { method: "POST", headers: stripeLike, body });
    await h.runAll();
    const got = suite.receiver.requests.at(-1)!;
    expect(got.body).toBe(body);
    expect(got.headers["stripe-signature"]).toBe("t=1,v1=abc");
    expect(new Webhook(destination.signing_secret).verify(got.body, got.headers)).toEqual(JSON.parse(body));
    // Shown once: never again in a read.
    const read = await h.api("GET", `/v1/relay/sources/${source.id}`);
    expect(read.body.destinations[0]).toMatchObject({ sign: true });
    expect(read.body.destinations[0].signing_secret).toBeUndefined();
  });

  it("a replay 8 minutes later is signed afresh, so it verifies where the first forward has gone stale", async () => {
    const h = suite.harness(Date.now() - 8 * MINUTE);
    const { destination, path } = await signingSource(h);
    const sent = await h.app.request(path, { method: "POST", headers: stripeLike, body: '{"id":"evt_2"}' });
    const { request_id } = (await sent.json()) as { request_id: string };
    await h.runAll();
    const first = suite.receiver.requests.at(-1)!;
    const wh = new Webhook(destination.signing_secret);
    expect(() => wh.verify(first.body, first.headers)).toThrow(/too old/i);
    h.clock.set(Date.now());
    expect((await h.api("POST", `/v1/relay/requests/${request_id}/replay`, {})).status).toBe(200);
    await h.runAll();
    const replayed = suite.receiver.requests.at(-1)!;
    expect(replayed.headers["webhook-id"]).not.toBe(first.headers["webhook-id"]);
    expect(wh.verify(replayed.body, replayed.headers)).toEqual({ id: "evt_2" });
  });

  it("a rotation signs with both secrets for 24 hours, then with the new one only", async () => {
    const h = suite.harness(Date.now());
    const { source, destination, path } = await signingSource(h);
    const base = `/v1/relay/sources/${source.id}/destinations/${destination.id}`;
    const rotated = await h.api("POST", `${base}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.signing_secret as string;
    expect(fresh).not.toBe(destination.signing_secret);
    await h.app.request(path, { method: "POST", headers: stripeLike, body: '{"id":"evt_3"}' });
    await h.runAll();
    const during = suite.receiver.requests.at(-1)!;
    expect(during.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    for (const secret of [fresh, destination.signing_secret])
      expect(() => new Webhook(secret).verify(during.body, during.headers)).not.toThrow();
    h.clock.advance(24 * 60 * MINUTE + 1);
    await h.app.request(path, { method: "POST", headers: stripeLike, body: '{"id":"evt_4"}' });
    await h.runAll();
    expect(headersOf(-1)["webhook-signature"]!.split(" ")).toHaveLength(1);
  });

  it("PATCH sign false stops signing; sign true again makes a new secret, shown in that answer", async () => {
    const h = suite.harness(Date.now());
    const { source, destination, path } = await signingSource(h);
    const base = `/v1/relay/sources/${source.id}/destinations/${destination.id}`;
    const off = await h.api("PATCH", base, { sign: false });
    expect(off.body).toMatchObject({ sign: false });
    await h.app.request(path, { method: "POST", headers: stripeLike, body: "{}" });
    await h.runAll();
    expect(headersOf(-1)["webhook-signature"]).toBeUndefined();
    const on = await h.api("PATCH", base, { sign: true });
    expect(on.body.signing_secret).toMatch(/^whsec_/);
    expect(on.body.signing_secret).not.toBe(destination.signing_secret);
    const again = await h.api("PATCH", base, { sign: true });
    expect(again.body.signing_secret).toBeUndefined();
  });
});

describe("signed forwards: errors and security", () => {
  it("rotating a destination that does not sign is a 409; another account's is a 404", async () => {
    const h = suite.harness(Date.now());
    const made = await h.api("POST", "/v1/relay/sources", {
      name: "plain",
      destinations: [{ url: suite.receiver.url() }],
    });
    expect(made.body.destinations[0]).toMatchObject({ sign: false });
    const path = `/v1/relay/sources/${made.body.id}/destinations/${made.body.destinations[0].id}/rotate-secret`;
    expect((await h.api("POST", path)).status).toBe(409);
    const mallory = h.call(makeAccount(h.deps, "mallory").headers);
    expect((await mallory("POST", path)).status).toBe(404);
  });
});
