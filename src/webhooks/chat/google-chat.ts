import { type ChatCard, fitBytes } from "./card";

/** Google Chat refuses a message over 32,000 bytes (https://developers.google.com/workspace/chat/create-messages). */
export const GOOGLE_CHAT_LIMITS = { bytes: 32_000, facts: 50, title: 500 } as const;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
/** Card texts are Google Chat's HTML subset: user text is escaped, so it can neither format nor link. */
const escapeHtml = (s: string) => s.replace(/[&<>]/g, (ch) => ENTITIES[ch]!);

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
    text: c.text,
    cardsV2: [
      {
        cardId: "scoutpost",
        card: {
          header: { title: c.title },
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
