import { DEFAULT_SCHEDULE_S } from "../../webhooks/retry-policy";

// The examples /docs shows for the relay's routes (./*.routes.ts, ./trigger.ts, ./stream.ts): a source verifying
// Stripe's signatures and forwarding payments to one service, and a request it received. Plain data: each is
// checked against the schema it is attached to (its type at the `.openapi()` call, its value by Redocly in
// test/foundation/openapi-reference.test.ts).

const TOKEN = "hQ3vT8kR1mN6pW0xZ4sL7yB2cF9dG5jA0eU3iO6t";
const SOURCE_ID = "01a2215f-3e80-7c2d-9b4a-6e1f0d8c2a57";
const DESTINATION_ID = "01a2215f-4a12-7e5b-8d3c-1f9a2b6e0c48";
const REQUEST_ID = "01a2217d-7638-7c41-8d5e-2f0a1b3c4d5e";
const RECEIVED_AT = "2026-11-28T09:30:00.120Z";
const SERVICE_URL = "https://api.example.com/webhooks/stripe";
const SLACK_URL = "https://hooks.example.com/slack/payments";
const PAID = { body: { type: "payment_intent.succeeded" } };
/** A JSONata transform: the payment as a chat message. */
const TRANSFORM = '{"body": {"text": "Paid: " & body.data.object.amount & " " & body.data.object.currency}}';

export const destinationExample = {
  id: DESTINATION_ID,
  url: SERVICE_URL,
  format: "passthrough" as const,
  filter: PAID,
  paused: false,
  retry: { schedule_s: [...DEFAULT_SCHEDULE_S] },
  rate_limit_per_s: 10,
  transform: null,
  sign: false,
  created_at: "2026-11-20T08:00:05.000Z",
};

/** A signing destination as its rotation answers it: the new secret, shown this once. */
export const rotatedDestinationExample = {
  ...destinationExample,
  sign: true,
  signing_secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
};

export const sourceExample = {
  id: SOURCE_ID,
  name: "Stripe payments",
  ingest_url: `https://scoutpost.example.com/hooks/relay/${TOKEN}`,
  verify: { scheme: "stripe" as const, preset: "stripe" as const },
  destinations: [destinationExample],
  created_at: "2026-11-20T08:00:00.000Z",
  request_count: 128,
  last_request_at: RECEIVED_AT,
};

/** The paging fields of a list's only page. */
const lastPage = (page_size: number | null) => ({
  page_size,
  has_more: false,
  prev_cursor: null,
  next_cursor: null,
});

export const sourceListExample = { sources: [sourceExample], ...lastPage(null) };

/** POST /v1/relay/sources: verify with the Stripe preset, forward paid events to one service. */
export const createSourceExample = {
  name: "Stripe payments",
  verify: { preset: "stripe" as const, secret: "whsec_4hTz0mYpK8vQ2xWc6nJb1rLd9sFg3aEu" },
  destinations: [{ url: SERVICE_URL, filter: PAID, rate_limit_per_s: 10 }],
};

/** PATCH /v1/relay/sources/{id}: a new name, and Stripe's rolled secret (the old one still passes for 24 h). */
export const updateSourceExample = {
  name: "Stripe payments (live)",
  verify: { preset: "stripe" as const, secret: "whsec_9bNc2xRv5tLq8mKw1zYh4pDf7sGj0aUe" },
};

/** POST /v1/relay/sources/{id}/destinations: a Slack channel, for paid events only, with a short retry budget. */
export const destinationInputExample = {
  url: SLACK_URL,
  format: "slack" as const,
  filter: PAID,
  retry: { max_attempts: 5, max_age_s: 3600 },
};

/** PATCH …/destinations/{destination_id}: its own waits, a rate limit, and a transform. */
export const updateDestinationExample = {
  retry: { schedule_s: [0, 60, 600, 3600] },
  rate_limit_per_s: 5,
  transform: TRANSFORM,
};

const event = {
  id: "evt_3QxExampleA1b2C3",
  object: "event",
  type: "payment_intent.succeeded",
  data: { object: { id: "pi_3QxExampleD4e5F6", object: "payment_intent", amount: 2900, currency: "usd" } },
};
const body = JSON.stringify(event);
const headers = {
  "content-type": "application/json; charset=utf-8",
  "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
  "stripe-signature": "t=1795858200,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd",
};

export const requestExample = {
  id: REQUEST_ID,
  received_at: RECEIVED_AT,
  method: "POST",
  path: "/",
  query: null,
  headers,
  body,
  body_encoding: "utf8" as const,
  body_bytes: body.length,
  body_truncated: false,
  status: "accepted" as const,
  reason: null,
  deliveries: [
    { id: "01a2217d-763a-7f02-a1b4-8c5d3e7f9a10", destination_id: DESTINATION_ID, status: "succeeded" },
  ],
};

export const requestListExample = { requests: [requestExample], ...lastPage(50) };

/** POST /v1/relay/requests/{id}/replay to one destination, and its answer (not streamed: one destination). */
export const replayExample = { destination_id: DESTINATION_ID };
export const replayedExample = {
  deliveries: [{ id: "01a22183-1f40-7a6b-9c2d-4e8f0a1b3c5d", destination_id: DESTINATION_ID }],
  streamed: false,
  stream_event_id: null,
};

/** GET /v1/relay/sources/{id}/stream: the connect ping, then one event per accepted request. */
export const streamExample = `: ping\n\nevent: request\nid: ${REQUEST_ID}\ndata: ${JSON.stringify(requestExample)}\n\n`;

export const failingExample = {
  source_id: SOURCE_ID,
  source_name: "Stripe payments",
  destination_id: DESTINATION_ID,
  url: SERVICE_URL,
  paused: false,
  last_error: "HTTP 503",
  last_status_code: 503,
  last_failed_at: "2026-11-28T09:41:12.530Z",
  failed_count: 3,
  waiting_count: 1,
  next_attempt_at: "2026-11-28T10:11:12.530Z",
};

/** POST /v1/relay/transform/try: the transform above, on the request above. */
export const tryTransformExample = {
  expression: TRANSFORM,
  request_id: REQUEST_ID,
  destination_url: SLACK_URL,
};
const shape = { method: "POST", path: "/", query: {}, headers };
export const triedExample = {
  ok: true,
  error: null,
  input: { ...shape, body: event },
  output: {
    ...shape,
    headers: { ...headers, "content-type": "application/json" },
    body: '{"text":"Paid: 2900 usd"}',
  },
  url: SLACK_URL,
};
