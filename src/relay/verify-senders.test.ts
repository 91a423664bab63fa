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
  slackHeaders,
} from "./verify.fixtures";

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
    expectFail(verify(slackHeaders(key, body, NOW_S - SIX_MIN)), "X-Slack-Request-Timestamp is outside");
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
