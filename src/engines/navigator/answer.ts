import type { PageRecord } from "../page/records";
import type { Registration } from "../page/registration";

/** A page the follower has seen: its text as lines (blocks) and the links and buttons on it. */
export interface SeenPage {
  url: string;
  title: string;
  blocks: string[];
  /** Links and buttons, marked `chrome` in navigation, header and footer, with the heading they follow. */
  links: { text: string; href: string; chrome?: boolean; section?: string }[];
  /** The main content as records (src/engines/page/records.ts): what questions are answered from. */
  records?: PageRecord[];
  /** The company, charity and VAT numbers its footer states (src/engines/page/registration.ts). */
  registrations?: Registration[];
  /** Whether the page has a site search form. */
  searchable?: boolean;
}

/** Words that start a clause asking for information rather than an action. */
const WISH = String.raw`(?:i(?:'d| would)\s+like\s+to\s+know|i\s+(?:want|need)\s+to\s+know|(?:can|could)\s+you\s+tell\s+me|i\s+wonder|let\s+me\s+know|show\s+me(?=\s+(?:how|what|who|when|where|which|why)\b))`;
/** After "can", "could", …: not a detail with its "I" left out ("could start saturday 5 december", "can do mornings"). */
const NOT_A_DETAIL = String.raw`(?!\s+(?:start|do|come|work|bring|pay|collect|manage)\b)`;
const QUESTION_START = new RegExp(
  String.raw`^(?:${WISH}|read|tell(?:\s+me)?|give\s+me|report|return|extract|note|find\s+out|look\s+up|get\s+(?:me\s+)?the|check|what|what's|whats|how|hows|who|whos|whom|whose|when|whens|which|where|wheres|why|is|are|does|do|did|should|was|were|has|have|am|(?:can|could|will|would|may)${NOT_A_DETAIL})\b` +
    // "any offers on at boxwell right now", "if i book the small van can i ride along": asked without its verb first.
    String.raw`|^any\s+\p{L}+\s+(?:on|at|for|in|left|going|available)\b|^if\s+(?:i|we|i'?m|we'?re|my|our)\b[^,?]*?\b(?:can|could|will|do|does|is|would)\s+(?:i|we|you|they|it|there)\b` +
    // "if my boiler packs up at 2am on a tuesday how much is the call out": the case first, then the question.
    String.raw`|^if\s+[^,?]*?\b(?:how\s+(?:much|many|long|late|early)|what|when|which|who|where)\s+(?:is|are|do|does|will|would|can|could|should|time)\b` +
    // "cheapest way to keep a 10m boat …": a superlative asks which.
    String.raw`|^(?:the\s+)?(?:cheapest|dearest|priciest|biggest|largest|smallest|latest|earliest|nearest|longest|shortest|oldest|newest|quickest|(?:most|least)\s+expensive)\b` +
    // "fenners ashby road what time do they open on sundays": the place first, then the question.
    String.raw`|^(?:[\p{L}&'’-]+\s+){1,6}(?:what|when|how|where|who|which)\s+(?:time|times|day|days|is|are|do|does|did|much|many|can|will)\b`,
  "iu",
);

/**
 * "Pro plan price", "contact email", "tractor ride price, we're not …", "price of a …", "hollybrook farm vat number":
 * a fact a page can state.
 */
const FACT_PHRASE =
  /^(?:[\p{L}\p{N}&'’-]+\s+){0,7}(?:price|prices|cost|email|e-mail|address|phone(?:\s+number)?|hours|opening\s+times|founders?|capacity|weight|size|location|warranty|(?:vat|company|registration|charity|licence|license)\s+(?:number|no\.?)|postcode)(?:$|\s*,)|^(?:the\s+)?(?:price|prices|cost)\s+of\b/iu;
/** "phone number for the bridge street shop", "opening hours at the town shop": the fact, then whose it is. */
const FACT_OF =
  /^(?!(?:my|our|your)\b)(?:the\s+)?(?:[\p{L}-]+\s+)?(?:phone\s+number|number|email(?:\s+address)?|address|hours|opening\s+times|postcode)\s+(?:of|for|at)\s/iu;

/**
 * A question after what it is about, without a question mark: "my puppy is 5 months old, can she go to day club",
 * "fernleigh cattery, price per night for 2 cats", "my mum uses a wheelchair - can she get in".
 */
const ASKED_AFTER_COMMA =
  /(?:,|\s[-–—])\s*(?:(?:can|could|do|does|is|are|will|would|has|have)\s+(?:i|we|you|he|she|they|it|my|our|there)\b|(?:what|what's|whats|how|when|where|which|who)\s+(?:is|are|time|times|much|many|long|the|do|does|can|will|would)\b|(?:the\s+)?(?:[\p{L}'’-]+\s+){0,3}(?:price|prices|cost|fees?|rates?|hours|opening\s+times|phone\s+number|address|email)\s+(?:per|for|of|to|at|on|in)\b)/iu;

/** Whether a clause asks for information (a question, "read / tell me / find out …", or a fact's name). */
export function isQuestion(clause: string): boolean {
  const s = clause.trim();
  // "my dad only speaks Polish, is there a physio who speaks it? who": a question mark outside quotes asks.
  const unquoted = s.replace(/(['"‘“])[^'"’”]*['"’”]/g, "");
  return (
    /\?(?:\s|$)/.test(unquoted) ||
    QUESTION_START.test(s) ||
    FACT_PHRASE.test(s) ||
    FACT_OF.test(s) ||
    ASKED_AFTER_COMMA.test(unquoted)
  );
}

/**
 * "find out …", "find the price of the Blue teapot", "look up the email", "find pennant lettings' vat number": a
 * fact to find out, not a text to find on the page.
 */
const FIND_FACT =
  /^(?:find\s+out\b|(?:find|look\s+(?:up|for))\s+(?:the|its|their|your|our|(?:[\p{L}&-]+\s+){0,3}?[\p{L}-]+['’]s?)\s+(?:.*\bof\b|.*\b(?:price|cost|e-?mail|address|phone(?:\s+number)?|number|hours|opening\s+times|date|year|founders?|capacity|weight|size|location|owner|author)\b))/iu;

/** Whether a find clause asks for a fact ("find the price of X") rather than for a text on the page. */
export const findsAFact = (clause: string) => FIND_FACT.test(clause.trim());

/** The question itself, without "tell me", "read", "find out" and the like in front. */
export function questionText(clause: string): string {
  return clause
    .trim()
    .replace(/^(?:(?:please|and|then|also)\s+)*/i, "")
    .replace(new RegExp(String.raw`^${WISH}\s+`, "i"), "")
    .replace(
      /^(?:read|tell\s+me|give\s+me|report|return|extract|note|find\s+out|look\s+up|look\s+for|find|get\s+me|get|check)\s+/i,
      "",
    )
    .replace(/[?.!]+$/, "")
    .replace(/^if\s+(.*)$/is, (_, rest: string) => ifAsked(rest.trim()))
    .trim();
}

/** The verbs that ask or carry a question: "can we", "is the pool". */
const AUX = "can|could|will|would|do|does|did|is|are|am|was|were|has|have|had|should|must|may|might|shall";
/** "(if) i book for 6 can we bring a dog": a question of its own after the "if". */
const ASKS_OWN = new RegExp(
  String.raw`\b(?:how|what|when|which|who|where)\s|\b(?:${AUX})\s+(?:i|we|you|they|he|she|it|there|the|my|our|your|their|this|that)\b`,
  "i",
);
const SAYS_AUX = new RegExp(String.raw`\b(?:${AUX})\b`, "i");

/**
 * "(Find out if) they let to students": whether they do, a yes or a no, asked as people ask it, "do they let to
 * students"; one saying its verb, "marlow & finch do kosher catering", as "whether …".
 */
function ifAsked(rest: string): string {
  if (ASKS_OWN.test(rest)) return `if ${rest}`;
  return `${SAYS_AUX.test(rest) ? "whether" : "do"} ${rest}`;
}
