import { randomBytes, randomUUID } from "node:crypto";

// The sample events `scoutpost trigger` sends (./trigger.ts): for each preset a body shaped as the provider's own
// (its usual first event by default, or the event named), with a fresh event id and delivery headers each time, so
// that two triggers are two events and never a sender's retry. Signing is ./sample-sign.ts's.

/** A request to sign and send: its event's name, content type, body, and the provider's unsigned headers. */
export interface Sample {
  event: string;
  contentType: string;
  body: Buffer;
  headers: Record<string, string>;
}

interface Made {
  body: unknown;
  headers?: Record<string, string>;
  /** A form body (Twilio's) rather than JSON. */
  form?: boolean;
}

interface Kind {
  event: string;
  make: (event: string, id: string, nowMs: number) => Made;
}

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const iso = (ms: number) => new Date(ms).toISOString();
const secs = (ms: number) => Math.floor(ms / 1000);
const note = "A test event sent by Scoutpost (scoutpost trigger)";

const repository = { id: 1, name: "hello-world", full_name: "octo/hello-world", private: false };
const sender = { login: "octo", id: 1, type: "User" };

const KINDS: Record<string, Kind> = {
  stripe: {
    event: "payment_intent.succeeded",
    make: (event, _id, now) => {
      const kind = event.split(".")[0]!;
      const object =
        kind === "payment_intent"
          ? {
              id: `pi_${hex(12)}`,
              object: kind,
              amount: 2000,
              currency: "usd",
              status: "succeeded",
              livemode: false,
            }
          : { id: `${kind.slice(0, 3)}_${hex(12)}`, object: kind, livemode: false };
      return {
        body: {
          id: `evt_${hex(12)}`,
          object: "event",
          api_version: "2024-06-20",
          created: secs(now),
          data: { object },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type: event,
        },
      };
    },
  },
  github: {
    event: "ping",
    make: (event, id) => ({
      headers: {
        "x-github-event": event,
        "x-github-delivery": id,
        "user-agent": "GitHub-Hookshot/scoutpost",
      },
      body:
        event === "ping"
          ? {
              zen: "Keep it logically awesome.",
              hook_id: 1,
              hook: { type: "Repository", events: ["push"] },
              repository,
              sender,
            }
          : event === "push"
            ? {
                ref: "refs/heads/main",
                before: "0".repeat(40),
                after: hex(20),
                commits: [{ id: hex(20), message: note, author: { name: "Octo" } }],
                repository,
                pusher: { name: "octo" },
                sender,
              }
            : { action: "created", repository, sender },
    }),
  },
  slack: {
    event: "app_mention",
    make: (event, _id, now) => ({
      body: {
        type: "event_callback",
        team_id: "T0001",
        api_app_id: "A0001",
        event: { type: event, user: "U0001", text: note, ts: `${secs(now)}.000100`, channel: "C0001" },
        event_id: `Ev${hex(6).toUpperCase()}`,
        event_time: secs(now),
      },
    }),
  },
  standard_webhooks: {
    event: "scoutpost.test",
    make: (event, id, now) => ({
      headers: { "webhook-id": `msg_${id}` },
      body: { type: event, timestamp: iso(now), data: { message: note } },
    }),
  },
  shopify: {
    event: "orders/create",
    make: (event, id) => ({
      headers: {
        "x-shopify-topic": event,
        "x-shopify-webhook-id": id,
        "x-shopify-shop-domain": "example.myshopify.com",
      },
      body: {
        id: Number.parseInt(hex(5), 16),
        email: "buyer@example.com",
        total_price: "20.00",
        currency: "USD",
      },
    }),
  },
  gitlab: {
    event: "Push Hook",
    make: (event, id) => ({
      headers: { "x-gitlab-event": event, "idempotency-key": id },
      body: {
        object_kind: "push",
        ref: "refs/heads/main",
        checkout_sha: hex(20),
        project: { name: "hello-world" },
      },
    }),
  },
  linear: {
    event: "Issue",
    make: (event, id, now) => ({
      headers: { "linear-delivery": id, "linear-event": event },
      body: { action: "create", type: event, data: { title: note }, webhookTimestamp: now, webhookId: id },
    }),
  },
  paddle: {
    event: "transaction.completed",
    make: (event, _id, now) => ({
      body: {
        event_id: `evt_${hex(13)}`,
        event_type: event,
        occurred_at: iso(now),
        notification_id: `ntf_${hex(13)}`,
        data: {},
      },
    }),
  },
  twilio: {
    event: "incoming-message",
    make: (_event, id) => ({
      form: true,
      headers: { "i-twilio-idempotency-token": id },
      body: {
        AccountSid: `AC${hex(16)}`,
        MessageSid: `SM${hex(16)}`,
        From: "+15005550006",
        To: "+15005550001",
        Body: note,
      },
    }),
  },
  zoom: {
    event: "meeting.started",
    make: (event, _id, now) => ({
      body: { event, event_ts: now, payload: { object: { id: hex(5), topic: note } } },
    }),
  },
  square: {
    event: "payment.created",
    make: (event, id, now) => ({
      body: { merchant_id: "M0001", type: event, event_id: id, created_at: iso(now), data: {} },
    }),
  },
  typeform: {
    event: "form_response",
    make: (event, id, now) => ({
      body: { event_id: id, event_type: event, form_response: { submitted_at: iso(now) } },
    }),
  },
  calendly: {
    event: "invitee.created",
    make: (event, _id, now) => ({
      body: { event, created_at: iso(now), payload: { email: "guest@example.com" } },
    }),
  },
  hubspot: {
    event: "contact.creation",
    make: (event, _id, now) => ({
      body: [
        {
          eventId: Number.parseInt(hex(4), 16),
          subscriptionType: event,
          portalId: 1,
          occurredAt: now,
          attemptNumber: 0,
          objectId: 1,
        },
      ],
    }),
  },
  pagerduty: {
    event: "incident.triggered",
    make: (event, id, now) => ({
      body: { event: { id, event_type: event, resource_type: "incident", occurred_at: iso(now), data: {} } },
    }),
  },
  sentry: {
    event: "issue",
    make: (event, id) => ({
      headers: { "sentry-hook-resource": event, "request-id": id },
      body: { action: "created", data: { [event]: { title: note } }, installation: { uuid: id } },
    }),
  },
  intercom: {
    event: "ping",
    make: (event, id, now) => ({
      body: {
        type: "notification_event",
        id: `notif_${id}`,
        topic: event,
        created_at: secs(now),
        data: { item: { message: note } },
      },
    }),
  },
  vercel: {
    event: "deployment.created",
    make: (event, id, now) => ({
      body: { id, type: event, createdAt: now, payload: { name: "hello-world" } },
    }),
  },
  mailgun: {
    event: "delivered",
    // `signature` is filled in by the signer: Mailgun signs a token it puts in the body.
    make: (event, id, now) => ({ body: { "event-data": { event, id, timestamp: now / 1000 } } }),
  },
  postmark: {
    event: "Delivery",
    make: (event, id, now) => ({
      body: { RecordType: event, MessageID: id, Recipient: "someone@example.com", DeliveredAt: iso(now) },
    }),
  },
};

/** Sources without a preset (a scheme of their own, or none). */
const GENERIC: Kind = {
  event: "scoutpost.test",
  make: (event, id, now) => ({ body: { id, type: event, created_at: iso(now), data: { message: note } } }),
};

/** The event `trigger` sends when none is named, for a preset (or none). */
export const defaultEvent = (preset: string | undefined) => (KINDS[preset ?? ""] ?? GENERIC).event;

/** A fresh sample of `event` (the preset's default when undefined) as the preset's provider sends it. */
export function sampleFor(preset: string | undefined, event: string | undefined, nowMs: number): Sample {
  const kind = KINDS[preset ?? ""] ?? GENERIC;
  const name = event ?? kind.event;
  const made = kind.make(name, randomUUID(), nowMs);
  return made.form
    ? {
        event: name,
        contentType: "application/x-www-form-urlencoded",
        body: Buffer.from(new URLSearchParams(made.body as Record<string, string>).toString()),
        headers: made.headers ?? {},
      }
    : {
        event: name,
        contentType: "application/json",
        body: Buffer.from(JSON.stringify(made.body)),
        headers: made.headers ?? {},
      };
}
