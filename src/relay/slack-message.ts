import { escapeAndTruncate, truncate } from "../webhooks/formats";

/**
 * The Slack Block Kit message a `slack` destination receives for a relayed request: a header naming the source
 * and the event, the JSON body's top-level values as fields (or the start of a text body), and a context line with
 * when it arrived, the request id and a link to the inspector. Slack refuses a whole message that breaks one of
 * its limits, so every limit below holds whatever the sender sent.
 */

/** Slack's Block Kit limits (https://api.slack.com/reference/block-kit), in UTF-16 code units. */
export const BLOCK_KIT_LIMITS = {
  blocks: 50,
  headerText: 150,
  sectionText: 3000,
  fields: 10,
  fieldText: 2000,
  contextElements: 10,
  /** The top-level `text` fallback. */
  text: 40_000,
} as const;

/** What we keep under those limits: the fallback is what notifications show, so short. */
export const RELAY_SLACK = {
  text: 300,
  /** The start of a body that is text but not a JSON object, inside a code block. */
  bodyPreview: 2900,
  /** A field's key, so that its value keeps most of the field's room. */
  fieldKey: 100,
  requestId: 200,
  inspectorUrl: 700,
} as const;

export interface RelaySlackInput {
  sourceName: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: Buffer;
  requestId: string;
  inspectorUrl?: string;
  /** Epoch milliseconds. */
  receivedAt: number;
}

export type SlackBlock = Record<string, unknown>;

export function relaySlackMessage(input: RelaySlackInput): { text: string; blocks: SlackBlock[] } {
  const name = oneLine(input.sourceName) || "Relay";
  const text = decodeText(input.body);
  const json = text === null ? undefined : parseJson(text);
  const title = `${name}: ${eventType(input.headers, json)}`;
  const blocks: SlackBlock[] = [
    {
      type: "header",
      text: { type: "plain_text", text: truncate(title, BLOCK_KIT_LIMITS.headerText), emoji: true },
    },
    bodyBlock(input.body, text, json),
    { type: "context", elements: [{ type: "mrkdwn", text: contextLine(input) }] },
  ];
  return { text: escapeAndTruncate(title, RELAY_SLACK.text), blocks };
}

/**
 * The event's name where common senders put it: GitHub's `X-GitHub-Event` (with the body's `action`), a few
 * other senders' event headers, Slack's `event.type` inside an `event_callback`, then a top-level `type`
 * (Stripe, Standard Webhooks senders), `event_type`, `eventType` or `event`.
 */
export function eventType(headers: Record<string, string>, json: unknown): string {
  const body = isObject(json) ? json : {};
  const github = headers["x-github-event"];
  if (github)
    return oneLine(typeof body.action === "string" && body.action ? `${github}.${body.action}` : github);
  for (const h of ["x-gitlab-event", "x-shopify-topic", "x-event-type", "x-webhook-event"])
    if (headers[h]) return oneLine(headers[h]);
  if (body.type === "event_callback" && isObject(body.event) && typeof body.event.type === "string")
    return oneLine(body.event.type);
  for (const key of ["type", "event_type", "eventType", "event"]) {
    const v = body[key];
    if (typeof v === "string" && v.trim()) return oneLine(v);
  }
  return "webhook";
}

function bodyBlock(bytes: Buffer, text: string | null, json: unknown): SlackBlock {
  if (isObject(json) && Object.keys(json).length > 0) return { type: "section", fields: jsonFields(json) };
  let shown: string;
  if (text === null) shown = `_(binary, ${bytes.length} bytes)_`;
  else if (text.trim() === "") shown = "_(empty body)_";
  // Three backticks inside would end the code block early; they are shown as three quotes instead.
  else shown = `\`\`\`${escapeAndTruncate(text.replace(/```/g, "'''"), RELAY_SLACK.bodyPreview)}\`\`\``;
  return { type: "section", text: { type: "mrkdwn", text: shown } };
}

/** One `*key*\nvalue` field per top-level key; past ten, the last field says how many more there are. */
function jsonFields(obj: Record<string, unknown>): SlackBlock[] {
  const entries = Object.entries(obj);
  const max = BLOCK_KIT_LIMITS.fields;
  const shown = entries.length > max ? entries.slice(0, max - 1) : entries;
  const fields = shown.map(([key, value]) => field(key, summarise(value)));
  if (entries.length > max) fields.push(field("…", `${entries.length - shown.length} more keys`));
  return fields;
}

function field(key: string, value: string): SlackBlock {
  const label = `*${escapeAndTruncate(oneLine(key) || '""', RELAY_SLACK.fieldKey)}*\n`;
  return {
    type: "mrkdwn",
    text: label + escapeAndTruncate(wellFormed(value), BLOCK_KIT_LIMITS.fieldText - label.length),
  };
}

/** A value as a field shows it: scalars as text, containers by their size. */
export function summarise(value: unknown): string {
  if (typeof value === "string") return value.trim() === "" ? '""' : value;
  if (Array.isArray(value)) return `[…] ${value.length} ${value.length === 1 ? "item" : "items"}`;
  if (isObject(value)) {
    const n = Object.keys(value).length;
    return `{…} ${n} ${n === 1 ? "key" : "keys"}`;
  }
  return String(value);
}

function contextLine(input: RelaySlackInput): string {
  const seconds = Math.floor(input.receivedAt / 1000);
  const iso = Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : "unknown time";
  // Slack shows `<!date^...>` in the reader's own time zone, falling back to the text after `|`.
  const when = Number.isFinite(seconds) ? `<!date^${seconds}^{date_short_pretty} {time_secs}|${iso}>` : iso;
  const parts = [
    `Received ${when}`,
    `request ${escapeAndTruncate(oneLine(input.requestId), RELAY_SLACK.requestId)}`,
  ];
  const link = inspectorLink(input.inspectorUrl);
  if (link) parts.push(link);
  // Each part is bounded, so the line stays far below a context element's 3000.
  return parts.join(" · ");
}

/** `<url|View in Scoutpost>` for an http(s) URL short enough to keep, with the characters Slack's link syntax uses encoded. */
function inspectorLink(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const href = url.href
    .replace(/\|/g, "%7C")
    .replace(/</g, "%3C")
    .replace(/>/g, "%3E")
    .replace(/&/g, "&amp;");
  return href.length <= RELAY_SLACK.inspectorUrl ? `<${href}|View in Scoutpost>` : null;
}

/** The body as text when it is UTF-8 (a byte-order mark dropped), else null. */
export function decodeText(body: Buffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return null;
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** Whitespace runs (newlines included) as single spaces, so that a name or label stays on one line. */
export const oneLine = (s: string) => wellFormed(s).replace(/\s+/g, " ").trim();

/**
 * Half a surrogate pair (JSON's `"\ud800"` can say one) as U+FFFD: Slack wants well-formed text, and the cuts
 * above only keep whole characters if the characters are whole to begin with.
 */
export const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
