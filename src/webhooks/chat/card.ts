import { clip } from "../../text";

/**
 * A chat message before it is written for one platform: what our webhooks (src/webhooks/chat/event-card.ts) and
 * relay destinations (src/relay/chat-card.ts) say, and what each renderer (./discord.ts, ./teams.ts,
 * ./google-chat.ts) lays out within its platform's limits.
 */
export interface ChatCard {
  /** The notification line (what a phone shows). */
  text: string;
  title: string;
  /** Labelled values, shown side by side where the platform can. */
  facts: ChatFact[];
  /** The main text; `monospace` for a body shown as it came. */
  body: string;
  monospace?: boolean;
  /** A button; only an http(s) URL is ever given. */
  link?: { label: string; url: string };
  /** Small print under the rest (delivery, request id). */
  footer: string;
  /** ISO 8601, when the platform shows one. */
  timestamp?: string;
}

export interface ChatFact {
  label: string;
  value: string;
}

export const ELLIPSIS = "…";

/** `s` in at most `max` UTF-16 code units, cut between characters with an ellipsis, never empty. */
export const cut = (s: string, max: number, empty = "-"): string => clip(s.trim() || empty, max, ELLIPSIS);

/** `facts` as at most `max`: past it, the last one says how many more there were (a fact is never lost silently). */
export function capFacts(facts: ChatFact[], max: number): ChatFact[] {
  if (facts.length <= max) return facts;
  const kept = facts.slice(0, max - 1);
  return [...kept, { label: ELLIPSIS, value: `${facts.length - kept.length} more` }];
}

/** A card's texts, each with a way to put a shorter one back. */
function pieces(card: ChatCard): { value: string; set: (s: string) => void }[] {
  return [
    { value: card.body, set: (s) => (card.body = s) },
    ...card.facts.flatMap((f) => [
      { value: f.value, set: (s: string) => (f.value = s) },
      { value: f.label, set: (s: string) => (f.label = s) },
    ]),
    { value: card.title, set: (s) => (card.title = s) },
    { value: card.text, set: (s) => (card.text = s) },
    { value: card.footer, set: (s) => (card.footer = s) },
  ];
}

/**
 * Shorten the longest text of `card` until `size(card)` is at most `limit` (a platform's limit on a whole message:
 * characters for Discord, bytes of JSON for Teams and Google Chat). Each step removes at least the excess from one
 * text (a code unit is at least one byte of JSON; the ellipsis is allowed for), so it ends in a few steps; texts are
 * cut, never dropped. Returns a copy.
 */
export function fitCard(card: ChatCard, size: (c: ChatCard) => number, limit: number): ChatCard {
  const c: ChatCard = { ...card, facts: card.facts.map((f) => ({ ...f })) };
  for (let over = size(c) - limit; over > 0; over = size(c) - limit) {
    const longest = pieces(c).reduce((a, b) => (b.value.length > a.value.length ? b : a));
    if (longest.value.length <= 1) break;
    longest.set(clip(longest.value, Math.max(1, longest.value.length - over - 3), ELLIPSIS));
  }
  return c;
}

/**
 * `build(card)` for a platform that limits a message by its bytes of JSON (Teams, Google Chat): the title, text,
 * body and facts capped first, then texts cut by fitCard until the payload is at most `limits.bytes`.
 */
export function fitBytes<T>(
  card: ChatCard,
  build: (c: ChatCard) => T,
  limits: { bytes: number; title: number; facts: number },
): T {
  const capped = {
    ...card,
    text: cut(card.text, 300),
    title: cut(card.title, limits.title),
    body: cut(card.body, limits.bytes),
    facts: capFacts(card.facts, limits.facts),
  };
  return build(fitCard(capped, (c) => Buffer.byteLength(JSON.stringify(build(c))), limits.bytes));
}
