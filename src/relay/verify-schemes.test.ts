import { createHmac, generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type VerifyConfig, verifyConfigProblem, verifyRequest } from "./verify";
import {
  BINARY_BODY,
  BINARY_TWIN,
  expectFail,
  expectOk,
  JSON_BODY,
  NOW_MS,
  NOW_S,
  SIX_MIN,
  secret,
} from "./verify.fixtures";

// The generic schemes a user configures field by field: hmac, basic_auth, ed25519.

describe("hmac", () => {
  const key = secret("hmac-secret-91c3");
  const url = "https://relay.example/hooks/relay/tok/path?x=1";
  const base: VerifyConfig = {
    scheme: "hmac",
    secret: key,
    header: "X-Signature",
    options: { algorithm: "sha256", encoding: "hex" },
  };
  const verify = (cfg: VerifyConfig, headers: Record<string, string>, body = JSON_BODY) =>
    verifyRequest(cfg, { headers, body, method: "POST", url }, NOW_MS);
  const mac = (alg: string, enc: "hex" | "base64", ...parts: (string | Buffer)[]) =>
    parts.reduce((h, p) => h.update(p), createHmac(alg, key)).digest(enc);

  it("passes an HMAC of the body by default, in any algorithm and encoding", () => {
    expectOk(verify(base, { "x-signature": mac("sha256", "hex", JSON_BODY) }));
    for (const algorithm of ["sha1", "sha256", "sha512"] as const)
      for (const encoding of ["hex", "base64"] as const)
        expectOk(
          verify(
            { ...base, options: { algorithm, encoding } },
            { "x-signature": mac(algorithm, encoding, JSON_BODY) },
          ),
        );
  });
  it("signs the template: timestamp, method, URL and body, with a prefix", () => {
    const cfg: VerifyConfig = {
      ...base,
      options: {
        algorithm: "sha256",
        encoding: "base64",
        prefix: "v1=",
        content: "{timestamp}.{method}.{url}.{body}",
        timestamp_header: "X-Timestamp",
      },
    };
    const sig = `v1=${mac("sha256", "base64", `${NOW_S}.POST.${url}.`, JSON_BODY)}`;
    expectOk(verify(cfg, { "x-signature": sig, "x-timestamp": String(NOW_S) }));
    expectFail(
      verify(cfg, { "x-signature": sig, "x-timestamp": String(NOW_S - 1) }),
      "X-Signature does not match",
    );
    expectFail(
      verifyRequest(
        cfg,
        {
          headers: { "x-signature": sig, "x-timestamp": String(NOW_S) },
          body: JSON_BODY,
          method: "PUT",
          url,
        },
        NOW_MS,
      ),
      "does not match",
    );
    expectFail(
      verify(cfg, { "x-signature": sig.slice(3), "x-timestamp": String(NOW_S) }),
      "no signature starting v1=",
    );
  });
  it("refuses a stale or future timestamp, within its own tolerance", () => {
    const cfg: VerifyConfig = {
      ...base,
      options: {
        algorithm: "sha256",
        encoding: "hex",
        content: "{timestamp}{body}",
        timestamp_header: "X-Ts",
        tolerance_s: 60,
      },
    };
    const at = (t: number) => ({
      "x-signature": mac("sha256", "hex", String(t), JSON_BODY),
      "x-ts": String(t),
    });
    expectOk(verify(cfg, at(NOW_S - 60)));
    expectFail(verify(cfg, at(NOW_S - 61)), "X-Ts is outside the 1-minute tolerance (61 s old)");
    expectFail(verify(cfg, at(NOW_S + SIX_MIN)), "in the future");
    expectFail(verify(cfg, { "x-signature": at(NOW_S)["x-signature"] }), "missing X-Ts header");
  });
  it("refuses a forged signature, a missing header and a tampered binary body", () => {
    expectFail(
      verify(base, { "x-signature": createHmac("sha256", "other").update(JSON_BODY).digest("hex") }),
      "does not match",
    );
    expectFail(verify(base, {}), "missing X-Signature header");
    expectFail(verify(base, { "x-signature": "zz" }), "does not match");
    const signed = { "x-signature": mac("sha256", "hex", BINARY_BODY) };
    expectOk(verify(base, signed, BINARY_BODY));
    expectFail(verify(base, signed, BINARY_TWIN), "does not match");
  });
  it("refuses configurations that can never pass", () => {
    const problem = (o: Partial<VerifyConfig>) => verifyConfigProblem({ ...base, ...o });
    expect(problem({ header: "bad header:" })).toMatch(/valid header name/);
    expect(problem({ options: { algorithm: "md5" as "sha1", encoding: "hex" } })).toMatch(
      /sha1, sha256 or sha512/,
    );
    expect(problem({ options: { algorithm: "sha1", encoding: "hex", content: "{nonce}{body}" } })).toMatch(
      /knows only/,
    );
    expect(
      problem({ options: { algorithm: "sha1", encoding: "hex", content: "{timestamp}{body}" } }),
    ).toMatch(/needs a timestamp_header/);
    expect(problem({})).toBeNull();
  });
});

describe("basic_auth", () => {
  const password = secret("pm-hook-pass-5521");
  const cfg: VerifyConfig = { scheme: "basic_auth", secret: password, options: { username: "postmark" } };
  const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString("base64")}`;
  const verify = (headers: Record<string, string>) =>
    verifyRequest(cfg, { headers, body: JSON_BODY }, NOW_MS);

  it("passes the right user name and password, and only those", () => {
    expectOk(verify({ authorization: basic("postmark", password) }));
    expectFail(verify({ authorization: basic("postmark", "wrong") }), "Authorization does not match");
    expectFail(verify({ authorization: basic("other", password) }), "does not match");
    expectFail(verify({ authorization: `Bearer ${password}` }), "not Basic credentials");
    expectFail(verify({}), "missing Authorization header");
  });
  it("needs a user name", () => {
    expect(verifyConfigProblem({ scheme: "basic_auth", secret: password })).toMatch(/needs a username/);
  });
});

describe("ed25519", () => {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const publicHex = secret(publicKey.export({ format: "der", type: "spki" }).subarray(-32).toString("hex"));
  const cfg: VerifyConfig = {
    scheme: "ed25519",
    secret: publicHex,
    options: { signature_header: "X-Sig", timestamp_header: "X-Time" },
  };
  const signed = (body: Buffer, t: number) => ({
    "x-sig": sign(null, Buffer.concat([Buffer.from(String(t)), body]), privateKey).toString("hex"),
    "x-time": String(t),
  });
  const verify = (headers: Record<string, string>, body = JSON_BODY) =>
    verifyRequest(cfg, { headers, body }, NOW_MS);

  it("passes a signature of the timestamp and body under the public key", () => {
    expectOk(verify(signed(JSON_BODY, NOW_S)));
    expectOk(verify(signed(BINARY_BODY, NOW_S), BINARY_BODY));
  });
  it("refuses a forged, stale, tampered or missing signature", () => {
    const other = generateKeyPairSync("ed25519").privateKey;
    const forged = sign(null, Buffer.concat([Buffer.from(String(NOW_S)), JSON_BODY]), other).toString("hex");
    expectFail(verify({ ...signed(JSON_BODY, NOW_S), "x-sig": forged }), "X-Sig does not match");
    expectFail(verify(signed(JSON_BODY, NOW_S - SIX_MIN)), "X-Time is outside the 5-minute tolerance");
    expectFail(verify(signed(BINARY_BODY, NOW_S), BINARY_TWIN), "does not match");
    expectFail(verify({ "x-time": String(NOW_S) }), "missing X-Sig header");
    expectFail(verify({ ...signed(JSON_BODY, NOW_S), "x-sig": "abcd" }), "not a 64-byte hex signature");
  });
  it("refuses a public key that is not 32 bytes of hex", () => {
    expect(verifyConfigProblem({ ...cfg, secret: "abcd" })).toMatch(/32 bytes of hex/);
    expect(verifyConfigProblem({ ...cfg, options: { timestamp_header: "X-Time" } })).toMatch(
      /signature_header/,
    );
  });
});
