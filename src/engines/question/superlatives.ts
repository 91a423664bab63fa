import type { Question } from "./question";
import type { AnswerType } from "./values";

// The words that ask for the item with the lowest or highest value (question.ts sets `extreme`; lists.ts and
// extremes.ts compare): each pattern, whether it asks for the highest, and what is compared.

/**
 * "Which site opens earlier": of two, the one a superlative would ask (not "later than 6pm"). ("Which garage is
 * cheaper for an MOT" compares the garages, a table's columns, of one row: not asked as the cheapest of all.)
 */
const WHICH_MORE = (words: string) => new RegExp(`^(?:which|what)\\b.*\\b(?:${words})\\b(?!\\s+than\\b)`);

/** A superlative of how long a thing lasts: "goes on the longest", "lasts longest", "the longest class". */
const DURATION_ASKED = (word: string) =>
  new RegExp(
    `\\b(?:goes\\s+on|lasts?|takes?|runs?)\\s+(?:the\\s+)?${word}\\b|\\b${word}\\s+(?:class|session|lesson|course|tour|trip|ride|walk|film|show|workshop)`,
  );

/**
 * "Who's been a solicitor the longest", "the longest-serving coach", "who's worked at … the longest": the one who
 * began first, by the year.
 */
const BEGAN_FIRST =
  /\blongest[-\s]serving\b|\bbeen\s+(?:an?\s+)?(?:[a-z]+\s+){1,3}?(?:the\s+)?longest\b|\b(?:worked|served)\s+(?:\S+\s+){0,4}?(?:the\s+)?longest\b/;
/** A superlative of how old a thing is: "the oldest", "the newest" (never "the youngest kids", an age). */
export const AGE_ASKED = new RegExp(String.raw`\b(?:oldest|newest)\b|${BEGAN_FIRST.source}`);

const SUPERLATIVE: [RegExp, boolean, NonNullable<Question["extreme"]>["by"]][] = [
  [/\b(?:cheapest|least\s+expensive)\b/, false, "price"],
  [/\b(?:most\s+expensive|dearest|priciest)\b/, true, "price"],
  // "Which contract costs the most a year": the dearest, by price ("£1,260" is no number 1).
  [/\b(?:costs?|charges?)\s+(?:you\s+|us\s+)?(?:the\s+)?most\b/, true, "price"],
  [/\b(?:costs?|charges?)\s+(?:you\s+|us\s+)?(?:the\s+)?least\b/, false, "price"],
  // "Which class goes on the longest", "the shortest lesson": how long each lasts.
  [DURATION_ASKED("shortest"), false, "duration"],
  [DURATION_ASKED("longest"), true, "duration"],
  [/\b(?:earliest|soonest)\b/, false, "time"],
  [WHICH_MORE("earlier"), false, "time"],
  [/\b(?:latest)\b/, true, "time"],
  [WHICH_MORE("later"), true, "time"],
  // "The oldest piano for sale": the one made first, by its year (extremes.ts reads only a year column for it).
  [/\boldest\b/, false, "number"],
  [BEGAN_FIRST, false, "number"],
  [/\bnewest\b/, true, "number"],
  // "The strongest beer": its strength (a measuredField of lists.ts reads the ABV column).
  // ("Needs the most guests at least": "at least" is a floor, not the least.)
  [
    /\b(?:weakest|lowest|smallest|fewest|shortest|worst|(?<!\bat\s)least|coldest|coolest|shallowest)\b/,
    false,
    "number",
  ],
  // "The hardest escape room": its difficulty, a number ("Hard (4 out of 5)").
  [/\b(?:hardest|toughest|most\s+difficult|most\s+challenging)\b/, true, "number"],
  [/\beasiest\b/, false, "number"],
  [/\b(?:heaviest|fastest|quickest)\b/, true, "number"],
  [/\bslowest\b/, false, "number"],
  [/\blightest\b/, false, "number"],
  // "The club for the youngest kids": the one whose ages are lowest (not "the youngest boat", built latest).
  // ("… can the youngest children do": the same.)
  [/\b(?:for|can)\s+the\s+youngest\b/, false, "number"],
  // ("Which stylist is best for curly hair" asks which one is for it: nothing to compare.)
  [
    /\b(?:strongest|highest|largest|biggest|longest|warmest|hottest|deepest|best(?!\s+(?:for|at|with|to)\b)|most)\b/,
    true,
    "number",
  ],
];

/** The superlative a question asks ("the latest version", "closes latest"), and what it compares. */
export function extremeAsked(lower: string, type: AnswerType): Question["extreme"] {
  const superlative = SUPERLATIVE.find(([re]) => re.test(lower));
  if (!superlative) return undefined;
  // "the latest version", "closes latest": a version, or a time when the question is about hours.
  const by =
    type === "version"
      ? "version"
      : superlative[2] === "time" && type !== "time"
        ? /\b(?:release|version|post|news|update)/.test(lower)
          ? "date"
          : "time"
        : superlative[2];
  return { highest: superlative[1], by };
}

/**
 * Whether a word of a question asking a superlative is the compared quality itself, not a term: "the largest"
 * compares, while "a large dog" names a size (a column, "Large"), in "the cheapest … for a large car" too; "the
 * longest hole" and "goes on the longest" compare and ask for no "Long Drag" by name ("the shortest time I can
 * stay" is a limit a page states, read with its word).
 */
export function comparedWord(w: string, lower: string): boolean {
  if (new RegExp(`\\b${w}\\b`).test(lower)) return false;
  if (/^(?:small|large|big|young|hard|easy|tough|difficult|challenging|heavy|light)$/.test(w)) return true;
  return (
    /^(?:long|short|old|new|tall|wide|deep|shallow|narrow|fast|slow)$/.test(w) &&
    new RegExp(
      `\\b${w.slice(0, 3)}\\p{L}*st(?:\\s+(?!(?:time|period|stay|i|we|you|it|one|can)\\b)\\w|\\s*[?.!]?$)`,
      "u",
    ).test(lower)
  );
}

/** Two words after a superlative, then a place or the end: "the cheapest kids party at Fletchgate". */
const SUPERLATIVE_PAIR =
  /\b(?:cheapest|dearest|most\s+expensive|largest|smallest|biggest|oldest|newest|longest|shortest)\s+(?!(?:to|of|at|in|on|for|one|ones|thing|way|time|place)\b)([\p{L}-]+)\s+(?!(?:at|in|on|for|per|near|from|with|by|to|of|and|or)\b)([\p{L}-]+)(?=\s+(?:at|in|on|for|per|near|from|with|by)\b|\s*[?.]?$)/u;

/** "The cheapest kids party at …": the head of the two-word noun phrase a superlative compares (its second word). */
export const headCompared = (lower: string) => lower.match(SUPERLATIVE_PAIR)?.[2];
