const MAX_LENGTH = 60;

// Openers that say how to monitor rather than what: dropping them leaves the subject, which is what a list shows.
const FILLER =
  /^(?:(?:please|pls|can you|could you|hey)[,\s]+)*(?:(?:keep an eye on|keep track of|keep me (?:posted|updated) (?:on|about)|monitor|track|watch(?: for)?|check(?: for)?|follow|scout(?: for)?|look(?:ing)? (?:out )?for|find|search for|alert me (?:when|if|about|to)|notify me (?:when|if|about|of)|tell me (?:when|if|about)|let me know (?:when|if|about)|send me (?:updates on|news about)?|updates? (?:on|about)|news (?:on|about))\s+)?/i;

function hostOf(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname.replace(/\/+$/, "");
    const host = u.hostname.replace(/^www\./, "");
    // One path segment keeps pages of the same site apart without spelling out the whole URL.
    const first = path.split("/").filter(Boolean)[0];
    return first ? `${host}/${first}` : host;
  } catch {
    return url;
  }
}

/**
 * A short, readable name for a scout made from its query: the first sentence, monitoring filler dropped
 * ("Tell me when …", "Monitor …"), URLs shortened to host (and first path segment), at most 60 characters cut
 * at a word boundary. Never empty.
 */
export function displayNameFromQuery(query: string): string {
  const firstLine = query.trim().split(/\r?\n/)[0] ?? "";
  let text = firstLine.replace(/https?:\/\/[^\s<>"')]+/gi, (u) => hostOf(u.replace(/[.,;:!?]+$/, "")));
  // First sentence only; a dot inside a host name (example.com) is followed by a letter, not a space.
  text = text.split(/(?<=[.!?])\s+/)[0] ?? text;
  text = text.replace(/\s+/g, " ").trim().replace(FILLER, "").trim();
  text = text.replace(/[\s.,;:!?-]+$/, "");
  if (!text) return "Scout";
  text = text[0]!.toUpperCase() + text.slice(1);
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > MAX_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}
