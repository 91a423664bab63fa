import { asTyped, PRICE_AFTER } from "../question/as-said";
import { YES_NO_VERB } from "../question/asking-clause";
import type { Action } from "./types";

const QUOTES: Record<string, string> = { '"': '"', "'": "'", "“": "”", "‘": "’", "`": "`" };
const VERB =
  "(?:go|goto|open|visit|navigate|browse|load|click|tap|press|hit|follow|select|type|enter|write|input|fill|complete|submit|send|search|scroll|find|look|locate|wait|back|" +
  // Clauses that ask for information (answered by the follower from the pages visited).
  "read|tell|give|report|return|extract|note|what|how|who|when|which|where|why|" +
  // …and clauses that summarise or list what a page has.
  "summari[sz]e|sum|recap|describe|list|enumerate)";
/** A clause asking yes or no: "does …", "is …", "can …". */
const YES_NO_ASKED = new RegExp(String.raw`^\s*${YES_NO_VERB}\s`, "i");
const SEPARATORS = [
  /^\s*\n\s*/,
  /^\s*;\s*/,
  /^[.!](?:\s+|$)/,
  // "do you have a private room? how many people can it seat": two questions (a word or two after "?" is context).
  /^\?\s+(?=(?:how|what|what's|when|where|which|who|why|is|are|do|does|can|could|will)\s+\S+\s+\S)/i,
  /^,?\s+(?:and\s+)?then\s+/i,
  new RegExp(`^,\\s*(?:and\\s+)?(?=${VERB}\\b)`, "i"),
  new RegExp(`^\\s+and\\s+(?=${VERB}\\b)`, "i"),
];

/** Where the quote opening at `i` closes, or -1. A quote opens only at the start of a word ("don't" is no quote). */
export function closingQuote(s: string, i: number): number {
  const close = QUOTES[s[i]!];
  if (!close || (i > 0 && !/[\s(:,]/.test(s[i - 1]!))) return -1;
  for (let j = i + 1; j < s.length; j++) {
    if (s[j] === close && (j + 1 === s.length || !/[\p{L}\p{N}]/u.test(s[j + 1]!))) return j;
  }
  return -1;
}

/**
 * Split a task into instructions at line breaks, `;`, sentence ends, "then", and ", "/" and " before a verb —
 * never inside quotes, so `click 'Terms and conditions'` stays whole.
 */
export function splitInstructions(task: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < task.length; ) {
    const end = closingQuote(task, i);
    if (end > i) {
      current += task.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    const rest = task.slice(i);
    const sep = SEPARATORS.map((re) => rest.match(re)).find((m) => m !== null);
    // "does wobble & roar do school trips? how much per child", "is it hiring, what's the pay": one question, of price.
    if (
      sep &&
      /^[?,]/.test(sep[0]) &&
      YES_NO_ASKED.test(current) &&
      PRICE_AFTER.test(rest.slice(sep[0].length))
    ) {
      current += ", ";
      i += sep[0].length;
      continue;
    }
    if (sep) {
      parts.push(current);
      current = "";
      i += Math.max(1, sep[0].length);
      continue;
    }
    current += task[i];
    i++;
  }
  parts.push(current);
  return parts.map(cleanInstruction).filter((p) => p.length > 0);
}

function cleanInstruction(s: string): string {
  return asTyped(s.trim())
    .replace(/^(?:(?:first|then|next|finally|and|please|now|lastly),?\s+)+/i, "")
    .replace(/[.!]+$/, "")
    .trim();
}

/** The words of the first quote a text holds ("with 'Happy 40th Jen' piped on it"), by closingQuote's rule. */
export function firstQuoted(s: string): string | undefined {
  for (let i = 0; i < s.length; i++) {
    const end = closingQuote(s, i);
    if (end > i) return s.slice(i + 1, end);
  }
  return undefined;
}

/** Words a request quotes: 'Happy 40th Jen', "Well done Sam" (not the apostrophe of "they'd"), up to 80 letters. */
export function quotedWords(text: string): string | undefined {
  const quoted = firstQuoted(text);
  return quoted !== undefined && quoted.length >= 2 && quoted.length <= 80 ? quoted : undefined;
}

/** The text of a quoted argument without its quotes; an unquoted one as given. */
export function unquote(s: string): string {
  const t = s.trim();
  return closingQuote(t, 0) === t.length - 1 && t.length >= 2 ? t.slice(1, -1) : t;
}

/** Split `'a' into 'b'`-shaped text after a verb into its two arguments around one of `joiners`. */
function twoArgs(s: string, joiners: string): [string, string] | undefined {
  const t = s.trim();
  const end = closingQuote(t, 0);
  if (end > 0) {
    const m = t.slice(end + 1).match(new RegExp(`^\\s+(?:${joiners})\\s+(.+)$`, "i"));
    return m ? [t.slice(1, end), m[1]!] : undefined;
  }
  const m = t.match(new RegExp(`^(.+?)\\s+(?:${joiners})\\s+(.+)$`, "i"));
  return m ? [m[1]!, m[2]!] : undefined;
}

const FIELD_SUFFIX = /\s+(?:field|box|input|textbox|text box|text field)$/i;
const the = (s: string) => s.trim().replace(/^the\s+/i, "");
const field = (s: string) => unquote(the(s).replace(FIELD_SUFFIX, ""));
const looksLikeUrl = (s: string) =>
  /^(?:https?:\/\/\S+|[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:[/?#]\S*)?|localhost(?::\d+)?(?:[/?#]\S*)?)$/i.test(s);

const KEY = String.raw`enter|return|tab|escape|esc|space|backspace|delete|home|end|page ?up|page ?down|arrow ?(?:up|down|left|right)|up|down|left|right|f\d{1,2}|(?:ctrl|control|alt|shift|meta|cmd)\s*\+\s*\S+`;

type Rule = [RegExp, (m: RegExpMatchArray) => Action | undefined];

// Checked in order; the first pattern that matches decides (so "press Enter" is a key before "press 'Send'" a click).
const RULES: Rule[] = [
  [
    /^(?:(?:go|navigate|head)\s+back|back|(?:go|return)\s+to\s+the\s+previous\s+page)$/i,
    () => ({ type: "go_back" }),
  ],
  [
    /^(?:go\s+to|goto|open|visit|navigate\s+to|browse\s+to|load|head\s+to|(?:take|bring)\s+me\s+to|show\s+me(?!\s+(?:how|what|who|when|where|which|why)\b))\s+(.+)$/i,
    (m) => {
      const target = unquote(the(m[1]!).replace(/^(?:url|page|website|site)\s+/i, ""));
      if (looksLikeUrl(target)) return { type: "goto_url", url: target };
      // "open 'Pricing'", "go to the pricing page" name something on the page rather than an address.
      const named = unquote(the(m[1]!).replace(/\s+(?:page|section|tab|link)$/i, "")).replace(
        /^homepage$/i,
        "home",
      );
      return named ? { type: "click", target: named } : undefined;
    },
  ],
  [
    new RegExp(`^(?:press|hit)\\s+(?:the\\s+)?(${KEY})(?:\\s+key)?$`, "i"),
    (m) => ({ type: "key_press", key_comb: m[1]!.replace(/\s+/g, "") }),
  ],
  [
    /^(?:click|tap|press|follow|select)\s+(?:on\s+)?(.+)$/i,
    (m) => {
      const target = unquote(the(m[1]!).replace(/\s+(?:link|button|tab|menu item|item)$/i, ""));
      return target ? { type: "click", target } : undefined;
    },
  ],
  [
    /^(?:type|enter|write|input|put)\s+(.+)$/i,
    (m) => {
      const args = twoArgs(m[1]!, "into|in|on");
      return args ? { type: "fill", text: unquote(args[0]), field: field(args[1]) } : undefined;
    },
  ],
  [
    /^fill\s+(?:in\s+|out\s+)?(.+)$/i,
    (m) => {
      const args = twoArgs(m[1]!, "with");
      return args ? { type: "fill", field: field(args[0]), text: unquote(args[1]) } : undefined;
    },
  ],
  [
    // "search the shop for 'kettle'", "search for kettle on the site".
    /^search\s+(?:(?:the\s+)?(?:site|website|shop|store|catalogue|catalog|page)\s+)?(?:for\s+)?(.+?)(?:\s+(?:on|in)\s+the\s+(?:site|website|shop|store|catalogue|catalog|page))?$/i,
    (m) => ({ type: "search", query: unquote(m[1]!) }),
  ],
  [
    /^scroll\s+(.*)$/i,
    (m) => {
      const rest = m[1]!.toLowerCase();
      if (/\b(?:bottom|end)\b/.test(rest)) return { type: "scroll_to", position: "bottom" };
      if (/\b(?:top|start|beginning)\b/.test(rest)) return { type: "scroll_to", position: "top" };
      const dir = rest.match(/^(?:the\s+page\s+)?(down|up)(?:\s+(?:the\s+)?page)?$/);
      // One screenful (ten tenths of the viewport), so consecutive screenshots overlap only a little.
      return dir ? { type: "scroll", direction: dir[1] as "down" | "up", amount: 10 } : undefined;
    },
  ],
  [
    /^(?:find|look\s+for|locate)\s+(?:the\s+)?(?:text\s+)?(.+)$/i,
    (m) => ({ type: "find", text: unquote(m[1]!) }),
  ],
  [/^wait(?:\s+a\s+(?:moment|second))?$/i, () => ({ type: "wait" })],
];

/**
 * Parse one imperative instruction into an action, or undefined when it is not one the follower knows.
 * Vocabulary: go to URL · go back · click 'X' · type 'x' into 'Field' · fill 'Field' with 'x' · search for 'q' ·
 * press Enter · scroll down|up · scroll to the bottom|top · find 'text' · wait.
 */
export function parseInstruction(raw: string): Action | undefined {
  const s = raw.trim();
  for (const [re, build] of RULES) {
    const m = s.match(re);
    if (m) return build(m);
  }
  return undefined;
}
