import type { WebhookFormat } from "../db/schema";
import { clip, graphemeCut } from "../text";
import { chatRenderers } from "./chat";
import { eventCard } from "./chat/event-card";
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

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * An ISO 8601 instant as people read it, in UTC: `January 31, 2026 at 09:00 UTC`. Built by hand, not with Intl, so
 * it is the same on every Node build (ICU versions differ in spaces and commas). A value that is not a date is kept.
 */
export function formatTimestamp(iso: string): string {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** `change_status` of the zapier format: whether the update found something new. */
export const changeStatus = (hasChanges: boolean) => (hasChanges ? "changes_detected" : "no_changes");

/**
 * Flat fields for Zapier-style tools, which map top-level keys without walking nested objects: the hosted
 * service's published keys (`scout_name`, `scout_query`, `change_status`, `formatted_timestamp`) beside ours, which
 * carry every value of the `scout` format under one flat name each.
 */
export function zapierPayload(event: WebhookEvent, delivery: DeliveryMeta) {
  const { scout: s, update: u } = event;
  return {
    event_type: "scout_update" as const,
    scout_id: s.id,
    scout_name: s.display_name,
    scout_display_name: s.display_name,
    scout_query: s.query,
    query: s.query,
    update_id: u.id,
    timestamp: u.timestamp,
    formatted_timestamp: formatTimestamp(u.timestamp),
    status: u.status,
    has_changes: u.has_changes,
    change_status: changeStatus(u.has_changes),
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

/** A labelled mrkdwn field (`*Query:*` then the value, as published) whose value is escaped and cut to fit. */
const field = (label: string, value: string): Mrkdwn => {
  const prefix = `*${label}:*\n`;
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

/** The published Slack fallback text and header around a scout's name (docs/spec.md §6, the chat-tool format). */
const SLACK_TEXT = { before: "Scout '", after: "' has new updates" } as const;
const SLACK_HEADER = "Scout Update: ";

/**
 * Slack incoming-webhook payload (`webhook_format: "slack"`), as the hosted service publishes it: the `text`
 * fallback `Scout '<name>' has new updates` (what notifications show), a header `Scout Update: <name>`, then a
 * section with the `*Query:*` and `*Status:*` fields (and ours, `*Changes:*`). Below them, ours: the summary, a
 * button to `details_url`, and the delivery id in a context block for support. Every limit in SLACK_LIMITS holds
 * for any input (the name is cut so the whole text or header fits); Slack rejects the whole message otherwise.
 */
export function slackPayload(event: WebhookEvent, delivery: DeliveryMeta) {
  const { scout: s, update: u } = event;
  // Slack refuses empty text objects, so every text has a non-empty fallback.
  const name = s.display_name.trim() || s.query.trim() || "Untitled scout";
  const changes = u.has_changes ? "New findings" : "No changes";
  const blocks: SlackBlock[] = [
    {
      type: "header",
      text: {
        type: "plain_text",
        text: SLACK_HEADER + truncate(name, SLACK_LIMITS.headerText - SLACK_HEADER.length),
        emoji: true,
      },
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
  const room = SLACK_LIMITS.text - SLACK_TEXT.before.length - SLACK_TEXT.after.length;
  return { text: SLACK_TEXT.before + escapeAndTruncate(name, room) + SLACK_TEXT.after, blocks };
}

/** Build the payload object of `format` (the chat platforms beyond Slack render through ./chat). */
export function buildPayload(format: WebhookFormat, event: WebhookEvent, delivery: DeliveryMeta): object {
  const chat = chatRenderers.get(format);
  if (chat) return chat(eventCard(event, delivery));
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
