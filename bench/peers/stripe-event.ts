/** The relay benchmark's input: a Stripe event as Stripe sends it (bench/peers/relay.ts and relay-load.ts). */
import Stripe from "stripe";

const stripe = new Stripe("sk_test_bench");

/** A Stripe event of exactly 1,024 bytes and its headers. */
export function stripeRequest(secret: string, seq: string) {
  const head = JSON.stringify({
    id: `evt_${seq}`,
    object: "event",
    api_version: "2024-06-20",
    created: 1767225600,
    type: "payment_intent.succeeded",
    livemode: false,
    pending_webhooks: 1,
    data: {
      object: {
        id: `pi_${seq}`,
        object: "payment_intent",
        amount: 2000,
        currency: "usd",
        metadata: { pad: "" },
      },
    },
  });
  const body = head.replace('"pad":""', `"pad":"${"x".repeat(1024 - head.length)}"`);
  return {
    body,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
    },
  };
}
