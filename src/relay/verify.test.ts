import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { generateSecret, type VerifyConfig, verifyRequest } from "./verify";
import {
  BINARY_BODY,
  BINARY_TWIN,
  expectFail,
  expectOk,
  githubHeader,
  JSON_BODY,
  NOW_MS,
  NOW_S,
  SIX_MIN,
  secret,
  stripeHeader,
} from "./verify.fixtures";

describe("signing helpers agree with the senders' libraries", () => {
  it("Stripe: generateTestHeaderString output", () => {
    const body = Buffer.from('{"id":"evt_1","object":"event","type":"invoice.paid"}');
    expect(stripeHeader("whsec_test_secret", body, 1767225600)).toBe(
      "t=1767225600,v1=1a91b0e0856e54236c5abf6b29dae56fda718fb92b060c3bed71d845556eca90",
    );
  });
  it("GitHub: its documented example and @octokit/webhooks-methods sign()", () => {
    expect(githubHeader("It's a Secret to Everybody", Buffer.from("Hello, World!"))).toBe(
      "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17",
    );
    const body = Buffer.from('{"id":"evt_1","object":"event","type":"invoice.paid"}');
    expect(githubHeader("gh-secret", body)).toBe(
      "sha256=703fb04ed4399274e0e19b1a39a2ecbf398560fb0bdc8ab11b2596d3a0967d64",
    );
  });
});

describe("standard_webhooks", () => {
  const key = secret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw");
  const cfg: VerifyConfig = { scheme: "standard_webhooks", secret: key };
  const signed = (body: Buffer, ts = NOW_S, id = "msg_2Lh9", with_ = key) => ({
    "webhook-id": id,
    "webhook-timestamp": String(ts),
    "webhook-signature": new Webhook(with_).sign(id, new Date(ts * 1000), body.toString()),
  });
  const verify = (headers: Record<string, string>, body = JSON_BODY, c = cfg) =>
    verifyRequest(c, { headers, body }, NOW_MS);

  it("passes what the standardwebhooks library signed", () => expectOk(verify(signed(JSON_BODY))));
  it("keys an unprefixed secret by base64-decoding it, as the library does", () => {
    const bare = secret("c2VjcmV0LWtleS1ieXRlcy0xMjM0NTY3ODkw");
    const headers = signed(JSON_BODY, NOW_S, "msg_1", bare);
    expectOk(verify(headers, JSON_BODY, { scheme: "standard_webhooks", secret: bare }));
    // Not the string's own bytes as the key:
    const rawBytes = `whsec_${Buffer.from(bare).toString("base64")}`;
    expectFail(verify(headers, JSON_BODY, { scheme: "standard_webhooks", secret: rawBytes }), "matches");
  });
  it("passes a generated secret end to end", () => {
    const generated = secret(generateSecret("standard_webhooks"));
    expect(generated).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const headers = signed(JSON_BODY, NOW_S, "msg_g", generated);
    expectOk(verify(headers, JSON_BODY, { scheme: "standard_webhooks", secret: generated }));
  });
  it("refuses a forged signature, a tampered body and another id", () => {
    const other = secret("whsec_b3RoZXItc2VjcmV0LW90aGVyLXNlY3JldA==");
    expectFail(verify(signed(JSON_BODY, NOW_S, "m", other)), "no v1 signature in webhook-signature matches");
    expectFail(verify(signed(JSON_BODY), Buffer.from(`${JSON_BODY} `)), "matches");
    expectFail(verify({ ...signed(JSON_BODY), "webhook-id": "msg_other" }), "matches");
  });
  it("refuses timestamps 6 minutes old or ahead, and keeps the 5-minute edge", () => {
    expectFail(
      verify(signed(JSON_BODY, NOW_S - SIX_MIN)),
      /^webhook-timestamp .* 5-minute tolerance \(360 s old\)$/,
    );
    expectFail(verify(signed(JSON_BODY, NOW_S + SIX_MIN)), "(360 s in the future)");
    expectOk(verify(signed(JSON_BODY, NOW_S - 300)));
    expectOk(verify(signed(JSON_BODY, NOW_S + 300)));
  });
  it("names each missing header", () => {
    for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
      const headers: Record<string, string> = signed(JSON_BODY);
      delete headers[name];
      expectFail(verify(headers), `missing ${name} header`);
    }
  });
  it("refuses malformed headers", () => {
    const good = signed(JSON_BODY);
    expectFail(verify({ ...good, "webhook-timestamp": "soon" }), "not a whole number of seconds");
    expectFail(verify({ ...good, "webhook-timestamp": "-5" }), "not a whole number of seconds");
    expectFail(verify({ ...good, "webhook-signature": "v2,abc v1a,xyz" }), "has no v1 signature");
    expectFail(verify({ ...good, "webhook-signature": "v1,%%%not-base64%%%" }), "matches");
    expectFail(verify({ ...good, "webhook-signature": "v1,AAAA" }), "matches");
  });
  it("passes when one of several signatures matches (a rotated secret)", () => {
    const old = secret("whsec_b2xkLW9sZC1vbGQtb2xkLW9sZC1vbGQ=");
    const mine = signed(JSON_BODY)["webhook-signature"];
    const theirs = signed(JSON_BODY, NOW_S, "msg_2Lh9", old)["webhook-signature"];
    expectOk(verify({ ...signed(JSON_BODY), "webhook-signature": `v1a,c2lnbg== ${theirs} ${mine}` }));
  });
  it("signs binary bodies byte-exactly", () => {
    const id = "msg_bin";
    const raw = createHmac("sha256", Buffer.from(key.slice(6), "base64"))
      .update(`${id}.${NOW_S}.`)
      .update(BINARY_BODY)
      .digest("base64");
    const headers = {
      "webhook-id": id,
      "webhook-timestamp": String(NOW_S),
      "webhook-signature": `v1,${raw}`,
    };
    expectOk(verify(headers, BINARY_BODY));
    expectFail(verify(headers, BINARY_TWIN), "matches");
  });
  it("refuses to verify with a secret that is not base64", () => {
    const bad = secret("whsec_not base64!");
    expectFail(verify(signed(JSON_BODY), JSON_BODY, { ...cfg, secret: bad }), "not base64");
    expectFail(verify(signed(JSON_BODY), JSON_BODY, { ...cfg, secret: `${key}x` }), "not base64");
    expectFail(verify(signed(JSON_BODY), JSON_BODY, { ...cfg, secret: "whsec_" }), "not base64");
  });
});

describe("stripe", () => {
  const key = secret("whsec_stripe_0123456789abcdefghijklmnop");
  const cfg: VerifyConfig = { scheme: "stripe", secret: key };
  const verify = (header: string | undefined, body = JSON_BODY) =>
    verifyRequest(cfg, { headers: header === undefined ? {} : { "stripe-signature": header }, body }, NOW_MS);

  it("passes Stripe's header, keyed with the whole whsec_ string", () => {
    expectOk(verify(stripeHeader(key, JSON_BODY, NOW_S)));
  });
  it("passes the library's golden header at its own time", () => {
    const body = Buffer.from('{"id":"evt_1","object":"event","type":"invoice.paid"}');
    const header = "t=1767225600,v1=1a91b0e0856e54236c5abf6b29dae56fda718fb92b060c3bed71d845556eca90";
    const result = verifyRequest(
      { scheme: "stripe", secret: secret("whsec_test_secret") },
      { headers: { "stripe-signature": header }, body },
      1767225600_000 + 299_000,
    );
    expectOk(result);
  });
  it("refuses a forged signature and a tampered body", () => {
    expectFail(
      verify(stripeHeader("whsec_other", JSON_BODY, NOW_S)),
      "no v1 signature in Stripe-Signature matches",
    );
    expectFail(verify(stripeHeader(key, JSON_BODY, NOW_S), Buffer.from('{"id":"evt_2"}')), "matches");
    // The timestamp is signed too: moving it breaks the signature.
    const moved = stripeHeader(key, JSON_BODY, NOW_S).replace(`t=${NOW_S}`, `t=${NOW_S - 1}`);
    expectFail(verify(moved), "matches");
  });
  it("refuses timestamps 6 minutes old or ahead", () => {
    expectFail(
      verify(stripeHeader(key, JSON_BODY, NOW_S - SIX_MIN)),
      /^Stripe-Signature timestamp is outside the 5-minute tolerance/,
    );
    expectFail(
      verify(stripeHeader(key, JSON_BODY, NOW_S + SIX_MIN)),
      "5-minute tolerance (360 s in the future)",
    );
  });
  it("names a missing or malformed header", () => {
    expectFail(verify(undefined), "missing Stripe-Signature header");
    expectFail(verify("v1=abc"), "Stripe-Signature has no t= timestamp");
    expectFail(verify("garbage"), "Stripe-Signature has no t= timestamp");
    expectFail(verify("t=yesterday,v1=abc"), "Stripe-Signature timestamp is not a whole number of seconds");
    expectFail(verify(`t=${NOW_S}`), "Stripe-Signature has no v1 signature");
    expectFail(verify(`t=${NOW_S},v1=zz`), "matches");
  });
  it("passes when any of several v1 matches, and ignores v0", () => {
    const good = stripeHeader(key, JSON_BODY, NOW_S).split(",")[1];
    const other = stripeHeader("whsec_old", JSON_BODY, NOW_S).split(",")[1];
    expectOk(verify(`t=${NOW_S},${other},${good},v0=${"0".repeat(64)}`));
    const onlyV0 = `t=${NOW_S},${good.replace("v1=", "v0=")}`;
    expectFail(verify(onlyV0), "has no v1 signature");
  });
  it("signs binary bodies byte-exactly", () => {
    expectOk(verify(stripeHeader(key, BINARY_BODY, NOW_S), BINARY_BODY));
    expectFail(verify(stripeHeader(key, BINARY_BODY, NOW_S), BINARY_TWIN), "matches");
  });
});
