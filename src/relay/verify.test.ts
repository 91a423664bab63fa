import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { generateSecret, type VerifyConfig, type VerifyResult, verifyRequest } from "./verify";

const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;
const SIX_MIN = 6 * 60;

const JSON_BODY = Buffer.from('{"id":"evt_1","object":"event","type":"invoice.paid","data":{"x":"é😀"}}');
// Not valid UTF-8: a lone continuation byte, an overlong lead, 0xff. Decoding it to text would lose bytes.
const BINARY_BODY = Buffer.from([0x00, 0x80, 0xc0, 0xaf, 0xff, 0xfe, 0x7b, 0x22, 0x0a]);
// Same length, and the same text after lossy UTF-8 decoding (every invalid byte becomes U+FFFD), different bytes.
const BINARY_TWIN = Buffer.from([0x00, 0x81, 0xc0, 0xaf, 0xff, 0xfe, 0x7b, 0x22, 0x0a]);

const SECRETS: string[] = [];
function secret(s: string): string {
  SECRETS.push(s);
  return s;
}

function expectOk(result: VerifyResult): void {
  expect(result).toEqual({ ok: true });
}

/** A failure whose reason says `says`, and never mentions any secret of this file. */
function expectFail(result: VerifyResult, says: string | RegExp): void {
  expect(result.ok).toBe(false);
  const reason = result.ok ? "" : result.reason;
  if (typeof says === "string") expect(reason).toContain(says);
  else expect(reason).toMatch(says);
  for (const s of SECRETS) expect(reason).not.toContain(s);
  expect(reason).not.toMatch(/[0-9a-f]{32}|[A-Za-z0-9+/]{40}/);
}

const hmacHex = (key: string, ...parts: (string | Buffer)[]) =>
  parts.reduce((h, p) => h.update(p), createHmac("sha256", key)).digest("hex");

// ---- Stripe: header built per Stripe's documented scheme; the golden values below came from the stripe
// package's own `webhooks.generateTestHeaderString` (stripe-node 23.1.0), proving this helper signs as Stripe does.
const stripeHeader = (key: string, body: Buffer, t: number) => `t=${t},v1=${hmacHex(key, `${t}.`, body)}`;
// ---- GitHub: likewise, golden values from @octokit/webhooks-methods 6.0.0 `sign(secret, payload)`.
const githubHeader = (key: string, body: Buffer) => `sha256=${hmacHex(key, body)}`;
// ---- Slack: its documented v0 scheme, by hand.
const slackHeaders = (key: string, body: Buffer, ts: number | string) => ({
  "x-slack-request-timestamp": String(ts),
  "x-slack-signature": `v0=${hmacHex(key, `v0:${ts}:`, body)}`,
});

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

describe("github", () => {
  const key = secret("gh-hook-secret-4e1f");
  const verify = (headers: Record<string, string>, body = JSON_BODY) =>
    verifyRequest({ scheme: "github", secret: key }, { headers, body }, NOW_MS);

  it("passes GitHub's documented example", () => {
    const result = verifyRequest(
      { scheme: "github", secret: secret("It's a Secret to Everybody") },
      {
        headers: {
          "x-hub-signature-256": "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17",
        },
        body: Buffer.from("Hello, World!"),
      },
      NOW_MS,
    );
    expectOk(result);
  });
  it("passes a valid signature, hex in either case, whatever the time", () => {
    expectOk(verify({ "x-hub-signature-256": githubHeader(key, JSON_BODY) }));
    expectOk(
      verify({
        "x-hub-signature-256": githubHeader(key, JSON_BODY).toUpperCase().replace("SHA256", "sha256"),
      }),
    );
  });
  it("refuses a forged signature and a tampered body", () => {
    expectFail(
      verify({ "x-hub-signature-256": githubHeader("nope", JSON_BODY) }),
      "X-Hub-Signature-256 does not match",
    );
    expectFail(
      verify({ "x-hub-signature-256": githubHeader(key, JSON_BODY) }, Buffer.from("{}")),
      "does not match",
    );
  });
  it("names a missing or malformed header, and refuses SHA-1 alone", () => {
    expectFail(verify({}), "missing X-Hub-Signature-256 header");
    expectFail(verify({ "x-hub-signature": "sha1=abc" }), "SHA-1 X-Hub-Signature alone is not accepted");
    expectFail(verify({ "x-hub-signature-256": "sha1=abc" }), "not of the form sha256=<hex digest>");
    expectFail(verify({ "x-hub-signature-256": "sha256=abc" }), "not of the form");
    expectFail(verify({ "x-hub-signature-256": `sha256=${"g".repeat(64)}` }), "not of the form");
  });
  it("signs binary bodies byte-exactly", () => {
    expectOk(verify({ "x-hub-signature-256": githubHeader(key, BINARY_BODY) }, BINARY_BODY));
    expectFail(
      verify({ "x-hub-signature-256": githubHeader(key, BINARY_BODY) }, BINARY_TWIN),
      "does not match",
    );
  });
});

describe("slack", () => {
  const key = secret("8f742231b10e8888abcd99yyyzzz85a5");
  const body = Buffer.from("token=xyz&team_id=T1DC2JH3J&command=%2Fweather&text=94070");
  const verify = (headers: Record<string, string>, b = body) =>
    verifyRequest({ scheme: "slack", secret: key }, { headers, body: b }, NOW_MS);

  it("passes the v0 scheme", () => expectOk(verify(slackHeaders(key, body, NOW_S))));
  it("refuses a forged signature and a tampered body", () => {
    expectFail(verify(slackHeaders("other", body, NOW_S)), "X-Slack-Signature does not match");
    expectFail(verify(slackHeaders(key, body, NOW_S), Buffer.from("token=xyz")), "does not match");
  });
  it("refuses timestamps 6 minutes old or ahead", () => {
    expectFail(
      verify(slackHeaders(key, body, NOW_S - SIX_MIN)),
      "X-Slack-Request-Timestamp timestamp is outside",
    );
    expectFail(verify(slackHeaders(key, body, NOW_S + SIX_MIN)), "in the future");
  });
  it("names missing and malformed headers", () => {
    const good = slackHeaders(key, body, NOW_S);
    expectFail(
      verify({ "x-slack-request-timestamp": good["x-slack-request-timestamp"] }),
      "missing X-Slack-Signature header",
    );
    expectFail(
      verify({ "x-slack-signature": good["x-slack-signature"] }),
      "missing X-Slack-Request-Timestamp header",
    );
    expectFail(
      verify({ ...good, "x-slack-signature": good["x-slack-signature"].replace("v0=", "v1=") }),
      "v0=<hex digest>",
    );
    expectFail(verify({ ...good, "x-slack-request-timestamp": "1e9" }), "not a whole number of seconds");
  });
  it("signs binary bodies byte-exactly", () => {
    expectOk(verify(slackHeaders(key, BINARY_BODY, NOW_S), BINARY_BODY));
    expectFail(verify(slackHeaders(key, BINARY_BODY, NOW_S), BINARY_TWIN), "does not match");
  });
});

describe("header", () => {
  const key = secret("relay-token-7fd2a9");
  const cfg: VerifyConfig = { scheme: "header", secret: key, header: "X-Relay-Token" };
  const verify = (headers: Record<string, string>, c = cfg) =>
    verifyRequest(c, { headers, body: BINARY_BODY }, NOW_MS);

  it("passes the exact value, whatever the configured name's case", () => {
    expectOk(verify({ "x-relay-token": key }));
    expectOk(verify({ "x-relay-token": key }, { ...cfg, header: "x-relay-TOKEN" }));
  });
  it("refuses another value, a prefix, and a longer value", () => {
    expectFail(verify({ "x-relay-token": "nope" }), "X-Relay-Token does not match");
    expectFail(verify({ "x-relay-token": key.slice(0, -1) }), "does not match");
    expectFail(verify({ "x-relay-token": `${key} ` }), "does not match");
  });
  it("names a missing header and a configuration without a valid header name", () => {
    expectFail(verify({ authorization: key }), "missing X-Relay-Token header");
    expectFail(
      verify({ "x-relay-token": key }, { scheme: "header", secret: key }),
      "needs a valid header name",
    );
    expectFail(
      verify({ "x-relay-token": key }, { ...cfg, header: "bad name:" }),
      "needs a valid header name",
    );
  });
});

describe("configuration", () => {
  it("fails closed without a secret or with an unknown scheme", () => {
    const req = { headers: { "x-hub-signature-256": githubHeader("", JSON_BODY) }, body: JSON_BODY };
    expectFail(verifyRequest({ scheme: "github", secret: "" }, req, NOW_MS), "no secret");
    const unknown = { scheme: "aws", secret: "x" } as unknown as VerifyConfig;
    expectFail(verifyRequest(unknown, req, NOW_MS), "not one we know");
  });
  it("generates 64-hex secrets for the schemes other than Standard Webhooks", () => {
    for (const scheme of ["stripe", "github", "slack", "header"] as const)
      expect(generateSecret(scheme)).toMatch(/^[0-9a-f]{64}$/);
    expect(generateSecret("github")).not.toBe(generateSecret("github"));
  });
});
