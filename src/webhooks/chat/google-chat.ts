import { type ChatCard, fitBytes } from "./card";

/** Google Chat refuses a message over 32,000 bytes (https://developers.google.com/workspace/chat/create-messages). */
export const GOOGLE_CHAT_LIMITS = { bytes: 32_000, facts: 50, title: 500 } as const;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
/** Card texts are Google Chat's HTML subset: user text is escaped, so it can neither format nor link. */
const escapeHtml = (s: string) => s.replace(/[&<>]/g, (ch) => ENTITIES[ch]!);

/**
 * The notification line is Chat's text syntax, not HTML, and that syntax has no escape: `<users/all>` pings a whole
 * space, `<users/123>` a person, `<https://x|label>` disguises a link. A zero-width space after every `<` breaks
 * each of them and still reads the same, as Slack's `&lt;` does for `<!channel>` (src/webhooks/formats.ts). The
 * card header's title is plain text too, so it gets the same.
 */
export const neutraliseMentions = (s: string) => s.replaceAll("<", "<\u200b");

function message(c: ChatCard) {
  const widgets: Record<string, unknown>[] = c.facts.map((f) => ({
    decoratedText: { topLabel: escapeHtml(f.label), text: escapeHtml(f.value), wrapText: true },
  }));
  const body = escapeHtml(c.body);
  widgets.push({ textParagraph: { text: c.monospace ? `<font color="#555555">${body}</font>` : body } });
  if (c.link)
    widgets.push({
      buttonList: { buttons: [{ text: c.link.label, onClick: { openLink: { url: c.link.url } } }] },
    });
  return {
    text: neutraliseMentions(c.text),
    cardsV2: [
      {
        cardId: "scoutpost",
        card: {
          header: { title: neutraliseMentions(c.title) },
          sections: [
            { widgets },
            { widgets: [{ textParagraph: { text: `<i>${escapeHtml(c.footer)}</i>` } }] },
          ],
        },
      },
    ],
  };
}

/**
 * A Google Chat incoming-webhook message: `text` (the notification line) and one card (cardsV2) with the title as
 * its header, a decorated text per fact, the body, a button and the footer. Texts are cut (before escaping, so no
 * entity is split) until the JSON fits GOOGLE_CHAT_LIMITS.bytes.
 */
export const googleChatMessage = (c: ChatCard) => fitBytes(c, message, GOOGLE_CHAT_LIMITS);
