import { verify as githubVerify } from "@octokit/webhooks-methods";
import { Webhook } from "standardwebhooks";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { PRESETS } from "./presets";
import { signSample } from "./sample-sign";
import { sampleFor } from "./samples";
import type { Source } from "./sources";
import { type VerifyConfig, type VerifyOptions, verifyRequest } from "./verify";

// The samples `scoutpost trigger` sends pass the source's own verification for every preset it can sign, and the
// providers' own libraries where the repository has them; two samples are two events, never a retry.

const URL_ = "https://relay.example.test/hooks/relay/abc";
const NOW = Date.UTC(2026, 0, 2, 3, 4, 5);

function source(verify: (Omit<VerifyConfig, "options"> & { options?: VerifyOptions }) | null): Source {
  return {
    id: "src_1",
    accountId: "acc_1",
    name: "test",
    token: "abc",
    verifyScheme: verify?.scheme ?? null,
    verifySecret: verify?.secret ?? null,
    verifyHeader: verify?.header ?? null,
    verifyOptions: verify?.options ?? null,
    previousSecret: null,
    previousSecretUntil: null,
    requestCount: 0,
    lastRequestAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    destinations: [],
  } as Source;
}

function signed(s: Source, preset?: string, event?: string) {
  const sample = sampleFor(preset, event, NOW);
  const out = signSample(s, sample, URL_, NOW);
  if ("problem" in out) throw new Error(out.problem);
  return { ...out, event: sample.event };
}

const secretFor = (preset: string) =>
  preset === "standard_webhooks" ? "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" : `${preset}-secret`;

describe("trigger samples: happy path", () => {
  const signable = PRESETS.filter((p) => p.name !== "discord");
  it.each(signable.map((p) => p.name))("a %s sample passes the source's verification", (preset) => {
    const scheme = PRESETS.find((p) => p.name === preset)!.method.scheme;
    const s = source({
      scheme: scheme === "custom" ? "hmac" : scheme,
      secret: secretFor(preset),
      options: {
        preset: preset as VerifyOptions["preset"],
        ...(preset === "postmark" ? { username: "pm" } : {}),
      },
    });
    const { headers, body } = signed(s, preset);
    const cfg = { scheme: s.verifyScheme!, secret: s.verifySecret!, options: s.verifyOptions! };
    expect(verifyRequest(cfg, { headers, body, method: "POST", url: URL_ }, NOW)).toEqual({ ok: true });
  });

  it("Stripe: a payment_intent.succeeded event that stripe.webhooks.constructEvent accepts", () => {
    const secret = "whsec_stripe_test";
    const { headers, body } = signed(
      source({ scheme: "stripe", secret, options: { preset: "stripe" } }),
      "stripe",
    );
    const stripe = new Stripe("sk_test_x");
    const event = stripe.webhooks.constructEvent(body, headers["stripe-signature"]!, secret, 1e12);
    expect(event.type).toBe("payment_intent.succeeded");
    expect(event.id).toMatch(/^evt_/);
  });

  it("GitHub: a ping with X-GitHub-Event that @octokit/webhooks-methods verifies, or the event named", async () => {
    const s = source({ scheme: "github", secret: "gh" });
    const ping = signed(s, "github");
    expect(ping.headers["x-github-event"]).toBe("ping");
    expect(await githubVerify("gh", ping.body.toString(), ping.headers["x-hub-signature-256"]!)).toBe(true);
    const push = signed(s, "github", "push");
    expect([push.headers["x-github-event"], JSON.parse(push.body.toString()).ref]).toEqual([
      "push",
      "refs/heads/main",
    ]);
  });

  it("Standard Webhooks: the standardwebhooks library verifies it", () => {
    const secret = secretFor("standard_webhooks");
    const { headers, body } = signed(source({ scheme: "standard_webhooks", secret }), "standard_webhooks");
    const wh = new Webhook(secret);
    // The library checks the timestamp against its own clock: sign now for it.
    expect(() => wh.verify(body.toString(), headers)).toThrow(/timestamp/i);
    const fresh = signSample(
      source({ scheme: "standard_webhooks", secret }),
      sampleFor("standard_webhooks", undefined, Date.now()),
      URL_,
      Date.now(),
    );
    if ("problem" in fresh) throw new Error(fresh.problem);
    expect(wh.verify(fresh.body.toString(), fresh.headers)).toMatchObject({ type: "scoutpost.test" });
  });

  it("a source's own hmac, header and basic_auth schemes, and an unverified source's plain JSON", () => {
    const cases: Source[] = [
      source({
        scheme: "hmac",
        secret: "k",
        header: "X-Sig",
        options: {
          algorithm: "sha512",
          encoding: "base64",
          prefix: "v1=",
          content: "{timestamp}.{method}.{url}.{body}",
          timestamp_header: "X-Ts",
        },
      }),
      source({ scheme: "header", secret: "token", header: "X-Token" }),
      source({ scheme: "basic_auth", secret: "pw", options: { username: "me" } }),
    ];
    for (const s of cases) {
      const { headers, body } = signed(s);
      const cfg = {
        scheme: s.verifyScheme!,
        secret: s.verifySecret!,
        header: s.verifyHeader!,
        options: s.verifyOptions ?? undefined,
      };
      expect(verifyRequest(cfg, { headers, body, method: "POST", url: URL_ }, NOW), s.verifyScheme!).toEqual({
        ok: true,
      });
    }
    const plain = signed(source(null));
    expect(plain.headers).toEqual({ "content-type": "application/json" });
    expect(JSON.parse(plain.body.toString())).toMatchObject({ type: "scoutpost.test" });
  });
});

describe("trigger samples: errors", () => {
  it("an ed25519 source (Discord) cannot be signed: only the sender has the private key", () => {
    const s = source({ scheme: "ed25519", secret: "a".repeat(64), options: { preset: "discord" } });
    expect(signSample(s, sampleFor("discord", undefined, NOW), URL_, NOW)).toMatchObject({
      problem: expect.stringMatching(/private key/),
    });
  });

  it("a sample signed with another secret fails the source's verification", () => {
    const { headers, body } = signed(source({ scheme: "stripe", secret: "whsec_other" }), "stripe");
    const cfg = { scheme: "stripe" as const, secret: "whsec_real" };
    expect(verifyRequest(cfg, { headers, body }, NOW).ok).toBe(false);
  });

  it("two samples are two events: fresh ids, so the second is not taken for the sender's retry", () => {
    const a = JSON.parse(sampleFor("stripe", undefined, NOW).body.toString());
    const b = JSON.parse(sampleFor("stripe", undefined, NOW).body.toString());
    expect(a.id).not.toBe(b.id);
    expect(sampleFor("github", undefined, NOW).headers["x-github-delivery"]).not.toBe(
      sampleFor("github", undefined, NOW).headers["x-github-delivery"],
    );
  });
});
