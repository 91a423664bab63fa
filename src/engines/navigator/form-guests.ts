import { NUMBER_WORDS, numberOf } from "./form-when";

// "Guests coming with you" of "it's me and 5 bridesmaids" 5, "i'll bring about 7 friends" 7, "i'm bringing my mum"
// 1: those the sender brings, the sender not counted (form-amounts.ts counts a party with the sender in it).

const NUMBER = `(\\d{1,2}|${NUMBER_WORDS.join("|")})`;
const COMPANY = String.raw`(?:[\p{L}-]+\s+)?(?:friends?|mates?|pals?|people|guests|others|bridesmaids?|groomsmen|family|colleagues)`;
const KIN =
  "(?:mum|mom|mother|dad|father|sister|brother|partner|friend|mate|fianc[eé]e?|husband|wife|nan|gran|grandma|auntie|aunt|daughter|son)";
const BRINGING = new RegExp(
  String.raw`\bbring(?:ing)?\s+(?:(?:about|around|roughly|maybe)\s+)?${NUMBER}\s+${COMPANY}\b`,
  "iu",
);
const BRINGING_ONE = new RegExp(String.raw`\bbring(?:ing)?\s+(?:my|a|her|his|our)\s+${KIN}\b`, "i");
const ME_AND = new RegExp(String.raw`\bme\s+and\s+(?:(?:about|around)\s+)?${NUMBER}\s+${COMPANY}\b`, "iu");
const ME_AND_ONE = new RegExp(String.raw`\bme\s+and\s+my\s+${KIN}\b`, "i");

/**
 * How many the request says the sender brings: "bringing about 7 friends", "bringing my mum"; and, for a field
 * asking who comes with them (`withYou`), "me and 5 bridesmaids", "me and my mum". Undefined when it says none.
 */
export function broughtAlong(text: string, withYou: boolean): number | undefined {
  const m = BRINGING.exec(text) ?? (withYou ? ME_AND.exec(text) : null);
  if (m) return numberOf(m[1]!);
  return BRINGING_ONE.test(text) || (withYou && ME_AND_ONE.test(text)) ? 1 : undefined;
}
