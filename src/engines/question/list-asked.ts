import { WHAT_THEY_HAVE } from "./attributes";
import type { AnswerType } from "./values";

/** What parseQuestion knows of a question when it asks whether the answer is a list. */
export interface ListCues {
  type: AnswerType;
  /** The question, lower-cased. */
  lower: string;
  /** The thing asked about ("car parks" gives "park"). */
  target: string | undefined;
  /** The thing is asked of in the plural ("which routes", "what clubs"). */
  plural: boolean;
  /** The question says what the answer must be without ("… without a travel charge"). */
  excluding: boolean;
  /** "Which visit times cost extra": the things some of which cost more. */
  costingExtra: boolean;
}

/**
 * Whether a question that names no superlative asks for a list: the people who do a thing, the things a "which"
 * filters, what is on, what a place has.
 */
export function asksList({ type, lower, target, plural, excluding, costingExtra }: ListCues): boolean {
  // "Who works at the Tarnby salon on Thursdays?", "who looks after the dogs", "who on the team works at the
  // bramwell shop", "who from the team is based at printworks": everyone who does, a list of people.
  if (
    type === "person" &&
    /^who\s+(?:(?:on|in|from|of)\s+(?:[\p{L}'’-]+\s+){0,5}?(?:team|staff|crew)\s+)?(?:works?|teach(?:es)?|coach(?:es)?|looks?\s+after|(?:is|are)\s+based\s+(?:at|in))\b/u.test(
      lower,
    )
  )
    return true;
  const which = /^which\b/.test(lower);
  return (
    // "What's on in December?" asks for the events: a list.
    // So is "which places can you move me without a travel charge": the places, not a charge.
    // ("Which route has no locks" filters the routes, as "which routes" does.)
    (type === "any" &&
      (plural ||
        /^what(?:'?s|\s+is)\s+on\b/.test(lower) ||
        WHAT_THEY_HAVE.test(lower) ||
        (excluding && which))) ||
    (type === "price" && plural && excluding && which) ||
    // "What things can you charge me for as a tenant", "what do pennant lettings never charge tenants for": the
    // things charged for or not, not a price (as "what do you charge for a three piece" is).
    (type === "price" &&
      /^what\s+(?:(?:things|else|extras|stuff)\s+)?(?:can|do|does|will|would|could|might)\s+(?:you|they|[\p{L}&'’\s-]{2,40}?)\s+(?:never\s+|not\s+)?charge\b(?:\s+(?:me|us|tenants?|landlords?|customers?))?\s+for\b(?=\s*(?:$|[?,.]|\s(?:as|if|when|at|on)\b))/u.test(
        lower,
      )) ||
    costingExtra ||
    // "Which postcodes are in zone 3": the postcodes a zone's row lists, not an address.
    (type === "postcode" && plural && which) ||
    // "Which car parks are open 24 hours": the car parks, not a time.
    (type === "time" &&
      target !== undefined &&
      (plural || /s$/.test(target) || new RegExp(`\\b${target}s\\b`).test(lower)) &&
      which &&
      !/^(?:day|night|time|hour|date|week|month)s?$/.test(target))
  );
}
