import type { ChatCard } from "../webhooks/chat";
import { isWebUrl } from "../webhooks/chat";
import {
  decodeText,
  eventType,
  isObject,
  oneLine,
  parseJson,
  type RelaySlackInput,
  summarise,
  wellFormed,
} from "./slack-message";

/** How much of a body that is not a JSON object a chat card shows; the platform's own limits cut further. */
const BODY_PREVIEW = 3000;

/**
 * What a `discord`, `teams` or `google_chat` destination is told about a relayed request, the same as a `slack`
 * one (./slack-message.ts): the source and the event as the title, the JSON body's top-level values as facts (or
 * the start of a text body, as it came), when it arrived and the request id in the footer, and a link to the
 * source's page. The renderers (src/webhooks/chat/) keep each platform's limits.
 */
export function relayCard(input: RelaySlackInput): ChatCard {
  const name = oneLine(input.sourceName) || "Relay";
  const text = decodeText(input.body);
  const json = text === null ? undefined : parseJson(text);
  const title = `${name}: ${eventType(input.headers, json)}`;
  const facts = isObject(json)
    ? Object.entries(json).map(([key, value]) => ({
        label: oneLine(key) || '""',
        value: wellFormed(summarise(value)),
      }))
    : [];
  let body = "";
  let monospace = false;
  if (facts.length > 0) body = `${facts.length} top-level ${facts.length === 1 ? "key" : "keys"}`;
  else if (text === null) body = `(binary, ${input.body.length} bytes)`;
  else if (text.trim() === "") body = "(empty body)";
  else {
    body = wellFormed(text.length > BODY_PREVIEW ? `${text.slice(0, BODY_PREVIEW)}…` : text);
    monospace = true;
  }
  const seconds = Math.floor(input.receivedAt / 1000);
  const when = Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : undefined;
  return {
    text: title,
    title,
    facts,
    body,
    monospace,
    link:
      input.inspectorUrl && isWebUrl(input.inspectorUrl, 700)
        ? { label: "View in Scoutpost", url: input.inspectorUrl }
        : undefined,
    footer: `Received ${when ?? "at an unknown time"} · request ${oneLine(input.requestId).slice(0, 200)}`,
    timestamp: when,
  };
}
