import { describe, expect, it } from "vitest";
import { forwardedHeaders, HOP_BY_HOP } from "./forward-headers";

const SIGNED = {
  "content-type": "application/json; charset=utf-8",
  "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
  "stripe-signature": "t=1,v1=ab",
  "x-hub-signature-256": "sha256=ab",
  "x-github-event": "push",
  "x-github-delivery": "d-1",
  "webhook-id": "msg_1",
  "webhook-timestamp": "1",
  "webhook-signature": "v1,abc=",
  "x-slack-signature": "v0=ab",
  "x-slack-request-timestamp": "1",
  accept: "*/*",
};

describe("forwardedHeaders", () => {
  it("keeps the content type, the signatures and the sender's other headers", () => {
    expect(forwardedHeaders({ ...SIGNED, host: "relay.example.com", "content-length": "42" })).toEqual(
      SIGNED,
    );
  });
  it("drops hop-by-hop fields, Host, Content-Length and Expect", () => {
    const hop = Object.fromEntries(HOP_BY_HOP.map((h) => [h, "x"]));
    const incoming = {
      ...hop,
      host: "h",
      "content-length": "1",
      expect: "100-continue",
      "content-type": "text/plain",
    };
    expect(forwardedHeaders(incoming)).toEqual({ "content-type": "text/plain" });
  });
  it("drops the fields Connection names, in any case and spacing", () => {
    const incoming = {
      connection: "keep-alive, X-Trace ,x-hop",
      "x-trace": "1",
      "x-hop": "2",
      "x-kept": "3",
    };
    expect(forwardedHeaders(incoming)).toEqual({ "x-kept": "3" });
  });
  it("drops our own x-scoutpost-* names, pseudo-headers, bad names and unsendable values", () => {
    const incoming = {
      "x-scoutpost-request": "spoofed",
      "X-Scoutpost-Delivery": "spoofed",
      ":authority": "relay.example.com",
      "bad name": "x",
      "x-split": "a\r\nx-injected: 1",
      "x-nul": "a\0b",
      "x-ok": "a b\tc",
    };
    expect(forwardedHeaders(incoming)).toEqual({ "x-ok": "a b\tc" });
  });
  it("drops the headers the caller names, such as a source's secret header", () => {
    const incoming = { "x-relay-token": "s3cret", "content-type": "application/json" };
    expect(forwardedHeaders(incoming, ["X-Relay-Token"])).toEqual({ "content-type": "application/json" });
  });
  it("lower-cases names and leaves the input alone", () => {
    const incoming = { "Content-Type": "text/plain", Connection: "close" };
    expect(forwardedHeaders(incoming)).toEqual({ "content-type": "text/plain" });
    expect(incoming).toEqual({ "Content-Type": "text/plain", Connection: "close" });
  });
});
