import { type ChatCard, capFacts, cut, fitCard } from "./card";

/** Discord's message and embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits). */
export const DISCORD_LIMITS = {
  content: 2000,
  embeds: 10,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  /** Title, description, field names and values and footer of every embed together. */
  total: 6000,
} as const;

/** Characters that count towards DISCORD_LIMITS.total. */
const embedChars = (c: ChatCard) =>
  c.title.length +
  c.body.length +
  c.footer.length +
  c.facts.reduce((n, f) => n + f.label.length + f.value.length, 0);

/**
 * A Discord execute-webhook body: `content` (the notification line) and one embed (title, link, description,
 * inline fields, footer, timestamp). Mentions are disabled (`allowed_mentions`), so text from a page or a sender
 * cannot ping `@everyone`. Every limit in DISCORD_LIMITS holds for any card; Discord refuses the whole message
 * otherwise. A body shown as it came sits in a code block (three backticks inside it become quotes).
 */
export function discordMessage(card: ChatCard) {
  const fence = card.monospace ? 8 : 0;
  const c = fitCard(
    {
      ...card,
      title: cut(card.title, DISCORD_LIMITS.title),
      body: cut(
        card.monospace ? card.body.replace(/```/g, "'''") : card.body,
        DISCORD_LIMITS.description - fence,
      ),
      facts: capFacts(card.facts, DISCORD_LIMITS.fields).map((f) => ({
        label: cut(f.label, DISCORD_LIMITS.fieldName),
        value: cut(f.value, DISCORD_LIMITS.fieldValue),
      })),
      footer: cut(card.footer, DISCORD_LIMITS.footer),
    },
    (x) => embedChars(x) + fence,
    DISCORD_LIMITS.total,
  );
  const embed: Record<string, unknown> = {
    title: c.title,
    description: card.monospace ? `\`\`\`\n${c.body}\n\`\`\`` : c.body,
  };
  if (card.link) embed.url = card.link.url;
  if (c.facts.length > 0)
    embed.fields = c.facts.map((f) => ({ name: f.label, value: f.value, inline: true }));
  embed.footer = { text: c.footer };
  if (card.timestamp && !Number.isNaN(Date.parse(card.timestamp)))
    embed.timestamp = new Date(card.timestamp).toISOString();
  return {
    content: cut(card.text, DISCORD_LIMITS.content),
    embeds: [embed],
    allowed_mentions: { parse: [] as string[] },
  };
}
