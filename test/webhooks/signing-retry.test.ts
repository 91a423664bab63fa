import { createHmac, timingSafeEqual } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret } from "../../src/accounts/keys";
import {
  backoffSchedule,
  classify,
  parseRetryAfter,
  RETRY_AFTER_CAP_MS,
  RETRYABLE_STATUSES,
  retryDelayMs,
} from "../../src/webhooks/retry";
import { activeSecrets, checkSignature, sign, signatureHeaders } from "../../src/webhooks/signing";

describe("signing", () => {
  const body = JSON.stringify({ event_type: "scout_update", text: "héllo 😀" });
  const now = Date.now();
  const ts = Math.floor(now / 1000);

  it("a Standard Webhooks receiver verifies the current secret", () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders([secret], "msg_1", ts, body);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it("during the overlap both the new and the old secret verify; after it only the new one", () => {
    const old = newWebhookSecret();
    const current = newWebhookSecret();
    const account = {
      webhookSecret: current,
      retiredWebhookSecrets: [{ secret: old, expiresAt: now + 1000 }],
    };
    const during = signatureHeaders(activeSecrets(account, now), "msg_2", ts, body);
    expect(during["webhook-signature"].split(" ")).toHaveLength(2);
    expect(() => new Webhook(current).verify(body, { ...during })).not.toThrow();
    expect(() => new Webhook(old).verify(body, { ...during })).not.toThrow();

    const after = signatureHeaders(activeSecrets(account, now + 1001), "msg_2", ts, body);
    expect(after["webhook-signature"].split(" ")).toHaveLength(1);
    expect(() => new Webhook(old).verify(body, { ...after })).toThrow();
  });

  it("a tampered body or another secret does not verify", () => {
    const secret = newWebhookSecret();
    const headers = signatureHeaders([secret], "msg_3", ts, body);
    expect(() => new Webhook(secret).verify(`${body} `, { ...headers })).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow();
  });
});

/** The dependency-free verifier shown in docs/webhooks.md ("Verifying signatures"), kept here so the docs stay true. */
function verify(secret: string, headers: Record<string, string>, rawBody: string, nowS = Date.now() / 1000) {
  const id = headers["webhook-id"];
  const ts = headers["webhook-timestamp"];
  const sigs = headers["webhook-signature"] ?? "";
  if (!id || !ts || Math.abs(nowS - Number(ts)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${ts}.${rawBody}`).digest();
  return sigs.split(" ").some((s) => {
    const [version, b64] = s.split(",");
    const got = Buffer.from(b64 ?? "", "base64");
    return version === "v1" && got.length === expected.length && timingSafeEqual(got, expected);
  });
}

describe("signing: the documented verifier", () => {
  it("accepts our signature and refuses a tampered body or a stale timestamp", () => {
    const secret = newWebhookSecret();
    const now = Math.floor(Date.now() / 1000);
    const body = '{"event_type":"scout_update"}';
    const headers = { ...signatureHeaders([secret], "d-1", now, body) };
    expect(verify(secret, headers, body)).toBe(true);
    expect(verify(secret, headers, `${body} `)).toBe(false);
    expect(verify(secret, headers, body, now + 301)).toBe(false);
  });
});

describe("signing: checking a captured request (the inbox's verifier)", () => {
  const [old, current] = [newWebhookSecret(), newWebhookSecret()];
  const account = {
    webhookSecret: current,
    retiredWebhookSecrets: [{ secret: old, expiresAt: 2_000_000_000_000 }],
  };
  const at = 1_767_225_600_000;
  const headersBy = (secret: string, ts = at / 1000) =>
    ({ ...signatureHeaders([secret], "msg_1", ts, "{}") }) as Record<string, string>;

  it("names the secret that signed it, and how far its timestamp is from arrival", () => {
    expect(checkSignature(headersBy(current), "{}", account, at + 2_000)).toEqual({
      result: "valid",
      secret: "current",
      skewS: 2,
    });
    expect(checkSignature(headersBy(old, at / 1000 - 600), "{}", account, at)).toMatchObject({
      result: "valid",
      secret: "replaced",
      skewS: 600,
    });
  });

  it("signs the timestamp as it was sent, as a receiver does", () => {
    const ts = `0${at / 1000}`; // an odd but valid header: the HMAC covers these characters
    const headers = {
      "webhook-id": "msg_1",
      "webhook-timestamp": ts,
      "webhook-signature": sign(current, "msg_1", ts, "{}"),
    };
    expect(checkSignature(headers, "{}", account, at)).toMatchObject({ result: "valid", secret: "current" });
  });

  it("refuses a changed body, an unknown secret, and reports a request that carries no signature", () => {
    expect(checkSignature(headersBy(current), '{"x":1}', account, at)).toEqual({ result: "invalid" });
    expect(checkSignature(headersBy(newWebhookSecret()), "{}", account, at)).toEqual({ result: "invalid" });
    expect(checkSignature({ "content-type": "application/json" }, "{}", account, at)).toEqual({
      result: "absent",
    });
    // A replaced secret whose overlap has ended no longer counts.
    const expired = { ...account, retiredWebhookSecrets: [{ secret: old, expiresAt: at - 1 }] };
    expect(checkSignature(headersBy(old), "{}", expired, at)).toEqual({ result: "invalid" });
  });
});

describe("retry classification", () => {
  it("2xx succeeds, including 204", () => {
    for (const status of [200, 201, 202, 204, 299]) expect(classify({ status }).outcome).toBe("success");
  });

  it("exactly 408, 409, 425, 429, 500, 502, 503, 504 are retryable statuses", () => {
    expect([...RETRYABLE_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (let status = 100; status < 600; status++) {
      if (status >= 200 && status < 300) continue;
      const c = classify({ status });
      expect(c).toEqual({
        outcome: RETRYABLE_STATUSES.has(status) ? "retryable" : "final",
        errorClass: "http_status",
      });
    }
  });

  it("3xx, other 4xx and 501 are final", () => {
    for (const status of [301, 302, 307, 400, 401, 403, 404, 410, 422, 501, 505]) {
      expect(classify({ status }).outcome).toBe("final");
    }
  });

  it("timeouts, network errors and interrupted attempts retry; a blocked address is final", () => {
    expect(classify({ error: "timeout" })).toEqual({ outcome: "retryable", errorClass: "timeout" });
    expect(classify({ error: "network" })).toEqual({ outcome: "retryable", errorClass: "network" });
    expect(classify({ error: "interrupted" })).toEqual({ outcome: "retryable", errorClass: "interrupted" });
    expect(classify({ error: "blocked" })).toEqual({ outcome: "final", errorClass: "blocked" });
  });
});

describe("retry schedule", () => {
  it("is data: 1 s then 2 s with the defaults", () => {
    expect(backoffSchedule(1000, 3)).toEqual([1000, 2000]);
    expect(backoffSchedule(10, 5)).toEqual([10, 20, 40, 80]);
  });

  it("jitters each delay within ±20 %", () => {
    for (const attempt of [1, 2]) {
      const nominal = 1000 * 2 ** (attempt - 1);
      expect(retryDelayMs({ baseMs: 1000, attempt, random: () => 0 })).toBe(nominal * 0.8);
      expect(retryDelayMs({ baseMs: 1000, attempt, random: () => 0.999999 })).toBeCloseTo(nominal * 1.2, -1);
    }
  });

  it("three timeouts with the defaults end in about 30-35 s", () => {
    for (const random of [() => 0, () => 0.999999]) {
      const waits =
        retryDelayMs({ baseMs: 1000, attempt: 1, random }) +
        retryDelayMs({ baseMs: 1000, attempt: 2, random });
      const total = 3 * 10_000 + waits;
      expect(total).toBeGreaterThanOrEqual(30_000);
      expect(total).toBeLessThanOrEqual(35_000);
    }
  });

  it("honours Retry-After in seconds and as an HTTP date, capped at 10 s", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("3", now)).toBe(3000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 23:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-1", now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(retryDelayMs({ baseMs: 10, attempt: 1, retryAfterMs: 3000, random: () => 0.5 })).toBe(3000);
    expect(retryDelayMs({ baseMs: 10, attempt: 1, retryAfterMs: 3_600_000 })).toBe(RETRY_AFTER_CAP_MS);
    // A Retry-After shorter than the schedule does not make us retry sooner.
    expect(retryDelayMs({ baseMs: 1000, attempt: 1, retryAfterMs: 0, random: () => 0.5 })).toBe(1000);
  });
});
