import { FUNCTION_WORDS, namesJoined, thingAsked } from "./attributes";
import { headCompared } from "./superlatives";

/** The thing a question names as what it asks about, as parseQuestion reads it. */
export interface ThingNamed {
  /** The head of "which X of …" ("which brand of products" gives "brand"). */
  ofHead?: string;
  /** The thing is asked of in the plural ("which lodges"). */
  many: boolean;
  /** The thing's word ("which lodges at Tansy Cove …" gives "lodges"), never a function word or "time". */
  named?: string;
}

/** The thing a "which", "what", "how many", "list" or "the cheapest" question asks about. */
export function thingNamed(lower: string): ThingNamed {
  const after = lower
    .match(
      /\b(?:which|what|how\s+many|list(?:\s+(?:all|the))?|(?:the|your|our|their|its|[\p{L}-]+['’]s)\s+(?:cheapest|dearest|most\s+expensive|latest|earliest|largest|smallest))\s+(?:of\s+(?:the|your|our|their|its)\s+)?(?:open\s+)?(.*)$/u,
    )?.[1]
    // "What kinds of sheep …" asks about the sheep.
    ?.replace(/^(?:kinds?|sorts?|types?|variet(?:y|ies))\s+of\s+/, "");
  // "What do pennant lettings never charge tenants for": what is asked is what they charge for, no thing named.
  if (/^(?:do|does|can|could|will|would|might)\s.*\bcharge\b.*\bfor\s*[?.]?$/.test(after ?? ""))
    return { many: false };
  // The head of the noun phrase asked about: "which of the library rooms …" asks about rooms.
  // "which brand of products": the brand is asked about, not the products.
  const ofWord = after?.match(/^([\p{L}-]+)\s+of\s+/u)?.[1];
  const ofHead =
    ofWord && !/^(?:lots?|all|some|each|one|any|many|most|none)$/.test(ofWord) ? ofWord : undefined;
  // "which lodges at Tansy Cove …": the thing is named before its place.
  const thing = after?.split(/\s+(?:at|in|on|near|from|with|by|for)\s+/)[0];
  const askedOf = thingAsked(thing && namesJoined(thing), lower);
  const phrase = ofHead ? ofHead : askedOf.phrase;
  const targetWord =
    headCompared(lower) ??
    phrase
      .split(/\s+/)
      .filter((w) => /^[\p{L}-]+$/u.test(w))
      .at(-1) ??
    after?.match(/^[\p{L}-]+/u)?.[0];
  const named =
    targetWord &&
    !FUNCTION_WORDS.has(targetWord) &&
    !/^(?:time|year|date|day|kind|sort|type|isn|aren|wasn|weren)$/.test(targetWord)
      ? targetWord
      : undefined;
  return { ...(ofHead ? { ofHead } : {}), many: askedOf.many, ...(named ? { named } : {}) };
}
