import { z } from "@hono/zod-openapi";
import { webhookFormats } from "../db/schema";

const LOCAL_HTTP_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * SPEC.md §6.5 at acceptance time: HTTPS anywhere; plain HTTP only for `localhost` and `127.0.0.1`.
 * Returns an error message, or undefined when the URL is acceptable.
 */
export function checkWebhookUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Input should be a valid URL";
  }
  if (url.username || url.password) return "Webhook URLs must not carry credentials";
  if (url.protocol === "https:") return url.hostname ? undefined : "Input should be a valid URL";
  if (url.protocol === "http:") {
    return LOCAL_HTTP_HOSTS.has(url.hostname)
      ? undefined
      : "HTTPS is required; plain HTTP is allowed only for localhost and 127.0.0.1";
  }
  return "URL scheme should be 'https' (or 'http' for localhost and 127.0.0.1)";
}

/** The `webhook_url` body field: validated by the URL rule, 422 at the field's own `loc`. */
export const webhookUrlField = z
  .string()
  .max(2048)
  .superRefine((v, ctx) => {
    const problem = checkWebhookUrl(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem, params: { type: "url_parsing" } });
  })
  .openapi({ type: "string", format: "uri", example: "https://hooks.example.com/scoutpost" });

/** `webhook_format`: `scout` (structured, default), `slack` (Block Kit) or `zapier` (flat). */
export const webhookFormatField = z.enum(webhookFormats).openapi({
  description: "Payload format: scout (structured, default), slack (Block Kit) or zapier (flat)",
});
