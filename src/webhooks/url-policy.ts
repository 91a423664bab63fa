import { z } from "@hono/zod-openapi";
import type { Config } from "../config";
import { webhookFormats } from "../db/schema";

const LOCAL_HTTP_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1"]);

/**
 * Whitespace and control characters anywhere in a URL. The WHATWG parser quietly strips leading and trailing C0
 * controls and spaces, and tabs and newlines anywhere, so a check of the raw string and the request the sender
 * makes from the parsed one would disagree; such a URL is refused instead of being read two ways.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

/** A webhook URL as the service reads it: parsed once, or the reason it is refused. */
export type ParsedWebhookUrl = { url: URL; problem?: undefined } | { url?: undefined; problem: string };

/**
 * The URL rule at acceptance time (HTTPS anywhere; plain HTTP only for `localhost` and `127.0.0.1`), decided on
 * the parsed URL. Every webhook URL is stored in its normalised form (`url.href`), so what is stored, shown in
 * the inspector, checked and sent are one string.
 */
export function parseWebhookUrl(raw: string): ParsedWebhookUrl {
  if (UNSAFE_CHARACTERS.test(raw))
    return { problem: "Webhook URLs must not contain whitespace or control characters" };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: "Input should be a valid URL" };
  }
  if (url.username || url.password) return { problem: "Webhook URLs must not carry credentials" };
  if (url.protocol === "https:") return url.hostname ? { url } : { problem: "Input should be a valid URL" };
  if (url.protocol === "http:") {
    return LOCAL_HTTP_HOSTS.has(url.hostname)
      ? { url }
      : { problem: "HTTPS is required; plain HTTP is allowed only for localhost and 127.0.0.1" };
  }
  return { problem: "URL scheme should be 'https' (or 'http' for localhost and 127.0.0.1)" };
}

/**
 * Plain HTTP (which the URL rule admits for localhost and 127.0.0.1 only) as WEBHOOK_LOCAL_HTTP limits it: `any`
 * local port and path; `inbox`, only this service's own inbox capture URLs (every other local service stays out
 * of reach of the accounts on a shared host); `off`, none. Decided on the parsed URL, never on its spelling.
 */
export function localHttpProblem(config: Config, url: URL): string | undefined {
  const policy = config.webhooks.localHttp;
  if (policy === "any" || url.protocol !== "http:") return undefined;
  if (
    policy === "inbox" &&
    Number(url.port || 80) === config.port &&
    url.pathname.startsWith("/hooks/inbox/")
  )
    return undefined;
  return policy === "inbox"
    ? "Plain HTTP here reaches only this service's own inbox URLs (WEBHOOK_LOCAL_HTTP=inbox)"
    : "Plain HTTP is turned off here (WEBHOOK_LOCAL_HTTP=off): use an HTTPS URL";
}

/**
 * Why a delivery may not be sent to a URL now, or undefined: the URL rule, then WEBHOOK_LOCAL_HTTP, both on the
 * parsed URL (rows may predate a rule change, so the sender asks before every send). The SSRF guard then checks
 * the address actually connected to.
 */
export function sendProblem(config: Config, parsed: ParsedWebhookUrl): string | undefined {
  return parsed.problem ?? localHttpProblem(config, parsed.url);
}

/**
 * The URL rule as a field's transform: one parse both validates (a refusal is a 422 at the field's own `loc`) and
 * gives the normalised form that is stored. `""` passes through where it means "no webhook".
 */
function toWebhookUrl(allowEmpty: boolean) {
  return (raw: string, ctx: z.RefinementCtx): string => {
    if (allowEmpty && raw === "") return raw;
    const { url, problem } = parseWebhookUrl(raw);
    if (url) return url.href;
    ctx.addIssue({ code: "custom", message: problem, params: { type: "url_parsing" } });
    return z.NEVER;
  };
}

/** The `webhook_url` body field: validated by the URL rule, stored normalised. */
export const webhookUrlField = z
  .string()
  .max(2048)
  .transform(toWebhookUrl(false))
  .openapi({ type: "string", format: "uri", example: "https://hooks.example.com/scoutpost" });

/** `webhook_url` where `""` (or null) means "no webhook" (scouts' PATCH removes it so). */
export const optionalWebhookUrlField = z.string().max(2048).transform(toWebhookUrl(true)).nullish().openapi({
  type: "string",
  format: "uri",
  description: "HTTPS URL (HTTP for localhost); empty removes it",
});

/** `webhook_format`: `scout` (structured, default), `zapier` (flat) or a chat platform's message. */
export const webhookFormatField = z.enum(webhookFormats).openapi({
  description:
    "Payload format: scout (structured, default), zapier (flat), or a chat message: slack (Block Kit), discord (embeds), teams (Adaptive Card), google_chat (cardsV2)",
});
