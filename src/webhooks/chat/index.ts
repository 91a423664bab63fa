import type { ChatCard } from "./card";
import { discordMessage } from "./discord";
import { googleChatMessage } from "./google-chat";
import { teamsMessage } from "./teams";

export type { ChatCard, ChatFact } from "./card";

/**
 * Payload builders of the chat platforms beyond Slack, keyed by format, each over a ChatCard: our webhooks and the
 * relay's destinations both render through these (Slack keeps its Block Kit builders).
 */
export const chatRenderers: ReadonlyMap<string, (card: ChatCard) => object> = new Map<
  string,
  (card: ChatCard) => object
>([
  ["discord", discordMessage],
  ["teams", teamsMessage],
  ["google_chat", googleChatMessage],
]);

/** Whether `u` is an http(s) URL a chat button may open. */
export function isWebUrl(u: string, max = 2000): boolean {
  if (u.length > max) return false;
  try {
    return /^https?:$/.test(new URL(u).protocol);
  } catch {
    return false;
  }
}
