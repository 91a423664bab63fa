import type { WebhookFormat } from "../db/schema";
import { clip, graphemeCut } from "../text";
import type { WebhookEvent } from "./event";

/** The per-attempt part of a payload (docs/spec.md §6 `delivery`). */
export interface DeliveryMeta {
  /** The delivery id (also the `webhook-id` header). */
  id: string;
  /** Attempt number, starting at 1. */
  attempt: number;
  /** ISO 8601: when this attempt was sent. */
  timestamp: string;
}

/** Slack Block Kit limits the `slack` format keeps (https://api.slack.com/reference/block-kit). */
export const SLACK_LIMITS = {
  /** Top-level `text` fallback: Slack allows far more, but notifications only show the start. */
  text: 3000,
  headerText: 150,
  sectionText: 3000,
  fieldText: 2000,
  fields: 10,
  blocks: 50,
  buttonText: 75,
  buttonUrl: 3000,
} as const;

const ELLIPSIS = "…";

/** Shorten `s` to at most `max` UTF-16 code units, ending with an ellipsis when cut, never inside a character. */
export const truncate = (s: string, max: number): string => clip(s, max, ELLIPSIS);

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/** Slack's three control characters as entities, so user text can neither inject links nor mentions. */
export const escapeMrkdwn = (s: string) => s.replace(/[&<>]/g, (c) => ENTITIES[c]!);

/**
 * Escape for mrkdwn and fit in `max` code units. Cutting after escaping could leave half an entity (`&am`), so the
 * cut is made in the original text, where as much of it fits as its escaped form allows (and never inside a
 * character, graphemeCut), and only that part is escaped.
 */
export function escapeAndTruncate(s: string, max: number): string {
  const escaped = escapeMrkdwn(s);
  if (escaped.length <= max) return escaped;
  const budget = max - ELLIPSIS.length;
  let used = 0;
  let end = 0;
  for (; end < s.length; end++) {
    const grow = ENTITIES[s[end]!]?.length ?? 1;
    if (used + grow > budget) break;
    used += grow;
  }
  return escapeMrkdwn(s.slice(0, graphemeCut(s, end))) + ELLIPSIS;
}

const str = (v: unknown, fallback = "") => (typeof v === "string" ? v : v == null ? fallback : String(v));

/**
 * Read a stored event defensively: the column is JSON written by several producers, and one odd value must not
 * make every attempt of a delivery throw.
 */
export function normalizeEvent(raw: unknown): WebhookEvent {
  const e = (raw ?? {}) as { scout?: Record<string, unknown>; update?: Record<string, unknown> };
  const s = e.scout ?? {};
  const u = e.update ?? {};
  return {
    scout: { id: str(s.id), display_name: str(s.display_name), query: str(s.query) },
    update: {
      id: str(u.id),
      timestamp: str(u.timestamp),
      status: str(u.status, "completed"),
      has_changes: u.has_changes === true,
      summary: str(u.summary),
      details_url: str(u.details_url),
      report_content: str(u.report_content),
    },
  };
}

/** docs/spec.md §6 structured payload (`webhook_format: "scout"`, the default). */
export function scoutPayload(event: WebhookEvent, delivery: DeliveryMeta) {
  const { scout: s, update: u } = event;
  return {
    event_type: "scout_update" as const,
    scout: { id: s.id, display_name: s.display_name, query: s.query },
    update: {
      id: u.id,
      timestamp: u.timestamp,
      status: u.status,
      has_changes: u.has_changes,
      summary: u.summary,
      details_url: u.details_url,
      report_content: u.report_content,
    },
    delivery: { id: delivery.id, attempt: delivery.attempt, timestamp: delivery.timestamp },
  };
}

/** Flat fields for Zapier-style tools, which map top-level keys without walking nested objects. */
export function zapierPayload(event: WebhookEvent, delivery: DeliveryMeta) {
  const { scout: s, update: u } = event;
  return {
    event_type: "scout_update" as const,
    scout_id: s.id,
    scout_display_name: s.display_name,
    query: s.query,
    update_id: u.id,
    timestamp: u.timestamp,
    status: u.status,
    has_changes: u.has_changes,
    summary: u.summary,
    details_url: u.details_url,
    report_content: u.report_content,
    delivery_id: delivery.id,
    attempt: delivery.attempt,
    delivery_timestamp: delivery.timestamp,
  };
}

type PlainText = { type: "plain_text"; text: string; emoji?: boolean };
type Mrkdwn = { type: "mrkdwn"; text: string };
export type SlackBlock =
  | { type: "header"; text: PlainText }
  | { type: "section"; text?: Mrkdwn; fields?: Mrkdwn[] }
  | { type: "actions"; elements: { type: "button"; text: PlainText; url: string }[] }
  | { type: "context"; elements: Mrkdwn[] };

/** A labelled mrkdwn field whose value is escaped and cut so that label + value fit Slack's field limit. */
const field = (label: string, value: string): Mrkdwn => {
  const prefix = `*${label}*\n`;
  return {
    type: "mrkdwn",
    text: prefix + escapeAndTruncate(value || "-", SLACK_LIMITS.fieldText - prefix.length),
  };
};

const isWebUrl = (raw: string) => {
  try {
    return /^https?:$/.test(new URL(raw).protocol) && raw.length <= SLACK_LIMITS.buttonUrl;
  } catch {
    return false;
  }
};

/**
 * Slack incoming-webhook payload (`webhook_format: "slack"`): a `text` fallback for notifications, a header, the
 * query and status as fields, the summary, and a button to `details_url`. Every limit in SLACK_LIMITS holds for
 * any input; Slack rejects the whole message otherwise. The delivery id rides in a context block for support.
 */
export function slackPayload(event: WebhookEvent, delivery: DeliveryMeta) {
  const { scout: s, update: u } = event;
  // Slack refuses empty text objects, so every text has a non-empty fallback.
  const title = s.display_name.trim() || s.query.trim() || "Scout update";
  const changes = u.has_changes ? "New findings" : "No changes";
  const blocks: SlackBlock[] = [
    {
      type: "header",
      text: { type: "plain_text", text: truncate(title, SLACK_LIMITS.headerText), emoji: true },
    },
    {
      type: "section",
      fields: [field("Query", s.query), field("Status", u.status), field("Changes", changes)],
    },
    {
      type: "section",
      text: {
        type: "mrkdwn",
        text: escapeAndTruncate(u.summary.trim() || "No summary.", SLACK_LIMITS.sectionText),
      },
    },
  ];
  if (isWebUrl(u.details_url)) {
    blocks.push({
      type: "actions",
      elements: [{ type: "button", text: { type: "plain_text", text: "View details" }, url: u.details_url }],
    });
  }
  blocks.push({
    type: "context",
    elements: [
      {
        type: "mrkdwn",
        text: escapeAndTruncate(`Delivery ${delivery.id} · attempt ${delivery.attempt}`, 300),
      },
    ],
  });
  const fallback = u.summary.trim() ? `${title}: ${u.summary.trim()}` : `${title}: ${changes}`;
  return { text: escapeAndTruncate(fallback, SLACK_LIMITS.text), blocks };
}

/** Build the payload object of `format`. */
export function buildPayload(format: WebhookFormat, event: WebhookEvent, delivery: DeliveryMeta): object {
  switch (format) {
    case "slack":
      return slackPayload(event, delivery);
    case "zapier":
      return zapierPayload(event, delivery);
    default:
      return scoutPayload(event, delivery);
  }
}

/** The request body exactly as sent and signed. */
export const buildBody = (format: WebhookFormat, event: WebhookEvent, delivery: DeliveryMeta): string =>
  JSON.stringify(buildPayload(format, event, delivery));
