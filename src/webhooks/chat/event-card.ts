import type { WebhookEvent } from "../event";
import type { DeliveryMeta } from "../formats";
import type { ChatCard } from "./card";
import { isWebUrl } from "./index";

/**
 * What a scout update or a finished task says in a chat message, the same words as the `slack` format: the
 * notification `Scout '<name>' has new updates`, the title `Scout Update: <name>`, the query, status and changes
 * as facts, the summary, a button to `details_url`, and the delivery in the footer for support.
 */
export function eventCard(event: WebhookEvent, delivery: DeliveryMeta): ChatCard {
  const { scout: s, update: u } = event;
  const name = s.display_name.trim() || s.query.trim() || "Untitled scout";
  return {
    text: `Scout '${name}' has new updates`,
    title: `Scout Update: ${name}`,
    facts: [
      { label: "Query", value: s.query },
      { label: "Status", value: u.status },
      { label: "Changes", value: u.has_changes ? "New findings" : "No changes" },
    ],
    body: u.summary.trim() || "No summary.",
    link: isWebUrl(u.details_url) ? { label: "View details", url: u.details_url } : undefined,
    footer: `Delivery ${delivery.id} · attempt ${delivery.attempt}`,
    timestamp: u.timestamp || undefined,
  };
}
