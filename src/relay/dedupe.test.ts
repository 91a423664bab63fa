import { describe, expect, it } from "vitest";
import { DEDUPE_VALUE_MAX, dedupeKey } from "./verify";

const json = (v: unknown) => Buffer.from(JSON.stringify(v));
const EMPTY = Buffer.alloc(0);

describe("dedupeKey", () => {
  it("uses webhook-id first on a source that verifies nothing, or only a shared header", () => {
    const headers = { "webhook-id": "msg_1", "x-github-delivery": "d-1", "idempotency-key": "k" };
    expect(dedupeKey(null, headers, EMPTY)).toBe("webhook-id:msg_1");
    expect(dedupeKey("header", headers, EMPTY)).toBe("webhook-id:msg_1");
    expect(dedupeKey("standard_webhooks", headers, EMPTY)).toBe("webhook-id:msg_1");
  });
  it("uses X-GitHub-Delivery, with the signature on a GitHub-verifying source", () => {
    expect(dedupeKey(null, { "x-github-delivery": "72d3162e-cc78" }, json({ id: 5 }))).toBe(
      "github:72d3162e-cc78",
    );
    const signed = { "x-github-delivery": "72d3162e-cc78", "x-hub-signature-256": "sha256=ab" };
    expect(dedupeKey("github", signed, json({ id: 5 }))).toBe("github:72d3162e-cc78:sha256=ab");
    expect(dedupeKey("github", { "x-github-delivery": "72d3162e-cc78" }, EMPTY)).toBeNull();
  });
  it("lets only the signed identity decide on a verifying source: unsigned headers are ignored there", () => {
    const stripeBody = json({ id: "evt_1", object: "event" });
    const extra = { "webhook-id": "x", "x-github-delivery": "y", "idempotency-key": "z" };
    expect(dedupeKey("stripe", { "stripe-signature": "t=1,v1=ab", ...extra }, stripeBody)).toBe(
      "stripe:evt_1",
    );
    const slack = { "x-slack-signature": "v0=abcd", "x-slack-request-timestamp": "1531420618" };
    expect(dedupeKey("slack", { ...slack, ...extra }, EMPTY)).toBe("slack:v0=abcd:1531420618");
    const github = { "x-github-delivery": "d-1", "x-hub-signature-256": "sha256=ab" };
    expect(dedupeKey("github", { ...github, "webhook-id": "x", "idempotency-key": "z" }, EMPTY)).toBe(
      "github:d-1:sha256=ab",
    );
    expect(dedupeKey("standard_webhooks", { "webhook-id": "msg_1", "idempotency-key": "z" }, EMPTY)).toBe(
      "webhook-id:msg_1",
    );
    expect(dedupeKey("standard_webhooks", { "idempotency-key": "z" }, EMPTY)).toBeNull();
  });
  it("uses the Stripe event id from the body, for the stripe scheme or a Stripe-Signature", () => {
    const body = json({ id: "evt_1Nq", object: "event", data: { object: { id: "in_1" } } });
    expect(dedupeKey("stripe", {}, body)).toBe("stripe:evt_1Nq");
    expect(dedupeKey(null, { "stripe-signature": "t=1,v1=ab" }, body)).toBe("stripe:evt_1Nq");
    expect(dedupeKey(null, {}, body)).toBeNull();
    expect(dedupeKey("header", {}, body)).toBeNull();
  });
  it("skips a Stripe body that is not JSON, not an object, or has no string id", () => {
    for (const body of [
      Buffer.from("evt_1"),
      json(["evt_1"]),
      json({ id: 1 }),
      json({ id: " " }),
      json(null),
    ])
      expect(dedupeKey("stripe", {}, body)).toBeNull();
    expect(dedupeKey("stripe", { "idempotency-key": "k1" }, Buffer.from([0xff, 0x00]))).toBeNull();
    expect(dedupeKey(null, { "idempotency-key": "k1" }, Buffer.from([0xff, 0x00]))).toBe(
      "idempotency-key:k1",
    );
  });
  it("uses Idempotency-Key", () => {
    expect(dedupeKey(null, { "idempotency-key": " abc " }, EMPTY)).toBe("idempotency-key:abc");
  });
  it("uses Slack's signature and timestamp together, never one alone", () => {
    const headers = { "x-slack-signature": "v0=abcd", "x-slack-request-timestamp": "1531420618" };
    expect(dedupeKey("slack", headers, EMPTY)).toBe("slack:v0=abcd:1531420618");
    expect(dedupeKey(null, headers, EMPTY)).toBe("slack:v0=abcd:1531420618");
    expect(dedupeKey("slack", { "x-slack-signature": "v0=abcd" }, EMPTY)).toBeNull();
  });
  it("is null without any identity, and for blank values", () => {
    expect(dedupeKey(null, {}, json({ id: "evt_1" }))).toBeNull();
    expect(dedupeKey(null, { "webhook-id": "  ", "x-github-delivery": "" }, EMPTY)).toBeNull();
  });
  it("hashes values longer than the limit, so a key stays short", () => {
    const long = "x".repeat(DEDUPE_VALUE_MAX + 1);
    const key = dedupeKey(null, { "webhook-id": long }, EMPTY)!;
    expect(key).toMatch(/^webhook-id:sha256:[0-9a-f]{64}$/);
    expect(dedupeKey(null, { "webhook-id": long }, EMPTY)).toBe(key);
    expect(dedupeKey(null, { "webhook-id": `${long}y` }, EMPTY)).not.toBe(key);
    expect(dedupeKey(null, { "webhook-id": "x".repeat(DEDUPE_VALUE_MAX) }, EMPTY)).toBe(
      `webhook-id:${"x".repeat(DEDUPE_VALUE_MAX)}`,
    );
  });
});
