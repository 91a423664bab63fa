import { type ChatCard, fitBytes } from "./card";

/** Microsoft Teams incoming webhooks refuse a message over about 28 KB (we count 28,000 bytes of JSON). */
export const TEAMS_LIMITS = { bytes: 28_000, facts: 50, title: 500 } as const;

const SCHEMA = "http://adaptivecards.io/schemas/adaptive-card.json";

function card(c: ChatCard) {
  const body: Record<string, unknown>[] = [
    { type: "TextBlock", text: c.title, weight: "Bolder", size: "Medium", wrap: true },
  ];
  if (c.facts.length > 0)
    body.push({ type: "FactSet", facts: c.facts.map((f) => ({ title: f.label, value: f.value })) });
  body.push({
    type: "TextBlock",
    text: c.body,
    wrap: true,
    ...(c.monospace ? { fontType: "Monospace" } : {}),
  });
  body.push({ type: "TextBlock", text: c.footer, isSubtle: true, size: "Small", wrap: true });
  const content: Record<string, unknown> = { $schema: SCHEMA, type: "AdaptiveCard", version: "1.4", body };
  if (c.link) content.actions = [{ type: "Action.OpenUrl", title: c.link.label, url: c.link.url }];
  return {
    type: "message",
    attachments: [{ contentType: "application/vnd.microsoft.card.adaptive", contentUrl: null, content }],
  };
}

/**
 * A Teams incoming-webhook (and Workflows) message: the `message` envelope around one Adaptive Card 1.4 with the
 * title, a FactSet, the body (monospace when shown as it came), the footer in small print and an Open URL action.
 * Texts are cut until the JSON fits TEAMS_LIMITS.bytes.
 */
export const teamsMessage = (c: ChatCard) => fitBytes(c, card, TEAMS_LIMITS);
