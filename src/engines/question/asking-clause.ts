import { PRICE_AFTER } from "./as-said";

// Of what someone typed, the sentence and the clause that ask (question.ts reads them before anything else):
// "does damson & dill run a supper club? how much a head" is one question; "we're a charity, do you give
// nonprofits a discount?" asks its last clause; "im 14 stone, can i do the flying weekend" asks it of that weight.

/** A question after a yes or no that asks its times: "are they open sundays? what times"; or its price. */
const TIMES_AFTER = new RegExp(
  String.raw`^\s*(?:and\s+)?(?:(?:what|which)\s+(?:times?|hours)|when)\b|${PRICE_AFTER.source.slice(1)}`,
  "i",
);

/**
 * The sentence that asks, up to its question mark; with a question of its times or its price after it, both as one
 * ("does damson & dill run a supper club? how much a head").
 */
export function askingSentence(said: string): string {
  const end = said.indexOf("?");
  const rest = said.slice(end + 1);
  // "… on an anytime sunrise flight? he's about 17 stone": a weight said after is asked of too.
  const weight = rest.match(WEIGHT_AFTER)?.[0];
  if (weight) return `${said.slice(0, end)}, as ${weight.trim()}?`;
  if (!TIMES_AFTER.test(rest)) return said.slice(0, end + 1);
  return `${said.slice(0, end)} and ${rest
    .trim()
    .replace(/^and\s+/i, "")
    .replace(/\?.*$/, "")}?`;
}

/** Someone's weight said: "he's about 17 stone", "i'm 95kg", "im 14.5 stone", "i weigh 95 kilos". */
const WEIGHT_SAID = String.raw`(?:he|she|they|i|we|my\s+[a-z]+)(?:'s|'re|'m|m|\s+is|\s+are|\s+am|\s+weighs?)\s+(?:about\s+|around\s+|nearly\s+|over\s+|just\s+over\s+)?\d+(?:\.\d+)?\s*(?:stone|st|kg|kilos?|lbs?)\b`;
const WEIGHT_AFTER = new RegExp(String.raw`^\s*${WEIGHT_SAID}`, "i");
/** The same said first, with or without a comma before the question: "im 14.5 stone can i do the flying weekend". */
const WEIGHT_FIRST = new RegExp(
  String.raw`^(${WEIGHT_SAID}),?\s+((?:can|could|may|will|am|is)\s+(?:i|we|he|she|they)\b.*)$`,
  "i",
);

/** The verb a question asking yes or no starts with: "do …", "is …", "can …". */
export const YES_NO_VERB = "(?:do|does|is|are|can|could|will|has|have)";

/** A yes or no asked, then why the asker asks: "is there a lift, my dad uses a wheelchair". */
const ASKED_THEN_WHY = new RegExp(String.raw`^(${YES_NO_VERB}\s[^,]*),\s*(?:my|our)\s+[^,\d]*$`, "i");
/** A sentence's last clause, asking yes or no. */
const ASKING_LAST = new RegExp(String.raw`(?:^|,\s*|\s[-–—]\s*)(${YES_NO_VERB}\s[^,]*)$`, "i");

/**
 * Of a sentence, the clause that asks: "we're a charity, do you give nonprofits a discount?" asks whether they
 * give one; "i'm in kelby, do you add anything for travel?" asks it of Kelby, where the asker is.
 */
export function askingClause(sentence: string): string {
  // "Is there a lift at the Yard Kitchen, my dad uses a wheelchair": why the asker asks, said after, is not asked
  // (an age said so is: "can my two come, they're 8").
  const asked = sentence.match(ASKED_THEN_WHY);
  if (asked) return asked[1]!;
  // "im 14.5 stone can i do the flying weekend": the weight is asked of too, as a weight said after (askingSentence).
  const weighed = sentence.match(WEIGHT_FIRST);
  if (weighed) return weighed[2]!.replace(/\?*$/, `, as ${weighed[1]}?`);
  const clause = sentence.match(ASKING_LAST)?.[1];
  const place = sentence.match(
    /^(?:i'm|i\s+am|we're|we\s+are|i\s+live|we\s+live)\s+(?:in|at|near)\s+([^,]+),/i,
  )?.[1];
  if (clause && place) return clause.replace(/\?*$/, ` in ${place}?`);
  // "my spaniel has just come into season - can she still go to day care?": what "she" is, is asked of too.
  const before = clause ? sentence.slice(0, sentence.length - clause.length).replace(/[\s,–—-]+$/, "") : "";
  if (
    clause &&
    before &&
    (PRONOUN_ASKED.test(clause) || PRONOUN_OBJECT.test(clause)) &&
    STATE_SAID.test(before)
  )
    return clause.replace(/\?*$/, `, as ${before}?`);
  // "i own a 57 foot narrowboat, can i keep it at nettlecombe": what "it" is, and its size, are asked of too.
  if (clause && before && /\b(?:it|them|one)\b/i.test(clause) && OWNED_SAID.test(before))
    return clause.replace(/\?*$/, `, as ${before}?`);
  return clause ?? sentence;
}

/** What the asker says they have: "i own a 57 foot narrowboat", "we've got a 30kg lab". */
const OWNED_SAID = /^(?:i|we)\s*(?:own|have|'ve\s+got|have\s+got|’ve\s+got)\s+(?:a|an|two|three|\d+)\b/i;
/** Someone a question is about said only as "him", "her" or "them" after it: "do we have to pay extra for him". */
const PRONOUN_OBJECT = /\b(?:for|with)\s+(?:him|her|them)\s*\??$/i;
/** A question about someone said only as "she", "he", "it" or "they". */
const PRONOUN_ASKED = /^(?:can|could|may|will|is|are|does|do)\s+(?:she|he|it|they)\b/i;
/** What a sentence says someone is or has become: "has just come into season", "is 9", "has had her jabs". */
const STATE_SAID = /\b(?:is|are|has|have|'s|had|was|were|uses?|needs?|relies)\b/i;
