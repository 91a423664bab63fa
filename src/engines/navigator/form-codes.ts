/** A field for the number of a thing the sender has: "Order number", "Membership no.", "Policy ID". */
const NUMBERED_FIELD =
  /\b(order|booking|membership|member|account|policy|customer|invoice|ticket|job|claim|case)\s+(?:number|no\.?|#|id)(?!\p{L})/iu;

/** A flight's code said after the word: "flight EZY4512", "flight no. BA 2291". */
const FLIGHT_SAID = /\bflight\s+(?:(?:number|no\.?|#)\s*)?([A-Z]{2,3}\s?\d{1,4}[A-Z]?)\b/i;

/** The code said after the thing it numbers: "order PB20931", "booking no. 48213", "account #AC-2231". */
const codeAfter = (thing: string) =>
  new RegExp(
    String.raw`\b${thing}\s+(?:(?:number|no\.?|ref(?:erence)?|#|id)\s*:?\s*)?#?([A-Z]{0,4}-?\d{3,}[A-Z]?)\b`,
    "i",
  );

/**
 * The code a request gives for a field that asks for one: a "Booking reference" takes the first code of capitals
 * and digits ("booking KH-40917"); an "Order number" the code said after the order ("my online order PB20931").
 * "" when the field asks for a reference the request does not give; undefined when it asks for no code.
 */
export function codeFor(label: string, reference: boolean, text: string): string | undefined {
  // "Flight number" of "land at wexley tomorrow at 18:40 on flight EZY4512".
  if (/\bflight\s+(?:number|no\b|code|#)/i.test(label))
    return text.match(FLIGHT_SAID)?.[1]?.replace(/\s+/, "") ?? "";
  if (reference) return text.match(/\b[A-Z]{1,4}-?\d{3,}\b/)?.[0] ?? "";
  const numbered = label.match(NUMBERED_FIELD)?.[1];
  return numbered ? text.match(codeAfter(numbered))?.[1] : undefined;
}
